// Homes and land for sale at each home center: built homes with serial numbers,
// floor plans that could still be built, homes already set on land, every
// sticker status, and prices on both sides of the budget limit.
import {
  saysPriceCameDown,
  STICKER_IDS,
  STICKER_PRICE_DROP,
  STICKER_SALE_PENDING,
  STICKER_SOLD,
} from '../../../lib/stickers.ts';
import type { homeListings, landListings } from '../schema.ts';
import type { SeedModel } from './catalogue.ts';
import { MAIN_BRAND } from './catalogue.ts';
import type { DealerRow } from './dealers.ts';
import { RURAL_ROADS } from './names.ts';
import { priceLabel, tagPrice } from './pricing.ts';
import { forkRandom, type Random } from './random.ts';
import { randomPastDate } from './reference-date.ts';
import { fill, formatCount } from './text.ts';
import { MILES_PER_DEGREE, nearestZip } from './zip-data.ts';

export type LandListingRow = typeof landListings.$inferInsert & {
  landId: number;
  dealerId: number;
  price: number | null;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};
export type HomeListingRow = typeof homeListings.$inferInsert & {
  inventoryId: number;
  dealerId: number;
  modelId: number;
  stockNumber: string;
  serialNumber: string | null;
  stickerTypeId: number | null;
  price: number | null;
  isAvailableFloorPlan: boolean;
  isSaleHome: boolean;
  isDefaultSaleHome: boolean;
  isOnLand: boolean;
  isNew: boolean;
};

/** Home listings are spread over 18 months before the reference date. */
const LISTING_DAYS = 547;

// ---------------------------------------------------------------- land

const LAND_DESCRIPTIONS = [
  '{acres} {terrain} acres near {city}, {state}. {utilities}',
  '{terrain} {acres}-acre homesite just outside {city}. {utilities} Room for a multi-section home and a garden.',
  '{acres} acres of {terrain} land in {county} with road frontage. {utilities}',
  'Private {acres}-acre tract a short drive from {city}. {utilities} Ask about home-and-land packages.',
];
const TERRAIN = ['wooded', 'cleared', 'gently rolling', 'level', 'partly wooded', 'pasture'];
const WITH_UTILITIES = [
  'Power and county water at the lot.',
  'Well, septic and power already in place.',
  'Utilities on site; ready for a home.',
];
const WITHOUT_UTILITIES = [
  'Utilities nearby; well and septic needed.',
  'Raw land: bring your own well and septic.',
];

/** A point `miles` away at a random bearing, rounded to about a metre. */
function jitter(
  r: Random,
  latitude: number,
  longitude: number,
  minMiles: number,
  maxMiles: number,
) {
  const miles = r.float(minMiles, maxMiles);
  const bearing = r.float(0, 2 * Math.PI);
  const lat = latitude + (miles * Math.cos(bearing)) / MILES_PER_DEGREE;
  const lon =
    longitude +
    (miles * Math.sin(bearing)) / (MILES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: Math.round(lat * 1e5) / 1e5, longitude: Math.round(lon * 1e5) / 1e5 };
}

/** Quarter acres are exact in a `real` column, so values read back unchanged. */
function pickAcres(r: Random): number {
  const [min, max] = r.weighted<[number, number]>([
    [[0.5, 2], 45],
    [[2, 5], 30],
    [[5, 10], 15],
    [[10, 20], 10],
  ]);
  return Math.round(r.float(min, max) * 4) / 4;
}

const LAND_STICKERS: readonly (readonly [number | null, number])[] = [
  [null, 75],
  [-2, 5],
  [-3, 5],
  [6, 6],
  [5, 4],
  [STICKER_SOLD, 5],
];

