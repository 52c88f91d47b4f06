// Shared fixtures for the image tests.
import type { ModelArtInput } from './model-art.ts';

export const MAGNOLIA: ModelArtInput = {
  modelNumber: 'FRE-2856-3A',
  name: 'The Magnolia',
  sections: 2,
  widthFt: 28,
  lengthFt: 56,
  beds: 3,
  baths: 2,
  squareFeet: 1568,
  isModular: false,
  style: {
    roof: 'gable',
    siding: 'lap',
    sidingColor: '#98a68a',
    trimColor: '#f6f4ee',
    doorColor: '#8a2f2a',
    shutters: true,
    porch: 'covered',
  },
  seed: 1568,
};

export function model(overrides: Partial<ModelArtInput>): ModelArtInput {
  return { ...MAGNOLIA, ...overrides, style: { ...MAGNOLIA.style, ...overrides.style } };
}
