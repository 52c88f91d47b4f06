// What a home really costs (issue 14): the itemised all-in range and the
// monthly payment, adjustable by the buyer. A GET form, so it works without
// JavaScript (the page recomputes from the address); with it, every change
// recomputes here at once with the same functions (lib/pricing).
import { loadChunk } from '../../lib/lazy-chunk.ts';
import { useEffect, useState } from 'react';
import { Form, useLocation, useRouteLoaderData, useSearchParams, useSubmit } from 'react-router';
import { SiteLink } from './site-link.tsx';
import type { CostRange } from '../../lib/pricing/all-in.ts';
import {
  ESTIMATE_NUMBER_KEYS,
  ESTIMATE_PARAMS,
  estimateParams,
  readEstimateNumber,
  type EstimateNumberKey,
  FHA_TITLE_I_LIMITS,
  pastTitleOneLimit,
  FOUNDATION_KINDS,
  FOUNDATION_LABELS,
  homeEstimate,
  LAND_KINDS,
  LAND_LABELS,
  UTILITY_KINDS,
  UTILITY_LABELS,
  type EstimateChoices,
  type EstimateHome,
  type LandKind,
} from '../../lib/pricing/estimate.ts';
import { MAX_TERM_MONTHS, type LoanKind } from '../../lib/pricing/payment.ts';
import { formatCents, formatPrice } from '../../lib/price.ts';
import type { EstimateContext } from '../estimate.server.ts';
import { ChoiceGroup, SelectField, TextField } from './form/fields.tsx';
import { isPostalCode } from '../../lib/location-source.ts';
import { useSignedInAnswer } from '../identity/signed-in-answer.ts';
import type { BuyersAnswers } from './buyers-answers.ts';
import type { loader as rootLoader } from '../root.tsx';

/** The home a panel estimates; where the site is comes from the panel's context. */
export type PanelHome = Omit<EstimateHome, 'milesFromHomeCenter' | 'siteWithoutHomeCenter'>;

function placedHome(home: PanelHome, estimate: EstimateContext): EstimateHome {
  return {
    ...home,
    milesFromHomeCenter: estimate.miles,
    siteWithoutHomeCenter: estimate.siteWithoutHomeCenter,
  };
}

export const ESTIMATE_ARTICLE = '/learn/what-a-home-really-costs';

/**
 * A signed-in buyer's own answers the panel offers to use: their land's (else
 * account's) ZIP code on the main site, and the cash they saved for a down payment.
 */
function useBuyersAnswers(): BuyersAnswers | null {
  const siteLot = useRouteLoaderData<typeof rootLoader>('root')?.site.dealer?.lotNumber ?? null;
  return useSignedInAnswer(`buyers-answers ${siteLot ?? ''}`, async (session) =>
    (await loadChunk(() => import('./buyers-answers.ts'))).signedInBuyersAnswers(session, siteLot),
  );
}

/** The panel's names in the address: its choices and the site's ZIP code. */
const PANEL_PARAMS = [...Object.values(ESTIMATE_PARAMS), 'zip'];

