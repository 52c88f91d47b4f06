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
import { sql } from 'drizzle-orm';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import type { Db } from '../db/client.ts';
import { rowAsJson } from '../db/json-row.ts';
import {
  brands,
  dealers,
  homeListings,
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
  isInStock: boolean;
};

type HomeCenterStock = { dealerId: number; position: EarthPoint; stock: Stock[] };

/** A home for sale (an unsold listing), placed. */
export type IndexedListing = {
  listing: typeof homeListings.$inferSelect;
  position: EarthPoint;
};

export type CatalogueIndex = {
  models: ReadonlyMap<number, SearchModel>;
  homeCenters: readonly HomeCenterStock[];
  /** Each home center's website template (lib/listing-filters.ts: a builder-model one shows no sale homes). */
  websiteTemplates: ReadonlyMap<number, string | null>;
  /** Unsold listings, southernmost first. */
  listings: readonly IndexedListing[];
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

async function loadIndex(db: Db): Promise<CatalogueIndex> {
  const [modelRows, brandRows, featureRows, dealerRows, stockRows, listingRows] = await Promise.all(
    [
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
          isInStock: modelAvailability.isInStock,
        })
        .from(modelAvailability),
      db
        // One JSON value a row: PGlite decodes each of the 23 columns on its own otherwise.
        .select({ listing: rowAsJson(homeListings) })
        .from(homeListings)
        .where(sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`),
    ],
  );
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
  const listings = listingRows
    .map(({ listing }) => ({ listing, position: earthPoint(listing) }))
    .sort((a, b) => a.listing.latitude - b.listing.latitude);
  return {
    models: searchModels,
    homeCenters,
    websiteTemplates: new Map(dealerRows.map((d) => [d.dealerId, d.websiteTemplate])),
    listings,
  };
}

const kept = referenceCache<'', CatalogueIndex>({ maxEntries: 1, reloadInBackground: true });

/** This process's copy of the search's catalogue (read when missing or older than a minute). */
export function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  return kept.get(db, '', () => loadIndex(db));
}

/**
 * Per model: what the home centers within `radiusMiles` of a point have of
 * it, as model_availability says (only `modelIds`' when given). Distances are
 * earthdistance's, so they agree with every SQL search.
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
      if (stock.isInStock) area.isInStockInArea = true;
      if (area.dealerIds.length < MAX_DEALERS_PER_MODEL) area.dealerIds.push(center.dealerId);
    }
  }
  return areas;
}

/** Degrees of latitude per meter along a meridian of earthdistance's sphere. */
const DEGREES_PER_METER = 180 / (Math.PI * EARTH_RADIUS_METERS);

/** The first index whose listing lies at or north of `latitude` (binary search). */
function firstAtOrNorthOf(listings: readonly IndexedListing[], latitude: number): number {
  let low = 0;
  let high = listings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (listings[middle]!.listing.latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The unsold listings within `radiusMiles` of a point that `keep` accepts,
 * with their miles. A listing that far away lies within the radius' span of
 * latitude, so only that band of the list is measured.
 */
export function listingsWithin(
  index: CatalogueIndex,
  point: Point,
  radiusMiles: number,
  keep: (listing: IndexedListing['listing']) => boolean,
): { listing: IndexedListing['listing']; miles: number }[] {
  const origin = earthPoint(point);
  const radiusMeters = radiusMiles * METERS_PER_MILE;
  // A hair wider than the arc, so rounding never leaves out a listing at the edge.
  const span = radiusMeters * DEGREES_PER_METER + 1e-6;
  const found: { listing: IndexedListing['listing']; miles: number }[] = [];
  const { listings } = index;
  for (let i = firstAtOrNorthOf(listings, point.latitude - span); i < listings.length; i++) {
    const { listing, position } = listings[i]!;
    if (listing.latitude > point.latitude + span) break;
    const meters = earthMeters(origin, position);
    if (meters <= radiusMeters && keep(listing)) {
      found.push({ listing, miles: meters / METERS_PER_MILE });
    }
  }
  return found;
}
