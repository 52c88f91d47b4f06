import {
  HOME_COLLECTIONS,
  inHomeCollection,
  type HomeCollection,
} from '../../../lib/home-collections.ts';
import { z } from 'zod';
import { MAX_MODEL_KEY_LENGTH, MAX_SERIAL_NUMBER_LENGTH } from '../../../lib/catalogue-keys.ts';
import { DEFAULT_PAGE_SIZE } from '../../../lib/home-search.ts';
import { STICKER_PRICE_DROP, STICKER_SALE, stickerById } from '../../../lib/stickers.ts';
import DataLoader from 'dataloader';
import {
  featuredHomes,
  floorPlansToOrder,
  homeBySerialNumber,
  homesByLotNumber,
  MAX_PAGE_SIZE,
  MAX_RADIUS_MILES,
  nearbyHomes,
  type HomeListing,
} from '../../domain/listings.ts';
import { givenLotNumber } from '../../domain/dealers.ts';
import { locationByPostalCode, type Location } from '../../domain/places.ts';
import { parseListingFilter } from '../../domain/search.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { ModelType, perContext } from './catalogue.ts';
import { DealerType } from './dealers.ts';
import { LocationType } from './places.ts';
import { POSTAL_CODE_PATTERN } from '../../../lib/location-source.ts';

export const StickerType = builder
  .objectRef<{ id: number; key: string; label: string }>('Sticker')
  .implement({
    description: 'A listing badge (SPEC §4 sticker status ids)',
    fields: (t) => ({
      id: t.exposeInt('id'),
      key: t.exposeString('key'),
      label: t.exposeString('label'),
    }),
  });

/** SPEC §9's sale list: what a badge, a card or a page may call a sale. */
async function inSaleList(home: HomeListing, ctx: Parameters<typeof DealerType.getDataloader>[0]) {
  if (!home.isSaleHome && !home.isDefaultSaleHome) return false;
  const dealer = await DealerType.getDataloader(ctx).load(home.dealerId);
  return inHomeCollection('sale', home, dealer);
}

export const HomeListingType = builder.objectRef<HomeListing>('HomeListing').implement({
  description: 'A home for sale at a home center (SPEC §3 dealer home listing)',
  fields: (t) => ({
    inventoryId: t.exposeInt('inventoryId'),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    stockNumber: t.exposeString('stockNumber'),
    modelNumber: t.exposeString('modelNumber'),
    isSaleHome: t.exposeBoolean('isSaleHome'),
    isDefaultSaleHome: t.exposeBoolean('isDefaultSaleHome'),
    stickerTypeId: t.exposeInt('stickerTypeId', { nullable: true }),
    sticker: t.field({
      type: StickerType,
      nullable: true,
      description:
        'The badge; a stored "Sale" only on a home in the sale list (onSale): never at a home center that runs no sales',
      resolve: async (h, _args, ctx) => {
        const sticker = stickerById(h.stickerTypeId) ?? null;
        if (sticker?.id === STICKER_SALE && !(await inSaleList(h, ctx))) return null;
        return sticker;
      },
    }),
    onSale: t.boolean({
      description:
        'In the sale list (SPEC §9: isSaleHome or isDefaultSaleHome, never at a builder-model home center, never sold): what a card or page may call "On sale"',
      resolve: (h, _args, ctx) => inSaleList(h, ctx),
    }),
    isAvailableFloorPlan: t.exposeBoolean('isAvailableFloorPlan'),
    isOnLand: t.exposeBoolean('isOnLand'),
    isNew: t.exposeBoolean('isNew'),
    priceSort: t.exposeInt('priceSort', { nullable: true }),
    priceLabel: t.exposeString('priceLabel'),
    previousPrice: t.int({
      nullable: true,
      description:
        'The price before the latest price drop or the sale, when the home center recorded one: what a Price Drop or a sale took off (only ever above the price; null when no price is shown)',
      resolve: async (h, _args, ctx) => {
        if (h.previousPrice === null || h.price === null || h.previousPrice <= h.price) return null;
        // What a drop or a sale the buyer is shown took off: a sale at a home
        // center that runs none (SPEC §9) is not shown, and neither is its markdown.
        const shown = h.stickerTypeId === STICKER_PRICE_DROP || (await inSaleList(h, ctx));
        return shown ? h.previousPrice : null;
      },
    }),
    beds: t.exposeInt('beds'),
    baths: t.exposeFloat('baths'),
    squareFeet: t.exposeInt('squareFeet'),
    creationDate: t.expose('creationDate', { type: 'DateTime' }),
    distanceMiles: t.exposeFloat('distanceMiles', {
      nullable: true,
      description: 'Miles from the searched point, when the search had one',
    }),
    model: t.field({ type: ModelType, resolve: (h) => h.modelId }),
    dealer: t.field({ type: DealerType, resolve: (h) => h.dealerId }),
  }),
});

