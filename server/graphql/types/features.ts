import { FEATURE_TYPES } from '../../db/schema.ts';
import {
  featureIcon,
  featureThumbnail,
  featureUrl,
  getFeatures,
  type Feature,
  type ModelFeature,
} from '../../domain/features.ts';
import { builder } from '../builder.ts';

export const FeatureTypeEnum = builder.enumType('FeatureType', {
  description: 'The five kinds of feature (SPEC §3)',
  values: FEATURE_TYPES,
});

export const FeatureType = builder.objectRef<Feature | ModelFeature>('Feature').implement({
  description: 'A feature of the catalogue (SPEC §3 Feature / liked feature)',
  fields: (t) => ({
    featureId: t.exposeInt('featureId'),
    name: t.exposeString('name'),
    type: t.field({ type: FeatureTypeEnum, resolve: (f) => f.type }),
    url: t.string({
      description: 'The feature’s link; without one, its picture (the thumbnail)',
      resolve: featureUrl,
    }),
    description: t.exposeString('description'),
    icon: t.string({
      description:
        'A small picture: the stored one, else the drawn /images/features/{featureId}-160.webp',
      resolve: featureIcon,
    }),
    thumbnail: t.string({
      description:
        'The card picture: the stored one, else the drawn /images/features/{featureId}-320.webp (alt text: the name)',
      resolve: featureThumbnail,
    }),
    featureTags: t.exposeStringList('featureTags'),
    featureTag: t.stringList({
      description: 'The same tags: the contract’s spelling on a model’s features',
      resolve: (f) => f.featureTags,
    }),
    ordinal: t.int({
      nullable: true,
      description: 'Position in a model’s feature list (1 first); null outside a model',
      resolve: (f) => ('ordinal' in f ? f.ordinal : null),
    }),
  }),
});

const FeatureConditionInput = builder.inputType('FeatureCondition', {
  description: 'Every condition given must hold',
  fields: (t) => ({
    type: t.field({ type: FeatureTypeEnum, required: false }),
    name: t.string({ required: false, description: 'The exact name, ignoring case' }),
  }),
});

builder.queryField('getFeatures', (t) =>
  t.field({
    type: [FeatureType],
    description:
      'SPEC §7 getFeatures: the feature catalogue, optionally one type or one name, by featureId.',
    args: { condition: t.arg({ type: FeatureConditionInput, required: false }) },
    resolve: (_root, args, ctx) => getFeatures(ctx, args.condition),
  }),
);
