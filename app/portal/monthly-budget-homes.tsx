// "Homes that fit my monthly budget" (issue 14) on the portal's budget page:
// the buyer says what they can pay a month and sees the floor plans near
// their land (or home center) whose "from $X/mo" fits, lowest first, with a
// link to the whole list on /homes. On a home center's site its own homes
// come first (built homes and the plans it lists, at its prices), as on
// "Homes for you".
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MAX_MONTHLY_FILTER } from '../../lib/home-search.ts';
import { isOpenForSale } from '../../lib/stickers.ts';
import { MONTHLY_BUDGET_KEY } from '../../lib/local-storage.ts';
import { ModelCard } from '../components/model-card.tsx';
import { useLotNumberParam, withLotNumber, Link } from '../components/site-link.tsx';
import { TextField } from '../components/form/fields.tsx';
import { useHydrated } from '../components/use-hydrated.ts';
import { useQuery } from '../graphql/client-react.tsx';
import { LocationQuery, ModelsSearchQuery } from '../graphql/documents/search.ts';
import {
  CenterHomeList,
  CenterHomesProblem,
  useCenterHomes,
  type CenterHome,
} from './center-homes.tsx';
import { buyerZip, usePortal } from './portal-data.tsx';
import { buyersOwnZip } from '../../lib/location-source.ts';
import { rememberedPlace } from '../visitor-place.ts';
import { Placeholder } from './progress.tsx';

const SHOWN = 4;
/** "$1,200 a month". */
const perMonth = (dollars: number) => `$${dollars.toLocaleString('en-US')} a month`;
const RADIUS = 100;
/** The /homes sort of the same figure (lib/home-search.ts SORT_OPTIONS). */
const MONTHLY_SORT = { id: 9, key: 'monthly-asc' } as const;

/** A whole number of dollars the search takes, else null. */
function monthlyFigure(text: string): number | null {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_MONTHLY_FILTER
    ? value
    : null;
}

/**
 * The figure this person asked with in this tab, kept with who they are: a
 * sign-out elsewhere or an ended sign-in may leave it, and the next person
 * signing in on the tab does not see it.
 */
function keptMonthlyFigure(subject: string | null): number | null {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(MONTHLY_BUDGET_KEY) ?? 'null');
    return subject &&
      kept &&
      typeof kept === 'object' &&
      'subject' in kept &&
      'figure' in kept &&
      kept.subject === subject
      ? monthlyFigure(String(kept.figure))
      : null;
  } catch {
    return null; // No storage, or not ours: nothing kept.
  }
}

export function MonthlyBudgetHomes() {
  // A reload keeps the figure the buyer asked with, read once hydrated so the
  // first paint matches the server's (the key starts the form afresh with it).
  const hydrated = useHydrated();
  const subject = usePortal().session.user?.subject ?? null;
  return (
    <MonthlyBudgetForm
      key={hydrated ? `kept ${subject}` : 'first'}
      subject={subject}
      kept={hydrated ? keptMonthlyFigure(subject) : null}
    />
  );
}

