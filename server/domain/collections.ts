// Saved homes (SPEC §3 Retail collection, Corporate collection, Collection
// model, Inventory item; issue 11). Only ever the caller's own: the user is
// the token's, and an id the caller sends that is not theirs is NOT_FOUND,
// exactly as an id that does not exist. Creates are idempotent (a retry, a
// second tab, a double tap make one row): unique indexes on the label per
// owner and on the home per collection keep one, and the create answers it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_COLLECTION_LABEL_LENGTH,
  MAX_COLLECTIONS_PER_KIND,
  MAX_ITEMS_PER_COLLECTION,
} from '../../lib/favorites.ts';
import {
  corpCollectionModels,
  corpCollections,
  homeListings,
  models,
  retailCollectionItems,
  retailCollections,
  users,
} from '../db/schema.ts';
import { requireViewer, SCOPES, type DomainContext, type Scope } from './context.ts';
import { dealerByLotNumber, givenLotNumber, UNKNOWN_LOT_NUMBER } from './dealers.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import { requirePoint, type Point } from './geo.ts';
import { parseInput, textField } from './input.ts';
import { isViewer, requireOwnUser, type UserRow } from './viewer-user.ts';

export type RetailCollectionRow = typeof retailCollections.$inferSelect;
export type InventoryItemRow = typeof retailCollectionItems.$inferSelect;
export type CorpCollectionRow = typeof corpCollections.$inferSelect;
export type CollectionModelRow = typeof corpCollectionModels.$inferSelect;

export type RetailCollection = RetailCollectionRow & { inventoryItems: InventoryItemRow[] };
export type CorpCollection = CorpCollectionRow & {
  collectionModels: CollectionModelRow[];
  /** Where the collection's models are located (priced, nearest home center): the caller's place, else the collection's. */
  position: Point;
};

const NO_SUCH_COLLECTION = 'No such collection.';
const NO_SUCH_ITEM = 'No such saved home.';

const labelSchema = textField('label', MAX_COLLECTION_LABEL_LENGTH).refine(
  (value) => value !== '',
  'label is required',
);
const modelNumberSchema = textField('modelNumber', 40).refine(
  (value) => value !== '',
  'modelNumber is required',
);

/** A collection's label: one line, not blank, at most MAX_COLLECTION_LABEL_LENGTH. */
function checkLabel(label: unknown): string {
  return parseInput(z.object({ label: labelSchema }), { label }).label;
}

function requireLotNumber(lotNumber: string | null | undefined): string {
  const lot = givenLotNumber(lotNumber);
  if (lot === null) throw new UserInputError('lotNumber is required', 'lotNumber');
  return lot;
}

/** The same label (any letter case) is the same collection: the index the creates rely on. */
const sameLabel = (
  column: typeof retailCollections.label | typeof corpCollections.label,
  label: string,
) => sql`lower(${column}) = lower(${label})`;

// ---- reading ----

/** The user's retail collections, of one home center when lotNumber is given, oldest first. */
export async function retailCollectionsOf(
  ctx: DomainContext,
  user: UserRow,
  lotNumber: string | null | undefined,
): Promise<RetailCollection[]> {
  const lot = givenLotNumber(lotNumber);
  const collections = await ctx.db
    .select()
    .from(retailCollections)
    .where(
      and(
        eq(retailCollections.userId, user.userId),
        lot !== null ? eq(retailCollections.lotNumber, lot) : undefined,
      ),
    )
    .orderBy(asc(retailCollections.id));
  return withItems(ctx, collections);
}

