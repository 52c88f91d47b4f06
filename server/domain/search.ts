// Model search near a point (SPEC §7 models search): which catalogue models a
// buyer can get from a home center within a radius, filtered, sorted, paged.
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { featureId } from '../../lib/home-search.ts';
import {
  DEFAULT_PRICING,
  monthlyFromTerms,
  type PricingDefaults,
} from '../../lib/pricing/estimate.ts';
import type { Db } from '../db/client.ts';
import { jsonRowReader, rowAsJson } from '../db/json-row.ts';
import { brands, dealers, modelAvailability, modelFeatures, models } from '../db/schema.ts';
import type { Model } from './catalogue.ts';
import type { DomainContext } from './context.ts';
import type { Dealer } from './dealers.ts';
import { UserInputError } from './errors.ts';
import { METERS_PER_MILE, optionalPoint, requireRadius, type Point } from './geo.ts';
import { companyPricing } from './pricing.ts';

export const DEFAULT_SEARCH_DISTANCE_MILES = 100;
export const MAX_SEARCH_DISTANCE_MILES = 500;
/** SPEC §9: the homes page shows 10 at a time by default. */
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 100;
/** Home centers listed on one search result, nearest first. */
export const MAX_DEALERS_PER_MODEL = 5;
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
};

/** A validated search: every default applied. */
export type ModelsSearchQuery = Point & {
  distanceMiles: number;
  beds: number | null;
  baths: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  isMultiSection: boolean | null;
  hasIfp: boolean | null;
  hasVirtualTour: boolean | null;
  featureIds: number[];
  maxMonthlyPayment: number | null;
  sortMethodId: SortMethodId;
  pageSize: number;
  offset: number;
};

/** What a model's home centers within the radius have of it. */
export type ModelArea = {
  /** Miles to the nearest home center with an unsold listing of the model. */
  distance: number;
  listingCount: number;
  lowestListingPrice: number | null;
  /** A built (serial-numbered), unsold home of the model is within the radius. */
  isInStockInArea: boolean;
  /** Nearest first, at most MAX_DEALERS_PER_MODEL. */
  dealerIds: number[];
};

