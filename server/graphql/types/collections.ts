import type { CorpCollection, RetailCollection } from '../../domain/collections.ts';
import { builder } from '../builder.ts';

const InventoryItemType = builder
  .objectRef<RetailCollection['inventoryItems'][number]>('RetailCollectionInventoryItem')
  .implement({
    description: 'A home saved in a retail collection (SPEC §3)',
    fields: (t) => ({
      id: t.exposeInt('id', { description: 'The inventory item id' }),
      collectionId: t.exposeInt('collectionId'),
      modelNumber: t.exposeString('modelNumber'),
      serialNumber: t.exposeString('serialNumber', { nullable: true }),
    }),
  });

export const RetailCollectionType = builder
  .objectRef<RetailCollection>('RetailCollection')
  .implement({
    description: 'A retail buyer’s saved homes at one home center (SPEC §3 favourites)',
    fields: (t) => ({
      id: t.exposeInt('id'),
      label: t.exposeString('label'),
      lotNumber: t.exposeString('lotNumber'),
      userId: t.exposeID('userId'),
      inventoryItems: t.field({ type: [InventoryItemType], resolve: (c) => c.inventoryItems }),
    }),
  });

const CollectionModelType = builder
  .objectRef<CorpCollection['collectionModels'][number]>('CorpCollectionModel')
  .implement({
    description: 'A model saved in a corporate collection (SPEC §3)',
    fields: (t) => ({
      id: t.exposeInt('id'),
      collectionId: t.exposeInt('collectionId'),
      modelNumber: t.exposeString('modelNumber'),
    }),
  });

export const CorpCollectionType = builder.objectRef<CorpCollection>('CorpCollection').implement({
  description: 'A corporate buyer’s saved models, located by latitude and longitude (SPEC §3)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    label: t.exposeString('label'),
    userId: t.exposeID('userId'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    collectionModels: t.field({ type: [CollectionModelType], resolve: (c) => c.collectionModels }),
  }),
});
