import { describe, expect, it } from 'vitest';
import {
  listingsWithin,
  MAX_DEALERS_PER_MODEL,
  modelAreasWithin,
  type CatalogueIndex,
  type IndexedListing,
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
    isInStock?: boolean;
  }[],
) {
  return {
    dealerId,
    position: earthPoint({ ...KNOXVILLE, latitude: KNOXVILLE.latitude + milesNorth / 69.2 }),
    stock: stock.map((s) => ({
      listingCount: 1,
      lowestPrice: null,
      isInStock: false,
      ...s,
    })),
  };
}

const index = (
  homeCenters: CatalogueIndex['homeCenters'],
  listings: IndexedListing[] = [],
): CatalogueIndex => ({
  models: new Map(),
  homeCenters,
  websiteTemplates: new Map(),
  listings: [...listings].sort((a, b) => a.listing.latitude - b.listing.latitude),
});

describe('modelAreasWithin', () => {
  it('sums what the home centers within the radius have, nearest first', () => {
    const areas = modelAreasWithin(
      index([
        homeCenter(3, 40, [{ modelId: 7, listingCount: 2, lowestPrice: 90_000 }]),
        homeCenter(1, 10, [{ modelId: 7, listingCount: 1, lowestPrice: null, isInStock: true }]),
        homeCenter(2, 20, [{ modelId: 7, listingCount: 4, lowestPrice: 80_000 }]),
        homeCenter(4, 150, [{ modelId: 7, listingCount: 9, lowestPrice: 1 }, { modelId: 8 }]),
      ]),
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

/** A listing at a point (only what listingsWithin reads matters here). */
function listingAt(inventoryId: number, latitude: number, longitude: number): IndexedListing {
  const listing = { inventoryId, latitude, longitude } as IndexedListing['listing'];
  return { listing, position: earthPoint({ latitude, longitude }) };
}

describe('listingsWithin', () => {
  it('finds exactly the listings within the radius, however far east or west, and what keep accepts', () => {
    // Rows of listings a tenth of a degree apart, from 30°N to 42°N and 95°W to 75°W.
    const listings: IndexedListing[] = [];
    let id = 0;
    for (let lat = 30; lat <= 42; lat += 0.1) {
      for (let lon = -95; lon <= -75; lon += 0.5) listings.push(listingAt(++id, lat, lon));
    }
    const all = index([], listings);
    const origin = earthPoint(KNOXVILLE);
    for (const radius of [5, 60, 250]) {
      const expected = listings
        .filter((l) => earthMeters(origin, l.position) <= radius * METERS_PER_MILE)
        .map((l) => l.listing.inventoryId)
        .sort((a, b) => a - b);
      const found = listingsWithin(all, KNOXVILLE, radius, () => true);
      expect(found.map((f) => f.listing.inventoryId).sort((a, b) => a - b)).toEqual(expected);
      for (const { listing, miles } of found) {
        expect(miles).toBeLessThanOrEqual(radius);
        expect(miles).toBeCloseTo(earthMeters(origin, earthPoint(listing)) / METERS_PER_MILE, 9);
      }
    }
    const even = listingsWithin(all, KNOXVILLE, 250, (l) => l.inventoryId % 2 === 0);
    expect(even.length).toBeGreaterThan(0);
    expect(even.every((f) => f.listing.inventoryId % 2 === 0)).toBe(true);
  });

  it('finds a listing at the very edge of the band of latitude', () => {
    const north = listingAt(1, KNOXVILLE.latitude + 1, KNOXVILLE.longitude);
    const miles = earthMeters(earthPoint(KNOXVILLE), north.position) / METERS_PER_MILE;
    expect(listingsWithin(index([], [north]), KNOXVILLE, miles, () => true)).toHaveLength(1);
    expect(listingsWithin(index([], [north]), KNOXVILLE, miles - 0.01, () => true)).toHaveLength(0);
  });
});