export function generateLandListings(
  seed: number,
  dealerRows: readonly DealerRow[],
): LandListingRow[] {
  const lands: LandListingRow[] = [];
  for (const dealer of dealerRows) {
    const r = forkRandom(seed, `land:${dealer.dealerId}`);
    // The flagship home center always has land, so its page shows the land section.
    const count = dealer.dealerId === 1 ? 4 : r.int(0, 6);
    for (let seq = 1; seq <= count; seq++) {
      const point = jitter(r, dealer.latitude, dealer.longitude, 2, 25);
      const zip = nearestZip(point.latitude, point.longitude);
      const acres = pickAcres(r);
      const hasUtilities = r.chance(0.6);
      const price = r.chance(0.1)
        ? null
        : tagPrice(8_000 + acres * r.int(3_500, 9_000) + (hasUtilities ? 6_000 : 0));
      const city = zip?.city ?? dealer.city;
      const state = zip?.state ?? dealer.state;
      lands.push({
        landId: lands.length + 1,
        dealerId: dealer.dealerId,
        stockNumber: `L${dealer.lotNumber}-${String(seq).padStart(2, '0')}`,
        acres,
        price,
        priceSort: price,
        priceLabel: priceLabel(price),
        stickerTypeId: r.weighted(LAND_STICKERS),
        address1: `${r.int(100, 9999)} ${r.pick(RURAL_ROADS)}`,
        city,
        state,
        postalCode: zip?.zip ?? dealer.postalCode,
        latitude: point.latitude,
        longitude: point.longitude,
        hasUtilities,
        description: fill(r.pick(LAND_DESCRIPTIONS), {
          acres: formatCount(acres),
          terrain: r.pick(TERRAIN),
          city,
          state,
          county: `the ${city} area`,
          utilities: r.pick(hasUtilities ? WITH_UTILITIES : WITHOUT_UTILITIES),
        }).replace(/^\w/, (c) => c.toUpperCase()),
        creationDate: randomPastDate(r, 0, LISTING_DAYS),
      });
    }
  }
  recordLandPreviousPrices(seed, lands);
  return lands;
}

/**
 * A parcel on sale or with a price drop shows what it took off, as a home does
 * (recordPreviousPrices): its price before, 4–12% above, from a stream of its
 * own so the rest of the seed is as it was. A parcel without a price wears
 * neither badge: there is no price to have dropped.
 */
function recordLandPreviousPrices(seed: number, lands: LandListingRow[]): void {
  const r = forkRandom(seed, 'land-previous-prices');
  for (const land of lands) {
    const reduced = saysPriceCameDown(land.stickerTypeId);
    if (reduced && (land.price === null || land.price === undefined)) land.stickerTypeId = null;
    land.previousPrice =
      reduced && land.price !== null && land.price !== undefined
        ? Math.max(land.price + 1_000, tagPrice(land.price * r.float(1.04, 1.12)))
        : null;
  }
}

// ---------------------------------------------------------------- homes

/** Listings per home center between ~0.55× and ~1.65× the average, summing to `total`. */
export function listingCounts(seed: number, dealerCount: number, total: number): number[] {
  if (dealerCount === 0) return [];
  const r = forkRandom(seed, 'listing-counts');
  const average = total / dealerCount;
  const min = Math.floor(average * 0.55);
  const max = Math.max(min, Math.ceil(average * 1.65));
  const counts = Array.from({ length: dealerCount }, () => r.int(min, max));
  let sum = counts.reduce((a, b) => a + b, 0);
  // Nudge random dealers one at a time so every count stays within [min, max].
  while (sum !== total) {
    const i = r.int(0, dealerCount - 1);
    const count = counts[i] ?? 0;
    if (sum > total && count > min) {
      counts[i] = count - 1;
      sum--;
    } else if (sum < total && count < max) {
      counts[i] = count + 1;
      sum++;
    }
  }
  return counts;
}

/** Sticker ids of built homes; null (no sticker) is the most common. */
const BUILT_STICKERS: readonly (readonly [number | null, number])[] = [
  [null, 30],
  [-7, 16],
  [-2, 9],
  [1, 9],
  [-3, 5],
  [3, 5],
  [4, 5],
  [2, 4],
  [6, 4],
  [-6, 3],
  [7, 3],
  [STICKER_SOLD, 4],
  [5, 3],
];
const FLOOR_PLAN_STICKERS: readonly (readonly [number | null, number])[] = [
  [null, 80],
  [-6, 10],
  [2, 5],
  [3, 5],
];
/** Stickers a pre-owned home cannot carry. */
const NEW_ONLY = new Set<number | null>([-2, -6, 7, 2]);
const CROSSMOD_STICKERS = new Set<number | null>([-5, -4]);
/** Stickers about a price (Sale, Great Value, Price Drop): only on a home whose price is shown. */
const PRICE_STICKERS = new Set<number | null>([-3, 3, 6]);
/** Stickers about getting the home to the buyer's land: not on a home already standing on its own. */
const DELIVERY_STICKERS = new Set<number | null>([-6, 4]);

const SERIAL_SUFFIX = ['A', 'AB', 'ABC'];

/** Six digits, distinct for the first 900,000 homes (7919 is coprime with 900,000). */
function serialDigits(index: number): string {
  return String(100_000 + ((index * 7919 + 123_457) % 900_000));
}

