// The buyer's saved homes as the favourites page and compare read them
// (issue 11): every collection of this site (retail of a home center, or on
// the main site the corporate lists and the homes for sale saved at each home
// center), each home with its card's facts and its model's.
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { favoriteKey } from '../../lib/favorites.ts';
import { useClient, useQuery } from '../graphql/client-react.tsx';
import {
  CorpCollectionsQuery,
  GetRetailCollectionsQuery,
  type FavoriteModelFields,
} from '../graphql/documents/favorites.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import { usePortal } from '../portal/portal-data.tsx';
import { buyersOwnZip } from '../../lib/location-source.ts';
import { isVisitorsPlace, visitorPosition, visitorPositionZip } from './place.ts';
import { homeCenterName } from '../../lib/home-center-name.ts';
import { distancePhrase, straightLineMiles } from '../../lib/distance.ts';
import { availabilityAlone, IN_STOCK_NEARBY, STICKER_SOLD } from '../../lib/stickers.ts';
import { modelPageHref } from '../components/site-link.tsx';

/** One saved home as its card shows it. */
export type SavedHome = {
  /** The heart's key (serial number, else model number). */
  key: string;
  /** How to remove it from this collection. */
  removal: { kind: 'retail'; id: number } | { kind: 'corp'; id: number };
  name: string;
  href: string;
  picture: { src: string; srcSet: string; alt: string; width: number; height: number } | null;
  priceLabel: string;
  /** The card's "from $X/mo" (issue 14); null without a price. */
  monthlyFrom: number | null;
  /** A home standing on the land it is sold with: its price and monthly are the two together. */
  onItsLand: boolean;
  beds: number;
  baths: number;
  squareFeet: number;
  homeCenter: string | null;
  sold: boolean;
  /**
   * A built home's sale and price drop, as its card and page say them ("On sale", "Was
   * $X: $Y off"); null for a floor plan.
   */
  priceMarks: {
    onSale: boolean;
    sticker: { id: number; label: string } | null;
    previousPrice: number | null;
    priceSort: number | null;
  } | null;
  /** "Built and ready", "Sale pending", "Built to order" (a floor plan)…: lib/stickers' availabilityAlone. */
  availability: string;
  /** The model's facts: dimensions, features, the floorplan to scale (compare). */
  model: FavoriteModel;
};

type FavoriteModel = ResultOf<typeof FavoriteModelFields>;

export type SavedCollection = {
  kind: 'retail' | 'corp';
  id: number;
  label: string;
  /** Where the homes are: the home center of a retail collection. */
  where: string | null;
  homes: SavedHome[];
};

/** What a saved floor plan shows, from its model: the same on both kinds of list. */
function modelFacts(model: FavoriteModel) {
  return {
    name: model.name,
    href: modelPageHref(model.modelNumber),
    picture: model.exterior,
    priceLabel: model.price.low !== null ? `Starting at ${model.price.label}` : model.price.label,
    monthlyFrom: model.monthlyEstimateFrom,
    onItsLand: false,
    beds: model.beds,
    baths: model.baths,
    squareFeet: model.squareFeet,
    sold: false,
    priceMarks: null,
    availability: availabilityAlone(null, false),
    model,
  };
}

type RetailNodes = NonNullable<
  ReturnType<typeof useRetail>['data']
>['getRetailCollections']['nodes'];
type CorpNodes = NonNullable<ReturnType<typeof useCorp>['data']>['corpCollections'];

function useRetail(userId: string | null, lotNumber: string | null) {
  return useQuery(
    GetRetailCollectionsQuery,
    { userId: userId ?? '', lotNumber },
    { skip: !userId },
  );
}

function useCorp(userId: string | null, position: { latitude: number; longitude: number } | null) {
  return useQuery(
    CorpCollectionsQuery,
    {
      userId: userId ?? '',
      latitude: position?.latitude ?? 0,
      longitude: position?.longitude ?? 0,
    },
    { skip: !userId || !position },
  );
}

type Point = { latitude: number; longitude: number };

/**
 * `near`: the place the corporate lists are located at (and its ZIP code when the
 * buyer gave it), so a home center's homes say their miles as the floor plans do.
 */
