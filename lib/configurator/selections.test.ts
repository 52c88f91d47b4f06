import { describe, expect, it } from 'vitest';
import { generateConfigurator } from '../../server/domain/configurator-catalogue.ts';
import {
  selectionPriceText,
  choicesFromSearch,
  choicesOfCustomizations,
  customizationsOf,
  designPrice,
  optionsOf,
  parseVisualizerPath,
  searchOfChoices,
  standardChoices,
  upgradesPrice,
  visualizerPictures,
} from './selections.ts';
import type { Configurator } from './types.ts';

const configurator: Configurator = {
  configuratorId: 1,
  ...generateConfigurator({
    salesModelId: 'SM-100001',
    modelNumber: 'T-2856',
    name: 'The Test',
    sections: 2,
    widthFt: 28,
    lengthFt: 56,
    beds: 3,
    baths: 2,
    squareFeet: 1_568,
    isModular: false,
    featureNames: [],
    seed: 7,
    lowPrice: 120_000,
  }),
};
const cabinets = optionsOf(configurator).find((o) => o.configuratorOptionId === 201)!;
const navy = cabinets.selections.find((s) => s.title === 'Navy shaker')!;
const heating = optionsOf(configurator).find((o) => o.configuratorOptionId === 503)!;

describe('choices in the address', () => {
  it('keeps the standard selection for an option missing or naming another option’s selection', () => {
    const search = new URLSearchParams({
      o201: String(navy.selectionId),
      o202: String(navy.selectionId),
      o999: '1',
    });
    const choices = choicesFromSearch(configurator, search);
    expect(choices[201]).toBe(navy.selectionId);
    expect(choices[202]).toBe(standardChoices(configurator)[202]);
    expect(Object.keys(choices)).toHaveLength(optionsOf(configurator).length);
  });

  it('writes only what differs from standard, and reads it back', () => {
    const choices = { ...standardChoices(configurator), 201: navy.selectionId };
    const search = searchOfChoices(configurator, choices);
    expect(search.toString()).toBe(`o201=${navy.selectionId}`);
    expect(choicesFromSearch(configurator, search)).toEqual(choices);
  });
});

describe('the price', () => {
  it('is the base price plus every chosen selection, in whole dollars', () => {
    const choices = {
      ...standardChoices(configurator),
      201: navy.selectionId,
      503: heating.selections[1]!.selectionId,
    };
    const upgrades = navy.price + heating.selections[1]!.price;
    expect(upgrades).toBeGreaterThan(0);
    expect(upgradesPrice(configurator, choices)).toBe(upgrades);
    expect(designPrice(configurator, choices)).toBe(120_000 + upgrades);
    expect(designPrice(configurator, standardChoices(configurator))).toBe(120_000);
    expect(designPrice({ ...configurator, basePrice: null }, choices)).toBeNull();
  });

  it('saves every option with its selection and price, and reads the choices back', () => {
    const choices = { ...standardChoices(configurator), 201: navy.selectionId };
    const saved = customizationsOf(configurator, choices);
    expect(saved).toHaveLength(optionsOf(configurator).length);
    expect(saved.find((c) => c.configuratorOptionId === 201)).toEqual({
      configuratorOptionId: 201,
      selectionId: navy.selectionId,
      price: navy.price,
    });
    expect(choicesOfCustomizations(configurator, saved)).toEqual(choices);
  });
});

describe('a selection’s price in words', () => {
  it('says Included for the standard one, No extra cost for a free change, +$ for an upgrade', () => {
    expect(selectionPriceText(0, true)).toBe('Included');
    expect(selectionPriceText(0, false)).toBe('No extra cost');
    expect(selectionPriceText(1150, false)).toBe('+$1,150');
  });
});

describe('the visualizer’s pictures', () => {
  it('one per scene, whose address the image handler reads back', () => {
    const pictures = visualizerPictures(
      configurator,
      standardChoices(configurator),
      undefined,
      'The Test',
    );
    expect(pictures.map((p) => p.name)).toEqual(['Exterior', 'Kitchen', 'Bathroom', 'Living room']);
    const kitchen = pictures[1]!;
    const parsed = parseVisualizerPath(kitchen.url)!;
    expect(parsed).toMatchObject({
      salesModelId: 'SM-100001',
      version: configurator.version,
      sceneId: 2,
      width: 960,
    });
    expect(parsed.selectionIds).toContain(standardChoices(configurator)[201]);
    expect(kitchen.alt).toMatch(/^Kitchen of The Test as chosen: cabinets White shaker;/);
    expect(kitchen.srcSet.split(', ')).toHaveLength(4);
  });

  it('changes only the pictures that show a changed selection', () => {
    const before = visualizerPictures(configurator, standardChoices(configurator));
    const after = visualizerPictures(configurator, {
      ...standardChoices(configurator),
      201: navy.selectionId,
      503: heating.selections[1]!.selectionId,
    });
    expect(after.map((p, i) => p.hash === before[i]!.hash)).toEqual([true, false, true, true]);
  });

  it('refuses addresses that are not a picture', () => {
    expect(parseVisualizerPath('/images/visualizer/SM-1/1/2/20101-961.webp')).toBeNull();
    expect(parseVisualizerPath('/images/visualizer/SM-1/1/2/20101-960.png')).toBeNull();
    expect(parseVisualizerPath('/images/visualizer/SM-1/1/2/x-960.webp')).toBeNull();
    expect(parseVisualizerPath('/images/visualizer/%E0%A4%A/1/2/20101-960.webp')).toBeNull();
  });
});