/** A search result: the model, and the home centers of its area facts (area.dealerIds, in order). */
export type ModelSummary = {
  model: Model;
  brandAcronym: string;
  area: ModelArea;
  dealers: Dealer[];
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

export type SizeFilters = {
  beds: number | null;
  baths: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
};

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

// ---- SQL ----

/** A statement's input: a value, or a placeholder filled in when a prepared statement runs. */
type Arg<T> = T | Placeholder<string, T>;
type PointArg = { latitude: Arg<number>; longitude: Arg<number> };

/** `OFFSET 0`: Drizzle drops a zero offset, so it is written as SQL. */
const OFFSET_ZERO = sql`0` as unknown as number;

/**
 * Home centers within `radiusMeters` of a point, with their distance in miles.
 * The earth_box test is the shape the GiST index dealers_earth_idx answers;
 * the exact earth_distance then trims the box's corners.
 */
function nearbyDealersSubquery(db: Db, point: PointArg, radiusMeters: Arg<number>) {
  const origin = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  const position = sql`ll_to_earth(${dealers.latitude}, ${dealers.longitude})`;
  const inBox = db
    .select({
      dealerId: dealers.dealerId,
      meters: sql<number>`earth_distance(${origin}, ${position})`.as('meters'),
    })
    .from(dealers)
    .where(sql`earth_box(${origin}, ${radiusMeters}::float8) @> ${position}`)
    // OFFSET 0 keeps the planner from merging this subquery into the outer one
    // (or pushing the distance test into it), so each home center's distance
    // is computed once (earth_distance is one of the costlier steps here).
    .offset(OFFSET_ZERO)
    .as('in_box');
  return db
    .select({
      dealerId: sql<number>`${inBox.dealerId}`.as('nearby_dealer_id'),
      miles: sql<number>`${inBox.meters} / ${METERS_PER_MILE}::float8`.as('miles'),
    })
    .from(inBox)
    .where(sql`${inBox.meters} <= ${radiusMeters}::float8`)
    .as('nearby');
}

/**
 * Per model: what the home centers within the radius have of it, from
 * model_availability (one row per home center and model with unsold listings,
 * kept in step with the listings by triggers).
 */
function areaSubquery(
  db: Db,
  point: PointArg,
  radiusMeters: Arg<number>,
  modelIds?: readonly number[],
) {
  const nearby = nearbyDealersSubquery(db, point, radiusMeters);
  const available = modelAvailability;
  return db
    .select({
      modelId: sql<number>`${available.modelId}`.as('area_model_id'),
      distance: sql<number>`min(${nearby.miles})`.as('distance'),
      listingCount: sql<number>`sum(${available.listingCount})::int`.as('listing_count'),
      lowestListingPrice: sql<number | null>`min(${available.lowestPrice})`.as(
        'lowest_listing_price',
      ),
      isInStockInArea: sql<boolean>`bool_or(${available.isInStock})`.as('is_in_stock_in_area'),
      dealerIds: sql<
        number[]
      >`(array_agg(${nearby.dealerId} order by ${nearby.miles}, ${nearby.dealerId}))[1:${sql.raw(String(MAX_DEALERS_PER_MODEL))}]`.as(
        'dealer_ids',
      ),
    })
    .from(available)
    .innerJoin(nearby, eq(nearby.dealerId, available.dealerId))
    .where(modelIds ? inArray(available.modelId, [...modelIds]) : undefined)
    .groupBy(available.modelId)
    .as('area');
}

/** Per model: what the home centers within `radiusMiles` of a point have of it. */
export function modelAreaSubquery(
  db: Db,
  point: Point,
  radiusMiles: number,
  modelIds?: readonly number[],
) {
  return areaSubquery(db, point, radiusMiles * METERS_PER_MILE, modelIds);
}

function orderFor(sortMethodId: SortMethodId, distance: SQL.Aliased<number>, monthly: SQL): SQL[] {
  const byId = asc(models.id);
  switch (sortMethodId) {
    case SORT_METHODS.NEAREST:
      return [sql`${distance} asc`, byId];
    case SORT_METHODS.PRICE_LOW_TO_HIGH:
      return [sql`${models.lowPrice} asc nulls last`, byId];
    case SORT_METHODS.PRICE_HIGH_TO_LOW:
      return [sql`${models.lowPrice} desc nulls last`, byId];
    case SORT_METHODS.SIZE_LARGE_TO_SMALL:
      return [desc(models.squareFeet), byId];
    case SORT_METHODS.SIZE_SMALL_TO_LARGE:
      return [asc(models.squareFeet), byId];
    case SORT_METHODS.MOST_BEDROOMS:
      return [desc(models.beds), byId];
    case SORT_METHODS.NEWEST:
      return [desc(models.createdAt), byId];
    case SORT_METHODS.MOST_POPULAR:
      return [desc(models.twoYearSalesCount), byId];
    case SORT_METHODS.MONTHLY_LOW_TO_HIGH:
      return [sql`${monthly} asc nulls last`, byId];
  }
}

/** What a search statement takes, by placeholder name: a parsed search, flattened. */
type SearchValues = Omit<
  ModelsSearchQuery,
  'distanceMiles' | 'featureIds' | 'sortMethodId' | 'pageSize' | 'maxMonthlyPayment'
> & {
  radiusMeters: number;
  /** The filter in cents; null when not given. */
  maxMonthlyCents: number | null;
  /** monthlyFromTerms of the company's figures, flattened. */
  mhFixed: number;
  mhDownPercent: number;
  mhFactor: number;
  modularFixed: number;
  modularDownPercent: number;
  modularFactor: number;
  installationPerSection: number;
  propertyTaxPercent: number;
  insuranceCents: number;
  /** The feature ids as an int[] literal, '{12,40}'. */
  featureIds: string;
  featureCount: number;
  limit: number;
};
type SearchArgs = { [K in keyof SearchValues]: Arg<SearchValues[K]> };

function searchValues(query: ModelsSearchQuery, pricing: PricingDefaults): SearchValues {
  const terms = monthlyFromTerms(pricing);
  return {
    maxMonthlyCents: query.maxMonthlyPayment === null ? null : query.maxMonthlyPayment * 100,
    mhFixed: terms.manufactured.fixed,
    mhDownPercent: terms.manufactured.downPercent,
    mhFactor: terms.manufactured.factor,
    modularFixed: terms.modular.fixed,
    modularDownPercent: terms.modular.downPercent,
    modularFactor: terms.modular.factor,
    installationPerSection: terms.installationPerSection,
    propertyTaxPercent: terms.propertyTaxPercent,
    insuranceCents: terms.insuranceCents,
    latitude: query.latitude,
    longitude: query.longitude,
    radiusMeters: query.distanceMiles * METERS_PER_MILE,
    beds: query.beds,
    baths: query.baths,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minSquareFeet: query.minSquareFeet,
    maxSquareFeet: query.maxSquareFeet,
    isMultiSection: query.isMultiSection,
    hasIfp: query.hasIfp,
    hasVirtualTour: query.hasVirtualTour,
    featureIds: `{${query.featureIds.join(',')}}`,
    featureCount: query.featureIds.length,
    limit: query.pageSize,
    offset: query.offset,
  };
}

const placeholder = <K extends keyof SearchValues>(name: K) =>
  sql.placeholder(name) as Placeholder<K, SearchValues[K]>;
const searchPlaceholders: SearchArgs = {
  latitude: placeholder('latitude'),
  longitude: placeholder('longitude'),
  radiusMeters: placeholder('radiusMeters'),
  beds: placeholder('beds'),
  baths: placeholder('baths'),
  minPrice: placeholder('minPrice'),
  maxPrice: placeholder('maxPrice'),
  minSquareFeet: placeholder('minSquareFeet'),
  maxSquareFeet: placeholder('maxSquareFeet'),
  isMultiSection: placeholder('isMultiSection'),
  hasIfp: placeholder('hasIfp'),
  hasVirtualTour: placeholder('hasVirtualTour'),
  featureIds: placeholder('featureIds'),
  featureCount: placeholder('featureCount'),
  limit: placeholder('limit'),
  offset: placeholder('offset'),
  maxMonthlyCents: placeholder('maxMonthlyCents'),
  mhFixed: placeholder('mhFixed'),
  mhDownPercent: placeholder('mhDownPercent'),
  mhFactor: placeholder('mhFactor'),
  modularFixed: placeholder('modularFixed'),
  modularDownPercent: placeholder('modularDownPercent'),
  modularFactor: placeholder('modularFactor'),
  installationPerSection: placeholder('installationPerSection'),
  propertyTaxPercent: placeholder('propertyTaxPercent'),
  insuranceCents: placeholder('insuranceCents'),
};

/**
 * The card's "from $X/mo" in cents (lib/pricing/estimate.ts monthlyFromCents),
 * step for step in float8 so the two agree to the cent: the all-in low end
 * (price, installation per section, the kind's fixed costs), less the down
 * payment, times the loan's factor; plus the month's property tax and
 * insurance. Null for a model without a price.
 */
function monthlyFromSql(v: SearchArgs): SQL {
  const pick = (mh: unknown, modular: unknown) =>
    sql`(case when ${models.isModular} then ${modular}::float8 else ${mh}::float8 end)`;
  const allIn = sql`(${models.lowPrice}::float8 + ${pick(v.mhFixed, v.modularFixed)} + ${v.installationPerSection}::float8 * least(greatest(${models.sections}, 1), 3))`;
  const down = sql`floor(${allIn} * ${pick(v.mhDownPercent, v.modularDownPercent)} / 100 + 0.5)`;
  const principalAndInterest = sql`floor((${allIn} - ${down}) * 100 * ${pick(v.mhFactor, v.modularFactor)} + 0.5 + 1e-9)`;
  const tax = sql`floor(floor(${models.lowPrice}::float8 * 100 * ${v.propertyTaxPercent}::float8 / 100 + 0.5) / 12 + 0.5 + 1e-9)`;
  return sql`(${principalAndInterest} + ${tax} + ${v.insuranceCents}::float8)`;
}

/**
 * The model conditions of a search (everything but the radius). One shape for
 * every search, so a prepared statement serves them all: a filter not given is
 * a null argument, and `(null is null or …)` is folded away when planned.
 */
function modelConditions(v: SearchArgs): SQL | undefined {
  const atLeast = (column: AnyPgColumn, value: unknown, type: string) =>
    sql`(${value}::${sql.raw(type)} is null or ${column} >= ${value}::${sql.raw(type)})`;
  const atMost = (column: AnyPgColumn, value: unknown, type: string) =>
    sql`(${value}::${sql.raw(type)} is null or ${column} <= ${value}::${sql.raw(type)})`;
  const equals = (column: AnyPgColumn, value: unknown) =>
    sql`(${value}::boolean is null or ${column} = ${value}::boolean)`;
  return and(
    eq(models.isWebEnabled, true),
    atLeast(models.beds, v.beds, 'integer'),
    atLeast(models.baths, v.baths, 'real'),
    // A model without a price cannot be in a price range.
    atLeast(models.lowPrice, v.minPrice, 'integer'),
    atMost(models.lowPrice, v.maxPrice, 'integer'),
    atLeast(models.squareFeet, v.minSquareFeet, 'integer'),
    atMost(models.squareFeet, v.maxSquareFeet, 'integer'),
    equals(models.isMultiSection, v.isMultiSection),
    equals(models.hasIfp, v.hasIfp),
    equals(models.hasVirtualTour, v.hasVirtualTour),
    sql`(${v.maxMonthlyCents}::float8 is null or ${monthlyFromSql(v)} <= ${v.maxMonthlyCents}::float8)`,
    // Every listed feature: count the matches per model.
    sql`(${v.featureCount}::integer = 0 or ${models.id} in (select ${modelFeatures.modelId} from ${modelFeatures} where ${modelFeatures.featureId} = any(${v.featureIds}::integer[]) group by ${modelFeatures.modelId} having count(*) = ${v.featureCount}::integer))`,
  );
}

const readDealer = jsonRowReader(dealers);
const readDealers = (value: unknown): Dealer[] =>
  (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : (value as unknown[])).map(
    readDealer,
  );

function searchStatement(db: Db, sortMethodId: SortMethodId, v: SearchArgs) {
  const area = areaSubquery(db, v, v.radiusMeters);
  // The page first (ids, area facts, total), then the page's rows: a model's
  // row is turned into JSON for the ten models shown, not for every match.
  const page = db
    .select({
      modelId: sql<number>`${models.id}`.as('page_model_id'),
      distance: area.distance,
      listingCount: area.listingCount,
      lowestListingPrice: area.lowestListingPrice,
      isInStockInArea: area.isInStockInArea,
      dealerIds: area.dealerIds,
      totalCount: sql<number>`count(*) over ()`.as('total_count'),
    })
    .from(models)
    .innerJoin(area, eq(area.modelId, models.id))
    .where(modelConditions(v))
    .orderBy(...orderFor(sortMethodId, area.distance, monthlyFromSql(v)))
    .limit(v.limit)
    .offset(v.offset)
    .as('page');
  return db
    .select({
      // One JSON value instead of 50 columns: PGlite decodes each field on its own.
      model: rowAsJson(models),
      brandAcronym: brands.acronym,
      distance: page.distance,
      listingCount: page.listingCount,
      lowestListingPrice: page.lowestListingPrice,
      isInStockInArea: page.isInStockInArea,
      dealerIds: page.dealerIds,
      // The listed home centers come along (nearest first): the page needs
      // their names, and this saves a statement of their own.
      dealers: sql<
        Dealer[]
      >`(select coalesce(json_agg(row_to_json(${dealers}) order by array_position(${page.dealerIds}, ${dealers.dealerId})), '[]') from ${dealers} where ${dealers.dealerId} = any(${page.dealerIds}))`.mapWith(
        readDealers,
      ),
      totalCount: sql<number>`${page.totalCount}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(models, eq(models.id, page.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .orderBy(...orderFor(sortMethodId, page.distance, monthlyFromSql(v)));
}

/**
 * The page query of a search: one statement giving the page's models, their
 * area facts and (as a window count) the total. Exported so a test can EXPLAIN it.
 */
export function buildModelsSearchQuery(
  db: Db,
  query: ModelsSearchQuery,
  pricing: PricingDefaults = DEFAULT_PRICING,
) {
  return searchStatement(db, query.sortMethodId, searchValues(query, pricing));
}

type PreparedSearch = ReturnType<ReturnType<typeof searchStatement>['prepare']>;
const preparedSearches = new WeakMap<Db, Map<SortMethodId, PreparedSearch>>();

/**
 * The search statement of a sort order, built once per database handle (the
 * SQL text took Drizzle a millisecond a search to build). It goes out as the
 * unnamed statement (the empty name), so each search is planned for its own
 * values: a cached generic plan of it cannot see which filters are off and,
 * at 100,000 listings, runs ten times slower.
 */
function preparedSearch(db: Db, sortMethodId: SortMethodId): PreparedSearch {
  let bySort = preparedSearches.get(db);
  if (!bySort) preparedSearches.set(db, (bySort = new Map()));
  let prepared = bySort.get(sortMethodId);
  if (!prepared) {
    prepared = searchStatement(db, sortMethodId, searchPlaceholders).prepare('');
    bySort.set(sortMethodId, prepared);
  }
  return prepared;
}

function countQuery(db: Db, query: ModelsSearchQuery, pricing: PricingDefaults) {
  const v = searchValues(query, pricing);
  const area = areaSubquery(db, v, v.radiusMeters);
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(models)
    .innerJoin(area, eq(area.modelId, models.id))
    .where(modelConditions(v));
}

export function toModelArea(row: {
  distance: number;
  listingCount: number;
  lowestListingPrice: number | null;
  isInStockInArea: boolean;
  dealerIds: number[] | string | null;
}): ModelArea {
  return {
    distance: Number(row.distance),
    listingCount: Number(row.listingCount),
    lowestListingPrice: row.lowestListingPrice === null ? null : Number(row.lowestListingPrice),
    isInStockInArea: Boolean(row.isInStockInArea),
    dealerIds: parseIntArray(row.dealerIds),
  };
}

/** Drivers hand int[] back parsed, or as '{1,2}' text when the type is not known to them. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number);
}

/** SPEC §7 models search: models available within the radius, filtered, sorted and paged. */
export async function modelsSearch(
  ctx: DomainContext,
  args: ModelsSearchArgs,
): Promise<ModelsSearchResult> {
  const query = parseModelsSearch(args);
  const pricing = await companyPricing(ctx.db);
  const rows = await preparedSearch(ctx.db, query.sortMethodId).execute(
    searchValues(query, pricing),
  );
  // The window count rides on the page; past the last page there is no row to carry it.
  const totalCount =
    rows[0]?.totalCount ??
    (query.offset > 0 ? ((await countQuery(ctx.db, query, pricing))[0]?.count ?? 0) : 0);
  return {
    totalCount,
    pageNumber: Math.floor(query.offset / query.pageSize) + 1,
    itemsPerPage: query.pageSize,
    startingIndex: query.offset,
    sortMethodId: query.sortMethodId,
    models: rows.map((row) => ({
      model: row.model,
      brandAcronym: row.brandAcronym,
      area: toModelArea(row),
      dealers: row.dealers,
    })),
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
  const area = modelAreaSubquery(ctx.db, point, radiusMiles, modelIds);
  const rows = await ctx.db.select().from(area);
  return new Map(rows.map((row) => [Number(row.modelId), toModelArea(row)]));
}
