// Brands and the model catalogue: sizes, rooms and prices that fit together the
// way a real manufactured-home line-up does, with images, tours and features.
import { BRAND_CODES, brandLabel } from '../../../lib/brands.ts';
import type { brands, modelFeatures, modelImages, models, modelVirtualTours } from '../schema.ts';
import type { ModelStyle } from '../../images/model-art.ts';
import { FEATURE_SEEDS, type FeatureRule, type FeatureSeed } from './features.ts';
import { MODEL_NAMES } from './names.ts';
import { tagPrice, roundTo } from './pricing.ts';
import { forkRandom, type Random } from './random.ts';
import { randomPastDate, REFERENCE_MS } from './reference-date.ts';
import { formatCount, joinList, lowerFirst, slugify } from './text.ts';

export type BrandRow = typeof brands.$inferInsert & { id: number };
export type ModelRow = typeof models.$inferInsert & { id: number; modelNumber: string };
export type ModelImageRow = typeof modelImages.$inferInsert;
export type ModelVirtualTourRow = typeof modelVirtualTours.$inferInsert;
export type ModelFeatureRow = typeof modelFeatures.$inferInsert;

/** The main brand's own code, for dealers and models sold under the company name. */
export const MAIN_BRAND = 'CLA';
export const SEED_BRAND_CODES = [MAIN_BRAND, ...BRAND_CODES] as const;
export type SeedBrandCode = (typeof SEED_BRAND_CODES)[number];

export const MODEL_COUNT = 300;

const TAGLINES: Record<SeedBrandCode, string> = {
  CLA: 'Built for the way you live.',
  FRE: 'Wide-open floor plans for wide-open places.',
  OAK: 'Sturdy homes at down-home prices.',
  CSL: 'Built for the breeze, ready for the storm.',
  LUV: 'Designer details, delivered.',
  INT: 'Smart homes, straight from the factory.',
  TRU: 'Honest construction you can count on.',
  SCO: 'Front-porch living, Southern style.',
};

/** Share of the catalogue per brand: the main brand carries the widest range. */
const MODEL_BRAND_WEIGHTS: readonly (readonly [SeedBrandCode, number])[] = [
  ['CLA', 22],
  ['FRE', 11],
  ['OAK', 14],
  ['CSL', 10],
  ['LUV', 9],
  ['INT', 10],
  ['TRU', 12],
  ['SCO', 12],
];

/** Premium brands price above the economy ones. */
const BRAND_PRICE_FACTOR: Record<SeedBrandCode, number> = {
  CLA: 1,
  FRE: 0.98,
  OAK: 0.96,
  CSL: 1.04,
  LUV: 1.08,
  INT: 0.99,
  TRU: 0.94,
  SCO: 1.03,
};

/** States of each brand's plants; the serial number of a built home carries one. */
const PLANT_STATES: Record<SeedBrandCode, readonly string[]> = {
  CLA: ['TN', 'NC', 'AL', 'TX', 'GA'],
  FRE: ['NC', 'TN'],
  OAK: ['TX', 'OK'],
  CSL: ['AL', 'GA'],
  LUV: ['GA', 'SC'],
  INT: ['IN', 'PA'],
  TRU: ['TN', 'KY'],
  SCO: ['AL', 'MS'],
};

const LINES = [
  'Tempo',
  'Breeze',
  'Pulse',
  'Anniversary',
  'Heritage',
  'Signature',
  'Select',
  'CrossMod',
] as const;
type Line = (typeof LINES)[number];

export function buildBrandRows(): BrandRow[] {
  return SEED_BRAND_CODES.map((acronym, index) => ({
    id: index + 1,
    acronym,
    name: brandLabel(acronym),
    tagline: TAGLINES[acronym],
  }));
}

export type SeedModel = {
  row: ModelRow;
  brand: SeedBrandCode;
  plantState: string;
  isCrossMod: boolean;
  /** Feature ids in display order. */
  featureIds: number[];
};

export type Catalogue = {
  brands: BrandRow[];
  models: SeedModel[];
  modelImages: ModelImageRow[];
  modelVirtualTours: ModelVirtualTourRow[];
  modelFeatures: ModelFeatureRow[];
};

