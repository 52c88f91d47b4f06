import { useEffect, useRef } from 'react';
import { useLocation, useSubmit } from 'react-router';
import {
  activeFilterCount,
  DEFAULT_PAGE_SIZE,
  homeSearchParams,
  joinFeatures,
  LAND_SORT_OPTIONS,
  landSortName,
  parseHomeSearch,
  SORT_OPTIONS,
  sortMethodId,
  UNKNOWN_SORT,
  type HomeSearch,
  placeNotFound,
  SEARCH_RADIUS_MILES,
} from '../../lib/home-search.ts';
import { isPostalCode } from '../../lib/location-source.ts';
import { LandCard } from '../components/land-card.tsx';
import { ModelCard } from '../components/model-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { SearchFilters, Select, useResetOnNavigation } from '../components/search-filters.tsx';
import { appContext, siteContext } from '../context.ts';
import { jsonData, keptJson, JsonDataScript, readJsonData } from '../json-data.ts';
import { rememberPlace } from '../visitor-place.ts';
import { findTypedPlace } from '../typed-place.server.ts';
import {
  FeaturesQuery,
  LandSearchQuery,
  LocationQuery,
  ModelsSearchQuery,
} from '../graphql/documents/search.ts';
import { BuiltHomesNearQuery } from '../graphql/documents/homes.ts';
import { HomeCard, homeHref } from '../components/home-card.tsx';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/homes';
import { Link, modelPageHref } from '../components/site-link.tsx';
import { HOME_COLLECTION_PAGES } from '../../lib/home-collections.ts';

const FORM_ID = 'home-search';
/** Below app.css's wide-screen width, where the filters fold above the results. */
const PHONE_LAYOUT = '(max-width: 63.99rem)';
/** Miles around the searched place that count as "near". */
/** Built homes shown beside the floor plans, one a home center. */
const BUILT_SHOWN = 3;

// One screen, two lists (SPEC §2): /homes searches models, /land searches parcels.
function modeOf(pathname: string): 'homes' | 'land' {
  return pathname.startsWith('/land') ? 'land' : 'homes';
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { dealer } = context.get(siteContext);
  const mode = modeOf(url.pathname);
  const { search, errors } = parseHomeSearch(url.searchParams);
  if (mode === 'land' && !LAND_SORT_OPTIONS.some((o) => o.key === search.sort)) {
    errors.sort = UNKNOWN_SORT;
    search.sort = 'nearest';
  }

  const typed = search.where;
  const typedZip = isPostalCode(typed);
  // SPEC §5's order (postal code, the caller's IP, search text) would let the
  // connection's place override a city the visitor typed, so typed text is
  // searched on its own; only an empty box falls back to the caller's place.
  const typedPlace = typed && !typedZip ? await findTypedPlace(app, typed) : null;
  let location = typedPlace
    ? typedPlace.place
    : (await app.execute(LocationQuery, typedZip ? { postalCode: typed } : {})).location;
  if (!location && typed) {
    errors.where = placeNotFound(typed);
  }
  // A place found by another name is said (and remembered, so the pages its
  // cards open are about the place the visitor was shown).
  const placeNote = typedPlace?.note ?? null;
  // Miles are "from you" only from a place the visitor gave (or their connection's).
  const placedByVisitor = location !== null;
  if (!location) {
    // No place from the visitor or their connection: the home center's own, or the default.
    ({ location } = await app.execute(LocationQuery, {
      postalCode: dealer?.postalCode ?? app.defaultPostalCode,
    }));
  }
  const lotNumber = url.searchParams.get('lotNumber');
  if (mode === 'land') {
    const land = location
      ? await app.execute(LandSearchQuery, {
          latitude: location.latitude,
          longitude: location.longitude,
          distance: SEARCH_RADIUS_MILES,
          minPrice: search.minPrice,
          maxPrice: search.maxPrice,
          minAcres: search.minAcres,
          sort: landSortName(search.sort),
          itemsPerPage: DEFAULT_PAGE_SIZE,
          startingIndex: (search.page - 1) * DEFAULT_PAGE_SIZE,
        })
      : null;
    return jsonData(
      'homes',
      {
        mode,
        search,
        errors,
        location,
        placeNote,
        placedByVisitor,
        lotNumber,
        totalCount: land?.landSearch.totalCount ?? 0,
        models: [],
        land: land?.landSearch.land ?? [],
        built: [],
        features: [],
      },
      app.htmlDocument,
    );
  }
  // The floor plans and the built homes are held to the same filters, by the API's names.
  const filters = {
    beds: search.beds,
    baths: search.baths,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    minSquareFeet: search.minSquareFeet,
    maxSquareFeet: search.maxSquareFeet,
    isMultiSection: search.multiSection || null,
    maxMonthlyPayment: search.maxMonthly,
    features: joinFeatures(search.features),
  };
  const [results, features, built] = await Promise.all([
    location
      ? app.execute(ModelsSearchQuery, {
          latitude: location.latitude,
          longitude: location.longitude,
          distance: SEARCH_RADIUS_MILES,
          ...filters,
          // On a home center's site its cards read its prices, as its model pages do.
          lotNumber: dealer?.lotNumber ?? null,
          sortMethodId: sortMethodId(search.sort),
          pageNumber: search.page,
          itemsPerPage: DEFAULT_PAGE_SIZE,
        })
      : Promise.resolve(null),
    // The filter's names only (the page's data carries no feature's url), its
    // text written once per catalogue.
    app.kept('search-features', async () =>
      keptJson(
        (await app.execute(FeaturesQuery, {})).getFeatures.map(({ featureId, name, type }) => ({
          featureId,
          name,
          type,
        })),
      ),
    ),
    // Homes already built and on display near there (a floor plan to order is a
    // model card already): every listing page is a link away. With filters, the
    // nearest that fits at each home center.
    location && !lotNumber
      ? app.execute(BuiltHomesNearQuery, {
          postalCode: location.postalCode,
          first: BUILT_SHOWN,
          perHomeCenter: 1,
          // Within the same miles as the search says.
          radiusMiles: SEARCH_RADIUS_MILES,
          ...filters,
        })
      : Promise.resolve(null),
  ]);
  return jsonData(
    'homes',
    {
      mode,
      search,
      errors,
      location,
      placeNote,
      placedByVisitor,
      lotNumber,
      totalCount: results?.modelsSearch.totalCount ?? 0,
      models: results?.modelsSearch.models ?? [],
      land: [],
      built: built?.nearbyHomes.homes ?? [],
      features,
    },
    app.htmlDocument,
  );
}

