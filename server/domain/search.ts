// Model search near a point (SPEC §7 models search): which catalogue models a
// buyer can get from a home center within a radius, filtered, sorted, paged.
import { featureId, type ListingFilter, type SizeFilters } from '../../lib/home-search.ts';
import { monthlyFromCents, type PricingDefaults } from '../../lib/pricing/estimate.ts';
import type { Model } from './catalogue.ts';
import { modelsByIds } from './model-rows.ts';
import {
  catalogueIndex,
  modelAreasWithin,
  modelEstimateBasis,
  shownPlanPrice,
  type ModelArea,
  type SearchModel,
} from './catalogue-index.ts';
import type { DomainContext } from './context.ts';
import {
  dealerByLotNumber,
  dealersByIds,
  givenLotNumber,
  UNKNOWN_LOT_NUMBER,
  type Dealer,
} from './dealers.ts';
import { UserInputError } from './errors.ts';
import { optionalPoint, requireRadius, type Point } from './geo.ts';
import { figuresByDealer } from './pricing.ts';

export const DEFAULT_SEARCH_DISTANCE_MILES = 100;
export const MAX_SEARCH_DISTANCE_MILES = 500;
/** SPEC §9: the homes page shows 10 at a time by default. */
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 100;
/** More features than a model can have is a malformed request, not a filter. */
export const MAX_FEATURE_FILTERS = 20;
const MAX_INT = 2_147_483_647;

/** sortMethodId values of modelsSearch. Every sort ends with the model id, so pages never overlap. */
export const SORT_METHODS = {
  NEAREST: 1,
  PRICE_LOW_TO_HIGH: 2,
  PRICE_HIGH_TO_LOW: 3,
  SIZE_LARGE_TO_SMALL: 4,
  SIZE_SMALL_TO_LARGE: 5,
  MOST_BEDROOMS: 6,
  NEWEST: 7,
  MOST_POPULAR: 8,
  /** Issue 14: the card's "from $X/mo", lowest first (not in SPEC §7's list). */
  MONTHLY_LOW_TO_HIGH: 9,
} as const;
export type SortMethodId = (typeof SORT_METHODS)[keyof typeof SORT_METHODS];
export const SORT_METHOD_IDS: readonly SortMethodId[] = Object.values(SORT_METHODS);
export const DEFAULT_SORT_METHOD: SortMethodId = SORT_METHODS.NEAREST;

/** The contract's arguments, as they arrive (every one optional). */
export type ModelsSearchArgs = {
  baths?: number | null;
  beds?: number | null;
  distance?: number | null;
  hasIfp?: boolean | null;
  hasVirtualTour?: boolean | null;
  isMultiSection?: boolean | null;
  itemsPerPage?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  maxPrice?: number | null;
  maxSquareFeet?: number | null;
  minPrice?: number | null;
  minSquareFeet?: number | null;
  numberOfItemsPerPage?: number | null;
  pageNumber?: number | null;
  sortMethodId?: number | null;
  startingIndex?: number | null;
  features?: string | null;
  /** Issue 14: at most this many dollars a month, by the card's "from $X/mo" (not in SPEC §7). */
  maxMonthlyPayment?: number | null;
  /**
   * The home center whose site searches (not in SPEC §7): a plan it lists is priced at what
   * it asks to order it there (the price filter and sorts, and the cards' "from $X/mo"), as
   * its model pages say.
   */
  lotNumber?: string | null;
  /**
   * Not in SPEC §7: the price filter and sorts read what the nearest home center asks to
   * order a plan (the price its card's "from $X/mo" goes by, modelEstimateBasis), not its
   * "Starting at": a buyer's budget is met where they would buy it.
   */
  pricedNearby?: boolean | null;
};

/** A validated search: every default applied. */
export type ModelsSearchQuery = Point &
  SizeFilters & {
    distanceMiles: number;
    isMultiSection: boolean | null;
    hasIfp: boolean | null;
    hasVirtualTour: boolean | null;
    featureIds: number[];
    maxMonthlyPayment: number | null;
    sortMethodId: SortMethodId;
    pageSize: number;
    offset: number;
  };

/** A search result: the model, and the home centers of its area facts (area.dealerIds, in order). */
export type ModelSummary = {
  model: Model;
  brandAcronym: string;
  area: ModelArea;
  dealers: Dealer[];
  /** What its card's "from $X/mo" estimates at: a price and whose figures (modelEstimateBasis). */
  estimate: { price: number | null; dealerId: number | null };
};

export type ModelsSearchResult = {
  totalCount: number;
  pageNumber: number;
  itemsPerPage: number;
  startingIndex: number;
  sortMethodId: SortMethodId;
  models: ModelSummary[];
};