type Size = { sections: 1 | 2 | 3; width: number; length: number };

function pickSize(r: Random): Size {
  const sections = r.weighted<1 | 2 | 3>([
    [1, 35],
    [2, 55],
    [3, 10],
  ]);
  if (sections === 1) {
    const width = r.weighted([
      [14, 2],
      [16, 4],
      [18, 3],
    ]);
    return { sections, width, length: r.pick([56, 60, 64, 66, 68, 72, 76, 80]) };
  }
  if (sections === 2) {
    const width = r.weighted([
      [24, 3],
      [28, 4],
      [32, 3],
    ]);
    return { sections, width, length: r.pick([44, 48, 52, 56, 60, 64, 68, 72, 76]) };
  }
  return { sections, width: r.pick([42, 44, 46, 48]), length: r.pick([56, 60, 64, 68]) };
}

/** Bedroom counts a home of this size plausibly has (a 14×56 has 1–2, a 32×76 has 4–5). */
export function bedRangeForSquareFeet(squareFeet: number): readonly [number, number] {
  if (squareFeet < 900) return [1, 2];
  if (squareFeet < 1150) return [2, 3];
  if (squareFeet < 1550) return [3, 3];
  if (squareFeet < 2000) return [3, 4];
  if (squareFeet < 2300) return [4, 4];
  return [4, 5];
}

function pickBeds(r: Random, squareFeet: number): number {
  const [min, max] = bedRangeForSquareFeet(squareFeet);
  if (min === max) return min;
  // The smaller count is the less common one, except in the smallest homes.
  return r.chance(min === 1 ? 0.4 : 0.35) ? min : max;
}

function pickBaths(r: Random, beds: number, squareFeet: number): number {
  if (beds === 1) return 1;
  if (beds === 2) return squareFeet < 900 ? 1 : r.chance(0.7) ? 2 : 1;
  if (beds === 3) return squareFeet > 1700 && r.chance(0.3) ? 2.5 : 2;
  if (beds === 4) return squareFeet < 2100 ? 2 : r.pick([2.5, 3]);
  return r.pick([3, 3.5]);
}

function pickLine(r: Random, size: Size, isModular: boolean): Line {
  if (isModular) return r.pick(['Select', 'Signature'] as const);
  if (size.sections === 1) {
    return r.weighted<Line>([
      ['Tempo', 35],
      ['Breeze', 25],
      ['Pulse', 20],
      ['Anniversary', 20],
    ]);
  }
  return r.weighted<Line>([
    ['Anniversary', 25],
    ['Breeze', 15],
    ['Heritage', 20],
    ['Signature', 15],
    ['CrossMod', 12],
    ['Select', 13],
  ]);
}

type Prices = Pick<
  ModelRow,
  | 'lowPrice'
  | 'highPrice'
  | 'startingInThePrice'
  | 'minGeneratedPrice'
  | 'maxGeneratedPrice'
  | 'lowHistoricalPrice'
  | 'highHistoricalPrice'
  | 'wholesalePrice'
>;

const NO_PRICES: Prices = {
  lowPrice: null,
  highPrice: null,
  startingInThePrice: null,
  minGeneratedPrice: null,
  maxGeneratedPrice: null,
  lowHistoricalPrice: null,
  highHistoricalPrice: null,
  wholesalePrice: null,
};

export const MIN_MODEL_PRICE = 59_900;
export const MAX_MODEL_PRICE = 279_900;

