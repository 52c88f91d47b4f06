// Land for sale and a home's parcel, on a real seeded database.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  dollarsUp,
  monthlyFromCents,
  type PricingDefaults,
} from '../../lib/pricing/estimate.ts';
import { eq } from 'drizzle-orm';
import { STICKER_PRICE_DROP, STICKER_SALE } from '../../lib/stickers.ts';
import { landListings } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { pricingFor } from '../domain/pricing.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { postGraphQL } from './test-client.ts';
import { createGraphQL, type Yoga } from './yoga.ts';

let database: TestDatabase;
let yoga: Yoga;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  yoga = createGraphQL({ db: database.db, logger: pino({ level: 'silent' }), production: false });
});
afterAll(async () => {
  await database?.close();
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await postGraphQL(yoga, query, variables);
  expect(status).toBeLessThan(500);
  return body;
}

const SEARCH = `query($lat: Float!, $lon: Float!, $distance: Float, $sort: String, $min: Int, $max: Int, $acres: Float, $size: Int, $start: Int) {
  landSearch(latitude: $lat, longitude: $lon, distance: $distance, sort: $sort, minPrice: $min, maxPrice: $max, minAcres: $acres, itemsPerPage: $size, startingIndex: $start) {
    totalCount
    land { landId stockNumber acres priceSort stickerTypeId distanceMiles dealer { lotNumber } }
  }
}`;
const KNOXVILLE = { lat: 36.0501, lon: -83.9226 };
type Land = {
  landId: number;
  stockNumber: string;
  acres: number;
  priceSort: number | null;
  stickerTypeId: number | null;
  distanceMiles: number;
};

describe('landSearch', () => {
  it('lists unsold land within the distance, nearest first, and pages through it exactly once', async () => {
    const all = (await post(SEARCH, { ...KNOXVILLE, distance: 150, size: 100 })).data
      ?.landSearch as { totalCount: number; land: Land[] };
    expect(all.totalCount).toBeGreaterThan(3);
    expect(all.land).toHaveLength(Math.min(all.totalCount, 100));
    const distances = all.land.map((l) => l.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(all.land.every((l) => l.distanceMiles <= 150 && l.stickerTypeId !== -1)).toBe(true);
    const paged: string[] = [];
    for (let start = 0; start < all.totalCount; start += 3) {
      const page = (await post(SEARCH, { ...KNOXVILLE, distance: 150, size: 3, start })).data
        ?.landSearch as { land: Land[] };
      paged.push(...page.land.map((l) => l.stockNumber));
    }
    expect(paged).toEqual(all.land.map((l) => l.stockNumber));
  });

  it('applies price and acreage filters and sorts by price', async () => {
    const result = (
      await post(SEARCH, {
        ...KNOXVILLE,
        distance: 300,
        min: 20000,
        max: 80000,
        acres: 1,
        sort: 'price-asc',
        size: 100,
      })
    ).data?.landSearch as { land: Land[] };
    expect(result.land.length).toBeGreaterThan(0);
    for (const l of result.land) {
      expect(l.priceSort).toBeGreaterThanOrEqual(20000);
      expect(l.priceSort).toBeLessThanOrEqual(80000);
      expect(l.acres).toBeGreaterThanOrEqual(1);
    }
    const prices = result.land.map((l) => l.priceSort!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A figure too small for the column's own type is still a number: every parcel has more.
    const everything = (await post(SEARCH, { ...KNOXVILLE, distance: 300, size: 100 })).data
      ?.landSearch as { totalCount: number };
    for (const acres of [1e-300, 5e-324]) {
      const tiny = await post(SEARCH, { ...KNOXVILLE, distance: 300, acres, size: 100 });
      expect(tiny.errors, String(acres)).toBeUndefined();
      expect((tiny.data?.landSearch as { totalCount: number }).totalCount).toBe(
        everything.totalCount,
      );
    }
  });

  it.each([
    [{ distance: -1 }, /^distance must be greater than 0/],
    [{ min: 9, max: 1 }, /^maxPrice: must be at least minPrice$/],
    [{ size: 1000 }, /^itemsPerPage: must be a whole number from 1 to 100$/],
    [{ sort: 'cheapest' }, /^sort: must be one of nearest/],
    [{ lat: 200 }, /^latitude must be between -90 and 90$/],
  ])('refuses %j with a clear BAD_USER_INPUT error', async (vars, message) => {
    const { errors } = await post(SEARCH, { ...KNOXVILLE, ...vars });
    expect(errors?.[0]?.message).toMatch(message);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('getLand and a home on land', () => {
  it('finds a parcel by stock number and the parcel under a home sold with land', async () => {
    const home = await database.db.query.homeListings.findFirst({
      where: (h, { isNotNull }) => isNotNull(h.landId),
    });
    expect(home?.serialNumber).toBeTruthy();
    const { data } = await post(
      `query($serial: String!) { getHome(serialNumber: $serial) { serialNumber isOnLand land { landId stockNumber acres } } }`,
      { serial: home!.serialNumber!.toLowerCase() },
    );
    const found = data?.getHome as {
      serialNumber: string;
      land: { landId: number; stockNumber: string };
    };
    expect(found.serialNumber).toBe(home!.serialNumber);
    expect(found.land.landId).toBe(home!.landId);
    const parcel = await post(
      `query($s: String!) { getLand(stockNumber: $s) { landId acres dealer { name } } }`,
      {
        s: found.land.stockNumber,
      },
    );
    expect((parcel.data?.getLand as { landId: number }).landId).toBe(home!.landId);
    const none = await post(
      `{ getLand(stockNumber: "L0-00") { landId } getHome(serialNumber: "NOPE") { inventoryId } }`,
    );
    expect(none.data).toEqual({ getLand: null, getHome: null });
  });
});

describe('a home’s "from $X/mo"', () => {
  it('is its home center’s figures, the low end its page’s panel shows', async () => {
    const own = await database.db.query.pricingDefaults.findMany({
      where: (p, { isNotNull }) => isNotNull(p.dealerId),
    });
    expect(own.length).toBeGreaterThan(0);
    const ownDealers = new Set(own.map((p) => p.dealerId!));
    const homes = await database.db.query.homeListings.findMany({
      where: (h, { and, isNotNull, isNull }) => and(isNotNull(h.price), isNull(h.landId)),
    });
    const atOwn = homes.find((h) => ownDealers.has(h.dealerId))!;
    const atCompany = homes.find((h) => !ownDealers.has(h.dealerId))!;
    const query = `query($s: String!) { getHome(serialNumber: $s) { monthlyEstimateFrom } }`;
    for (const home of [atOwn, atCompany]) {
      const { data } = await post(query, { s: home.serialNumber });
      const got = data?.getHome as { monthlyEstimateFrom: number };
      const model = (await database.db.query.models.findFirst({
        where: (m, { eq }) => eq(m.id, home.modelId),
      }))!;
      const { defaults } = await pricingFor(database.db, home.dealerId);
      const figure = (d: PricingDefaults) =>
        dollarsUp(
          monthlyFromCents(
            { price: home.price, sections: model.sections, isModular: model.isModular },
            d,
          )!,
        );
      expect(got.monthlyEstimateFrom).toBe(figure(defaults));
      // The home center's own figures move it away from the company's.
      if (home === atOwn) expect(got.monthlyEstimateFrom).not.toBe(figure(DEFAULT_PRICING));
    }
  });
});

describe('a parcel’s Sale or Price Drop', () => {
  it('comes with what it took off, and is not worn without a price before', async () => {
    const reduced = await database.db.query.landListings.findFirst({
      where: (l, { and, inArray, isNotNull }) =>
        and(
          inArray(l.stickerTypeId, [STICKER_SALE, STICKER_PRICE_DROP]),
          isNotNull(l.previousPrice),
        ),
    });
    expect(reduced).toBeDefined();
    expect(reduced!.previousPrice!).toBeGreaterThan(reduced!.price!);
    const query = `query($s: String!) { getLand(stockNumber: $s) { price previousPrice sticker { id } } }`;
    const read = async () =>
      (await post(query, { s: reduced!.stockNumber })).data?.getLand as unknown;
    expect(await read()).toEqual({
      price: reduced!.price,
      previousPrice: reduced!.previousPrice,
      sticker: { id: reduced!.stickerTypeId },
    });
    // A database seeded before prices before were recorded: no badge it cannot back.
    const where = eq(landListings.landId, reduced!.landId);
    await database.db.update(landListings).set({ previousPrice: null }).where(where);
    try {
      expect(await read()).toEqual({ price: reduced!.price, previousPrice: null, sticker: null });
      // Nor a price before at or under today's price.
      await database.db.update(landListings).set({ previousPrice: reduced!.price }).where(where);
      expect(await read()).toEqual({ price: reduced!.price, previousPrice: null, sticker: null });
    } finally {
      await database.db
        .update(landListings)
        .set({ previousPrice: reduced!.previousPrice })
        .where(where);
    }
  });
});
