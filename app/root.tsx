import { useLayoutEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  redirect,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { redirectLocation } from '../lib/redirect-location.ts';
import { placeFromCookie, rememberedPlaceTarget } from '../lib/visitor-place.ts';
import { corporateClientId, signInClientId } from '../lib/sign-in-client.ts';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { BadAddress, Busy, ErrorDisplay } from './components/error-display.tsx';
import { FocusAfterNavigation } from './components/focus-after-navigation.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { noteLoadFailures, useWholePageLoad } from './components/load-failure.tsx';
import { NotFound, NOT_FOUND_TEXT } from './components/not-found.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SessionNotice } from './components/session-notice.tsx';
import { useSignInWindowAlive } from './identity/sign-in-window.ts';
import { SiteHeader } from './components/site-header.tsx';
import { FavoritesSync } from './favorites/heart-button.tsx';
import { SessionProvider } from './identity/session.tsx';
import { appContext, siteContext } from './context.ts';
import { placeMemory } from './visitor-place.ts';
import { siteNameOf, titleOnSite } from './seo.ts';
import { GetDealerQuery, PageRedirectQuery } from './graphql/documents/site.ts';

/** Follows a page's redirect target (SPEC §2), then resolves the site mode once per request; every loader below reads it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ url, context, request }, next) => {
    const app = context.get(appContext);
    const { pageRedirect } = await app.execute(PageRedirectQuery, { path: url.pathname });
    if (pageRedirect) {
      throw redirect(
        redirectLocation(pageRedirect.target, url.searchParams),
        pageRedirect.permanent ? 301 : 302,
      );
    }
    // A sign-in started on a home center's own host, or on its pages here (?lotNumber=),
    // wears that home center's brand.
    // Otherwise the host the server checked and normalised (server/http/site-host.ts).
    const signingIn = app.identity ? await app.identity.screen() : null;
    const landingLot = landingPageLot(url.pathname);
    const { getDealer: dealer } = await app.execute(GetDealerQuery, {
      host: signingIn?.siteHost ?? url.host,
      lotNumber: url.searchParams.get('lotNumber') ?? signingIn?.lotNumber ?? landingLot,
    });
    const paramLot = url.searchParams.get('lotNumber');
    const otherBrand =
      (paramLot !== null && paramLot !== landingLot) ||
      (dealer !== null && dealer.lotNumber !== landingLot);
    if (landingLot && otherBrand && request.method !== 'POST') {
      // Another home center's host, or another (or an empty, or an unknown) ?lotNumber=, would
      // dress this one's page in another brand, or in none: the page is the main site's,
      // branded by its path alone. A form posted here is the page's own: it is taken as sent.
      const search = new URLSearchParams(url.searchParams);
      search.delete('lotNumber');
      const query = search.size ? `?${search}` : '';
      throw redirect(`${app.publicConfig.publicUrl}${url.pathname}${query}`, 302);
    }
    const env = app.publicConfig.appEnv;
    context.set(siteContext, {
      dealer,
      signInClientId: signInClientId(dealer, env) ?? corporateClientId(env),
    });
    return next();
  },
];

/**
 * A home center's landing page (/lp/{lotNumber}/affordable-homes, where its ads
 * lead) names the home center in its path: the page wears its brand, as with
 * ?lotNumber=, and its links stay on its site.
 */
function landingPageLot(pathname: string): string | null {
  return /^\/lp\/([^/]+)\/affordable-homes\/?$/.exec(pathname)?.[1] ?? null;
}

// With a precedence, React writes the stylesheet at the top of <head>, before the
// script preloads: the one render-blocking file is requested first, not queued
// behind a dozen scripts on a phone's few connections.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
];

export function loader({ context, url }: Route.LoaderArgs) {
  const { publicConfig, nonce } = context.get(appContext);
  const site = context.get(siteContext);
  // The lot number links must carry: set when the parameter (not the host) chose
  // the dealer, or a sign-in on the site's own host did (the home center's host
  // sent it), so the screen's links stay with that home center.
  const lotNumberParam =
    site.dealer &&
    (url.searchParams.get('lotNumber') === site.dealer.lotNumber ||
      landingPageLot(url.pathname) === site.dealer.lotNumber ||
      url.pathname.startsWith('/oidc/interaction/'))
      ? site.dealer.lotNumber
      : null;
  // The initial page data of SPEC §1: the dealer and the sign-in client it selects.
  return data({ site, publicConfig, nonce, lotNumberParam });
}

/**
 * Issue 11: a navigation to a page placed by where the visitor is, without a
 * place of its own, goes to the place they chose (as the server does for a
 * page opened afresh, server/http/remembered-place.ts).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  noteLoadFailures,
  ({ request }) => {
    if (request.method !== 'GET' || !placeMemory.onMainSite) return;
    const url = new URL(request.url);
    const target = rememberedPlaceTarget(
      url.pathname,
      url.searchParams,
      placeFromCookie(document.cookie),
    );
    if (target) throw redirect(target);
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = root?.nonce;
  const onMainSite = Boolean(root && !root.site.dealer);
  // A layout effect: set in the commit itself, before a click can reach a Link and
  // the client middleware above (a passive effect ran a task later, and a quick
  // click on a busy phone went unplaced).
  useLayoutEffect(() => {
    placeMemory.onMainSite = onMainSite;
  }, [onMainSite]);
  // A provider page in the sign-in window tells its opener the person is there (SPEC §9's 60 s).
  useSignInWindowAlive();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c4530" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <SessionProvider
          config={
            root
              ? {
                  publicUrl: root.publicConfig.publicUrl,
                  clientId: root.site.signInClientId,
                  lotNumber: root.site.dealer?.lotNumber ?? null,
                }
              : null
          }
        >
          <NavigationProgress />
          <FocusAfterNavigation targetId="main" />
          <a href="#main" className="skip-link">
            Skip to main content
          </a>
          <FavoritesSync
            lotNumber={root?.site.dealer?.lotNumber ?? null}
            defaultPostalCode={root?.publicConfig.defaultPostalCode ?? null}
          />
          <SiteHeader dealer={root?.site.dealer ?? null} />
          <SessionNotice />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter dealer={root?.site.dealer ?? null} />
        </SessionProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The root's data, when its loader answered: a home center's own site keeps its name.
  const siteName = siteNameOf(useRouteLoaderData<typeof loader>('root'));
  const title = (text: string) => <title>{titleOnSite(text, siteName)}</title>;
  if (useWholePageLoad(error)) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-8 text-muted">
        Loading the page…
      </p>
    );
  }
  // The failed route's meta does not render: give the document its title here.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        {title(NOT_FOUND_TEXT)}
        <NotFound />
      </>
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 429 || error.status === 503)) {
    return (
      <>
        {title(error.status === 429 ? 'Too many pages at once' : 'The site is busy')}
        <Busy status={error.status} said={error.data} />
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <>
        {title('This address has a value we cannot use')}
        <BadAddress />
      </>
    );
  }
  return (
    <>
      {title('Something went wrong')}
      <ErrorDisplay />
    </>
  );
}
