import { describe, it, expect } from 'vitest';
import {
  FEATURED_COUNT,
  FEATURED_EXCLUDED_STICKERS,
  FEATURED_MIN_ITEMS,
  pickFeaturedListings,
} from './listing-picker.ts';

interface Item {
  id: string;
  serialNumber?: string | null;
  stickerTypeId?: number | null;
  priceSort?: number | null;
  creationDate: string | Date;
}

/** Item `id` created on 2024-01-<day>, with a serial number unless told otherwise. */
const item = (id: string, price: number | null, day: number, extra: Partial<Item> = {}): Item => ({
  id,
  serialNumber: `SN-${id}`,
  priceSort: price,
  creationDate: `2024-01-${String(day).padStart(2, '0')}T00:00:00Z`,
  ...extra,
});

const ids = (items: Item[]) => pickFeaturedListings(items).map((i) => i.id);

describe('constants', () => {
  it('pins the thresholds and excluded stickers', () => {
    expect(FEATURED_MIN_ITEMS).toBe(2);
    expect(FEATURED_COUNT).toBe(3);
    expect(FEATURED_EXCLUDED_STICKERS).toEqual([-1, 5]);
  });
});

describe('pickFeaturedListings: small inputs', () => {
  it('gives nothing for fewer than two items', () => {
    expect(pickFeaturedListings([])).toEqual([]);
    expect(pickFeaturedListings([item('a', 1, 1)])).toEqual([]);
    expect(pickFeaturedListings(null)).toEqual([]);
    expect(pickFeaturedListings(undefined)).toEqual([]);
  });

  it('counts the same object twice as one item', () => {
    const a = item('a', 1, 1);
    expect(pickFeaturedListings([a, a])).toEqual([]);
    const b = item('b', 2, 2);
    const c = item('c', 3, 3);
    const d = item('d', 4, 4);
    // Four entries but three distinct: all returned, unfiltered.
    expect(pickFeaturedListings([a, b, a, c])).toEqual([a, b, c]);
    expect(pickFeaturedListings([a, b, c, d, d, a]).length).toBe(3);
  });

  it('returns two items as they are', () => {
    expect(ids([item('a', 1, 2), item('b', 2, 1)])).toEqual(['a', 'b']);
  });

  it('returns three items as they are, even sold, sale pending or without serial', () => {
    const list = [
      item('sold', 1, 3, { stickerTypeId: -1 }),
      item('pending', 2, 2, { stickerTypeId: 5 }),
      item('noserial', null, 1, { serialNumber: null }),
    ];
    expect(ids(list)).toEqual(['sold', 'pending', 'noserial']);
  });

  it('returns a copy, not the input array', () => {
    const list = [item('a', 1, 1), item('b', 2, 2)];
    const result = pickFeaturedListings(list);
    expect(result).toEqual(list);
    expect(result).not.toBe(list);
  });
});

