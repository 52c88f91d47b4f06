// Homes for you when nothing fits: what to loosen, from the answers the buyer
// gave, so the advice never names a budget or a size they did not ask for.

/** Nothing within `radius` miles fits these answers; with none given, nothing is built near. */
export function noneFitText(
  wants: { beds: number | null; baths: number | null; maxPrice: number | null },
  radius: number,
): string {
  const loosen = [
    wants.maxPrice !== null ? 'a little more budget' : null,
    wants.beds !== null && wants.beds > 1 ? 'one bedroom fewer' : null,
    wants.baths !== null && wants.baths >= 2 ? 'one bath fewer' : null,
  ].filter((part): part is string => part !== null);
  if (loosen.length === 0) {
    return `None of our floor plans is built within ${radius} miles of here yet.`;
  }
  const what =
    loosen.length === 1
      ? loosen[0]!
      : `${loosen.slice(0, -1).join(', ')} or ${loosen[loosen.length - 1]}`;
  return `No homes match all of your answers within ${radius} miles. ${what[0]!.toUpperCase()}${what.slice(1)} often opens up many more floor plans.`;
}
