// Small words beside a price, the same on cards, pages, saved homes and compare.
import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { formatPrice } from '../../lib/price.ts';
import { ON_SALE, STICKER_SALE } from '../../lib/stickers.ts';

/**
 * A home set on a parcel is priced with it (docs/rules.md): say so beside the
 * price, so it is not read as the home's alone. Nothing beside "Contact Us For Pricing".
 */
export function WithLand({ home }: { home: { isOnLand: boolean; priceLabel: string } }) {
  if (!home.isOnLand || home.priceLabel === CONTACT_FOR_PRICING) return null;
  return <span className="ml-1 text-sm font-normal text-muted">with its land</span>;
}

type SaleFacts = { onSale: boolean; sticker: { id: number; label: string } | null };

/** In the sale list, and its badge does not already say Sale. */
function onSaleApart(home: SaleFacts): boolean {
  return home.onSale && home.sticker?.id !== STICKER_SALE;
}

/** A built home's badges as its page shows them (its sticker, then "On sale"): for its brochure. */
export function builtHomeBadges(home: SaleFacts): string[] {
  return [...(home.sticker ? [home.sticker.label] : []), ...(onSaleApart(home) ? [ON_SALE] : [])];
}

/**
 * "On sale" beside a price, for a home in the sale list (SPEC §9) whose badge
 * does not already say Sale.
 */
export function OnSaleMark({ home }: { home: SaleFacts }) {
  if (!onSaleApart(home)) return null;
  return (
    <span className="ml-2 inline-block whitespace-nowrap rounded bg-accent-700 px-1.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-white">
      {ON_SALE}
    </span>
  );
}

/**
 * The price before a price drop or the sale, struck through, and what it took
 * off: the Price Drop or sale badge's proof. Nothing for a home without one.
 */
export function WasPrice({
  home,
}: {
  home: { previousPrice: number | null; priceSort: number | null };
}) {
  const before = home.previousPrice;
  const now = home.priceSort;
  if (before === null || now === null || before <= now) return null;
  return (
    <p className="text-sm text-muted">
      Was <s>{formatPrice(before)}</s>: {formatPrice(before - now)} off
    </p>
  );
}
