import { Link } from './site-link.tsx';
import type { ResultOf } from '../graphql/graphql.ts';
import type { LandCardFields } from '../graphql/documents/search.ts';
import { acresText, LandPlot } from './land-plot.tsx';
import { distancePhrase } from '../../lib/distance.ts';
import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { saysPriceCameDown } from '../../lib/stickers.ts';
import { WasPrice } from './price-marks.tsx';

export type LandCardData = ResultOf<typeof LandCardFields>;

/** The home standing on a parcel is under contract with it: neither is to be had now. */
export function underContract(land: {
  homeOnIt: { sticker: { key: string } | null } | null;
}): boolean {
  return land.homeOnIt?.sticker?.key === 'sale-pending';
}

/**
 * The badge a parcel wears: its home's when that home is under contract with it
 * (then the land is not to be had either: no "Sale" or "Price Drop" over it),
 * else its own, but for a Sale or Price Drop over the price of the two
 * together: the drop was the land's alone, not the price shown.
 */
export function landSticker(land: {
  priceLabel: string;
  sticker: { id: number; label: string } | null;
  homeOnIt: { priceLabel: string; sticker: { key: string; label: string } | null } | null;
}): { label: string } | null {
  if (underContract(land)) return land.homeOnIt!.sticker;
  if (land.sticker && saysPriceCameDown(land.sticker.id) && landPrice(land).withHome) return null;
  return land.sticker;
}

/**
 * What a parcel's card and page give as its price, in large type: with a home for sale
 * on it, the two together (what the land search filters and sorts by, server/domain/land.ts);
 * under contract with its home, none; else the land's own. `landAlone`: the land's own
 * price, said beside the two together.
 */
export function landPrice(land: {
  priceLabel: string;
  homeOnIt: { priceLabel: string; sticker: { key: string } | null } | null;
}): { label: string; note: string | null; withHome: boolean; landAlone: string | null } {
  const home = land.homeOnIt;
  if (underContract(land)) {
    return { label: 'Under contract', note: null, withHome: false, landAlone: null };
  }
  const landPriced = land.priceLabel !== CONTACT_FOR_PRICING;
  if (home && home.priceLabel !== CONTACT_FOR_PRICING) {
    return {
      label: home.priceLabel,
      note: 'with the home on it',
      withHome: true,
      landAlone: landPriced ? land.priceLabel : null,
    };
  }
  return {
    label: land.priceLabel,
    note: home && landPriced ? 'the land alone' : null,
    withHome: false,
    landAlone: null,
  };
}

/** What a parcel's Sale or Price Drop took off, under its price where that is the land's own. */
export function LandWasPrice({
  land,
}: {
  land: Parameters<typeof landPrice>[0] & {
    priceSort: number | null;
    previousPrice: number | null;
  };
}) {
  return underContract(land) || landPrice(land).withHome ? null : <WasPrice home={land} />;
}

export function LandCard({
  land,
  href,
  distanceFrom = 'you',
}: {
  land: LandCardData;
  href: string;
  /** Whom the miles are from (lib/distance.ts); a default place is named, not "you". */
  distanceFrom?: string;
}) {
  const sticker = landSticker(land);
  const pending = underContract(land);
  const price = landPrice(land);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md">
      <LandPlot
        stockNumber={land.stockNumber}
        acres={land.acres}
        hasUtilities={land.hasUtilities}
        withHome={Boolean(land.homeOnIt)}
        label={`Map sketch of ${acresText(land.acres)} in ${land.city}, ${land.state}${land.homeOnIt ? ', with the home on it' : ''}`}
        className="aspect-[16/10] w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        {sticker ? (
          <p className="self-start rounded bg-brand-900 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
            {sticker.label}
          </p>
        ) : null}
        <h3 className="text-lg font-semibold text-brand-900">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
            {acresText(land.acres)} in {land.city}, {land.state}
          </Link>
        </h3>
        {/* With a home for sale on it, the price paid is the two together: the price the land
            search filters and sorts by (server/domain/land.ts), in large type. */}
        <p className="text-lg font-bold text-ink">
          {price.label}
          {price.note ? (
            <span className="text-sm font-normal text-muted"> {price.note}</span>
          ) : null}
        </p>
        <LandWasPrice land={land} />
        {land.homeOnIt ? (
          <p className="text-sm font-semibold text-brand-800">
            {/* As its page says it: a home under contract is not for sale (SALE PENDING). */}A{' '}
            {land.homeOnIt.beds}-bedroom home stands on it,{' '}
            {pending
              ? 'under contract with it'
              : price.landAlone
                ? `sold with it (the land alone: ${price.landAlone})`
                : 'for sale with it'}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {land.hasUtilities ? 'Utilities at the lot' : 'No utilities yet'}
          {/* The land's own distance from the searched place, not its home center's (issue 11). */}
          {land.distanceMiles !== null
            ? ` · ${distancePhrase(land.distanceMiles, distanceFrom)}`
            : ''}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">Offered by {land.dealer.name}</p>
      </div>
    </article>
  );
}
