// Model rows by id, kept per process (reference-cache.ts): every card and
// page of a model reads its row, and nothing in the running site writes them.
import { inArray } from 'drizzle-orm';
import { models } from '../db/schema.ts';
import type { Model } from './catalogue.ts';
import type { DomainContext } from './context.ts';
import { referenceCache } from './reference-cache.ts';

export async function modelsByIds(ctx: DomainContext, ids: readonly number[]): Promise<Model[]> {
  if (ids.length === 0) return [];
  const found = await modelRows.getMany(ctx.db, ids, async (missing) => {
    const rows = await ctx.db.select().from(models).where(inArray(models.id, missing));
    return new Map(rows.map((row) => [row.id, row]));
  });
  return found.filter((model) => model !== undefined);
}
const modelRows = referenceCache<number, Model>({ maxEntries: 20_000 });
