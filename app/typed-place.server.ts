// A town typed by the visitor, as every page placed by typed text finds it:
// the search's best answer, and what the page says when that answer is
// another name (the search forgives typos and takes the start of a name).
import { closestPlaceNote } from '../lib/place-search.ts';
import type { AppContext } from './context.ts';
import { PlaceSearchQuery } from './graphql/documents/search.ts';

export async function findTypedPlace(app: AppContext, typed: string) {
  const place = (await app.execute(PlaceSearchQuery, { search: typed })).locationSearch[0] ?? null;
  return { place, note: place ? closestPlaceNote(typed, place) : null };
}
