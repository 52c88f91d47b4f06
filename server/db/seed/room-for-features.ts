// A database seeded before 2026-12-06 lists an island ("Kitchen island with
// pendant lights", "Entertainer's kitchen") on some single-section homes,
// which have no room for one: their pages promised what their designer could
// not build. The seed no longer does (catalogue.ts, `needs`); at start, such
// a model takes the features, description and tags today's seed gives it
// (the same model of the same seed), or, in a catalogue not of our seed, just
// loses the feature. Idempotent, and safe for several processes starting at once.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { features, modelFeatures, models } from '../schema.ts';
import { generateCatalogue } from './catalogue.ts';
import { FEATURE_SEEDS } from './features.ts';
import { SEED } from './seed-data.ts';

/** How many models' features were put right. */
export async function giveFeaturesRoom(db: Db): Promise<number> {
  const needRoom = FEATURE_SEEDS.filter((seed) => seed.needs === 'multi-section').map(
    (seed) => seed.name,
  );
  const misfits = await db
    .selectDistinct({ modelId: models.id, modelNumber: models.modelNumber })
    .from(modelFeatures)
    .innerJoin(models, eq(models.id, modelFeatures.modelId))
    .innerJoin(features, eq(features.featureId, modelFeatures.featureId))
    .where(and(inArray(features.name, needRoom), eq(models.isMultiSection, false)));
  if (misfits.length === 0) return 0;
  const catalogue = generateCatalogue(SEED);
  const idsByName = new Map(
    (await db.select({ featureId: features.featureId, name: features.name }).from(features)).map(
      (row) => [row.name, row.featureId],
    ),
  );
  await db.transaction(async (tx) => {
    for (const misfit of misfits) {
      const seeded = catalogue.models.find(
        (model) => model.row.modelNumber === misfit.modelNumber && !model.row.isMultiSection,
      );
      const featureIds = (seeded?.featureIds ?? []).map((id) =>
        idsByName.get(FEATURE_SEEDS[id - 1]?.name ?? ''),
      );
      if (!seeded || featureIds.some((id) => id === undefined)) {
        await tx.delete(modelFeatures).where(
          and(
            eq(modelFeatures.modelId, misfit.modelId),
            inArray(
              modelFeatures.featureId,
              needRoom.map((name) => idsByName.get(name) ?? -1),
            ),
          ),
        );
        continue;
      }
      const ids = featureIds as number[];
      await tx
        .delete(modelFeatures)
        .where(
          and(eq(modelFeatures.modelId, misfit.modelId), notInArray(modelFeatures.featureId, ids)),
        );
      await tx
        .insert(modelFeatures)
        .values(
          ids.map((featureId, at) => ({ modelId: misfit.modelId, featureId, ordinal: at + 1 })),
        )
        .onConflictDoUpdate({
          target: [modelFeatures.modelId, modelFeatures.featureId],
          set: { ordinal: sql`excluded.ordinal` },
        });
      await tx
        .update(models)
        .set({ description: seeded.row.description, tags: seeded.row.tags })
        .where(eq(models.id, misfit.modelId));
    }
  });
  return misfits.length;
}
