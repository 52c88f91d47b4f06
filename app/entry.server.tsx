// Server rendering: streamed HTML for people, the whole document at once for
// crawlers. Every inline script carries this response's CSP nonce.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
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
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
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
