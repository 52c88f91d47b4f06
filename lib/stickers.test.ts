import { describe, it, expect } from 'vitest';
import {
  availabilityAlone,
  availabilityAt,
  isOpenForSale,
  saysPriceCameDown,
  STICKERS,
  STICKER_IDS,
  STICKER_MOVE_IN_READY,
  STICKER_SALE_PENDING,
  STICKER_SOLD,
  stickerById,
  stickerByKey,
} from './stickers.ts';

describe('stickers', () => {
  it.each([
    [-7, 'in-stock', 'In Stock'],
    [-6, 'coming-soon', 'Coming Soon'],
    [-5, 'crossmod-eligible', 'CrossMod Eligible'],
    [-4, 'crossmod', 'CrossMod'],
    [-3, 'sale', 'Sale'],
    [-2, 'new-arrival', 'New Arrival'],
    [-1, 'sold', 'Sold'],
    [1, 'move-in-ready', 'Move-In Ready'],
    [2, 'upgrades-included', 'Upgrades Included'],
    [3, 'great-value', 'Great Value'],
    [4, 'quick-delivery', 'Quick Delivery'],
    [5, 'sale-pending', 'Sale Pending'],
    [6, 'price-drop', 'Price Drop'],
    [7, 'under-construction', 'Under Construction'],
  ])('id %i is %s (%s)', (id, key, label) => {
    expect(stickerById(id)).toEqual({ id, key, label });
    expect(stickerByKey(key)?.id).toBe(id);
  });

  it('lists all fourteen ids, with no id 0', () => {
    expect(STICKER_IDS).toEqual([-7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7]);
    expect(STICKERS).toHaveLength(14);
    expect(new Set(STICKERS.map((s) => s.key)).size).toBe(14);
  });

  it('gives undefined for unknown ids and keys', () => {
    expect(stickerById(0)).toBeUndefined();
    expect(stickerById(8)).toBeUndefined();
    expect(stickerById(-8)).toBeUndefined();
    expect(stickerById(1.5)).toBeUndefined();
    expect(stickerById(null)).toBeUndefined();
    expect(stickerById(undefined)).toBeUndefined();
    expect(stickerByKey('Sold')).toBeUndefined();
    expect(stickerByKey(null)).toBeUndefined();
  });

  it('names the ids business rules depend on', () => {
    expect(STICKER_SOLD).toBe(-1);
    expect(STICKER_SALE_PENDING).toBe(5);
    expect(STICKER_MOVE_IN_READY).toBe(1);
    expect(stickerById(STICKER_SOLD)?.key).toBe('sold');
    expect(stickerById(STICKER_SALE_PENDING)?.key).toBe('sale-pending');
    expect(stickerById(STICKER_MOVE_IN_READY)?.key).toBe('move-in-ready');
  });
});

describe('availabilityAt', () => {
  it('agrees with the sticker, and says built or to order otherwise', () => {
    expect(availabilityAt('coming-soon', true)).toBe('Coming soon to');
    expect(availabilityAt('under-construction', true)).toBe('Being built for');
    expect(availabilityAt('sale-pending', true)).toBe('Sale pending at');
    expect(availabilityAt('sold', true)).toBe('Sold by');
    expect(availabilityAt('in-stock', true)).toBe('Built and ready at');
    expect(availabilityAt(null, true)).toBe('Built and ready at');
    expect(availabilityAt(undefined, false)).toBe('Built to order at');
  });

  it('says a built home set on its land is sold with it, not ready at the home center', () => {
    expect(availabilityAt(null, true, true)).toBe('On its own land, sold by');
    expect(availabilityAt('move-in-ready', true, true)).toBe('On its own land, sold by');
    expect(availabilityAt('sale-pending', true, true)).toBe('Sale pending at');
    expect(availabilityAt(null, false, true)).toBe('Built to order at');
  });
});

describe('availabilityAlone', () => {
  it('says the same words without a home center after them', () => {
    expect(availabilityAlone('sale-pending', true)).toBe('Sale pending');
    expect(availabilityAlone('sold', true)).toBe('Sold');
    expect(availabilityAlone('coming-soon', true)).toBe('Coming soon');
    expect(availabilityAlone(null, true)).toBe('Built and ready');
    expect(availabilityAlone(null, true, true)).toBe('On its own land');
    expect(availabilityAlone(null, false)).toBe('Built to order');
  });
});

describe('isOpenForSale', () => {
  it('is false only for a sold home and one under contract', () => {
    expect(STICKERS.filter((sticker) => !isOpenForSale(sticker.key)).map((s) => s.key)).toEqual([
      'sold',
      'sale-pending',
    ]);
    expect(isOpenForSale(null)).toBe(true);
  });
});

describe('saysPriceCameDown', () => {
  it('is true only for Sale and Price Drop: the badges that need the price before', () => {
    expect(STICKERS.filter((sticker) => saysPriceCameDown(sticker.id)).map((s) => s.key)).toEqual([
      'sale',
      'price-drop',
    ]);
    expect(saysPriceCameDown(null)).toBe(false);
  });
});
