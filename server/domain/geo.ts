// Points on the map as searches take them (SPEC §5: model search runs only
// with latitude and longitude). One check for every search by distance, so
// they all refuse the same bad coordinates the same way.
import { UserInputError } from './errors.ts';

export type Point = { latitude: number; longitude: number };

export const METERS_PER_MILE = 1609.344;

/** Six decimals is about 11 cm: finer than any place we search from. */
const COORDINATE_SCALE = 1e6;

/**
 * Rounded to six decimals. A denormal such as 5e-324 becomes 0: PostgreSQL's
 * float8 input refuses it as out of range (issue 9), and it means 0 anyway.
 */
function rounded(value: number): number {
  return Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE + 0;
}

/** A point from latitude and longitude, checked and rounded; a UserInputError naming the bad one otherwise. */
export function requirePoint(latitude: number, longitude: number): Point {
  if (!(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new UserInputError('latitude must be between -90 and 90', 'latitude');
  }
  if (!(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new UserInputError('longitude must be between -180 and 180', 'longitude');
  }
  return { latitude: rounded(latitude), longitude: rounded(longitude) };
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Both coordinates, or neither (null); one without the other is the caller's mistake. */
export function optionalPoint(point: {
  latitude?: number | null;
  longitude?: number | null;
}): Point | null {
  const { latitude, longitude } = point;
  if (!given(latitude) && !given(longitude)) return null;
  if (!given(latitude) || !given(longitude)) {
    throw new UserInputError(
      'latitude and longitude are required',
      given(latitude) ? 'longitude' : 'latitude',
    );
  }
  return requirePoint(latitude, longitude);
}

/**
 * A search radius in miles, rounded to hundredths (about 16 m), checked to be
 * more than 0 and at most `max`. Like coordinates, a denormal such as 5e-324
 * rounds to 0 and is refused as such, not passed on to PostgreSQL.
 */
export function requireRadius(miles: number, max: number, name: string): number {
  const value = Math.round(miles * 100) / 100;
  if (!(Number.isFinite(value) && value > 0 && value <= max)) {
    throw new UserInputError(`${name} must be greater than 0 and at most ${max} miles`, name);
  }
  return value;
}

/**
 * earthdistance's sphere (its earth(): 6378168 m). The in-memory search
 * (catalogue-index.ts) measures as the SQL searches do, so a home center is
 * the same number of miles away on every page.
 */
export const EARTH_RADIUS_METERS = 6_378_168;

/** A point as ll_to_earth places it: x, y, z in meters from the earth's centre. */
export type EarthPoint = { x: number; y: number; z: number };

export function earthPoint(point: Point): EarthPoint {
  const lat = (point.latitude * Math.PI) / 180;
  const lon = (point.longitude * Math.PI) / 180;
  return {
    x: EARTH_RADIUS_METERS * Math.cos(lat) * Math.cos(lon),
    y: EARTH_RADIUS_METERS * Math.cos(lat) * Math.sin(lon),
    z: EARTH_RADIUS_METERS * Math.sin(lat),
  };
}

/** earth_distance: the great-circle meters between two points, from their chord (sec_to_gc). */
export function earthMeters(a: EarthPoint, b: EarthPoint): number {
  const chord = Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
  const half = chord / (2 * EARTH_RADIUS_METERS);
  return half >= 1 ? Math.PI * EARTH_RADIUS_METERS : 2 * EARTH_RADIUS_METERS * Math.asin(half);
}