async function withItems(
  ctx: DomainContext,
  collections: RetailCollectionRow[],
): Promise<RetailCollection[]> {
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

/** SPEC §7 getRetailCollections: the caller's (userId must be theirs). */
export async function getRetailCollections(
  ctx: DomainContext,
  input: { userId: string; lotNumber?: string | null },
): Promise<RetailCollection[]> {
  const { user } = await requireOwnUser(ctx, SCOPES.userRead, input.userId);
  return retailCollectionsOf(ctx, user, input.lotNumber);
}

/** The user's corporate collections, oldest first, their models located at `position` (else each collection's own place). */
export async function corpCollectionsOf(
  ctx: DomainContext,
  user: UserRow,
  position: Point | null = null,
): Promise<CorpCollection[]> {
  const collections = await ctx.db
    .select()
    .from(corpCollections)
    .where(eq(corpCollections.userId, user.userId))
    .orderBy(asc(corpCollections.id));
  return withModels(ctx, collections, position);
}

async function withModels(
  ctx: DomainContext,
  collections: CorpCollectionRow[],
  position: Point | null,
): Promise<CorpCollection[]> {
  if (collections.length === 0) return [];
  const rows = await ctx.db
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
    collectionModels: rows.filter((m) => m.collectionId === c.id),
    position: position ?? { latitude: c.latitude, longitude: c.longitude },
  }));
}

/** SPEC §7 corporate collections: the caller's, located for latitude and longitude (SPEC §5: all required). */
export async function getCorpCollections(
  ctx: DomainContext,
  input: { userId: string; latitude: number; longitude: number },
): Promise<CorpCollection[]> {
  const { user } = await requireOwnUser(ctx, SCOPES.userRead, input.userId);
  return corpCollectionsOf(ctx, user, requirePoint(input.latitude, input.longitude));
}

// ---- ownership ----

/** The caller's retail collection by id; NOT_FOUND for another's, as for none. */
async function requireOwnRetailCollection(
  ctx: DomainContext,
  scope: Scope,
  collectionId: number,
): Promise<RetailCollectionRow> {
  const viewer = requireViewer(ctx, scope);
  const [row] = await ctx.db
    .select({ collection: retailCollections })
    .from(retailCollections)
    .innerJoin(users, eq(users.userId, retailCollections.userId))
    .where(and(eq(retailCollections.id, collectionId), isViewer(viewer)));
  if (!row) throw new NotFoundError(NO_SUCH_COLLECTION);
  return row.collection;
}

async function requireOwnCorpCollection(
  ctx: DomainContext,
  scope: Scope,
  collectionId: number,
): Promise<CorpCollectionRow> {
  const viewer = requireViewer(ctx, scope);
  const [row] = await ctx.db
    .select({ collection: corpCollections })
    .from(corpCollections)
    .innerJoin(users, eq(users.userId, corpCollections.userId))
    .where(and(eq(corpCollections.id, collectionId), isViewer(viewer)));
  if (!row) throw new NotFoundError(NO_SUCH_COLLECTION);
  return row.collection;
}

// ---- what may be saved ----

/**
 * A home that may be saved: a web-enabled model by its number, and, with a
 * serial number, a built home of that model. Answers the model number as
 * the catalogue spells it.
 */
async function requireSavableHome(
  ctx: DomainContext,
  modelNumberInput: unknown,
  serialNumberInput: unknown,
): Promise<{ modelNumber: string; serialNumber: string | null }> {
  const { modelNumber, serialNumber } = parseInput(
    z.object({
      modelNumber: modelNumberSchema,
      serialNumber: textField('serialNumber', 40).nullable().optional(),
    }),
    { modelNumber: modelNumberInput, serialNumber: serialNumberInput },
  );
  const serial = serialNumber ? serialNumber.toUpperCase() : null;
  if (serial) {
    const [home] = await ctx.db
      .select({ modelNumber: homeListings.modelNumber })
      .from(homeListings)
      .where(eq(homeListings.serialNumber, serial));
    if (!home) throw new UserInputError('serialNumber is not a home we list', 'serialNumber');
    if (home.modelNumber.toUpperCase() !== modelNumber.toUpperCase()) {
      throw new UserInputError(
        `serialNumber ${serial} is a ${home.modelNumber}, not a ${modelNumber}`,
        'serialNumber',
      );
    }
    return { modelNumber: home.modelNumber, serialNumber: serial };
  }
  const [model] = await ctx.db
    .select({ modelNumber: models.modelNumber })
    .from(models)
    .where(
      and(eq(models.isWebEnabled, true), sql`upper(${models.modelNumber}) = upper(${modelNumber})`),
    );
  if (!model) throw new UserInputError('modelNumber is not a home we list', 'modelNumber');
  return { modelNumber: model.modelNumber, serialNumber: null };
}

