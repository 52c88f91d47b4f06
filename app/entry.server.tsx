// Server rendering: the whole document as one string (decision 0013). The
// loader data React Router sends for hydration is read first, so the render
// never waits on it; every inline script carries this response's CSP nonce.
import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../server/db/unavailable.ts';
import { appContext } from './context.ts';
import { plainLoaderData } from './json-data.ts';
import { completeFragments, FragmentsProvider, type FragmentRender } from './server-fragments.tsx';

// The host server sets this key in the load context (server/app.ts).
export { appContext };

/** How long React Router lets a loader's pending promise hold the page's data. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    // A GET's headers without its render: the type it would have.
    const type = loadContext.get(appContext).pageData ? 'application/json' : 'text/html';
    responseHeaders.set('Content-Type', `${type}; charset=utf-8`);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A form refused past its allowance (app/public-form.server.ts) says when to come back:
  // React Router carries an action's cookies to the document, not its other headers.
  for (const headers of Object.values(routerContext.staticHandlerContext.actionHeaders)) {
    const wait = headers.get('Retry-After');
    if (wait) responseHeaders.set('Retry-After', wait);
  }
  // A database that is away (a restart): 503 and when to try again, not 500.
  const { errors: routeErrors } = routerContext.staticHandlerContext;
  if (
    responseStatusCode === 500 &&
    routeErrors &&
    Object.values(routeErrors).some(isDatabaseUnavailable)
  ) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const app = loadContext.get(appContext);
  const { nonce, pageData } = app;
  if (pageData) {
    const { loaderData, errors } = routerContext.staticHandlerContext;
    // The CSP nonce belongs to an HTML response, not to data.
    const data = Object.fromEntries(
      Object.entries(loaderData).map(([id, value]) => [
        id,
        id === 'root' && value && typeof value === 'object'
          ? { ...(value as Record<string, unknown>), nonce: undefined }
          : plainLoaderData(value),
      ]),
    );
    responseHeaders.set('Content-Type', 'application/json; charset=utf-8');
    return new Response(
      JSON.stringify({
        path: new URL(request.url).pathname,
        status: responseStatusCode,
        data,
        ...(errors ? { errors: Object.keys(errors) } : {}),
      }),
      { status: responseStatusCode, headers: responseHeaders },
    );
  }
  await readHydrationDataAhead(routerContext);
  const fragments: FragmentRender | null = app.fragments
    ? { store: app.fragments, parts: [] }
    : null;
  const rendered = renderToString(
    <FragmentsProvider value={fragments}>
      <ServerRouter
        context={fragments ? withMatchedRoutesOnly(routerContext) : routerContext}
        url={request.url}
        nonce={nonce}
      />
    </FragmentsProvider>,
  );
  const html = fragments ? completeFragments(rendered, fragments) : rendered;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The string goes to the host as it is (decision 0019): a body would be
  // encoded into bytes, copied by the Response and read back as a stream.
  const response = new Response(null, { status: responseStatusCode, headers: responseHeaders });
  app.document = { response, html: `<!DOCTYPE html>${html}` };
  return response;
}

type AssetsManifest = EntryContext['manifest'];

/** Per build's manifest: the manifest with only one branch's routes, by that branch's route ids. */
const branchManifests = new WeakMap<AssetsManifest, Map<string, AssetsManifest>>();

/**
 * The context with a manifest of the matched routes alone. `ServerRouter`
 * builds a route object for every route of the manifest (69) and a static
 * router over them on every render, then finds the matched branch again in
 * them; the document reads only the matched routes (their modules, links,
 * meta and scripts; route discovery is "initial", so no part of the manifest
 * is written into the page). Only the server's render takes this: with
 * fragments off (server/app.int.test.ts's whole render) the document is React
 * Router's own, and the test holds the two to the same bytes.
 */
function withMatchedRoutesOnly(routerContext: EntryContext): EntryContext {
  const { manifest } = routerContext;
  const ids = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
  let byBranch = branchManifests.get(manifest);
  if (!byBranch) {
    byBranch = new Map();
    branchManifests.set(manifest, byBranch);
  }
  const branch = ids.join('\n');
  let pruned = byBranch.get(branch);
  if (!pruned) {
    const routes: AssetsManifest['routes'] = {};
    for (const id of ids) routes[id] = manifest.routes[id];
    pruned = { ...manifest, routes };
    byBranch.set(branch, pruned);
  }
  return { ...routerContext, manifest: pruned };
}

/** React Router's per-render state, as `StreamTransfer` reads it (react-router 8.4.0, pinned). */
type TransferCache = Record<number, { result: { done: boolean; value: string } }>;

/**
 * The page's loader data leaves in a stream (turbo-stream) that React
 * Router's `StreamTransfer` reads chunk by chunk during the render, suspending
 * on each read; a string render cannot wait, so every chunk is read here
 * first and put where `StreamTransfer` looks for it, decoded as it would
 * decode it. Its reads then all succeed at once and it writes the same
 * scripts. A test in server/app.int.test.ts fails if a later React Router
 * looks elsewhere: the page would lose its data scripts.
 */
async function readHydrationDataAhead(routerContext: EntryContext): Promise<void> {
  const stream = routerContext.serverHandoffStream;
  if (!stream) return;
  const decoder = new TextDecoder();
  const cache: TransferCache = {};
  const reader = stream.getReader();
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read();
    cache[identifier] = { result: { done, value: decoder.decode(value, { stream: true }) } };
    if (done) break;
  }
  // ServerRouter takes a reader of its own; it will find everything read.
  reader.releaseLock();
  (routerContext.renderMeta as { streamCache?: TransferCache }).streamCache = cache;
}
