import { rememberedPlace } from '../visitor-place.ts';
import type { Client } from '../graphql/client.ts';
import { LocationQuery } from '../graphql/documents/search.ts';
import { isPostalCode } from '../../lib/location-source.ts';

/** Where a corporate collection is located when no place is known at all: the middle of the 48 states. */
export const US_CENTRE = { latitude: 39.8283, longitude: -98.5795 };

/** Positions that are not the visitor's (the site's default place, the country's middle): no miles "from" them. */
const notTheVisitors = new WeakSet<object>();

/** Whether visitorPosition found the visitor's own place, so miles from it mean something to them. */
export function isVisitorsPlace(position: object): boolean {
  return !notTheVisitors.has(position) && position !== US_CENTRE;
}

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
 * the site's default place, as the search starts from it (so a saved floor
 * plan names the home center and monthly figures the search did), else the
 * middle of the country. Asked once per page load and ZIP code, so the hearts
 * and the favourites page read the same list.
 */
export function visitorPosition(
  client: Client,
  givenZip: string | null,
  defaultZip: string | null,
): Promise<{ latitude: number; longitude: number }> {
  const remembered = rememberedPlace();
  if (remembered)
    return Promise.resolve({ latitude: remembered.latitude, longitude: remembered.longitude });
  const zip = isPostalCode(givenZip) ? givenZip : null;
  let found = positions.get(zip ?? '');
  if (!found) {
    // The server takes a known 5-digit ZIP code, else the caller's IP.
    const at = async (postalCode: string | null) => {
      const location = (await client.query(LocationQuery, { postalCode, search: null })).data
        ?.location;
      return location ? { latitude: location.latitude, longitude: location.longitude } : null;
    };
    found = at(zip).then(async (own) => {
      if (own) return own;
      const site = isPostalCode(defaultZip) ? await at(defaultZip) : null;
      if (!site) return US_CENTRE;
      notTheVisitors.add(site);
      return site;
    });
    positions.set(zip ?? '', found);
  }
  return found;
}