function pickPrices(
  r: Random,
  size: Size,
  squareFeet: number,
  isModular: boolean,
  brand: SeedBrandCode,
): Prices {
  const perSquareFoot = size.sections === 1 ? 84 : size.sections === 2 ? 84 : 82;
  const raw =
    squareFeet *
    perSquareFoot *
    (isModular ? 1.25 : 1) *
    BRAND_PRICE_FACTOR[brand] *
    r.float(0.94, 1.07);
  const low = Math.min(MAX_MODEL_PRICE, Math.max(MIN_MODEL_PRICE, tagPrice(raw)));
  const high = Math.max(low + 1000, tagPrice(low * r.float(1.08, 1.3)));
  const lowHistorical = roundTo(low * r.float(0.88, 0.96), 100);
  return {
    lowPrice: low,
    highPrice: high,
    // "Starting in the $120s".
    startingInThePrice: Math.floor(low / 10_000) * 10_000,
    minGeneratedPrice: roundTo(low * r.float(0.97, 0.99), 100),
    maxGeneratedPrice: roundTo(high * r.float(1.01, 1.04), 100),
    lowHistoricalPrice: lowHistorical,
    highHistoricalPrice: Math.max(lowHistorical, roundTo(high * r.float(0.9, 0.98), 100)),
    wholesalePrice: roundTo(low * r.float(0.68, 0.76), 100),
  };
}

const SIDING_PALETTES = {
  greige: ['#C9BFB0', '#B8AD9E', '#D6CEC3'],
  sage: ['#A3B18A', '#8F9E7A', '#B5C0A0'],
  slateBlue: ['#6B7F95', '#7D90A6', '#5C6F86'],
  clay: ['#B9826A', '#C49A83', '#A8735C'],
  cream: ['#EFE6D2', '#E8DCC2'],
  charcoal: ['#4A4E54', '#3E4248', '#55595F'],
} as const;
const TRIM_COLORS = ['#FFFFFF', '#F7F4EC', '#F2EBDD'] as const;
const DOOR_COLORS = ['#1F1F1F', '#9E2B25', '#1F3350'] as const;

function pickStyle(r: Random, size: Size): ModelStyle {
  const single = size.sections === 1;
  const palette = r.pick(Object.values(SIDING_PALETTES));
  const sidingColor = r.pick(palette);
  return {
    roof: r.weighted<ModelStyle['roof']>(
      single
        ? [
            ['gable', 75],
            ['hip', 10],
            ['dutch-gable', 15],
          ]
        : [
            ['gable', 50],
            ['hip', 30],
            ['dutch-gable', 20],
          ],
    ),
    siding: r.weighted<ModelStyle['siding']>([
      ['lap', 60],
      ['board-and-batten', 25],
      ['shake', 15],
    ]),
    sidingColor,
    // Cream siding needs pure white trim to show an edge.
    trimColor: palette === SIDING_PALETTES.cream ? '#FFFFFF' : r.pick(TRIM_COLORS),
    doorColor: r.pick(DOOR_COLORS),
    shutters: r.chance(0.45),
    porch: r.weighted<ModelStyle['porch']>(
      single
        ? [
            ['none', 35],
            ['stoop', 45],
            ['covered', 20],
          ]
        : [
            ['none', 10],
            ['stoop', 30],
            ['covered', 45],
            ['wrap', 15],
          ],
    ),
  };
}

type FeatureContext = {
  isCrossMod: boolean;
  isMhAdvantageHome: boolean;
  isModular: boolean;
  isMultiSection: boolean;
  shutters: boolean;
};

function allows(rule: FeatureRule | undefined, ctx: FeatureContext): boolean {
  switch (rule) {
    case undefined:
      return true;
    case 'crossmod':
      return ctx.isCrossMod;
    case 'mh-advantage':
      return ctx.isMhAdvantageHome;
    case 'modular':
      return ctx.isModular;
    case 'hud-code':
      return !ctx.isModular;
    case 'multi-section':
      return ctx.isMultiSection;
    case 'shutters':
      return ctx.shutters;
  }
}

/** The feature types a model's description may name ("its farmhouse sink"). */
const HIGHLIGHT_TYPES: readonly FeatureSeed['type'][] = ['Details', 'Featurette', 'Materials'];

/** The order a model page lists its features in. */
const TYPE_ORDER = ['MarketingFeatures', 'Details', 'Featurette', 'Materials', 'Included'];

