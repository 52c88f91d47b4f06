// Places: US postal codes and their coordinates (SPEC §3 Location, §5), found
// by postal code, by the caller's IP address, or by typed city and state.
import { and, between, eq, sql } from 'drizzle-orm';
import {
  LOCATION_SOURCES,
  POSTAL_CODE_LENGTH,
  type LocationSource,
  unknownPostalCode,
} from '../../lib/location-source.ts';
import { parsePlaceSearch, typedZipCode } from '../../lib/place-search.ts';
import { locations } from '../db/schema.ts';
import { METERS_PER_MILE } from './geo.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';
import { isPublicIp } from '../places/ip-address.ts';
import type { IpLocationProvider } from '../places/ip-location.ts';
import { referenceCache } from './reference-cache.ts';

export type Location = {
  postalCode: string;
  city: string;
  county: string | null;
  state: string;
  latitude: number;
  longitude: number;
  cityStateFormatted: string;
};

/** A location and the source that gave it (SPEC §5 precedence). */
export type FoundLocation = Location & { source: LocationSource };

export const MAX_LOCATION_SEARCH_LENGTH = 100;
export const DEFAULT_LOCATION_SUGGESTIONS = 5;
export const MAX_LOCATION_SUGGESTIONS = 20;
/** How far an IP's coordinates may be from the postal code we answer with. */
export const MAX_IP_POSTAL_CODE_MILES = 50;

export function toLocation(row: typeof locations.$inferSelect): Location {
  return { ...row, cityStateFormatted: `${row.city}, ${row.state}` };
}

/** SPEC §5: the postal-code lookup runs only when the code is exactly 5 characters. */
export async function locationByPostalCode(
  ctx: DomainContext,
  postalCode: string,
): Promise<Location | null> {
  const code = postalCode.trim();
  if (code.length !== POSTAL_CODE_LENGTH) return null;
  return locationsByCode.get(ctx.db, code, async () => {
    const [row] = await ctx.db.select().from(locations).where(eq(locations.postalCode, code));
    return row ? toLocation(row) : null;
  });
}
const locationsByCode = referenceCache<string, Location | null>({ maxEntries: 10_000 });

/**
 * A buyer's ZIP code must be a real one: it finds their home center and their
 * homes, and an unknown one finds nothing (a QA walkthrough saved 00000).
 */
export async function requireKnownPostalCode(
  ctx: DomainContext,
  postalCode: string,
  field: string,
): Promise<void> {
  if (!(await locationByPostalCode(ctx, postalCode))) {
    throw new UserInputError(unknownPostalCode(postalCode), field);
  }
}