describe('pickFeaturedListings: picking', () => {
  it('picks highest price, lowest price and earliest creation, in that order', () => {
    const list = [
      item('mid', 100, 5),
      item('high', 300, 3),
      item('old', 200, 1),
      item('low', 50, 4),
      item('mid2', 150, 2),
    ];
    expect(ids(list)).toEqual(['high', 'low', 'old']);
  });

  it('fills with the second-oldest when the oldest is also the cheapest', () => {
    const list = [
      item('high', 300, 3),
      item('oldcheap', 50, 1),
      item('second', 200, 2),
      item('newer', 100, 4),
    ];
    expect(ids(list)).toEqual(['high', 'oldcheap', 'second']);
  });

  it('fills with the second-oldest when the oldest is also the most expensive', () => {
    const list = [
      item('oldhigh', 300, 1),
      item('low', 50, 3),
      item('second', 200, 2),
      item('newer', 100, 4),
    ];
    expect(ids(list)).toEqual(['oldhigh', 'low', 'second']);
  });

  it('fills with the next-oldest when the second-oldest is already picked', () => {
    const list = [
      item('oldcheap', 50, 1),
      item('secondhigh', 300, 2),
      item('third', 200, 3),
      item('fourth', 100, 4),
    ];
    expect(ids(list)).toEqual(['secondhigh', 'oldcheap', 'third']);
  });

  it('fills twice when all prices are equal (highest = lowest = first listed)', () => {
    const list = [item('c', 100, 3), item('a', 100, 1), item('b', 100, 2), item('d', 100, 4)];
    expect(ids(list)).toEqual(['c', 'a', 'b']);
  });

  it('breaks price ties by input order', () => {
    const list = [
      item('high1', 300, 5),
      item('high2', 300, 6),
      item('low1', 10, 7),
      item('low2', 10, 8),
      item('old', 100, 1),
    ];
    expect(ids(list)).toEqual(['high1', 'low1', 'old']);
  });

  it('breaks creation-date ties by input order', () => {
    const list = [item('high', 300, 5), item('low', 10, 5), item('x', 100, 1), item('y', 100, 1)];
    expect(ids(list)).toEqual(['high', 'low', 'x']);
  });

  it('never makes an unpriced item a price pick, but can pick it as oldest or fill', () => {
    const list = [
      item('oldnoprice', null, 1),
      item('high', 300, 4),
      item('low', 50, 5),
      item('nan', Number.NaN, 2),
    ];
    expect(ids(list)).toEqual(['high', 'low', 'oldnoprice']);
    const fill = [
      item('old', 300, 1),
      item('nanfill', Number.NaN, 2),
      item('low', 50, 5),
      item('newer', 100, 6),
    ];
    expect(ids(fill)).toEqual(['old', 'low', 'nanfill']);
  });

  it('falls back to the three oldest when no item has a price', () => {
    const list = [item('d', null, 4), item('b', null, 2), item('a', null, 1), item('c', null, 3)];
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('treats price 0 as a real, lowest price', () => {
    const list = [item('zero', 0, 4), item('high', 300, 3), item('old', 100, 1), item('x', 5, 2)];
    expect(ids(list)).toEqual(['high', 'zero', 'old']);
  });

  it('accepts Date objects and strings, sorting unreadable dates last', () => {
    const list = [
      item('high', 300, 9),
      item('low', 10, 9),
      item('bad', 100, 1, { creationDate: 'not a date' }),
      item('dateobj', 200, 1, { creationDate: new Date('2023-12-31T00:00:00Z') }),
      item('str', 150, 5),
    ];
    expect(ids(list)).toEqual(['high', 'low', 'dateobj']);
    const onlyBad = [
      item('high', 300, 9),
      item('low', 10, 9),
      item('bad1', 100, 1, { creationDate: 'nope' }),
      item('bad2', 100, 1, { creationDate: new Date(Number.NaN) }),
    ];
    // Unreadable dates come after all readable ones; "high" (listed first) is oldest of equals.
    expect(ids(onlyBad)).toEqual(['high', 'low', 'bad1']);
  });
});

describe('pickFeaturedListings: exclusions', () => {
  it('excludes sold (-1) and sale pending (5) from four or more items', () => {
    const list = [
      item('soldhigh', 900, 5, { stickerTypeId: -1 }),
      item('pendinglow', 1, 6, { stickerTypeId: 5 }),
      item('soldold', 100, 1, { stickerTypeId: -1 }),
      item('a', 300, 2),
      item('b', 200, 3),
      item('c', 100, 4),
    ];
    expect(ids(list)).toEqual(['a', 'c', 'b']);
  });

  it('keeps other stickers', () => {
    const list = [-7, -6, -5, -4, -3, -2, 1, 2, 3, 4, 6, 7, null].map((sticker, i) =>
      item(`s${i}`, 100 + i, i + 1, { stickerTypeId: sticker }),
    );
    expect(ids(list)).toEqual(['s12', 's0', 's1']);
  });

  it('gives nothing when fewer than two items remain after exclusion', () => {
    const list = [
      item('sold1', 1, 1, { stickerTypeId: -1 }),
      item('sold2', 2, 2, { stickerTypeId: -1 }),
      item('pending', 3, 3, { stickerTypeId: 5 }),
      item('ok', 4, 4),
    ];
    expect(ids(list)).toEqual([]);
  });

  it('returns the two remaining items when exactly two remain', () => {
    const list = [
      item('sold1', 1, 1, { stickerTypeId: -1 }),
      item('pending', 3, 3, { stickerTypeId: 5 }),
      item('x', 4, 4),
      item('y', 2, 5),
    ];
    expect(ids(list)).toEqual(['x', 'y']);
  });
});

describe('pickFeaturedListings: serial-number preference', () => {
  it('uses only serial-numbered items when there are at least three', () => {
    const list = [
      item('nohigh', 900, 5, { serialNumber: null }),
      item('nolow', 1, 6, { serialNumber: '' }),
      item('noold', 100, 1, { serialNumber: undefined }),
      item('a', 300, 2),
      item('b', 200, 3),
      item('c', 100, 4),
    ];
    expect(ids(list)).toEqual(['a', 'c', 'b']);
  });

  it('treats a blank serial number as missing', () => {
    const list = [
      item('blank', 900, 1, { serialNumber: '   ' }),
      item('a', 300, 2),
      item('b', 200, 3),
      item('c', 100, 4),
    ];
    expect(ids(list)).toEqual(['a', 'c', 'b']);
  });

  it('falls back to all eligible items when fewer than three have a serial number', () => {
    const list = [
      item('nohigh', 900, 5, { serialNumber: null }),
      item('nolow', 1, 6, { serialNumber: null }),
      item('a', 300, 1),
      item('b', 200, 3),
    ];
    expect(ids(list)).toEqual(['nohigh', 'nolow', 'a']);
  });

  it('does not count excluded serial-numbered items toward the three', () => {
    const list = [
      item('sold', 500, 1, { stickerTypeId: -1 }),
      item('a', 300, 2),
      item('b', 200, 3),
      item('nocheap', 1, 4, { serialNumber: null }),
    ];
    // Only a and b are eligible with a serial: too few, so nocheap competes.
    expect(ids(list)).toEqual(['a', 'nocheap', 'b']);
  });
});

describe('pickFeaturedListings: invariants', () => {
  it('never duplicates, never exceeds three, and leaves the input untouched', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const stickers = [null, -1, 5, 1, -7];
    for (let run = 0; run < 300; run++) {
      const n = Math.floor(random() * 9);
      const list = Array.from({ length: n }, (_, i) =>
        item(
          `i${i}`,
          random() < 0.2 ? null : Math.floor(random() * 5) * 100,
          1 + Math.floor(random() * 5),
          {
            serialNumber: random() < 0.5 ? `S${i}` : null,
            stickerTypeId: stickers[Math.floor(random() * stickers.length)] ?? null,
          },
        ),
      );
      const before = [...list];
      const result = pickFeaturedListings(list);
      expect(list).toEqual(before);
      expect(new Set(result).size).toBe(result.length);
      expect(result.length).toBeLessThanOrEqual(3);
      expect(result.length === 0 || result.length >= 2).toBe(true);
      for (const r of result) expect(list).toContain(r);
      if (n > 3) {
        for (const r of result) expect([-1, 5]).not.toContain(r.stickerTypeId);
      }
    }
  });
});
