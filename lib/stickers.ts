/** Listing sticker (badge) ids, as stored on listings in `stickerTypeId`. */
export const STICKERS = [
  { id: -7, key: 'in-stock', label: 'In Stock' },
  { id: -6, key: 'coming-soon', label: 'Coming Soon' },
  { id: -5, key: 'crossmod-eligible', label: 'CrossMod Eligible' },
  { id: -4, key: 'crossmod', label: 'CrossMod' },
  { id: -3, key: 'sale', label: 'Sale' },
  { id: -2, key: 'new-arrival', label: 'New Arrival' },
  { id: -1, key: 'sold', label: 'Sold' },
  { id: 1, key: 'move-in-ready', label: 'Move-In Ready' },
  { id: 2, key: 'upgrades-included', label: 'Upgrades Included' },
  { id: 3, key: 'great-value', label: 'Great Value' },
  { id: 4, key: 'quick-delivery', label: 'Quick Delivery' },
  { id: 5, key: 'sale-pending', label: 'Sale Pending' },
  { id: 6, key: 'price-drop', label: 'Price Drop' },
  { id: 7, key: 'under-construction', label: 'Under Construction' },
] as const;

export type Sticker = (typeof STICKERS)[number];
export type StickerId = Sticker['id'];
export type StickerKey = Sticker['key'];

export const STICKER_IDS: readonly StickerId[] = STICKERS.map((sticker) => sticker.id);

export const STICKER_SOLD = -1;
export const STICKER_SALE = -3;
export const STICKER_MOVE_IN_READY = 1;
export const STICKER_SALE_PENDING = 5;
export const STICKER_PRICE_DROP = 6;
export const STICKER_COMING_SOON = -6;
export const STICKER_UNDER_CONSTRUCTION = 7;

/** A badge that says the price came down (Sale, Price Drop): it needs the price before to show it. */
export function saysPriceCameDown(stickerId: number | null | undefined): boolean {
  return stickerId === STICKER_SALE || stickerId === STICKER_PRICE_DROP;
}

export function stickerById(id: number | null | undefined): Sticker | undefined {
  return STICKERS.find((sticker) => sticker.id === id);
}

export function stickerByKey(key: string | null | undefined): Sticker | undefined {
  return STICKERS.find((sticker) => sticker.key === key);
}

/** A floor plan with a built, unsold home of it near the place: its card's badge, its saved card's words. */
export const IN_STOCK_NEARBY = 'In stock nearby';
/** Beside the price of a home in the sale list whose badge does not say Sale (SPEC §9). */
export const ON_SALE = 'On sale';

/** Whether a home can still be bought: not sold, and not under contract ("Sale Pending"). */
export function isOpenForSale(stickerKey: string | null | undefined): boolean {
  return stickerKey !== 'sold' && stickerKey !== 'sale-pending';
}

/**
 * Where a home stands, before its home center's name, in words that agree
 * with its sticker: a "Coming Soon" home is not "ready" (issue 11), and a
 * home set on a parcel is sold with it, not standing on the home center's lot.
 */
export function availabilityAt(
  stickerKey: string | null | undefined,
  built: boolean,
  onLand = false,
): string {
  switch (stickerKey) {
    case 'sold':
      return 'Sold by';
    case 'coming-soon':
      return 'Coming soon to';
    case 'under-construction':
      return 'Being built for';
    case 'sale-pending':
      return 'Sale pending at';
    default:
      if (!built) return 'Built to order at';
      return onLand ? 'On its own land, sold by' : 'Built and ready at';
  }
}

/** The same, on its own (a saved home's card, the compare table): no home center after it. */
export function availabilityAlone(
  stickerKey: string | null | undefined,
  built: boolean,
  onLand = false,
): string {
  switch (stickerKey) {
    case 'sold':
      return 'Sold';
    case 'coming-soon':
      return 'Coming soon';
    case 'under-construction':
      return 'Being built';
    case 'sale-pending':
      return 'Sale pending';
    default:
      if (!built) return 'Built to order';
      return onLand ? 'On its own land' : 'Built and ready';
  }
}