function pickFeatures(r: Random, ctx: FeatureContext, count: number): number[] {
  const allowed = FEATURE_SEEDS.map((seed, index) => ({ seed, id: index + 1 })).filter(({ seed }) =>
    allows(seed.rule, ctx),
  );
  // A model that qualifies for a marketing programme always says so.
  const required = allowed.filter(({ seed }) => seed.rule && seed.type === 'MarketingFeatures');
  const chosen: { seed: FeatureSeed; id: number }[] = [...required];
  const groups = new Set<string>();
  const shuffled = r.shuffle(allowed);
  for (const candidate of shuffled) {
    if (chosen.length >= count) break;
    if (chosen.includes(candidate)) continue;
    if (candidate.seed.group) {
      if (groups.has(candidate.seed.group)) continue;
      groups.add(candidate.seed.group);
    }
    chosen.push(candidate);
  }
  // A feature the home has no room for (an island in a single-section kitchen)
  // gives way to the next one drawn of the same kind: a model's description
  // draws from its room features, so every other model keeps its random draws.
  const fits = (seed: FeatureSeed) => seed.needs !== 'multi-section' || ctx.isMultiSection;
  const describes = (seed: FeatureSeed) => HIGHLIGHT_TYPES.includes(seed.type);
  for (const [at, misfit] of chosen.entries()) {
    if (fits(misfit.seed)) continue;
    const instead = shuffled.find(
      (candidate) =>
        fits(candidate.seed) &&
        !chosen.includes(candidate) &&
        describes(candidate.seed) === describes(misfit.seed) &&
        !(candidate.seed.group && groups.has(candidate.seed.group)),
    );
    if (!instead) throw new Error(`no feature to stand in for ${misfit.seed.name}`);
    if (instead.seed.group) groups.add(instead.seed.group);
    chosen[at] = instead;
  }
  return chosen
    .sort(
      (a, b) => TYPE_ORDER.indexOf(a.seed.type) - TYPE_ORDER.indexOf(b.seed.type) || a.id - b.id,
    )
    .map(({ id }) => id);
}

function layoutPhrases(beds: number, squareFeet: number, sections: number): string[] {
  const phrases = [
    'opens the kitchen to the living room',
    'keeps the laundry and storage just off the kitchen',
  ];
  if (beds >= 2)
    phrases.push('puts the primary suite at one end and the other bedrooms at the other');
  if (sections === 1) phrases.push('makes the most of every foot with almost no hallway');
  if (beds >= 3) phrases.push('leaves room for everyone to spread out');
  if (squareFeet >= 1600) phrases.push('adds a den that works as an office or a guest room');
  return phrases;
}

function describeModel(
  r: Random,
  model: Pick<
    ModelRow,
    'name' | 'beds' | 'baths' | 'squareFeet' | 'widthFt' | 'lengthFt' | 'sections' | 'isModular'
  >,
  brand: SeedBrandCode,
  line: Line,
  highlights: string[],
): string {
  const sectionWord = ['single', 'double', 'triple'][model.sections - 1] ?? 'multi';
  const kind = `${sectionWord}-section${model.isModular ? ' modular' : ''}`;
  const sentences = [
    `${model.name} is a ${model.beds}-bedroom, ${model.baths}-bath ${kind} home with ${formatCount(model.squareFeet)} square feet.`,
    `Its ${model.widthFt}' × ${model.lengthFt}' floor plan ${r.pick(layoutPhrases(model.beds, model.squareFeet, model.sections))}.`,
  ];
  if (highlights.length >= 2 && r.chance(0.8)) {
    const two = r.sample(highlights, 2).map(lowerFirst);
    sentences.push(
      `Built by ${brandLabel(brand)} in the ${line} line, it stands out for its ${joinList(two)}.`,
    );
  }
  return sentences.join(' ');
}

function modelTags(model: ModelRow, isCrossMod: boolean, featureNames: string[]): string[] {
  const tags = [model.sections === 1 ? 'single-section' : 'multi-section', `${model.beds}-bed`];
  if (model.isModular) tags.push('modular');
  if (isCrossMod) tags.push('crossmod');
  if (model.lowPrice != null && model.lowPrice < 150_000) tags.push('budget-friendly');
  if (model.hasVirtualTour) tags.push('virtual-tour');
  if (model.isMhAdvantageHome) tags.push('mh-advantage');
  if (featureNames.includes('Energy Star package')) tags.push('energy-star');
  if ((model.twoYearSalesCount ?? 0) >= 250) tags.push('best-seller');
  return tags;
}

