// The catalogue of home models (SPEC §3 Model): lookups, the model list of
// getModelsService, and what a model page shows (testimonials, price label).
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MAX_MODEL_KEY_LENGTH } from '../../lib/catalogue-keys.ts';
import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { formatPrice } from '../../lib/price.ts';
import { brands, modelImages, models, modelVirtualTours, testimonials } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { TESTIMONIAL_APPROVED } from './testimonials.ts';
import { UserInputError } from './errors.ts';
import type { ModelArtInput } from '../images/model-art.ts';
import type { ModelImageKind } from '../../lib/model-image-url.ts';
import { locationByPostalCode, type Location } from './places.ts';
import { optionalPoint, type Point } from './geo.ts';
import {
  checkDistance,
  checkSizeFilters,
  DEFAULT_SEARCH_DISTANCE_MILES,
  modelAreas,
  modelIdsWithin,
  wholeNumber,
} from './search.ts';
import type { ModelArea } from './catalogue-index.ts';
import { isPostalCode } from '../../lib/location-source.ts';

export type Model = typeof models.$inferSelect;
export type ModelImage = typeof modelImages.$inferSelect;
export type ModelVirtualTour = typeof modelVirtualTours.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;

/**
 * Where a model was asked about from: the ZIP code echoed back, and what the
 * home centers around that place have of the model (null: none in the area).
 */
export type ModelPlace = { zipCode: string | null; located: boolean; area: ModelArea | null };
/** A model as the API hands it out: the row, plus its place when the query had one. */
export type ModelNode = Model & {
  place?: ModelPlace;
  /** SPEC §3: a model in a corporate collection carries its collection-model id. */
  corpCollectionModelId?: number;
};

