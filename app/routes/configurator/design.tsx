// /homes/model/{modelNumber}/design (issue 13; route recorded in
// docs/rules.md): the configurator. The choices live in the address (a plain
// GET form: without JavaScript each "Show my choices" submits them; the
// address is a link to the same choices). With JavaScript a choice changes
// the picture and the price at once, and Save keeps the design in the
// buyer's account (generated and patched from the browser with the token).
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_MODEL_KEY_LENGTH } from '../../../lib/catalogue-keys.ts';
import {
  choiceField,
  choicesFromSearch,
  designerPath,
  chosenSelection,
  designPrice,
  optionsOf,
  searchOfChoices,
  selectionPriceText,
  standardSelection,
  upgradesPrice,
  visualizerPictures,
  type Choices,
} from '../../../lib/configurator/selections.ts';
import type { Configurator, ConfiguratorOption, Nav } from '../../../lib/configurator/types.ts';
import { formatPrice } from '../../../lib/price.ts';
import { bathsLabel, bedsLabel } from '../../../lib/rooms.ts';
import { selectionIconUrl } from '../../../lib/selection-price.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { modelPageHref, useLotNumberParam, withLotNumber } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { DesignerModelQuery, GetConfiguratorQuery } from '../../graphql/documents/designs.ts';
import type { DesignOwnership } from '../../configurator/save-design.ts';
import { useSession } from '../../identity/session.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/design';
import { CostEstimate, keepEstimateParams } from '../../components/cost-estimate.tsx';
import {
  byCatalogueKey,
  differenceAtNearest,
  homeCenterFloorPlan,
  nearestFloorPlanPrice,
  pagePlace,
} from '../../details.server.ts';
import { loadModelEstimate } from '../../estimate.server.ts';

/** The design's choices as a form: the step buttons outside it send it too. */
const DESIGN_FORM_ID = 'design-choices';

/** Set before a signed-out Save sends the buyer to sign in: the page saves on return. */
const SAVE_AFTER_SIGN_IN_KEY = 'designSaveAfterSignIn';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  // Placed as the model's page is (?where=, the home center's site, else the default place),
  // so the estimate uses the same home center's figures as that page.
  const { zipcode, chosen } = await pagePlace(context, url);
  const model = await byCatalogueKey(
    params.modelNumber,
    MAX_MODEL_KEY_LENGTH,
    url,
    async (modelNumber) =>
      (await app.execute(DesignerModelQuery, { modelNumber, zipcode })).getModelService,
    (found) => found.modelNumber,
  );
  const { dealer } = context.get(siteContext);
  const [{ getConfigurator }, { atHomeCenter, atNearest }] = await Promise.all([
    app.execute(GetConfiguratorQuery, { salesModelId: model.salesModelId }),
    // As the model's page asks (loadModel): the nearest center's price only where the site's
    // own center does not list the plan.
    (async () => {
      const atCenter = dealer
        ? await homeCenterFloorPlan(app, dealer.lotNumber, model.modelNumber)
        : null;
      return {
        atHomeCenter: atCenter,
        atNearest: atCenter ? null : await nearestFloorPlanPrice(app, model),
      };
    })(),
  ]);
  const offered = getConfigurator as Configurator;
  // On the main site, or a home center's site that does not list the plan, the home center the
  // estimate names may ask another price than the plan's "Starting at" (another center's).
  const atNearestPrice = differenceAtNearest(atNearest, offered.basePrice);
  // A plan is priced where it would be ordered, as the model's page's cost panel is: on a home
  // center's site at its price, on the main site at the nearest center's. The design is saved
  // at that price too (server/domain/designs.ts), so its list, share page and mail agree.
  const toOrder = atHomeCenter ?? (atNearestPrice ? atNearest : null);
  const configurator: Configurator = toOrder ? { ...offered, basePrice: toOrder.price } : offered;
  const choices = choicesFromSearch(configurator, url.searchParams);
  const navs = sortedNavs(configurator);
  const nav = navs.find((n) => n.navType === url.searchParams.get('nav')) ?? navs[0]!;
  const designId = url.searchParams.get('design');
  return {
    // At the visitor's place, the delivery is measured from there, as on the model's page.
    estimate: await loadModelEstimate(context, url, model, chosen),
    model,
    configurator,
    priceLabel: toOrder?.label ?? model.price.label,
    // The home center whose price the design is at, where it is not the plan's "Starting at" and
    // the site's own center does not list the plan: the price summary and estimate name it.
    pricedAt: atNearestPrice
      ? {
          homeCenter: atNearestPrice.homeCenter,
          // "Starting at" is the least any center asks, so normally below; never said otherwise.
          startingAt: atNearestPrice.more > 0 ? model.price.label : null,
        }
      : null,
    choices,
    navType: nav.navType,
    designId: designId && /^[0-9a-f-]{36}$/i.test(designId) ? designId : null,
    // The place the design is priced at, saved with it: the portal finds the home
    // center nearest it for a buyer who gave no ZIP code of their own.
    placeZip: chosen ? zipcode : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { model } = loaderData;
  return seoMeta({
    matches,
    path: `/homes/model/${encodeURIComponent(model.modelNumber)}/design`,
    title: `${model.name} (${model.modelNumber}), your way: design it`,
    description: `Choose the siding, roof, porch, kitchen, bathrooms and floors of ${model.name}, and see the picture and the price change as you go.`,
  });
}

