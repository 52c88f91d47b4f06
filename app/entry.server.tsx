// Server rendering: the whole document as one answer (people get it once the
// shell is ready, crawlers once everything is). Every inline script carries
// this response's CSP nonce.
import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../server/db/unavailable.ts';
import { appContext } from './context.ts';

// The host server sets this key in the load context (server/app.ts).
export { appContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
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
  const { nonce, pageData } = loadContext.get(appContext);
  if (pageData) {
    const { loaderData, errors } = routerContext.staticHandlerContext;
    // The CSP nonce belongs to an HTML response, not to data.
    const data = Object.fromEntries(
      Object.entries(loaderData).map(([id, value]) => [
        id,
        id === 'root' && value && typeof value === 'object'
          ? { ...(value as Record<string, unknown>), nonce: undefined }
          : value,
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
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const ready = () => {
      shellRendered = true;
      const status = responseStatusCode;
      // No page waits on a Suspense boundary (its loaders finish first), so the
      // rest follows the shell within the same render. Gathered into one body,
      // it reaches the socket in one write instead of some forty chunks passed
      // through three streams (issue 15's profile of an uncached render).
      const chunks: Uint8Array[] = [];
      const body = new Writable({
        write(chunk: Uint8Array, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
          callback();
        },
      });
      body.on('error', reject);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are reported by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
