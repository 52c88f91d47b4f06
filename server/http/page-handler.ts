// Every page goes through React Router here. GET and HEAD of public pages go
// through the page cache when it is on (server/http/page-cache.ts); anything
// else (form posts, development) is rendered per request and streamed.
import { pageDataLocation } from './page-data.ts';
import { randomUUID } from 'node:crypto';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { createRequestHandler, type RouterContextProvider } from 'react-router';
import { createBranchRequestHandler } from './branch-handler.ts';
import type { AppBuild } from '../app.ts';
import type { CachedPage, PageCache, RenderedPage } from './page-cache.ts';
import { canonicalPageQuery } from '../../lib/page-query.ts';
import { redirectLocation } from '../../lib/redirect-location.ts';
import { ipKey } from '../rate-limit.ts';
import { createRenderLimiter, type RenderLimitOptions } from './render-limit.ts';
import { boundedBodyOrRefuse, PAGE_FORM_MAX_BYTES, refuse } from './request-guard.ts';
import { newNonce, type ContentSecurityPolicy } from './security-headers.ts';

export type PageRequestContext = {
  requestId: string;
  nonce: string;
  ip: string | null;
  pageData: boolean;
  /** The answer is an HTML document: not page data, not a navigation's `.data` (app/json-data.ts). */
  htmlDocument: boolean;
  /** Called when the render used the caller's IP address to place them. */
  onCallerPlace: () => void;
  /** The live exchange (null for a background re-render nobody is waiting on). */
  http: { req: Request; res: Response } | null;
};

export type PageHandlerOptions = {
  loadBuild: () => Promise<AppBuild>;
  production: boolean;
  contentSecurityPolicy: ContentSecurityPolicy;
  loadContext: (context: PageRequestContext, build: AppBuild) => RouterContextProvider;
  /** Null: render every request (development, or PAGE_CACHE_SECONDS=0). */
  cache: PageCache | null;
  freshSeconds: number;
  staleSeconds: number;
  logger: Logger;
  /** Limits of uncached renders (render-limit.ts); null: none (development). */
  renderLimit: RenderLimitOptions | null;
  /**
   * A handler per matched branch (branch-handler.ts, decision 0021). Only with
   * the server fragments, whose render reads the matched routes alone
   * (decision 0020); without them React Router's whole handler answers.
   */
  branchHandlers: boolean;
};

/**
 * The URL React Router sees: the host the request guard checked and
 * normalised (res.locals.host, server/http/site-host.ts), so the page cache's
 * key and the home center lookup read the same host; the protocol honours
 * trust proxy as Express does. A string: the Request made of it parses it itself.
 */
function requestUrl(req: Request, res: Response): string {
  return `${req.protocol}://${res.locals.host as string}${req.originalUrl}`;
}

/**
 * A page's redirect keeps the visitor's query (SPEC §2, lib/redirect-location.ts),
 * but a shared render saw only the parameters pages read: add back the ones it
 * never saw (?utm_source from an advert) to this visitor's copy.
 */
function keepVisitorQuery(req: Request, res: Response) {
  const location = res.getHeader('location');
  if (typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//')) {
    return;
  }
  const queryAt = req.originalUrl.indexOf('?');
  if (queryAt === -1) return;
  res.setHeader(
    'Location',
    redirectLocation(location, new URLSearchParams(req.originalUrl.slice(queryAt))),
  );
}

