import DataLoader from 'dataloader';
import {
  artInputOf,
  brandsByIds,
  imagesByModelIds,
  modelsByIds,
  type Model,
} from '../../domain/catalogue.ts';
import type { DomainContext } from '../../domain/context.ts';
import {
  MODEL_IMAGE_ASPECT,
  modelImageSrcSet,
  modelImageUrl,
  type ModelImageKind,
} from '../../../lib/model-image-url.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { exteriorAlt, floorplanAlt } from '../../images/alt-text.ts';

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

export const PictureType = builder.objectRef<PictureSource>('Picture').implement({
  description:
    'A procedurally drawn picture of a model (DESIGN §6). url/src and description/alt are the contract’s two spellings.',
  fields: (t) => {
    const alt = (p: PictureSource) =>
      p.kind === 'exterior' ? exteriorAlt(artInputOf(p.model)) : floorplanAlt(artInputOf(p.model));
    const url = (p: PictureSource) => modelImageUrl(p.model.modelNumber, p.kind);
    return {
      url: t.string({ resolve: url }),
      src: t.string({ resolve: url }),
      alt: t.string({ resolve: alt }),
      description: t.string({ resolve: alt }),
      width: t.int({ resolve: () => 640 }),
      height: t.int({ resolve: () => Math.round(640 * MODEL_IMAGE_ASPECT) }),
      srcSet: t.string({
        description: 'WebP candidates for the srcset attribute',
        resolve: (p) => modelImageSrcSet(p.model.modelNumber, p.kind, 'webp'),
      }),
      pngSrcSet: t.string({
        description: 'PNG candidates, for browsers without WebP',
        resolve: (p) => modelImageSrcSet(p.model.modelNumber, p.kind, 'png'),
      }),
    };
  },
});

export const ModelType = builder.loadableObject('Model', {
  description: 'A home model of the catalogue (SPEC §3 Model)',
  load: async (ids: number[], ctx: GraphQLContext) => {
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
    highPrice: t.exposeInt('highPrice', { nullable: true }),
    brand: t.field({ type: BrandType, resolve: (m) => m.brandId }),
    thumbnail: t.field({
      type: PictureType,
      resolve: (model) => ({ model, kind: 'exterior' as const }),
    }),
    exterior: t.field({
      type: PictureType,
      resolve: (model) => ({ model, kind: 'exterior' as const }),
    }),
    floorplan: t.field({
      type: PictureType,
      resolve: (model) => ({ model, kind: 'floorplan' as const }),
    }),
    imageCount: t.int({
      description: 'How many catalogue images the model has',
      resolve: async (m, _args, ctx) => (await imagesLoader(ctx).load(m.id)).length,
    }),
  }),
});

// Per-request loader for lookups that are not whole objects (one query per request).
const perContext = <K, V>(make: (ctx: DomainContext) => DataLoader<K, V>) => {
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

const imagesLoader = perContext(
  (ctx) =>
    new DataLoader(async (ids: readonly number[]) => {
      const rows = await imagesByModelIds(ctx, ids);
      return ids.map((id) => rows.filter((r) => r.modelId === id));
    }),
);