// ---- validation (pure) ----

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function checkDistance(distance: number | null | undefined): number {
  if (!given(distance)) return DEFAULT_SEARCH_DISTANCE_MILES;
  return requireRadius(distance, MAX_SEARCH_DISTANCE_MILES, 'distance');
}

/** A whole number ≥ min (and ≤ max), or null when not given. */
export function wholeNumber(
  name: string,
  value: number | null | undefined,
  min: number = 0,
  max: number = MAX_INT,
): number | null {
  if (!given(value)) return null;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UserInputError(
      max === MAX_INT
        ? `${name} must be a whole number of at least ${min}`
        : `${name} must be a whole number from ${min} to ${max}`,
      name,
    );
  }
  return value;
}

/** Baths come in halves (2.5 = two full baths and a half bath). */
export function checkBaths(value: number | null | undefined): number | null {
  if (!given(value)) return null;
  if (!(Number.isFinite(value) && value >= 0 && value <= 20 && Number.isInteger(value * 2))) {
    throw new UserInputError('baths must be 0 to 20 in steps of 0.5', 'baths');
  }
  return value;
}

export function checkRange(
  min: number | null,
  max: number | null,
  names: readonly [string, string],
): void {
  if (min !== null && max !== null && min > max) {
    throw new UserInputError(`${names[0]} must not be greater than ${names[1]}`, names[0]);
  }
}

/** "12|40" → [12, 40]; blanks are ignored, anything else that is not an id is an error. */
export function parseFeatureIds(features: string | null | undefined): number[] {
  if (!given(features)) return [];
  const parts = features
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids = new Set<number>();
  for (const part of parts) {
    const id = featureId(part);
    if (id === null) {
      throw new UserInputError(
        'features must be feature ids joined by |, e.g. "12|40"',
        'features',
      );
    }
    ids.add(id);
  }
  if (ids.size > MAX_FEATURE_FILTERS) {
    throw new UserInputError(
      `features may name at most ${MAX_FEATURE_FILTERS} features`,
      'features',
    );
  }
  return [...ids].sort((a, b) => a - b);
}

export function checkSortMethod(value: number | null | undefined): SortMethodId {
  if (!given(value)) return DEFAULT_SORT_METHOD;
  if (!(SORT_METHOD_IDS as readonly number[]).includes(value)) {
    throw new UserInputError(
      `sortMethodId must be one of ${SORT_METHOD_IDS.join(', ')}`,
      'sortMethodId',
    );
  }
  return value as SortMethodId;
}

/**
 * The room, price and size filters both model searches take. `prefix` names
 * where the arguments sit in errors ('filters.' for getModelsService).
 */
export function checkSizeFilters(
  args: { [K in keyof SizeFilters]?: number | null },
  prefix = '',
): SizeFilters {
  const beds = wholeNumber(`${prefix}beds`, args.beds, 0, 20);
  const baths = checkBaths(args.baths);
  const minPrice = wholeNumber(`${prefix}minPrice`, args.minPrice);
  const maxPrice = wholeNumber(`${prefix}maxPrice`, args.maxPrice);
  checkRange(minPrice, maxPrice, [`${prefix}minPrice`, `${prefix}maxPrice`]);
  const minSquareFeet = wholeNumber(`${prefix}minSquareFeet`, args.minSquareFeet);
  const maxSquareFeet = wholeNumber(`${prefix}maxSquareFeet`, args.maxSquareFeet);
  checkRange(minSquareFeet, maxSquareFeet, [`${prefix}minSquareFeet`, `${prefix}maxSquareFeet`]);
  return { beds, baths, minPrice, maxPrice, minSquareFeet, maxSquareFeet };
}

/** The filters a list of homes for sale takes (nearbyHomes): the models search's, by the same names. */
export type ListingFilterArgs = { [K in keyof SizeFilters]?: number | null } & {
  isMultiSection?: boolean | null;
  features?: string | null;
  maxMonthlyPayment?: number | null;
};

/** Checks a list's filters as the models search checks its own; null when none is given. */
export function parseListingFilter(args: ListingFilterArgs): ListingFilter | null {
  const filter: ListingFilter = {
    ...checkSizeFilters(args),
    isMultiSection: args.isMultiSection ?? null,
    features: parseFeatureIds(args.features),
    maxMonthly: wholeNumber('maxMonthlyPayment', args.maxMonthlyPayment, 1, 1_000_000),
  };
  const given = Object.values(filter).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null,
  );
  return given ? filter : null;
}

