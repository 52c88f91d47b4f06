// SPEC §2 /{hash} (issue 12): a curated list of floor plans under a short
// code the company prints on a mailer or a sign (docs/rules.md). Any other
// one-segment path is the not-found screen, as before.
import { useEffect } from 'react';
import { data } from 'react-router';
import { ModelCard, type ModelCardData } from '../components/model-card.tsx';
import { modelPageHref, SiteLink, useLotNumberParam } from '../components/site-link.tsx';
import { appContext, siteContext } from '../context.ts';
import { PlaceForm } from '../components/place-form.tsx';
import { rememberPlace } from '../visitor-place.ts';
import { MAX_WHERE_LENGTH, placeNotFound } from '../../lib/home-search.ts';
import { byCatalogueKey, pagePlace } from '../details.server.ts';
import { MAX_MODEL_KEY_LENGTH } from '../../lib/catalogue-keys.ts';
import { CuratedListQuery } from '../graphql/documents/homes.ts';
import { HomeCentersNearQuery } from '../graphql/documents/home-centers.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/curated-list';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { execute } = context.get(appContext);
  const { dealer } = context.get(siteContext);
  // Placed as each model's own page is (details.server.ts pagePlace): the same
  // nearest home center, miles, "in stock nearby" and monthly estimate.
  const place = await pagePlace(context, url);
  // A code typed in capitals from a mailer (/FAMILY4BR) moves to its own address.
  const curatedList = await byCatalogueKey(
    params.hash,
    MAX_MODEL_KEY_LENGTH,
    url,
    async (hash) =>
      (
        await execute(CuratedListQuery, {
          hash,
          zipcode: place.zipcode,
          lotNumber: dealer?.lotNumber ?? null,
        })
      ).curatedList,
    (list) => list.hash,
    (hash) => hash.toLowerCase(),
  );
  const models: ModelCardData[] = curatedList.models.map(
    ({ multiSection, nearestDealer, isInStockInArea, ...model }) => ({
      ...model,
      isMultiSection: multiSection,
      isInStockInArea: isInStockInArea === true,
      dealers: nearestDealer ? [nearestDealer] : [],
    }),
  );
  const typed = dealer
    ? ''
    : (url.searchParams.get('where')?.trim().slice(0, MAX_WHERE_LENGTH) ?? '');
  // No plan of the list at a home center near the place: is a home center near at all?
  const nearestCenter =
    !dealer && place.chosen && models.every((m) => m.dealers.length === 0)
      ? ((await execute(HomeCentersNearQuery, { postalCode: place.zipcode, limit: 1 }))
          .dealersNear[0]?.dealer ?? null)
      : null;
  return {
    list: { ...curatedList, models },
    where: place.chosen ? typed : null,
    // What was typed stays in the box, found or not.
    typed,
    chosen: place.chosen,
    remember: place.chosen && place.point ? { postalCode: place.zipcode, ...place.point } : null,
    whereProblem: typed && !place.chosen ? placeNotFound(typed) : null,
    placeNote: typed ? place.note : null,
    onHomeCenterSite: dealer !== null,
    nearestCenter: nearestCenter && {
      name: nearestCenter.name,
      lotNumber: nearestCenter.lotNumber,
    },
  };
}

// Nothing is posted to a list, and any other one-segment path is SPEC's not-found screen.
export function action() {
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { list } = loaderData;
  return seoMeta({
    matches,
    path: `/${list.hash}`,
    title: list.title,
    description: list.description,
  });
}

export default function CuratedList({ loaderData }: Route.ComponentProps) {
  const {
    list,
    where,
    typed,
    chosen,
    remember,
    whereProblem,
    placeNote,
    onHomeCenterSite,
    nearestCenter,
  } = loaderData;
  const lotNumber = useLotNumberParam();
  useEffect(() => {
    if (remember) rememberPlace(remember);
  }, [remember]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {list.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{list.description}</p>
        {onHomeCenterSite ? null : chosen && nearestCenter ? (
          // A home center is near, but none near lists these plans: no estimate names one.
          <p className="mt-2 text-muted">
            No home center near {chosen} lists these plans, so the monthly estimates leave out
            delivery.{' '}
            <SiteLink
              to={`/about-us?lotNumber=${nearestCenter.lotNumber}`}
              className="font-semibold text-brand-700 underline"
            >
              Ask {nearestCenter.name}, the nearest, about them
            </SiteLink>
            .
          </p>
        ) : chosen && list.models.every((m) => m.dealers.length === 0) ? (
          // As a model's own page says in its delivery line: no estimate pretends to deliver there.
          <p className="mt-2 text-muted">
            None of our home centers is near {chosen} to deliver from, so the monthly estimates
            leave out delivery.{' '}
            <SiteLink to="/contact-us" className="font-semibold text-brand-700 underline">
              Ask us whether and how we deliver there
            </SiteLink>
            .
          </p>
        ) : (
          <p className="mt-2 text-muted">
            {chosen
              ? `Prices, home centers and monthly estimates near ${chosen}.`
              : 'Enter where your home will go to see the home center nearest you for each plan.'}
          </p>
        )}
      </header>
      {onHomeCenterSite ? null : (
        <PlaceForm
          label="Your ZIP code or city"
          button="Show near me"
          defaultValue={typed}
          problem={whereProblem}
          note={placeNote}
          maxLength={MAX_WHERE_LENGTH}
        />
      )}
      <section aria-labelledby="curated-list-homes" className="mt-8">
        <h2 id="curated-list-homes" className="sr-only">
          {list.models.length} {list.models.length === 1 ? 'floor plan' : 'floor plans'}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={list.title}>
          {list.models.map((model, i) => (
            <li key={model.modelNumber} className="flex">
              <ModelCard
                model={model}
                href={modelPageHref(model.modelNumber, { where, lotNumber })}
                distanceFrom={chosen ? 'you' : null}
                eager={i === 0}
              />
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-8">
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          Search every floor plan near you
        </SiteLink>
      </p>
    </div>
  );
}