/** The model names in order of use: every name once, then again with numbers. */
function nameQueue(r: Random, count: number): string[] {
  const queue: string[] = [];
  while (queue.length < count) queue.push(...r.shuffle(MODEL_NAMES));
  return queue.slice(0, count);
}

export function generateCatalogue(seed: number, modelCount: number = MODEL_COUNT): Catalogue {
  const r = forkRandom(seed, 'catalogue');
  const brandRows = buildBrandRows();
  const brandIds = new Map(brandRows.map((b) => [b.acronym, b.id]));
  const names = nameQueue(r, modelCount);
  const usedNames = new Set<string>();
  const numberCounts = new Map<string, number>();
  const seedModels: SeedModel[] = [];
  const images: ModelImageRow[] = [];
  const tours: ModelVirtualTourRow[] = [];
  const links: ModelFeatureRow[] = [];

  for (let index = 0; index < modelCount; index++) {
    const id = index + 1;
    const brand = r.weighted(MODEL_BRAND_WEIGHTS);
    const size = pickSize(r);
    const squareFeet = Math.round(size.width * size.length * 0.97);
    const beds = pickBeds(r, squareFeet);
    const baths = pickBaths(r, beds, squareFeet);
    const isModular = r.chance(size.sections === 3 ? 0.8 : size.sections === 2 ? 0.16 : 0.02);
    const isMultiSection = size.sections > 1;
    const line = pickLine(r, size, isModular);
    const isCrossMod = line === 'CrossMod';

    const dims = `${size.width}${size.length}`;
    const numberKey = `${brand}-${dims}-${beds}`;
    const variant = numberCounts.get(numberKey) ?? 0;
    numberCounts.set(numberKey, variant + 1);
    const modelNumber = `${numberKey}${String.fromCharCode(65 + (variant % 26))}${variant >= 26 ? Math.floor(variant / 26) : ''}`;

    const baseName = names[index] ?? 'Homestead';
    let name =
      !usedNames.has(`The ${baseName}`) && r.chance(0.45)
        ? `The ${baseName}`
        : `The ${baseName} ${dims}`;
    if (usedNames.has(name))
      name = `The ${baseName} ${dims}${String.fromCharCode(65 + (variant % 26))}`;
    usedNames.add(name);

    const hasVirtualTour = r.chance(0.3);
    const hasMatterport = r.chance(0.12);
    const isMhAdvantageHome = isMultiSection && !isModular && r.chance(0.35);
    const isWebEnabled = r.chance(0.97);
    const style = pickStyle(r, size);
    const featureIds = pickFeatures(
      r,
      { isCrossMod, isMhAdvantageHome, isModular, isMultiSection, shutters: style.shutters },
      r.int(8, 20),
    );
    const featureNames = featureIds.map((fid) => FEATURE_SEEDS[fid - 1]?.name ?? '');
    const prices = r.chance(0.05) ? NO_PRICES : pickPrices(r, size, squareFeet, isModular, brand);
    const createdAt = randomPastDate(r, 180, 1095);
    const updatedAt = new Date(
      createdAt.getTime() + r.next() * (REFERENCE_MS - 86_400_000 - createdAt.getTime()),
    );
    updatedAt.setUTCMilliseconds(0);
    const twoYearSalesCount = isWebEnabled ? Math.floor(r.next() ** 2 * 380) : r.int(0, 12);

    const row: ModelRow = {
      id,
      salesModelId: `SM-${String(100_000 + index * 37 + r.int(0, 36)).padStart(6, '0')}`,
      sourceId: 200_000 + index * 11 + r.int(0, 10),
      modelNumber,
      slug: slugify(`${name} ${modelNumber}`),
      name,
      description: '',
      brandId: brandIds.get(brand) ?? 1,
      lineId: (brandIds.get(brand) ?? 1) * 100 + LINES.indexOf(line) + 1,
      lineDescription: line,
      drawingId: 40_000 + index * 13 + r.int(0, 12),
      floorPlanId: 9_000 + index * 7 + r.int(0, 6),
      floorPlanReference: `FP-${modelNumber}`,
      beds,
      baths,
      squareFeet,
      minSquareFeet: roundTo(squareFeet * r.float(0.93, 0.98), 10),
      maxSquareFeet: roundTo(squareFeet * r.float(1.02, 1.08), 10),
      widthFt: size.width,
      lengthFt: size.length,
      sections: size.sections,
      isMultiSection,
      isModular,
      ...prices,
      twoYearSalesCount,
      tags: [],
      hasIfp: r.chance(0.45),
      hasVirtualTour,
      has360VirtualTour: r.chance(hasVirtualTour ? 0.6 : 0.03),
      hasMatterport,
      hasVideo: r.chance(0.2),
      hasQualityPhotos: r.chance(0.65),
      hasPhotoRealRendering: r.chance(0.45),
      hasDreamHomeDesign: r.chance(0.1),
      isBuildable: r.chance(0.93),
      isWebEnabled,
      isDealerEntered: r.chance(0.05),
      isMhAdvantageHome,
      isPremierFinancingEligible: r.chance(0.35),
      matterportUrl: hasMatterport ? `https://matterport.example/show/?m=${matterportId(r)}` : null,
      style,
      artSeed: r.int(1, 2_147_483_646),
      createdAt,
      updatedAt,
    };
    // "Its farmhouse sink" reads well for the room and build features, not for programmes.
    const highlights = featureIds
      .map((fid) => FEATURE_SEEDS[fid - 1])
      .filter((f) => f && HIGHLIGHT_TYPES.includes(f.type))
      .map((f) => f?.name ?? '');
    row.description = describeModel(r, row, brand, line, highlights);
    row.tags = modelTags(row, isCrossMod, featureNames);

    seedModels.push({
      row,
      brand,
      plantState: r.pick(PLANT_STATES[brand]),
      isCrossMod,
      featureIds,
    });
    featureIds.forEach((featureId, ordinal) =>
      links.push({ modelId: id, featureId, ordinal: ordinal + 1 }),
    );
    images.push(...modelImageRows(row, images.length));
    if (hasVirtualTour) {
      tours.push({
        mfgModelVirtualTourId: tours.length + 1,
        modelId: id,
        virtualTourId: 3_000 + tours.length + 1,
        virtualTourReference: `https://tours.hearthstonehomes.example/${row.slug}`,
        thumbnailReference: `/images/models/${modelNumber}/exterior`,
      });
    }
  }
  return {
    brands: brandRows,
    models: seedModels,
    modelImages: images,
    modelVirtualTours: tours,
    modelFeatures: links,
  };
}

