import { rememberedPlace } from '../visitor-place.ts';
import type { Client } from '../graphql/client.ts';
import { LocationQuery } from '../graphql/documents/search.ts';
import { isPostalCode } from '../../lib/location-source.ts';

/** Where a corporate collection is located when the visitor's place is unknown: the middle of the 48 states. */
export const US_CENTRE = { latitude: 39.8283, longitude: -98.5795 };

const positions = new Map<string, Promise<{ latitude: number; longitude: number }>>();

/**
 * The ZIP code visitorPosition measures from, to say so beside the miles: the
 * remembered place's, else the one the buyer gave; null when it is the
 * network's guess or the middle of the country.
 */
export function visitorPositionZip(givenZip: string | null): string | null {
  return rememberedPlace()?.postalCode ?? (isPostalCode(givenZip) ? givenZip : null);
}

/**
 * SPEC §5: corporate collections are located by the visitor's latitude and
 * longitude: the place they searched from, else the ZIP code they gave us
 * (their land's, else their account's), else their network's (by IP), else
 * the middle of the country. Asked once per page load and ZIP code, so the hearts and the
 * favourites page read the same list.
 */
export function visitorPosition(
  client: Client,
  givenZip: string | null,
): Promise<{ latitude: number; longitude: number }> {
  const remembered = rememberedPlace();
  if (remembered)
    return Promise.resolve({ latitude: remembered.latitude, longitude: remembered.longitude });
  const zip = isPostalCode(givenZip) ? givenZip : null;
  let found = positions.get(zip ?? '');
  if (!found) {
    // The server takes a known 5-digit ZIP code, else the caller's IP.
    found = client.query(LocationQuery, { postalCode: zip, search: null }).then((answer) => {
      const location = answer.data?.location;
      return location ? { latitude: location.latitude, longitude: location.longitude } : US_CENTRE;
    });
    positions.set(zip ?? '', found);
  }
  return found;
}
