// Data for the details pages and their brochures (the same operation each).
import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  catalogueKey,
  MAX_MODEL_KEY_LENGTH,
  MAX_SERIAL_NUMBER_LENGTH,
} from '../lib/catalogue-keys.ts';
import { straightLineMiles } from '../lib/distance.ts';
import { MAX_WHERE_LENGTH } from '../lib/home-search.ts';
import { appContext, siteContext, type AppContext } from './context.ts';
import type { ModelCardData } from './components/model-card.tsx';
import { withModelGroups } from './components/model-facts.tsx';
import { BuiltHomesOfModelQuery } from './graphql/documents/homes.ts';
import { LocationQuery } from './graphql/documents/search.ts';
import { findTypedPlace } from './typed-place.server.ts';
import {
  HomeCenterFloorPlanQuery,
  HomeDetailsQuery,
  ModelDetailsQuery,
  SimilarModelsQuery,
} from './graphql/documents/details.ts';
import { floorPlanToOrder, priceDifference, type FloorPlanPrice } from '../lib/floor-plan-price.ts';
import { isPostalCode } from '../lib/location-source.ts';
import { isReadyToBuyHome } from '../lib/listing-filters.ts';

// SPEC §2: these look like serial numbers but are the not-found screen.
const NOT_HOMES = new Set(['new', 'used']);

/**
 * The catalogue's row for a page's key (a serial, model or stock number, upper
 * case in the catalogue; a curated list's code, lower case: `ownLetters`), or
 * the not-found screen. Asked for by a page (`url`) under another spelling of
 * its key (`/homes/model/oak-1864-3a`, a space), it moves (301) to the key's
 * own address: one address per page, as SPEC §2's routes are exact. A form
 * posted there is answered where it was.
 */
export async function byCatalogueKey<T>(
  segment: string,
  maxLength: number,
  url: URL | null,
  find: (key: string) => Promise<T | null>,
  keyOf: (row: T) => string,
  ownLetters: (key: string) => string = (key) => key.toUpperCase(),
): Promise<T> {
  const key = catalogueKey(segment, maxLength);
  if (!key) throw data(null, { status: 404 });
  const respelled = ownLetters(key);
  const row = (await find(key)) ?? (respelled === key ? null : await find(respelled));
  if (row === null) throw data(null, { status: 404 });
  if (url) {
    // The key as the catalogue writes it, and no trailing slash (a curated list's
    // /{hash}/ is not respelled at the edge: lib/canonical-path.ts).
    const parts = url.pathname.replace(/\/+$/, '').split('/');
    const at = parts.findIndex((part) => decodedSegment(part) === segment);
    if (at > 0) parts[at] = encodeURIComponent(keyOf(row));
    const own = parts.join('/');
    if (own !== url.pathname) throw redirect(`${own}${url.search}`, 301);
  }
  return row;
}

function decodedSegment(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** `url`: a page's (its key's spelling is checked); null for a form posted to it. */
export async function loadHome(
  context: Readonly<RouterContextProvider>,
  segment: string,
  url: URL | null,
) {
  if (NOT_HOMES.has(segment.trim().toLowerCase())) throw data(null, { status: 404 });
  const { execute } = context.get(appContext);
  return byCatalogueKey(
    segment,
    MAX_SERIAL_NUMBER_LENGTH,
    url,
    async (serialNumber) => {
      const { getHome: home } = await execute(HomeDetailsQuery, { serialNumber });
      return home?.serialNumber
        ? { ...home, serialNumber: home.serialNumber, model: withModelGroups(home.model) }
        : null;
    },
    (home) => home.serialNumber,
  );
}

/**
 * Straight-line miles from the place the visitor chose to a home's home
 * center: its page's delivery, as a model's page measures it; null without one.
 */
export function milesFrom(
  place: { point: { latitude: number; longitude: number } | null },
  home: { dealer: { latitude: number; longitude: number } },
): number | null {
  return place.point ? straightLineMiles(place.point, home.dealer) : null;
}

/**
 * "Where to see it" is measured from the home center's site; on the main site
 * from the place the visitor chose (?where=, a ZIP code or a city, as the
 * searches take it: issue 11), else the default place. `chosen` is the
 * visitor's place when they gave one, for "23 mi from Knoxville, TN".
 */
