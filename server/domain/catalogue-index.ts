// What a search by place reads, kept in memory per process (issue 15): each
// home center's position and what it has of each model (model_availability),
// the columns the models search filters and sorts by, and the homes for sale
// (unsold listings) by latitude. The long tail of searches is never in the
// page cache, and in PostgreSQL each one cost more (planning, then earth
// distances for everything in the box, then the aggregate) than rendering the
// page did; here a search is a pass over the home centers and their stock, or
// over a band of latitude. Like the other reference rows (reference-cache.ts),
// nothing in the running site writes these: they are read again after
// REFERENCE_CACHE_MS (the old copy answering meanwhile), or at once on a
// 'catalogue' change (decision 0010).
import { and, eq, inArray } from 'drizzle-orm';
import { planPrice } from '../../lib/floor-plan-price.ts';
import { isReadyToBuyHome } from '../../lib/listing-filters.ts';
import type { Db } from '../db/client.ts';
import { rowAsJson } from '../db/json-row.ts';
import {
  brands,
  dealers,
  homeListings,
  landListings,
  modelAvailability,
  modelFeatures,
  models,
} from '../db/schema.ts';
import {
  EARTH_RADIUS_METERS,
  earthMeters,
  earthPoint,
  METERS_PER_MILE,
  type EarthPoint,
  type Point,
} from './geo.ts';
import { referenceCache } from './reference-cache.ts';
import { notARepeatedFloorPlan, notSold } from './listing-repeats.ts';

/** Home centers listed on one search result, nearest first. */
export const MAX_DEALERS_PER_MODEL = 5;

/** A model as searches filter and sort it (its whole row stays in the model rows' cache). */
export type SearchModel = {
  id: number;
  brandAcronym: string;
  isWebEnabled: boolean;
  beds: number;
  baths: number;
  squareFeet: number;
  lowPrice: number | null;
  isMultiSection: boolean;
  isModular: boolean;
  sections: number;
  hasIfp: boolean;
  hasVirtualTour: boolean;
  createdAt: number;
  twoYearSalesCount: number;
  /** Feature ids. */
  features: ReadonlySet<number>;
};

/** What one home center has of one model: its unsold listings. */
type Stock = {
  modelId: number;
  listingCount: number;
  lowestPrice: number | null;
};

type HomeCenterStock = { dealerId: number; position: EarthPoint; stock: Stock[] };

export type Listing = typeof homeListings.$inferSelect;

/**
 * A place homes for sale stand: a home center's lot, or a parcel of land. A
 * lot holds many (the scale seed's 100,000 listings stand on about 2,700 spots).
 */
export type ListingSpot = {
  latitude: number;
  longitude: number;
  position: EarthPoint;
  /** Its unsold listings, by inventory id. */
  listings: Listing[];
  /**
   * The models of its built homes to be had today (isReadyToBuyHome): "in stock nearby" is measured from
   * where a home stands (a lot, or the parcel it is sold with), as the model
   * page's list of those homes is, not from its home center.
   */
  inStockModelIds: ReadonlySet<number>;
};

export type CatalogueIndex = {
  models: ReadonlyMap<number, SearchModel>;
  homeCenters: readonly HomeCenterStock[];
  /** Each home center's website template (lib/listing-filters.ts: a builder-model one shows no sale homes). */
  websiteTemplates: ReadonlyMap<number, string | null>;
  /** Where unsold listings stand, southernmost first. */
  listingSpots: readonly ListingSpot[];
  /** By home center, then model: the price of its listing of a floor plan to order (null: "Contact Us"). */
  planPrices: ReadonlyMap<number, ReadonlyMap<number, number | null>>;
  /**
   * Per parcel a home is sold standing on: whether it has utilities (a home's
   * "from $X/mo" counts the hookups only where it has none).
   */
  landConnected: ReadonlyMap<number, boolean>;
};

/** What the home centers within a radius have of a model. */
export type ModelArea = {
  /** Miles to the nearest home center with an unsold listing of the model. */
  distance: number;
  listingCount: number;
  lowestListingPrice: number | null;
  /** A built (serial-numbered), unsold home of the model is within the radius. */
  isInStockInArea: boolean;
  /** Nearest first (ties by id), at most MAX_DEALERS_PER_MODEL. */
  dealerIds: number[];
};

/**
 * The nearest home center with the model: the one a model's page names near
 * a place, whose figures its estimate panel and the model's card both use.
 */
export function nearestDealerId(area: ModelArea | null | undefined): number | null {
  return area?.dealerIds[0] ?? null;
}

