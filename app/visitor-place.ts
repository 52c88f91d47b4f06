// The place a visitor last searched from (issue 11: remembered across the
// site in this browser; a ZIP code's centre, no personal data). Search pages
// write it; the hearts locate corporate collections with it.
import { parseVisitorPlace, VISITOR_PLACE_KEY, type VisitorPlace } from '../lib/visitor-place.ts';

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
}
