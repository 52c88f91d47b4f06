import { describe, it, expect } from 'vitest';
import { SELECTION_ICON_PREFIX, parseSelectionPrice, selectionIconUrl } from './selection-price.ts';

describe('parseSelectionPrice', () => {
  it('parses whole numbers, stripping $ and commas', () => {
    expect(parseSelectionPrice('$1,299')).toBe(1299);
    expect(parseSelectionPrice('1299')).toBe(1299);
    expect(parseSelectionPrice('$12,345,678')).toBe(12345678);
  });

  it('truncates cents instead of rounding', () => {
    expect(parseSelectionPrice('$1,299.99')).toBe(1299);
    expect(parseSelectionPrice('0.99')).toBe(0);
    expect(parseSelectionPrice(499.5)).toBe(499);
  });

  it('truncates negatives toward zero', () => {
    expect(parseSelectionPrice('-250.75')).toBe(-250);
    expect(Object.is(parseSelectionPrice('-0.5'), 0)).toBe(true);
  });

  it('gives 0 for non-numeric or missing values', () => {
    expect(parseSelectionPrice('abc')).toBe(0);
    expect(parseSelectionPrice('')).toBe(0);
    expect(parseSelectionPrice('$')).toBe(0);
    expect(parseSelectionPrice('Included')).toBe(0);
    expect(parseSelectionPrice('12abc')).toBe(0);
    expect(parseSelectionPrice(null)).toBe(0);
    expect(parseSelectionPrice(undefined)).toBe(0);
    expect(parseSelectionPrice(Number.NaN)).toBe(0);
  });

  it('passes whole numbers through', () => {
    expect(parseSelectionPrice(0)).toBe(0);
    expect(parseSelectionPrice(750)).toBe(750);
  });
});

describe('selectionIconUrl', () => {
  it('prefixes /icons/', () => {
    expect(SELECTION_ICON_PREFIX).toBe('/icons/');
    expect(selectionIconUrl('sofa.svg')).toBe('/icons/sofa.svg');
    expect(selectionIconUrl('kitchen/island.svg')).toBe('/icons/kitchen/island.svg');
  });

  it('does not prefix twice', () => {
    expect(selectionIconUrl('/icons/sofa.svg')).toBe('/icons/sofa.svg');
    expect(selectionIconUrl('icons/sofa.svg')).toBe('/icons/sofa.svg');
  });

  it('treats a leading slash on a bare name as noise', () => {
    expect(selectionIconUrl('/sofa.svg')).toBe('/icons/sofa.svg');
  });

  it('only strips an exact icons/ folder prefix', () => {
    expect(selectionIconUrl('iconsets/a.svg')).toBe('/icons/iconsets/a.svg');
  });

  it('trims whitespace', () => {
    expect(selectionIconUrl('  sofa.svg ')).toBe('/icons/sofa.svg');
  });

  it('leaves absolute URLs alone', () => {
    expect(selectionIconUrl('https://cdn.example.com/a.svg')).toBe('https://cdn.example.com/a.svg');
    expect(selectionIconUrl('//cdn.example.com/a.svg')).toBe('//cdn.example.com/a.svg');
    expect(selectionIconUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });

  it('gives null for empty input', () => {
    expect(selectionIconUrl('')).toBeNull();
    expect(selectionIconUrl('   ')).toBeNull();
    expect(selectionIconUrl('/')).toBeNull();
    expect(selectionIconUrl('//')).toBeNull();
    expect(selectionIconUrl('/icons/')).toBeNull();
    expect(selectionIconUrl(null)).toBeNull();
    expect(selectionIconUrl(undefined)).toBeNull();
  });
});