/**
 * What a model's "from $X/mo" estimates at, as its page's panel does (lib/floor-plan-price.ts
 * estimatedPlanPrice): a price, and the home center whose figures apply.
 * - Near a place: the nearest home center (`area`), at what it asks to order the plan where
 *   it lists it with a price, else at the plan's "Starting at" (lowPrice).
 * - On a home center's own site (`siteDealerId`), a plan it lists is its offer: at its price
 *   to order there (none for "Contact Us": no estimate), with its figures.
 * No "Starting at", no price.
 */
export function modelEstimateBasis(
  index: CatalogueIndex,
  model: { id: number; lowPrice: number | null },
  area: ModelArea | null | undefined,
  siteDealerId: number | null = null,
): { price: number | null; dealerId: number | null } {
  const atSite = askedToOrder(index, model.id, siteDealerId);
  if (atSite !== undefined) {
    return { price: model.lowPrice === null ? null : atSite, dealerId: siteDealerId };
  }
  const nearest = nearestDealerId(area);
  return {
    price:
      model.lowPrice === null ? null : (askedToOrder(index, model.id, nearest) ?? model.lowPrice),
    dealerId: nearest,
  };
}

/** What a home center asks to order a plan: undefined where it lists none; null: "Contact Us". */
function askedToOrder(
  index: CatalogueIndex,
  modelId: number,
  dealerId: number | null,
): number | null | undefined {
  return dealerId === null ? undefined : index.planPrices.get(dealerId)?.get(modelId);
}

/**
 * The price a model's card leads with, which a search's price filter and sorts read: on a
 * home center's own site (`siteDealerId`), what it asks to order a plan it lists (null:
 * "Contact Us For Pricing"), as its model page there says; else the plan's "Starting at".
 */
export function shownPlanPrice(
  index: CatalogueIndex,
  model: { id: number; lowPrice: number | null },
  siteDealerId: number | null,
): number | null {
  const atSite = askedToOrder(index, model.id, siteDealerId);
  return atSite === undefined || model.lowPrice === null ? model.lowPrice : atSite;
}

async function loadIndex(db: Db): Promise<CatalogueIndex> {
  const [modelRows, brandRows, featureRows, dealerRows, stockRows, listingRows, landRows] =
    await Promise.all([
      db
        .select({
          id: models.id,
          brandId: models.brandId,
          isWebEnabled: models.isWebEnabled,
          beds: models.beds,
          baths: models.baths,
          squareFeet: models.squareFeet,
          lowPrice: models.lowPrice,
          isMultiSection: models.isMultiSection,
          isModular: models.isModular,
          sections: models.sections,
          hasIfp: models.hasIfp,
          hasVirtualTour: models.hasVirtualTour,
          createdAt: models.createdAt,
          twoYearSalesCount: models.twoYearSalesCount,
        })
        .from(models),
      db.select({ id: brands.id, acronym: brands.acronym }).from(brands),
      db
        .select({ modelId: modelFeatures.modelId, featureId: modelFeatures.featureId })
        .from(modelFeatures),
      db
        .select({
          dealerId: dealers.dealerId,
          latitude: dealers.latitude,
          longitude: dealers.longitude,
          websiteTemplate: dealers.websiteTemplate,
        })
        .from(dealers),
      db
        .select({
          dealerId: modelAvailability.dealerId,
          modelId: modelAvailability.modelId,
          listingCount: modelAvailability.listingCount,
          lowestPrice: modelAvailability.lowestPrice,
        })
        .from(modelAvailability),
      db
        // One JSON value a row: PGlite decodes each of the 23 columns on its own otherwise.
        .select({ listing: rowAsJson(homeListings) })
        .from(homeListings)
        .where(and(notSold, notARepeatedFloorPlan)),
      db
        .select({ landId: landListings.landId, hasUtilities: landListings.hasUtilities })
        .from(landListings)
        .where(
          inArray(
            landListings.landId,
            db
              .select({ landId: homeListings.landId })
              .from(homeListings)
              .where(and(eq(homeListings.isOnLand, true), notSold)),
          ),
        ),
    ]);
  const acronyms = new Map(brandRows.map((b) => [b.id, b.acronym]));
  const features = new Map<number, Set<number>>();
  for (const { modelId, featureId } of featureRows) {
    let set = features.get(modelId);
    if (!set) features.set(modelId, (set = new Set()));
    set.add(featureId);
  }
  const searchModels = new Map<number, SearchModel>();
  for (const { brandId, createdAt, ...row } of modelRows) {
    searchModels.set(row.id, {
      ...row,
      brandAcronym: acronyms.get(brandId) ?? '',
      createdAt: createdAt.getTime(),
      features: features.get(row.id) ?? new Set(),
    });
  }
  const stockByDealer = new Map<number, Stock[]>();
  for (const { dealerId, ...stock } of stockRows) {
    let list = stockByDealer.get(dealerId);
    if (!list) stockByDealer.set(dealerId, (list = []));
    list.push(stock);
  }
  const homeCenters = dealerRows
    .filter((d) => stockByDealer.has(d.dealerId))
    .map((d) => ({
      dealerId: d.dealerId,
      position: earthPoint(d),
      stock: stockByDealer.get(d.dealerId)!,
    }));
  return {
    models: searchModels,
    homeCenters,
    websiteTemplates: new Map(dealerRows.map((d) => [d.dealerId, d.websiteTemplate])),
    listingSpots: listingSpotsOf(listingRows.map((row) => row.listing)),
    planPrices: planPricesOf(listingRows.map((row) => row.listing)),
    landConnected: new Map(landRows.map((land) => [land.landId, land.hasUtilities])),
  };
}

