import { curatedListByHash, type CuratedList } from '../../domain/curated-lists.ts';
import DataLoader from 'dataloader';
import {
  artInputOf,
  brandsByIds,
  getModel,
  imagesByModelIds,
  MAX_MODELS_PAGE_SIZE,
  modelPriceLabel,
  modelsAtZip,
  modelsConnection,
  pictureKindOf,
  testimonialsByModelIds,
  virtualToursByModelIds,
  type Model,
  type ModelEdge,
  type ModelImage,
  type ModelVirtualTour,
  type ModelNode,
  type ModelsConnection,
  type Testimonial,
} from '../../domain/catalogue.ts';
import type { DomainContext } from '../../domain/context.ts';
import { modelsByIds } from '../../domain/model-rows.ts';
import {
  catalogueIndex,
  modelEstimateBasis,
  nearestDealerId,
} from '../../domain/catalogue-index.ts';
import { featuresByModelIds } from '../../domain/features.ts';
import {
  FLOORPLAN_TO_SCALE_PX_PER_FOOT,
  floorplanToScaleUrl,
  MODEL_IMAGE_ASPECT,
  modelImageSrcSet,
  modelImageUrl,
  type ModelImageKind,
} from '../../../lib/model-image-url.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { exteriorAlt, floorplanAlt } from '../../images/alt-text.ts';
import { floorplanToScaleSize } from '../../images/floorplan.ts';
import { DealerType } from './dealers.ts';
import { FeatureType } from './features.ts';
import {
  MONTHLY_ESTIMATE_DESCRIPTION,
  MONTHLY_ESTIMATE_PRICE_DESCRIPTION,
  monthlyEstimateFrom,
} from './pricing.ts';

export const BrandType = builder.loadableObject('Brand', {
  load: async (ids: number[], ctx: GraphQLContext) => {
    const rows = await brandsByIds(ctx, ids);
    return ids.map((id) => rows.find((r) => r.id === id) ?? new Error(`Brand ${id} not found`));
  },
  fields: (t) => ({
    acronym: t.exposeString('acronym'),
    name: t.exposeString('name', { description: 'Label of the brand (SPEC §9 brand labels)' }),
    tagline: t.exposeString('tagline'),
  }),
});

type PictureSource = { model: Model; kind: ModelImageKind };

/**
 * A picture's words and addresses, worked out once per model row: the rows
 * are kept per process (model-rows.ts), and every card of a search asks again.
 */
