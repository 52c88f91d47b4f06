// How far, in the words a buyer reads on cards and pages (issue 11: "0 mi
// away" said nothing; a distance is from a place the buyer knows).

/** "23 mi from you", "less than a mile from Knoxville, TN"; null when unknown. */
export function distancePhrase(miles: number | null | undefined, from = 'you'): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  return miles < 1 ? `less than a mile from ${from}` : `${Math.round(miles)} mi from ${from}`;
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
