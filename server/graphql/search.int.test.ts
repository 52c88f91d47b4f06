// modelsSearch on a real, seeded database: every result satisfies every filter,
// nothing that qualifies is missing, paging covers the set exactly once for
// every sort, bad input is a clear BAD_USER_INPUT, and a catalogue change
// reaches the process's copy of the catalogue (catalogue-index.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadyToBuyHome } from '../../lib/listing-filters.ts';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { METERS_PER_MILE } from '../domain/geo.ts';
import { homeListings, pricingDefaults } from '../db/schema.ts';
import { UNKNOWN_LOT_NUMBER } from '../domain/dealers.ts';
import { forgetReferenceRows } from '../domain/reference-cache.ts';
import { SORT_METHOD_IDS, SORT_METHODS, type ModelsSearchArgs } from '../domain/search.ts';
import { postGraphQL } from './test-client.ts';
import {
  DEFAULT_PRICING,
  dollarsUp,
  monthlyFromCents,
  type PricingDefaults,
} from '../../lib/pricing/estimate.ts';
import { savePricingDefaults } from '../domain/pricing.ts';
import { createGraphQL, type Yoga } from './yoga.ts';

let database: TestDatabase;
let yoga: Yoga;

type Facts = {
  models: Map<
    number,
    {
      beds: number;
      baths: number;
      squareFeet: number;
      lowPrice: number | null;
      isMultiSection: boolean;
      hasIfp: boolean;
      hasVirtualTour: boolean;
      isWebEnabled: boolean;
      sections: number;
      isModular: boolean;
      modelNumber: string;
    }
  >;
  features: Map<number, Set<number>>;
  dealers: Map<number, { latitude: number; longitude: number; lotNumber: string }>;
  /** Unsold listings: model → dealers; `ready`: a built home to be had today (the badge's). */
  unsold: { modelId: number; dealerId: number; ready: boolean }[];
  /** The home centers that set their own figures (the seed gives some). */
  ownFigures: Map<number, PricingDefaults>;
  /** `${dealerId}:${modelId}` → the price of its unsold floor plan to order (the first listed). */
  planPrices: Map<string, number | null>;
};
let facts: Facts;

/** Knoxville, TN: dealer 1 is there, and the seed's home centers crowd the South East. */
const KNOXVILLE = { latitude: 35.9606, longitude: -83.9207 };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  yoga = createGraphQL({ db: database.db, logger: pino({ level: 'silent' }), production: false });
  const db = database.db;
  const [modelRows, featureRows, dealerRows, listingRows, figureRows] = await Promise.all([
    db.query.models.findMany(),
    db.query.modelFeatures.findMany(),
    db.query.dealers.findMany(),
    db.query.homeListings.findMany(),
    db.select().from(pricingDefaults),
  ]);
  facts = {
    models: new Map(modelRows.map((m) => [m.id, m])),
    features: new Map(),
    dealers: new Map(dealerRows.map((d) => [d.dealerId, d])),
    unsold: listingRows
      .filter((l) => l.stickerTypeId !== STICKER_SOLD)
      .map((l) => ({ modelId: l.modelId, dealerId: l.dealerId, ready: isReadyToBuyHome(l) })),
    ownFigures: new Map(
      figureRows.flatMap((row) =>
        row.dealerId === null ? [] : [[row.dealerId, row.defaults as PricingDefaults] as const],
      ),
    ),
    planPrices: new Map(),
  };
  for (const listing of [...listingRows].sort((a, b) => b.inventoryId - a.inventoryId)) {
    if (listing.serialNumber === null && listing.stickerTypeId !== STICKER_SOLD) {
      facts.planPrices.set(`${listing.dealerId}:${listing.modelId}`, listing.priceSort);
    }
  }
  for (const { modelId, featureId } of featureRows) {
    const set = facts.features.get(modelId) ?? new Set<number>();
    set.add(featureId);
    facts.features.set(modelId, set);
  }
});

afterAll(async () => {
  await database?.close();
});

