// A square illustration for each catalogue feature (docs/images.md, "Feature
// pictures"): a small pictogram scene chosen from the feature's own words, on a
// soft background whose colour says the feature's type. No text is drawn: the
// feature's name beside or as alt text carries the meaning.
//
// The scene depends only on name, type and tags, never on the feature id, so
// the same feature looks the same in every database and equal pictures share
// one cached render.
import { FEATURE_TYPES, type FeatureType } from '../db/schema.ts';
import {
  SCENE_DEFS,
  appliances,
  bath,
  cabinets,
  counter,
  device,
  exterior,
  fireplace,
  framing,
  home,
  island,
  laundry,
  plan,
  room,
  shelves,
  sink,
  utility,
  windowScene,
} from './feature-scenes.ts';
import { circle, el, rect } from './svg.ts';
import { ImageRequestError, type ImageRenderer, type RenderedModelImage } from './renderer.ts';
import { FEATURE_IMAGE_WIDTHS, type FeatureImageFormat } from '../../lib/feature-image-url.ts';

export type FeatureArtInput = {
  name: string;
  /** One of FEATURE_TYPES; anything else gets the neutral background. */
  type: string;
  tags: readonly string[];
};

export const SCENE_KINDS = [
  'island',
  'sink',
  'counter',
  'cabinets',
  'appliances',
  'shelves',
  'bath',
  'fireplace',
  'laundry',
  'room',
  'window',
  'device',
  'utility',
  'plan',
  'framing',
  'home',
  'exterior',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type ScenePick = { kind: SceneKind; variant: string };

const DRAW: Record<SceneKind, (variant: string) => string> = {
  island,
  sink,
  counter,
  cabinets,
  appliances,
  shelves,
  bath,
  fireplace: () => fireplace(),
  laundry,
  room,
  window: windowScene,
  device,
  utility,
  plan,
  framing,
  home,
  exterior,
};

/**
 * Name rules, most specific first: the first pattern found in the feature's
 * name picks the scene. Order matters where names share words ("Over-the-range
 * microwave" before "range", "Rain shower head" before "shower", "R-38 ceiling
 * insulation" before the ceilings).
 */
const NAME_RULES: readonly (readonly [RegExp, SceneKind, string])[] = [
  [/island|pendant/, 'island', 'pendants'],
  [/breakfast bar|bar seating/, 'island', 'bar'],
  [/entertain/, 'island', 'entertainer'],
  [/farmhouse sink|apron/, 'sink', 'farmhouse'],
  [/faucet/, 'sink', 'faucet'],
  [/granite/, 'counter', 'granite'],
  [/quartz/, 'counter', 'quartz'],
  [/solid.surface/, 'counter', 'solid'],
  [/glass.tile/, 'counter', 'glass-tile'],
  [/backsplash|subway/, 'counter', 'subway'],
  [/dovetail|hardwood cabinet/, 'cabinets', 'dovetail'],
  [/soft.close/, 'cabinets', 'soft-close'],
  [/hardware|brushed nickel|cabinet pull/, 'cabinets', 'hardware'],
  [/dishwasher/, 'appliances', 'dishwasher'],
  [/microwave/, 'appliances', 'microwave'],
  [/stainless/, 'appliances', 'stainless'],
  [/range|refrigerator|fridge|appliance/, 'appliances', 'white'],
  [/pantry/, 'shelves', 'pantry'],
  [/closet/, 'shelves', 'closet'],
  [/mudroom|drop zone|cubb/, 'shelves', 'mudroom'],
  [/bookcase|bookshel|shelving|built-in shel/, 'shelves', 'books'],
  [/rain shower/, 'bath', 'rain'],
  [/shower/, 'bath', 'shower'],
  [/\btub\b|bathtub/, 'bath', 'tub'],
  [/double vanity|double sink/, 'bath', 'double'],
  [/mirror|vanity/, 'bath', 'mirror'],
  [/fireplace|mantel/, 'fireplace', ''],
  [/laundry sink|utility room/, 'laundry', 'utility'],
  [/washer|dryer|laundry/, 'laundry', 'hookups'],
  [/\br-\d+|insulation|attic/, 'framing', 'attic'],
  [/2x6|2x4|stud/, 'framing', 'studs'],
  [/osb|sheathing|house wrap/, 'framing', 'osb'],
  [/joist/, 'framing', 'joists'],
  [/chassis|i-beam/, 'framing', 'chassis'],
  [/vaulted/, 'room', 'vaulted'],
  [/ceiling fan|\bfans?\b/, 'room', 'fan'],
  [/recessed|downlight|led lighting/, 'room', 'recessed'],
  [/smoke|carbon monoxide|detector/, 'room', 'detector'],
  [/crown/, 'room', 'crown'],
  [/ceiling/, 'room', 'tall'],
  [/shiplap|accent wall/, 'room', 'shiplap'],
  [/paint/, 'room', 'paint'],
  [/drywall/, 'room', 'drywall'],
  [/vinyl plank|\blvp\b|laminate|hardwood floor|flooring/, 'room', 'planks'],
  [/carpet/, 'room', 'carpet'],
  [/dining/, 'room', 'dining'],
  [/office|desk|study/, 'room', 'office'],
  [/famil|kids|bunk|nursery/, 'room', 'bunk'],
  [/blind|shade|curtain/, 'window', 'blinds'],
  [/shutter/, 'window', 'shutters'],
  [/window|low-e|pane/, 'window', 'low-e'],
  [/thermostat/, 'device', 'thermostat'],
  [/usb|outlet|charging/, 'device', 'usb'],
  [/doorbell/, 'device', 'doorbell'],
  [/keyless|lock|keypad/, 'device', 'keypad'],
  [/tankless|water heater/, 'utility', 'tankless'],
  [/shut.?off|valve/, 'utility', 'shutoff'],
  [/generator/, 'utility', 'generator'],
  [/surge/, 'utility', 'surge'],
  [/heat|air condition|\bair\b|hvac|furnace/, 'utility', 'hvac'],
  [/split.bedroom/, 'plan', 'split'],
  [/open.concept|open floor/, 'plan', 'open'],
  [/room to grow|flex room|bonus room/, 'plan', 'flex'],
  [/metal roof/, 'exterior', 'metal'],
  [/architectural|dimensional/, 'exterior', 'architectural'],
  [/shingle|roof/, 'exterior', 'shingle'],
  [/fiber.cement|cement board/, 'exterior', 'fiber'],
  [/siding/, 'exterior', 'lap'],
  [/gutter|downspout/, 'exterior', 'gutters'],
  [/skirting/, 'exterior', 'skirting'],
  [/steps|stairs/, 'exterior', 'steps'],
  [/energy star/, 'home', 'star'],
  [/energy|efficien/, 'home', 'savings'],
  [/warranty/, 'home', 'warranty'],
  [/crossmod/, 'home', 'crossmod'],
  [/advantage|financ|mortgage/, 'home', 'advantage'],
  [/modular/, 'home', 'modular'],
  [/delivery|setup|set-up/, 'home', 'delivery'],
  [/outdoor|deck|patio/, 'home', 'outdoor'],
  [/accessib|wheelchair|\bada\b/, 'home', 'access'],
  [/low.maintenance/, 'home', 'clean'],
];

/**
 * When the name says nothing we know, the most specific tag decides (a
 * "countertops" tag says more than "kitchen", which says more than "interior").
 */
const TAG_RULES: readonly (readonly [string, SceneKind, string])[] = [
  ['countertops', 'counter', 'quartz'],
  ['cabinets', 'cabinets', 'hardware'],
  ['appliances', 'appliances', 'white'],
  ['roof', 'exterior', 'shingle'],
  ['siding', 'exterior', 'lap'],
  ['porch', 'exterior', 'steps'],
  ['windows', 'window', 'low-e'],
  ['flooring', 'room', 'planks'],
  ['laundry', 'laundry', 'hookups'],
  ['bath', 'bath', 'mirror'],
  ['lighting', 'room', 'recessed'],
  ['smart-home', 'device', 'thermostat'],
  ['safety', 'room', 'detector'],
  ['utilities', 'utility', 'hvac'],
  ['storage', 'shelves', 'books'],
  ['office', 'room', 'office'],
  ['dining', 'room', 'dining'],
  ['accessibility', 'home', 'access'],
  ['warranty', 'home', 'warranty'],
  ['financing', 'home', 'advantage'],
  ['modular', 'home', 'modular'],
  ['crossmod', 'home', 'crossmod'],
  ['kitchen', 'island', 'pendants'],
  ['bedroom', 'room', 'carpet'],
  ['family', 'room', 'bunk'],
  ['layout', 'plan', 'open'],
  ['energy', 'home', 'savings'],
  ['construction', 'framing', 'studs'],
  ['trim', 'room', 'crown'],
  ['living', 'room', 'tall'],
  ['interior', 'room', 'paint'],
  ['exterior', 'home', 'clean'],
];

/** The last word: one scene per type, so an unknown feature still gets a fitting picture. */
const TYPE_FALLBACK: Record<FeatureType, ScenePick> = {
  Details: { kind: 'room', variant: 'tall' },
  Featurette: { kind: 'device', variant: 'thermostat' },
  Included: { kind: 'home', variant: 'warranty' },
  MarketingFeatures: { kind: 'home', variant: 'plain' },
  Materials: { kind: 'framing', variant: 'studs' },
};

/** The scene a feature gets, and why (tests and the contact sheet show it). */
export function featureScene(input: FeatureArtInput): ScenePick & { by: 'name' | 'tag' | 'type' } {
  const name = input.name.toLowerCase();
  for (const [pattern, kind, variant] of NAME_RULES) {
    if (pattern.test(name)) return { kind, variant, by: 'name' };
  }
  const tags = new Set(input.tags.map((t) => t.toLowerCase()));
  for (const [tag, kind, variant] of TAG_RULES) {
    if (tags.has(tag)) return { kind, variant, by: 'tag' };
  }
  const fallback = isFeatureType(input.type)
    ? TYPE_FALLBACK[input.type]
    : { kind: 'home' as const, variant: 'plain' };
  return { ...fallback, by: 'type' };
}

function isFeatureType(type: string): type is FeatureType {
  return (FEATURE_TYPES as readonly string[]).includes(type);
}

/**
 * Soft backgrounds by type: warm sand for rooms and finishes, sky for small
 * highlights, the site's sage for what is included, its orange warmed to peach
 * for the selling story, stone for materials.
 */
export const TYPE_BACKGROUNDS: Record<FeatureType, { ground: string; halo: string }> = {
  Details: { ground: '#f4ecdf', halo: '#e9dcc6' },
  Featurette: { ground: '#e8f0f6', halo: '#d3e2ee' },
  Included: { ground: '#e8f1ea', halo: '#d2e4d7' },
  MarketingFeatures: { ground: '#f9ece2', halo: '#f1d9c6' },
  Materials: { ground: '#eeebe5', halo: '#ddd7cd' },
};
const NEUTRAL_BACKGROUND = { ground: '#f1f0ed', halo: '#e1dfda' };

/** The picture as SVG, `size` px square (the drawing itself is on a 100-unit grid). */
export function featureSvg(input: FeatureArtInput, size: number): string {
  const { kind, variant } = featureScene(input);
  const bg = isFeatureType(input.type) ? TYPE_BACKGROUNDS[input.type] : NEUTRAL_BACKGROUND;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<defs>${SCENE_DEFS}</defs>`,
    rect(0, 0, 100, 100, { fill: bg.ground }),
    circle(50, 50, 46, { fill: bg.halo }),
    el('g', {}, DRAW[kind](variant)),
    '</svg>',
  ].join('');
}

export type FeatureRenderRequest = {
  input: FeatureArtInput;
  width: number;
  format: FeatureImageFormat;
};

/** Rasterise through a model-picture renderer, so both share one cache and one ETag scheme. */
export function renderFeatureImage(
  renderer: ImageRenderer,
  { input, width, format }: FeatureRenderRequest,
): Promise<RenderedModelImage> {
  if (!(FEATURE_IMAGE_WIDTHS as readonly unknown[]).includes(width)) {
    return Promise.reject(
      new ImageRequestError(`width must be one of ${FEATURE_IMAGE_WIDTHS.join(', ')}`),
    );
  }
  return renderer.renderSvg({ svg: featureSvg(input, width), width, format });
}
