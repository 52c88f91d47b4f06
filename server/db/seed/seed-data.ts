// The whole seed as plain rows, built in memory from one fixed seed number.
// Nothing here touches the database, so the same options always give the same rows.
import type { locations, meta } from '../schema.ts';
import { generateCatalogue, type Catalogue } from './catalogue.ts';
import { generateDealers, type DealerRow } from './dealers.ts';
import { buildFeatureRows, type FeatureRow } from './features.ts';
import {
  generateHomeListings,
  generateLandListings,
  type HomeListingRow,
  type LandListingRow,
} from './listings.ts';
import { REFERENCE_DATE, REFERENCE_MS } from './reference-date.ts';
import { seedPageRedirects, type PageRedirectRow } from './page-redirects.ts';
import { generateSalesAgents, type SalesAgentRow } from './sales-agents.ts';
import { generateCuratedLists, type CuratedListRow } from './curated-lists.ts';
import { generateEvents, type EventRow } from './events.ts';
import { generateTestimonials, type TestimonialRow } from './testimonials.ts';
import { generateWelcomeHomeImages, type WelcomeHomeImageRow } from './welcome-home-images.ts';
import { usZipEntries } from './zip-data.ts';

export const SEED = 20_261_101;
export const SEED_VERSION = 1;
export const DEFAULT_DEALERS = 120;
export const DEFAULT_LISTINGS = 1_800;

export type LocationRow = typeof locations.$inferInsert;
export type MetaRow = typeof meta.$inferInsert;

export type SeedData = Catalogue & {
  features: FeatureRow[];
  dealers: DealerRow[];
  salesAgents: SalesAgentRow[];
  landListings: LandListingRow[];
  homeListings: HomeListingRow[];
  welcomeHomeImages: WelcomeHomeImageRow[];
  testimonials: TestimonialRow[];
  events: EventRow[];
  curatedLists: CuratedListRow[];
  locations: LocationRow[];
  pageRedirects: PageRedirectRow[];
  meta: MetaRow[];
};

export type SeedDataOptions = { dealers?: number; listings?: number };

export function generateSeedData(options: SeedDataOptions = {}): SeedData {
  const dealerCount = wholeNumber(options.dealers ?? DEFAULT_DEALERS, 'dealers');
  const listingCount = wholeNumber(options.listings ?? DEFAULT_LISTINGS, 'listings');
  const catalogue = generateCatalogue(SEED);
  const dealers = generateDealers(SEED, dealerCount);
  const salesAgents = generateSalesAgents(SEED, dealers);
  const landListings = generateLandListings(SEED, dealers);
  const homeListings = generateHomeListings({
    seed: SEED,
    dealers,
    models: catalogue.models,
    lands: landListings,
    total: listingCount,
  });
  describeDealers(dealers, landListings);
  return {
    ...catalogue,
    features: buildFeatureRows(),
    dealers,
    salesAgents,
    landListings,
    homeListings,
    welcomeHomeImages: generateWelcomeHomeImages(SEED, dealers, catalogue.models, homeListings),
    testimonials: generateTestimonials(SEED, catalogue.models, dealers, salesAgents),
    events: generateEvents(SEED, dealers),
    curatedLists: generateCuratedLists(catalogue.models),
    locations: usZipEntries().map((zip) => ({
      postalCode: zip.zip,
      city: zip.city,
      // The package has no counties.
      county: null,
      state: zip.state,
      latitude: zip.latitude,
      longitude: zip.longitude,
    })),
    pageRedirects: seedPageRedirects(),
    meta: [
      {
        key: 'seed',
        value: {
          version: SEED_VERSION,
          listings: listingCount,
          dealers: dealerCount,
          reference: REFERENCE_DATE,
        },
        updatedAt: new Date(REFERENCE_MS),
      },
    ],
  };
}

function wholeNumber(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`seed: ${name} must be a whole number ≥ 0, got ${value}`);
  }
  return value;
}

/**
 * Dealer blurbs say what a home center offers, with no counts: homes sell and
 * land is listed every week, and the page beside the blurb counts them live.
 * Written after the listings, to know which home centers list land.
 */
function describeDealers(dealers: DealerRow[], lands: readonly LandListingRow[]): void {
  const withLand = new Set(lands.map((land) => land.dealerId));
  for (const dealer of dealers) {
    const land = withLand.has(dealer.dealerId)
      ? ' We also list land nearby, and can set a home on yours.'
      : ' Already own land? We can deliver and set a home on it.';
    const template = dealer.dealerId % 3;
    dealer.description =
      template === 0
        ? `${dealer.name} helps families around ${dealer.city}, ${dealer.state} find a home that fits their budget, from homes on our lot to floor plans built to order.${land}`
        : template === 1
          ? `Visit ${dealer.name} to walk through manufactured and modular homes, compare floor plans and talk financing with our team.${land}`
          : `From the first visit to delivery day, the team at ${dealer.name} takes care of the details: choosing a floor plan, site work, setup and move-in.${land}`;
  }
}
