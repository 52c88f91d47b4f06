// The catalogue of home models (SPEC §3 Model).
import { asc, eq, inArray } from 'drizzle-orm';
import { brands, modelImages, models } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import type { ModelArtInput } from '../images/model-art.ts';

export type Model = typeof models.$inferSelect;
export type ModelImage = typeof modelImages.$inferSelect;
export type Brand = typeof brands.$inferSelect;

export async function modelsByIds(ctx: DomainContext, ids: readonly number[]): Promise<Model[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(models)
    .where(inArray(models.id, [...ids]));
}

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

export async function modelByNumber(
  ctx: DomainContext,
  modelNumber: string,
): Promise<Model | null> {
  const [row] = await ctx.db.select().from(models).where(eq(models.modelNumber, modelNumber));
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