/** Floor plans as a home center lists them to order (a collection's, a card's): one query a center. */
export const toOrderLoader = perContext(
  (ctx) =>
    new DataLoader<{ lotNumber: string; modelNumber: string }, HomeListing | null, string>(
      async (keys) => {
        const lots = [...new Set(keys.map((key) => key.lotNumber))];
        const byLot = new Map(
          await Promise.all(
            lots.map(
              async (lot) =>
                [
                  lot,
                  await floorPlansToOrder(
                    ctx,
                    lot,
                    keys.filter((key) => key.lotNumber === lot).map((key) => key.modelNumber),
                  ),
                ] as const,
            ),
          ),
        );
        return keys.map(
          (key) => byLot.get(key.lotNumber)!.get(key.modelNumber.trim().toUpperCase()) ?? null,
        );
      },
      { cacheKeyFn: (key) => `${key.lotNumber}\n${key.modelNumber.trim().toUpperCase()}` },
    ),
);

/** A model as a home center's site shows it: the price it asks to order the plan there. */
export const TO_ORDER_AT_DESCRIPTION =
  'The plan as that home center lists it to order (lotNumber, a home center’s site): its price there (priceLabel, priceSort; "Contact Us For Pricing" has no priceSort) and sticker, as its model page there says; null where it lists none, or without lotNumber';

/** The listing a `toOrderAt(lotNumber:)` field answers with, for a model's number. */
export function toOrderAt(
  ctx: GraphQLContext,
  modelNumber: string,
  lotNumber: string | null | undefined,
): Promise<HomeListing | null> | null {
  const lot = givenLotNumber(lotNumber);
  return lot === null ? null : toOrderLoader(ctx).load({ lotNumber: lot, modelNumber });
}

builder.objectField(ModelType, 'toOrderAt', (t) =>
  t.field({
    type: HomeListingType,
    nullable: true,
    description: TO_ORDER_AT_DESCRIPTION,
    args: { lotNumber: t.arg.string({ required: false }) },
    resolve: (model, args, ctx) => toOrderAt(ctx, model.modelNumber, args.lotNumber),
  }),
);

const NearbyHomesType = builder
  .objectRef<{ location: Location | null; homes: HomeListing[] }>('NearbyHomes')
  .implement({
    fields: (t) => ({
      location: t.field({ type: LocationType, nullable: true, resolve: (r) => r.location }),
      homes: t.field({ type: [HomeListingType], resolve: (r) => r.homes }),
    }),
  });

