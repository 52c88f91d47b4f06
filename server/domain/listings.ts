// Homes for sale at home centers (SPEC §3 dealer home listing, §9 list rules).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { inHomeCollection, type HomeCollection } from '../../lib/home-collections.ts';
import { listingFits, type ListingFilter } from '../../lib/home-search.ts';
import { BUILDER_MODEL_TEMPLATE } from '../../lib/listing-filters.ts';
import { pickFeaturedListings } from '../../lib/listing-picker.ts';
import { dealers, homeListings, models } from '../db/schema.ts';
import { monthlyFromDollars, type PricingDefaults } from '../../lib/pricing/estimate.ts';
import {
  catalogueIndex,
  nearestListings,
  type CatalogueIndex,
  type Listing,
} from './catalogue-index.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';
import { earthMeters, earthPoint, requirePoint, requireRadius, type Point } from './geo.ts';
import { notARepeatedFloorPlan, notSold, withoutRepeatedFloorPlans } from './listing-repeats.ts';
import { figuresByDealer } from './pricing.ts';

export type HomeListing = typeof homeListings.$inferSelect & { distanceMiles: number | null };

export const MAX_PAGE_SIZE = 100;
export const MAX_RADIUS_MILES = 500;

function checkPageSize(first: number): void {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new UserInputError(`first must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'first');
  }
}

/** SQL of lib/home-collections.ts' inHomeCollection (unsold is added by every list). */
function collectionCondition(collection: HomeCollection | null | undefined): SQL | undefined {
  if (!collection) return undefined;
  if (collection === 'sale') {
    return sql`(${homeListings.isSaleHome} or ${homeListings.isDefaultSaleHome}) and not exists (select 1 from ${dealers} where ${dealers.dealerId} = ${homeListings.dealerId} and lower(trim(${dealers.websiteTemplate})) = ${BUILDER_MODEL_TEMPLATE})`;
  }
  if (collection === 'on-display') {
    return sql`trim(coalesce(${homeListings.serialNumber}, '')) <> '' and not ${homeListings.isAvailableFloorPlan}`;
  }
  return sql`${homeListings.isOnLand}`;
}

/**
 * Homes for sale nearest a point, within a radius (ties by inventory id),
 * from this process's catalogue index. With perHomeCenter, at most that many
 * come from any one home center, so a visitor next to a big lot still sees
 * what the others have. With `fits`, only homes that fit those filters
 * count, before that limit: each home center's nearest home that fits.
 */
export async function nearbyHomes(
  ctx: DomainContext,
  input: {
    latitude: number;
    longitude: number;
    radiusMiles: number;
    first: number;
    perHomeCenter?: number | null;
    collection?: HomeCollection | null;
    /** Only homes of this model (its number, any case). */
    modelNumber?: string | null;
    fits?: ListingFilter | null;
  },
): Promise<HomeListing[]> {
  const point = requirePoint(input.latitude, input.longitude);
  checkPageSize(input.first);
  const radiusMiles = requireRadius(input.radiusMiles, MAX_RADIUS_MILES, 'radiusMiles');
  const perHomeCenter = input.perHomeCenter ?? null;
  if (perHomeCenter !== null && !(Number.isInteger(perHomeCenter) && perHomeCenter >= 1)) {
    throw new UserInputError('perHomeCenter must be a whole number of at least 1', 'perHomeCenter');
  }
  const fits = input.fits ?? null;
  const [index, figures] = await Promise.all([
    catalogueIndex(ctx.db),
    fits?.maxMonthly != null ? figuresByDealer(ctx.db) : null,
  ]);
  const collection = input.collection ?? null;
  const modelNumber = input.modelNumber?.trim().toUpperCase() || null;
  return nearestListings(index, point, radiusMiles, {
    first: input.first,
    perHomeCenter,
    // The filters last: the cheap checks leave them fewer homes to estimate.
    keep: (listing) =>
      (modelNumber === null || listing.modelNumber.toUpperCase() === modelNumber) &&
      (collection === null ||
        inHomeCollection(collection, listing, {
          websiteTemplate: index.websiteTemplates.get(listing.dealerId) ?? null,
        })) &&
      (fits === null || listingFits(listingFacts(index, listing, figures), fits)),
  }).map(({ listing, miles }) => ({ ...listing, distanceMiles: miles }));
}

/** The parcel a home for sale stands on, sold with it; null for one on a home center's lot. */
export function parcelItStandsOn(listing: Pick<Listing, 'isOnLand' | 'landId'>): number | null {
  return listing.isOnLand ? listing.landId : null;
}

/**
 * A home for sale as its "from $X/mo" estimates it (the card's field and the filter
 * alike): its price and floor plan, standing on its parcel (`parcel`) where it is sold
 * with one: no delivery or set-up to add, the hookups only where the parcel has none.
 */
export function estimatedListing(
  listing: Pick<Listing, 'price'>,
  model: { sections: number; isModular: boolean },
  parcel: { hasUtilities: boolean } | null,
) {
  return {
    price: listing.price,
    sections: model.sections,
    isModular: model.isModular,
    onItsLand: parcel ? { connected: parcel.hasUtilities } : null,
  };
}

/**
 * What a listing's card says that the filters read: its floor plan's sections and
 * features, and with `figures`, its "from $X/mo" as the card's field estimates it
 * (at its home center's figures, standing on its parcel where it is sold with one).
 */
function listingFacts(
  index: CatalogueIndex,
  listing: Listing,
  figures: ((dealerId: number | null) => PricingDefaults) | null,
) {
  const model = index.models.get(listing.modelId);
  const sections = model?.sections ?? 1;
  const isModular = model?.isModular ?? false;
  let monthlyEstimateFrom: number | null | undefined;
  if (figures) {
    const landId = parcelItStandsOn(listing);
    const hasUtilities = landId === null ? undefined : index.landConnected.get(landId);
    monthlyEstimateFrom = monthlyFromDollars(
      estimatedListing(
        listing,
        { sections, isModular },
        hasUtilities === undefined ? null : { hasUtilities },
      ),
      figures(listing.dealerId),
    );
  }
  return {
    beds: listing.beds,
    baths: listing.baths,
    squareFeet: listing.squareFeet,
    priceSort: listing.priceSort,
    monthlyEstimateFrom,
    model: { sections, features: model?.features ?? new Set<number>() },
  };
}

/** A home center's homes for sale, newest first (SPEC §7 homes by lot number). */
export async function homesByLotNumber(
  ctx: DomainContext,
  input: {
    lotNumber: string;
    first: number;
    offset?: number;
    collection?: HomeCollection | null;
    /** Only homes of this model (its number, any case). */
    modelNumber?: string | null;
  },
): Promise<HomeListing[]> {
  checkPageSize(input.first);
  const modelNumber = input.modelNumber?.trim().toUpperCase() || null;
  const rows = await ctx.db
    .select({ listing: homeListings })
    .from(homeListings)
    .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
    .where(
      and(
        eq(dealers.lotNumber, input.lotNumber),
        notSold,
        notARepeatedFloorPlan,
        collectionCondition(input.collection),
        modelNumber === null ? undefined : eq(homeListings.modelNumber, modelNumber),
      ),
    )
    .orderBy(desc(homeListings.creationDate), asc(homeListings.inventoryId))
    .limit(input.first)
    .offset(input.offset ?? 0);
  return rows.map((r) => ({ ...r.listing, distanceMiles: null }));
}

/** How many of a model's listings at a home center its site's look reads (app/details.server.ts homeCenterFloorPlan). */
const FLOOR_PLAN_LOOK = 24;

/**
 * A home center's listings of models to order (no serial number), as its
 * site shows them, in one query: by model number (upper case), the models it
 * lists to order. A model's floor plan is looked for among its newest listings
 * there, as many as the site's look reads.
 */
export async function floorPlansToOrder(
  ctx: DomainContext,
  lotNumber: string,
  modelNumbers: readonly string[],
): Promise<Map<string, HomeListing>> {
  const wanted = [...new Set(modelNumbers.map((n) => n.trim().toUpperCase()).filter(Boolean))];
  const found = new Map<string, HomeListing>();
  if (wanted.length === 0) return found;
  const rows = await ctx.db
    .select({ listing: homeListings })
    .from(homeListings)
    .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
    .where(
      and(
        eq(dealers.lotNumber, lotNumber),
        notSold,
        notARepeatedFloorPlan,
        inArray(homeListings.modelNumber, wanted),
      ),
    )
    .orderBy(desc(homeListings.creationDate), asc(homeListings.inventoryId));
  const looked = new Map<string, number>();
  for (const { listing } of rows) {
    const seen = (looked.get(listing.modelNumber) ?? 0) + 1;
    looked.set(listing.modelNumber, seen);
    if (seen > FLOOR_PLAN_LOOK || found.has(listing.modelNumber)) continue;
    if (listing.serialNumber === null)
      found.set(listing.modelNumber, { ...listing, distanceMiles: null });
  }
  return found;
}

/**
 * The prices home centers ask for a model they list to order (a floor plan,
 * no serial number; null: "Contact Us For Pricing"), each center's first
 * listing as its site shows it.
 */
export async function toOrderPrices(
  ctx: DomainContext,
  salesModelId: string,
): Promise<(number | null)[]> {
  const rows = await ctx.db
    .select({ priceSort: homeListings.priceSort })
    .from(homeListings)
    .innerJoin(models, eq(models.id, homeListings.modelId))
    .where(
      and(
        eq(models.salesModelId, salesModelId),
        sql`${homeListings.serialNumber} is null`,
        notSold,
        notARepeatedFloorPlan,
      ),
    );
  return rows.map((r) => r.priceSort);
}

/**
 * The home centers that list a model to order (a floor plan) at exactly this
 * price, nearest `near` first when given (else by name): whose price a design
 * saved at it is.
 */
export async function homeCentersAskingToOrder(
  ctx: DomainContext,
  salesModelId: string,
  price: number,
  near: Point | null,
): Promise<(typeof dealers.$inferSelect)[]> {
  const rows = await ctx.db
    .selectDistinct({ dealer: dealers })
    .from(homeListings)
    .innerJoin(models, eq(models.id, homeListings.modelId))
    .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
    .where(
      and(
        eq(models.salesModelId, salesModelId),
        sql`${homeListings.serialNumber} is null`,
        eq(homeListings.priceSort, price),
        notSold,
        notARepeatedFloorPlan,
      ),
    );
  const found = rows.map((r) => r.dealer).sort((a, b) => a.name.localeCompare(b.name));
  if (!near) return found;
  const origin = earthPoint(near);
  const miles = new Map(found.map((d) => [d, earthMeters(origin, earthPoint(d))]));
  return found.sort((a, b) => miles.get(a)! - miles.get(b)!);
}

/** Up to three homes a home center features on its home page (SPEC §9 picker). */
export async function featuredHomes(ctx: DomainContext, lotNumber: string): Promise<HomeListing[]> {
  const rows = await ctx.db
    .select({ listing: homeListings })
    .from(homeListings)
    .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
    .where(eq(dealers.lotNumber, lotNumber));
  return pickFeaturedListings(
    withoutRepeatedFloorPlans(rows.map((r) => ({ ...r.listing, distanceMiles: null }))),
  );
}

/** One home for sale by its serial number (SPEC §2 /homes/{serialNumber}); sold homes too, so old links still explain. */
export async function homeBySerialNumber(
  ctx: DomainContext,
  serialNumber: string,
): Promise<HomeListing | null> {
  const [row] = await ctx.db
    .select()
    .from(homeListings)
    .where(eq(homeListings.serialNumber, serialNumber.trim().toUpperCase()));
  return row ? { ...row, distanceMiles: null } : null;
}

/**
 * The unsold home standing on each parcel (a home and its land sold together,
 * docs/rules.md), if any, in one read for a page of parcels. Its home center's
 * own listings: the parcel's.
 */
export async function homesOnLand(
  ctx: DomainContext,
  lands: readonly { landId: number; dealerId: number }[],
): Promise<(HomeListing | null)[]> {
  if (lands.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(homeListings)
    .where(
      and(
        inArray(
          homeListings.landId,
          lands.map((land) => land.landId),
        ),
        notSold,
      ),
    )
    .orderBy(asc(homeListings.inventoryId));
  return lands.map((land) => {
    const row = rows.find((r) => r.landId === land.landId && r.dealerId === land.dealerId);
    return row ? { ...row, distanceMiles: null } : null;
  });
}

/** Homes by serial number (saved homes), sold ones too: a saved home that sold says so. */
export async function homesBySerialNumbers(
  ctx: DomainContext,
  serialNumbers: readonly string[],
): Promise<HomeListing[]> {
  if (serialNumbers.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(homeListings)
    .where(inArray(homeListings.serialNumber, [...serialNumbers]));
  return rows.map((row) => ({ ...row, distanceMiles: null }));
}
