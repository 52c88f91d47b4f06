import { describe, expect, it } from 'vitest';
import {
  MAX_DEALERS_PER_MODEL,
  modelAreasWithin,
  nearestListings,
  type CatalogueIndex,
  type Listing,
  listingSpotsOf,
  planPricesOf,
} from './catalogue-index.ts';
import { earthMeters, earthPoint, METERS_PER_MILE } from './geo.ts';

const KNOXVILLE = { latitude: 35.9606, longitude: -83.9207 };

/** A home center `miles` north of Knoxville (a degree of latitude is about 69 miles). */
function homeCenter(
  dealerId: number,
  milesNorth: number,
  stock: {
    modelId: number;
    listingCount?: number;
    lowestPrice?: number | null;
  }[],
) {
  return {
    dealerId,
    position: earthPoint({ ...KNOXVILLE, latitude: KNOXVILLE.latitude + milesNorth / 69.2 }),
    stock: stock.map((s) => ({
      listingCount: 1,
      lowestPrice: null,
      ...s,
    })),
  };
}

const index = (
  homeCenters: CatalogueIndex['homeCenters'],
  listings: Listing[] = [],
): CatalogueIndex => ({
  models: new Map(),
  homeCenters,
  websiteTemplates: new Map(),
  listingSpots: listingSpotsOf(listings),
  planPrices: planPricesOf(listings),
  landConnected: new Map(),
});

/** A built, unsold home of a model, `miles` north of Knoxville. */
const builtHome = (inventoryId: number, modelId: number, milesNorth: number) =>
  ({
    inventoryId,
    modelId,
    serialNumber: `SN${inventoryId}`,
    stickerTypeId: null,
    isAvailableFloorPlan: false,
    latitude: KNOXVILLE.latitude + milesNorth / 69.2,
    longitude: KNOXVILLE.longitude,
  }) as Listing;

describe('modelAreasWithin', () => {
  it('sums what the home centers within the radius have, nearest first', () => {
    const areas = modelAreasWithin(
      index(
        [
          homeCenter(3, 40, [{ modelId: 7, listingCount: 2, lowestPrice: 90_000 }]),
          homeCenter(1, 10, [{ modelId: 7, listingCount: 1, lowestPrice: null }]),
          homeCenter(2, 20, [{ modelId: 7, listingCount: 4, lowestPrice: 80_000 }]),
          homeCenter(4, 150, [{ modelId: 7, listingCount: 9, lowestPrice: 1 }, { modelId: 8 }]),
        ],
        [builtHome(1, 7, 10)],
      ),
      KNOXVILLE,
      100,
    );
    expect([...areas.keys()]).toEqual([7]);
    const area = areas.get(7)!;
    expect(area.dealerIds).toEqual([1, 2, 3]);
    expect(area.listingCount).toBe(7);
    // A home center without a price does not make the lowest price unknown.
    expect(area.lowestListingPrice).toBe(80_000);
    expect(area.isInStockInArea).toBe(true);
    expect(area.distance).toBeGreaterThan(9.9);
    expect(area.distance).toBeLessThan(10.1);
  });

  it('says “in stock” where a built home stands within the radius, not where its home center is', () => {
    const centers = [homeCenter(1, 90, [{ modelId: 7 }, { modelId: 8 }, { modelId: 9 }])];
    const areas = modelAreasWithin(
      index(centers, [
        // On a parcel beyond the radius, sold with its land by the center 90 miles away.
        builtHome(1, 7, 120),
        builtHome(2, 8, 95),
        // To order (no serial number) and sold: not in stock.
        { ...builtHome(3, 9, 90), serialNumber: null },
        { ...builtHome(4, 9, 90), stickerTypeId: -1 },
        // Under contract, on its way or being built: not to be had today.
        { ...builtHome(5, 9, 90), stickerTypeId: 5 },
        { ...builtHome(6, 9, 90), stickerTypeId: -6 },
        { ...builtHome(7, 9, 90), stickerTypeId: 7 },
      ]),
      KNOXVILLE,
      100,
    );
    expect(areas.get(7)!.isInStockInArea).toBe(false);
    expect(areas.get(8)!.isInStockInArea).toBe(true);
    expect(areas.get(9)!.isInStockInArea).toBe(false);
  });

  it(`lists at most ${MAX_DEALERS_PER_MODEL} home centers, ties by id`, () => {
    const centers = [9, 8, 7, 6, 5, 4, 3].map((id) => homeCenter(id, 30, [{ modelId: 1 }]));
    const area = modelAreasWithin(index(centers), KNOXVILLE, 100).get(1)!;
    expect(area.dealerIds).toEqual([3, 4, 5, 6, 7]);
    expect(area.listingCount).toBe(7);
    expect(area.lowestListingPrice).toBeNull();
    expect(area.isInStockInArea).toBe(false);
  });

  it('keeps to the models asked about, and finds nothing where nobody is', () => {
    const centers = [homeCenter(1, 5, [{ modelId: 1 }, { modelId: 2 }, { modelId: 3 }])];
    expect([...modelAreasWithin(index(centers), KNOXVILLE, 50, new Set([2, 3])).keys()]).toEqual([
      2, 3,
    ]);
    expect(modelAreasWithin(index(centers), { latitude: 30, longitude: -40 }, 500).size).toBe(0);
  });

  it('counts a home center exactly at the radius as within it', () => {
    const center = homeCenter(1, 25, [{ modelId: 1 }]);
    const miles = earthMeters(earthPoint(KNOXVILLE), center.position) / METERS_PER_MILE;
    expect(modelAreasWithin(index([center]), KNOXVILLE, miles).size).toBe(1);
    expect(modelAreasWithin(index([center]), KNOXVILLE, miles - 0.01).size).toBe(0);
  });
});

