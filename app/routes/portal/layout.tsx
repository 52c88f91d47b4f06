// The portal's layout (SPEC §2 portal routes, DESIGN §12): a private shell,
// rendered on the server without signed-in data (tokens live in the browser,
// SPEC §3) and never put in the page cache. In the browser it makes the data
// client (decision 0006), loads the user once for every portal page and runs
// the profile bootstrap (app/portal/portal-data.tsx). A visitor who is not
// signed in sees what the portal offers and the way in.
import { useLayoutEffect, useMemo } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { PLANNER_TYPE_CORPORATE, PLANNER_TYPE_RETAIL } from '../../../lib/planner.ts';
import { appContext, siteContext } from '../../context.ts';
import { PlannerQuery } from '../../graphql/documents/portal.ts';
import { ClientProvider } from '../../graphql/client-react.tsx';
import { clientFor, setClientSession } from '../../graphql/session-client.ts';
import { useSession } from '../../identity/session.tsx';
import { PortalFrame } from '../../portal/portal-frame.tsx';
import { PortalDataProvider, usePortal } from '../../portal/portal-data.tsx';
import { SignedOutPortal } from '../../portal/signed-out.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/layout';

/**
 * The planner's words are the same for every buyer: they come with the page,
 * rendered on the server, so the planner pages stand complete at the first
 * paint and only each buyer's own progress arrives with their token.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const { planner } = await context
    .get(appContext)
    .execute(PlannerQuery, { plannerType: dealer ? PLANNER_TYPE_RETAIL : PLANNER_TYPE_CORPORATE });
  return { planner };
}

/** Moving between portal pages keeps the planner already loaded. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  // One buyer's page: never stored by a browser, a proxy or our page cache.
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortalLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const dealer = root?.site.dealer ?? null;
  const session = useSession();
  // A layout effect: it runs before the pages' queries start (passive effects),
  // so the first request of a new sign-in already carries its token.
  useLayoutEffect(() => {
    setClientSession(session);
  });
  const subject = session?.user?.subject ?? null;
  // One client (and cache) per signed-in person, shared with the hearts (session-client.ts).
  const client = useMemo(() => clientFor(subject), [subject]);
  const signedOut = !session || (!session.loading && !session.authenticated);
  return (
    <ClientProvider client={client}>
      {signedOut ? (
        <SignedOutPortal session={session} dealer={dealer} />
      ) : (
        <PortalDataProvider session={session} dealer={dealer}>
          <PortalFrame notice={<LoadProblem />}>
            <Outlet />
          </PortalFrame>
        </PortalDataProvider>
      )}
    </ClientProvider>
  );
}

function LoadProblem() {
  const portal = usePortal();
  if (portal.status !== 'failed') return null;
  return (
    <div role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p>We could not load your home account: {portal.problem}</p>
      <button
        type="button"
        onClick={portal.retry}
        className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}
