// What a home center asks to order a floor plan, read from its listings of the
// model, and how that differs from a price shown: the model page, the designer,
// the portal's send form and the design's lead to the home center say the same.
/** A home center's price to order a floor plan: "Contact Us For Pricing" has no `price`. */
export interface FloorPlanPrice {
  price: number | null;
  label: string;
  sticker: string | null;
}

/** Beside a home center's own price to order a plan, on its site: the card, the page and the brochure. */
export const TO_ORDER_HERE = 'to order at this home center';

/** Beside that price, the plan's lowest across the home centers (the main site's "Starting at"). */
export function planStartsAcross(startingAt: string): string {
  return `The plan starts at ${startingAt} across our home centers`;
}

/** A plan listing's price: none for "Contact Us For Pricing" (no price, or 0). */
export function planPrice(priceSort: number | null): number | null {
  return priceSort !== null && priceSort > 0 ? priceSort : null;
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
        price: planPrice(plan.priceSort),
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
  asked: Pick<FloorPlanPrice, 'price' | 'label'> | null,
  base: number | null,
): { label: string; more: number } | null {
  if (asked?.price == null || base === null || asked.price === base) return null;
  return { label: asked.label, more: asked.price - base };
}

/**
 * The price a model's cost panel estimates at, where the page names a home
 * center: on its own site, the price it asks to order the plan; on the main
 * site, the price of the nearest home center whose figures the estimate uses
 * where it asks another than the plan's "Starting at" (`at` names it); else
 * the "Starting at" itself. The model page and its brochure say the same.
 */
export function estimatedPlanPrice(model: {
  atHomeCenter: Pick<FloorPlanPrice, 'price'> | null;
  nearestAsksOtherPrice: { homeCenter: string; more: number } | null;
  price: { low: number | null };
}): { price: number | null; at: string | null } {
  if (model.atHomeCenter) return { price: model.atHomeCenter.price, at: null };
  const nearest = model.nearestAsksOtherPrice;
  return nearest && model.price.low !== null
    ? { price: model.price.low + nearest.more, at: nearest.homeCenter }
    : { price: model.price.low, at: null };
}