/** Checks every argument and applies the defaults; the first problem is reported. */
export function parseModelsSearch(args: ModelsSearchArgs): ModelsSearchQuery {
  const point = optionalPoint(args);
  if (!point) throw new UserInputError('latitude and longitude are required', 'latitude');
  const distanceMiles = checkDistance(args.distance);
  const { beds, baths, minPrice, maxPrice, minSquareFeet, maxSquareFeet } = checkSizeFilters(args);
  const featureIds = parseFeatureIds(args.features);
  const maxMonthlyPayment = wholeNumber('maxMonthlyPayment', args.maxMonthlyPayment, 1, 1_000_000);
  const sortMethodId = checkSortMethod(args.sortMethodId);
  // numberOfItemsPerPage wins over itemsPerPage: the contract sends either spelling.
  const sizeName = given(args.numberOfItemsPerPage) ? 'numberOfItemsPerPage' : 'itemsPerPage';
  const pageSize =
    wholeNumber(
      sizeName,
      args.numberOfItemsPerPage ?? args.itemsPerPage,
      1,
      MAX_SEARCH_PAGE_SIZE,
    ) ?? DEFAULT_SEARCH_PAGE_SIZE;
  const pageNumber = wholeNumber('pageNumber', args.pageNumber, 1) ?? 1;
  const startingIndex = wholeNumber('startingIndex', args.startingIndex, 0);
  const offset = startingIndex ?? (pageNumber - 1) * pageSize;
  if (offset > MAX_INT) throw new UserInputError('pageNumber is too large', 'pageNumber');
  return {
    ...point,
    distanceMiles,
    beds,
    baths,
    minPrice,
    maxPrice,
    minSquareFeet,
    maxSquareFeet,
    isMultiSection: args.isMultiSection ?? null,
    hasIfp: args.hasIfp ?? null,
    hasVirtualTour: args.hasVirtualTour ?? null,
    featureIds,
    maxMonthlyPayment,
    sortMethodId,
    pageSize,
    offset,
  };
}

// ---- the search, over this process's catalogue index (catalogue-index.ts) ----

/**
 * The card's "from $X/mo" in cents (lib/pricing monthlyFromCents, which keeps
 * each set of figures' answers): a search by monthly payment reads every model's.
 */
function monthlyCents(
  model: SearchModel,
  price: number | null,
  pricing: PricingDefaults,
): number | null {
  return monthlyFromCents({ price, sections: model.sections, isModular: model.isModular }, pricing);
}

/** Every condition of a search but the radius and the monthly budget; `price`: its card's. */
function qualifies(m: SearchModel, price: number | null, q: ModelsSearchQuery): boolean {
  if (!m.isWebEnabled) return false;
  if (q.beds !== null && m.beds < q.beds) return false;
  if (q.baths !== null && m.baths < q.baths) return false;
  // A model without a price cannot be in a price range.
  if (q.minPrice !== null && !(price !== null && price >= q.minPrice)) return false;
  if (q.maxPrice !== null && !(price !== null && price <= q.maxPrice)) return false;
  if (q.minSquareFeet !== null && m.squareFeet < q.minSquareFeet) return false;
  if (q.maxSquareFeet !== null && m.squareFeet > q.maxSquareFeet) return false;
  if (q.isMultiSection !== null && m.isMultiSection !== q.isMultiSection) return false;
  if (q.hasIfp !== null && m.hasIfp !== q.hasIfp) return false;
  if (q.hasVirtualTour !== null && m.hasVirtualTour !== q.hasVirtualTour) return false;
  return q.featureIds.every((id) => m.features.has(id));
}

/** A qualifying model; `monthly`: its card's cents, worked out only when the search asks by them. */
type Match = {
  model: SearchModel;
  /** The price its card leads with (shownPlanPrice): what the price filter and sorts read. */
  price: number | null;
  area: ModelArea;
  /** What its card estimates at, when the search reads its monthly figure. */
  estimate: { price: number | null; dealerId: number | null } | null;
  monthly: number | null;
};