const pictureTexts = new WeakMap<Model, Map<string, string>>();
function pictureText(p: PictureSource, field: string, make: () => string): string {
  let texts = pictureTexts.get(p.model);
  if (!texts) {
    texts = new Map();
    pictureTexts.set(p.model, texts);
  }
  const key = `${p.kind} ${field}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    texts.set(key, text);
  }
  return text;
}

export const PictureType = builder.objectRef<PictureSource>('Picture').implement({
  description:
    'A procedurally drawn picture of a model (DESIGN §6). url/src and description/alt are the contract’s two spellings.',
  fields: (t) => {
    const alt = (p: PictureSource) =>
      pictureText(p, 'alt', () =>
        p.kind === 'exterior'
          ? exteriorAlt(artInputOf(p.model))
          : floorplanAlt(artInputOf(p.model)),
      );
    const url = (p: PictureSource) => modelImageUrl(p.model.modelNumber, p.kind);
    return {
      url: t.string({ resolve: url }),
      src: t.string({ resolve: url }),
      alt: t.string({ resolve: alt }),
      description: t.string({ resolve: alt }),
      kind: t.string({
        description: 'exterior or floorplan',
        resolve: (p) => p.kind,
      }),
      width: t.int({ resolve: () => 640 }),
      height: t.int({ resolve: () => Math.round(640 * MODEL_IMAGE_ASPECT) }),
      srcSet: t.string({
        description: 'WebP candidates for the srcset attribute',
        resolve: (p) =>
          pictureText(p, 'srcSet', () => modelImageSrcSet(p.model.modelNumber, p.kind, 'webp')),
      }),
      pngSrcSet: t.string({
        description: 'PNG candidates, for browsers without WebP',
        resolve: (p) => modelImageSrcSet(p.model.modelNumber, p.kind, 'png'),
      }),
    };
  },
});

export const picture = (model: Model, kind: ModelImageKind): PictureSource => ({ model, kind });

// Per-request loader for lookups that are not whole objects (one query per request).
export const perContext = <K, V>(make: (ctx: DomainContext) => DataLoader<K, V>) => {
  const cache = new WeakMap<object, DataLoader<K, V>>();
  return (ctx: DomainContext) => {
    let loader = cache.get(ctx);
    if (!loader) {
      loader = make(ctx);
      cache.set(ctx, loader);
    }
    return loader;
  };
};

/** A loader of per-model lists: one query for every model a request asks about. */
const perModel = <V extends { modelId: number | null }>(
  fetch: (ctx: DomainContext, ids: readonly number[]) => Promise<V[]>,
) =>
  perContext(
    (ctx) =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await fetch(ctx, ids);
        return ids.map((id) => rows.filter((r) => r.modelId === id));
      }),
  );

export const imagesLoader = perModel(imagesByModelIds);
const testimonialsLoader = perModel(testimonialsByModelIds);
const featuresLoader = perModel(featuresByModelIds);
const virtualToursLoader = perModel(virtualToursByModelIds);

/** A model's image record with its model, which its picture is drawn from. */
type ModelImageSource = { image: ModelImage; model: Model };

const ModelImageType = builder.objectRef<ModelImageSource>('ModelImage').implement({
  description: 'SPEC §3 Model image: one catalogue image record of a model, as stored',
  fields: (t) => ({
    mfgModelImageId: t.int({ resolve: ({ image }) => image.mfgModelImageId }),
    modelsImagesId: t.int({ resolve: ({ image }) => image.modelsImagesId }),
    modelId: t.int({ resolve: ({ image }) => image.modelId }),
    imageId: t.int({ resolve: ({ image }) => image.imageId }),
    reference: t.string({
      description: 'The stable path of the picture the record stands for (see picture)',
      resolve: ({ image }) => image.reference,
    }),
    caption: t.string({ resolve: ({ image }) => image.caption }),
    sortOrder: t.int({ resolve: ({ image }) => image.sortOrder }),
    originalUploadedFilename: t.string({ resolve: ({ image }) => image.originalUploadedFilename }),
    imageType: t.string({
      description: 'SPEC §3: Thumbnail or Floorplan',
      resolve: ({ image }) => image.imageType,
    }),
    imageTypeAcronym: t.string({ resolve: ({ image }) => image.imageTypeAcronym }),
    roomId: t.int({ nullable: true, resolve: ({ image }) => image.roomId }),
    roomDescription: t.string({ nullable: true, resolve: ({ image }) => image.roomDescription }),
    isInspired: t.boolean({ resolve: ({ image }) => image.isInspired }),
    isMhAdvantageHome: t.boolean({ resolve: ({ image }) => image.isMhAdvantageHome }),
    createdBy: t.string({ resolve: ({ image }) => image.createdBy }),
    creationDate: t.field({ type: 'DateTime', resolve: ({ image }) => image.creationDate }),
    lastModifiedBy: t.string({ resolve: ({ image }) => image.lastModifiedBy }),
    lastModificationDate: t.field({
      type: 'DateTime',
      resolve: ({ image }) => image.lastModificationDate,
    }),
    picture: t.field({
      type: PictureType,
      nullable: true,
      description:
        'The drawn picture of the reference, at sizes a browser loads; null for a reference that is not one of the model’s drawings',
      resolve: ({ image, model }) => {
        const kind = pictureKindOf(image, model);
        return kind ? picture(model, kind) : null;
      },
    }),
  }),
});

const ModelVirtualTourType = builder.objectRef<ModelVirtualTour>('ModelVirtualTour').implement({
  description:
    'SPEC §3 Model virtual tour: a tour record of a model, as stored (the site shows no tour: docs/rules.md)',
  fields: (t) => ({
    mfgModelVirtualTourId: t.exposeInt('mfgModelVirtualTourId'),
    modelId: t.exposeInt('modelId'),
    virtualTourId: t.exposeInt('virtualTourId'),
    virtualTourReference: t.exposeString('virtualTourReference'),
    thumbnailReference: t.exposeString('thumbnailReference'),
  }),
});

/**
 * The model's catalogue images as pictures, in their sort order, each picture
 * once (the seed's Thumbnail and Exterior rows are both the exterior drawing).
 */
export async function thumbnailPictures(
  model: Model,
  ctx: DomainContext,
): Promise<PictureSource[]> {
  const images = await imagesLoader(ctx).load(model.id);
  const kinds = [
    ...new Set(
      images.map((image) => pictureKindOf(image, model)).filter((k): k is ModelImageKind => !!k),
    ),
  ];
  return (kinds.length > 0 ? kinds : ['exterior' as const]).map((kind) => picture(model, kind));
}

export const TestimonialType = builder.objectRef<Testimonial>('Testimonial').implement({
  description: 'What a buyer said about a model (SPEC §3 testimonials)',
  fields: (t) => ({
    name: t.exposeString('name'),
    content: t.exposeString('content'),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ModelDimensionsType = builder.objectRef<Model>('ModelDimensions').implement({
  description: 'SPEC §3 Model dimensions group',
  fields: (t) => ({
    beds: t.exposeInt('beds'),
    baths: t.exposeFloat('baths'),
    squareFeet: t.exposeInt('squareFeet'),
    length: t.exposeFloat('lengthFt', { description: 'Feet' }),
    width: t.exposeFloat('widthFt', { description: 'Feet' }),
  }),
});

const ModelPriceType = builder.objectRef<Model>('ModelPrice').implement({
  description: 'SPEC §3 Model price group',
  fields: (t) => ({
    low: t.exposeInt('lowPrice', { nullable: true }),
    high: t.exposeInt('highPrice', { nullable: true }),
    startingInThePrice: t.exposeInt('startingInThePrice', {
      nullable: true,
      description: '"Starting in the $120s": the low price rounded down to $10,000',
    }),
    label: t.string({
      description: 'The low price as US currency, or "Contact Us For Pricing"',
      resolve: (m) => modelPriceLabel(m.lowPrice),
    }),
  }),
});

const FloorplanToScaleType = builder
  .objectRef<{ src: string; width: number; height: number; alt: string }>('FloorplanToScale')
  .implement({
    fields: (t) => ({
      src: t.exposeString('src'),
      width: t.exposeInt('width', { description: 'CSS pixels at the common scale' }),
      height: t.exposeInt('height'),
      pxPerFoot: t.int({ resolve: () => FLOORPLAN_TO_SCALE_PX_PER_FOOT }),
      alt: t.exposeString('alt'),
    }),
  });

export const ModelType = builder.loadableObject('Model', {
  description: 'A home model of the catalogue (SPEC §3 Model)',
  load: async (ids: number[], ctx: GraphQLContext): Promise<(ModelNode | Error)[]> => {
    const rows = await modelsByIds(ctx, ids);
    return ids.map((id) => rows.find((r) => r.id === id) ?? new Error(`Model ${id} not found`));
  },
  fields: (t) => ({
    id: t.exposeInt('id'),
    salesModelId: t.exposeString('salesModelId'),
    sourceId: t.exposeInt('sourceId'),
    modelNumber: t.exposeString('modelNumber'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description'),
    beds: t.exposeInt('beds'),
    baths: t.exposeFloat('baths'),
    squareFeet: t.exposeInt('squareFeet'),
    width: t.exposeFloat('widthFt', { description: 'Overall width in feet' }),
    length: t.exposeFloat('lengthFt', { description: 'Overall length in feet' }),
    sections: t.exposeInt('sections'),
    multiSection: t.exposeBoolean('isMultiSection'),
    isModular: t.exposeBoolean('isModular'),
    lowPrice: t.exposeInt('lowPrice', { nullable: true }),
    monthlyEstimateFrom: t.int({
      nullable: true,
      description: `${MONTHLY_ESTIMATE_DESCRIPTION} At nearestDealer: its price to order the plan where it lists it (else lowPrice), with its figures (its own where it set them, else the company’s); without a place, lowPrice with the company’s.`,
      resolve: async (m, _args, ctx) => {
        const { price, dealerId } = modelEstimateBasis(
          await catalogueIndex(ctx.db),
          m,
          m.place?.area,
        );
        return monthlyEstimateFrom(ctx, { ...m, price }, dealerId);
      },
    }),
    monthlyEstimatePrice: t.int({
      nullable: true,
      description: MONTHLY_ESTIMATE_PRICE_DESCRIPTION,
      resolve: async (m, _args, ctx) =>
        modelEstimateBasis(await catalogueIndex(ctx.db), m, m.place?.area).price,
    }),
    highPrice: t.exposeInt('highPrice', { nullable: true }),
    brand: t.field({ type: BrandType, resolve: (m) => m.brandId }),
    dimensions: t.field({ type: ModelDimensionsType, resolve: (m) => m }),
    price: t.field({ type: ModelPriceType, resolve: (m) => m }),
    thumbnail: t.field({ type: PictureType, resolve: (m) => picture(m, 'exterior') }),
    exterior: t.field({ type: PictureType, resolve: (m) => picture(m, 'exterior') }),
    floorplan: t.field({ type: PictureType, resolve: (m) => picture(m, 'floorplan') }),
    dollhouse: t.field({
      type: PictureType,
      description:
        'The top-down view of the rooms: the floorplan drawing (no 3D cut-away is drawn; see docs/api.md)',
      resolve: (m) => picture(m, 'floorplan'),
    }),
    gallery: t.field({
      type: [PictureType],
      description: 'Exterior, then floorplan',
      resolve: (m) => [picture(m, 'exterior'), picture(m, 'floorplan')],
    }),
    matterport: t.string({
      nullable: true,
      description: 'URL of the Matterport 3D tour, when the model has one',
      resolve: (m) => (m.hasMatterport ? m.matterportUrl : null),
    }),
    zipCode: t.string({
      nullable: true,
      description: 'The zipcode the query was given, echoed',
      resolve: (m) => m.place?.zipCode ?? null,
    }),
    testimonials: t.field({
      type: [TestimonialType],
      resolve: (m, _args, ctx) => testimonialsLoader(ctx).load(m.id),
    }),
    features: t.field({
      type: [FeatureType],
      description: 'The model’s features in display order (ordinal)',
      resolve: (m, _args, ctx) => featuresLoader(ctx).load(m.id),
    }),
    isInStockInArea: t.boolean({
      nullable: true,
      description:
        'A built, unsold home of the model is at a home center near the query’s place; null without a place',
      resolve: (m) => (m.place?.located ? (m.place.area?.isInStockInArea ?? false) : null),
    }),
    nearestDealer: t.field({
      type: DealerType,
      nullable: true,
      description:
        'The nearest home center near the query’s place with an unsold listing of the model',
      resolve: (m) => nearestDealerId(m.place?.area),
    }),
    distance: t.float({
      nullable: true,
      description: 'Miles from the query’s place to nearestDealer',
      resolve: (m) => m.place?.area?.distance ?? null,
    }),
    floorplanToScale: t.field({
      type: FloorplanToScaleType,
      description: `The floorplan drawn at ${FLOORPLAN_TO_SCALE_PX_PER_FOOT} CSS px per foot with the same margins as every other model's: shown at the same zoom, homes compare at one scale (compare, issue 11)`,
      resolve: (m) => {
        const input = artInputOf(m);
        const { width, height } = floorplanToScaleSize(input, FLOORPLAN_TO_SCALE_PX_PER_FOOT);
        return { src: floorplanToScaleUrl(m.modelNumber), width, height, alt: floorplanAlt(input) };
      },
    }),
    corpCollectionModelId: t.int({
      nullable: true,
      description:
        'SPEC §3: in a corporate collection’s models, the collection-model id (for deleteCollectionModel); null elsewhere',
      resolve: (m) => m.corpCollectionModelId ?? null,
    }),
    imageCount: t.int({
      description: 'How many catalogue images the model has',
      resolve: async (m, _args, ctx) => (await imagesLoader(ctx).load(m.id)).length,
    }),
    images: t.field({
      type: [ModelImageType],
      description: 'SPEC §3 Model image records, in their sort order',
      resolve: async (m, _args, ctx) =>
        (await imagesLoader(ctx).load(m.id)).map((image) => ({ image, model: m })),
    }),
    virtualTours: t.field({
      type: [ModelVirtualTourType],
      description: 'SPEC §3 Model virtual tour records (none shown on the site: docs/rules.md)',
      resolve: (m, _args, ctx) => virtualToursLoader(ctx).load(m.id),
    }),
  }),
});