export async function brandsByIds(ctx: DomainContext, ids: readonly number[]): Promise<Brand[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

export async function imagesByModelIds(
  ctx: DomainContext,
  ids: readonly number[],
): Promise<ModelImage[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(modelImages)
    .where(inArray(modelImages.modelId, [...ids]))
    .orderBy(asc(modelImages.modelId), asc(modelImages.sortOrder));
}

/** SPEC §3 Model virtual tour records of these models, in the order they were added. */
export async function virtualToursByModelIds(
  ctx: DomainContext,
  ids: readonly number[],
): Promise<ModelVirtualTour[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(modelVirtualTours)
    .where(inArray(modelVirtualTours.modelId, [...ids]))
    .orderBy(asc(modelVirtualTours.modelId), asc(modelVirtualTours.mfgModelVirtualTourId));
}

export async function testimonialsByModelIds(
  ctx: DomainContext,
  ids: readonly number[],
): Promise<Testimonial[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(testimonials)
    .where(
      and(
        isNotNull(testimonials.modelId),
        inArray(testimonials.modelId, [...ids]),
        // Issue 12: a visitor's words show only once the home center published them.
        eq(testimonials.status, TESTIMONIAL_APPROVED),
      ),
    )
    .orderBy(
      asc(testimonials.modelId),
      asc(testimonials.createdAt),
      asc(testimonials.testimonialId),
    );
}

export async function modelByNumber(
  ctx: DomainContext,
  modelNumber: string,
): Promise<Model | null> {
  const [row] = await ctx.db.select().from(models).where(eq(models.modelNumber, modelNumber));
  return row ?? null;
}

export async function modelBySalesModelId(
  ctx: Pick<DomainContext, 'db'>,
  salesModelId: string,
): Promise<Model | null> {
  const [row] = await ctx.db.select().from(models).where(eq(models.salesModelId, salesModelId));
  return row ?? null;
}

/** The facts the picture renderer draws from (DESIGN §6). */
export function artInputOf(model: Model): ModelArtInput {
  return {
    modelNumber: model.modelNumber,
    name: model.name,
    sections: Math.min(3, Math.max(1, model.sections)) as 1 | 2 | 3,
    widthFt: model.widthFt,
    lengthFt: model.lengthFt,
    beds: model.beds,
    baths: model.baths,
    squareFeet: model.squareFeet,
    isModular: model.isModular,
    style: model.style,
    seed: model.artSeed,
  };
}

/** The picture an image row stands for, from its reference `/images/models/{modelNumber}/{kind}`. */
export function pictureKindOf(
  image: Pick<ModelImage, 'reference'>,
  model: Pick<Model, 'modelNumber'>,
): ModelImageKind | null {
  const match = /^\/images\/models\/([^/]+)\/(exterior|floorplan)$/.exec(image.reference);
  if (!match) return null;
  let modelNumber: string;
  try {
    modelNumber = decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
  return modelNumber === model.modelNumber ? (match[2] as ModelImageKind) : null;
}

/** `$129,900`, or the listings' wording when a model has no price. */
export function modelPriceLabel(lowPrice: number | null): string {
  return lowPrice === null ? CONTACT_FOR_PRICING : formatPrice(lowPrice) || CONTACT_FOR_PRICING;
}

/** '' and null are "no ZIP code"; anything else must be 5 digits. */
export function checkZipCode(zipcode: string | null | undefined, name = 'zipcode'): string | null {
  const code = (zipcode ?? '').trim();
  if (code === '') return null;
  if (!isPostalCode(code)) throw new UserInputError(`${name} must be 5 digits`, name);
  return code;
}

/** The place facts of models around a point (one query for all of them). */
async function placeModels(
  ctx: DomainContext,
  rows: Model[],
  zipCode: string | null,
  point: Point | null,
  radiusMiles: number,
): Promise<ModelNode[]> {
  if (zipCode === null && point === null) return rows;
  const areas = point
    ? await modelAreas(
        ctx,
        point,
        radiusMiles,
        rows.map((r) => r.id),
      )
    : new Map<number, ModelArea>();
  return rows.map((row) => ({
    ...row,
    place: { zipCode, located: point !== null, area: areas.get(row.id) ?? null },
  }));
}

/** Model ids by model number (any model, web-enabled or not), for numbers saved earlier. */
export async function modelIdsByNumber(
  ctx: DomainContext,
  modelNumbers: readonly string[],
): Promise<Map<string, number>> {
  if (modelNumbers.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: models.id, modelNumber: models.modelNumber })
    .from(models)
    .where(inArray(models.modelNumber, [...modelNumbers]));
  return new Map(rows.map((r) => [r.modelNumber, r.id]));
}

/**
 * Web-enabled models by number, located at a point (nearest home center with
 * the model within DEFAULT_SEARCH_DISTANCE_MILES, its price there), keyed by
 * model number. Numbers no longer in the catalogue are left out.
 */
export async function modelsAt(
  ctx: DomainContext,
  modelNumbers: readonly string[],
  point: Point,
): Promise<Map<string, ModelNode>> {
  if (modelNumbers.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(models)
    .where(and(eq(models.isWebEnabled, true), inArray(models.modelNumber, [...modelNumbers])));
  const placed = await placeModels(ctx, rows, null, point, DEFAULT_SEARCH_DISTANCE_MILES);
  return new Map(placed.map((m) => [m.modelNumber, m]));
}

async function pointOfZip(ctx: DomainContext, zipCode: string | null): Promise<Location | null> {
  return zipCode ? locationByPostalCode(ctx, zipCode) : null;
}

/**
 * Models located at a ZIP code's centre as a model's page is (getModel): the
 * nearest home center with each within DEFAULT_SEARCH_DISTANCE_MILES, in
 * stock nearby; without a ZIP code, as they are.
 */
export async function modelsAtZip(
  ctx: DomainContext,
  rows: Model[],
  zipcode: string | null | undefined,
): Promise<ModelNode[]> {
  const zipCode = checkZipCode(zipcode);
  const location = await pointOfZip(ctx, zipCode);
  return placeModels(ctx, rows, zipCode, location, DEFAULT_SEARCH_DISTANCE_MILES);
}

/**
 * SPEC §7 getModelService: one web-enabled model by slug or sales model id
 * (and, our extension for /homes/model/{modelNumber}, by model number). Every
 * key given must name the same model. With a ZIP code, the area facts (nearest
 * home center with the model, in stock nearby) are for
 * DEFAULT_SEARCH_DISTANCE_MILES around the ZIP's centre.
 */
export async function getModel(
  ctx: DomainContext,
  input: {
    slug?: string | null;
    salesModelId?: string | null;
    modelNumber?: string | null;
    zipcode?: string | null;
  },
): Promise<ModelNode | null> {
  const keys = {
    slug: input.slug?.trim() || null,
    salesModelId: input.salesModelId?.trim() || null,
    modelNumber: input.modelNumber?.trim() || null,
  };
  const given = Object.entries(keys).filter((entry): entry is [keyof typeof keys, string] =>
    Boolean(entry[1]),
  );
  if (given.length === 0) {
    throw new UserInputError('slug, salesModelId or modelNumber is required', 'slug');
  }
  if (given.some(([, value]) => value.length > MAX_MODEL_KEY_LENGTH)) {
    throw new UserInputError(
      `slug, salesModelId and modelNumber must be at most ${MAX_MODEL_KEY_LENGTH} characters`,
      'slug',
    );
  }
  const zipCode = checkZipCode(input.zipcode);
  const rows = await ctx.db
    .select()
    .from(models)
    .where(
      and(
        eq(models.isWebEnabled, true),
        sql`(${sql.join(
          given.map(([key, value]) => eq(models[key], value)),
          sql` or `,
        )})`,
      ),
    );
  if (rows.length === 0) return null;
  const [row] = rows;
  // Several keys given: they must name the same model (one row matching them all).
  if (!row || rows.length > 1 || given.some(([key, value]) => row[key] !== value)) {
    throw new UserInputError(
      `${given.map(([key]) => key).join(' and ')} name different models`,
      given[given.length - 1]?.[0],
    );
  }
  const [node] = await modelsAtZip(ctx, [row], zipCode);
  return node ?? null;
}

// ---- getModelsService: a filtered, sorted list with cursor paging ----

/** SPEC §3's sort order ASC or DESC: by name, A to Z or Z to A (ASC is `name`). */
export const MODEL_SORTS = [
  'name',
  'priceAsc',
  'priceDesc',
  'sizeDesc',
  'newest',
  'ASC',
  'DESC',
] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const DEFAULT_MODEL_SORT: ModelSort = 'name';
export const DEFAULT_MODELS_PAGE_SIZE = 10;
export const MAX_MODELS_PAGE_SIZE = 100;
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** pg_trgm word similarity a name needs to match a search with typos. */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

export type ModelFilters = {
  beds?: number | null;
  baths?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minSquareFeet?: number | null;
  maxSquareFeet?: number | null;
  isMultiSection?: boolean | null;
  isModular?: boolean | null;
  brandAcronym?: string | null;
  search?: string | null;
};

export type LocationFilters = {
  latitude?: number | null;
  longitude?: number | null;
  distance?: number | null;
};

export type ModelsConnectionInput = {
  sortBy?: string | null;
  zipcode?: string | null;
  filters?: ModelFilters | null;
  locationFilters?: LocationFilters | null;
  first?: number | null;
  after?: string | null;
};

export type ModelEdge = { cursor: string; node: ModelNode };
export type ModelsConnection = {
  edges: ModelEdge[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
};

/**
 * Each sort is one never-null key plus the model id, so a cursor (key, id) is
 * a unique position: pages neither overlap nor skip. Missing prices sort last.
 */
type SortKey = { key: SQL; type: 'text' | 'integer' | 'bigint'; direction: 'asc' | 'desc' };
const SORT_KEYS: Record<ModelSort, SortKey> = {
  name: { key: sql`${models.name}`, type: 'text', direction: 'asc' },
  ASC: { key: sql`${models.name}`, type: 'text', direction: 'asc' },
  DESC: { key: sql`${models.name}`, type: 'text', direction: 'desc' },
  priceAsc: {
    key: sql`coalesce(${models.lowPrice}, 2147483647)`,
    type: 'integer',
    direction: 'asc',
  },
  priceDesc: { key: sql`coalesce(${models.lowPrice}, -1)`, type: 'integer', direction: 'desc' },
  sizeDesc: { key: sql`${models.squareFeet}`, type: 'integer', direction: 'desc' },
  // Microseconds since the epoch: exact, where a JavaScript Date would drop them.
  newest: {
    key: sql`(extract(epoch from ${models.createdAt}) * 1000000)::bigint`,
    type: 'bigint',
    direction: 'desc',
  },
};

const KEY_LIMITS = { integer: 2n ** 31n, bigint: 2n ** 63n } as const;

/** A cursor key the database will accept for the sort's key type (never a cast error). */
function isKeyOfType(key: string, type: SortKey['type']): boolean {
  // PostgreSQL text cannot hold NUL.
  if (type === 'text') return key.length <= 1000 && !key.includes('\u0000');
  if (!/^-?\d{1,19}$/.test(key)) return false;
  const value = BigInt(key);
  return value >= -KEY_LIMITS[type] && value < KEY_LIMITS[type];
}

type Cursor = { sort: ModelSort; key: string; id: number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, sort: ModelSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[1] !== 'string' ||
    !Number.isInteger(parsed[2]) ||
    parsed[2] < 0 ||
    parsed[2] > 2_147_483_647 ||
    !(MODEL_SORTS as readonly unknown[]).includes(parsed[0])
  ) {
    throw new UserInputError('after is not a cursor of this list', 'after');
  }
  const [cursorSort, key, id] = parsed as [ModelSort, string, number];
  if (cursorSort !== sort) {
    throw new UserInputError(`after is a cursor of the ${cursorSort} order, not ${sort}`, 'after');
  }
  if (!isKeyOfType(key, SORT_KEYS[sort].type)) {
    throw new UserInputError('after is not a cursor of this list', 'after');
  }
  return { sort, key, id };
}

function checkSort(sortBy: string | null | undefined): ModelSort {
  if (sortBy === null || sortBy === undefined || sortBy === '') return DEFAULT_MODEL_SORT;
  if (!(MODEL_SORTS as readonly string[]).includes(sortBy)) {
    throw new UserInputError(`sortBy must be one of ${MODEL_SORTS.join(', ')}`, 'sortBy');
  }
  return sortBy as ModelSort;
}

/** LIKE wildcards in what a visitor typed are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filters: ModelFilters): SQL[] {
  const conditions: SQL[] = [eq(models.isWebEnabled, true)];
  const { beds, baths, minPrice, maxPrice, minSquareFeet, maxSquareFeet } = checkSizeFilters(
    filters,
    'filters.',
  );
  if (beds !== null) conditions.push(sql`${models.beds} >= ${beds}`);
  if (baths !== null) conditions.push(sql`${models.baths} >= ${baths}`);
  if (minPrice !== null) conditions.push(sql`${models.lowPrice} >= ${minPrice}`);
  if (maxPrice !== null) conditions.push(sql`${models.lowPrice} <= ${maxPrice}`);
  if (minSquareFeet !== null) conditions.push(sql`${models.squareFeet} >= ${minSquareFeet}`);
  if (maxSquareFeet !== null) conditions.push(sql`${models.squareFeet} <= ${maxSquareFeet}`);
  if (filters.isMultiSection !== null && filters.isMultiSection !== undefined)
    conditions.push(eq(models.isMultiSection, filters.isMultiSection));
  if (filters.isModular !== null && filters.isModular !== undefined)
    conditions.push(eq(models.isModular, filters.isModular));
  const acronym = filters.brandAcronym?.trim().toUpperCase();
  if (acronym) {
    if (!/^[A-Z]{2,10}$/.test(acronym)) {
      throw new UserInputError(
        'filters.brandAcronym must be 2 to 10 letters',
        'filters.brandAcronym',
      );
    }
    conditions.push(
      sql`${models.brandId} in (select ${brands.id} from ${brands} where ${brands.acronym} = ${acronym})`,
    );
  }
  const search = filters.search?.trim().replace(/\s+/g, ' ');
  if (search) {
    if (search.length > MAX_SEARCH_TEXT_LENGTH) {
      throw new UserInputError(
        `filters.search must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`,
        'filters.search',
      );
    }
    // Contains, or close enough to a word of the name ("harpth" finds The Harpeth).
    conditions.push(
      sql`(${models.name} ilike ${`%${escapeLike(search)}%`} or word_similarity(${search}, ${models.name}) >= ${NAME_SIMILARITY_THRESHOLD})`,
    );
  }
  return conditions;
}

/**
 * SPEC §7 getModelsService: web-enabled models, filtered, sorted by `sortBy`,
 * `first` at a time after the cursor `after`. With locationFilters only models
 * with an unsold listing within the distance are listed; the place facts of
 * each model are for that point, or else for the ZIP code's centre.
 */
export async function modelsConnection(
  ctx: DomainContext,
  input: ModelsConnectionInput,
): Promise<ModelsConnection> {
  const sort = checkSort(input.sortBy);
  const first =
    wholeNumber('first', input.first, 1, MAX_MODELS_PAGE_SIZE) ?? DEFAULT_MODELS_PAGE_SIZE;
  const zipCode = checkZipCode(input.zipcode);
  const conditions = filterConditions(input.filters ?? {});
  const locationFilters = input.locationFilters ?? null;
  const point = locationFilters ? optionalPoint(locationFilters) : null;
  if (locationFilters && !point) {
    throw new UserInputError('latitude and longitude are required', 'locationFilters.latitude');
  }
  const radiusMiles = checkDistance(locationFilters?.distance);
  const after = input.after ? decodeCursor(input.after, sort) : null;

  if (point) {
    const ids = await modelIdsWithin(ctx, point, radiusMiles);
    conditions.push(sql`${models.id} = any(${`{${ids.join(',')}}`}::integer[])`);
  }
  const { key, type, direction } = SORT_KEYS[sort];
  const cast = sql.raw(type);
  const filtered = and(...conditions);
  const afterCondition = after
    ? sql`(${key} ${sql.raw(direction === 'asc' ? '>' : '<')} cast(${after.key} as ${cast}) or (${key} = cast(${after.key} as ${cast}) and ${models.id} > ${after.id}))`
    : undefined;
  // One statement: the page (one extra row tells whether more follow) and the total.
  const rows = await ctx.db
    .select({
      model: models,
      sortKey: sql<string>`(${key})::text`,
      totalCount: sql<number>`(select count(*) from ${models} where ${filtered})`.mapWith(Number),
    })
    .from(models)
    .where(and(filtered, afterCondition))
    .orderBy(sql`${key} ${sql.raw(direction)}`, asc(models.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const totalCount =
    rows[0]?.totalCount ??
    Number(
      (
        await ctx.db
          .select({ count: sql<number>`count(*)` })
          .from(models)
          .where(filtered)
      )[0]?.count ?? 0,
    );
  const location = point ?? (await pointOfZip(ctx, zipCode));
  const nodes = await placeModels(
    ctx,
    page.map((r) => r.model),
    zipCode,
    location,
    point ? radiusMiles : DEFAULT_SEARCH_DISTANCE_MILES,
  );
  const edges = nodes.map((node, index) => ({
    node,
    cursor: encodeCursor({ sort, key: page[index]?.sortKey ?? '', id: node.id }),
  }));
  return {
    edges,
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}