/** The postal code whose centre is nearest a point, if one is within `maxMiles`. */
export async function nearestLocation(
  ctx: DomainContext,
  point: { latitude: number; longitude: number },
  maxMiles: number = MAX_IP_POSTAL_CODE_MILES,
): Promise<Location | null> {
  const origin = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  const position = sql`ll_to_earth(${locations.latitude}, ${locations.longitude})`;
  const meters = maxMiles * METERS_PER_MILE;
  // A box in degrees first (cheap comparisons, no index needed: this runs only
  // for IP records without a postal code), then the exact distance.
  const dLat = maxMiles / 69;
  const dLon = maxMiles / (69 * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  const [row] = await ctx.db
    .select({ location: locations })
    .from(locations)
    .where(
      and(
        between(locations.latitude, point.latitude - dLat, point.latitude + dLat),
        between(locations.longitude, point.longitude - dLon, point.longitude + dLon),
        sql`earth_distance(${origin}, ${position}) <= ${meters}::float8`,
      ),
    )
    .orderBy(sql`earth_distance(${origin}, ${position})`, locations.postalCode)
    .limit(1);
  return row ? toLocation(row.location) : null;
}

function checkSearch(search: string): string {
  const text = search.trim();
  if (text.length > MAX_LOCATION_SEARCH_LENGTH) {
    throw new UserInputError(
      `search must be at most ${MAX_LOCATION_SEARCH_LENGTH} characters`,
      'search',
    );
  }
  return text;
}

/**
 * Places matching typed text, best first, one per city: the postal code
 * nearest the middle of that city's codes. Typo tolerant through pg_trgm on
 * (city || ', ' || state), the expression of locations_city_state_trgm_idx.
 * Ranking: cities of the typed state first; then cities the text begins
 * ("knox" → Knoxville), bigger first (more postal codes), a city named
 * exactly as typed counting EXACT_NAME_WEIGHT times its size ("jackson" →
 * Jackson, MS, not the bigger Jacksonville, FL; "knox" still Knoxville, not
 * Knox, IN); then the closest spellings ("knoxvile" → Knoxville).
 */
/** How much more a city named exactly as typed weighs than a longer name it begins. */
const EXACT_NAME_WEIGHT = 4;

export async function searchLocations(
  ctx: DomainContext,
  search: string,
  first: number = DEFAULT_LOCATION_SUGGESTIONS,
): Promise<Location[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_LOCATION_SUGGESTIONS) {
    throw new UserInputError(
      `first must be a whole number from 1 to ${MAX_LOCATION_SUGGESTIONS}`,
      'first',
    );
  }
  const text = checkSearch(search);
  if (text === '') return [];
  // Five digits (or a ZIP+4): someone typed a postal code.
  const code = typedZipCode(text);
  if (code !== null) {
    const byCode = await locationByPostalCode(ctx, code);
    return byCode ? [byCode] : [];
  }
  const { city, state } = parsePlaceSearch(text);
  // One letter names no town: it only matched an initial ("b" → "J B P H H, HI").
  if (city.replace(/[^\p{L}]/gu, '').length < 2) return [];
  const target = state ? `${city}, ${state}` : city;
  const place = sql`(${locations.city} || ', ' || ${locations.state})`;
  type Row = {
    postal_code: string;
    city: string;
    county: string | null;
    state: string;
    latitude: number;
    longitude: number;
  };
  const query = sql`
    with matches as (
      select ${locations.city} as city, ${locations.state} as state,
             bool_or(${locations.state} = ${state ?? ''}) as same_state,
             bool_or(starts_with(lower(${locations.city}), lower(${city}))) as is_prefix,
             bool_or(lower(${locations.city}) = lower(${city})) as is_exact,
             count(*) as code_count,
             max(word_similarity(${city}, ${locations.city})) as word_score,
             max(similarity(${locations.city}, ${city})) as score
      from ${locations}
      where ${place} % ${target} or ${city} <% ${place}
      group by ${locations.city}, ${locations.state}
    ), ranked as (
      select *, row_number() over (
        order by same_state desc, is_prefix desc,
                 case when is_exact then code_count * ${sql.raw(String(EXACT_NAME_WEIGHT))}
                      when is_prefix then code_count else 0 end desc,
                 word_score desc, score desc, code_count desc, city, state
      ) as rank
      from matches
    ), best as (
      select * from ranked where rank <= ${first}
    ), codes as (
      select l.*, b.rank,
             avg(l.latitude) over w as mid_latitude, avg(l.longitude) over w as mid_longitude
      from ${locations} l
      join best b on l.city = b.city and l.state = b.state
      window w as (partition by l.city, l.state)
    ), central as (
      select distinct on (rank) *
      from codes
      order by rank, (latitude - mid_latitude) ^ 2 + (longitude - mid_longitude) ^ 2, postal_code
    )
    select postal_code, city, county, state, latitude, longitude
    from central
    order by rank
  `;
  const { rows } = await ctx.db.transaction(async (tx) => {
    // The planner prices a trigram test like an equality and picks a scan of
    // every row (a sequential scan, or the whole (city, state) index in order),
    // computing the trigrams of all ~42,000 places: ≈300 ms on PGlite, against
    // ≈20 ms through locations_city_state_trgm_idx. Bitmap scans only, for this
    // transaction alone: the trigram index finds the cities, the b-tree their codes.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    // Both drivers (node-postgres, PGlite) answer a raw statement with { rows }.
    return (await tx.execute(query)) as unknown as { rows: Row[] };
  });
  return rows.map((r) =>
    toLocation({
      postalCode: r.postal_code,
      city: r.city,
      county: r.county,
      state: r.state,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }),
  );
}

/** The best place for typed text ("knoxvile tn", "Knoxville, TN", "richardson"). */
export async function locationBySearch(
  ctx: DomainContext,
  search: string,
): Promise<Location | null> {
  const [best] = await searchLocations(ctx, search, 1);
  return best ?? null;
}

/**
 * SPEC §5 and lib/location-source.ts: the first source that gives a place
 * wins. A postal code is looked up only when exactly 5 characters; the IP only
 * when it is a public address; then the search text. A source that finds
 * nothing falls through to the next.
 */
export async function resolveLocation(
  ctx: DomainContext,
  input: { postalCode?: string | null; search?: string | null; ip?: string | null },
  ipLocation: IpLocationProvider,
): Promise<FoundLocation | null> {
  const search = input.search ? checkSearch(input.search) : '';
  const lookups: Record<LocationSource, () => Promise<Location | null>> = {
    // SPEC §5: only a code of exactly 5 characters, as given (spaces count), is looked up.
    postalCode: async () =>
      input.postalCode?.length === POSTAL_CODE_LENGTH
        ? locationByPostalCode(ctx, input.postalCode)
        : null,
    ip: async () => (input.ip && isPublicIp(input.ip) ? ipLocation.lookup(input.ip) : null),
    search: async () => (search ? locationBySearch(ctx, search) : null),
  };
  for (const source of LOCATION_SOURCES) {
    const location = await lookups[source]();
    if (location) return { ...location, source };
  }
  return null;
}
