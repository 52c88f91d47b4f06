import { rememberedPlace } from '../visitor-place.ts';
import type { Client } from '../graphql/client.ts';
import { LocationQuery } from '../graphql/documents/search.ts';

/** Where a corporate collection is located when the visitor's place is unknown: the middle of the 48 states. */
export const US_CENTRE = { latitude: 39.8283, longitude: -98.5795 };

let position: Promise<{ latitude: number; longitude: number }> | null = null;

/**
 * SPEC §5: corporate collections are located by the visitor's latitude and
 * longitude: the place they searched from, else their network's (by IP),
 * else the middle of the country. Asked once per page load, so the hearts
 * and the favourites page read the same list.
 */
export function visitorPosition(client: Client): Promise<{ latitude: number; longitude: number }> {
  const remembered = rememberedPlace();
  if (remembered)
    return Promise.resolve({ latitude: remembered.latitude, longitude: remembered.longitude });
  position ??= client.query(LocationQuery, { postalCode: null, search: null }).then((found) => {
    const location = found.data?.location;
    return location ? { latitude: location.latitude, longitude: location.longitude } : US_CENTRE;
  });
  return position;
}