export function meta({ loaderData: sent, matches, location }: Route.MetaArgs) {
  if (!sent) return [];
  const loaderData = readJsonData(sent);
  const place = loaderData.location?.cityStateFormatted;
  const near = place ? ` near ${place}` : '';
  const canonical = homeSearchParams({ ...loaderData.search, page: loaderData.search.page });
  return seoMeta({
    matches,
    path: `${location.pathname}${canonical.size ? `?${canonical}` : ''}`,
    ...(loaderData.mode === 'land'
      ? {
          title: `Land for Sale${near}`,
          description: `Lots and acreage for sale${near}, ready for a manufactured or modular home.`,
        }
      : {
          title: `Manufactured & Modular Homes for Sale${near}`,
          description: `Compare floor plans, prices and sizes of manufactured and modular homes${near}, and find the home center that has them.`,
        }),
  });
}

function filterSummary(search: HomeSearch) {
  const n = activeFilterCount(search);
  return n === 0 ? 'No filters' : `${n} filter${n === 1 ? '' : 's'}`;
}

export default function Homes({ loaderData: sent }: Route.ComponentProps) {
  const loaderData = readJsonData(sent);
  const {
    mode,
    search,
    errors,
    location,
    placeNote,
    totalCount,
    models,
    land,
    built,
    features,
    lotNumber,
  } = loaderData;
  const distanceFrom = loaderData.placedByVisitor ? 'you' : (location?.cityStateFormatted ?? 'you');
  // The homes search counts floor plans (each card a model); built homes are listed below them.
  const noun = mode === 'land' ? 'parcel' : 'floor plan';
  const sortOptions = mode === 'land' ? LAND_SORT_OPTIONS : SORT_OPTIONS;
  const { pathname } = useLocation();
  const submit = useSubmit();
  const sortForm = useRef<HTMLFormElement>(null);
  const sortApplies = useAppliedOnChoice(search.sort, (form) =>
    submit(form, { preventScrollReset: true }),
  );
  // The place the visitor asked for is remembered in this browser (issue 11).
  useEffect(() => {
    if (search.where && location) {
      rememberPlace({
        postalCode: location.postalCode,
        latitude: location.latitude,
        longitude: location.longitude,
      });
    }
  }, [search.where, location]);
  useResetOnNavigation(sortForm);
  // On a phone, a search sent from the open filters folds them and takes the
  // keyboard (and the view) to the new results, unless a filter has a problem.
  const panel = useRef<HTMLDetailsElement>(null);
  const searched = homeSearchParams(search).toString();
  const shownSearch = useRef(searched);
  // The page and the sort are said beside the results, not in the filters.
  const hasProblem = Object.keys(errors).some((name) => name !== 'page' && name !== 'sort');
  useEffect(() => {
    if (shownSearch.current === searched) return;
    shownSearch.current = searched;
    const details = panel.current;
    if (!details?.open || hasProblem || !window.matchMedia(PHONE_LAYOUT).matches) return;
    details.open = false;
    document.getElementById('results-title')?.focus();
  }, [searched, hasProblem]);
  const extra = { lotNumber };
  const hrefFor = (page: number) => {
    const params = homeSearchParams({ ...search, page }, extra).toString();
    return params ? `${pathname}?${params}` : pathname;
  };
  const pageCount = Math.ceil(totalCount / DEFAULT_PAGE_SIZE);
  const place = location?.cityStateFormatted ?? 'you';
  const shown = mode === 'land' ? land.length : models.length;
  const first = (search.page - 1) * DEFAULT_PAGE_SIZE + 1;
  const last = first + shown - 1;
  const hidden: Record<string, string> = lotNumber ? { lotNumber } : {};
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {mode === 'land' ? 'Land' : 'Homes'} for sale near {place}
      </h1>
      {placeNote ? <p className="mt-2 font-semibold text-amber-900">{placeNote}</p> : null}
      <p className="mt-2 text-muted" aria-live="polite">
        {totalCount > 0
          ? `${totalCount.toLocaleString('en-US')} ${noun}${totalCount === 1 ? '' : 's'} within ${SEARCH_RADIUS_MILES} miles · ${filterSummary(search)}`
          : `No ${noun}s match this search.`}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr] lg:gap-8">
        <aside aria-labelledby="filters-title">
          {/* One form for every screen size. On a phone it is folded under its
              summary, so the results come first (issue 11); a wide screen shows
              it open beside them (app.css, .filters-panel). A search with a
              problem opens it, so the problem is seen. */}
          <details ref={panel} className="filters-panel group" open={hasProblem || undefined}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md border border-brand-200 px-4 py-3 lg:cursor-default lg:border-0 lg:p-0">
              <h2 id="filters-title" className="text-lg font-semibold text-brand-900">
                Filters{' '}
                <span className="text-sm font-normal text-muted">({filterSummary(search)})</span>
              </h2>
              <span aria-hidden="true" className="text-sm font-semibold text-brand-700 lg:hidden">
                <span className="group-open:hidden">Show</span>
                <span className="hidden group-open:inline">Hide</span>
              </span>
            </summary>
            <div className="mt-4">
              <SearchFilters
                mode={mode}
                id={FORM_ID}
                action={pathname}
                search={search}
                errors={errors}
                features={features}
                hidden={hidden}
              />
            </div>
          </details>
        </aside>
        <section aria-labelledby="results-title">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="results-title" tabIndex={-1} className="text-lg font-semibold text-brand-900">
              {shown > 0 ? `Showing ${first} to ${last}` : 'Results'}
            </h2>
            <form ref={sortForm} method="get" action={pathname} className="flex items-end gap-2">
              {[...homeSearchParams({ ...search, page: 1 }, extra)]
                .filter(([name]) => name !== 'sort')
                .map(([name, value], i) => (
                  <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
                ))}
              <div>
                <label htmlFor="sort" className="block text-sm font-semibold">
                  Sort by
                </label>
                <Select
                  id="sort"
                  name="sort"
                  defaultValue={search.sort}
                  aria-describedby={errors.sort ? 'sort-error' : undefined}
                  {...sortApplies}
                  className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2"
                >
                  {sortOptions.map((o) => (
                    <option key={o.key} value={o.key}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </div>
              <noscript>
                <button
                  type="submit"
                  className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800"
                >
                  Sort
                </button>
              </noscript>
            </form>
          </div>
          {errors.sort ? (
            <p id="sort-error" className="mt-3 text-sm text-red-800">
              {errors.sort}
            </p>
          ) : null}
          {errors.page ? <p className="mt-3 text-sm text-red-800">{errors.page}</p> : null}
          {land.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2" aria-label={`Land near ${place}`}>
              {land.map((parcel) => (
                <li key={parcel.landId} className="flex">
                  <LandCard
                    land={parcel}
                    distanceFrom={distanceFrom}
                    href={`/land/${encodeURIComponent(parcel.stockNumber)}${lotNumber ? `?lotNumber=${encodeURIComponent(lotNumber)}` : ''}`}
                  />
                </li>
              ))}
            </ul>
          ) : models.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2" aria-label={`Homes near ${place}`}>
              {models.map((model, i) => (
                <li key={model.modelId} className="flex">
                  <ModelCard
                    model={model}
                    distanceFrom={distanceFrom}
                    eager={i === 0}
                    href={modelPageHref(model.modelNumber, { lotNumber })}
                  />
                </li>
              ))}
            </ul>
          ) : totalCount > 0 ? (
            // A page number past the end (an old link, a hand-typed address): the search itself has results.
            <div className="mt-6 rounded-lg border border-dashed border-brand-100 p-8 text-center">
              <p className="font-semibold text-brand-900">
                Page {search.page.toLocaleString('en-US')} is past the end of these results.
              </p>
              <p className="mt-2 text-muted">
                <Link to={hrefFor(pageCount)} className="font-semibold text-brand-800 underline">
                  Go to the last page, page {pageCount.toLocaleString('en-US')}
                </Link>
              </p>
            </div>
          ) : activeFilterCount(search) === 0 ? (
            // Nothing near at all: filters are not the reason, the distance is.
            <div className="mt-6 rounded-lg border border-dashed border-brand-100 p-8 text-center">
              <p className="font-semibold text-brand-900">
                No {mode === 'land' ? 'land' : 'homes'} for sale within {SEARCH_RADIUS_MILES} miles
                of {place}.
              </p>
              <p className="mt-2 text-muted">
                Our home centers are further away. Try another ZIP code
                {mode === 'land' ? (
                  '.'
                ) : (
                  <>
                    , or{' '}
                    <Link to="/contact-us" className="font-semibold text-brand-800 underline">
                      ask us
                    </Link>{' '}
                    whether we deliver a home there.
                  </>
                )}
              </p>
            </div>
          ) : (
            <div className="mt-6 rounded-lg border border-dashed border-brand-100 p-8 text-center">
              <p className="font-semibold text-brand-900">No {noun}s match all of these filters.</p>
              <p className="mt-2 text-muted">
                Try fewer filters, a wider price range, or another ZIP code.
              </p>
            </div>
          )}
          <Pagination
            page={search.page}
            pageCount={pageCount}
            hrefFor={hrefFor}
            resultsId="results-title"
          />
        </section>
      </div>
      {built.length > 0 ? (
        <section aria-labelledby="built-title" className="mt-12">
          <h2 id="built-title" className="text-lg font-semibold text-brand-900">
            Built homes for sale near {place}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {activeFilterCount(search) > 0
              ? 'Homes already built that fit the filters above, at home centers near you (one each).'
              : 'Homes already built, at home centers near you (one each).'}
          </p>
          <ul
            className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={`Built homes near ${place}`}
          >
            {built.map((home) => (
              <li key={home.inventoryId} className="flex">
                <HomeCard
                  home={home}
                  href={homeHref(home, { lotNumber })}
                  distanceFrom={distanceFrom}
                />
              </li>
            ))}
          </ul>
          {location ? (
            // One a home center here; more of each on the built homes' own list (which
            // takes no filters: the link says so when some are set).
            <p className="mt-4">
              <Link
                to={`${HOME_COLLECTION_PAGES['on-display'].path}?where=${location.postalCode}`}
                className="font-semibold text-brand-700 underline"
              >
                More built homes near {place}
                {activeFilterCount(search) > 0 ? ', without these filters' : ''}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <JsonDataScript data={sent} />
    </div>
  );
}

/**
 * A select that applies its choice at once when picked with a pointer or a
 * phone's picker, but not on every arrow key: a keyboard's choice applies on
 * Enter or on leaving the box (WCAG 3.2.2), so arrowing past options does
 * not reload the results each time.
 */
function useAppliedOnChoice(applied: string, apply: (form: HTMLFormElement) => void) {
  const byKeyboard = useRef(false);
  const applyIfChanged = (select: HTMLSelectElement) => {
    byKeyboard.current = false;
    if (select.form && select.value !== applied) apply(select.form);
  };
  return {
    onPointerDown: () => {
      byKeyboard.current = false;
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        applyIfChanged(event.currentTarget);
      } else if (event.key !== 'Tab' && event.key !== 'Shift') {
        byKeyboard.current = true;
      }
    },
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      if (!byKeyboard.current) applyIfChanged(event.currentTarget);
    },
    onBlur: (event: React.FocusEvent<HTMLSelectElement>) => {
      if (byKeyboard.current) applyIfChanged(event.currentTarget);
    },
  };
}
