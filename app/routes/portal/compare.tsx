// Compare (issue 11): two to four saved homes side by side: price, size,
// beds, baths, dimensions, features and home center, and their floorplans
// drawn at one scale (each picture is drawn at the same feet-to-pixels scale
// and shown at the same zoom), so the bigger home looks bigger. Works on a
// phone (the table scrolls sideways, the plans stack) and prints.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN } from '../../../lib/favorites.ts';
import { bathsLabel, bedsLabel } from '../../../lib/rooms.ts';
import { PrintButton } from '../../components/print-button.tsx';
import { MonthlyFrom } from '../../components/monthly-from.tsx';
import { OnSaleMark, WasPrice, WithLand } from '../../components/price-marks.tsx';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { useSavedCollections, type SavedHome } from '../../favorites/saved-collections.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { Placeholder } from '../../portal/progress.tsx';

export const meta = () => portalMeta('Compare homes');

function feet(value: number): string {
  const whole = Math.floor(value);
  const inches = Math.round((value - whole) * 12);
  return inches === 0 ? `${whole}′` : `${whole}′ ${inches}″`;
}

function typeOf(home: SavedHome): string {
  const { model } = home;
  const build = model.isModular ? 'Modular' : 'Manufactured';
  const sections =
    model.sections === 1
      ? 'single-section'
      : model.sections === 2
        ? 'double-section'
        : `${model.sections} sections`;
  return `${build}, ${sections}`;
}

/**
 * Whether the element is wider inside than it shows (the table on a phone):
 * the page then says the rest of the homes are a sideways scroll away.
 */
function useOverflowsSideways(element: React.RefObject<HTMLElement | null>, ready: boolean) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!ready || !box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, ready]);
  return overflows;
}

// The row names stay in view while the homes scroll under them on a phone.
const ROW_HEADER = 'sticky left-0 z-10 bg-white p-3 align-top font-semibold text-muted';

