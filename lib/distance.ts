// How far, in the words a buyer reads on cards and pages (issue 11: "0 mi
// away" said nothing; a distance is from a place the buyer knows).

/** "23 mi from you", "less than a mile from Knoxville, TN"; null when unknown. */
export function distancePhrase(miles: number | null | undefined, from = 'you'): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  return miles < 1 ? `less than a mile from ${from}` : `${Math.round(miles)} mi from ${from}`;
}

/** How far the portal looks for "your home center" (dealersNear): one farther is not near the buyer. */
export const DEALERS_NEAR_MILES = 250;

/** A ZIP code's answering home center that is farther than DEALERS_NEAR_MILES, and how far. */
export type FarFrom = { zip: string; miles: number };

/**
 * Who has a visitor's message when the nearest home center is far from their
 * ZIP code, said as the subject of a thank-you: "We have no home center within
 * 250 miles of 90210 yet, so the nearest, Oak Creek Homes of Knoxville in
 * Knoxville, TN, about 1,880 miles away," (… "has your message").
 */
export function farHomeCenterWords(
  center: { name: string; city: string; state: string },
  far: FarFrom,
): string {
  return `We have no home center within ${DEALERS_NEAR_MILES} miles of ${far.zip} yet, so the nearest, ${center.name} in ${center.city}, ${center.state}, about ${Math.round(far.miles).toLocaleString('en-US')} miles away,`;
}

/** The far answer of a ZIP code's place and its home center: null when it is within DEALERS_NEAR_MILES. */
export function farFrom(
  zip: string,
  place: { latitude: number; longitude: number },
  center: { latitude: number; longitude: number },
): FarFrom | null {
  const miles = straightLineMiles(place, center);
  return miles > DEALERS_NEAR_MILES ? { zip, miles } : null;
}

/** Miles in a straight line between two points (the earth as a sphere of 3,958.8 miles). */
export function straightLineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