/** Ascending, nulls after every number. */
function nullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** The order of a sort method; every order ends with the model id, so pages never overlap. */
function comparator(sortMethodId: SortMethodId): (a: Match, b: Match) => number {
  const primary = ((): ((a: Match, b: Match) => number) => {
    switch (sortMethodId) {
      case SORT_METHODS.NEAREST:
        return (a, b) => a.area.distance - b.area.distance;
      case SORT_METHODS.PRICE_LOW_TO_HIGH:
        return (a, b) => nullsLast(a.price, b.price);
      case SORT_METHODS.PRICE_HIGH_TO_LOW:
        return (a, b) =>
          nullsLast(a.price === null ? null : -a.price, b.price === null ? null : -b.price);
      case SORT_METHODS.SIZE_LARGE_TO_SMALL:
        return (a, b) => b.model.squareFeet - a.model.squareFeet;
      case SORT_METHODS.SIZE_SMALL_TO_LARGE:
        return (a, b) => a.model.squareFeet - b.model.squareFeet;
      case SORT_METHODS.MOST_BEDROOMS:
        return (a, b) => b.model.beds - a.model.beds;
      case SORT_METHODS.NEWEST:
        return (a, b) => b.model.createdAt - a.model.createdAt;
      case SORT_METHODS.MOST_POPULAR:
        return (a, b) => b.model.twoYearSalesCount - a.model.twoYearSalesCount;
      case SORT_METHODS.MONTHLY_LOW_TO_HIGH:
        return (a, b) => nullsLast(a.monthly, b.monthly);
    }
  })();
  return (a, b) => primary(a, b) || a.model.id - b.model.id;
}

/** SPEC §7 models search: models available within the radius, filtered, sorted and paged. */
export async function modelsSearch(
  ctx: DomainContext,
  args: ModelsSearchArgs,
): Promise<ModelsSearchResult> {
  const query = parseModelsSearch(args);
  const byMonthly =
    query.maxMonthlyPayment !== null || query.sortMethodId === SORT_METHODS.MONTHLY_LOW_TO_HIGH;
  const lotNumber = givenLotNumber(args.lotNumber);
  const [index, figures, site] = await Promise.all([
    catalogueIndex(ctx.db),
    byMonthly ? figuresByDealer(ctx.db) : null,
    lotNumber === null ? null : dealerByLotNumber(ctx, lotNumber),
  ]);
  if (lotNumber !== null && !site) throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');

  const estimateOf = (model: SearchModel, area: ModelArea) =>
    modelEstimateBasis(index, model, area, site?.dealerId ?? null);
  const matches: Match[] = [];
  for (const [modelId, area] of modelAreasWithin(index, query, query.distanceMiles)) {
    const model = index.models.get(modelId);
    if (!model) continue;
    const nearby = args.pricedNearby ? estimateOf(model, area) : null;
    const price = nearby ? nearby.price : shownPlanPrice(index, model, site?.dealerId ?? null);
    if (!qualifies(model, price, query)) continue;
    // Estimated here only when the search reads the monthly figure; else for its page below.
    const estimate = nearby ?? (figures ? estimateOf(model, area) : null);
    const monthly =
      figures && estimate ? monthlyCents(model, estimate.price, figures(estimate.dealerId)) : null;
    if (
      query.maxMonthlyPayment !== null &&
      (monthly === null || monthly > query.maxMonthlyPayment * 100)
    ) {
      continue;
    }
    matches.push({ model, price, area, estimate, monthly });
  }
  matches.sort(comparator(query.sortMethodId));
  const page = matches.slice(query.offset, query.offset + query.pageSize);
  // The page's rows and home centers come from the reference rows (one read a minute).
  const [rows, pageDealers] = await Promise.all([
    modelsByIds(
      ctx,
      page.map((m) => m.model.id),
    ),
    dealersByIds(ctx, [...new Set(page.flatMap((m) => m.area.dealerIds))]),
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const dealerById = new Map(pageDealers.map((dealer) => [dealer.dealerId, dealer]));
  return {
    totalCount: matches.length,
    pageNumber: Math.floor(query.offset / query.pageSize) + 1,
    itemsPerPage: query.pageSize,
    startingIndex: query.offset,
    sortMethodId: query.sortMethodId,
    models: page.flatMap(({ model, area, estimate }) => {
      const row = rowById.get(model.id);
      if (!row) return [];
      return [
        {
          model: row,
          brandAcronym: model.brandAcronym,
          area,
          dealers: area.dealerIds.flatMap((id) => dealerById.get(id) ?? []),
          estimate: estimate ?? estimateOf(model, area),
        },
      ];
    }),
  };
}

/** Area facts of given models around a point (for model pages with a ZIP code). */
export async function modelAreas(
  ctx: DomainContext,
  point: Point,
  radiusMiles: number,
  modelIds: readonly number[],
): Promise<Map<number, ModelArea>> {
  if (modelIds.length === 0) return new Map();
  return modelAreasWithin(await catalogueIndex(ctx.db), point, radiusMiles, new Set(modelIds));
}

/** The models with an unsold listing at a home center within `radiusMiles` of a point. */
export async function modelIdsWithin(
  ctx: DomainContext,
  point: Point,
  radiusMiles: number,
): Promise<number[]> {
  return [...modelAreasWithin(await catalogueIndex(ctx.db), point, radiusMiles).keys()];
}
