import { describe, expect, it } from 'vitest';
import {
  BUDGET_CONFIDENCES,
  BUYER_SITUATIONS,
  CHOICE_LABELS,
  choiceLabel,
  CONTACT_METHODS,
  CONTACT_TIMES,
  FUNDING_SOURCES,
  LAND_TYPES,
  MAX_BATHS,
  MIN_BATHS,
  BATHS_STEP,
} from './portal-fields.ts';

describe('portal fields', () => {
  it('labels every stored choice for the forms and the home center’s mail', () => {
    const choices = [
      ...CONTACT_METHODS,
      ...CONTACT_TIMES,
      ...BUDGET_CONFIDENCES,
      ...BUYER_SITUATIONS,
      ...FUNDING_SOURCES,
      ...LAND_TYPES,
    ];
    expect(new Set(choices).size).toBe(choices.length);
    for (const choice of choices) expect(CHOICE_LABELS[choice], choice).toMatch(/^[A-Z]/);
    expect(Object.keys(CHOICE_LABELS).sort()).toEqual([...choices].sort());
  });

  it('keeps SPEC’s pre_approved spelling and shows an unknown value as it is', () => {
    expect(FUNDING_SOURCES).toContain('pre_approved');
    expect(choiceLabel('pre_approved')).toBe('Pre-approved for a loan');
    expect(choiceLabel('something-new')).toBe('something-new');
  });

  it('has whole steps of baths between the limits', () => {
    expect(Number.isInteger((MAX_BATHS - MIN_BATHS) / BATHS_STEP)).toBe(true);
  });
});