const post = (query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL(yoga, query, variables);

type Summary = {
  modelId: number;
  beds: number;
  baths: number;
  squareFeet: number;
  lowPrice: number | null;
  isMultiSection: boolean;
  hasIfp: boolean;
  hasVirtualTour: boolean;
  isWebEnabled: boolean;
  monthlyEstimateFrom: number | null;
  monthlyEstimatePrice: number | null;
  isInStockInArea: boolean;
  distance: number;
  listingCount: number;
  twoYearSalesCount: number;
  creationDate: string;
  dealers: { dealerId: number; latitude: number; longitude: number }[];
  toOrderAt: { priceLabel: string; priceSort: number | null } | null;
};

type SearchResult = {
  totalCount: number;
  pageNumber: number;
  itemsPerPage: number;
  startingIndex: number;
  sortMethodId: number;
  models: Summary[];
};

const SEARCH = `query Search(
  $latitude: Float, $longitude: Float, $distance: Float, $beds: Int, $baths: Float,
  $minPrice: Int, $maxPrice: Int, $minSquareFeet: Int, $maxSquareFeet: Int,
  $isMultiSection: Boolean, $hasVirtualTour: Boolean, $hasIfp: Boolean, $features: String,
  $sortMethodId: Int, $pageNumber: Int, $itemsPerPage: Int, $numberOfItemsPerPage: Int,
  $startingIndex: Int, $maxMonthlyPayment: Int, $lotNumber: String, $pricedNearby: Boolean
) {
  modelsSearch(
    latitude: $latitude, longitude: $longitude, distance: $distance, beds: $beds, baths: $baths,
    minPrice: $minPrice, maxPrice: $maxPrice, minSquareFeet: $minSquareFeet,
    maxSquareFeet: $maxSquareFeet, isMultiSection: $isMultiSection,
    hasVirtualTour: $hasVirtualTour, hasIfp: $hasIfp, features: $features,
    sortMethodId: $sortMethodId, pageNumber: $pageNumber, itemsPerPage: $itemsPerPage,
    numberOfItemsPerPage: $numberOfItemsPerPage, startingIndex: $startingIndex,
    maxMonthlyPayment: $maxMonthlyPayment, lotNumber: $lotNumber, pricedNearby: $pricedNearby
  ) {
    totalCount pageNumber itemsPerPage startingIndex sortMethodId
    models {
      modelId beds baths squareFeet lowPrice isMultiSection hasIfp hasVirtualTour isWebEnabled
      monthlyEstimateFrom monthlyEstimatePrice
      toOrderAt(lotNumber: $lotNumber) { priceLabel priceSort }
      isInStockInArea distance listingCount twoYearSalesCount creationDate
      dealers { dealerId latitude longitude }
    }
  }
}`;

async function search(args: ModelsSearchArgs): Promise<SearchResult> {
  const { status, body } = await post(SEARCH, args);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.modelsSearch as SearchResult;
}

/** Every model of a search, walking pages of `size`. */
async function walk(args: ModelsSearchArgs, size: number): Promise<SearchResult['models']> {
  const all: Summary[] = [];
  for (let page = 1; ; page++) {
    const result = await search({ ...args, itemsPerPage: size, pageNumber: page });
    all.push(...result.models);
    if (result.models.length < size) {
      expect(all.length).toBe(result.totalCount);
      return all;
    }
  }
}

/** Miles on the sphere earthdistance uses (radius 6378168 m). */
function miles(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return (2 * 6_378_168 * Math.asin(Math.min(1, Math.sqrt(h)))) / METERS_PER_MILE;
}

/** The models a search must return, worked out here from the raw rows. */
function expectedIds(args: ModelsSearchArgs & { distance: number }) {
  const point = { latitude: args.latitude!, longitude: args.longitude! };
  const nearest = new Map<number, number>();
  for (const listing of facts.unsold) {
    const d = miles(point, facts.dealers.get(listing.dealerId)!);
    nearest.set(listing.modelId, Math.min(d, nearest.get(listing.modelId) ?? Infinity));
  }
  const wanted = new Set<number>(args.features ? args.features.split('|').map(Number) : []);
  const inside = new Set<number>();
  const borderline = new Set<number>();
  for (const [id, m] of facts.models) {
    const d = nearest.get(id);
    if (d === undefined || !m.isWebEnabled) continue;
    if (args.beds != null && m.beds < args.beds) continue;
    if (args.baths != null && m.baths < args.baths) continue;
    if (args.minPrice != null && !(m.lowPrice !== null && m.lowPrice >= args.minPrice)) continue;
    if (args.maxPrice != null && !(m.lowPrice !== null && m.lowPrice <= args.maxPrice)) continue;
    if (args.minSquareFeet != null && m.squareFeet < args.minSquareFeet) continue;
    if (args.maxSquareFeet != null && m.squareFeet > args.maxSquareFeet) continue;
    if (args.isMultiSection != null && m.isMultiSection !== args.isMultiSection) continue;
    if (args.hasIfp != null && m.hasIfp !== args.hasIfp) continue;
    if (args.hasVirtualTour != null && m.hasVirtualTour !== args.hasVirtualTour) continue;
    if ([...wanted].some((f) => !facts.features.get(id)?.has(f))) continue;
    // Floating point may differ at the very edge of the radius: those may go either way.
    if (Math.abs(d - args.distance) < 0.01) borderline.add(id);
    else if (d < args.distance) inside.add(id);
  }
  return { inside, borderline };
}

describe('modelsSearch filters', () => {
  /** Two features many models share, so a feature filter has something to find. */
  function commonFeatures(): string {
    const counts = new Map<number, number>();
    for (const set of facts.features.values())
      for (const f of set) counts.set(f, (counts.get(f) ?? 0) + 1);
    const [a, b] = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    return `${a![0]}|${b![0]}`;
  }

  const matrix: [string, () => ModelsSearchArgs][] = [
    ['no filter', () => ({})],
    ['3+ beds', () => ({ beds: 3 })],
    ['2+ baths', () => ({ baths: 2 })],
    ['2.5+ baths', () => ({ baths: 2.5 })],
    ['a price range', () => ({ minPrice: 80_000, maxPrice: 150_000 })],
    ['a minimum price only', () => ({ minPrice: 150_000 })],
    ['a size range', () => ({ minSquareFeet: 1_000, maxSquareFeet: 1_600 })],
    ['multi-section', () => ({ isMultiSection: true })],
    ['single-section', () => ({ isMultiSection: false })],
    ['a virtual tour', () => ({ hasVirtualTour: true })],
    ['an interactive floor plan', () => ({ hasIfp: true })],
    ['no interactive floor plan', () => ({ hasIfp: false })],
    ['two features', () => ({ features: commonFeatures() })],
    [
      'everything at once',
      () => ({
        beds: 3,
        baths: 2,
        minPrice: 70_000,
        maxPrice: 250_000,
        minSquareFeet: 1_100,
        maxSquareFeet: 2_400,
        isMultiSection: true,
        hasIfp: true,
        features: commonFeatures().split('|')[0],
      }),
    ],
  ];

  it.each(matrix)(
    '%s: every result qualifies, and every qualifying model is there',
    async (_name, make) => {
      const args = { ...KNOXVILLE, ...make(), distance: 250 };
      const models = await walk(args, 100);
      const wanted = args.features ? args.features.split('|').map(Number) : [];
      for (const m of models) {
        expect(m.isWebEnabled).toBe(true);
        expect(m.distance).toBeLessThanOrEqual(250);
        if (args.beds != null) expect(m.beds).toBeGreaterThanOrEqual(args.beds);
        if (args.baths != null) expect(m.baths).toBeGreaterThanOrEqual(args.baths);
        if (args.minPrice != null) expect(m.lowPrice).toBeGreaterThanOrEqual(args.minPrice);
        if (args.maxPrice != null) {
          expect(m.lowPrice).not.toBeNull();
          expect(m.lowPrice).toBeLessThanOrEqual(args.maxPrice);
        }
        if (args.minSquareFeet != null)
          expect(m.squareFeet).toBeGreaterThanOrEqual(args.minSquareFeet);
        if (args.maxSquareFeet != null)
          expect(m.squareFeet).toBeLessThanOrEqual(args.maxSquareFeet);
        if (args.isMultiSection != null) expect(m.isMultiSection).toBe(args.isMultiSection);
        if (args.hasIfp != null) expect(m.hasIfp).toBe(args.hasIfp);
        if (args.hasVirtualTour != null) expect(m.hasVirtualTour).toBe(args.hasVirtualTour);
        for (const f of wanted) expect(facts.features.get(m.modelId)?.has(f)).toBe(true);
      }
      const { inside, borderline } = expectedIds(args);
      const got = new Set(models.map((m) => m.modelId));
      expect(got.size).toBe(models.length);
      expect([...inside].filter((id) => !got.has(id))).toEqual([]);
      expect([...got].filter((id) => !inside.has(id) && !borderline.has(id))).toEqual([]);
      expect(models.length).toBeGreaterThan(0);
    },
  );

  it('keeps unpriced models only while no price filter is given', async () => {
    const all = await walk({ ...KNOXVILLE, distance: 500 }, 100);
    expect(all.some((m) => m.lowPrice === null)).toBe(true);
    const priced = await walk({ ...KNOXVILLE, distance: 500, minPrice: 0 }, 100);
    expect(priced.every((m) => m.lowPrice !== null)).toBe(true);
    expect(priced.length).toBe(all.filter((m) => m.lowPrice !== null).length);
  });

  it('finds nothing for a feature no model has, and nothing in the middle of the ocean', async () => {
    expect((await search({ ...KNOXVILLE, features: '99999' })).totalCount).toBe(0);
    const atSea = await search({ latitude: 30, longitude: -40, distance: 500 });
    expect(atSea).toMatchObject({ totalCount: 0, models: [] });
  });
});

/**
 * The card's figure in cents, by lib/pricing with the figures of the model's
 * nearest home center (its own where the seed gave it some, else the company's).
 */
/**
 * The price a card estimates at: what the nearest home center asks to order the plan
 * where it lists it with a price (as the model page's panel), else the "Starting at".
 */
function cardPrice(modelId: number, nearestDealerId: number): number | null {
  const model = facts.models.get(modelId)!;
  if (model.lowPrice === null) return null;
  return facts.planPrices.get(`${nearestDealerId}:${modelId}`) ?? model.lowPrice;
}

function monthlyCents(m: Summary, figures?: PricingDefaults): number | null {
  const model = facts.models.get(m.modelId)!;
  const dealerId = m.dealers[0]!.dealerId;
  return monthlyFromCents(
    { ...model, price: cardPrice(m.modelId, dealerId) },
    figures ?? facts.ownFigures.get(dealerId) ?? DEFAULT_PRICING,
  );
}

describe('modelsSearch by monthly payment (issue 14)', () => {
  const area = { ...KNOXVILLE, distance: 250 };

  it('gives every model the card’s figure: lib’s cents with its nearest home center’s figures, rounded up to dollars', async () => {
    const models = await walk(area, 100);
    expect(models.length).toBeGreaterThan(20);
    for (const m of models) {
      const cents = monthlyCents(m);
      expect(m.monthlyEstimateFrom).toBe(cents === null ? null : dollarsUp(cents));
    }
    // Some are nearest a home center with its own figures (Knoxville), and their cards differ from the company's.
    const atOwn = models.filter((m) => facts.ownFigures.has(m.dealers[0]!.dealerId));
    expect(atOwn.length).toBeGreaterThan(0);
    expect(
      atOwn.some((m) => {
        const company = monthlyCents(m, DEFAULT_PRICING);
        return company !== null && dollarsUp(company) !== m.monthlyEstimateFrom;
      }),
    ).toBe(true);
    // Some are nearest a home center that asks more than the "Starting at" to order the plan:
    // their card is at that price, as the page's panel is.
    const asksMore = models.filter((m) => {
      const lowPrice = facts.models.get(m.modelId)!.lowPrice;
      return lowPrice !== null && cardPrice(m.modelId, m.dealers[0]!.dealerId)! > lowPrice;
    });
    expect(asksMore.length).toBeGreaterThan(0);
  });

  it('gives a model’s card near a place the figure of its page near that place (its panel’s home center)', async () => {
    const { body: located } = await post(
      `query { location(postalCode: "37918") { latitude longitude } }`,
    );
    const place = (located.data as { location: { latitude: number; longitude: number } }).location;
    const [m] = (await walk({ ...place, distance: 100 }, 100)).filter((m) =>
      facts.ownFigures.has(m.dealers[0]!.dealerId),
    );
    expect(m).toBeDefined();
    const model = facts.models.get(m!.modelId)!;
    const { body } = await post(
      `query ($modelNumber: String, $zipcode: String) {
        getModelService(modelNumber: $modelNumber, zipcode: $zipcode) {
          monthlyEstimateFrom nearestDealer { dealerId }
        }
      }`,
      { modelNumber: model.modelNumber, zipcode: '37918' },
    );
    expect(body.errors).toBeUndefined();
    const page = (
      body.data as {
        getModelService: { monthlyEstimateFrom: number; nearestDealer: { dealerId: number } };
      }
    ).getModelService;
    expect(page.nearestDealer.dealerId).toBe(m!.dealers[0]!.dealerId);
    expect(page.monthlyEstimateFrom).toBe(m!.monthlyEstimateFrom);
    // The panel's figures there are that home center's own: the card is their standard estimate's low end.
    const own = facts.ownFigures.get(page.nearestDealer.dealerId)!;
    expect(page.monthlyEstimateFrom).toBe(
      dollarsUp(
        monthlyFromCents(
          { ...model, price: cardPrice(m!.modelId, page.nearestDealer.dealerId) },
          own,
        )!,
      ),
    );
  });

  it('on a home center’s site, estimates a plan it lists at its price and figures, as its model page does', async () => {
    // A plan another center lists, where the search's nearest center for it is not that one.
    const plain = await walk(area, 100);
    const lotOf = new Map([...facts.dealers].map(([id, d]) => [id, d.lotNumber]));
    const pick = plain
      .flatMap((m) =>
        [...facts.planPrices.entries()]
          .filter(([key, price]) => {
            const [dealerId, modelId] = key.split(':').map(Number);
            return modelId === m.modelId && dealerId !== m.dealers[0]!.dealerId && price;
          })
          .map(([key, price]) => ({
            modelId: m.modelId,
            dealerId: Number(key.split(':')[0]),
            price: price!,
          })),
      )
      .find(({ price, modelId }) => price !== facts.models.get(modelId)!.lowPrice);
    expect(pick).toBeDefined();
    const { modelId, dealerId, price } = pick!;
    const onItsSite = await walk({ ...area, lotNumber: lotOf.get(dealerId)! }, 100);
    const m = onItsSite.find((found) => found.modelId === modelId)!;
    expect(m.dealers[0]!.dealerId).not.toBe(dealerId);
    const model = facts.models.get(modelId)!;
    const figures = facts.ownFigures.get(dealerId) ?? DEFAULT_PRICING;
    expect(m.monthlyEstimateFrom).toBe(dollarsUp(monthlyFromCents({ ...model, price }, figures)!));
    expect(m.monthlyEstimateFrom).not.toBe(
      plain.find((p) => p.modelId === modelId)!.monthlyEstimateFrom,
    );
    // A plan it does not list: as on the main site.
    const notListed = onItsSite.find(
      (found) => !facts.planPrices.has(`${dealerId}:${found.modelId}`),
    )!;
    expect(notListed.monthlyEstimateFrom).toBe(
      plain.find((p) => p.modelId === notListed.modelId)!.monthlyEstimateFrom,
    );
    // A lot number no home center has is refused, as every operation refuses it.
    const { body } = await post(SEARCH, { ...area, lotNumber: '999999' });
    expect(body.errors?.[0]).toMatchObject({
      message: UNKNOWN_LOT_NUMBER,
      extensions: { code: 'BAD_USER_INPUT', field: 'lotNumber' },
    });
  });

  it.each([[450], [700], [900], [1_400]])(
    'up to $%i a month: exactly the models whose figure is at most that, to the cent',
    async (max) => {
      const all = await walk(area, 100);
      const wanted = all
        .filter((m) => {
          const cents = monthlyCents(m);
          return cents !== null && cents <= max * 100;
        })
        .map((m) => m.modelId)
        .sort((a, b) => a - b);
      const got = (await walk({ ...area, maxMonthlyPayment: max }, 100))
        .map((m) => m.modelId)
        .sort((a, b) => a - b);
      expect(got).toEqual(wanted);
      for (const m of await walk({ ...area, maxMonthlyPayment: max }, 100)) {
        expect(m.monthlyEstimateFrom).not.toBeNull();
        expect(m.monthlyEstimateFrom!).toBeLessThanOrEqual(max);
      }
    },
  );

  it('keeps a model at its own figure and drops it a dollar below', async () => {
    const [first] = (await search({ ...area, sortMethodId: SORT_METHODS.MONTHLY_LOW_TO_HIGH }))
      .models;
    const figure = first!.monthlyEstimateFrom!;
    const at = await walk({ ...area, maxMonthlyPayment: figure }, 100);
    expect(at.map((m) => m.modelId)).toContain(first!.modelId);
    const below = await walk({ ...area, maxMonthlyPayment: figure - 1 }, 100);
    expect(below.map((m) => m.modelId)).not.toContain(first!.modelId);
  });

  it('refuses a monthly budget that is not a whole number of dollars from 1', async () => {
    for (const maxMonthlyPayment of [0, -5]) {
      const { body } = await post(SEARCH, { ...area, maxMonthlyPayment });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('follows the company’s figures when they change', async () => {
    const before = await search({ ...area, maxMonthlyPayment: 900, itemsPerPage: 100 });
    const dearer = structuredClone(DEFAULT_PRICING);
    dearer.finance.loans['home-only'].ratePercent = 14;
    dearer.finance.loans['land-and-home'].ratePercent = 9;
    await savePricingDefaults(database.db, null, dearer);
    try {
      const after = await search({ ...area, maxMonthlyPayment: 900, itemsPerPage: 100 });
      expect(after.totalCount).toBeLessThan(before.totalCount);
      // A model nearest a home center without figures of its own: the company's apply.
      const sample = after.models.find((m) => !facts.ownFigures.has(m.dealers[0]!.dealerId))!;
      expect(sample.monthlyEstimateFrom).toBe(dollarsUp(monthlyCents(sample, dearer)!));
    } finally {
      await savePricingDefaults(database.db, null, DEFAULT_PRICING);
    }
  });
});

describe('modelsSearch on a home center’s site (lotNumber)', () => {
  const area = { ...KNOXVILLE, distance: 250 };
  /** The center near Knoxville listing the most plans at a price other than their "Starting at". */
  function busiestCenter(): { dealerId: number; lotNumber: string } {
    const counts = new Map<number, number>();
    for (const [key, price] of facts.planPrices) {
      const [dealerId, modelId] = key.split(':').map(Number) as [number, number];
      if (price && price !== facts.models.get(modelId)!.lowPrice) {
        counts.set(dealerId, (counts.get(dealerId) ?? 0) + 1);
      }
    }
    const [dealerId] = [...counts.entries()]
      .filter(([id]) => miles(KNOXVILLE, facts.dealers.get(id)!) < 60)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    return { dealerId, lotNumber: facts.dealers.get(dealerId)!.lotNumber };
  }
  /** What the center's card leads with: its price to order a plan it lists, else "Starting at". */
  function shownPrice(dealerId: number, m: Summary): number | null {
    const key = `${dealerId}:${m.modelId}`;
    if (!facts.planPrices.has(key) || m.lowPrice === null) return m.lowPrice;
    const asked = facts.planPrices.get(key)!;
    return asked !== null && asked > 0 ? asked : null;
  }

  it('gives a plan it lists its price to order there (toOrderAt), and none to the rest', async () => {
    const { dealerId, lotNumber } = busiestCenter();
    const models = await walk({ ...area, lotNumber }, 100);
    const listed = models.filter((m) => facts.planPrices.has(`${dealerId}:${m.modelId}`));
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.some((m) => shownPrice(dealerId, m) !== m.lowPrice)).toBe(true);
    for (const m of models) {
      if (!facts.planPrices.has(`${dealerId}:${m.modelId}`)) {
        expect(m.toOrderAt).toBeNull();
        continue;
      }
      const price = shownPrice(dealerId, m);
      expect(m.toOrderAt).toEqual({
        priceSort: facts.planPrices.get(`${dealerId}:${m.modelId}`),
        priceLabel: price === null ? 'Contact Us For Pricing' : `$${price.toLocaleString('en-US')}`,
      });
    }
    // Without a lot number, no home center's price.
    expect((await walk(area, 100)).every((m) => m.toOrderAt === null)).toBe(true);
  });

  it('gives a catalogue model the same toOrderAt (similar plans and curated lists read it)', async () => {
    const { dealerId, lotNumber } = busiestCenter();
    const models = await walk({ ...area, lotNumber }, 100);
    const listed = models.find((m) => m.toOrderAt !== null)!;
    const other = models.find((m) => m.toOrderAt === null)!;
    const MODEL = `query ($modelNumber: String, $lotNumber: String) {
      getModelService(modelNumber: $modelNumber) { toOrderAt(lotNumber: $lotNumber) { priceLabel priceSort } }
    }`;
    const numberOf = (id: number) => facts.models.get(id)!.modelNumber;
    const read = async (modelId: number, lot: string | null) => {
      const { body } = await post(MODEL, { modelNumber: numberOf(modelId), lotNumber: lot });
      expect(body.errors).toBeUndefined();
      return (body.data?.getModelService as { toOrderAt: unknown }).toOrderAt;
    };
    expect(await read(listed.modelId, lotNumber)).toEqual(listed.toOrderAt);
    expect(await read(other.modelId, lotNumber)).toBeNull();
    expect(await read(listed.modelId, null)).toBeNull();
    expect(facts.planPrices.has(`${dealerId}:${other.modelId}`)).toBe(false);
    const { body } = await post(MODEL, { modelNumber: numberOf(listed.modelId), lotNumber: 'x' });
    expect(body.errors?.[0]).toMatchObject({
      message: UNKNOWN_LOT_NUMBER,
      extensions: { code: 'BAD_USER_INPUT', field: 'lotNumber' },
    });
  });

  it('filters and sorts a plan it lists by its price there, the price its card shows', async () => {
    const { dealerId, lotNumber } = busiestCenter();
    const all = await walk({ ...area, lotNumber }, 100);
    // A bound between a listed plan's "Starting at" and the center's higher price.
    const dearer = all.find((m) => {
      const price = shownPrice(dealerId, m);
      return price !== null && m.lowPrice !== null && price > m.lowPrice;
    })!;
    expect(dearer).toBeDefined();
    const bound = dearer.lowPrice!;
    for (const [range, fits] of [
      [{ maxPrice: bound }, (price: number) => price <= bound],
      [{ minPrice: bound + 1 }, (price: number) => price >= bound + 1],
    ] as const) {
      const got = (await walk({ ...area, lotNumber, ...range }, 100)).map((m) => m.modelId);
      const wanted = all
        .filter((m) => {
          const price = shownPrice(dealerId, m);
          return price !== null && fits(price);
        })
        .map((m) => m.modelId);
      expect(got.sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
      expect(got.includes(dearer.modelId)).toBe('minPrice' in range);
    }
    for (const [sortMethodId, sign] of [
      [SORT_METHODS.PRICE_LOW_TO_HIGH, 1],
      [SORT_METHODS.PRICE_HIGH_TO_LOW, -1],
    ] as const) {
      const sorted = await walk({ ...area, lotNumber, sortMethodId }, 100);
      const prices = sorted.map((m) => shownPrice(dealerId, m));
      const priced = prices.filter((p) => p !== null);
      // Priced first, in order; "Contact Us" plans last.
      expect(prices.slice(0, priced.length)).toEqual(priced);
      expect(priced).toEqual([...priced].sort((a, b) => sign * (a - b)));
    }
  });
});

describe('modelsSearch priced nearby (pricedNearby)', () => {
  const area = { ...KNOXVILLE, distance: 100 };
  const nearbyPrice = (m: Summary) => m.monthlyEstimatePrice;
  const idsOf = (models: Summary[]) => models.map((m) => m.modelId).sort((a, b) => a - b);

  it('filters and sorts by what the nearest home center asks to order a plan: the price its card names', async () => {
    const all = await walk(area, 100);
    const dearer = all.filter(
      (m) => m.lowPrice !== null && nearbyPrice(m) !== null && nearbyPrice(m)! > m.lowPrice,
    );
    expect(dearer.length).toBeGreaterThan(0);
    const plan = dearer[0]!;
    const ids = async (args: ModelsSearchArgs) => idsOf(await walk({ ...area, ...args }, 100));
    // By "Starting at" (SPEC §7) the plan fits a budget of its lowest price anywhere; priced
    // nearby it does not, until the budget reaches what the nearest center asks.
    expect(await ids({ maxPrice: plan.lowPrice })).toContain(plan.modelId);
    expect(await ids({ maxPrice: plan.lowPrice, pricedNearby: true })).not.toContain(plan.modelId);
    expect(await ids({ maxPrice: nearbyPrice(plan), pricedNearby: true })).toContain(plan.modelId);
    // Exactly the models whose nearby price is within the budget.
    const budget = plan.lowPrice!;
    expect(await ids({ maxPrice: budget, pricedNearby: true })).toEqual(
      idsOf(all.filter((m) => nearbyPrice(m) !== null && nearbyPrice(m)! <= budget)),
    );
    // The price sort reads the same price.
    const sorted = await walk({ ...area, pricedNearby: true, sortMethodId: 2 }, 100);
    const prices = sorted.map((m) => nearbyPrice(m) ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Without it, the search is SPEC's: every model of the area either way.
    expect(idsOf(sorted)).toEqual(idsOf(all));
  });
});

describe('modelsSearch distance', () => {
  it('sorts nearest first by default, within the radius, with the nearest home centers listed', async () => {
    const result = await search({ ...KNOXVILLE, distance: 120, itemsPerPage: 100 });
    expect(result.sortMethodId).toBe(SORT_METHODS.NEAREST);
    const distances = result.models.map((m) => m.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const m of result.models) {
      expect(m.distance).toBeLessThanOrEqual(120);
      expect(m.listingCount).toBeGreaterThan(0);
      expect(m.dealers.length).toBeGreaterThan(0);
      expect(m.dealers.length).toBeLessThanOrEqual(5);
      const dealerMiles = m.dealers.map((d) => miles(KNOXVILLE, d));
      // The model's distance is its nearest home center's; the list is nearest first.
      expect(dealerMiles[0]).toBeCloseTo(m.distance, 3);
      expect(dealerMiles).toEqual([...dealerMiles].sort((a, b) => a - b));
      for (const d of m.dealers) {
        expect(facts.unsold.some((l) => l.modelId === m.modelId && l.dealerId === d.dealerId)).toBe(
          true,
        );
      }
      const built = facts.unsold.some(
        (l) =>
          l.modelId === m.modelId &&
          l.ready &&
          miles(KNOXVILLE, facts.dealers.get(l.dealerId)!) <= 120,
      );
      expect(m.isInStockInArea).toBe(built);
    }
  });

  it('widens with the distance (default 100 miles)', async () => {
    const near = await search({ ...KNOXVILLE, distance: 30 });
    const standard = await search(KNOXVILLE);
    const explicit = await search({ ...KNOXVILLE, distance: 100 });
    const far = await search({ ...KNOXVILLE, distance: 500 });
    expect(standard.totalCount).toBe(explicit.totalCount);
    expect(near.totalCount).toBeLessThanOrEqual(standard.totalCount);
    expect(standard.totalCount).toBeLessThan(far.totalCount);
  });
});

describe('modelsSearch paging', () => {
  const args = { ...KNOXVILLE, distance: 100 };

  function key(sortMethodId: number, m: Summary): [number | string, number] {
    switch (sortMethodId) {
      case SORT_METHODS.PRICE_LOW_TO_HIGH:
        return [m.lowPrice ?? Infinity, m.modelId];
      case SORT_METHODS.PRICE_HIGH_TO_LOW:
        return [m.lowPrice === null ? Infinity : -m.lowPrice, m.modelId];
      case SORT_METHODS.SIZE_LARGE_TO_SMALL:
        return [-m.squareFeet, m.modelId];
      case SORT_METHODS.SIZE_SMALL_TO_LARGE:
        return [m.squareFeet, m.modelId];
      case SORT_METHODS.MOST_BEDROOMS:
        return [-m.beds, m.modelId];
      case SORT_METHODS.NEWEST:
        return [-Date.parse(m.creationDate), m.modelId];
      case SORT_METHODS.MOST_POPULAR:
        return [-m.twoYearSalesCount, m.modelId];
      case SORT_METHODS.MONTHLY_LOW_TO_HIGH:
        return [monthlyCents(m) ?? Infinity, m.modelId];
      default:
        return [m.distance, m.modelId];
    }
  }

  it.each(SORT_METHOD_IDS.map((id) => [id]))(
    'sort %i: pages of 7 cover the unpaged list exactly once, in order',
    async (sortMethodId) => {
      const whole = await search({ ...args, sortMethodId, itemsPerPage: 100 });
      expect(whole.totalCount).toBeGreaterThan(20);
      expect(whole.totalCount).toBeLessThanOrEqual(100);
      const ids = whole.models.map((m) => m.modelId);
      expect(new Set(ids).size).toBe(ids.length);
      // The documented order, ties by model id.
      const keys = whole.models.map((m) => key(sortMethodId, m));
      for (let i = 1; i < keys.length; i++) {
        const [a, b] = [keys[i - 1]!, keys[i]!];
        expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
      }
      const byPage = (await walk({ ...args, sortMethodId }, 7)).map((m) => m.modelId);
      expect(byPage).toEqual(ids);
      // startingIndex pages the same list.
      const byIndex: number[] = [];
      for (let start = 0; start < whole.totalCount; start += 9) {
        const page = await search({
          ...args,
          sortMethodId,
          numberOfItemsPerPage: 9,
          startingIndex: start,
        });
        expect(page.startingIndex).toBe(start);
        byIndex.push(...page.models.map((m) => m.modelId));
      }
      expect(byIndex).toEqual(ids);
    },
  );

  it('reports the page it answered, and the total past the last page', async () => {
    const result = await search({ ...args, itemsPerPage: 5, pageNumber: 3 });
    expect(result).toMatchObject({ pageNumber: 3, itemsPerPage: 5, startingIndex: 10 });
    expect(result.models.length).toBe(5);
    const beyond = await search({ ...args, itemsPerPage: 5, pageNumber: 500 });
    expect(beyond.models).toEqual([]);
    expect(beyond.totalCount).toBe(result.totalCount);
    const defaults = await search(args);
    expect(defaults).toMatchObject({ pageNumber: 1, itemsPerPage: 10, startingIndex: 0 });
  });
});

describe('modelsSearch input errors', () => {
  it.each([
    [{ longitude: -83.9 }, /^latitude and longitude are required$/],
    [{}, /^latitude and longitude are required$/],
    [{ ...KNOXVILLE, latitude: 200 }, /^latitude must be between -90 and 90$/],
    [{ ...KNOXVILLE, beds: -1 }, /^beds must be a whole number from 0 to 20$/],
    [{ ...KNOXVILLE, baths: 1.3 }, /^baths must be 0 to 20 in steps of 0.5$/],
    [
      { ...KNOXVILLE, minPrice: 300_000, maxPrice: 100_000 },
      /^minPrice must not be greater than maxPrice$/,
    ],
    [
      { ...KNOXVILLE, minSquareFeet: 2_000, maxSquareFeet: 900 },
      /^minSquareFeet must not be greater than maxSquareFeet$/,
    ],
    [
      { ...KNOXVILLE, itemsPerPage: 100_000 },
      /^itemsPerPage must be a whole number from 1 to 100$/,
    ],
    [{ ...KNOXVILLE, numberOfItemsPerPage: 0 }, /^numberOfItemsPerPage must be a whole number/],
    [{ ...KNOXVILLE, pageNumber: 0 }, /^pageNumber must be a whole number of at least 1$/],
    [{ ...KNOXVILLE, startingIndex: -10 }, /^startingIndex must be a whole number of at least 0$/],
    [{ ...KNOXVILLE, sortMethodId: 42 }, /^sortMethodId must be one of 1, 2, 3, 4, 5, 6, 7, 8, 9$/],
    [{ ...KNOXVILLE, distance: 10_000 }, /^distance must be greater than 0 and at most 500/],
    [{ ...KNOXVILLE, distance: -1 }, /^distance must be greater than 0 and at most 500/],
    [{ ...KNOXVILLE, features: '12|forty' }, /^features must be feature ids joined by \|/],
    // Not an Int at all: rejected while the variables are read, with the same code.
    [{ ...KNOXVILLE, beds: 2.5 }, /^Variable "\$beds" got invalid value 2\.5/],
    [{ ...KNOXVILLE, itemsPerPage: 1e12 }, /^Variable "\$itemsPerPage" got invalid value/],
  ])('answers %j with BAD_USER_INPUT and HTTP 200', async (variables, message) => {
    const { status, body } = await post(SEARCH, variables);
    expect(status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('modelsSearch and a catalogue change', () => {
  it('answers from this process’s copy of the catalogue until a change is announced', async () => {
    const args = { ...KNOXVILLE, distance: 100, itemsPerPage: 100 };
    const before = await search(args);
    const target = before.models.at(-1)!;
    const db = database.db;
    const unsold = await db
      .select({ id: homeListings.inventoryId, sticker: homeListings.stickerTypeId })
      .from(homeListings)
      .where(
        and(
          eq(homeListings.modelId, target.modelId),
          sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
        ),
      );
    expect(unsold.length).toBeGreaterThan(0);
    // Every home of the model is sold, as an import would record it.
    await db
      .update(homeListings)
      .set({ stickerTypeId: STICKER_SOLD })
      .where(
        inArray(
          homeListings.inventoryId,
          unsold.map((l) => l.id),
        ),
      );
    try {
      // Kept: the copy is at most REFERENCE_CACHE_MS old.
      expect((await search(args)).models.map((m) => m.modelId)).toContain(target.modelId);
      // What a 'catalogue' change does in every process (server/app.ts).
      forgetReferenceRows(db);
      const after = await search(args);
      expect(after.models.map((m) => m.modelId)).not.toContain(target.modelId);
      expect(after.totalCount).toBe(before.totalCount - 1);
    } finally {
      for (const listing of unsold) {
        await db
          .update(homeListings)
          .set({ stickerTypeId: listing.sticker })
          .where(eq(homeListings.inventoryId, listing.id));
      }
      forgetReferenceRows(db);
    }
    expect((await search(args)).totalCount).toBe(before.totalCount);
  });
});