/**
 * An idempotent create: the row `find` reads, else a new one while the owner
 * has fewer than `max`. A unique index makes a racing twin's insert do
 * nothing, so the row is read back rather than taken from the insert.
 */
async function findOrCreate<Row>(steps: {
  find: () => Promise<Row | undefined>;
  count: () => Promise<number>;
  max: number;
  what: string;
  insert: () => Promise<unknown>;
}): Promise<Row> {
  const existing = await steps.find();
  if (existing) return existing;
  if ((await steps.count()) >= steps.max) {
    throw new UserInputError(`You can keep at most ${steps.max} ${steps.what}: remove one first.`);
  }
  await steps.insert();
  const made = await steps.find();
  if (!made) throw new Error('a created collection row could not be read back');
  return made;
}

// ---- retail collections ----

/**
 * SPEC §7 createRetailCollection (SPEC §5: label, lotNumber and userId all
 * needed). The same label at the same home center again answers the one
 * already made (two tabs both creating "Favorites" make one).
 */
export async function createRetailCollection(
  ctx: DomainContext,
  input: { userId: string; label: string; lotNumber: string },
): Promise<RetailCollection> {
  const { user } = await requireOwnUser(ctx, SCOPES.userWrite, input.userId);
  const label = checkLabel(input.label);
  const lotNumber = requireLotNumber(input.lotNumber);
  if (!(await dealerByLotNumber(ctx, lotNumber))) {
    throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');
  }
  const row = await findOrCreate({
    find: async () =>
      (
        await ctx.db
          .select()
          .from(retailCollections)
          .where(
            and(
              eq(retailCollections.userId, user.userId),
              eq(retailCollections.lotNumber, lotNumber),
              sameLabel(retailCollections.label, label),
            ),
          )
      )[0],
    count: () => ctx.db.$count(retailCollections, eq(retailCollections.userId, user.userId)),
    max: MAX_COLLECTIONS_PER_KIND,
    what: 'collections',
    insert: () =>
      ctx.db
        .insert(retailCollections)
        .values({ userId: user.userId, label, lotNumber })
        .onConflictDoNothing(),
  });
  return (await withItems(ctx, [row]))[0]!;
}

/** SPEC §7 updateRetailCollection / patchRetailCollection: a new label. */
export async function patchRetailCollection(
  ctx: DomainContext,
  input: { collectionId: number; patch: { label?: string | null } },
): Promise<RetailCollection> {
  const collection = await requireOwnRetailCollection(ctx, SCOPES.userWrite, input.collectionId);
  if (input.patch.label === undefined || input.patch.label === null) {
    return (await withItems(ctx, [collection]))[0]!;
  }
  const label = checkLabel(input.patch.label);
  const [clash] = await ctx.db
    .select({ id: retailCollections.id })
    .from(retailCollections)
    .where(
      and(
        eq(retailCollections.userId, collection.userId),
        eq(retailCollections.lotNumber, collection.lotNumber),
        sameLabel(retailCollections.label, label),
      ),
    );
  if (clash && clash.id !== collection.id) {
    throw new UserInputError(`You already have a collection named “${label}”.`, 'label');
  }
  const [row] = await ctx.db
    .update(retailCollections)
    .set({ label, updatedAt: new Date() })
    .where(eq(retailCollections.id, collection.id))
    .returning();
  return (await withItems(ctx, [row!]))[0]!;
}

/** SPEC §7 deleteRetailCollection: the collection and its saved homes. Answers its id. */
export async function deleteRetailCollection(
  ctx: DomainContext,
  collectionId: number,
): Promise<number> {
  const collection = await requireOwnRetailCollection(ctx, SCOPES.userWrite, collectionId);
  await ctx.db.delete(retailCollections).where(eq(retailCollections.id, collection.id));
  return collection.id;
}

