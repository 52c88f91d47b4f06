// How far, in the words a buyer reads on cards and pages (issue 11: "0 mi
// away" said nothing; a distance is from a place the buyer knows).

/** "23 mi from you", "less than a mile from Knoxville, TN"; null when unknown. */
export function distancePhrase(miles: number | null | undefined, from = 'you'): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  return miles < 1 ? `less than a mile from ${from}` : `${Math.round(miles)} mi from ${from}`;
}
