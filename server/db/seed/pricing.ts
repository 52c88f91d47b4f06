// Prices the way retailers print them.
import { CONTACT_FOR_PRICING } from '../../../lib/listing-filters.ts';
import { formatPrice } from '../../../lib/price.ts';

/** Nearest thousand minus 100: 129,412 → 128,900 … the "$x9,900" look of a price tag. */
export function tagPrice(value: number): number {
  return Math.max(900, Math.round(value / 1000) * 1000 - 100);
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The label shown beside a price: "$129,900", or the contact text when there is no price. */
export function priceLabel(price: number | null): string {
  return price === null ? CONTACT_FOR_PRICING : formatPrice(price);
}
