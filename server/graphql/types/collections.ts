// SPEC §3 and §7 collections (issue 11): retail collections of saved homes
// per home center, corporate collections of models located at a place, and
// every operation on them. The domain (server/domain/collections.ts) checks
// that each id is the caller's.
import DataLoader from 'dataloader';
import {
  createCollectionModel,
  createCorpCollection,
  createInventoryItem,
  createRetailCollection,
  deleteCollectionModel,
  deleteCorpCollection,
  deleteInventoryItem,
  deleteRetailCollection,
  getCorpCollections,
  getRetailCollections,
  patchCorpCollection,
  patchRetailCollection,
  type CollectionModelRow,
  type CorpCollection,
  type InventoryItemRow,
  type RetailCollection,
} from '../../domain/collections.ts';
import { modelIdsByNumber, modelsAt } from '../../domain/catalogue.ts';
import { dealerByLotNumber } from '../../domain/dealers.ts';
import { homesBySerialNumbers, type HomeListing } from '../../domain/listings.ts';
import { builder } from '../builder.ts';
import { ModelType, perContext } from './catalogue.ts';
import { DealerType } from './dealers.ts';
import { HomeListingType, toOrderLoader } from './listings.ts';

/** One query for every saved home a request shows. */
const homesLoader = perContext(
  (ctx) =>
    new DataLoader<string, HomeListing | null>(async (serials) => {
      const rows = await homesBySerialNumbers(ctx, serials);
      return serials.map((serial) => rows.find((r) => r.serialNumber === serial) ?? null);
    }),
);

/** Models by number, unlocated: a saved model's facts and picture. */
const modelIdsLoader = perContext(
  (ctx) =>
    new DataLoader<string, number | null>(async (numbers) => {
      const ids = await modelIdsByNumber(ctx, numbers);
      return numbers.map((n) => ids.get(n) ?? null);
    }),
);

/** An inventory item, with its collection's home center when read through the collection. */
type InventoryItemNode = InventoryItemRow & { lotNumber?: string };

export const InventoryItemType = builder
  .objectRef<InventoryItemNode>('RetailCollectionInventoryItem')
  .implement({
    description: 'A home saved in a retail collection (SPEC §3 inventory item)',
    fields: (t) => ({
      id: t.exposeInt('id', { description: 'The inventory item id' }),
      retailCollectionInventoryItemId: t.exposeInt('id', { description: 'The same id' }),
      collectionId: t.exposeInt('collectionId'),
      retailCollectionId: t.exposeInt('collectionId', { description: 'The same collection id' }),
      collectionModelId: t.exposeInt('id', {
        description: 'The same id, by SPEC §3’s name for the retail link',
      }),
      modelNumber: t.exposeString('modelNumber'),
      serialNumber: t.exposeString('serialNumber', {
        nullable: true,
        description: 'A built home’s; null for a model',
      }),
      home: t.field({
        type: HomeListingType,
        nullable: true,
        description: 'The home for sale, when a serial number was saved (sold ones too)',
        resolve: (item, _args, ctx) =>
          item.serialNumber ? homesLoader(ctx).load(item.serialNumber) : null,
      }),
      model: t.field({
        type: ModelType,
        nullable: true,
        description: 'The model; null when it has left the catalogue',
        resolve: (item, _args, ctx) => modelIdsLoader(ctx).load(item.modelNumber),
      }),
      toOrder: t.field({
        type: HomeListingType,
        nullable: true,
        description:
          'A saved floor plan (no serial number) as the collection’s home center lists it to order: its price, monthly estimate and sticker there; null when it lists none (or read outside its collection)',
        resolve: (item, _args, ctx) =>
          item.serialNumber || !item.lotNumber
            ? null
            : toOrderLoader(ctx).load({ lotNumber: item.lotNumber, modelNumber: item.modelNumber }),
      }),
    }),
  });

export const RetailCollectionType = builder
  .objectRef<RetailCollection>('RetailCollection')
  .implement({
    description: 'A retail buyer’s saved homes at one home center (SPEC §3 favourites)',
    fields: (t) => ({
      id: t.exposeInt('id'),
      collectionId: t.exposeInt('id', { description: 'The same id' }),
      label: t.exposeString('label'),
      lotNumber: t.exposeString('lotNumber'),
      homeCenter: t.field({
        type: DealerType,
        nullable: true,
        description: 'The home center of lotNumber',
        resolve: async (c, _args, ctx) =>
          (await dealerByLotNumber(ctx, c.lotNumber))?.dealerId ?? null,
      }),
      userId: t.exposeID('userId'),
      inventoryItems: t.field({
        type: [InventoryItemType],
        description: 'Oldest first',
        resolve: (c) => c.inventoryItems.map((item) => ({ ...item, lotNumber: c.lotNumber })),
      }),
    }),
  });

