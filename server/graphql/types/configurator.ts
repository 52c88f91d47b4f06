// SPEC §3 Configurator and §7 getConfigurator, visualizer images (issue 13).
import type { VisualizerPicture } from '../../../lib/configurator/selections.ts';
import {
  CONFIGURATOR_OPTION_TYPES,
  type Configurator,
  type ConfiguratorOption,
  type ConfiguratorSelection,
  type Nav,
  type OptionGroup,
  type Scene,
} from '../../../lib/configurator/types.ts';
import { selectionIconUrl } from '../../../lib/selection-price.ts';
import { getConfigurator, visualizerImages } from '../../domain/configurator.ts';
import { builder } from '../builder.ts';

export const ConfiguratorOptionTypeEnum = builder.enumType('ConfiguratorOptionType', {
  description: 'SPEC §3 configurator option types',
  values: CONFIGURATOR_OPTION_TYPES,
});

const SelectionType = builder.objectRef<ConfiguratorSelection>('ConfiguratorSelection').implement({
  description: 'SPEC §3 Selection: one choice of an option (node type ConfiguratorValue)',
  fields: (t) => ({
    selectionId: t.exposeInt('selectionId'),
    ordinal: t.exposeInt('ordinal', {
      description: '1 is the standard selection, in the base price',
    }),
    title: t.exposeString('title'),
    subText: t.exposeString('subText'),
    helpText: t.exposeString('helpText'),
    icon: t.string({
      nullable: true,
      description: 'The icon’s URL under /icons/ (SPEC §9), or null',
      resolve: (s) => selectionIconUrl(s.icon),
    }),
    price: t.exposeInt('price', { description: 'Whole dollars over the standard selection' }),
    shortName: t.exposeString('shortName'),
    valueType: t.string({
      description: 'SPEC §3 configurator value type',
      resolve: () => 'upgrade',
    }),
  }),
});

const OptionType = builder.objectRef<ConfiguratorOption>('ConfiguratorOption').implement({
  description: 'SPEC §3 Option',
  fields: (t) => ({
    configuratorOptionId: t.exposeInt('configuratorOptionId'),
    optionType: t.field({ type: ConfiguratorOptionTypeEnum, resolve: (o) => o.optionType }),
    ordinal: t.exposeInt('ordinal'),
    title: t.exposeString('title'),
    subText: t.exposeString('subText'),
    helpText: t.exposeString('helpText'),
    shortName: t.exposeString('shortName'),
    selections: t.field({ type: [SelectionType], resolve: (o) => o.selections }),
  }),
});

const OptionGroupType = builder.objectRef<OptionGroup>('OptionGroup').implement({
  description: 'SPEC §3 Option group',
  fields: (t) => ({
    optionGroupId: t.exposeInt('optionGroupId'),
    ordinal: t.exposeInt('ordinal'),
    isHeaderVisible: t.exposeBoolean('isHeaderVisible'),
    title: t.exposeString('title'),
    subText: t.exposeString('subText'),
    configuratorOptions: t.field({ type: [OptionType], resolve: (g) => g.configuratorOptions }),
  }),
});

const SceneType = builder.objectRef<Scene>('Scene').implement({
  description: 'SPEC §3 Scene: one picture of the visualizer',
  fields: (t) => ({
    sceneId: t.exposeInt('sceneId'),
    sceneName: t.exposeString('sceneName'),
  }),
});

const NavType = builder.objectRef<Nav>('Nav').implement({
  description: 'SPEC §3 Nav: one step of the configurator',
  fields: (t) => ({
    navId: t.exposeInt('navId'),
    name: t.exposeString('name'),
    ordinal: t.exposeInt('ordinal'),
    whitelistedSelections: t.exposeIntList('whitelistedSelections', {
      description: 'The selections this nav’s pictures are drawn from (docs/rules.md)',
    }),
    icon: t.string({
      nullable: true,
      resolve: (n) => selectionIconUrl(n.icon),
    }),
    navType: t.exposeString('navType'),
    optionGroups: t.field({ type: [OptionGroupType], resolve: (n) => n.optionGroups }),
    scenes: t.field({ type: [SceneType], resolve: (n) => n.scenes }),
  }),
});

export const ConfiguratorType = builder
  .objectRef<Configurator & { zipcode?: string | null }>('Configurator')
  .implement({
    description: 'SPEC §3 Configurator: one version of a model’s options and prices',
    fields: (t) => ({
      salesModelId: t.exposeString('salesModelId'),
      configuratorId: t.exposeInt('configuratorId'),
      version: t.exposeInt('version'),
      configuratorGuid: t.exposeString('configuratorGuid'),
      basePrice: t.exposeInt('basePrice', {
        nullable: true,
        description: 'The home with every standard selection; null when the home center prices it',
      }),
      zipcode: t.string({ nullable: true, resolve: (c) => c.zipcode ?? null }),
      navs: t.field({ type: [NavType], resolve: (c) => c.navs }),
    }),
  });

builder.queryField('getConfigurator', (t) =>
  t.field({
    type: ConfiguratorType,
    description:
      'SPEC §7 getConfigurator: the latest configurator of a model. filters keeps only those nav types (exterior, kitchen, bath, flooring, structural).',
    args: {
      salesModelId: t.arg.string({ required: true }),
      zipcode: t.arg.string({ required: false }),
      filters: t.arg.stringList({ required: false }),
      version: t.arg.int({
        required: false,
        description: 'Our addition: that version (a saved design’s); none: the latest',
      }),
    },
    resolve: (_root, args, ctx) => getConfigurator(ctx, args),
  }),
);

const VisualizerImageType = builder.objectRef<VisualizerPicture>('VisualizerImage').implement({
  description: 'SPEC §3 Visualizer image: shown as src (url), alt and an index id (hash)',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The scene’s name' }),
    url: t.exposeString('url', { description: 'The picture 960 pixels wide (WebP)' }),
    srcSet: t.exposeString('srcSet', { description: 'Every width, for srcset' }),
    hash: t.exposeString('hash', { description: 'The same for the same drawing' }),
    alt: t.exposeString('alt', { description: 'What the picture shows' }),
    sceneId: t.exposeInt('sceneId'),
  }),
});

builder.queryField('visualizerImages', (t) =>
  t.field({
    type: [VisualizerImageType],
    description:
      'SPEC §7 visualizer images: one picture per scene for the selections given (navSelections: selection ids; an option not named keeps its standard selection).',
    args: {
      salesModelId: t.arg.string({ required: true }),
      configuratorGuid: t.arg.string({ required: true }),
      navSelections: t.arg.intList({ required: true }),
      version: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => visualizerImages(ctx, args),
  }),
);