function sortedNavs(configurator: Configurator): Nav[] {
  return [...configurator.navs].sort((a, b) => a.ordinal - b.ordinal);
}

function designHref(
  modelNumber: string,
  configurator: Configurator,
  choices: Choices,
  navType: string,
  extra: Record<string, string | null>,
): string {
  const search = searchOfChoices(configurator, choices);
  search.set('nav', navType);
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return designerPath(modelNumber, search);
}

export default function Design({ loaderData }: Route.ComponentProps) {
  const { model, configurator, designId } = loaderData;
  const lotNumber = useLotNumberParam();
  // The place the model's page was opened at goes along, as the brochure's link does.
  const where = useSearchParams()[0].get('where');
  const navigate = useNavigate();
  const session = useSession();
  const [choices, setChoices] = useState<Choices>(loaderData.choices);
  const [navType, setNavType] = useState(loaderData.navType);
  // "Next: …" takes the keyboard to the new step's heading, so the next Tab is its first option.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepHeading.current?.focus({ preventScroll: true });
  }, [navType]);
  // False on the server and while hydrating: the page is then a plain form.
  const enhanced = useHydrated();
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  // A design named by the address may be one the buyer cannot change (sent, or
  // another's from a shared link): they are told before they choose, and Save
  // makes a new design of theirs. Asked once signed in, per design.
  const [ownership, setOwnership] = useState<{ designId: string; is: DesignOwnership } | null>(
    null,
  );
  const ownershipCheck = useRef<{ key: string; answer: Promise<DesignOwnership> } | null>(null);
  function checkOwnership(): Promise<DesignOwnership> {
    if (!designId || !session?.user) return Promise.resolve('unknown');
    const key = `${session.user.subject} ${designId}`;
    if (ownershipCheck.current?.key !== key) {
      const answer = loadChunk(() => import('../../configurator/save-design.ts')).then(
        ({ designOwnership }) => designOwnership(session, designId),
      );
      ownershipCheck.current = { key, answer };
      void answer.then((is) => setOwnership({ designId, is }));
    }
    return ownershipCheck.current.answer;
  }
  useEffect(() => {
    void checkOwnership();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [designId, session?.user?.subject]);
  const readOnly =
    ownership?.designId === designId && (ownership.is === 'sent' || ownership.is === 'not-yours')
      ? ownership.is
      : null;
  const navs = useMemo(() => sortedNavs(configurator), [configurator]);
  const nav = navs.find((n) => n.navType === navType) ?? navs[0]!;
  const navIndex = navs.indexOf(nav);
  const pictures = useMemo(
    () => visualizerPictures(configurator, choices, undefined, model.name),
    [configurator, choices, model.name],
  );
  const picture = pictures.find((p) => nav.scenes.some((s) => s.sceneId === p.sceneId));
  const total = designPrice(configurator, choices);
  const upgrades = upgradesPrice(configurator, choices);
  const hrefFor = (type: string) =>
    designHref(model.modelNumber, configurator, choices, type, {
      lotNumber,
      where,
      design: designId,
    });

  // A new address (another model, or a link followed) brings its own choices.
  const [shown, setShown] = useState(loaderData);
  if (shown !== loaderData) {
    setShown(loaderData);
    setChoices(loaderData.choices);
    setNavType(loaderData.navType);
  }

  // Keep the address in step without a navigation: it is the design's link.
  useEffect(() => {
    if (!enhanced) return;
    // The cost panel's choices stay in the address too.
    const href = keepEstimateParams(hrefFor(navType));
    if (`${window.location.pathname}${window.location.search}` !== href) {
      window.history.replaceState(window.history.state, '', href);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices, navType, enhanced]);

  async function save() {
    setSaveProblem(null);
    if (!session?.user) {
      window.sessionStorage.setItem(SAVE_AFTER_SIGN_IN_KEY, window.location.pathname);
      await session?.signIn({ signUp: true });
      return;
    }
    setSaving(true);
    try {
      const { saveDesign } = await loadChunk(() => import('../../configurator/save-design.ts'));
      // A design the buyer cannot change stays as it was: these choices become a new one.
      const is = await checkOwnership();
      const result = await saveDesign({
        session,
        configurator,
        choices,
        designId: is === 'sent' || is === 'not-yours' ? null : designId,
        zipCode: loaderData.placeZip,
      });
      if ('error' in result) setSaveProblem(result.error);
      else await navigate(withLotNumber(`/portal/designs?saved=${result.designId}`, lotNumber));
    } finally {
      setSaving(false);
    }
  }

  // Back from signing in (a popup, or the whole page on a phone): save what was chosen.
  useEffect(() => {
    if (!session?.user) return;
    if (window.sessionStorage.getItem(SAVE_AFTER_SIGN_IN_KEY) !== window.location.pathname) return;
    window.sessionStorage.removeItem(SAVE_AFTER_SIGN_IN_KEY);
    // After this commit: saving sets state as it goes.
    void Promise.resolve().then(save);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.user]);

  // A choice tapped before the page's script ran (a slow phone) is in the form, not in the
  // state: hydration leaves it there, and the next render would put the state's back. Taken
  // up once, as the page hydrates.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const tapped: Record<number, number> = {};
    for (const option of optionsOf(configurator)) {
      const input = element.querySelector<HTMLInputElement>(
        `input[type="radio"][name="${choiceField(option)}"]:checked`,
      );
      const id = Number(input?.value);
      if (
        option.selections.some((selection) => selection.selectionId === id) &&
        id !== chosenSelection(option, choices).selectionId
      ) {
        tapped[option.configuratorOptionId] = id;
      }
    }
    // Read now, before any render can put the form back; taken up just after.
    if (Object.keys(tapped).length > 0) {
      void Promise.resolve().then(() => setChoices((current) => ({ ...current, ...tapped })));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(option: ConfiguratorOption, selectionId: number) {
    setChoices((current) => ({ ...current, [option.configuratorOptionId]: selectionId }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript every choice is already shown; the button is for pages without it.
    event.preventDefault();
  }

  const otherNavOptions = navs
    .filter((n) => n !== nav)
    .flatMap((n) => n.optionGroups.flatMap((g) => g.configuratorOptions));
  const changed = optionsOf(configurator)
    .map((option) => ({ option, selection: chosenSelection(option, choices) }))
    .filter(
      ({ option, selection }) => selection.selectionId !== standardSelection(option).selectionId,
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb
        parent={{ to: modelPageHref(model.modelNumber, { lotNumber, where }), label: model.name }}
        current="Design"
      />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
        {model.name}, your way
      </h1>
      <p className="mt-1 text-muted">
        {model.modelNumber} · {bedsLabel(model.dimensions.beds)} ·{' '}
        {bathsLabel(model.dimensions.baths)} · {model.dimensions.squareFeet.toLocaleString('en-US')}{' '}
        sq ft
      </p>

      {enhanced ? null : (
        // Enter in the form sends it with its first button: this one, which stays on the
        // step (the step buttons below come before the form's own).
        <button
          type="submit"
          form={DESIGN_FORM_ID}
          name="nav"
          value={nav.navType}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        >
          Show my choices
        </button>
      )}
      <nav aria-label="Design steps" className="mt-5 overflow-x-auto">
        <ol className="flex min-w-max gap-2">
          {navs.map((n, i) => (
            <li key={n.navId}>
              <StepControl
                enhanced={enhanced}
                navType={n.navType}
                href={hrefFor(n.navType)}
                onFollow={() => setNavType(n.navType)}
                current={n === nav}
                className={`flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
                  n === nav
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-brand-200 bg-white text-brand-900 hover:border-brand-500'
                }`}
              >
                <span aria-hidden="true">{i + 1}</span>
                {n.name}
              </StepControl>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* On a phone the picture stays in view while the options scroll under it. */}
        <div className="sticky top-0 z-10 -mx-4 self-start bg-white px-4 pb-2 pt-1 lg:top-4 lg:mx-0 lg:p-0">
          {picture ? (
            <figure>
              <img
                key={picture.sceneId}
                src={picture.url}
                srcSet={picture.srcSet}
                sizes="(min-width: 1152px) 40rem, (min-width: 1024px) 58vw, 92vw"
                width={960}
                height={600}
                alt={picture.alt}
                className="h-auto w-full rounded-lg border border-brand-100 bg-brand-50"
              />
              <figcaption className="mt-1 text-sm text-muted">
                <span className="font-semibold text-ink lg:hidden">
                  Total {totalText(total, upgrades, loaderData.priceLabel)}
                  {' · '}
                </span>
                {picture.name}, drawn from your choices.{' '}
                <span className="hidden lg:inline">
                  Colours on screens vary: see samples at the home center.
                </span>
              </figcaption>
            </figure>
          ) : null}
          <div className="hidden lg:block">
            <PriceSummary
              headingId="price-title"
              basePrice={configurator.basePrice}
              upgrades={upgrades}
              total={total}
              priceLabel={loaderData.priceLabel}
              pricedAt={loaderData.pricedAt}
            />
          </div>
        </div>

        <div>
          <form
            id={DESIGN_FORM_ID}
            ref={form}
            method="get"
            onSubmit={onSubmit}
            aria-labelledby="nav-title"
          >
            <h2
              id="nav-title"
              ref={stepHeading}
              tabIndex={-1}
              className="text-2xl font-semibold text-brand-900 focus:outline-none"
            >
              {nav.name}
            </h2>
            {lotNumber ? <input type="hidden" name="lotNumber" value={lotNumber} /> : null}
            {where ? <input type="hidden" name="where" value={where} /> : null}
            {designId ? <input type="hidden" name="design" value={designId} /> : null}
            {otherNavOptions.map((option) => {
              const chosen = chosenSelection(option, choices);
              return chosen.selectionId === standardSelection(option).selectionId ? null : (
                <input
                  key={option.configuratorOptionId}
                  type="hidden"
                  name={choiceField(option)}
                  value={chosen.selectionId}
                />
              );
            })}
            {[...nav.optionGroups]
              .sort((a, b) => a.ordinal - b.ordinal)
              .map((group) => (
                <section key={group.optionGroupId} className="mt-5">
                  {group.isHeaderVisible ? (
                    <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
                  ) : null}
                  {group.subText ? <p className="text-sm text-muted">{group.subText}</p> : null}
                  {[...group.configuratorOptions]
                    .sort((a, b) => a.ordinal - b.ordinal)
                    .map((option) => (
                      <OptionChoices
                        key={option.configuratorOptionId}
                        option={option}
                        chosenId={chosenSelection(option, choices).selectionId}
                        onChoose={(id) => choose(option, id)}
                      />
                    ))}
                </section>
              ))}
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {enhanced ? null : (
                // Each button that sends the form names the step to open: one `nav` in the address.
                <button
                  type="submit"
                  name="nav"
                  value={nav.navType}
                  className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
                >
                  Show my choices
                </button>
              )}
              {navs[navIndex + 1] ? (
                <StepControl
                  enhanced={enhanced}
                  navType={navs[navIndex + 1]!.navType}
                  href={hrefFor(navs[navIndex + 1]!.navType)}
                  onFollow={() => {
                    focusStep.current = true;
                    setNavType(navs[navIndex + 1]!.navType);
                    window.scrollTo({ top: 0 });
                  }}
                  className="font-semibold text-brand-700 underline"
                >
                  Next: {navs[navIndex + 1]!.name}
                </StepControl>
              ) : null}
            </div>
          </form>

          <div className="lg:hidden">
            <PriceSummary
              headingId="price-title-phone"
              basePrice={configurator.basePrice}
              upgrades={upgrades}
              total={total}
              priceLabel={loaderData.priceLabel}
              pricedAt={loaderData.pricedAt}
            />
          </div>
          <section aria-labelledby="choices-title" className="mt-8 rounded-lg bg-brand-50 p-4">
            <h2 id="choices-title" className="text-lg font-semibold text-brand-900">
              Your upgrades
            </h2>
            {changed.length === 0 ? (
              <p className="mt-1 text-sm">None yet: every option is the standard one.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {changed.map(({ option, selection }) => (
                  <li key={option.configuratorOptionId} className="flex justify-between gap-3">
                    <span>
                      {option.title}: {selection.title}
                    </span>
                    <span className="whitespace-nowrap font-semibold">
                      {selectionPriceText(selection.price, false)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 min-h-[4.5rem]">
              {enhanced ? (
                <>
                  {readOnly ? (
                    <p role="status" className="mb-3 rounded-md bg-brand-50 p-3 text-sm">
                      {readOnly === 'sent'
                        ? 'This design was sent to the home center, so it stays as it was sent. '
                        : 'This design is someone else’s: it stays as they made it. '}
                      What you choose here is saved as a new design of yours.
                    </p>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void save()}
                    disabled={saving}
                    className="rounded-md bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
                  >
                    {saving
                      ? 'Saving…'
                      : readOnly
                        ? 'Save as a new design'
                        : designId
                          ? 'Save my changes'
                          : 'Save this design'}
                  </button>
                  <p className="mt-2 text-sm text-muted">
                    {session?.user
                      ? 'It goes into your account, where you can share it or send it to a home center.'
                      : 'You will sign in or create a free account first; your choices stay.'}
                  </p>
                  {saveProblem ? (
                    <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                      {saveProblem}
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="text-sm">
                  This page’s address holds your choices: bookmark it or send it to come back to
                  them. Saving to an account needs JavaScript.
                </p>
              )}
            </div>
          </section>
        </div>
      </div>
      {total !== null ? (
        <CostEstimate
          // Estimated with the nearest home center's figures, at its price (the design's).
          home={{
            price: total,
            sections: model.sections,
            isModular: model.isModular,
          }}
          estimate={loaderData.estimate}
          title={
            loaderData.pricedAt
              ? `What this design really costs, at ${loaderData.pricedAt.homeCenter}’s price`
              : 'What this design really costs'
          }
          hiddenFields={Object.fromEntries([
            ...searchOfChoices(configurator, choices),
            ['nav', nav.navType],
            ...(designId ? [['design', designId]] : []),
          ])}
        />
      ) : null}
    </div>
  );
}

/**
 * The design's total; without a price for the home (the home center prices it
 * on request), what the upgrades add, or the home's own label when they add nothing.
 */
function totalText(total: number | null, upgrades: number, priceLabel: string): string {
  if (total !== null) return formatPrice(total);
  return upgrades > 0 ? `${formatPrice(upgrades)} + the home` : priceLabel;
}

/**
 * A way to another step. With the page's script, a link the page follows in place; before
 * it runs (or without it), a button that sends the design's form, so the choices tapped so
 * far go along, naming the step to open.
 */
function StepControl({
  enhanced,
  navType,
  href,
  onFollow,
  current = false,
  className,
  children,
}: {
  enhanced: boolean;
  navType: string;
  href: string;
  onFollow: () => void;
  current?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return enhanced ? (
    <a
      href={href}
      aria-current={current ? 'step' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onFollow();
      }}
      className={className}
    >
      {children}
    </a>
  ) : (
    <button
      type="submit"
      form={DESIGN_FORM_ID}
      name="nav"
      value={navType}
      aria-current={current ? 'step' : undefined}
      className={className}
    >
      {children}
    </button>
  );
}

function PriceSummary({
  headingId,
  basePrice,
  upgrades,
  total,
  priceLabel,
  pricedAt,
}: {
  headingId: string;
  basePrice: number | null;
  upgrades: number;
  total: number | null;
  priceLabel: string;
  /** On the main site: the home center whose price to order the plan the home is at. */
  pricedAt: { homeCenter: string; startingAt: string | null } | null;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-brand-100 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Your price
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Home, standard options</dt>
        <dd className="text-right">{basePrice === null ? priceLabel : formatPrice(basePrice)}</dd>
        <dt>Your upgrades</dt>
        {/* Options changed at no cost, or none changed: either way nothing is added. */}
        <dd className="text-right">{upgrades === 0 ? 'No extra cost' : formatPrice(upgrades)}</dd>
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-right text-base font-bold" aria-live="polite">
          {totalText(total, upgrades, priceLabel)}
        </dd>
      </dl>
      {pricedAt ? (
        <p className="mt-2 text-sm">
          The home is at {pricedAt.homeCenter}’s price to order this plan.
          {pricedAt.startingAt
            ? ` It starts at ${pricedAt.startingAt} at another home center.`
            : ''}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        The home with your options (a porch is built on site by the home center’s crew), delivered
        within the home center’s included miles. Delivery beyond them, installation, the foundation,
        utility hook-ups, permits and land come on top:{' '}
        {total === null ? (
          'the home center prices them with the home.'
        ) : (
          <>
            <a href="#estimate-title">what this design really costs</a>.
          </>
        )}
      </p>
    </section>
  );
}

function OptionChoices({
  option,
  chosenId,
  onChoose,
}: {
  option: ConfiguratorOption;
  chosenId: number;
  onChoose: (selectionId: number) => void;
}) {
  const helpId = useId();
  const standardId = standardSelection(option).selectionId;
  const selections = [...option.selections].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <fieldset className="mt-4" aria-describedby={option.helpText ? helpId : undefined}>
      <legend className="font-semibold text-ink">{option.title}</legend>
      {option.helpText ? (
        <p id={helpId} className="text-sm text-muted">
          {option.helpText}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {selections.map((selection) => {
          const icon = selectionIconUrl(selection.icon);
          const checked = selection.selectionId === chosenId;
          return (
            <label
              key={selection.selectionId}
              // Marked by the radio itself: a choice tapped before the script ran shows at once.
              className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 bg-white p-2.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
            >
              <input
                type="radio"
                name={choiceField(option)}
                value={selection.selectionId}
                checked={checked}
                onChange={() => onChoose(selection.selectionId)}
                // Focused by keyboard, it scrolls clear of the picture that stays on top on a phone.
                className="h-4 w-4 scroll-mt-80 accent-brand-800 lg:scroll-mt-4"
              />
              {icon ? (
                <img src={icon} alt="" width={28} height={28} className="h-7 w-7 rounded" />
              ) : null}
              <span className="flex-1 text-sm">
                {selection.title}
                <span className="block text-xs text-muted">
                  {selectionPriceText(selection.price, selection.selectionId === standardId)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