export function retailCollections(
  nodes: RetailNodes,
  near: { position: Point; from: string | null } | null = null,
): SavedCollection[] {
  const miles = (point: Point | null | undefined, subject?: string) =>
    near && point ? milesFrom(straightLineMiles(near.position, point), near.from, subject) : '';
  return nodes.map((collection) => ({
    kind: 'retail',
    id: collection.id,
    label: collection.label,
    where: collection.homeCenter ? homeCenterName(collection.homeCenter) : null,
    homes: collection.inventoryItems.flatMap((item): SavedHome[] => {
      const { home, model } = item;
      if (!model) return [];
      const removal = { kind: 'retail' as const, id: item.id };
      if (home) {
        return [
          {
            key: favoriteKey(item),
            removal,
            name: model.name,
            href: `/homes/${encodeURIComponent(home.serialNumber ?? '')}`,
            picture: model.exterior,
            priceLabel: home.priceLabel,
            monthlyFrom: home.monthlyEstimateFrom,
            onItsLand: home.isOnLand,
            beds: home.beds,
            baths: home.baths,
            squareFeet: home.squareFeet,
            // Measured to where the home stands: the land it is sold with (said so, as
            // the home center itself may be much further), else its home center.
            homeCenter: home.dealer
              ? `${homeCenterName(home.dealer)}${
                  home.isOnLand && home.land ? miles(home.land, 'its land') : miles(home.dealer)
                }`
              : null,
            sold: home.sticker?.id === STICKER_SOLD,
            priceMarks: {
              onSale: home.onSale,
              sticker: home.sticker,
              previousPrice: home.previousPrice,
              priceSort: home.priceSort,
            },
            // A used home says so wherever it is shown (its card, its page, here).
            availability: `${availabilityAlone(home.sticker?.key, true, home.isOnLand)}${home.isNew ? '' : ' · Pre-owned'}`,
            model,
          },
        ];
      }
      // A floor plan in a home center's list is that center's offer: its price to order
      // there and its page on that center's site (as the center's own cards lead).
      const { toOrder } = item;
      return [
        {
          key: favoriteKey(item),
          removal,
          ...modelFacts(model),
          href: modelPageHref(model.modelNumber, { lotNumber: collection.lotNumber }),
          ...(toOrder
            ? {
                priceLabel: toOrder.priceLabel,
                monthlyFrom: toOrder.monthlyEstimateFrom,
              }
            : {}),
          homeCenter: collection.homeCenter
            ? `${homeCenterName(collection.homeCenter)}${miles(collection.homeCenter)}`
            : null,
        },
      ];
    }),
  }));
}

/** `from`: the ZIP code the list's miles are measured from, when the buyer gave it (visitorPositionZip). */
export function corpCollections(
  nodes: CorpNodes,
  from: string | null = null,
  /** False when the lists were located at the middle of the country (no place known): no miles. */
  measured = true,
): SavedCollection[] {
  return nodes.map((collection) => ({
    kind: 'corp',
    id: collection.id,
    label: collection.label,
    where: null,
    homes: collection.models.map((model) => ({
      key: model.modelNumber,
      removal: { kind: 'corp', id: model.corpCollectionModelId ?? 0 },
      ...modelFacts(model),
      // As the model's card says it: a built one near the list's place. The home center
      // named beside it is the nearest to build one to order; the built one the badge
      // promises may stand at another, so both are said.
      ...(model.isInStockInArea
        ? { availability: `Built to order; ${IN_STOCK_NEARBY.toLowerCase()}` }
        : {}),
      // Miles say where they are measured from (the portal's other lists measure from the
      // buyer's land); from the country's middle (nothing given), miles alone.
      homeCenter: model.nearestDealer
        ? `${homeCenterName(model.nearestDealer)}${measured ? milesFrom(model.distance, from) : ''}`
        : null,
    })),
  }));
}

/** `subject`: what is that far when it is not the home center named before ("its land"). */
function milesFrom(
  distance: number | null | undefined,
  from: string | null,
  subject?: string,
): string {
  if (distance === null || distance === undefined) return '';
  const what = subject ? `${subject} is ` : '';
  // In the words of every other card and page ("less than a mile from 37918").
  const phrase = from ? distancePhrase(distance, from) : null;
  if (phrase) return ` (${what}${phrase})`;
  if (from || distance < 1) return '';
  return ` (${what}${Math.round(distance)} mi${subject ? ' away' : ''})`;
}

/** Every saved home of the buyer on this site, as the page and compare read them. */
export function useSavedCollections() {
  const portal = usePortal();
  const client = useClient();
  const userId = portal.user?.userId ?? null;
  const siteLot = portal.lotNumber;
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  // The place the buyer gave (their land's ZIP code, else their own), as Homes for you reads it.
  const ownZip = buyersOwnZip(portal);
  const defaultZip =
    useRouteLoaderData<typeof rootLoader>('root')?.publicConfig.defaultPostalCode ?? null;
  useEffect(() => {
    if (siteLot || !userId) return;
    let live = true;
    void visitorPosition(client, ownZip, defaultZip).then((found) => {
      if (live) setPosition(found);
    });
    return () => {
      live = false;
    };
  }, [client, siteLot, userId, ownZip, defaultZip]);
  const retail = useRetail(userId, siteLot);
  const corp = useCorp(siteLot ? null : userId, position);
  const loading =
    portal.status !== 'ready' ||
    retail.status === 'loading' ||
    (!siteLot && (corp.status === 'loading' || !position));
  const error = retail.error ?? (siteLot ? null : corp.error);
  // Miles from the middle of the country (nothing known of the buyer's place) say nothing.
  const measured = position !== null && isVisitorsPlace(position);
  const collections = [
    ...(siteLot
      ? []
      : corpCollections(corp.data?.corpCollections ?? [], visitorPositionZip(ownZip), measured)),
    ...retailCollections(
      retail.data?.getRetailCollections.nodes ?? [],
      siteLot || !position || !measured ? null : { position, from: visitorPositionZip(ownZip) },
    ),
  ];
  return { loading, error, collections, corporate: !siteLot, userId, position };
}
