// What a home center asks to order a floor plan, read from its listings of the
// model (`HomeCenterFloorPlanQuery`), and how that differs from a price shown:
// the model page and the designer (on the server) and the portal's send form
// (in the browser) say the same.
/** What a home center asks to order a floor plan, from its listings of the model (`HomeCenterFloorPlanQuery`). */
export interface FloorPlanPrice {
  price: number | null;
  label: string;
  sticker: string | null;
}

/** The listing of a floor plan to order among a home center's listings of the model: its price there. */
export function floorPlanToOrder(
  listings: readonly {
    serialNumber: string | null;
    priceLabel: string;
    priceSort: number | null;
    sticker: { label: string } | null;
  }[],
): FloorPlanPrice | null {
  const plan = listings.find((listing) => listing.serialNumber === null);
  return plan
    ? {
        price: plan.priceSort ?? null,
        label: plan.priceLabel,
        sticker: plan.sticker?.label ?? null,
      }
    : null;
}

/**
 * What a home center asks to order the plan where it is not `base` (the price a
 * page or design shows), and by how much more (negative: less). Null where it
 * asks the same, or no price.
 */
export function priceDifference(
  asked: FloorPlanPrice | null,
  base: number | null,
): { label: string; more: number } | null {
  if (asked?.price == null || base === null || asked.price === base) return null;
  return { label: asked.label, more: asked.price - base };
}
