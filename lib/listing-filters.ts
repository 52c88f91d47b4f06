import {
  STICKER_COMING_SOON,
  STICKER_MOVE_IN_READY,
  STICKER_SALE_PENDING,
  STICKER_SOLD,
  STICKER_UNDER_CONSTRUCTION,
} from './stickers.ts';

/** The fields of a dealer home listing these rules read. */
export interface DealerHomeListing {
  isSaleHome?: boolean | null;
  isDefaultSaleHome?: boolean | null;
  stickerTypeId?: number | null;
  isAvailableFloorPlan?: boolean | null;
  isOnLand?: boolean | null;
  priceSort?: number | null;
  priceLabel?: string | null;
  serialNumber?: string | null;
  modelNumber?: string | null;
  inventoryId?: string | number | null;
  stockNumber?: string | null;
  creationDate?: string | Date | null;
}

/** A home center lists at most this many (a lot holds 8–25 in the seed): one page of the API holds them. */
export const DEALER_HOMES_MAX = 96;

/** Budget homes cost strictly less than this. */
export const BUDGET_PRICE_LIMIT = 150_000;
export const CONTACT_FOR_PRICING = 'Contact Us For Pricing';
/** The builder-model website template has no sale homes section. */
export const BUILDER_MODEL_TEMPLATE = 'builder-model';

const isSold = (home: DealerHomeListing) => home.stickerTypeId === STICKER_SOLD;
const sameText = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * Priced above 0 and below $150,000, not "Contact Us For Pricing", not sold.
 * A missing or zero price means "unpriced", which must not read as the cheapest home.
 */
export function isBudgetHome(home: DealerHomeListing): boolean {
  const price = home.priceSort;
  return (
    typeof price === 'number' &&
    price > 0 &&
    price < BUDGET_PRICE_LIMIT &&
    !sameText(home.priceLabel, CONTACT_FOR_PRICING) &&
    !isSold(home)
  );
}

export function budgetHomes<T extends DealerHomeListing>(list: readonly T[]): T[] {
  return list.filter(isBudgetHome);
}

export function isHomeOnSale(home: DealerHomeListing): boolean {
  return home.isSaleHome === true || home.isDefaultSaleHome === true;
}

/** Sale homes; always empty on the builder-model template. Sold homes are not removed here. */
export function homesOnSale<T extends DealerHomeListing>(
  list: readonly T[],
  options: { websiteTemplate?: string | null } = {},
): T[] {
  if (sameText(options.websiteTemplate, BUILDER_MODEL_TEMPLATE)) return [];
  return list.filter(isHomeOnSale);
}

/**
 * A built home on the lot: it has a serial number, is not sold, and is not just
 * an available floor plan (a design that would still have to be built).
 */
export function isInStockHome(home: DealerHomeListing): boolean {
  return (
    (home.serialNumber ?? '').trim() !== '' && !isSold(home) && home.isAvailableFloorPlan !== true
  );
}

/**
 * In stock and to be had today: not under contract (Sale Pending), and not
 * still on its way or being built (Coming Soon, Under Construction). A
 * model's "In stock nearby" badge promises one of these.
 */
export function isReadyToBuyHome(home: DealerHomeListing): boolean {
  const sticker = home.stickerTypeId ?? null;
  return (
    isInStockHome(home) &&
    sticker !== STICKER_SALE_PENDING &&
    sticker !== STICKER_COMING_SOON &&
    sticker !== STICKER_UNDER_CONSTRUCTION
  );
}

export function inStockHomes<T extends DealerHomeListing>(list: readonly T[]): T[] {
  return list.filter(isInStockHome);
}

/** In stock and either already on land or stickered move-in ready (1). */
export function isMoveInReadyHome(home: DealerHomeListing): boolean {
  return (
    isInStockHome(home) && (home.isOnLand === true || home.stickerTypeId === STICKER_MOVE_IN_READY)
  );
}

export function moveInReadyHomes<T extends DealerHomeListing>(list: readonly T[]): T[] {
  return list.filter(isMoveInReadyHome);
}
