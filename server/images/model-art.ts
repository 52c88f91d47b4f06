// The input every picture is drawn from, plus the palette and the helpers that
// turn loose catalogue data into something safe and deterministic to draw.
import { colorDistance, isHexColor } from './color.ts';
import { createRng, subSeed } from './random.ts';

export type RoofStyle = 'gable' | 'hip' | 'dutch-gable';
export type SidingStyle = 'lap' | 'board-and-batten' | 'shake';
export type PorchStyle = 'none' | 'stoop' | 'covered' | 'wrap';

export type ModelStyle = {
  roof: RoofStyle;
  siding: SidingStyle;
  sidingColor: string;
  trimColor: string;
  doorColor: string;
  shutters: boolean;
  porch: PorchStyle;
};

export type ModelArtInput = {
  modelNumber: string;
  name: string;
  sections: 1 | 2 | 3;
  /** Overall footprint, feet: e.g. 16x76 single, 28x56 double, 42x60 triple. */
  widthFt: number;
  lengthFt: number;
  beds: number;
  /** 1, 1.5, 2, 2.5, 3 … (a .5 is one half bath). */
  baths: number;
  squareFeet: number;
  isModular: boolean;
  style: ModelStyle;
  /** Deterministic variation: landscaping, window rhythm, room order. */
  seed: number;
};

/** What callers may pass: a model whose style is missing or partial gets one from its seed. */
export type ModelArtSource = Omit<ModelArtInput, 'style'> & { style?: Partial<ModelStyle> | null };

export type SvgSize = { width: number; height: number };

export const ROOF_STYLES: readonly RoofStyle[] = ['gable', 'hip', 'dutch-gable'];
export const SIDING_STYLES: readonly SidingStyle[] = ['lap', 'board-and-batten', 'shake'];
export const PORCH_STYLES: readonly PorchStyle[] = ['none', 'stoop', 'covered', 'wrap'];

type NamedColor = { name: string; hex: string };

/** Real-world siding colours (vinyl/fibre-cement ranges), muted so they read as paint, not cartoon. */
export const SIDING_COLORS: readonly NamedColor[] = [
  { name: 'greige', hex: '#b8ae9c' },
  { name: 'sage', hex: '#98a68a' },
  { name: 'slate blue', hex: '#6e8198' },
  { name: 'clay', hex: '#c4a584' },
  { name: 'cream', hex: '#e8dec3' },
  { name: 'charcoal', hex: '#4b4f54' },
  { name: 'pewter', hex: '#8d9194' },
  { name: 'wheat', hex: '#d8c59c' },
  { name: 'harbor blue', hex: '#90a8b9' },
  { name: 'olive', hex: '#7f8160' },
];

export const TRIM_COLORS: readonly NamedColor[] = [
  { name: 'white', hex: '#f6f4ee' },
  { name: 'cream', hex: '#eee4cc' },
];

export const DOOR_COLORS: readonly NamedColor[] = [
  { name: 'black', hex: '#24272a' },
  { name: 'barn red', hex: '#8a2f2a' },
  { name: 'navy', hex: '#2a3d5a' },
  { name: 'forest green', hex: '#34513e' },
  { name: 'stained wood', hex: '#8a5a36' },
  { name: 'mustard', hex: '#c2963a' },
  { name: 'teal', hex: '#2e6c70' },
  { name: 'white', hex: '#f4f2ec' },
];

/** Extra names so that arbitrary catalogue colours still get a sensible word in alt text. */
const BASIC_COLORS: readonly NamedColor[] = [
  { name: 'white', hex: '#ffffff' },
  { name: 'black', hex: '#111111' },
  { name: 'gray', hex: '#808080' },
  { name: 'light gray', hex: '#c8c8c8' },
  { name: 'red', hex: '#b03030' },
  { name: 'brick red', hex: '#8e3b2e' },
  { name: 'brown', hex: '#6b4a2f' },
  { name: 'tan', hex: '#cdb58f' },
  { name: 'beige', hex: '#e1d5b8' },
  { name: 'yellow', hex: '#e3c55b' },
  { name: 'green', hex: '#4f7a45' },
  { name: 'blue', hex: '#3f6aa0' },
  { name: 'navy', hex: '#22324f' },
];

/** colorName's answers: models share a few dozen colours, and every alt text names one. */
const colorNames = new Map<string, string>();
const MAX_COLOR_NAMES = 1_000;

/** Nearest human colour word for a hex value (perceptual distance). */
export function colorName(hex: string): string {
  let name = colorNames.get(hex);
  if (name === undefined) {
    if (colorNames.size >= MAX_COLOR_NAMES) colorNames.clear();
    name = nearestColorName(hex);
    colorNames.set(hex, name);
  }
  return name;
}