/** A listing (only what nearestListings reads matters here). */
const listingAt = (inventoryId: number, dealerId: number, latitude: number, longitude: number) =>
  ({ inventoryId, dealerId, latitude, longitude }) as Listing;

describe('nearestListings', () => {
  // Rows of lots a tenth of a degree apart, 30°N to 42°N and 95°W to 75°W, three homes on each
  // (ids out of order), and a home center for every few lots.
  const listings: Listing[] = [];
  let lot = 0;
  for (let lat = 30; lat <= 42; lat += 0.1) {
    for (let lon = -95; lon <= -75; lon += 0.5) {
      lot++;
      for (const n of [3, 1, 2]) listings.push(listingAt(lot * 10 + n, lot % 7, lat, lon));
    }
  }
  const all = index([], listings);
  const origin = earthPoint(KNOXVILLE);
  const milesTo = (l: Listing) => earthMeters(origin, earthPoint(l)) / METERS_PER_MILE;
  /** What the answer must be, worked out the slow way over every listing. */
  function expected(
    radius: number,
    first: number,
    cap: number | null,
    keep = (_l: Listing) => true,
  ) {
    const sorted = listings
      .filter((l) => milesTo(l) <= radius && keep(l))
      .sort((a, b) => milesTo(a) - milesTo(b) || a.inventoryId - b.inventoryId);
    const taken = new Map<number, number>();
    return sorted
      .filter((l) => {
        if (cap === null) return true;
        const n = taken.get(l.dealerId) ?? 0;
        taken.set(l.dealerId, n + 1);
        return n < cap;
      })
      .slice(0, first)
      .map((l) => l.inventoryId);
  }

  it.each([
    [5, 100, null],
    [60, 40, null],
    [60, 40, 1],
    [250, 100, 2],
    [500, 9, 1],
  ] as const)(
    'within %i miles, the first %i, %s a home center: exactly the slow answer',
    (radius, first, cap) => {
      const found = nearestListings(all, KNOXVILLE, radius, {
        first,
        perHomeCenter: cap,
        keep: () => true,
      });
      expect(found.map((f) => f.listing.inventoryId)).toEqual(expected(radius, first, cap));
      for (const { listing, miles } of found) expect(miles).toBeCloseTo(milesTo(listing), 9);
    },
  );

  it('keeps only what keep accepts, still in order', () => {
    const even = (l: Listing) => l.inventoryId % 2 === 0;
    const found = nearestListings(all, KNOXVILLE, 250, { first: 30, perHomeCenter: 1, keep: even });
    expect(found.map((f) => f.listing.inventoryId)).toEqual(expected(250, 30, 1, even));
  });

  it('finds a lot at the very edge of the radius', () => {
    const north = listingAt(1, 1, KNOXVILLE.latitude + 1, KNOXVILLE.longitude);
    const miles = milesTo(north);
    const options = { first: 5, perHomeCenter: null, keep: () => true };
    expect(nearestListings(index([], [north]), KNOXVILLE, miles, options)).toHaveLength(1);
    expect(nearestListings(index([], [north]), KNOXVILLE, miles - 0.01, options)).toHaveLength(0);
  });

  it('measures the short way round the antimeridian, and everything around a pole', () => {
    const far = index(
      [],
      [
        listingAt(1, 1, 64.8, 179.9),
        listingAt(2, 1, 64.8, -179.9),
        listingAt(3, 1, 64.8, 170),
        listingAt(4, 1, 89.5, 0),
        listingAt(5, 1, 89.5, 180),
      ],
    );
    const ids = (point: { latitude: number; longitude: number }, miles: number) =>
      nearestListings(far, point, miles, { first: 10, perHomeCenter: null, keep: () => true })
        .map((f) => f.listing.inventoryId)
        .sort((a, b) => a - b);
    expect(ids({ latitude: 64.8, longitude: -179.95 }, 20)).toEqual([1, 2]);
    expect(ids({ latitude: 89.9, longitude: 90 }, 60)).toEqual([4, 5]);
  });
});
