// model_availability follows home_listings on a real database (PGlite, or
// PostgreSQL in the pg project): after the seed and after every kind of write,
// it is exactly what the unsold listings add up to, in the same transaction.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import type { Db } from './client.ts';
import { dealers, homeListings, modelAvailability } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';
import { databaseUnderTest, openTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDatabase(db);
}, 180_000);

afterAll(async () => {
  await database?.close();
});

type Availability = typeof modelAvailability.$inferSelect;

/** What model_availability must hold: the unsold listings, counted per home center and model. */
async function expected(target: Db = db): Promise<Availability[]> {
  return target
    .select({
      dealerId: homeListings.dealerId,
      modelId: homeListings.modelId,
      listingCount: sql<number>`count(*)::int`,
      lowestPrice: sql<number | null>`min(${homeListings.price})`,
      isInStock: sql<boolean>`bool_or(${homeListings.serialNumber} is not null)`,
    })
    .from(homeListings)
    .where(sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`)
    .groupBy(homeListings.dealerId, homeListings.modelId)
    .orderBy(asc(homeListings.dealerId), asc(homeListings.modelId));
}

async function actual(target: Db = db): Promise<Availability[]> {
  return target
    .select()
    .from(modelAvailability)
    .orderBy(asc(modelAvailability.dealerId), asc(modelAvailability.modelId));
}

async function expectInStep(target: Db = db): Promise<void> {
  expect(await actual(target)).toEqual(await expected(target));
}

async function pair(dealerId: number, modelId: number): Promise<Availability | null> {
  const [row] = await db
    .select()
    .from(modelAvailability)
    .where(
      sql`${modelAvailability.dealerId} = ${dealerId} and ${modelAvailability.modelId} = ${modelId}`,
    );
  return row ?? null;
}

let serial = 0;
/** A new listing of `modelId` at `dealerId`, copied from an existing one. */
function listing(
  dealerId: number,
  modelId: number,
  values: Partial<typeof homeListings.$inferInsert> = {},
): typeof homeListings.$inferInsert {
  serial += 1;
  return {
    dealerId,
    modelId,
    modelNumber: `TEST-${modelId}`,
    serialNumber: `TESTSERIAL${serial}`,
    stockNumber: `TESTSTOCK${serial}`,
    priceLabel: '$1',
    beds: 3,
    baths: 2,
    squareFeet: 1_200,
    latitude: 36,
    longitude: -84,
    price: 100_000,
    stickerTypeId: null,
    ...values,
  };
}

describe('model_availability', () => {
  it('matches the listings after the seed, one row per home center and model with unsold ones', async () => {
    const rows = await actual();
    expect(rows.length).toBeGreaterThan(1_000);
    expect(rows.every((row) => row.listingCount >= 1)).toBe(true);
    await expectInStep();
  });

  it('follows inserts: unsold listings count, sold ones do not, the lowest price and a built home show', async () => {
    const { dealerId, modelId } = await firstEmptyPair();
    await db
      .insert(homeListings)
      .values([listing(dealerId, modelId, { stickerTypeId: STICKER_SOLD, price: 10_000 })]);
    expect(await pair(dealerId, modelId)).toBeNull();
    await db
      .insert(homeListings)
      .values([
        listing(dealerId, modelId, { price: 120_000, serialNumber: null }),
        listing(dealerId, modelId, { price: null, serialNumber: null }),
      ]);
    expect(await pair(dealerId, modelId)).toEqual({
      dealerId,
      modelId,
      listingCount: 2,
      lowestPrice: 120_000,
      isInStock: false,
    });
    await db.insert(homeListings).values(listing(dealerId, modelId, { price: 90_000 }));
    expect(await pair(dealerId, modelId)).toMatchObject({
      listingCount: 3,
      lowestPrice: 90_000,
      isInStock: true,
    });
    await expectInStep();
  });

  it('follows updates: price, sticker, serial number, and a listing moved to another home center or model', async () => {
    const { dealerId, modelId } = await firstEmptyPair();
    const [a, b] = await db
      .insert(homeListings)
      .values([
        listing(dealerId, modelId, { price: 150_000, serialNumber: null }),
        listing(dealerId, modelId, { price: 140_000 }),
      ])
      .returning({ id: homeListings.inventoryId });
    const update = (id: number, values: Partial<typeof homeListings.$inferInsert>) =>
      db.update(homeListings).set(values).where(eq(homeListings.inventoryId, id));

    await update(a!.id, { price: 130_000 });
    expect(await pair(dealerId, modelId)).toMatchObject({ listingCount: 2, lowestPrice: 130_000 });
    await update(b!.id, { stickerTypeId: STICKER_SOLD });
    expect(await pair(dealerId, modelId)).toMatchObject({
      listingCount: 1,
      lowestPrice: 130_000,
      isInStock: false,
    });
    await update(a!.id, { serialNumber: `TESTSERIAL-BUILT-${a!.id}` });
    expect(await pair(dealerId, modelId)).toMatchObject({ isInStock: true });

    // Moving the last unsold listing empties the pair it left.
    const other = await firstEmptyPair();
    await update(a!.id, { dealerId: other.dealerId, modelId: other.modelId });
    expect(await pair(dealerId, modelId)).toBeNull();
    expect(await pair(other.dealerId, other.modelId)).toMatchObject({ listingCount: 1 });
    await expectInStep();
  });

  it('follows one statement that writes many pairs at once', async () => {
    const [{ dealerId } = { dealerId: 0 }] = await db
      .select({ dealerId: dealers.dealerId })
      .from(dealers)
      .orderBy(asc(dealers.dealerId))
      .limit(1);
    await db
      .update(homeListings)
      .set({ price: sql`${homeListings.price} - 1` })
      .where(eq(homeListings.dealerId, dealerId));
    await db
      .update(homeListings)
      .set({ stickerTypeId: STICKER_SOLD })
      .where(sql`${homeListings.inventoryId} % 7 = 0`);
    await expectInStep();
  });

  it('follows deletes, and a home center deleted with its listings', async () => {
    const some = await db
      .select({ id: homeListings.inventoryId })
      .from(homeListings)
      .where(sql`${homeListings.inventoryId} % 5 = 1`);
    await db.delete(homeListings).where(
      inArray(
        homeListings.inventoryId,
        some.map((row) => row.id),
      ),
    );
    await expectInStep();

    const [last] = await db
      .select({ dealerId: dealers.dealerId })
      .from(dealers)
      .orderBy(sql`${dealers.dealerId} desc`)
      .limit(1);
    expect((await actual()).some((row) => row.dealerId === last!.dealerId)).toBe(true);
    await db.delete(dealers).where(eq(dealers.dealerId, last!.dealerId));
    expect((await actual()).some((row) => row.dealerId === last!.dealerId)).toBe(false);
    await expectInStep();
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const before = await actual();
    const { dealerId, modelId } = await firstEmptyPair();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(homeListings).values(listing(dealerId, modelId));
        expect((await actual(tx)).length).toBe(before.length + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await actual()).toEqual(before);
  });

  it.runIf(databaseUnderTest() === 'pg')(
    'loses no change when two transactions write listings of the same pair at once',
    async () => {
      const { dealerId, modelId } = await firstEmptyPair();
      const [a, b] = await db
        .insert(homeListings)
        .values([
          listing(dealerId, modelId, { price: 200_000 }),
          listing(dealerId, modelId, { price: 210_000 }),
        ])
        .returning({ id: homeListings.inventoryId });
      // Two connections of the pool, each in its own transaction.
      let second: Promise<void> | undefined;
      let secondDone = false;
      await db.transaction(async (first) => {
        await first
          .update(homeListings)
          .set({ price: 150_000 })
          .where(eq(homeListings.inventoryId, a!.id));
        second = db.transaction(async (tx) => {
          await tx
            .update(homeListings)
            .set({ price: 205_000 })
            .where(eq(homeListings.inventoryId, b!.id));
        });
        void second.then(() => (secondDone = true));
        // The second writer's recount waits for the first to commit.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(secondDone).toBe(false);
      });
      await second;
      expect(await pair(dealerId, modelId)).toMatchObject({
        listingCount: 2,
        lowestPrice: 150_000,
      });
      await expectInStep();
    },
  );

  it('empties with a truncated listings table', async () => {
    await db.execute(sql`truncate ${homeListings}`);
    expect(await actual()).toEqual([]);
  });
});

/** The first home center and model with no listing at all, by id. */
async function firstEmptyPair(): Promise<{ dealerId: number; modelId: number }> {
  const rows = await db.execute(sql`
    select d.dealer_id, m.id as model_id
    from ${dealers} d cross join models m
    where not exists (
      select 1 from ${homeListings} l where l.dealer_id = d.dealer_id and l.model_id = m.id
    )
    order by d.dealer_id, m.id
    limit 1`);
  const [row] = (rows as unknown as { rows: { dealer_id: number; model_id: number }[] }).rows;
  return { dealerId: Number(row!.dealer_id), modelId: Number(row!.model_id) };
}
