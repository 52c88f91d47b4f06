// The place a visitor last searched from (issue 11: remembered across the
// site, no personal data: a ZIP code's centre, never a device position).
import { CURATED_LIST_HASH } from './catalogue-keys.ts';
import { isPostalCode } from './location-source.ts';

export const VISITOR_PLACE_KEY = 'visitor_place';

/**
 * The same ZIP code as a cookie, so the server can place a page the visitor
 * opens without a place of its own (server/http/remembered-place.ts).
 */
export const PLACE_COOKIE = 'place';

/** A year: a visitor who comes back to look again finds their place. */
export const PLACE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type VisitorPlace = { postalCode: string; latitude: number; longitude: number };

/** A stored place, or null for anything missing or malformed. */
export function parseVisitorPlace(text: string | null | undefined): VisitorPlace | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { postalCode, latitude, longitude } = value ?? {};
    if (
      typeof postalCode === 'string' &&
      isPostalCode(postalCode) &&
      typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
    ) {
      return { postalCode, latitude, longitude };
    }
  } catch {
    // Not JSON: nothing remembered.
  }
  return null;
}

/** The remembered ZIP code in a Cookie header, or null. */
export function placeFromCookie(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name === PLACE_COOKIE && isPostalCode(value)) return value;
  }
  return null;
}

/**
 * Pages placed by where the visitor is: the home page, the searches, a
 * model's or a built home's page and brochure (a home's delivery is measured
 * from there), the curated collections (issue 12) and the events near the
 * visitor (/news-events). Not /homes/new or
 * /homes/used: SPEC §2's not-found screens.
 */
const PLACED_PAGE =
  /^\/(?:homes(?:\/model\/[^/]+(?:\/brochure|\/design)?|\/(?!(?:new|used)\/?$)[^/.]+(?:\/brochure)?)?|land|sale-homes|mobile-manufactured-homes-(?:on-display|with-land)|news-events)?\/?$/;

/** A placed page, or a curated list (SPEC §2 /{hash}), whose plans are placed as their pages are. */
function isPlacedPage(pathname: string): boolean {
  return PLACED_PAGE.test(pathname) || CURATED_LIST_HASH.test(pathname.slice(1));
}

/**
 * Parameters that already say where (or which home center) a page is about;
 * a saved design reopened in the designer (`design`) is priced where it was.
 */
const OWN_PLACE = ['where', 'zip', 'lotNumber', 'design'];

/** The home page, the searches and the home collections: placed by `where` alone. */
const WHERE_PAGE =
  /^\/(?:homes|land|sale-homes|mobile-manufactured-homes-(?:on-display|with-land))?\/?$/;

/**
 * One place parameter across the site (issue 11): `where`. The home page, a
 * search or a home collection opened with an old `?zip=` link (and no
 * `where`) moves to the same address with it as `where`; null otherwise. (A
 * home's or model's page reads `zip` as its estimate's site, so it keeps it.)
 */
export function oldZipLinkTarget(pathname: string, search: URLSearchParams): string | null {
  if (!WHERE_PAGE.test(pathname) || !search.has('zip') || search.has('where')) return null;
  const params = new URLSearchParams(search);
  params.set('where', params.get('zip') ?? '');
  params.delete('zip');
  return `${pathname}?${params.toString()}`;
}

/**
 * Where a placed page opened without a place of its own should go instead:
 * the same address with ?where={remembered ZIP}; null when it should stay.
 * Only the main site: a home center's own site is about that home center.
 */
export function rememberedPlaceTarget(
  pathname: string,
  search: URLSearchParams,
  rememberedZip: string | null,
): string | null {
  if (!rememberedZip || !isPlacedPage(pathname)) return null;
  if (OWN_PLACE.some((name) => search.has(name))) return null;
  const query = new URLSearchParams(search);
  query.set('where', rememberedZip);
  return `${pathname}?${query.toString()}`;
}
