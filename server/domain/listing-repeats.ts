// A floor plan to order that a home center lists more than once is one offer:
// every listing of it leads to the same model page at the same price (the
// seed's rule, server/db/seed/listings.ts), so the lists show it once, by its
// first unsold listing (the lowest inventory id). Built homes are each their own.
import { sql } from 'drizzle-orm';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { homeListings } from '../db/schema.ts';

/** SQL on `home_listings`: the listing is not sold (SPEC §9 keeps sold homes off every list). */
export const notSold = sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`;

/** SQL on `home_listings`: the listing is not a later repeat of a floor plan its home center lists already. */
export const notARepeatedFloorPlan = sql`(${homeListings.serialNumber} is not null or not exists (
  select 1 from home_listings earlier
  where earlier.dealer_id = ${homeListings.dealerId}
    and earlier.model_id = ${homeListings.modelId}
    and earlier.serial_number is null
    and earlier.sticker_type_id is distinct from ${STICKER_SOLD}
    and earlier.inventory_id < ${homeListings.inventoryId}))`;

type Listing = {
  inventoryId: number;
  dealerId: number;
  modelId: number;
  serialNumber: string | null;
  stickerTypeId: number | null;
};

/** The same rule in code, for lists already read (the featured picker's). */
export function withoutRepeatedFloorPlans<T extends Listing>(listings: readonly T[]): T[] {
  const first = new Map<string, number>();
  for (const l of listings) {
    if (l.serialNumber !== null || l.stickerTypeId === STICKER_SOLD) continue;
    const key = `${l.dealerId}:${l.modelId}`;
    first.set(key, Math.min(first.get(key) ?? Infinity, l.inventoryId));
  }
  return listings.filter(
    (l) =>
      l.serialNumber !== null ||
      l.stickerTypeId === STICKER_SOLD ||
      first.get(`${l.dealerId}:${l.modelId}`) === l.inventoryId,
  );
}
