// A database seeded before islands needed a multi-section home is put right
// at start: the model takes today's seed's features, description and tags.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, modelFeatures, models } from '../schema.ts';
import { openTestDatabase, type TestDatabase } from '../test-database.ts';
import { giveFeaturesRoom } from './room-for-features.ts';
import { seedDatabase } from './seed.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { dealers: 2, listings: 10 });
});

afterAll(async () => {
  await database?.close();
});

const linksOf = (modelId: number) =>
  database.db
    .select({ featureId: modelFeatures.featureId, ordinal: modelFeatures.ordinal })
    .from(modelFeatures)
    .where(eq(modelFeatures.modelId, modelId))
    .orderBy(asc(modelFeatures.ordinal));

describe('giveFeaturesRoom', () => {
  it('has nothing to do on a database of today’s seed', async () => {
    expect(await giveFeaturesRoom(database.db)).toBe(0);
  });

  it('gives a single-section home that lists an island its features as seeded today, once', async () => {
    const db = database.db;
    const [narrow] = await db
      .select({ id: models.id, description: models.description, tags: models.tags })
      .from(models)
      .where(eq(models.isMultiSection, false))
      .orderBy(asc(models.id))
      .limit(1);
    const [island] = await db
      .select({ featureId: features.featureId })
      .from(features)
      .where(eq(features.name, 'Kitchen island with pendant lights'));
    const today = await linksOf(narrow!.id);
    // As an older seed left it: the island among its features, said in its description.
    await db.insert(modelFeatures).values({
      modelId: narrow!.id,
      featureId: island!.featureId,
      ordinal: today.length + 1,
    });
    await db
      .update(models)
      .set({ description: 'It stands out for its kitchen island with pendant lights.' })
      .where(eq(models.id, narrow!.id));

    expect(await giveFeaturesRoom(db)).toBe(1);
    expect(await linksOf(narrow!.id)).toEqual(today);
    const [after] = await db
      .select({ description: models.description, tags: models.tags })
      .from(models)
      .where(eq(models.id, narrow!.id));
    expect(after).toEqual({ description: narrow!.description, tags: narrow!.tags });
    expect(await giveFeaturesRoom(db)).toBe(0);
  });

  it('takes the island alone off a model today’s seed does not know', async () => {
    const db = database.db;
    const [narrow] = await db
      .select({ id: models.id, modelNumber: models.modelNumber })
      .from(models)
      .where(eq(models.isMultiSection, false))
      .orderBy(asc(models.id))
      .offset(1)
      .limit(1);
    const before = await linksOf(narrow!.id);
    const [kitchen] = await db
      .select({ featureId: features.featureId })
      .from(features)
      .where(eq(features.name, "Entertainer's kitchen"));
    await db
      .update(models)
      .set({ modelNumber: `${narrow!.modelNumber}-OWN` })
      .where(eq(models.id, narrow!.id));
    await db
      .insert(modelFeatures)
      .values({ modelId: narrow!.id, featureId: kitchen!.featureId, ordinal: 99 });
    expect(await giveFeaturesRoom(db)).toBe(1);
    expect(await linksOf(narrow!.id)).toEqual(before);
  });
});
