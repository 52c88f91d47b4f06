import { z } from 'zod';
import { saysPriceCameDown, stickerById } from '../../../lib/stickers.ts';
import {
  LAND_SORTS,
  landByIds,
  landByLotNumber,
  MAX_DEALER_LAND,
  landByStockNumber,
  searchLand,
  type LandListing,
  type LandSort,
} from '../../domain/land.ts';
import { estimatedListing, homesOnLand, parcelItStandsOn } from '../../domain/listings.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { ModelType } from './catalogue.ts';
import { MONTHLY_ESTIMATE_DESCRIPTION, monthlyEstimateFrom } from './pricing.ts';
import { DealerType } from './dealers.ts';
import { HomeListingType, StickerType } from './listings.ts';

/** What a parcel's Sale or Price Drop took off: its recorded price before, above today's. */
function landPreviousPrice(land: LandListing): number | null {
  return saysPriceCameDown(land.stickerTypeId) &&
    land.price !== null &&
    land.previousPrice !== null &&
    land.previousPrice > land.price
    ? land.previousPrice
    : null;
}

export const LandListingType = builder.loadableObject('LandListing', {
  description: 'A parcel of land for sale at a home center',
  load: async (ids: number[], ctx: GraphQLContext) => {
    const rows = await landByIds(ctx, ids);
    return ids.map((id) => rows.find((r) => r.landId === id) ?? new Error(`Land ${id} not found`));
  },
  fields: (t) => ({
    landId: t.exposeInt('landId'),
    stockNumber: t.exposeString('stockNumber'),
    acres: t.exposeFloat('acres'),
    price: t.exposeInt('price', { nullable: true }),
    priceSort: t.exposeInt('priceSort', { nullable: true }),
    priceLabel: t.exposeString('priceLabel'),
    previousPrice: t.int({
      nullable: true,
      description:
        'The price before the latest price drop or the sale, when the home center recorded one: what its Price Drop or Sale badge took off (only ever above the price; null otherwise)',
      resolve: (l) => landPreviousPrice(l),
    }),
    stickerTypeId: t.exposeInt('stickerTypeId', { nullable: true }),
    sticker: t.field({
      type: StickerType,
      nullable: true,
      description:
        'The badge; a Sale or Price Drop only with a previousPrice to show what it took off',
      resolve: (l) => {
        const sticker = stickerById(l.stickerTypeId) ?? null;
        return sticker && saysPriceCameDown(sticker.id) && landPreviousPrice(l) === null
          ? null
          : sticker;
      },
    }),
    address1: t.exposeString('address1'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    hasUtilities: t.exposeBoolean('hasUtilities'),
    description: t.exposeString('description'),
    creationDate: t.expose('creationDate', { type: 'DateTime' }),
    distanceMiles: t.exposeFloat('distanceMiles', { nullable: true }),
    dealer: t.field({ type: DealerType, resolve: (l) => l.dealerId }),
  }),
});

const LandSearchResultType = builder
  .objectRef<{ totalCount: number; land: LandListing[] }>('LandSearchResult')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      land: t.field({ type: [LandListingType], resolve: (r) => r.land }),
    }),
  });

builder.queryField('landSearch', (t) =>
  t.field({
    type: LandSearchResultType,
    description:
      'Unsold land within `distance` miles of a point. Sorts: nearest, price-asc, price-desc, acres-desc, newest. The price filters and sorts read what the buyer pays: for a parcel with an unsold home on it (homeOnIt), the two together.',
    args: {
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
      distance: t.arg.float({ defaultValue: 100 }),
      minPrice: t.arg.int({ validate: z.number().int().min(0, 'must not be negative') }),
      maxPrice: t.arg.int({ validate: z.number().int().min(0, 'must not be negative') }),
      minAcres: t.arg.float({ validate: z.number().min(0, 'must not be negative') }),
      sort: t.arg.string({
        defaultValue: 'nearest',
        validate: z.enum(LAND_SORTS, { error: `must be one of ${LAND_SORTS.join(', ')}` }),
      }),
      itemsPerPage: t.arg.int({ defaultValue: 10 }),
      startingIndex: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      searchLand(ctx, {
        latitude: args.latitude,
        longitude: args.longitude,
        distance: args.distance ?? 100,
        minPrice: args.minPrice ?? null,
        maxPrice: args.maxPrice ?? null,
        minAcres: args.minAcres ?? null,
        sort: (args.sort ?? 'nearest') as LandSort,
        limit: args.itemsPerPage ?? 10,
        offset: args.startingIndex ?? 0,
      }),
  }),
);

builder.queryField('getLand', (t) =>
  t.field({
    type: LandListingType,
    nullable: true,
    description: 'One parcel by stock number; null when unknown.',
    args: { stockNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => landByStockNumber(ctx, args.stockNumber),
  }),
);

builder.objectField(HomeListingType, 'land', (t) =>
  t.field({
    type: LandListingType,
    nullable: true,
    description: 'The parcel a home sits on, when it is sold with land',
    resolve: (home) => home.landId,
  }),
);

builder.objectField(HomeListingType, 'monthlyEstimateFrom', (t) =>
  t.int({
    nullable: true,
    description: `${MONTHLY_ESTIMATE_DESCRIPTION} Estimated with its home center’s figures (the ones its page uses). A home standing on the land it is sold with is estimated as it stands: no delivery, set-up or land to add, financed with its land.`,
    resolve: async (h, _args, ctx) => {
      if (h.price === null) return null;
      const landId = parcelItStandsOn(h);
      const [model, land] = await Promise.all([
        ModelType.getDataloader(ctx).load(h.modelId),
        landId !== null ? LandListingType.getDataloader(ctx).load(landId) : null,
      ]);
      return monthlyEstimateFrom(ctx, estimatedListing(h, model, land), h.dealerId);
    },
  }),
);

builder.objectField(LandListingType, 'homeOnIt', (t) =>
  t.loadable({
    type: HomeListingType,
    nullable: true,
    description:
      'The unsold home standing on this parcel, sold with it (its price is the two together); null when none',
    load: (lands: LandListing[], ctx: GraphQLContext) => homesOnLand(ctx, lands),
    resolve: (land) => land,
  }),
);

builder.queryField('landByLotNumber', (t) =>
  t.field({
    type: [LandListingType],
    description: `A home center’s land for sale, newest first; sold land is left out. first 1–${MAX_DEALER_LAND}.`,
    args: {
      lotNumber: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 6 }),
    },
    resolve: (_root, args, ctx) =>
      landByLotNumber(ctx, { lotNumber: args.lotNumber, first: args.first ?? 6 }),
  }),
);
