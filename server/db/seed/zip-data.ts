// US postal codes from the `zipcodes` package, typed, plus a nearest-ZIP lookup.
import { createRequire } from 'node:module';

export type ZipEntry = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

type ZipcodesModule = {
  codes: Record<string, ZipEntry>;
  lookupByName(city: string, state: string): ZipEntry[];
};

let zipcodes: ZipcodesModule | undefined;

/**
 * Loaded on first use: a server that is already seeded never pays for the 44k entries.
 * The package ships no types; loading it through require keeps a global
 * `declare module 'zipcodes'` (which another folder may also want) out of here.
 */
function zipcodesPackage(): ZipcodesModule {
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule;
  return zipcodes;
}

let usZips: ZipEntry[] | undefined;

/**
 * A town's name as it is written: the package writes "Mcallen" and "Mckinney" for
 * McAllen and McKinney.
 */
export function townName(city: string): string {
  return city.replace(/\bMc([a-z])/g, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

/** Every US entry (Canada dropped), sorted by ZIP so the order never depends on the package's. */
export function usZipEntries(): ZipEntry[] {
  usZips ??= Object.values(zipcodesPackage().codes)
    .filter((entry) => entry.country === 'US')
    .map((entry) => ({ ...entry, city: townName(entry.city) }))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return usZips;
}

/** ZIPs of a city, lowest first. */
export function zipsOfCity(city: string, state: string): ZipEntry[] {
  return zipcodesPackage()
    .lookupByName(city, state)
    .filter((entry) => entry.country === 'US')
    .map((entry) => ({ ...entry, city: townName(entry.city) }))
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
}

export const MILES_PER_DEGREE = 69.0;

/** Flat-earth miles: accurate enough for "which ZIP is closest" within a few degrees. */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * MILES_PER_DEGREE;
  const dLon = (lon2 - lon1) * MILES_PER_DEGREE * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLon);
}

// Unique ZIPs of firms and agencies ("Allstate Insurance Co", "The Mail Box")
// are real codes but no place to put a home; a few real towns also match, which
// only means a neighbouring town is picked instead.
const NOT_A_TOWN =
  /\b(co|inc|dept|bank|banks|assoc|univ|university|service|insurance|fund|brm|club|com|mail|lending|finance|accounting|correction|board|corps|institute|lottery|dist|base|range|mission|natl|national|federal|health|hse|box|mastercard|visa|citibank|sears|irs)\b/i;

/** Whether a ZIP's place name reads as a town rather than an organisation. */
export function isTownName(city: string): boolean {
  return !NOT_A_TOWN.test(city);
}

let grid: Map<string, ZipEntry[]> | undefined;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

/** The closest town ZIP within about a degree, or undefined in empty country. */
export function nearestZip(latitude: number, longitude: number): ZipEntry | undefined {
  if (!grid) {
    // One-degree buckets turn 42k comparisons per lookup into a few hundred.
    grid = new Map();
    for (const entry of usZipEntries()) {
      if (!isTownName(entry.city)) continue;
      const key = cellKey(entry.latitude, entry.longitude);
      const bucket = grid.get(key);
      if (bucket) bucket.push(entry);
      else grid.set(key, [entry]);
    }
  }
  let best: ZipEntry | undefined;
  let bestMiles = Infinity;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const entry of grid.get(cellKey(latitude + dLat, longitude + dLon)) ?? []) {
        const miles = milesBetween(latitude, longitude, entry.latitude, entry.longitude);
        if (miles < bestMiles) {
          best = entry;
          bestMiles = miles;
        }
      }
    }
  }
  return best;
}
