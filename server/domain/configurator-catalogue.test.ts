import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../lib/configurator/selections.ts';
import { generateCatalogue } from '../db/seed/catalogue.ts';
import { FEATURE_SEEDS } from '../db/seed/features.ts';
import {
  configuratorGuidOf,
  generateConfigurator,
  selectionLook,
} from './configurator-catalogue.ts';

const { models, modelFeatures } = generateCatalogue(42, 60);

/** The names of the features a model's page lists (feature ids are 1.. in catalogue order). */
const featureNamesOf = (modelId: number) =>
  modelFeatures
    .filter((link) => link.modelId === modelId)
    .map((link) => FEATURE_SEEDS[link.featureId - 1]!.name);

type Row = (typeof models)[number]['row'];
const modelOf = (row: Row) => ({
  salesModelId: row.salesModelId,
  modelNumber: row.modelNumber,
  name: row.name,
  sections: row.sections as 1 | 2 | 3,
  widthFt: row.widthFt,
  lengthFt: row.lengthFt,
  beds: row.beds,
  baths: row.baths,
  squareFeet: row.squareFeet,
  isModular: row.isModular ?? false,
  style: row.style,
  seed: row.artSeed,
  lowPrice: row.lowPrice ?? null,
  featureNames: featureNamesOf(row.id),
});

describe('every model’s configurator', () => {
  it('offers each option once, its standard first at no cost, every price a whole number', () => {
    for (const { row } of models) {
      const configurator = generateConfigurator(modelOf(row));
      const options = optionsOf(configurator);
      const optionIds = options.map((o) => o.configuratorOptionId);
      expect(new Set(optionIds).size).toBe(optionIds.length);
      const selectionIds = options.flatMap((o) => o.selections.map((s) => s.selectionId));
      expect(new Set(selectionIds).size).toBe(selectionIds.length);
      for (const option of options) {
        expect(option.selections[0]!.price, option.title).toBe(0);
        for (const s of option.selections) {
          expect(Number.isInteger(s.price) && s.price >= 0, `${option.title}: ${s.title}`).toBe(
            true,
          );
          expect(selectionLook(s.selectionId), s.title).toBeDefined();
        }
      }
      // An island only where the kitchen is wide enough, and a page promises one only there.
      expect(optionIds.includes(204)).toBe(row.widthFt >= 24);
      if (row.widthFt < 24) {
        expect(featureNamesOf(row.id)).not.toContain('Kitchen island with pendant lights');
        expect(featureNamesOf(row.id)).not.toContain("Entertainer's kitchen");
      }
      expect(configurator.basePrice).toBe(row.lowPrice);
    }
  });

  it('starts from what the model’s page lists as coming with it, at no extra cost', () => {
    const included: Record<string, [option: number, selection: number][]> = {
      'Stainless steel appliances': [[203, 20303]],
      'Quartz countertops': [[202, 20204]],
      'Granite countertops': [[202, 20206]],
      'Walk-in shower with glass door': [[303, 30302]],
      'Luxury vinyl plank flooring': [
        [401, 40103],
        [402, 40202],
      ],
      'Electric fireplace': [[502, 50202]],
      'Central heat and air': [[503, 50302]],
      'Vaulted ceilings throughout': [[501, 50102]],
      'Kitchen island with pendant lights': [[204, 20402]],
      "Entertainer's kitchen": [[204, 20402]],
    };
    const seen = new Set<string>();
    for (const { row } of models) {
      const names = featureNamesOf(row.id);
      const options = optionsOf(generateConfigurator(modelOf(row)));
      const standardOf = (id: number) =>
        options.find((o) => o.configuratorOptionId === id)?.selections[0]?.selectionId;
      for (const name of names) {
        for (const [option, selection] of included[name] ?? []) {
          seen.add(name);
          expect(standardOf(option), `${row.modelNumber}: ${name}`).toBe(selection);
        }
      }
      // And a model without them starts from the plain standard.
      if (!names.includes('Stainless steel appliances')) expect(standardOf(203)).toBe(20301);
      if (!names.includes('Electric fireplace')) expect(standardOf(502)).toBe(50201);
      const roof = options.find((o) => o.configuratorOptionId === 103)!.helpText;
      if (names.includes('Metal roof')) expect(roof).toContain('standing-seam metal roof');
      else expect(roof).not.toContain('metal');
    }
    // The seed's 60 models list most of them: the check above is not empty.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('prices the rest of an option from the included selection: less is no credit', () => {
    const base = modelOf(models[0]!.row);
    const plain = optionsOf(generateConfigurator({ ...base, featureNames: [] }));
    const stainless = optionsOf(
      generateConfigurator({ ...base, featureNames: ['Stainless steel appliances'] }),
    );
    const appliances = (options: typeof plain) =>
      options
        .find((o) => o.configuratorOptionId === 203)!
        .selections.map((s) => [s.title, s.price]);
    const [, black, steel] = appliances(plain);
    expect(appliances(stainless)).toEqual([
      ['Stainless steel', 0],
      ['White', 0],
      ['Black', Math.max(0, (black![1] as number) - (steel![1] as number))],
    ]);
  });

  it('shows the model as pictured by default: its own roof, siding, porch and colours', () => {
    const { row } = models[0]!;
    const configurator = generateConfigurator(modelOf(row));
    const standards = optionsOf(configurator).map((o) =>
      selectionLook(o.selections[0]!.selectionId)!,
    );
    const exterior = Object.assign({}, ...standards.map((l) => l.exterior ?? {}));
    expect(exterior).toMatchObject({
      roof: row.style.roof,
      siding: row.style.siding,
      porch: row.style.porch,
      shutters: row.style.shutters,
    });
    // Colours "as pictured" change nothing.
    expect(exterior.sidingColor).toBeUndefined();
  });

  it('keeps a model’s guid the same across versions and databases', () => {
    expect(configuratorGuidOf('SM-100001')).toBe(configuratorGuidOf('SM-100001'));
    expect(configuratorGuidOf('SM-100001')).not.toBe(configuratorGuidOf('SM-100002'));
    expect(configuratorGuidOf('SM-100001')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
