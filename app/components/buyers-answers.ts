// What the cost panel offers a signed-in buyer from their own answers: on the
// main site their land's ZIP code, else their account's (as the portal reads
// it, lib/location-source.ts); on every site the cash they saved for a down
// payment on /portal/budget, from this site's planner.
// Loaded on demand: public pages carry no data client in their own JS.
import { buyersOwnZip } from '../../lib/location-source.ts';
import { PLANNER_TYPE_CORPORATE, PLANNER_TYPE_RETAIL } from '../../lib/planner.ts';
import { GetUserQuery } from '../graphql/documents/portal.ts';
import { clientFor, setClientSession } from '../graphql/session-client.ts';
import type { Session } from '../identity/session.tsx';

export type BuyersZip = { zip: string; land: boolean };
export type BuyersAnswers = { zip: BuyersZip | null; downPayment: number | null };

/** `siteLot`: the home center whose site this is (its planner's profile), null on the main site. */
export async function signedInBuyersAnswers(
  session: Session,
  siteLot: string | null,
): Promise<BuyersAnswers | null> {
  setClientSession(session);
  // On the main site, the hearts' own first question (app/favorites/engine.ts), so the page asks it once.
  const answer = await clientFor(session.user?.subject ?? null).query(
    GetUserQuery,
    {
      includeProfile: true,
      includePlannerProgress: false,
      includeRetailCollections: false,
      includeCorpCollections: false,
      profileType: siteLot ? PLANNER_TYPE_RETAIL : PLANNER_TYPE_CORPORATE,
      lotNumber: siteLot,
      userId: null,
    },
    { fetchPolicy: 'cache-first' },
  );
  const user = answer.data?.getUser ?? null;
  if (!user) return null;
  const profile = user.profile ?? null;
  const zip = siteLot ? null : buyersOwnZip({ user, profile });
  const cash = profile?.cashBudget ?? null;
  return {
    zip: zip ? { zip, land: Boolean(profile?.landZip) } : null,
    downPayment: cash !== null && cash > 0 ? cash : null,
  };
}