const CollectionModelType = builder.objectRef<CollectionModelRow>('CorpCollectionModel').implement({
  description: 'A model saved in a corporate collection (SPEC §3 collection model)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    corpCollectionModelId: t.exposeInt('id', { description: 'The same id' }),
    collectionModelId: t.exposeInt('id', {
      description: 'The same id, as deleteCollectionModel takes it',
    }),
    collectionId: t.exposeInt('collectionId'),
    corpCollectionId: t.exposeInt('collectionId', { description: 'The same collection id' }),
    modelNumber: t.exposeString('modelNumber'),
  }),
});

export const CorpCollectionType = builder.objectRef<CorpCollection>('CorpCollection').implement({
  description: 'A corporate buyer’s saved models, located by latitude and longitude (SPEC §3)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    label: t.exposeString('label'),
    userId: t.exposeID('userId'),
    latitude: t.exposeFloat('latitude', { description: 'Where the collection was made' }),
    longitude: t.exposeFloat('longitude'),
    collectionModels: t.field({
      type: [CollectionModelType],
      description: 'Oldest first',
      resolve: (c) => c.collectionModels,
    }),
    models: t.field({
      type: [ModelType],
      description:
        'The saved models located for the asked position (else the collection’s): nearest home center and distance; each with its corpCollectionModelId. Models that left the catalogue are not in it.',
      resolve: async (c, _args, ctx) => {
        const located = await modelsAt(
          ctx,
          c.collectionModels.map((m) => m.modelNumber),
          c.position,
        );
        return c.collectionModels.flatMap((m) => {
          const model = located.get(m.modelNumber);
          return model ? [{ ...model, corpCollectionModelId: m.id }] : [];
        });
      },
    }),
  }),
});

const RetailCollectionsType = builder.objectRef<RetailCollection[]>('RetailCollections').implement({
  fields: (t) => ({
    nodes: t.field({ type: [RetailCollectionType], resolve: (list) => list }),
    totalCount: t.int({ resolve: (list) => list.length }),
  }),
});

