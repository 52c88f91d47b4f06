// Saved homes (SPEC §3 Retail collection, Corporate collection): the read
// side a user's page needs now; creating and changing them comes with the
// favourites issue (11). Only ever the caller's own: the user is the
// token's, never an id the caller sent.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  corpCollectionModels,
  corpCollections,
  retailCollectionItems,
  retailCollections,
} from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { isLotNumber } from './dealers.ts';
import { UserInputError } from './errors.ts';
import type { UserRow } from './viewer-user.ts';

export type RetailCollection = typeof retailCollections.$inferSelect & {
  inventoryItems: (typeof retailCollectionItems.$inferSelect)[];
};
export type CorpCollection = typeof corpCollections.$inferSelect & {
  collectionModels: (typeof corpCollectionModels.$inferSelect)[];
};

/** The user's retail collections, of one home center when lotNumber is given, oldest first. */
export async function retailCollectionsOf(
  ctx: DomainContext,
  user: UserRow,
  lotNumber: string | null | undefined,
): Promise<RetailCollection[]> {
  const lot = lotNumber?.trim() ?? '';
  if (lot !== '' && !isLotNumber(lot)) {
    throw new UserInputError('lotNumber must be a home center’s lot number', 'lotNumber');
  }
  const collections = await ctx.db
    .select()
    .from(retailCollections)
    .where(
      and(
        eq(retailCollections.userId, user.userId),
        lot !== '' ? eq(retailCollections.lotNumber, lot) : undefined,
      ),
    )
    .orderBy(asc(retailCollections.id));
  if (collections.length === 0) return [];
  const items = await ctx.db
    .select()
    .from(retailCollectionItems)
    .where(
      inArray(
        retailCollectionItems.collectionId,
        collections.map((c) => c.id),
      ),
    )
    .orderBy(asc(retailCollectionItems.id));
  return collections.map((c) => ({
    ...c,
    inventoryItems: items.filter((item) => item.collectionId === c.id),
  }));
}

/** The user's corporate collections, oldest first. */
export async function corpCollectionsOf(
  ctx: DomainContext,
  user: UserRow,
): Promise<CorpCollection[]> {
  const collections = await ctx.db
    .select()
    .from(corpCollections)
    .where(eq(corpCollections.userId, user.userId))
    .orderBy(asc(corpCollections.id));
  if (collections.length === 0) return [];
  const models = await ctx.db
    .select()
    .from(corpCollectionModels)
    .where(
      inArray(
        corpCollectionModels.collectionId,
        collections.map((c) => c.id),
      ),
    )
    .orderBy(asc(corpCollectionModels.id));
  return collections.map((c) => ({
    ...c,
    collectionModels: models.filter((m) => m.collectionId === c.id),
  }));
}
