// The home-center finder (issue 12): a ZIP code or a town, typed as the
// visitor likes ("knoxville tn", "37918"), to the nearest home centers with
// their distances, in the order the finder's map numbers them.
import { MAX_WHERE_LENGTH, placeNotFound } from '../lib/home-search.ts';
import { FINDER_LIMIT } from '../lib/map-image-url.ts';
import type { AppContext } from './context.ts';
import { HomeCentersNearQuery } from './graphql/documents/home-centers.ts';
import { findTypedPlace } from './typed-place.server.ts';

export const FINDER_NEEDS_PLACE =
  'Type a ZIP code, or a city and state like Knoxville, TN, to find the home centers near it.';

export async function findHomeCenters(app: AppContext, typed: string | null) {
  const query = (typed ?? '').trim().slice(0, MAX_WHERE_LENGTH);
  // Find pressed with nothing typed: say what to type (nothing asked: nothing to say).
  if (!query) {
    const problem = typed === null ? null : FINDER_NEEDS_PLACE;
    return { query, place: null, results: [], problem, note: null };
  }
  const { place, note } = await findTypedPlace(app, query);
  if (!place) {
    return {
      query,
      place: null,
      results: [],
      problem: placeNotFound(query),
      note: null,
    };
  }
  const { dealersNear } = await app.execute(HomeCentersNearQuery, {
    postalCode: place.postalCode,
    limit: FINDER_LIMIT,
  });
  return {
    query,
    place,
    results: dealersNear,
    problem:
      dealersNear.length === 0
        ? `We have no home center within 250 miles of ${place.cityStateFormatted} yet.`
        : null,
    note,
  };
}

export type FinderResult = Awaited<ReturnType<typeof findHomeCenters>>;