builder.queryField('getRetailCollections', (t) =>
  t.field({
    type: RetailCollectionsType,
    description:
      'SPEC §7: the caller’s retail collections (userId must be theirs, else NOT_FOUND), of one home center when lotNumber is given, oldest first. Needs global.user.read.',
    args: {
      userId: t.arg.id({ required: true }),
      lotNumber: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      getRetailCollections(ctx, { userId: String(args.userId), lotNumber: args.lotNumber }),
  }),
);

builder.queryField('corpCollections', (t) =>
  t.field({
    type: [CorpCollectionType],
    description:
      'SPEC §7 corporate collections: the caller’s (userId must be theirs), their models located for latitude and longitude (SPEC §5: all three required). Needs global.user.read.',
    args: {
      userId: t.arg.id({ required: true }),
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      getCorpCollections(ctx, {
        userId: String(args.userId),
        latitude: args.latitude,
        longitude: args.longitude,
      }),
  }),
);

const LabelPatchInput = builder.inputType('RetailCollectionPatch', {
  description: 'A retail collection’s new label (at most 60 characters, not blank)',
  fields: (t) => ({ label: t.string({ required: false }) }),
});

builder.mutationField('createRetailCollection', (t) =>
  t.field({
    type: RetailCollectionType,
    description:
      'SPEC §7 (SPEC §5: label, lotNumber and userId all needed): a collection for the caller at a home center. The same label (any letter case) at the same home center answers the one already there. At most 20. Needs global.user.write.',
    args: {
      userId: t.arg.id({ required: true }),
      label: t.arg.string({ required: true }),
      lotNumber: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createRetailCollection(ctx, {
        userId: String(args.userId),
        label: args.label,
        lotNumber: args.lotNumber,
      }),
  }),
);

builder.mutationField('updateRetailCollection', (t) =>
  t.field({
    type: RetailCollectionType,
    description:
      'SPEC §7: renames one of the caller’s retail collections (another’s is NOT_FOUND). Answers label and collectionId. Needs global.user.write.',
    args: {
      collectionId: t.arg.int({ required: true }),
      patch: t.arg({ type: LabelPatchInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      patchRetailCollection(ctx, { collectionId: args.collectionId, patch: args.patch }),
  }),
);

builder.mutationField('patchRetailCollection', (t) =>
  t.field({
    type: RetailCollectionType,
    description: 'SPEC §7: updateRetailCollection with the patch named collection.',
    args: {
      collectionId: t.arg.int({ required: true }),
      collection: t.arg({ type: LabelPatchInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      patchRetailCollection(ctx, { collectionId: args.collectionId, patch: args.collection }),
  }),
);

builder.mutationField('deleteRetailCollection', (t) =>
  t.int({
    description:
      'SPEC §7: deletes one of the caller’s retail collections with its saved homes; answers its id. Needs global.user.write.',
    args: { collectionId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteRetailCollection(ctx, args.collectionId),
  }),
);

const InventoryItemInput = builder.inputType('InventoryItemInput', {
  description: 'SPEC §3 inventory item: a home to save into a retail collection',
  fields: (t) => ({
    retailCollectionId: t.int({ required: true }),
    modelNumber: t.string({ required: true }),
    serialNumber: t.string({
      required: false,
      description: 'A built home’s serial number (of that model); absent for a model',
    }),
  }),
});

builder.mutationField('createInventoryItem', (t) =>
  t.field({
    type: InventoryItemType,
    description:
      'SPEC §7: saves a home into one of the caller’s retail collections. Saving it again answers the item already there. At most 100 per collection. Needs global.user.write.',
    args: { inventoryItem: t.arg({ type: InventoryItemInput, required: true }) },
    resolve: (_root, args, ctx) => createInventoryItem(ctx, args.inventoryItem),
  }),
);

builder.mutationField('deleteInventoryItem', (t) =>
  t.field({
    type: RetailCollectionType,
    nullable: true,
    description:
      'SPEC §7: removes a saved home from the caller’s collection and answers the collection as it is now (another’s item is NOT_FOUND). Needs global.user.write.',
    args: { inventoryItemId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteInventoryItem(ctx, args.inventoryItemId),
  }),
);

const CorpCollectionInput = builder.inputType('CorpCollectionInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    label: t.string({ required: true, description: 'At most 60 characters, not blank' }),
  }),
});

const CorpCollectionPatchInput = builder.inputType('CorpCollectionPatch', {
  description: 'A new label, and a new place when both coordinates are given',
  fields: (t) => ({
    label: t.string({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
  }),
});

builder.mutationField('createCorpCollection', (t) =>
  t.field({
    type: CorpCollectionType,
    description:
      'SPEC §7 (SPEC §5: label, userId, latitude and longitude all needed): a corporate collection for the caller. The same label again answers the one already there. At most 20. Needs global.user.write.',
    args: {
      collection: t.arg({ type: CorpCollectionInput, required: true }),
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createCorpCollection(ctx, {
        collection: { userId: String(args.collection.userId), label: args.collection.label },
        latitude: args.latitude,
        longitude: args.longitude,
      }),
  }),
);

builder.mutationField('patchCorpCollection', (t) =>
  t.field({
    type: CorpCollectionType,
    description:
      'SPEC §7: changes one of the caller’s corporate collections (integer collectionId); answers id, label and models. Needs global.user.write.',
    args: {
      collectionId: t.arg.int({ required: true }),
      patch: t.arg({ type: CorpCollectionPatchInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      patchCorpCollection(ctx, { collectionId: args.collectionId, patch: args.patch }),
  }),
);

builder.mutationField('deleteCorpCollection', (t) =>
  t.int({
    description:
      'SPEC §7: deletes one of the caller’s corporate collections with its models; answers its id. Needs global.user.write.',
    args: { collectionId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteCorpCollection(ctx, args.collectionId),
  }),
);

const CollectionModelInput = builder.inputType('CollectionModelInput', {
  fields: (t) => ({
    corpCollectionId: t.int({ required: true }),
    modelNumber: t.string({ required: true }),
  }),
});

builder.mutationField('createCollectionModel', (t) =>
  t.field({
    type: CollectionModelType,
    description:
      'SPEC §7: saves a model into one of the caller’s corporate collections (again: the one there). At most 100 per collection. Needs global.user.write.',
    args: { collectionModel: t.arg({ type: CollectionModelInput, required: true }) },
    resolve: (_root, args, ctx) => createCollectionModel(ctx, args.collectionModel),
  }),
);

builder.mutationField('deleteCollectionModel', (t) =>
  t.field({
    type: CollectionModelType,
    description:
      'SPEC §7 (SPEC §5: needs its id): removes a model from the caller’s corporate collection; answers what was removed. Needs global.user.write.',
    args: { collectionModelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteCollectionModel(ctx, args.collectionModelId),
  }),
);
