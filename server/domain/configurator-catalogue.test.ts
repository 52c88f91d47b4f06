import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../lib/configurator/selections.ts';
import { generateCatalogue } from '../db/seed/catalogue.ts';
import {
  configuratorGuidOf,
  generateConfigurator,
  selectionLook,
} from './configurator-catalogue.ts';

const { models } = generateCatalogue(42, 60);

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
      // An island only where the kitchen is wide enough.
      expect(optionIds.includes(204)).toBe(row.widthFt >= 24);
      expect(configurator.basePrice).toBe(row.lowPrice);
    }
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
