// SPEC §2 /{hash} (issue 12): a curated list of floor plans, by its code.
import { eq } from 'drizzle-orm';
import { curatedLists } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

export type CuratedList = typeof curatedLists.$inferSelect;

/** What a list's code looks like: no code is a word, so no page path is shadowed. */
export const CURATED_LIST_HASH = /^(?=.*[0-9])[a-z0-9]{6,12}$/;

export async function curatedListByHash(
  ctx: DomainContext,
  hash: string,
): Promise<CuratedList | null> {
  if (!CURATED_LIST_HASH.test(hash)) return null;
  const [row] = await ctx.db.select().from(curatedLists).where(eq(curatedLists.hash, hash));
  return row ?? null;
}