function MonthlyBudgetForm({ kept, subject }: { kept: number | null; subject: string | null }) {
  const portal = usePortal();
  const lotNumber = useLotNumberParam();
  const headingId = useId();
  const [typed, setTyped] = useState(kept === null ? '' : String(kept));
  const [monthly, setMonthly] = useState<number | null>(kept);
  const [problem, setProblem] = useState<string | null>(null);
  // The land's ZIP code, the buyer's, the home center's, else where they last searched
  // (read when they ask, in the browser: nothing differs on the first paint).
  const zip =
    buyerZip(portal) ?? (monthly !== null ? (rememberedPlace()?.postalCode ?? null) : null);
  // The buyer's own place, or where they searched: not only their home center's.
  const ownPlace = buyersOwnZip(portal) !== null || !portal.dealer?.postalCode;
  const place = useQuery(
    LocationQuery,
    { postalCode: zip, search: null },
    { skip: portal.status !== 'ready' || !zip || monthly === null },
  );
  const location = place.data?.location ?? null;
  const results = useQuery(
    ModelsSearchQuery,
    {
      latitude: location?.latitude ?? 0,
      longitude: location?.longitude ?? 0,
      distance: RADIUS,
      maxMonthlyPayment: monthly,
      sortMethodId: MONTHLY_SORT.id,
      itemsPerPage: SHOWN,
    },
    { skip: !location || monthly === null },
  );
  // On a home center's site: its own homes, the same request as "Homes for you".
  const center = portal.dealer;
  const centerHomes = useCenterHomes(center, { skip: monthly === null });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = monthlyFigure(typed);
    if (value === null) {
      setProblem(
        `Enter what you can pay a month in whole dollars, from 1 to ${MAX_MONTHLY_FILTER.toLocaleString('en-US')}.`,
      );
      const field = event.currentTarget.elements.namedItem('monthly');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setProblem(null);
    setMonthly(value);
    try {
      if (subject) {
        window.sessionStorage.setItem(
          MONTHLY_BUDGET_KEY,
          JSON.stringify({ subject, figure: value }),
        );
      }
    } catch {
      // No storage: the figure lasts as long as the page.
    }
  }

  const search = new URLSearchParams();
  if (location) search.set('where', location.postalCode);
  if (monthly !== null) search.set('maxMonthly', String(monthly));
  search.set('sort', MONTHLY_SORT.key);
  // On a home center's site the plans it lists are above, at its prices: not again here.
  // Shown once the center's own are known, so none of its plans shows here for a moment.
  const centerPlans = centerHomes.plans;
  const models =
    center && !centerPlans
      ? []
      : (results.data?.modelsSearch?.models ?? []).filter(
          (model) => !centerPlans?.has(model.modelNumber),
        );
  const total = results.data?.modelsSearch?.totalCount ?? 0;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-brand-100 p-5">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Homes that fit my monthly budget
      </h2>
      <p className="mt-1 text-sm text-muted">
        Each home’s “from” estimate: the home with set-up on your land, a typical loan, property tax
        and insurance. An estimate, not an offer of credit.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <TextField
          name="monthly"
          label="What you can pay a month"
          prefix="$"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          error={problem ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
          className="w-56"
        />
        <button
          type="submit"
          className="mt-7 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Show homes
        </button>
      </form>
      {monthly === null ? null : !zip ? (
        <p className="mt-4">
          Tell us where your home will go first:{' '}
          <Link
            to={withLotNumber('/portal/land', lotNumber)}
            className="font-semibold text-brand-700 underline"
          >
            add your land’s ZIP code
          </Link>
          .
        </p>
      ) : results.status !== 'ready' ? (
        <Placeholder className="mt-4 h-72" />
      ) : (
        <div aria-live="polite">
          {center ? (
            <CenterHomesWithin
              center={center}
              monthly={monthly}
              homes={centerHomes.homes}
              problem={centerHomes.problem}
            />
          ) : null}
          {center && models.length > 0 ? (
            <>
              <p className="mt-6 font-semibold">
                More floor plans that fit {perMonth(monthly)}, within {RADIUS} miles of{' '}
                {location?.cityStateFormatted ?? zip}
              </p>
              <p className="mt-1 text-sm text-muted">
                Built to order by our home centers; each names the nearest one that builds it and
                starts at the lowest price any of them asks.
              </p>
            </>
          ) : center && total > 0 ? null : (
            <p className={`font-semibold ${center ? 'mt-6' : 'mt-4'}`}>
              {total === 0
                ? `No floor plans within ${RADIUS} miles of ${location?.cityStateFormatted ?? zip} fit ${perMonth(monthly)} yet.`
                : `${total} floor plan${total === 1 ? '' : 's'} within ${RADIUS} miles of ${location?.cityStateFormatted ?? zip} fit ${perMonth(monthly)}.`}
            </p>
          )}
          {models.length > 0 ? (
            <ul className="mt-3 grid gap-5 sm:grid-cols-2">
              {models.map((model) => (
                <li key={model.modelNumber} className="flex">
                  <ModelCard
                    model={model}
                    // Miles from the home center's place are not "from you".
                    distanceFrom={ownPlace ? 'you' : null}
                    href={withLotNumber(
                      `/homes/model/${encodeURIComponent(model.modelNumber)}`,
                      lotNumber,
                    )}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3">
            <Link
              to={withLotNumber(`/homes?${search}`, lotNumber)}
              className="font-semibold text-brand-700 underline"
            >
              {total > SHOWN ? `See all ${total} on Homes for sale` : 'Search Homes for sale'}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * The home center's own homes whose "from $X/mo" fits, lowest first: for sale
 * (not sold, not under contract), with a monthly estimate (a home without a
 * price has none, and cannot be said to fit).
 */
function CenterHomesWithin({
  center,
  monthly,
  homes,
  problem,
}: {
  center: { name: string; lotNumber: string };
  monthly: number;
  homes: readonly CenterHome[] | null;
  problem: string | null;
}) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  if (problem) return <CenterHomesProblem name={center.name} problem={problem} />;
  if (!homes) return <Placeholder className="mt-4 h-72" />;
  const fitting = homes
    .filter(
      (home) =>
        isOpenForSale(home.sticker?.key) &&
        home.monthlyEstimateFrom !== null &&
        home.monthlyEstimateFrom <= monthly,
    )
    .sort((a, b) => a.monthlyEstimateFrom! - b.monthlyEstimateFrom!);
  const shown = all ? fitting : fitting.slice(0, SHOWN);
  const one = fitting.length === 1;
  return (
    <>
      <p className="mt-4 font-semibold">
        {fitting.length === 0
          ? `None of the homes at ${center.name} fits ${perMonth(monthly)} yet.`
          : `${fitting.length} ${one ? 'home' : 'homes'} at ${center.name} ${one ? 'fits' : 'fit'} ${perMonth(monthly)}: homes for sale there and floor plans it builds to order, at its prices.`}
      </p>
      {shown.length > 0 ? (
        <CenterHomeList homes={shown} label={`Homes at ${center.name} that fit`} listRef={list} />
      ) : null}
      {fitting.length > shown.length ? (
        <button
          type="button"
          onClick={() => {
            // The button goes: the keyboard goes on at the first home it brought.
            flushSync(() => setAll(true));
            list.current?.querySelectorAll('li')[SHOWN]?.querySelector<HTMLElement>('a')?.focus();
          }}
          className="mt-3 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Show all {fitting.length}
        </button>
      ) : null}
    </>
  );
}
