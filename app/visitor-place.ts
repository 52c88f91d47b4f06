// The place a visitor last searched from (issue 11: remembered across the
// site in this browser; a ZIP code's centre, no personal data). Search pages
// write it; the hearts locate corporate collections with it; the `place`
// cookie lets the server open placed pages there (server/http/remembered-place.ts).
import {
  parseVisitorPlace,
  PLACE_COOKIE,
  PLACE_COOKIE_MAX_AGE_SECONDS,
  VISITOR_PLACE_KEY,
  type VisitorPlace,
} from '../lib/visitor-place.ts';

/** The place the visitor last searched from, in this browser. */
export function rememberedPlace(): VisitorPlace | null {
  try {
    return parseVisitorPlace(localStorage.getItem(VISITOR_PLACE_KEY));
  } catch {
    return null;
  }
}

export function rememberPlace(place: VisitorPlace): void {
  try {
    localStorage.setItem(VISITOR_PLACE_KEY, JSON.stringify(place));
  } catch {
    // No storage (private browsing): the place is simply not remembered.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PLACE_COOKIE}=${place.postalCode}; Path=/; Max-Age=${PLACE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Whether this page is the main site, where the remembered place applies (a
 * home center's site is about that home center). Set by the root layout.
 */
export const placeMemory = { onMainSite: false };
