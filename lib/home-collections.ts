// The curated collection pages of SPEC §2 (issue 12): which homes each lists,
// by the rules of SPEC §9 (lib/listing-filters.ts), and how it is titled.
// The server's SQL mirrors these predicates (server/domain/listings.ts); an
// integration test holds the two together.
import { homesOnSale, isInStockHome, type DealerHomeListing } from './listing-filters.ts';
import { STICKER_SOLD } from './stickers.ts';

export const HOME_COLLECTIONS = ['sale', 'on-display', 'with-land'] as const;
export type HomeCollection = (typeof HOME_COLLECTIONS)[number];

export const HOME_COLLECTION_PAGES: Record<
  HomeCollection,
  { path: string; title: string; heading: string; description: string; empty: string }
> = {
  sale: {
    path: '/sale-homes',
    title: 'Homes on sale',
    heading: 'Homes on sale',
    // Each card shows its price before the sale, when the home center recorded one (docs/rules.md).
    description:
      'Manufactured and modular homes a home center has put in its sale: the price shown is the sale price, beside the price before the sale and what it takes off.',
    empty: 'No home near here is on sale right now.',
  },
  'on-display': {
    path: '/mobile-manufactured-homes-on-display',
    title: 'Manufactured homes on display',
    heading: 'Homes on display to walk through',
    description:
      'Homes already built, at a home center’s lot or set on their land: walk through one before you choose, and ask to buy that very home. A card that says “Coming soon to” or “Being built for” is on its way: ask when you can see it.',
    empty: 'No built home is on display near here right now.',
  },
  'with-land': {
    path: '/mobile-manufactured-homes-with-land',
    title: 'Manufactured homes with land',
    heading: 'Homes with land',
    description:
      'Homes already set on their own land, sold together: no lot to find and no site work to plan.',
    empty: 'No home with land is for sale near here right now.',
  },
};

/** Whether a listing belongs to a collection (what the server's SQL must agree with). */
export function inHomeCollection(
  collection: HomeCollection,
  home: DealerHomeListing,
  dealer: { websiteTemplate?: string | null },
): boolean {
  if (home.stickerTypeId === STICKER_SOLD) return false;
  if (collection === 'sale') return homesOnSale([home], dealer).length === 1;
  if (collection === 'on-display') return isInStockHome(home);
  return home.isOnLand === true;
}