function nearestColorName(hex: string): string {
  if (!isHexColor(hex)) return 'painted';
  let best = 'painted';
  let bestDistance = Infinity;
  for (const c of [...SIDING_COLORS, ...TRIM_COLORS, ...DOOR_COLORS, ...BASIC_COLORS]) {
    const d = colorDistance(hex, c.hex);
    if (d < bestDistance) {
      bestDistance = d;
      best = c.name;
    }
  }
  return best;
}

/** A complete, tasteful exterior style chosen deterministically from a seed. */
export function styleFromSeed(seed: number): ModelStyle {
  const rng = createRng(subSeed(seed, 'style'));
  const siding = rng.pick(SIDING_COLORS);
  // Cream trim vanishes against cream/wheat siding, so those always get white.
  const lightSiding = siding.name === 'cream' || siding.name === 'wheat';
  const trim = lightSiding || rng.chance(0.7) ? TRIM_COLORS[0] : TRIM_COLORS[1];
  // A door needs contrast with the wall behind it; drop choices that blend in.
  const doors = DOOR_COLORS.filter((d) => colorDistance(d.hex, siding.hex) > 28);
  const door = rng.pick(doors.length > 0 ? doors : DOOR_COLORS);
  return {
    roof: rng.weighted<RoofStyle>([
      ['gable', 5],
      ['hip', 2.5],
      ['dutch-gable', 2.5],
    ]),
    siding: rng.weighted<SidingStyle>([
      ['lap', 6],
      ['board-and-batten', 2],
      ['shake', 2],
    ]),
    sidingColor: siding.hex,
    trimColor: (trim ?? { hex: '#f6f4ee' }).hex,
    doorColor: door.hex,
    shutters: rng.chance(0.5),
    porch: rng.weighted<PorchStyle>([
      ['none', 1.5],
      ['stoop', 3.5],
      ['covered', 3.5],
      ['wrap', 1.5],
    ]),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const finite = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: () => T): T =>
  allowed.includes(v as T) ? (v as T) : fallback();

/**
 * Clamp and sanitise catalogue data before drawing: sizes into a drawable
 * range, colours to strict hex (they are written into SVG attributes), and any
 * missing style filled from the seed.
 */
export function normalizeInput(input: ModelArtSource): ModelArtInput {
  const seed = Math.floor(Math.abs(finite(input.seed, 0))) >>> 0;
  // The seed's style fills gaps only; a stored style is usually complete.
  let seeded: ModelStyle | undefined;
  const fallback = () => (seeded ??= styleFromSeed(seed));
  const style: Partial<ModelStyle> = input.style ?? {};
  const widthFt = clamp(finite(input.widthFt, 28), 10, 60);
  const rawSections = Math.round(finite(input.sections, widthFt < 20 ? 1 : widthFt < 36 ? 2 : 3));
  return {
    modelNumber: String(input.modelNumber ?? ''),
    name: String(input.name ?? ''),
    sections: clamp(rawSections, 1, 3) as 1 | 2 | 3,
    widthFt,
    lengthFt: clamp(finite(input.lengthFt, 56), Math.max(28, widthFt), 120),
    beds: clamp(Math.round(finite(input.beds, 3)), 1, 6),
    baths: clamp(Math.round(finite(input.baths, 2) * 2) / 2, 1, 4),
    squareFeet: Math.max(0, Math.round(finite(input.squareFeet, 0))),
    isModular: Boolean(input.isModular),
    seed,
    style: {
      roof: oneOf(style.roof, ROOF_STYLES, () => fallback().roof),
      siding: oneOf(style.siding, SIDING_STYLES, () => fallback().siding),
      sidingColor: isHexColor(style.sidingColor) ? style.sidingColor : fallback().sidingColor,
      trimColor: isHexColor(style.trimColor) ? style.trimColor : fallback().trimColor,
      doorColor: isHexColor(style.doorColor) ? style.doorColor : fallback().doorColor,
      shutters: typeof style.shutters === 'boolean' ? style.shutters : fallback().shutters,
      porch: oneOf(style.porch, PORCH_STYLES, () => fallback().porch),
    },
  };
}

export function sectionWord(sections: 1 | 2 | 3): string {
  return sections === 1 ? 'single-section' : sections === 2 ? 'double-section' : 'triple-section';
}

/** 2 → "2", 2.5 → "2.5" (never "2.50"). */
export function formatBaths(baths: number): string {
  return Number.isInteger(baths) ? String(baths) : baths.toFixed(1);
}

export function formatSquareFeet(squareFeet: number): string {
  return new Intl.NumberFormat('en-US').format(squareFeet);
}