/** `href` with the panel's choices of the page now showing (for a page that rewrites its address). */
export function keepEstimateParams(href: string): string {
  const url = new URL(href, window.location.href);
  const now = new URLSearchParams(window.location.search);
  for (const name of PANEL_PARAMS) {
    const value = now.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

const KEPT_PARAMS = ['where', 'lotNumber'] as const;

const LOAN_NAMES: Record<LoanKind, string> = {
  'home-only': 'Home-only loan (chattel)',
  'land-and-home': 'Land-and-home mortgage',
};

const dollars = (value: number) => formatPrice(value);
/** Monthly amounts always to the cent, so a column of them lines up: $777.00. */
const cents = formatCents;
const rangeText = (range: CostRange | null) =>
  range === null
    ? 'Not estimated yet'
    : range.low === range.high
      ? dollars(range.low)
      : `${dollars(range.low)}–${dollars(range.high)}`;
/** A line's figure, as the panel and the brochure write it; `unknown` for one not estimated. */
const cellText = (
  line: { key: string; included?: boolean; range: CostRange | null },
  unknown: string,
) =>
  line.included
    ? 'Included'
    : line.range !== null && line.range.high === 0 && line.key !== 'home'
      ? 'None'
      : line.range === null
        ? unknown
        : rangeText(line.range);
/**
 * A cost's cell: one line from a 360px phone up; below that a range may break
 * after its dash rather than widen the page.
 */
const RANGE_CELL = 'whitespace-nowrap text-right tabular-nums max-[359px]:whitespace-normal';
const centsRange = (low: number, high: number) =>
  low === high ? cents(low) : `${cents(low)}–${cents(high)}`;
// Made once: toLocaleDateString builds a formatter per call (about 50 µs).
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T12:00:00Z`));

/** Typed text for a number field: the buyer's own, else ''. */
const typed = (value: number | null) => (value === null ? '' : String(value));
/**
 * The number fields' text: what the page read, and a field it could not read
 * as it was sent (kept, with its problem beside it: nothing typed is lost).
 */
const typedChoices = (estimate: EstimateContext, params: URLSearchParams) =>
  Object.fromEntries(
    ESTIMATE_NUMBER_KEYS.map((key) => [
      key,
      estimate.errors[key] !== undefined
        ? (params.get(ESTIMATE_PARAMS[key]) ?? '')
        : typed(estimate.choices[key]),
    ]),
  ) as Record<EstimateNumberKey, string>;

/** A listing's `onItsLand` for the estimate: a home standing on the land it is sold with. */
export function onItsLandOf(home: {
  isOnLand: boolean;
  land: { hasUtilities: boolean } | null;
}): EstimateHome['onItsLand'] {
  return home.isOnLand && home.land ? { connected: home.land.hasUtilities } : null;
}

export function CostEstimate({
  home,
  estimate,
  title = 'What this home really costs',
  hiddenFields = {},
}: {
  home: PanelHome;
  estimate: EstimateContext;
  title?: string;
  /** Parameters the page needs kept when the form is sent (the designer's choices). */
  hiddenFields?: Record<string, string>;
}) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The page's own place and home center go along with the estimate's choices.
  const kept: Record<string, string> = { ...hiddenFields };
  for (const name of KEPT_PARAMS) {
    const value = params.get(name);
    if (value) kept[name] = value;
  }
  const submit = useSubmit();
  // While the miles are measured the buyer may go on typing: what they typed stays.
  const [measuring, setMeasuring] = useState(false);
  // The miles follow the site's ZIP code: once its 5 digits are in, the page
  // measures them (the form sent as Update estimate sends it, in place).
  const measureSite = (event: React.ChangeEvent<HTMLInputElement>) => {
    const zip = event.target.value.trim();
    if (!isPostalCode(zip) || zip === estimate.zip || !event.target.form) return;
    setMeasuring(true);
    void submit(event.target.form, { preventScrollReset: true, replace: true });
  };
  const buyersAnswers = useBuyersAnswers();
  const buyersZip = buyersAnswers?.zip ?? null;
  const [choices, setChoices] = useState<EstimateChoices>(estimate.choices);
  // Typed text, kept as typed while the numbers in `choices` follow it.
  const [text, setText] = useState(() => typedChoices(estimate, params));
  // A sent form (Update estimate) brings new choices from the page.
  const [shown, setShown] = useState({ estimate, pathname });
  if (shown.estimate !== estimate) {
    // The page's data read again for the same choices (another form on the page was sent,
    // while the address already holds the choices made here since): what is shown stays.
    const again =
      shown.pathname === pathname &&
      JSON.stringify(shown.estimate.choices) === JSON.stringify(estimate.choices) &&
      shown.estimate.zip === estimate.zip;
    setShown({ estimate, pathname });
    setMeasuring(false);
    if (!measuring && !again) {
      setChoices(estimate.choices);
      setText(typedChoices(estimate, params));
    }
  }

  // The address follows the choices without a navigation, so a reload or a copied link
  // keeps them (the page computes the same estimate from it, as for a sent form).
  useEffect(() => {
    if (choices === estimate.choices) return;
    const url = new URL(window.location.href);
    for (const name of Object.values(ESTIMATE_PARAMS)) url.searchParams.delete(name);
    for (const [name, value] of estimateParams(choices)) url.searchParams.set(name, value);
    if (url.href !== window.location.href) {
      window.history.replaceState(window.history.state, '', url.href);
    }
  }, [choices, estimate.choices]);

  const result = homeEstimate(placedHome(home, estimate), choices, estimate.defaults);
  const onItsLand = home.onItsLand ?? null;
  // No home center near the site: delivery is for the buyer to ask about, not a line to complete.
  const farAway = estimate.siteWithoutHomeCenter;
  // What the all-in total (and so the loan and the payment) leaves out, in words after them.
  const missingLand = result.allIn.lines.some((l) => l.key === 'land' && l.range === null);
  const withoutMissing = result.allIn.complete
    ? ''
    : farAway && result.allIn.lines.every((l) => l.range !== null || l.key === 'delivery')
      ? ', without delivery'
      : missingLand && result.allIn.lines.every((l) => l.range !== null || l.key === 'land')
        ? ', without the land'
        : ', without the lines not estimated yet';
  const { finance } = estimate.defaults;
  const standard = finance.loans[result.kind];
  const set = (patch: Partial<EstimateChoices>) => setChoices((c) => ({ ...c, ...patch }));
  // Read as the server reads the same text: the live figure and its problem agree with a sent form's.
  const setNumber = (key: EstimateNumberKey) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText((t) => ({ ...t, [key]: value }));
    set({ [key]: readEstimateNumber(key, value).value });
  };
  const titleOne = pastTitleOneLimit(result, home.sections);
  const who = estimate.own && estimate.homeCenterName ? estimate.homeCenterName : 'our company';
  const errors: Partial<Record<keyof EstimateChoices | 'zip', string>> = { ...estimate.errors };
  for (const key of ESTIMATE_NUMBER_KEYS) {
    errors[key] = readEstimateNumber(key, text[key]).error ?? undefined;
  }

  return (
    <section
      aria-labelledby="estimate-title"
      className="mt-10 rounded-lg border border-brand-100 bg-white p-3 shadow-sm sm:p-6"
    >
      <h2 id="estimate-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        An estimate to plan with, from {who}’s figures as of {longDate(estimate.defaults.asOf)}. It
        is not an offer of credit: your home center and lender give you the real numbers.{' '}
        <SiteLink to={ESTIMATE_ARTICLE} className="text-brand-700 underline">
          How we estimate
        </SiteLink>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The all-in estimate, line by line</caption>
            <thead>
              <tr className="border-b border-brand-100 text-muted">
                <th scope="col" className="py-2 pr-2 font-semibold sm:pr-3">
                  Cost
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Estimate
                </th>
              </tr>
            </thead>
            <tbody>
              {result.allIn.lines.map((line) => (
                <tr key={line.key} className="border-b border-brand-50 align-top">
                  <th scope="row" className="py-2 pr-2 font-normal sm:pr-3">
                    <span className="font-semibold text-ink">{line.label}</span>
                    <span className="block text-muted">
                      {line.key === 'delivery' &&
                      !onItsLand &&
                      estimate.miles !== null &&
                      estimate.homeCenterName
                        ? `${estimate.miles < 1 ? 'Less than a mile' : `About ${Math.round(estimate.miles).toLocaleString('en-US')} miles`} from ${estimate.homeCenterName} in a straight line (the road is longer). `
                        : ''}
                      {line.basis}
                    </span>
                  </th>
                  <td className={`${RANGE_CELL} py-2`}>
                    {cellText(
                      line,
                      line.key === 'delivery' && farAway ? 'Ask us' : rangeText(null),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-3 pr-2 text-base font-bold text-brand-900 sm:pr-3">
                  All in
                  {withoutMissing}
                </th>
                <td
                  className={`${RANGE_CELL} py-3 text-base font-bold text-brand-900`}
                  data-testid="all-in-total"
                >
                  {rangeText(result.allIn.total)}
                </td>
              </tr>
            </tfoot>
          </table>

          <div className="mt-6 rounded-md bg-brand-50 p-4">
            <h3 className="text-lg font-semibold text-brand-900">Monthly payment</h3>
            {/* Only the payment ("$X – $Y a month") is announced when a choice changes it, not
                the whole panel with its formula. */}
            <p
              className="mt-1 text-3xl font-bold tabular-nums text-ink"
              data-testid="monthly"
              aria-live="polite"
              aria-atomic="true"
            >
              {centsRange(result.low.totalCents, result.high.totalCents)}
              <span className="text-base font-normal text-muted"> a month{withoutMissing}</span>
            </p>
            {result.allIn.complete ? null : (
              // A payment without the land to buy (or delivery) is not what owning the home costs.
              <p className="mt-1 text-sm font-semibold text-ink" data-testid="monthly-incomplete">
                The loan and this payment leave out what is not estimated yet
                {missingLand ? ': enter the land’s price above to include it' : ''}.
              </p>
            )}
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>Principal and interest</dt>
              <dd className="text-right tabular-nums">
                {centsRange(
                  result.low.principalAndInterestCents,
                  result.high.principalAndInterestCents,
                )}
              </dd>
              <dt>Property tax ({finance.propertyTaxPercent}% of the home’s price a year)</dt>
              <dd className="text-right tabular-nums">{cents(result.low.taxCents)}</dd>
              <dt>Home insurance ({dollars(finance.insurancePerYear)} a year)</dt>
              <dd className="text-right tabular-nums">{cents(result.low.insuranceCents)}</dd>
              {result.low.lotRentCents > 0 ? (
                <>
                  <dt>Lot rent</dt>
                  <dd className="text-right tabular-nums">{cents(result.low.lotRentCents)}</dd>
                </>
              ) : null}
            </dl>
            <p className="mt-3 text-sm">
              <span className="font-semibold">{LOAN_NAMES[result.kind]}.</span> {result.kindReason}
            </p>
            <p className="mt-2 text-sm text-muted">
              The formula: payment = L × r ÷ (1 − (1 + r)<sup>−n</sup>), where L is what you borrow
              ({centsRange(result.low.loanCents, result.high.loanCents)}: the all-in price less{' '}
              {rangeText(result.downPayment)} down), r the yearly rate ÷ 12 (
              {result.terms.ratePercent}% ÷ 12) and n the months ({result.terms.termMonths}); then
              the month’s tax, insurance and any lot rent. Over the term the loan costs{' '}
              {centsRange(result.low.totalInterestCents, result.high.totalInterestCents)} in
              interest.
            </p>
            {titleOne ? (
              <p className="mt-2 text-sm text-muted">
                {titleOne.past === 'all' ? 'More' : 'At the high end, more'} than FHA Title I’s
                limit of {dollars(titleOne.limit)} for a {home.sections > 1 ? 'multi' : 'single'}
                -section home, as HUD set it on {longDate(FHA_TITLE_I_LIMITS.asOf)}: the loan would
                likely be a conventional one. HUD can raise the limits; your lender knows today’s.
              </p>
            ) : null}
            {result.kind === 'land-and-home' && !home.isModular ? (
              <p className="mt-2 text-sm text-muted">
                Manufactured homes built to Fannie Mae’s MH Advantage or Freddie Mac’s CHOICEHome
                standards can get conventional mortgages on terms close to a site-built home’s: ask
                your home center whether this one qualifies.
              </p>
            ) : null}
            {Object.values(result.notes).map((note) => (
              <p key={note} className="mt-2 text-sm text-amber-900">
                {note}
              </p>
            ))}
          </div>
        </div>

        <Form
          method="get"
          action={pathname}
          preventScrollReset
          className="space-y-4"
          aria-labelledby="estimate-form-title"
        >
          <h3 id="estimate-form-title" className="text-lg font-semibold text-brand-900">
            Your site and your loan
          </h3>
          {Object.entries(kept).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {onItsLand ? (
            // Nothing to choose about the site: the home stands on the land it is sold with.
            <p className="text-sm">
              This home is sold with its land and already stands on it: no delivery, set-up,
              foundation or land to add.
              {onItsLand.connected ? ' Water, sewer and power are connected at the lot.' : ''}
            </p>
          ) : (
            <>
              <TextField
                name="zip"
                label="Your site’s ZIP code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                defaultValue={estimate.zip}
                onChange={measureSite}
                hint={
                  estimate.measuredFrom
                    ? `Delivery is measured from ${estimate.measuredFrom}, where you searched; give your site’s ZIP code if it is elsewhere.`
                    : 'For the delivery line: the miles are measured once its 5 digits are in, or when you press Update estimate.'
                }
                error={errors.zip}
              />
              {buyersZip && buyersZip.zip !== estimate.zip ? (
                <button
                  type="button"
                  className="-mt-2 block text-left text-sm font-semibold text-brand-700 underline"
                  onClick={(event) => {
                    const form = event.currentTarget.form;
                    const field = form?.elements.namedItem('zip');
                    if (!form || !(field instanceof HTMLInputElement)) return;
                    field.value = buyersZip.zip;
                    setMeasuring(true);
                    void submit(form, { preventScrollReset: true, replace: true });
                  }}
                >
                  Measure from {buyersZip.land ? 'your land’s' : 'your'} ZIP code, {buyersZip.zip}
                </button>
              ) : null}
              <ChoiceGroup
                name={ESTIMATE_PARAMS.land}
                legend="Land"
                type="radio"
                inline={false}
                choices={LAND_KINDS.map((value) => ({ value, label: LAND_LABELS[value] }))}
                value={choices.land}
                onChange={(value) => set({ land: value as LandKind })}
              />
            </>
          )}
          {!onItsLand && choices.land === 'buy' ? (
            <TextField
              name={ESTIMATE_PARAMS.landPrice}
              label="What you expect to pay for land"
              prefix="$"
              inputMode="numeric"
              value={text.landPrice}
              onChange={setNumber('landPrice')}
              hint={
                <SiteLink to="/land" className="text-brand-700 underline">
                  See land for sale
                </SiteLink>
              }
              error={errors.landPrice}
            />
          ) : null}
          {onItsLand ? null : (
            <SelectField
              name={ESTIMATE_PARAMS.foundation}
              label="Foundation"
              placeholder="The usual for this home"
              choices={FOUNDATION_KINDS.filter((k) => !(home.isModular && k === 'piers')).map(
                (value) => ({ value, label: FOUNDATION_LABELS[value] }),
              )}
              value={choices.foundation ?? ''}
              onChange={(event) =>
                set({
                  foundation: (FOUNDATION_KINDS as readonly string[]).includes(event.target.value)
                    ? (event.target.value as EstimateChoices['foundation'])
                    : null,
                })
              }
              error={errors.foundation}
            />
          )}
          {onItsLand?.connected ? null : (
            <SelectField
              name={ESTIMATE_PARAMS.utilities}
              label="Water and sewer"
              placeholder="Public water and sewer"
              choices={UTILITY_KINDS.filter((k) => k !== 'public').map((value) => ({
                value,
                label: UTILITY_LABELS[value],
              }))}
              value={choices.utilities === 'well-and-septic' ? 'well-and-septic' : ''}
              onChange={(event) =>
                set({
                  utilities: event.target.value === 'well-and-septic' ? 'well-and-septic' : null,
                })
              }
              error={errors.utilities}
            />
          )}
          <TextField
            name={ESTIMATE_PARAMS.downPayment}
            label="Down payment"
            prefix="$"
            inputMode="numeric"
            value={text.downPayment}
            onChange={setNumber('downPayment')}
            hint={
              <FieldNote note={result.notes.downPayment}>
                Empty: {standard.downPercent}% of the all-in price.
              </FieldNote>
            }
            error={errors.downPayment}
          />
          {buyersAnswers?.downPayment != null &&
          buyersAnswers.downPayment !== choices.downPayment ? (
            <button
              type="button"
              className="-mt-2 block text-left text-sm font-semibold text-brand-700 underline"
              onClick={(event) => {
                const down = buyersAnswers.downPayment;
                if (down === null) return;
                // The button goes once used: the keyboard goes to the field it filled.
                const field = event.currentTarget.form?.elements.namedItem(
                  ESTIMATE_PARAMS.downPayment,
                );
                if (field instanceof HTMLInputElement) field.focus();
                setText((t) => ({ ...t, downPayment: down.toLocaleString('en-US') }));
                set({ downPayment: down });
              }}
            >
              Use your budget’s down payment, {formatPrice(buyersAnswers.downPayment)}
            </button>
          ) : null}
          <TextField
            name={ESTIMATE_PARAMS.ratePercent}
            label="Interest rate (% a year)"
            inputMode="decimal"
            value={text.ratePercent}
            onChange={setNumber('ratePercent')}
            hint={`Empty: ${standard.ratePercent}%, a typical rate for this kind of loan.`}
            error={errors.ratePercent}
          />
          <TextField
            name={ESTIMATE_PARAMS.termYears}
            label="Years to repay"
            inputMode="numeric"
            value={text.termYears}
            onChange={setNumber('termYears')}
            hint={
              <FieldNote note={result.notes.termYears}>
                Empty: {standard.termMonths / 12} years. This loan runs at most{' '}
                {MAX_TERM_MONTHS[result.kind] / 12}; a longer term is shortened to that.
              </FieldNote>
            }
            error={errors.termYears}
          />
          <button
            type="submit"
            className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Update estimate
          </button>
          {/* A narrow screen has the choices below the estimate: what they come to is said here too. */}
          <p
            className="mt-4 rounded-md bg-brand-50 p-3 text-sm lg:hidden"
            data-testid="estimate-sum"
          >
            <span className="font-semibold text-brand-900">
              All in {rangeText(result.allIn.total)}
              {withoutMissing}
            </span>
            <br />
            {centsRange(result.low.totalCents, result.high.totalCents)} a month.{' '}
            <a href="#estimate-title" className="text-brand-700 underline">
              See each line
            </a>
          </p>
        </Form>
      </div>
    </section>
  );
}

/**
 * A field's hint, or what became of what was typed there when it could not
 * apply as typed (also said, live, under the monthly payment): beside the
 * field is where the buyer looks.
 */
function FieldNote({ note, children }: { note: string | undefined; children: React.ReactNode }) {
  return note ? <span className="text-amber-900">{note}</span> : <>{children}</>;
}

/**
 * The standard estimate on paper (brochures): the lines, the total and the
 * monthly range, with whose figures they are. The page's panel adjusts them.
 */
export function CostSummary({ home, estimate }: { home: PanelHome; estimate: EstimateContext }) {
  const result = homeEstimate(placedHome(home, estimate), estimate.choices, estimate.defaults);
  const who = estimate.own && estimate.homeCenterName ? estimate.homeCenterName : 'our company';
  return (
    <section
      aria-labelledby="cost-summary-title"
      className="mt-5 rounded border border-brand-100 p-4"
    >
      <h2 id="cost-summary-title" className="text-lg font-semibold text-brand-900">
        What it really costs
      </h2>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">The all-in estimate, line by line</caption>
        <tbody>
          {result.allIn.lines.map((line) => (
            <tr key={line.key} className="border-b border-brand-50">
              <th scope="row" className="py-1 pr-3 font-normal">
                {line.label}
              </th>
              <td className="py-1 text-right tabular-nums">
                {cellText(line, 'Depends on your site')}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 pr-3 font-bold">
              All in{result.allIn.complete ? '' : ' (lines not estimated left out)'}
            </th>
            <td className="py-1 text-right font-bold tabular-nums">
              {rangeText(result.allIn.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm">
        <span className="font-semibold">
          {centsRange(result.low.totalCents, result.high.totalCents)} a month
        </span>{' '}
        with a {LOAN_NAMES[result.kind].toLowerCase()}: {rangeText(result.downPayment)} down,{' '}
        {result.terms.ratePercent}% for {result.terms.termMonths / 12} years, with property tax and
        insurance.
      </p>
      <p className="mt-1 text-xs text-muted">
        An estimate from {who}’s figures as of {longDate(estimate.defaults.asOf)}, not an offer of
        credit or a quote. Change it for your site and loan on the home’s page.
      </p>
    </section>
  );
}