builder.queryField('getModelService', (t) =>
  t.field({
    type: ModelType,
    nullable: true,
    description:
      'SPEC §7 getModelService: one model by slug or salesModelId, or by modelNumber (our addition, for /homes/model/{modelNumber}); keys given together must name the same model. zipcode (5 digits) fills zipCode, isInStockInArea, nearestDealer and distance. Unknown → null.',
    args: {
      slug: t.arg.string({ required: false }),
      salesModelId: t.arg.string({ required: false }),
      modelNumber: t.arg.string({ required: false }),
      zipcode: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => getModel(ctx, args),
  }),
);

const ModelEdgeType = builder.objectRef<ModelEdge>('ModelEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: ModelType, resolve: (e) => e.node }),
  }),
});

const PageInfoType = builder
  .objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo')
  .implement({
    fields: (t) => ({
      hasNextPage: t.exposeBoolean('hasNextPage'),
      endCursor: t.exposeString('endCursor', { nullable: true }),
    }),
  });

const ModelConnectionType = builder.objectRef<ModelsConnection>('ModelConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [ModelEdgeType], resolve: (c) => c.edges }),
    nodes: t.field({ type: [ModelType], resolve: (c) => c.edges.map((e) => e.node) }),
    totalCount: t.exposeInt('totalCount', { description: 'Models matching, on all pages' }),
    pageInfo: t.field({ type: PageInfoType, resolve: (c) => c }),
  }),
});