export type HomeListingsInput = {
  seed: number;
  dealers: readonly DealerRow[];
  models: readonly SeedModel[];
  lands: readonly LandListingRow[];
  total: number;
};

export function generateHomeListings({
  seed,
  dealers,
  models,
  lands,
  total,
}: HomeListingsInput): HomeListingRow[] {
  const counts = listingCounts(seed, dealers.length, total);
  const webModels = models.filter((m) => m.row.isWebEnabled);
  const catalogue = webModels.length > 0 ? webModels : [...models];
  const byBrand = Map.groupBy(catalogue, (model) => model.brand);
  // Best sellers show up on more lots.
  const popularity = catalogue.map((m) => [m, (m.row.twoYearSalesCount ?? 0) + 25] as const);
  const landsByDealer = Map.groupBy(lands, (land) => land.dealerId);

  const homes: HomeListingRow[] = [];
  let builtCount = 0;
  dealers.forEach((dealer, dealerIndex) => {
    const r = forkRandom(seed, `homes:${dealer.dealerId}`);
    const own =
      dealer.brandAcronym === MAIN_BRAND
        ? undefined
        : byBrand.get(dealer.brandAcronym as SeedModel['brand']);
    const priceFactor = r.float(0.96, 1.06);
    let stock = r.int(10_000, 40_000);
    const dealerHomes: HomeListingRow[] = [];
    for (let n = 0; n < (counts[dealerIndex] ?? 0); n++) {
      const model = own && r.chance(0.75) ? r.pick(own) : r.weighted(popularity);
      const isAvailableFloorPlan = model.row.isBuildable !== false && r.chance(0.15);
      const isNew = isAvailableFloorPlan || r.chance(0.82);
      let sticker = r.weighted(isAvailableFloorPlan ? FLOOR_PLAN_STICKERS : BUILT_STICKERS);
      // CrossMod stickers belong on CrossMod homes only, and most of those carry one.
      if (model.isCrossMod && !isAvailableFloorPlan && r.chance(0.4)) sticker = r.pick([-4, -5]);
      if (!isNew && NEW_ONLY.has(sticker)) sticker = null;
      // A floor plan not yet built is not on its way to the lot: "Coming soon to" would promise a home.
      if (isAvailableFloorPlan && sticker === -6) sticker = null;
      const contact = model.row.lowPrice == null || r.chance(0.035);
      const drawn = contact
        ? null
        : tagPrice(
            (model.row.lowPrice ?? 0) *
              priceFactor *
              r.float(0.97, 1.08) *
              (isNew ? 1 : r.float(0.6, 0.8)),
          );
      // The model's "Starting at" is the least a new one costs: no new home is priced below it.
      // One floor plan to order has one price at a home center, however often it is listed.
      const samePlan = isAvailableFloorPlan
        ? dealerHomes.find((h) => h.isAvailableFloorPlan && h.modelId === model.row.id)
        : undefined;
      const price = samePlan
        ? samePlan.price
        : drawn !== null && isNew
          ? Math.max(drawn, model.row.lowPrice ?? 0)
          : drawn;
      stock += r.int(1, 9);
      const serialNumber = isAvailableFloorPlan
        ? null
        : `HSH${serialDigits(builtCount++)}${model.plantState}${SERIAL_SUFFIX[(model.row.sections ?? 1) - 1] ?? 'AB'}`;
      const saleDraw = sticker === -3 || sticker === 6 ? r.chance(0.8) : r.chance(0.06);
      // A home with no price shown is not on sale and has no price drop: a sale needs a price.
      if (price === null && PRICE_STICKERS.has(sticker)) sticker = null;
      // A home stickered Sale is on sale: its badge must be true (the draw stays, so the rest of the seed is unchanged).
      const onSale = price !== null && (sticker === -3 || saleDraw);
      dealerHomes.push({
        inventoryId: 0, // numbered once all homes exist
        dealerId: dealer.dealerId,
        modelId: model.row.id,
        modelNumber: model.row.modelNumber,
        serialNumber,
        stockNumber: `${dealer.lotNumber}-${String(stock).padStart(5, '0')}`,
        landId: null,
        isSaleHome: onSale,
        isDefaultSaleHome: false,
        stickerTypeId: sticker,
        isAvailableFloorPlan,
        isOnLand: false,
        isNew,
        price,
        priceSort: price,
        priceLabel: priceLabel(price),
        beds: model.row.beds,
        baths: model.row.baths,
        squareFeet: model.row.squareFeet,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        creationDate: randomPastDate(r, 0, LISTING_DAYS),
      });
    }
    placeOnLand(r, dealerHomes, landsByDealer.get(dealer.dealerId) ?? []);
    // A few home centers pin one sale home as the default; the flagship always does.
    if (dealer.dealerId === 1 || r.chance(0.07)) {
      const pinned = dealerHomes.find(
        (h) => h.serialNumber && h.price !== null && h.stickerTypeId !== STICKER_SOLD,
      );
      if (pinned) {
        pinned.isSaleHome = true;
        pinned.isDefaultSaleHome = true;
      }
    }
    homes.push(...dealerHomes);
  });
  ensureEverySticker(homes, models);
  recordPreviousPrices(seed, homes);
  // Inventory ids follow listing dates, as in a live system. Inserting in that
  // order also spreads the lot coordinates, which keeps the GiST radius index
  // fast to build (100 identical points in a row make it several times slower).
  homes.sort(
    (a, b) =>
      (a.creationDate?.getTime() ?? 0) - (b.creationDate?.getTime() ?? 0) ||
      a.dealerId - b.dealerId ||
      (a.stockNumber < b.stockNumber ? -1 : 1),
  );
  homes.forEach((home, index) => {
    home.inventoryId = index + 1;
  });
  return homes;
}