export async function pagePlace(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<{
  zipcode: string;
  chosen: string | null;
  /** Said when the place found is not the one typed (a typo forgiven, another state). */
  note: string | null;
  /** Where the chosen place is (its ZIP code's centre); null when none was chosen. */
  point: { latitude: number; longitude: number } | null;
}> {
  const { dealer } = context.get(siteContext);
  const app = context.get(appContext);
  if (dealer) return { zipcode: dealer.postalCode, chosen: null, point: null, note: null };
  const where = url.searchParams.get('where')?.trim().slice(0, MAX_WHERE_LENGTH) ?? '';
  if (where) {
    const { place: found, note } = isPostalCode(where)
      ? {
          place: (await app.execute(LocationQuery, { postalCode: where, search: null })).location,
          note: null,
        }
      : await findTypedPlace(app, where);
    if (found) {
      return {
        zipcode: found.postalCode,
        chosen: found.cityStateFormatted,
        point: { latitude: found.latitude, longitude: found.longitude },
        note,
      };
    }
  }
  return { zipcode: app.defaultPostalCode, chosen: null, point: null, note: null };
}

/** `page`: true for a page (its key's spelling is checked), false for a form posted to it. */
export async function loadModel(
  context: Readonly<RouterContextProvider>,
  segment: string,
  url: URL,
  page: boolean,
) {
  const app = context.get(appContext);
  const { zipcode, chosen } = await pagePlace(context, url);
  const { dealer } = context.get(siteContext);
  const { model, atHomeCenter } = await byCatalogueKey(
    segment,
    MAX_MODEL_KEY_LENGTH,
    page ? url : null,
    async (modelNumber) => {
      // The home center's own price beside the model, in one round of queries.
      const [{ getModelService: found }, atHomeCenter] = await Promise.all([
        app.execute(ModelDetailsQuery, { modelNumber, zipcode }),
        dealer ? homeCenterFloorPlan(app, dealer.lotNumber, modelNumber) : null,
      ]);
      return found ? { model: withModelGroups(found), atHomeCenter } : null;
    },
    (found) => found.model.modelNumber,
  );
  // Where the site's home center does not list the plan (or on the main site), the page names
  // the nearest that does have it, and what that one asks to order it.
  const atNearest = atHomeCenter ? null : await nearestFloorPlanPrice(app, model);
  const nearestAsksOtherPrice = differenceAtNearest(atNearest, model.price.low);
  // What the page says beside "Starting at" of the home center it names: another price it
  // asks, or that it prices the plan on request, as that center's own site does.
  const nearestPriceBeside =
    nearestAsksOtherPrice ??
    (atNearest && atNearest.price === null && model.price.low !== null ? atNearest : null);
  // The sticker the home center's card of this plan shows ("Great Value"): the page says it too.
  const offerSticker = atHomeCenter?.sticker
    ? atHomeCenter.sticker
    : atNearest?.sticker
      ? `${atNearest.sticker} at ${atNearest.homeCenter}`
      : null;
  return {
    ...model,
    zipcode,
    chosenPlace: chosen,
    atHomeCenter,
    nearestAsksOtherPrice,
    nearestPriceBeside,
    offerSticker,
  };
}

/**
 * The price a home center asks for a floor plan it lists to order: on its own
 * site its cards say it, so the model's page there says it too (and estimates
 * with it); on the main site, the page names it beside the plan's "Starting
 * at". Null where it does not list the plan to order.
 */
export async function homeCenterFloorPlan(
  app: AppContext,
  lotNumber: string,
  modelNumber: string,
): Promise<FloorPlanPrice | null> {
  const { homesByLotNumber } = await app.execute(HomeCenterFloorPlanQuery, {
    lotNumber,
    modelNumber,
  });
  return floorPlanToOrder(homesByLotNumber);
}

/**
 * The price the home center a page names (the model's nearest: on the main
 * site, or on a home center's site that does not list the plan) asks to order
 * the plan, which may differ from the plan's "Starting at" (another center's);
 * null where it does not list the plan to order.
 */
export async function nearestFloorPlanPrice(
  app: AppContext,
  model: { modelNumber: string; nearestDealer: { lotNumber: string; name: string } | null },
): Promise<(FloorPlanPrice & { homeCenter: string }) | null> {
  const nearest = model.nearestDealer;
  const asked = nearest
    ? await homeCenterFloorPlan(app, nearest.lotNumber, model.modelNumber)
    : null;
  return asked && nearest ? { ...asked, homeCenter: nearest.name } : null;
}

/** `priceDifference` for the nearest home center, named. */
export function differenceAtNearest(
  atNearest: (FloorPlanPrice & { homeCenter: string }) | null,
  base: number | null,
): { homeCenter: string; label: string; more: number } | null {
  const difference = priceDifference(atNearest, base);
  return difference && atNearest ? { ...difference, homeCenter: atNearest.homeCenter } : null;
}

/** How far a similar floor plan's size may be from the model's, either way. */
const SIMILAR_SIZE_SHARE = 0.15;
export const SIMILAR_MODELS_SHOWN = 4;

/**
 * Floor plans a buyer looking at this model would also consider: at least as
 * many bedrooms, the same kind of build (single or multi-section), a size
 * within 15%, cheapest first.
 */
export async function loadSimilarModels(
  context: Readonly<RouterContextProvider>,
  model: {
    modelNumber: string;
    zipcode: string;
    sections: number;
    dimensions: { beds: number; squareFeet: number };
  },
): Promise<(ModelCardData & { modelNumber: string })[]> {
  const { squareFeet, beds } = model.dimensions;
  const { dealer } = context.get(siteContext);
  const { getModelsService } = await context.get(appContext).execute(SimilarModelsQuery, {
    zipcode: model.zipcode,
    // On a home center's site, a plan it lists is at its price there, as its page says.
    lotNumber: dealer?.lotNumber ?? null,
    sortBy: 'priceAsc',
    first: SIMILAR_MODELS_SHOWN + 1,
    includeThumbnail: true,
    filters: {
      beds,
      minSquareFeet: Math.floor(squareFeet * (1 - SIMILAR_SIZE_SHARE)),
      maxSquareFeet: Math.ceil(squareFeet * (1 + SIMILAR_SIZE_SHARE)),
      isMultiSection: model.sections > 1,
    },
  });
  return getModelsService.nodes
    .filter((node) => node.modelNumber !== model.modelNumber && node.thumbnail)
    .slice(0, SIMILAR_MODELS_SHOWN)
    .map((node) => ({
      modelNumber: node.modelNumber,
      name: node.name,
      beds: node.beds,
      baths: node.baths,
      squareFeet: node.squareFeet,
      lowPrice: node.lowPrice,
      monthlyEstimateFrom: node.monthlyEstimateFrom,
      monthlyEstimatePrice: node.monthlyEstimatePrice,
      isMultiSection: node.multiSection,
      isModular: node.isModular,
      isInStockInArea: node.isInStockInArea ?? false,
      distance: node.distance,
      thumbnail: node.thumbnail!,
      dealers: node.nearestDealer ? [node.nearestDealer] : [],
      toOrderAt: node.toOrderAt,
    }));
}

/** getModelService's "in stock nearby" looks this far (server/domain/search.ts DEFAULT_SEARCH_DISTANCE_MILES). */
const IN_STOCK_RADIUS_MILES = 100;
export const BUILT_HOMES_OF_MODEL_SHOWN = 3;

/**
 * The built homes behind a model page's "In stock nearby": unsold homes of the
 * model with a serial number, nearest the page's place first.
 */
export async function loadBuiltHomesOfModel(
  context: Readonly<RouterContextProvider>,
  model: { modelNumber: string; zipcode: string; isInStockInArea: boolean | null },
) {
  if (!model.isInStockInArea) return [];
  const { nearbyHomes } = await context.get(appContext).execute(BuiltHomesOfModelQuery, {
    postalCode: model.zipcode,
    modelNumber: model.modelNumber,
    first: BUILT_HOMES_OF_MODEL_LOOKED_AT,
    radiusMiles: IN_STOCK_RADIUS_MILES,
  });
  // The badge promises a home to be had today: those come first, then the ones on their
  // way or under contract, each nearest first.
  const ready = (home: (typeof nearbyHomes.homes)[number]) =>
    isReadyToBuyHome({ serialNumber: home.serialNumber, stickerTypeId: home.sticker?.id ?? null });
  return [
    ...nearbyHomes.homes.filter(ready),
    ...nearbyHomes.homes.filter((home) => !ready(home)),
  ].slice(0, BUILT_HOMES_OF_MODEL_SHOWN);
}

/** How many of the nearest built homes are sorted for the few shown. */
const BUILT_HOMES_OF_MODEL_LOOKED_AT = 24;