/**
 * Each home center's price to order each floor plan it lists (a listing without a serial
 * number: one a center and model, listing-repeats.ts), as lib/floor-plan-price.ts reads it.
 */
export function planPricesOf(listings: Iterable<Listing>): Map<number, Map<number, number | null>> {
  const prices = new Map<number, Map<number, number | null>>();
  for (const listing of listings) {
    if (listing.serialNumber !== null) continue;
    let center = prices.get(listing.dealerId);
    if (!center) prices.set(listing.dealerId, (center = new Map()));
    center.set(listing.modelId, planPrice(listing.priceSort));
  }
  return prices;
}

/** Unsold listings grouped by where they stand (one spot a position), southernmost first. */
export function listingSpotsOf(listings: Iterable<Listing>): ListingSpot[] {
  const spots = new Map<string, ListingSpot & { inStockModelIds: Set<number> }>();
  for (const listing of listings) {
    const key = `${listing.latitude},${listing.longitude}`;
    let spot = spots.get(key);
    if (!spot) {
      spot = {
        latitude: listing.latitude,
        longitude: listing.longitude,
        position: earthPoint(listing),
        listings: [],
        inStockModelIds: new Set(),
      };
      spots.set(key, spot);
    }
    spot.listings.push(listing);
    if (isReadyToBuyHome(listing)) spot.inStockModelIds.add(listing.modelId);
  }
  for (const spot of spots.values()) spot.listings.sort(byInventoryId);
  return [...spots.values()].sort((a, b) => a.latitude - b.latitude);
}

const kept = referenceCache<'', CatalogueIndex>({ maxEntries: 1, reloadInBackground: true });

/** This process's copy of the search's catalogue (read when missing or older than a minute). */
export function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  return kept.get(db, '', () => loadIndex(db));
}

/**
 * Per model: what the home centers within `radiusMiles` of a point have of
 * it, as model_availability says (only `modelIds`' when given), and whether a
 * built home of it stands within the radius (where it stands: a parcel may lie
 * farther than its home center). Distances are earthdistance's, so they agree
 * with every SQL search.
 */
export function modelAreasWithin(
  index: CatalogueIndex,
  point: Point,
  radiusMiles: number,
  modelIds?: ReadonlySet<number>,
): Map<number, ModelArea> {
  const origin = earthPoint(point);
  const radiusMeters = radiusMiles * METERS_PER_MILE;
  const near: { center: HomeCenterStock; miles: number }[] = [];
  for (const center of index.homeCenters) {
    const meters = earthMeters(origin, center.position);
    if (meters <= radiusMeters) near.push({ center, miles: meters / METERS_PER_MILE });
  }
  near.sort((a, b) => a.miles - b.miles || a.center.dealerId - b.center.dealerId);
  const areas = new Map<number, ModelArea>();
  for (const { center, miles } of near) {
    for (const stock of center.stock) {
      if (modelIds && !modelIds.has(stock.modelId)) continue;
      let area = areas.get(stock.modelId);
      if (!area) {
        area = {
          distance: miles,
          listingCount: 0,
          lowestListingPrice: null,
          isInStockInArea: false,
          dealerIds: [],
        };
        areas.set(stock.modelId, area);
      }
      area.listingCount += stock.listingCount;
      if (
        stock.lowestPrice !== null &&
        (area.lowestListingPrice === null || stock.lowestPrice < area.lowestListingPrice)
      ) {
        area.lowestListingPrice = stock.lowestPrice;
      }
      if (area.dealerIds.length < MAX_DEALERS_PER_MODEL) area.dealerIds.push(center.dealerId);
    }
  }
  if (areas.size > 0) {
    for (const { spot } of spotsWithin(index, point, radiusMiles)) {
      for (const modelId of spot.inStockModelIds) {
        const area = areas.get(modelId);
        if (area) area.isInStockInArea = true;
      }
    }
  }
  return areas;
}