/**
 * SPEC §7 createInventoryItem: a home (model number, and serial number for a
 * built one) into one of the caller's retail collections. Saving the same
 * home again answers the item already there.
 */
export async function createInventoryItem(
  ctx: DomainContext,
  input: { retailCollectionId: number; modelNumber: string; serialNumber?: string | null },
): Promise<InventoryItemRow> {
  const collection = await requireOwnRetailCollection(
    ctx,
    SCOPES.userWrite,
    input.retailCollectionId,
  );
  const home = await requireSavableHome(ctx, input.modelNumber, input.serialNumber);
  const sameHome = and(
    eq(retailCollectionItems.collectionId, collection.id),
    eq(retailCollectionItems.modelNumber, home.modelNumber),
    home.serialNumber
      ? eq(retailCollectionItems.serialNumber, home.serialNumber)
      : sql`${retailCollectionItems.serialNumber} is null`,
  );
  return findOrCreate({
    find: async () => (await ctx.db.select().from(retailCollectionItems).where(sameHome))[0],
    count: () =>
      ctx.db.$count(retailCollectionItems, eq(retailCollectionItems.collectionId, collection.id)),
    max: MAX_ITEMS_PER_COLLECTION,
    what: 'homes in a collection',
    insert: () =>
      ctx.db
        .insert(retailCollectionItems)
        .values({ collectionId: collection.id, ...home })
        .onConflictDoNothing(),
  });
}

/** SPEC §7 deleteInventoryItem: answers the collection as it is now. */
export async function deleteInventoryItem(
  ctx: DomainContext,
  inventoryItemId: number,
): Promise<RetailCollection> {
  const viewer = requireViewer(ctx, SCOPES.userWrite);
  const [row] = await ctx.db
    .select({ item: retailCollectionItems, collection: retailCollections })
    .from(retailCollectionItems)
    .innerJoin(retailCollections, eq(retailCollections.id, retailCollectionItems.collectionId))
    .innerJoin(users, eq(users.userId, retailCollections.userId))
    .where(and(eq(retailCollectionItems.id, inventoryItemId), isViewer(viewer)));
  if (!row) throw new NotFoundError(NO_SUCH_ITEM);
  await ctx.db.delete(retailCollectionItems).where(eq(retailCollectionItems.id, row.item.id));
  return (await withItems(ctx, [row.collection]))[0]!;
}

// ---- corporate collections ----

/**
 * SPEC §7 createCorpCollection (SPEC §5: label, userId, latitude and
 * longitude all needed). The same label again answers the one already made.
 */
export async function createCorpCollection(
  ctx: DomainContext,
  input: { collection: { userId: string; label: string }; latitude: number; longitude: number },
): Promise<CorpCollection> {
  const { user } = await requireOwnUser(ctx, SCOPES.userWrite, input.collection.userId);
  const label = checkLabel(input.collection.label);
  const position = requirePoint(input.latitude, input.longitude);
  const row = await findOrCreate({
    find: async () =>
      (
        await ctx.db
          .select()
          .from(corpCollections)
          .where(
            and(eq(corpCollections.userId, user.userId), sameLabel(corpCollections.label, label)),
          )
      )[0],
    count: () => ctx.db.$count(corpCollections, eq(corpCollections.userId, user.userId)),
    max: MAX_COLLECTIONS_PER_KIND,
    what: 'collections',
    insert: () =>
      ctx.db
        .insert(corpCollections)
        .values({ userId: user.userId, label, ...position })
        .onConflictDoNothing(),
  });
  return (await withModels(ctx, [row], position))[0]!;
}

/**
 * SPEC §7 patchCorpCollection: a new label, and a new place when both
 * coordinates are given. Answers the collection with its models.
 */