const ModelFiltersInput = builder.inputType('ModelFilters', {
  description: 'Every filter given must hold. Numbers are minimums/maximums as named.',
  fields: (t) => ({
    beds: t.int({ required: false, description: 'At least this many bedrooms' }),
    baths: t.float({ required: false, description: 'At least this many baths' }),
    minPrice: t.int({ required: false, description: 'Low price at least (unpriced models fail)' }),
    maxPrice: t.int({ required: false, description: 'Low price at most (unpriced models fail)' }),
    minSquareFeet: t.int({ required: false }),
    maxSquareFeet: t.int({ required: false }),
    isMultiSection: t.boolean({ required: false }),
    isModular: t.boolean({ required: false }),
    brandAcronym: t.string({ required: false, description: 'e.g. CLA, OAK' }),
    search: t.string({
      required: false,
      description: 'Name contains the text, or nearly (typos tolerated)',
    }),
  }),
});

const LocationFiltersInput = builder.inputType('LocationFilters', {
  description: 'Only models with an unsold listing at a home center within distance miles',
  fields: (t) => ({
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
    distance: t.float({ required: false, description: 'Miles, default 100, at most 500' }),
  }),
});

builder.queryField('getModelsService', (t) =>
  t.field({
    type: ModelConnectionType,
    description: `SPEC §7 getModelsService: web-enabled models, filtered, sorted by sortBy (name, priceAsc, priceDesc, sizeDesc, newest, or SPEC’s sort order ASC or DESC: by name; default name), first (1–${MAX_MODELS_PAGE_SIZE}, default 10) after the cursor after.`,
    args: {
      sortBy: t.arg.string({ required: false }),
      zipcode: t.arg.string({ required: false }),
      filters: t.arg({ type: ModelFiltersInput, required: false }),
      locationFilters: t.arg({ type: LocationFiltersInput, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => modelsConnection(ctx, args),
  }),
);

const CuratedListType = builder.objectRef<CuratedList>('CuratedList').implement({
  description: 'SPEC §2 /{hash}: floor plans the company picked, under a short code (issue 12)',
  fields: (t) => ({
    hash: t.exposeString('hash'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    models: t.field({
      type: [ModelType],
      description:
        'In the list’s order; a model taken off the web drops out. With a zipcode, each is located there as getModelService locates one (nearestDealer, distance, isInStockInArea, its monthly estimate with that home center’s figures)',
      args: { zipcode: t.arg.string({ required: false }) },
      resolve: async (list, args, ctx) => {
        const rows = new Map(
          (await modelsByIds(ctx, list.modelIds))
            .filter((row) => row.isWebEnabled)
            .map((row) => [row.id, row]),
        );
        const shown = list.modelIds.flatMap((id) => rows.get(id) ?? []);
        return modelsAtZip(ctx, shown, args.zipcode);
      },
    }),
  }),
});

builder.queryField('curatedList', (t) =>
  t.field({
    type: CuratedListType,
    nullable: true,
    description:
      'A curated list by its code (6–12 lower-case letters and digits, one digit at least), or null',
    args: { hash: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => curatedListByHash(ctx, args.hash),
  }),
);
