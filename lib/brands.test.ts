import { describe, it, expect } from 'vitest';
import {
  BRAND_CODES,
  BRAND_LABELS,
  DEFAULT_BRAND_LABEL,
  brandLabel,
  toBrandCode,
} from './brands.ts';

describe('BRAND_CODES', () => {
  it('lists exactly the seven brand codes', () => {
    expect(BRAND_CODES).toEqual(['FRE', 'OAK', 'CSL', 'LUV', 'INT', 'TRU', 'SCO']);
  });

  it('has a distinct label for every code', () => {
    const labels = BRAND_CODES.map((code) => BRAND_LABELS[code]);
    expect(new Set(labels).size).toBe(BRAND_CODES.length);
    expect(labels).not.toContain(DEFAULT_BRAND_LABEL);
  });
});

describe('brandLabel', () => {
  it.each([
    ['FRE', 'Frontier Homes'],
    ['OAK', 'Oak Creek Homes'],
    ['CSL', 'Coastline Homes'],
    ['LUV', 'Luvella Homes'],
    ['INT', 'Interstate Homes'],
    ['TRU', 'TruBuilt Homes'],
    ['SCO', 'Southern Comfort Homes'],
  ])('maps %s to %s', (code, label) => {
    expect(brandLabel(code)).toBe(label);
  });

  it('matches case-insensitively and ignores surrounding whitespace', () => {
    expect(brandLabel('oak')).toBe('Oak Creek Homes');
    expect(brandLabel('Luv')).toBe('Luvella Homes');
    expect(brandLabel(' sco ')).toBe('Southern Comfort Homes');
  });

  it('gives the default label for any other code', () => {
    expect(DEFAULT_BRAND_LABEL).toBe('Hearthstone Homes');
    expect(brandLabel('CLA')).toBe('Hearthstone Homes');
    expect(brandLabel('cla')).toBe('Hearthstone Homes');
    expect(brandLabel('XYZ')).toBe('Hearthstone Homes');
    expect(brandLabel('OAKS')).toBe('Hearthstone Homes');
    expect(brandLabel('OA')).toBe('Hearthstone Homes');
    expect(brandLabel('CLAWVA')).toBe('Hearthstone Homes');
  });

  it('gives the default label for empty and missing codes', () => {
    expect(brandLabel('')).toBe('Hearthstone Homes');
    expect(brandLabel('   ')).toBe('Hearthstone Homes');
    expect(brandLabel(null)).toBe('Hearthstone Homes');
    expect(brandLabel(undefined)).toBe('Hearthstone Homes');
  });

  it('is not fooled by object prototype keys', () => {
    expect(brandLabel('constructor')).toBe('Hearthstone Homes');
    expect(brandLabel('__proto__')).toBe('Hearthstone Homes');
  });
});

describe('toBrandCode', () => {
  it('normalizes known codes and rejects others', () => {
    expect(toBrandCode(' fre ')).toBe('FRE');
    expect(toBrandCode('CLA')).toBeNull();
    expect(toBrandCode(null)).toBeNull();
  });
});