export default function ComparePage() {
  const [params] = useSearchParams();
  const lotNumber = useLotNumberParam();
  const saved = useSavedCollections();
  const wanted = [...new Set(params.getAll('home'))].slice(0, COMPARE_MAX);
  const byKey = new Map<string, SavedHome>();
  for (const collection of saved.collections) {
    for (const home of collection.homes) if (!byKey.has(home.key)) byKey.set(home.key, home);
  }
  const homes = wanted.flatMap((key) => byKey.get(key) ?? []);
  const back = withLotNumber('/portal/favorites', lotNumber);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(scroller, !saved.loading && homes.length >= COMPARE_MIN);

  if (saved.loading) {
    return (
      <div>
        <PageHeading id="compare-heading" title="Compare homes" />
        <Placeholder className="mt-6 h-96" />
      </div>
    );
  }
  if (homes.length < COMPARE_MIN) {
    return (
      <div>
        <PageHeading id="compare-heading" title="Compare homes" />
        <p className="mt-6 rounded-lg bg-brand-50 p-5">
          {saved.error
            ? `We could not load your favorites: ${saved.error.message}`
            : `Pick ${COMPARE_MIN} to ${COMPARE_MAX} of your favorites to compare.`}{' '}
          <Link to={back} className="font-semibold text-brand-700 underline">
            Back to favorites
          </Link>
        </p>
      </div>
    );
  }

  // One zoom for every plan: the widest picture fills its box, the others keep its scale.
  const widest = Math.max(...homes.map((h) => h.model.floorplanToScale.width));
  const allFeatures = [
    ...new Map(homes.flatMap((h) => h.model.features.map((f) => [f.name, f.name]))).values(),
  ];
  const rows: { label: string; cells: (home: SavedHome) => React.ReactNode }[] = [
    {
      label: 'Price',
      cells: (h) => (
        <>
          <strong>{h.priceLabel}</strong>
          <WithLand home={{ isOnLand: h.onItsLand, priceLabel: h.priceLabel }} />
          {h.priceMarks && !h.sold ? (
            <>
              <OnSaleMark home={h.priceMarks} />
              <WasPrice home={h.priceMarks} />
            </>
          ) : null}
        </>
      ),
    },
    {
      label: 'Monthly estimate',
      cells: (h) =>
        h.monthlyFrom === null ? (
          'Ask for the price'
        ) : (
          <MonthlyFrom dollars={h.monthlyFrom} onItsLand={h.onItsLand} />
        ),
    },
    { label: 'Size', cells: (h) => `${h.squareFeet.toLocaleString('en-US')} sq ft` },
    { label: 'Bedrooms', cells: (h) => bedsLabel(h.beds) },
    { label: 'Bathrooms', cells: (h) => bathsLabel(h.baths) },
    {
      label: 'Dimensions',
      cells: (h) => `${feet(h.model.width)} wide × ${feet(h.model.length)} long`,
    },
    { label: 'Type', cells: typeOf },
    {
      label: 'Home center',
      cells: (h) => h.homeCenter ?? 'Ask any of our home centers',
    },
    {
      label: 'Availability',
      cells: (h) => h.availability,
    },
  ];

  return (
    <div>
      <PageHeading
        id="compare-heading"
        title="Compare homes"
        intro={`${homes.length} of your favorites side by side. The floor plans below are drawn at one scale.`}
      />
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Link
          to={back}
          className="rounded-md border border-brand-200 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Back to favorites
        </Link>
        <PrintButton />
      </div>
      {scrolls ? (
        <p id="compare-scroll-hint" className="mt-6 text-sm text-muted print:hidden">
          Scroll the table sideways to see all {homes.length} homes.
        </p>
      ) : null}
      <div
        ref={scroller}
        role="region"
        aria-labelledby="compare-table-caption"
        aria-describedby={scrolls ? 'compare-scroll-hint' : undefined}
        tabIndex={0}
        // Relative: the cells' screen-reader-only words are positioned, and
        // would otherwise escape the scroller and widen the whole page.
        className={`${scrolls ? 'mt-2' : 'mt-6'} relative overflow-x-auto rounded-lg border border-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 print:overflow-visible`}
      >
        <table
          className="w-full table-fixed border-collapse text-left text-sm"
          style={{ minWidth: `${6 + homes.length * 8}rem` }}
        >
          <caption id="compare-table-caption" className="sr-only">
            {homes.map((h) => h.name).join(', ')} compared
          </caption>
          <thead>
            <tr>
              <td className="sticky left-0 w-24 bg-white p-3 sm:w-32" />
              {homes.map((home) => (
                <th key={home.key} scope="col" className="p-3 align-top">
                  {home.picture ? (
                    <img
                      src={home.picture.src}
                      srcSet={home.picture.srcSet}
                      sizes="(min-width: 1024px) 16rem, 40vw"
                      width={home.picture.width}
                      height={home.picture.height}
                      alt=""
                      className="aspect-[16/10] w-full rounded bg-brand-50 object-cover"
                    />
                  ) : null}
                  <Link
                    to={withLotNumber(home.href, lotNumber)}
                    className="mt-2 block text-base font-semibold text-brand-900 underline-offset-2 hover:underline"
                  >
                    {home.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-brand-100">
                <th scope="row" className={ROW_HEADER}>
                  {row.label}
                </th>
                {homes.map((home) => (
                  <td key={home.key} className="p-3 align-top">
                    {row.cells(home)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-brand-100">
              <th scope="row" className={ROW_HEADER}>
                Features listed
                {/* A catalogue lists a home's highlights, not all it has (every home has smoke alarms). */}
                <span className="mt-1 block text-sm font-normal text-muted">
                  A feature not listed for a home may still be in it: ask the home center.
                </span>
              </th>
              {homes.map((home) => {
                const has = new Set(home.model.features.map((f) => f.name));
                return (
                  <td key={home.key} className="p-3 align-top">
                    <ul className="space-y-1">
                      {allFeatures.map((name) =>
                        has.has(name) ? (
                          <li key={name}>
                            <span aria-hidden="true">✓ </span>
                            <span className="sr-only">Listed: </span>
                            {name}
                          </li>
                        ) : (
                          <li key={name} className="text-muted">
                            {name} <span className="text-sm">(not listed)</span>
                          </li>
                        ),
                      )}
                    </ul>
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>

      <section aria-labelledby="plans-heading" className="mt-10 break-before-page">
        <h2 id="plans-heading" className="text-2xl font-bold text-brand-900">
          Floor plans at one scale
        </h2>
        <p className="mt-1 text-muted">
          Every plan is drawn at the same scale: a home that looks bigger here is bigger.
        </p>
        <ul className="mt-4 space-y-6">
          {homes.map((home) => {
            const plan = home.model.floorplanToScale;
            return (
              <li key={home.key} className="break-inside-avoid">
                <h3 className="font-semibold text-brand-900">
                  {home.name}: {feet(home.model.width)} × {feet(home.model.length)},{' '}
                  {home.squareFeet.toLocaleString('en-US')} sq ft
                </h3>
                <img
                  src={plan.src}
                  width={plan.width}
                  height={plan.height}
                  alt={plan.alt}
                  loading="lazy"
                  decoding="async"
                  style={{ width: `${(plan.width / widest) * 100}%` }}
                  className="mt-2 h-auto rounded border border-brand-100 bg-white"
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
