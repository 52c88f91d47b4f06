// The homes and land search as it lives in the URL, so a filtered search can be
// shared, bookmarked and used without JavaScript. Parsing never throws: a bad
// value is dropped and explained, the rest of the search still runs.

import { isPostalCode, unknownPostalCode } from './location-source.ts';

/** SPEC §9: default homes page offset (page size). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PRICE_FILTER = 1_000_000;
export const MAX_SQUARE_FEET_FILTER = 10_000;
export const MAX_ACRES_FILTER = 1_000;
/** The highest monthly budget the filter takes, dollars (issue 14). */
export const MAX_MONTHLY_FILTER = 20_000;

export const SORT_OPTIONS = [
  { id: 1, key: 'nearest', label: 'Nearest first' },
  { id: 2, key: 'price-asc', label: 'Price: low to high' },
  { id: 3, key: 'price-desc', label: 'Price: high to low' },
  { id: 4, key: 'size-desc', label: 'Size: largest first' },
  { id: 5, key: 'size-asc', label: 'Size: smallest first' },
  { id: 6, key: 'beds-desc', label: 'Most bedrooms' },
  { id: 7, key: 'newest', label: 'Newest models' },
  { id: 8, key: 'popular', label: 'Most popular' },
  { id: 9, key: 'monthly-asc', label: 'Monthly estimate: low to high' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

/** A sort the list does not have: the search is shown in the default order, and says so. */
export const UNKNOWN_SORT = 'That sort order is not on the list; showing nearest first.';

/** Land sorts by what land has: no bedrooms, no popularity; size is acreage. */
export const LAND_SORT_OPTIONS = [
  { key: 'nearest', label: 'Nearest first', api: 'nearest' },
  { key: 'price-asc', label: 'Price: low to high', api: 'price-asc' },
  { key: 'price-desc', label: 'Price: high to low', api: 'price-desc' },
  { key: 'size-desc', label: 'Most acres', api: 'acres-desc' },
  { key: 'newest', label: 'Newest listings', api: 'newest' },
] as const satisfies readonly { key: SortKey; label: string; api: string }[];

export function landSortName(sort: SortKey): (typeof LAND_SORT_OPTIONS)[number]['api'] {
  return LAND_SORT_OPTIONS.find((o) => o.key === sort)?.api ?? 'nearest';
}

export const BED_CHOICES = [1, 2, 3, 4, 5] as const;
export const BATH_CHOICES = [1, 1.5, 2, 2.5, 3] as const;

/** How far a search of homes looks from its place (/homes, and the home page's homes near it). */
export const SEARCH_RADIUS_MILES = 100;

/** The longest place a visitor may type (a city and state, a ZIP code). */
export const MAX_WHERE_LENGTH = 80;

/**
 * What a page placed by `where` says of a place it cannot find: a whole ZIP
 * code in the words every form uses for one (unknownPostalCode).
 */
export function placeNotFound(typed: string): string {
  return isPostalCode(typed.trim())
    ? `${unknownPostalCode(typed)} Try another ZIP code, or a city and state like Knoxville, TN.`
    : `We could not find “${typed}”. Try a 5-digit ZIP code, or a city and state like Knoxville, TN.`;
}

/** Rooms (at least), price and size (ranges): the filters every search of homes takes. */
export type SizeFilters = {
  beds: number | null;
  baths: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
};

export type HomeSearch = SizeFilters & {
  /** What the visitor typed: a 5-digit ZIP or "City, ST". */
  where: string;
  /** Homes only: the card's "from $X/mo" at most this (issue 14). */
  maxMonthly: number | null;
  /** Land only: at least this many acres. */
  minAcres: number | null;
  multiSection: boolean;
  features: number[];
  sort: SortKey;
  page: number;
};

export type HomeSearchField = keyof HomeSearch;
export type HomeSearchErrors = Partial<Record<HomeSearchField, string>>;

const NO_SIZE_FILTERS: SizeFilters = {
  beds: null,
  baths: null,
  minPrice: null,
  maxPrice: null,
  minSquareFeet: null,
  maxSquareFeet: null,
};

export const EMPTY_SEARCH: HomeSearch = {
  ...NO_SIZE_FILTERS,
  where: '',
  maxMonthly: null,
  minAcres: null,
  multiSection: false,
  features: [],
  sort: 'nearest',
  page: 1,
};

/**
 * A feature id as the API takes it (SPEC §7 features, pipe-joined): 1 to 9
 * digits, at least 1. The page and the API share this, so the page never
 * passes on an id the API refuses.
 */
export function featureId(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** "$120,000", "120000", "120k" → 120000; anything else → NaN. */
function readAmount(raw: string): number {
  const cleaned = raw.trim().replace(/[$,\s]/g, '');
  const thousands = /^(\d+(?:\.\d+)?)k$/i.exec(cleaned);
  if (thousands?.[1]) return Math.round(Number(thousands[1]) * 1000);
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function parseHomeSearch(params: URLSearchParams): {
  search: HomeSearch;
  errors: HomeSearchErrors;
} {
  const errors: HomeSearchErrors = {};
  const search: HomeSearch = { ...EMPTY_SEARCH, features: [] };
  const text = (name: string) => params.get(name)?.trim() ?? '';

  search.where = text('where').slice(0, MAX_WHERE_LENGTH);

  const choice = <T extends number>(
    name: 'beds' | 'baths',
    allowed: readonly T[],
    label: string,
  ): T | null => {
    const raw = text(name);
    if (raw === '') return null;
    const value = Number(raw);
    if ((allowed as readonly number[]).includes(value)) return value as T;
    errors[name] = `Choose ${label} from the list.`;
    return null;
  };
  search.beds = choice('beds', BED_CHOICES, 'bedrooms');
  search.baths = choice('baths', BATH_CHOICES, 'bathrooms');

  const amount = (
    name: 'minPrice' | 'maxPrice' | 'minSquareFeet' | 'maxSquareFeet' | 'maxMonthly',
    max: number,
    label: string,
  ): number | null => {
    const raw = text(name);
    if (raw === '') return null;
    const value = readAmount(raw);
    if (Number.isFinite(value) && value >= 0 && value <= max) return value;
    errors[name] = `Enter ${label} as a whole number up to ${max.toLocaleString('en-US')}.`;
    return null;
  };
  search.minPrice = amount('minPrice', MAX_PRICE_FILTER, 'a price');
  search.maxPrice = amount('maxPrice', MAX_PRICE_FILTER, 'a price');
  search.minSquareFeet = amount('minSquareFeet', MAX_SQUARE_FEET_FILTER, 'square feet');
  search.maxSquareFeet = amount('maxSquareFeet', MAX_SQUARE_FEET_FILTER, 'square feet');
  search.maxMonthly = amount('maxMonthly', MAX_MONTHLY_FILTER, 'a monthly amount');
  if (search.maxMonthly === 0) {
    errors.maxMonthly = 'Enter a monthly amount of at least $1.';
    search.maxMonthly = null;
  }
  if (search.minPrice !== null && search.maxPrice !== null && search.minPrice > search.maxPrice) {
    errors.maxPrice = 'The highest price must be at least the lowest price.';
    search.maxPrice = null;
  }
  if (
    search.minSquareFeet !== null &&
    search.maxSquareFeet !== null &&
    search.minSquareFeet > search.maxSquareFeet
  ) {
    errors.maxSquareFeet = 'The largest size must be at least the smallest size.';
    search.maxSquareFeet = null;
  }

  const acres = text('minAcres');
  if (acres !== '') {
    const value = Number(acres);
    if (/^\d+(\.\d{1,2})?$/.test(acres) && value <= MAX_ACRES_FILTER) search.minAcres = value;
    else
      errors.minAcres = `Enter acres as a number up to ${MAX_ACRES_FILTER.toLocaleString('en-US')}, like 2 or 0.5.`;
  }

  const flag = (name: string) => ['1', 'true', 'on', 'yes'].includes(text(name).toLowerCase());
  search.multiSection = flag('multiSection');

  const features = new Set<number>();
  for (const raw of params.getAll('feature')) {
    const id = featureId(raw.trim());
    if (id !== null) features.add(id);
    else errors.features = 'One of the chosen features is not known; it was left out.';
  }
  search.features = [...features].sort((a, b) => a - b).slice(0, 20);

  const sort = text('sort');
  if (sort !== '') {
    const option = SORT_OPTIONS.find((o) => o.key === sort);
    if (option) search.sort = option.key;
    else errors.sort = UNKNOWN_SORT;
  }

  const page = text('page');
  if (page !== '') {
    const value = Number(page);
    if (Number.isInteger(value) && value >= 1 && value <= 10_000) search.page = value;
    else errors.page = 'That page does not exist; showing the first page.';
  }
  return { search, errors };
}

/** The canonical query string of a search: defaults left out, stable order. */
export function homeSearchParams(
  search: HomeSearch,
  extra: Record<string, string | null | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (search.where) params.set('where', search.where);
  if (search.beds !== null) params.set('beds', String(search.beds));
  if (search.baths !== null) params.set('baths', String(search.baths));
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.minSquareFeet !== null) params.set('minSquareFeet', String(search.minSquareFeet));
  if (search.maxSquareFeet !== null) params.set('maxSquareFeet', String(search.maxSquareFeet));
  if (search.maxMonthly !== null) params.set('maxMonthly', String(search.maxMonthly));
  if (search.minAcres !== null) params.set('minAcres', String(search.minAcres));
  if (search.multiSection) params.set('multiSection', '1');
  for (const id of search.features) params.append('feature', String(id));
  if (search.sort !== EMPTY_SEARCH.sort) params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}

export function sortMethodId(sort: SortKey): number {
  return SORT_OPTIONS.find((o) => o.key === sort)?.id ?? 1;
}

/** SPEC §7 models search: features travel as a pipe-joined list. */
export function joinFeatures(ids: readonly number[]): string | null {
  return ids.length > 0 ? ids.join('|') : null;
}

/** How many filters narrow the search (for the "Filters (3)" label). */
export function activeFilterCount(search: HomeSearch): number {
  return (
    Number(search.beds !== null) +
    Number(search.baths !== null) +
    Number(search.minPrice !== null || search.maxPrice !== null) +
    Number(search.minSquareFeet !== null || search.maxSquareFeet !== null) +
    Number(search.maxMonthly !== null) +
    Number(search.minAcres !== null) +
    Number(search.multiSection) +
    search.features.length
  );
}

/** What a home's card says that the search's filters read (a built home's, or a floor plan a home center lists). */
export type ListingFacts = {
  beds: number;
  baths: number;
  squareFeet: number;
  priceSort: number | null;
  /** Read only when the filter has a monthly limit. */
  monthlyEstimateFrom?: number | null;
  /** Its floor plan's sections, and feature ids where they are known. */
  model: { sections: number; features?: ReadonlySet<number> };
};

/**
 * The filters a home for sale is held to: the search's, as the API takes them (by its
 * names: isMultiSection false is one section only), or the buyer's answers.
 */
export type ListingFilter = SizeFilters & {
  maxMonthly: number | null;
  /** true: two sections or more; false: one; null: either. */
  isMultiSection: boolean | null;
  features: readonly number[];
};

/** No filter: every home fits. */
export const NO_LISTING_FILTER: ListingFilter = {
  ...NO_SIZE_FILTERS,
  maxMonthly: null,
  isMultiSection: null,
  features: [],
};

/**
 * Whether a home for sale fits the filters as a floor plan must (rooms, size,
 * sections, price, "from $X/mo", features). A home without a price fits no
 * price or monthly filter; one whose features are not known fits no feature
 * filter.
 */
export function listingFits(home: ListingFacts, filter: ListingFilter): boolean {
  const price = home.priceSort !== null && home.priceSort > 0 ? home.priceSort : null;
  const atLeast = (value: number | null, least: number | null) =>
    least === null || (value !== null && value >= least);
  const atMost = (value: number | null, most: number | null) =>
    most === null || (value !== null && value <= most);
  const features = home.model.features;
  return (
    atLeast(home.beds, filter.beds) &&
    atLeast(home.baths, filter.baths) &&
    atLeast(home.squareFeet, filter.minSquareFeet) &&
    atMost(home.squareFeet, filter.maxSquareFeet) &&
    (filter.isMultiSection === null || home.model.sections > 1 === filter.isMultiSection) &&
    atLeast(price, filter.minPrice) &&
    atMost(price, filter.maxPrice) &&
    (filter.maxMonthly === null || atMost(home.monthlyEstimateFrom ?? null, filter.maxMonthly)) &&
    filter.features.every((id) => features?.has(id) ?? false)
  );
}
