// Land for sale at home centers (SPEC §2 /land and /land/{stockNumber}).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAX_ACRES_FILTER } from '../../lib/home-search.ts';
import { STICKER_SALE_PENDING, STICKER_SOLD } from '../../lib/stickers.ts';
import { dealers, homeListings, landListings } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';
import { METERS_PER_MILE, requirePoint, requireRadius } from './geo.ts';
import { notSold } from './listing-repeats.ts';
import { referenceCache } from './reference-cache.ts';

export type LandListing = typeof landListings.$inferSelect & { distanceMiles: number | null };

export const LAND_SORTS = ['nearest', 'price-asc', 'price-desc', 'acres-desc', 'newest'] as const;
export type LandSort = (typeof LAND_SORTS)[number];

export const MAX_LAND_DISTANCE_MILES = 500;

export type LandSearchInput = {
  latitude: number;
  longitude: number;
  distance: number;
  minPrice: number | null;
  maxPrice: number | null;
  minAcres: number | null;
  sort: LandSort;
  limit: number;
  offset: number;
};

/** The search as the database takes it: checked, with its point rounded (geo.ts). */
export function checkLandSearch(input: LandSearchInput): LandSearchInput {
  const point = requirePoint(input.latitude, input.longitude);
  const distance = requireRadius(input.distance, MAX_LAND_DISTANCE_MILES, 'distance');
  if (input.minPrice !== null && input.maxPrice !== null && input.minPrice > input.maxPrice)
    throw new UserInputError('maxPrice: must be at least minPrice', 'maxPrice');
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > 100)
    throw new UserInputError('itemsPerPage: must be a whole number from 1 to 100', 'itemsPerPage');
  if (!Number.isInteger(input.offset) || input.offset < 0)
    throw new UserInputError('startingIndex: must be a whole number, 0 or more', 'startingIndex');
  if (input.minAcres !== null && !(input.minAcres >= 0 && input.minAcres <= MAX_ACRES_FILTER))
    throw new UserInputError(
      `minAcres: must be from 0 to ${MAX_ACRES_FILTER.toLocaleString('en-US')}`,
      'minAcres',
    );
  return { ...input, ...point, distance };
}

/** Unsold land within a radius; the radius filter uses the GiST index on land_listings. */
export async function searchLand(
  ctx: DomainContext,
  search: LandSearchInput,
): Promise<{ totalCount: number; land: LandListing[] }> {
  const input = checkLandSearch(search);
  const origin = sql`ll_to_earth(${input.latitude}::float8, ${input.longitude}::float8)`;
  const position = sql`ll_to_earth(${landListings.latitude}, ${landListings.longitude})`;
  const meters = input.distance * METERS_PER_MILE;
  const distance = sql<number>`earth_distance(${origin}, ${position}) / ${METERS_PER_MILE}::float8`;
  const where: SQL[] = [
    sql`earth_box(${origin}, ${meters}::float8) @> ${position}`,
    sql`earth_distance(${origin}, ${position}) <= ${meters}::float8`,
    sql`${landListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
  ];
  // What the buyer pays for the parcel: with an unsold home on it, the two are sold together
  // (homeOnIt), so "land up to $20,000" is not a $16,900 parcel under a $107,900 home. A home
  // without a price leaves the parcel without one too: no price filter takes it, and it sorts last.
  const homeOnIt = sql`from ${homeListings} where ${homeListings.landId} = ${landListings.landId} and ${homeListings.dealerId} = ${landListings.dealerId} and ${notSold}`;
  // Under contract with its home, it is not to be had at any price: none either.
  const paid = sql`case when exists (select 1 ${homeOnIt}) then (select case when ${homeListings.stickerTypeId} = ${STICKER_SALE_PENDING} then null else ${homeListings.priceSort} end ${homeOnIt} order by ${homeListings.inventoryId} limit 1) else ${landListings.priceSort} end`;
  if (input.minPrice !== null) where.push(sql`${paid} >= ${input.minPrice}`);
  if (input.maxPrice !== null) where.push(sql`${paid} <= ${input.maxPrice}`);
  // As float8: a tiny figure (1e-300) is a number, where the column's real would refuse it.
  if (input.minAcres !== null) where.push(sql`${landListings.acres} >= ${input.minAcres}::float8`);
  const order = {
    nearest: [asc(distance)],
    'price-asc': [sql`${paid} asc nulls last`],
    'price-desc': [sql`${paid} desc nulls last`],
    'acres-desc': [desc(landListings.acres)],
    newest: [desc(landListings.creationDate)],
  }[input.sort];
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ land: landListings, distanceMiles: distance.mapWith(Number) })
      .from(landListings)
      .where(and(...where))
      .orderBy(...order, asc(landListings.landId))
      .limit(input.limit)
      .offset(input.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(landListings)
      .where(and(...where)),
  ]);
  return {
    totalCount: count?.n ?? 0,
    land: rows.map((r) => ({ ...r.land, distanceMiles: r.distanceMiles })),
  };
}

export async function landByStockNumber(
  ctx: DomainContext,
  stockNumber: string,
): Promise<LandListing | null> {
  const [row] = await ctx.db
    .select()
    .from(landListings)
    .where(eq(landListings.stockNumber, stockNumber.trim()));
  return row ? { ...row, distanceMiles: null } : null;
}

/**
 * Parcels by id, kept per process (reference-cache.ts): a built home's card
 * reads the parcel it stands on for its estimate on every search page, and
 * nothing in the running site writes land.
 */
const landRows = referenceCache<number, LandListing>({ maxEntries: 20_000 });

export async function landByIds(
  ctx: DomainContext,
  ids: readonly number[],
): Promise<LandListing[]> {
  if (ids.length === 0) return [];
  const found = await landRows.getMany(ctx.db, ids, async (missing) => {
    const rows = await ctx.db
      .select()
      .from(landListings)
      .where(inArray(landListings.landId, missing));
    return new Map(rows.map((row) => [row.landId, { ...row, distanceMiles: null }]));
  });
  return found.filter((land) => land !== undefined);
}

export const MAX_DEALER_LAND = 24;

/** A home center's unsold land, newest first (its home page, issue 12). */
export async function landByLotNumber(
  ctx: DomainContext,
  input: { lotNumber: string; first: number },
): Promise<LandListing[]> {
  if (!Number.isInteger(input.first) || input.first < 1 || input.first > MAX_DEALER_LAND) {
    throw new UserInputError(`first must be a whole number from 1 to ${MAX_DEALER_LAND}`, 'first');
  }
  const rows = await ctx.db
    .select({ land: landListings })
    .from(landListings)
    .innerJoin(dealers, eq(dealers.dealerId, landListings.dealerId))
    .where(
      and(
        eq(dealers.lotNumber, input.lotNumber),
        sql`${landListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
      ),
    )
    .orderBy(desc(landListings.creationDate), asc(landListings.landId))
    .limit(input.first);
  return rows.map((row) => ({ ...row.land, distanceMiles: null }));
}
