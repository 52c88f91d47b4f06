import { STICKER_SALE_PENDING, STICKER_SOLD } from './stickers.ts';

export interface FeaturedCandidate {
  serialNumber?: string | null;
  stickerTypeId?: number | null;
  priceSort?: number | null;
  creationDate: string | Date;
}

/** Fewer items than this and the featured section is not shown at all. */
export const FEATURED_MIN_ITEMS = 2;
export const FEATURED_COUNT = 3;
/** A sold or sale-pending home is a poor thing to feature. */
export const FEATURED_EXCLUDED_STICKERS: readonly number[] = [STICKER_SOLD, STICKER_SALE_PENDING];

const hasSerial = (item: FeaturedCandidate) => (item.serialNumber ?? '').trim() !== '';
const hasPrice = (item: FeaturedCandidate): item is FeaturedCandidate & { priceSort: number } =>
  typeof item.priceSort === 'number' && Number.isFinite(item.priceSort);

/** Unreadable dates sort last so they are never taken as "oldest". */
function createdAt(item: FeaturedCandidate): number {
  const time =
    item.creationDate instanceof Date ? item.creationDate.getTime() : Date.parse(item.creationDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * Picks up to three listings to feature: the most expensive, the cheapest and the
 * oldest, topped up from the next-oldest when picks coincide.
 *
 * - The same object listed twice counts once.
 * - Fewer than 2 items → none; 2 or 3 items → all of them, unfiltered, in input order.
 * - Otherwise sold (-1) and sale-pending (5) items are dropped, and items with a serial
 *   number (homes actually built) are used on their own when there are at least 3 of
 *   them; else all remaining items are used. If fewer than 2 remain → none.
 * - Result order: highest price, lowest price, oldest, then fill (second-oldest first).
 *   Price ties go to the earlier item in the input; items without a price are never
 *   price picks but can still be the oldest or a fill.
 */
export function pickFeaturedListings<T extends FeaturedCandidate>(
  items: readonly T[] | null | undefined,
): T[] {
  const unique = [...new Set(items ?? [])];
  if (unique.length < FEATURED_MIN_ITEMS) return [];
  if (unique.length <= FEATURED_COUNT) return unique;

  const eligible = unique.filter(
    (item) => !FEATURED_EXCLUDED_STICKERS.includes(item.stickerTypeId ?? 0),
  );
  const withSerial = eligible.filter(hasSerial);
  const pool = withSerial.length >= FEATURED_COUNT ? withSerial : eligible;
  if (pool.length < FEATURED_MIN_ITEMS) return [];

  const priced = pool.filter(hasPrice);
  // Strict comparisons keep the first of equal prices.
  const highest = priced.reduce<T | undefined>(
    (best, item) => (best && (best.priceSort ?? 0) >= (item.priceSort ?? 0) ? best : item),
    undefined,
  );
  const lowest = priced.reduce<T | undefined>(
    (best, item) => (best && (best.priceSort ?? 0) <= (item.priceSort ?? 0) ? best : item),
    undefined,
  );
  // Array sort is stable, so equal dates keep input order.
  const byAge = [...pool].sort((a, b) => {
    const diff = createdAt(a) - createdAt(b);
    return Number.isNaN(diff) ? 0 : diff; // both unreadable: Infinity - Infinity
  });

  const picks: T[] = [];
  for (const item of [highest, lowest, ...byAge]) {
    if (picks.length >= FEATURED_COUNT) break;
    if (item && !picks.includes(item)) picks.push(item);
  }
  return picks;
}