function requestHeaders(req: Request, forCache: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    // A shared render must not carry one visitor's credentials or validators.
    if (forCache && (name === 'cookie' || name === 'authorization' || name.startsWith('if-'))) {
      continue;
    }
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** page-data.json of a redirecting page points at the target's page data, so fetch follows it. */
function pageDataRedirect(response: globalThis.Response, url: URL): globalThis.Response {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return response;
  const target = new URL(location, url);
  if (target.origin !== url.origin) return response;
  const headers = new Headers(response.headers);
  headers.set('location', pageDataLocation(`${target.pathname}${target.search}`));
  return new globalThis.Response(null, { status: response.status, headers });
}

class RenderRefused extends Error {
  override name = 'RenderRefused';
  readonly status: 429 | 503;
  readonly retryAfterSeconds: number;
  constructor(status: 429 | 503, retryAfterSeconds: number) {
    super(`render refused (${status})`);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Who a render is counted against: the caller's address, as the sign-in limits count it. */
const clientOf = (req: Request) => ipKey(req.ip ?? 'unknown');

export function createPageHandler(options: PageHandlerOptions) {
  const { cache, production } = options;
  const limiter = options.renderLimit ? createRenderLimiter(options.renderLimit) : null;
  let handle: ReturnType<typeof createRequestHandler> | null = null;
  let handleBuild: AppBuild | null = null;

  /**
   * React Router's answer, and the HTML document when the entry rendered one:
   * its Response then has no body, and the string is encoded once, here, and
   * written in one piece (app/entry.server.tsx, decision 0019).
   */
  async function run(
    request: globalThis.Request,
    context: PageRequestContext,
  ): Promise<{ response: globalThis.Response; html: string | null }> {
    const build = await options.loadBuild();
    if (build !== handleBuild) {
      // Development reloads the build; production loads it once.
      const mode = production ? 'production' : 'development';
      handle = options.branchHandlers
        ? createBranchRequestHandler(build, mode)
        : createRequestHandler(build, mode);
      handleBuild = build;
    }
    const loadContext = options.loadContext(context, build);
    const response = await handle!(request, loadContext);
    if (context.pageData) {
      return { response: pageDataRedirect(response, new URL(request.url)), html: null };
    }
    const document = loadContext.get(build.entry.module.appContext).document;
    if (document && document.response !== response) {
      // Something between the entry and here answered anew: the document would be lost.
      throw new Error('The rendered document did not reach the page handler with its response.');
    }
    return { response, html: document?.html ?? null };
  }

  /** Renders a GET into bytes, remembering whether it looked at the caller. */
  async function renderPage(
    url: URL,
    headers: Headers,
    context: Omit<PageRequestContext, 'onCallerPlace'>,
  ): Promise<RenderedPage> {
    let variesByCaller = false;
    const { response, html } = await run(new globalThis.Request(url, { method: 'GET', headers }), {
      ...context,
      onCallerPlace: () => {
        variesByCaller = true;
      },
    });
    const body = html === null ? Buffer.from(await response.arrayBuffer()) : Buffer.from(html);
    return {
      status: response.status,
      headers: response.headers,
      body,
      nonce: context.nonce,
      variesByCaller,
    };
  }

  /** A kept page's policy, made once per entry (one path): every hit sends the same. */
  const policies = new WeakMap<CachedPage, string>();
  function cachedPolicy(page: CachedPage, path: string): string {
    let policy = policies.get(page);
    if (policy === undefined) {
      policy = options.contentSecurityPolicy.forCachedPage(page.scriptHashes, path);
      policies.set(page, policy);
    }
    return policy;
  }

  function cacheControl(): string {
    return `public, max-age=0, s-maxage=${options.freshSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  }

  function sendCached(req: Request, res: Response, page: CachedPage, hit: boolean) {
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    keepVisitorQuery(req, res);
    // Every copy of a kept page allows its own inline scripts by hash: no
    // nonce is shared between the visitors who get it (docs/decisions/0005).
    res.setHeader('Content-Security-Policy', cachedPolicy(page, req.path));
    res.setHeader('ETag', page.etag);
    res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
    res.setHeader('X-Page-Cache', hit ? 'hit' : 'miss');
    if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', cacheControl());
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendRendered(req: Request, res: Response, page: RenderedPage) {
    res.status(page.status);
    page.headers.forEach((value, name) => {
      if (name !== 'content-length') res.append(name, value);
    });
    keepVisitorQuery(req, res);
    if (page.variesByCaller && !res.hasHeader('cache-control')) {
      res.setHeader('Cache-Control', 'private, no-cache');
    }
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }

  /** Runs a render within the render limits (render-limit.ts); client null: the site's own refresh. */
  async function rationed<T>(client: string | null, render: () => Promise<T>): Promise<T> {
    if (!limiter) return render();
    const ticket = await limiter.acquire(client);
    if (!ticket.ok) throw new RenderRefused(ticket.status, ticket.retryAfterSeconds);
    try {
      return await render();
    } finally {
      ticket.release();
    }
  }

  async function stream(req: Request, res: Response, context: PageRequestContext) {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const hasBody = req.method === 'POST';
    let body: Buffer | undefined;
    if (hasBody) {
      // Every page form is a plain form post (React Router's <Form> sends the
      // same); an empty one (a single button) may come without a type.
      const type = (req.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
      const empty = req.get('content-length') === '0';
      if (type !== 'application/x-www-form-urlencoded' && !(empty && type === '')) {
        refuse(req, res, 415, 'Pages take form posts (application/x-www-form-urlencoded) only.');
        return;
      }
      body = (await boundedBodyOrRefuse(req, res, PAGE_FORM_MAX_BYTES)) ?? undefined;
      if (!body) return;
    }
    await rationed(clientOf(req), async () => {
      const { response, html } = await run(
        new globalThis.Request(requestUrl(req, res), {
          method: req.method,
          headers: requestHeaders(req, false),
          signal: controller.signal,
          ...(body ? { body } : {}),
        } as RequestInit),
        context,
      );
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      response.headers.forEach((value, name) => res.append(name, value));
      if (html !== null) {
        // Encoded once here: a string would be measured twice (compression's
        // threshold, Content-Length) and encoded again by the socket.
        res.end(Buffer.from(html));
        return;
      }
      if (!response.body) {
        res.end();
        return;
      }
      try {
        await writeReadableStreamToWritable(response.body, res);
      } catch (error) {
        // The visitor went away mid-page (a closed tab, a load test ending): nothing to answer.
        if (res.destroyed && !res.writableFinished) return;
        throw error;
      }
    });
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const context: PageRequestContext = {
      requestId: res.locals.requestId as string,
      nonce: res.locals.nonce as string,
      ip: req.ip ?? null,
      pageData: res.locals.pageData === true,
      htmlDocument: res.locals.pageData !== true && !req.path.endsWith('.data'),
      onCallerPlace: () => {},
      http: { req, res },
    };
    try {
      // Sign-in screens belong to one visitor's sign-in, staff pages to staff: never shared.
      const personal = req.path.startsWith('/oidc/') || req.path.startsWith('/staff/');
      // A shared design is its owner's to change or delete: the link shows it as it is now.
      const ownersNow = req.path.startsWith('/designs/');
      if (ownersNow) res.setHeader('Cache-Control', 'private, no-store');
      if (!cache || personal || ownersNow || (req.method !== 'GET' && req.method !== 'HEAD')) {
        await stream(req, res, context);
        return;
      }
      // Rendered and kept with only the parameters pages read (lib/page-query.ts):
      // `?nocache=123` neither costs a render nor takes an entry.
      const url = new URL(requestUrl(req, res));
      const kept = canonicalPageQuery(url.searchParams);
      if (kept.size !== url.searchParams.size) url.search = kept.toString();
      const key = `${context.pageData ? 'data' : 'page'} ${url.host}${url.pathname}${url.search}`;
      const found = cache.lookup(key);
      if (found) {
        if (!found.fresh) {
          const headers = requestHeaders(req, true);
          cache.refresh(
            key,
            () =>
              rationed(null, () =>
                renderPage(url, headers, {
                  requestId: randomUUID(),
                  nonce: newNonce(),
                  // Only caller-independent pages are kept, so no address is needed.
                  ip: null,
                  pageData: context.pageData,
                  htmlDocument: context.htmlDocument,
                  http: null,
                }),
              ),
            (error) =>
              options.logger.error({ err: error, path: url.pathname }, 'page refresh failed'),
          );
        }
        sendCached(req, res, found.page, true);
        return;
      }
      const result = await cache.fill(key, () =>
        rationed(clientOf(req), () => renderPage(url, requestHeaders(req, true), context)),
      );
      if ('cached' in result) sendCached(req, res, result.cached, false);
      else sendRendered(req, res, result.rendered);
    } catch (error) {
      if (error instanceof RenderRefused) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        refuse(
          req,
          res,
          error.status,
          error.status === 429
            ? `Too many pages at once. Try again in ${error.retryAfterSeconds} second${error.retryAfterSeconds === 1 ? '' : 's'}.`
            : 'The site is busy. Try again in a moment.',
        );
        return;
      }
      next(error);
    }
  };
}