const MATTERPORT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function matterportId(r: Random): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += r.pick([...MATTERPORT_ALPHABET]);
  return id;
}

/**
 * SPEC §3's two image types: the thumbnail (the home's front) and the floor
 * plan; the renderer draws them from the model's facts.
 */
function modelImageRows(model: ModelRow, before: number): ModelImageRow[] {
  const base = `/images/models/${model.modelNumber}`;
  const kinds = [
    {
      type: 'Thumbnail',
      acronym: 'THB',
      path: 'exterior',
      caption: `${model.name}, front view`,
      file: 'thumb.jpg',
    },
    {
      type: 'Floorplan',
      acronym: 'FLP',
      path: 'floorplan',
      caption: `Floor plan of ${model.name}`,
      file: 'floorplan.png',
    },
  ];
  return kinds.map((kind, i) => {
    const id = before + i + 1;
    return {
      mfgModelImageId: id,
      modelsImagesId: 600_000 + id,
      modelId: model.id,
      imageId: 800_000 + id * 3,
      reference: `${base}/${kind.path}`,
      caption: kind.caption,
      sortOrder: i,
      originalUploadedFilename: `${model.modelNumber}-${kind.file}`,
      imageType: kind.type,
      imageTypeAcronym: kind.acronym,
      roomId: null,
      roomDescription: null,
      isInspired: false,
      isMhAdvantageHome: model.isMhAdvantageHome ?? false,
      createdBy: 'seed',
      creationDate: model.createdAt,
      lastModifiedBy: 'seed',
      lastModificationDate: model.updatedAt,
    };
  });
}
