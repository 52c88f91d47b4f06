// The curated collections' SQL (listings.ts) agrees with their rules in
// lib/home-collections.ts, on the seeded listings of a few home centers,
// including a builder-model one whose sale homes never show.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_COLLECTIONS, inHomeCollection } from '../../lib/home-collections.ts';
import { BUILDER_MODEL_TEMPLATE } from '../../lib/listing-filters.ts';
import { dealers, homeListings } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { homesByLotNumber, nearbyHomes } from './listings.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { dealers: 4, listings: 40 });
  // One home center on the builder-model template, with a home on sale.
  const [builder, other] = await database.db.select().from(dealers).limit(2);
  // And one home on sale elsewhere, which does show.
  const [onSale] = await database.db
    .select({ inventoryId: homeListings.inventoryId })
    .from(homeListings)
    .where(eq(homeListings.dealerId, other!.dealerId))
    .limit(1);
  await database.db
    .update(homeListings)
    .set({ isSaleHome: true, stickerTypeId: null })
    .where(eq(homeListings.inventoryId, onSale!.inventoryId));
  await database.db
    .update(dealers)
    .set({ websiteTemplate: BUILDER_MODEL_TEMPLATE })
    .where(eq(dealers.dealerId, builder!.dealerId));
  await database.db
    .update(homeListings)
    .set({ isSaleHome: true })
    .where(eq(homeListings.dealerId, builder!.dealerId));
});

afterAll(async () => {
  await database?.close();
});

describe('curated collections (issue 12)', () => {
  it.each(HOME_COLLECTIONS)('lists exactly the %s homes the rule picks', async (collection) => {
    const ctx = { db: database.db, viewer: null };
    const all = await database.db
      .select({ listing: homeListings, dealer: dealers })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId));
    const expected = all
      .filter((row) => inHomeCollection(collection, row.listing, row.dealer))
      .map((row) => row.listing.inventoryId)
      .sort((a, b) => a - b);
    const byLot: number[] = [];
    for (const dealer of new Map(all.map((row) => [row.dealer.dealerId, row.dealer])).values()) {
      const homes = await homesByLotNumber(ctx, {
        lotNumber: dealer.lotNumber,
        first: 100,
        collection,
      });
      byLot.push(...homes.map((home) => home.inventoryId));
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(byLot.sort((a, b) => a - b)).toEqual(expected);
    const anywhere = all[0]!.listing;
    const near = await nearbyHomes(ctx, {
      latitude: anywhere.latitude,
      longitude: anywhere.longitude,
      radiusMiles: 500,
      first: 100,
      collection,
    });
    expect(near.every((home) => expected.includes(home.inventoryId))).toBe(true);
    if (collection === 'sale') {
      const builderHomes = all.filter(
        (row) => row.dealer.websiteTemplate === BUILDER_MODEL_TEMPLATE,
      );
      expect(builderHomes.length).toBeGreaterThan(0);
      expect(
        near.some((home) =>
          builderHomes.some((row) => row.listing.inventoryId === home.inventoryId),
        ),
      ).toBe(false);
    }
  });
});
