import { describe, expect, it } from 'vitest';
import {
  checkZipCode,
  decodeCursor,
  encodeCursor,
  modelPriceLabel,
  pictureKindOf,
} from './catalogue.ts';
import { UserInputError } from './errors.ts';

describe('model cursors', () => {
  it('round-trip the sort, key and id', () => {
    const cursor = encodeCursor({ sort: 'priceAsc', key: '129900', id: 17 });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, 'priceAsc')).toEqual({ sort: 'priceAsc', key: '129900', id: 17 });
  });

  it('refuse a cursor of another sort order', () => {
    const cursor = encodeCursor({ sort: 'name', key: 'The Aspen', id: 3 });
    expect(() => decodeCursor(cursor, 'newest')).toThrow(/cursor of the name order, not newest/);
  });

  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['garbage', 'priceAsc'],
    ['', 'priceAsc'],
    [raw([1, 2, 3]), 'priceAsc'],
    [raw(['priceAsc', 'abc', 1]), 'priceAsc'],
    [raw(['priceAsc', '99999999999', 1]), 'priceAsc'],
    [raw(['priceAsc', '5', -1]), 'priceAsc'],
    [raw(['priceAsc', '5', 1.5]), 'priceAsc'],
    [raw(['name', 'a\u0000b', 1]), 'name'],
    [raw(['newest', '99999999999999999999', 1]), 'newest'],
  ] as const)('refuse %j with a clear error, never a database error', (text, sort) => {
    expect(() => decodeCursor(text, sort)).toThrow(UserInputError);
  });

  it('accept the full range of the newest key (microseconds as bigint)', () => {
    const cursor = encodeCursor({ sort: 'newest', key: '1790000000000000', id: 1 });
    expect(decodeCursor(cursor, 'newest').key).toBe('1790000000000000');
  });
});

describe('checkZipCode', () => {
  it('takes 5 digits, and treats blank as none', () => {
    expect(checkZipCode(' 37918 ')).toBe('37918');
    expect(checkZipCode('')).toBeNull();
    expect(checkZipCode(null)).toBeNull();
  });

  it.each(['3791', '379180', 'ABCDE'])('rejects %j', (zip) => {
    expect(() => checkZipCode(zip)).toThrow(/^zipcode must be 5 digits$/);
  });
});

describe('modelPriceLabel', () => {
  it('formats the low price, or asks to contact', () => {
    expect(modelPriceLabel(129_900)).toBe('$129,900');
    expect(modelPriceLabel(null)).toBe('Contact Us For Pricing');
  });
});

describe('pictureKindOf', () => {
  const model = { modelNumber: 'CLA-2856-3A' };
  it('reads the kind from the image reference of the same model', () => {
    expect(pictureKindOf({ reference: '/images/models/CLA-2856-3A/exterior' }, model)).toBe(
      'exterior',
    );
    expect(pictureKindOf({ reference: '/images/models/CLA-2856-3A/floorplan' }, model)).toBe(
      'floorplan',
    );
  });

  it('gives null for another model, an unknown kind or a malformed reference', () => {
    expect(pictureKindOf({ reference: '/images/models/OAK-1/exterior' }, model)).toBeNull();
    expect(pictureKindOf({ reference: '/images/models/CLA-2856-3A/interior' }, model)).toBeNull();
    expect(pictureKindOf({ reference: '/images/models/%E0%A4%A/exterior' }, model)).toBeNull();
  });
});