export async function patchCorpCollection(
  ctx: DomainContext,
  input: {
    collectionId: number;
    patch: { label?: string | null; latitude?: number | null; longitude?: number | null };
  },
): Promise<CorpCollection> {
  const collection = await requireOwnCorpCollection(ctx, SCOPES.userWrite, input.collectionId);
  const changes: Partial<CorpCollectionRow> = {};
  if (input.patch.label !== undefined && input.patch.label !== null) {
    const label = checkLabel(input.patch.label);
    const [clash] = await ctx.db
      .select({ id: corpCollections.id })
      .from(corpCollections)
      .where(
        and(eq(corpCollections.userId, collection.userId), sameLabel(corpCollections.label, label)),
      );
    if (clash && clash.id !== collection.id) {
      throw new UserInputError(`You already have a collection named “${label}”.`, 'label');
    }
    changes.label = label;
  }
  const { latitude, longitude } = input.patch;
  if ((latitude ?? null) !== null || (longitude ?? null) !== null) {
    if (
      latitude === null ||
      latitude === undefined ||
      longitude === null ||
      longitude === undefined
    ) {
      throw new UserInputError(
        'latitude and longitude are required together',
        latitude === null || latitude === undefined ? 'latitude' : 'longitude',
      );
    }
    Object.assign(changes, requirePoint(latitude, longitude));
  }
  if (Object.keys(changes).length === 0) return (await withModels(ctx, [collection], null))[0]!;
  const [row] = await ctx.db
    .update(corpCollections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(corpCollections.id, collection.id))
    .returning();
  return (await withModels(ctx, [row!], null))[0]!;
}

/** SPEC §7 deleteCorpCollection: the collection and its models. Answers its id. */
export async function deleteCorpCollection(
  ctx: DomainContext,
  collectionId: number,
): Promise<number> {
  const collection = await requireOwnCorpCollection(ctx, SCOPES.userWrite, collectionId);
  await ctx.db.delete(corpCollections).where(eq(corpCollections.id, collection.id));
  return collection.id;
}

/** SPEC §7 createCollectionModel: a model into one of the caller's corporate collections (again: the one there). */
export async function createCollectionModel(
  ctx: DomainContext,
  input: { corpCollectionId: number; modelNumber: string },
): Promise<CollectionModelRow> {
  const collection = await requireOwnCorpCollection(ctx, SCOPES.userWrite, input.corpCollectionId);
  const { modelNumber } = await requireSavableHome(ctx, input.modelNumber, null);
  const sameModel = and(
    eq(corpCollectionModels.collectionId, collection.id),
    eq(corpCollectionModels.modelNumber, modelNumber),
  );
  return findOrCreate({
    find: async () => (await ctx.db.select().from(corpCollectionModels).where(sameModel))[0],
    count: () =>
      ctx.db.$count(corpCollectionModels, eq(corpCollectionModels.collectionId, collection.id)),
    max: MAX_ITEMS_PER_COLLECTION,
    what: 'homes in a collection',
    insert: () =>
      ctx.db
        .insert(corpCollectionModels)
        .values({ collectionId: collection.id, modelNumber })
        .onConflictDoNothing(),
  });
}

/** SPEC §7 deleteCollectionModel (SPEC §5: needs its id). Answers what was removed. */
export async function deleteCollectionModel(
  ctx: DomainContext,
  collectionModelId: number,
): Promise<CollectionModelRow> {
  const viewer = requireViewer(ctx, SCOPES.userWrite);
  const [row] = await ctx.db
    .select({ model: corpCollectionModels })
    .from(corpCollectionModels)
    .innerJoin(corpCollections, eq(corpCollections.id, corpCollectionModels.collectionId))
    .innerJoin(users, eq(users.userId, corpCollections.userId))
    .where(and(eq(corpCollectionModels.id, collectionModelId), isViewer(viewer)));
  if (!row) throw new NotFoundError(NO_SUCH_ITEM);
  await ctx.db.delete(corpCollectionModels).where(eq(corpCollectionModels.id, row.model.id));
  return row.model;
}