/** Degrees of latitude per meter along a meridian of earthdistance's sphere. */
const DEGREES_PER_METER = 180 / (Math.PI * EARTH_RADIUS_METERS);

const byInventoryId = (a: Listing, b: Listing) => a.inventoryId - b.inventoryId;

/** The first index whose spot lies at or north of `latitude` (binary search). */
function firstAtOrNorthOf(spots: readonly ListingSpot[], latitude: number): number {
  let low = 0;
  let high = spots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (spots[middle]!.latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How far east or west (degrees) a point within `degrees` of arc of `latitude` can lie; 180 near a pole. */
function longitudeSpan(latitude: number, degrees: number): number {
  if (Math.abs(latitude) + degrees >= 89) return 180;
  const toRadians = Math.PI / 180;
  const ratio = Math.sin(degrees * toRadians) / Math.cos(latitude * toRadians);
  return ratio >= 1 ? 180 : Math.asin(ratio) / toRadians;
}

/**
 * The spots within `radiusMiles` of a point, in no order: only those in the
 * radius' box of latitude and longitude are measured.
 */
function spotsWithin(
  index: CatalogueIndex,
  point: Point,
  radiusMiles: number,
): { spot: ListingSpot; miles: number }[] {
  const origin = earthPoint(point);
  const radiusMeters = radiusMiles * METERS_PER_MILE;
  // A hair wider than the arc, so rounding never leaves out a spot at the edge.
  const span = radiusMeters * DEGREES_PER_METER + 1e-6;
  const east = longitudeSpan(point.latitude, span) + 1e-6;
  const { listingSpots: spots } = index;
  const near: { spot: ListingSpot; miles: number }[] = [];
  for (let i = firstAtOrNorthOf(spots, point.latitude - span); i < spots.length; i++) {
    const spot = spots[i]!;
    if (spot.latitude > point.latitude + span) break;
    const across = Math.abs(spot.longitude - point.longitude);
    if (Math.min(across, 360 - across) > east) continue;
    const meters = earthMeters(origin, spot.position);
    if (meters <= radiusMeters) near.push({ spot, miles: meters / METERS_PER_MILE });
  }
  return near;
}

export type NearListing = { listing: Listing; miles: number };

/**
 * The `first` unsold listings nearest a point within `radiusMiles` that
 * `keep` accepts, nearest first (ties by inventory id), with at most
 * `perHomeCenter` from any one home center (null: no limit). Only the spots
 * in the radius' box of latitude and longitude are measured, and only the
 * listings up to the `first` are looked at.
 */
export function nearestListings(
  index: CatalogueIndex,
  point: Point,
  radiusMiles: number,
  options: { first: number; perHomeCenter: number | null; keep: (listing: Listing) => boolean },
): NearListing[] {
  const near = spotsWithin(index, point, radiusMiles);
  near.sort((a, b) => a.miles - b.miles);
  const { first, perHomeCenter, keep } = options;
  const taken = new Map<number, number>();
  const found: NearListing[] = [];
  for (let i = 0; i < near.length && found.length < first;) {
    // Spots exactly as far away are one step, their listings merged by inventory id.
    let j = i + 1;
    while (j < near.length && near[j]!.miles === near[i]!.miles) j++;
    const listings =
      j - i === 1
        ? near[i]!.spot.listings
        : near
            .slice(i, j)
            .flatMap((n) => n.spot.listings)
            .sort(byInventoryId);
    const miles = near[i]!.miles;
    for (const listing of listings) {
      if (found.length === first) break;
      if (!keep(listing)) continue;
      if (perHomeCenter !== null) {
        const count = taken.get(listing.dealerId) ?? 0;
        if (count === perHomeCenter) continue;
        taken.set(listing.dealerId, count + 1);
      }
      found.push({ listing, miles });
    }
    i = j;
  }
  return found;
}