/**
 * A home on sale or with a price drop shows what it took off: its price
 * before, 4–12% above (a stream of its own, so the rest of the seed is as it
 * was). Nothing else has one, a sold home neither.
 */
function recordPreviousPrices(seed: number, homes: HomeListingRow[]): void {
  const r = forkRandom(seed, 'previous-prices');
  for (const home of homes) {
    const reduced =
      (home.isSaleHome || home.stickerTypeId === STICKER_PRICE_DROP) &&
      home.stickerTypeId !== STICKER_SOLD;
    home.previousPrice =
      reduced && home.price !== null
        ? Math.max(home.price + 1_000, tagPrice(home.price * r.float(1.04, 1.12)))
        : null;
  }
}

/** About half of a dealer's lots carry one of its built homes, sold as a package. */
function placeOnLand(r: Random, homes: HomeListingRow[], lands: readonly LandListingRow[]): void {
  const candidates = homes.filter(
    (h) => h.serialNumber && h.isNew && h.stickerTypeId !== STICKER_SOLD,
  );
  for (const land of lands) {
    if (!r.chance(0.55)) continue;
    const home = candidates.shift();
    if (!home) return;
    home.isOnLand = true;
    if (DELIVERY_STICKERS.has(home.stickerTypeId)) home.stickerTypeId = null;
    // One sale, one status: a parcel sold with its home is under contract or sold only
    // with it (the home's badge says so), never on its own.
    if (land.stickerTypeId === STICKER_SOLD || land.stickerTypeId === STICKER_SALE_PENDING) {
      land.stickerTypeId = null;
    }
    // The parcel's words were written for bare land: a home now stands on it.
    land.description = (land.description ?? '')
      .replace(' Room for a multi-section home and a garden.', '')
      .replace('; ready for a home.', '.')
      .concat(` A ${home.beds}-bedroom home stands on it; the two are sold together.`);
    home.landId = land.landId;
    home.latitude = land.latitude;
    home.longitude = land.longitude;
    if (home.price !== null && land.price !== null) {
      home.price = home.priceSort = tagPrice(home.price + land.price);
      home.priceLabel = priceLabel(home.price);
    }
  }
}

/** Every sticker id appears at least once, even in a small seed (SPEC §4 lists them all). */
function ensureEverySticker(homes: HomeListingRow[], models: readonly SeedModel[]): void {
  const present = new Set(homes.map((h) => h.stickerTypeId));
  const crossMod = new Set(models.filter((m) => m.isCrossMod).map((m) => m.row.id));
  for (const id of STICKER_IDS) {
    if (present.has(id)) continue;
    const home =
      homes.find(
        (h) =>
          h.stickerTypeId === null &&
          h.serialNumber !== null &&
          h.isNew &&
          (!PRICE_STICKERS.has(id) || h.price !== null) &&
          (!DELIVERY_STICKERS.has(id) || !h.isOnLand) &&
          (!CROSSMOD_STICKERS.has(id) || crossMod.has(h.modelId)),
      ) ?? homes.find((h) => h.stickerTypeId === null && h.serialNumber !== null);
    if (!home) continue;
    home.stickerTypeId = id;
    if (id === -3 && home.price !== null) home.isSaleHome = true;
    present.add(id);
  }
}