const pageSizeMessage = `must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const pageSize = z
  .number()
  .int(pageSizeMessage)
  .min(1, pageSizeMessage)
  .max(MAX_PAGE_SIZE, pageSizeMessage);

const HomeCollectionEnum = builder.enumType('HomeCollection', {
  description:
    'Issue 12’s curated lists: on sale (never a builder-model home center’s), built homes on display, homes with land',
  values: Object.fromEntries(
    HOME_COLLECTIONS.map((value) => [value.toUpperCase().replace('-', '_'), { value }]),
  ) as Record<'SALE' | 'ON_DISPLAY' | 'WITH_LAND', { value: HomeCollection }>,
});

builder.queryField('nearbyHomes', (t) =>
  t.field({
    type: NearbyHomesType,
    description:
      'Homes for sale nearest a postal code’s centre, within radiusMiles. An unknown postal code gives no location and no homes.',
    args: {
      postalCode: t.arg.string({
        required: true,
        validate: z.string().regex(POSTAL_CODE_PATTERN, 'must be 5 digits'),
      }),
      radiusMiles: t.arg.float({
        defaultValue: 150,
        validate: z
          .number()
          .positive('must be greater than 0')
          .max(MAX_RADIUS_MILES, `must be at most ${MAX_RADIUS_MILES}`),
      }),
      first: t.arg.int({ defaultValue: 8, validate: pageSize }),
      perHomeCenter: t.arg.int({
        required: false,
        description: 'At most this many homes from any one home center (default: no limit)',
        validate: z.number().int().min(1, 'must be at least 1'),
      }),
      collection: t.arg({ type: HomeCollectionEnum, required: false }),
      modelNumber: t.arg.string({
        required: false,
        description:
          'Only homes of this model (its model number, any case): the model page’s “in stock nearby” homes',
        validate: z
          .string()
          .max(MAX_MODEL_KEY_LENGTH, `must be at most ${MAX_MODEL_KEY_LENGTH} characters`),
      }),
      // The models search's filters, by its names, held to each home (its rooms, size and
      // price; its floor plan's sections and features): each home center's nearest that fits.
      beds: t.arg.int({ required: false, description: 'At least this many bedrooms' }),
      baths: t.arg.float({ required: false, description: 'At least this many baths' }),
      minPrice: t.arg.int({ required: false }),
      maxPrice: t.arg.int({ required: false }),
      minSquareFeet: t.arg.int({ required: false }),
      maxSquareFeet: t.arg.int({ required: false }),
      isMultiSection: t.arg.boolean({
        required: false,
        description: 'True: only homes of two or more sections',
      }),
      features: t.arg.string({
        required: false,
        description: 'Feature ids joined by | that the home’s floor plan has (all of them)',
      }),
      maxMonthlyPayment: t.arg.int({
        required: false,
        description: 'Only homes whose monthlyEstimateFrom is at most this many dollars',
      }),
    },
    resolve: async (_root, args, ctx) => {
      // Checked before the place is looked up: a bad filter is an error with any ZIP code.
      const fits = parseListingFilter(args);
      const location = await locationByPostalCode(ctx, args.postalCode);
      if (!location) return { location: null, homes: [] };
      const homes = await nearbyHomes(ctx, {
        latitude: location.latitude,
        longitude: location.longitude,
        radiusMiles: args.radiusMiles ?? 150,
        first: args.first ?? 8,
        perHomeCenter: args.perHomeCenter ?? null,
        collection: args.collection ?? null,
        modelNumber: args.modelNumber ?? null,
        fits,
      });
      return { location, homes };
    },
  }),
);

builder.queryField('homesByLotNumber', (t) =>
  t.field({
    type: [HomeListingType],
    description: 'A home center’s homes for sale, newest first; sold homes are left out.',
    args: {
      lotNumber: t.arg.string({ required: true }),
      first: t.arg.int({
        defaultValue: DEFAULT_PAGE_SIZE,
        description: 'How many (SPEC §9: a homes page holds 10 unless asked otherwise)',
        validate: pageSize,
      }),
      offset: t.arg.int({
        defaultValue: 0,
        description: 'How many to skip: the next page starts where the last ended',
        validate: z.number().int().min(0, 'must be 0 or more').max(10_000, 'must be at most 10000'),
      }),
      collection: t.arg({ type: HomeCollectionEnum, required: false }),
      modelNumber: t.arg.string({
        required: false,
        description:
          'Only homes of this model (its model number, any case): the model page’s price at the home center whose site it is',
        validate: z
          .string()
          .max(MAX_MODEL_KEY_LENGTH, `must be at most ${MAX_MODEL_KEY_LENGTH} characters`),
      }),
    },
    resolve: (_root, args, ctx) =>
      homesByLotNumber(ctx, {
        lotNumber: args.lotNumber,
        first: args.first ?? DEFAULT_PAGE_SIZE,
        offset: args.offset ?? 0,
        collection: args.collection ?? null,
        modelNumber: args.modelNumber ?? null,
      }),
  }),
);

builder.queryField('featuredHomes', (t) =>
  t.field({
    type: [HomeListingType],
    description:
      'Up to three homes a home center features (SPEC §9 featured listing picker): highest price, lowest price, earliest listed.',
    args: { lotNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => featuredHomes(ctx, args.lotNumber),
  }),
);

builder.queryField('getHome', (t) =>
  t.field({
    type: HomeListingType,
    nullable: true,
    description:
      'One home for sale by serial number (case-insensitive); null when unknown. Sold homes are returned with their sticker so a page can say so.',
    args: {
      serialNumber: t.arg.string({
        required: true,
        validate: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(MAX_SERIAL_NUMBER_LENGTH, 'is too long'),
      }),
    },
    resolve: (_root, args, ctx) => homeBySerialNumber(ctx, args.serialNumber),
  }),
);
