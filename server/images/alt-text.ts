// Alt text for the two pictures, written the way a person would describe them.
import { computeLayout, type FloorplanLayout } from './floorplan-layout.ts';
import {
  colorName,
  formatBaths,
  formatSquareFeet,
  normalizeInput,
  sectionWord,
  type ModelArtInput,
  type ModelArtSource,
} from './model-art.ts';

const SIDING_WORDS = {
  lap: 'lap siding',
  'board-and-batten': 'board-and-batten siding',
  shake: 'shake siding',
} as const;

const PORCH_WORDS = {
  none: 'front steps',
  stoop: 'a front stoop',
  covered: 'a covered porch',
  wrap: 'a wraparound porch',
} as const;

const displayName = (m: ModelArtInput) => m.name.trim() || m.modelNumber.trim() || 'this home';
const homeWord = (m: ModelArtInput) => (m.isModular ? 'modular home' : 'manufactured home');

export function exteriorAlt(input: ModelArtSource): string {
  const m = normalizeInput(input);
  const siding = `${colorName(m.style.sidingColor)} ${SIDING_WORDS[m.style.siding]}`;
  return (
    `Front exterior illustration of ${displayName(m)}, a ${sectionWord(m.sections)} ` +
    `${m.beds} bed, ${formatBaths(m.baths)} bath ${homeWord(m)} with ${siding} and ${PORCH_WORDS[m.style.porch]}`
  );
}

export function floorplanAlt(input: ModelArtSource): string {
  const m = normalizeInput(input);
  return floorplanAltFor(m, computeLayout(m));
}

/** Same as floorplanAlt for an already normalised model and its layout (avoids laying out twice). */
export function floorplanAltFor(m: ModelArtInput, layout: FloorplanLayout): string {
  const beds = `${m.beds} ${m.beds === 1 ? 'bedroom' : 'bedrooms'}`;
  const baths = `${formatBaths(m.baths)} ${m.baths === 1 ? 'bathroom' : 'bathrooms'}`;
  const arrangement = layout.hasSecondaryWing
    ? 'split layout with the primary suite at one end'
    : 'open layout with the bedroom suite at one end';
  const size = m.squareFeet > 0 ? `, ${formatSquareFeet(m.squareFeet)} sq ft` : '';
  return `Floor plan of ${displayName(m)}: ${beds}, ${baths}${size}, ${arrangement}`;
}
