// SPEC §2 /{hash} (issue 12): a curated list of floor plans, by its code.
import { eq } from 'drizzle-orm';
import { CURATED_LIST_HASH } from '../../lib/catalogue-keys.ts';
import { curatedLists } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

export type CuratedList = typeof curatedLists.$inferSelect;

export async function curatedListByHash(
  ctx: DomainContext,
  hash: string,
): Promise<CuratedList | null> {
  if (!CURATED_LIST_HASH.test(hash)) return null;
  const [row] = await ctx.db.select().from(curatedLists).where(eq(curatedLists.hash, hash));
  return row ?? null;
}
