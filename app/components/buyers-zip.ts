// The signed-in buyer's own place on the main site: their land's ZIP code,
// else their account's (as the portal reads it, lib/location-source.ts).
// Loaded on demand: public pages carry no data client in their own JS.
import { buyersOwnZip } from '../../lib/location-source.ts';
import { PLANNER_TYPE_CORPORATE } from '../../lib/planner.ts';
import { GetUserQuery } from '../graphql/documents/portal.ts';
import { clientFor, setClientSession } from '../graphql/session-client.ts';
import type { Session } from '../identity/session.tsx';

export type BuyersZip = { zip: string; land: boolean };

export async function signedInBuyersZip(session: Session): Promise<BuyersZip | null> {
  setClientSession(session);
  // The hearts' own first question (app/favorites/engine.ts), so the page asks it once.
  const answer = await clientFor(session.user?.subject ?? null).query(
    GetUserQuery,
    {
      includeProfile: true,
      includePlannerProgress: false,
      includeRetailCollections: false,
      includeCorpCollections: false,
      profileType: PLANNER_TYPE_CORPORATE,
      lotNumber: null,
      userId: null,
    },
    { fetchPolicy: 'cache-first' },
  );
  const user = answer.data?.getUser ?? null;
  if (!user) return null;
  const profile = user.profile ?? null;
  const zip = buyersOwnZip({ user, profile });
  return zip ? { zip, land: Boolean(profile?.landZip) } : null;
}
