// The place a visitor last searched from (issue 11: remembered across the
// site, no personal data: a ZIP code's centre, never a device position).
export const VISITOR_PLACE_KEY = 'visitor_place';

export type VisitorPlace = { postalCode: string; latitude: number; longitude: number };

/** A stored place, or null for anything missing or malformed. */
export function parseVisitorPlace(text: string | null | undefined): VisitorPlace | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { postalCode, latitude, longitude } = value ?? {};
    if (
      typeof postalCode === 'string' &&
      /^\d{5}$/.test(postalCode) &&
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
