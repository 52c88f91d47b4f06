// Builds the Express application: one process, one port (DESIGN §2, §3).
// Order: request id and headers, health, robots, pictures, /graphql, static
// assets, then React Router for every page (including the 404 screen).
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { data, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { AppContext } from '../app/context.ts';
import type { Database } from './db/client.ts';
import { publicConfig, type Config } from './env.ts';
import {
  createGraphQL,
  executeOperation,
  OperationError,
  type OperationSession,
} from './graphql/yoga.ts';
import type { Viewer } from './domain/context.ts';
import {
  ACCOUNT_PATH,
  createAccountAccess,
  createAccountFlows,
  loggablePath,
  outboxPageAllowed,
} from './identity/account-flows.ts';
import { AuthenticationError, MESSAGES, parseAuthorization } from './identity/bearer.ts';
import { createIdentityAccess } from './identity/interactions.ts';
import { createAfterAnswer } from './after-answer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { INTERACTION_PATH, OIDC_PATH, unroutedByProvider } from './identity/provider.ts';
import type { Identity } from './identity/setup.ts';
import { createFeatureImageHandler } from './http/feature-images.ts';
import { createMapImageHandler } from './http/map-images.ts';
import { createModelImageHandler } from './http/model-images.ts';
import { createVisualizerImageHandler } from './http/visualizer-images.ts';
import { iconHandler } from './http/icons.ts';
import { STAFF_PATH, staffGate } from './http/staff-gate.ts';
import { createStaffAccess } from './domain/staff-access.ts';
import { forgetPricingCache } from './domain/pricing.ts';
import { forgetReferenceRows } from './domain/reference-cache.ts';
import { localChangeBus, type ChangeBus } from './db/changes.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './db/unavailable.ts';
import { createFragmentStore } from './http/fragment-store.ts';
import { createCatalogueKept } from './http/catalogue-kept.ts';
import { createPageCache, type PageCache } from './http/page-cache.ts';
import { rememberedPlaceRedirect } from './http/remembered-place.ts';
import { canonicalPathRedirect } from './http/canonical-path.ts';
import { PAGE_DATA_SUFFIX } from './http/page-data.ts';
import { createPageHandler } from './http/page-handler.ts';
import {
  boundedBodyOrRefuse,
  GRAPHQL_MAX_BODY_BYTES,
  refuse,
  requestGuard,
} from './http/request-guard.ts';
import { renderLimitFor, type RenderLimitOptions } from './http/render-limit.ts';
import { createHostCheck } from './http/site-host.ts';
import { clientOrigins, signInClients, type DealerOrigin } from './identity/clients.ts';
import { createContentSecurityPolicy, newNonce, securityHeaders } from './http/security-headers.ts';
import { sitemapRouter } from './http/sitemap.ts';
import { createThankYouSeal } from './http/thank-you-seal.ts';

export type AppBuild = ServerBuild & {
  entry: ServerBuild['entry'] & {
    module: ServerBuild['entry']['module'] & {
      appContext: RouterContext<AppContext>;
    };
  };
};

function isJsonText(text: string | Buffer): boolean {
  try {
    JSON.parse(text.toString());
    return true;
  } catch {
    return false;
  }
}

/** GET /graphql's JSON parameters: the name of one that does not parse, or null. */
function unreadableQueryJson(query: Request['query']): string | null {
  for (const name of ['variables', 'extensions']) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isJsonText(value)) return name;
  }
  return null;
}

/**
 * A page's loaders pass on what came in its address. When the API refuses
 * that as the caller's input, the page answers 400 (app/root.tsx's error
 * boundary says the address has a value we cannot use), not 500.
 */
function refusedInputIsBadRequest(error: unknown): never {
  if (
    error instanceof OperationError &&
    error.errors.length > 0 &&
    error.errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')
  ) {
    const first = error.errors[0]!;
    // The field it names (UserInputError's), so a form can put the problem beside it.
    const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
    throw data({ message: first.message, ...(field ? { field } : {}) }, { status: 400 });
  }
  // Something a page's address names that is not there (a model without a configurator).
  if (
    error instanceof OperationError &&
    error.errors.length > 0 &&
    error.errors.every((e) => e.extensions?.code === 'NOT_FOUND')
  ) {
    throw data(null, { status: 404 });
  }
  throw error;
}

/** A stale page is still served, while it is rendered again, for this many freshness windows. */
const STALE_FACTOR = 10;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export type CreateAppOptions = {
  config: Config;
  database: Database;
  logger: Logger;
  /** The React Router server build (production) or a loader of it (development). */
  build: AppBuild | (() => Promise<AppBuild>);
  /** Folder of the built browser assets (build/client). */
  clientDir: string | null;
  /** Extra middleware before React Router (the Vite dev server in development). */
  devMiddleware?: express.RequestHandler;
  trustedDocuments?: ReadonlySet<string>;
  /** The trusted documents by the SHA-256 of their text, sent by the browser instead of the text (decision 0006). */
  persistedDocuments?: ReadonlyMap<string, string>;
  /** The identity provider, mounted at /oidc (server/identity/setup.ts). */
  identity?: Identity;
  /** The site's mail (account links, leads); default: SMTP_URL, else DATA_DIR/outbox (server/mail/mailer.ts). */
  mailer?: Mailer;
  /**
   * The home centers' own host names and slugs (domain/dealers.ts dealerSites):
   * the hosts the site answers to (http/site-host.ts) and the origins whose
   * pages may call /graphql from a browser (CORS).
   */
  dealerHosts: readonly DealerOrigin[];
  /** Limits of uncached page renders in production; default from RENDER_LIMIT_PER_SECOND (http/render-limit.ts). */
  renderLimit?: RenderLimitOptions;
  /** How changes reach every process (server/db/changes.ts); default: this process only. */
  changes?: ChangeBus;
  /**
   * Keep rendered server fragments (app/server-fragments.tsx, decision 0017);
   * default: with a fixed build (not development's, whose components change).
   */
  serverFragments?: boolean;
};

export type App = {
  app: express.Express;
  /** Flips /readyz to 503 and adds Connection: close while the process drains. */
  beginShutdown(): void;
  /** Rendered public pages; null when off. Clear it after writing what they show. */
  pageCache: PageCache | null;
  /** Resolves once the mail started so far (account links, leads) was sent (before closing the database). */
  idle(): Promise<void>;
};

/** Health checks (DESIGN §8), answered to any host. */
const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export function createApp(options: CreateAppOptions): App {
  const { config, database, logger } = options;
  const production = config.NODE_ENV === 'production';
  const mailer =
    options.mailer ??
    createMailer({
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      companyMail: config.COMPANY_MAIL,
    });
  // Mail goes after the answer (account links, leads); idle() waits for it.
  const afterAnswer = createAfterAnswer(logger.child({ component: 'mail' }));
  const accounts = options.identity
    ? createAccountFlows({
        db: database.db,
        mailer,
        afterAnswer,
        publicUrl: config.publicUrl,
        env: config.APP_ENV,
        authorization: config.authorizationClients,
        otherEnvironments: config.otherEnvironments,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger: logger.child({ component: 'identity-mail' }),
      })
    : null;
  const yoga = createGraphQL({
    db: database.db,
    logger: logger.child({ component: 'graphql' }),
    production,
    trustedDocuments: options.trustedDocuments,
    persistedDocuments: options.persistedDocuments,
    geoipDatabase: config.GEOIP_DATABASE,
    accounts,
    mailer,
    afterAnswer,
    publicUrl: config.publicUrl,
  });
  let shuttingDown = false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.nonce = newNonce();
    res.setHeader('X-Request-Id', requestId);
    if (shuttingDown) res.setHeader('Connection', 'close');
    const started = process.hrtime.bigint();
    // Read now: mounted routers (/graphql, /oidc) rewrite req.url, and so req.path.
    const path = req.originalUrl.split('?', 1)[0]!.slice(0, 200);
    res.on('finish', () => {
      // A load balancer asks for health every second or so: those answers are debug lines.
      const level = HEALTH_PATHS.has(path) && res.statusCode === 200 ? 'debug' : 'info';
      // Path only: query strings can carry what a visitor typed.
      logger[level](
        {
          requestId,
          method: req.method,
          path: loggablePath(path),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    next();
  });
  const contentSecurityPolicy = createContentSecurityPolicy({
    production,
    identityOrigin: new URL(config.publicUrl).origin,
  });
  app.use(securityHeaders({ publicUrl: config.publicUrl, contentSecurityPolicy }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('ok');
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain');
    if (shuttingDown) {
      res.status(503).send('shutting down');
      return;
    }
    try {
      await database.ping();
      res.send('ready');
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      res.status(503).send('database unavailable');
    }
  });
  // Health checks come first: a load balancer asks by address, not by the site's host name.
  app.use(
    requestGuard({
      checkHost: createHostCheck({ publicUrl: config.publicUrl, dealers: options.dealerHosts }),
      publicOrigin: new URL(config.publicUrl).origin,
    }),
  );

  app.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /portal',
          'Disallow: /graphql',
          'Disallow: /oidc',
          'Disallow: /*/page-data.json',
          'Allow: /',
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  app.use(sitemapRouter({ db: database.db, publicUrl: config.publicUrl }));

  app.get(
    '/images/models/:modelNumber/:file',
    createModelImageHandler({ db: database.db, cacheDir: config.imageCacheDir, logger }),
  );
  app.get(
    '/images/maps/:file',
    createMapImageHandler({ db: database.db, cacheDir: config.imageCacheDir, logger }),
  );
  app.get('/icons/:file', iconHandler);
  app.get(
    '/images/visualizer/:salesModelId/:version/:sceneId/:file',
    createVisualizerImageHandler({ db: database.db, cacheDir: config.imageCacheDir, logger }),
  );
  app.get(
    '/images/features/:file',
    createFeatureImageHandler({ db: database.db, cacheDir: config.imageCacheDir, logger }),
  );

  if (options.identity) {
    const oidc = options.identity.provider.callback();
    // Our sign-in and account screens (/oidc/interaction, /oidc/account) are pages (React Router, below).
    const identity = options.identity;
    app.use(OIDC_PATH, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const formActions = await identity.formActionOrigins(req.path, req.query);
        if (formActions.length) {
          res.setHeader(
            'Content-Security-Policy',
            contentSecurityPolicy(res.locals.nonce as string, formActions),
          );
        }
      } catch (error) {
        next(error);
        return;
      }
      if (req.path.startsWith('/interaction/') || req.path.startsWith('/account/')) {
        next();
        return;
      }
      await oidc(req, res);
      // A path of no endpoint of the provider's: the pages' not-found screen.
      if (unroutedByProvider(req)) next();
    });
  }

  // Only the origins of our sign-in clients (the site, home centers' hosts,
  // other environments' sites) may read /graphql's answers from a browser.
  // Tokens travel in the Authorization header, never in cookies: no credentials.
  const apiOrigins = new Set(
    signInClients({
      env: config.APP_ENV,
      publicUrl: config.publicUrl,
      dealers: [...options.dealerHosts],
      authorization: config.authorizationClients,
      otherEnvironments: config.otherEnvironments,
    }).flatMap((client) => [...clientOrigins(client)]),
  );
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin && apiOrigins.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        res.set({
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        });
      }
    }
    if (req.method === 'OPTIONS') res.status(204).end();
    else next();
  });

  app.use('/graphql', async (req: Request, res: Response, next: NextFunction) => {
    // Only /graphql itself is the API: /graphql/anything is a page address, SPEC's not-found screen.
    if (req.path !== '/') {
      next();
      return;
    }
    // The body, at most what the largest trusted document with its variables
    // needs, is read here; Yoga takes it from req.body.
    if (req.method === 'POST') {
      // JSON only: a form post or multipart body is what another site's hidden
      // form can make a visitor's browser send without asking (no preflight),
      // and would post leads in their name past the per-address limits.
      if (!req.is(['application/json', 'application/*+json'])) {
        refuse(req, res, 415, 'Send the operation as JSON (Content-Type: application/json).');
        return;
      }
      const body = await boundedBodyOrRefuse(req, res, GRAPHQL_MAX_BODY_BYTES);
      if (!body) return;
      // Refused here in Yoga's words, without the parser's own message beside them.
      if (req.is(['application/json', 'application/*+json']) && !isJsonText(body)) {
        refuse(req, res, 400, 'POST body sent invalid JSON.');
        return;
      }
      req.body = body;
    }
    const badJson = unreadableQueryJson(req.query);
    if (badJson) {
      refuse(req, res, 400, `The ${badJson} parameter is not valid JSON.`);
      return;
    }
    // The caller's token, when one came: checked before anything runs (issue 4).
    let viewer: Viewer | null = null;
    let authScheme: string | null = null;
    try {
      const authorization = parseAuthorization(req.get('authorization'));
      if (authorization) {
        if (!options.identity) throw new AuthenticationError(MESSAGES.invalid);
        const verified = await options.identity.verifyAccessToken(authorization.token);
        viewer = {
          issuer: verified.issuer,
          subject: verified.subject,
          scopes: verified.scopes,
          authTime: verified.authTime,
        };
        authScheme = authorization.scheme;
      }
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      res
        .status(401)
        .set(
          'WWW-Authenticate',
          // A header takes printable ASCII only; the body keeps the whole sentence.
          `Bearer error="invalid_token", error_description="${error.message.replace(/[^\x20-\x7e]/g, "'").replaceAll('"', "'")}"`,
        )
        .set('Cache-Control', 'no-store')
        .json({ errors: [{ message: error.message, extensions: { code: 'UNAUTHENTICATED' } }] });
      return;
    }
    await yoga.handle(req, res, {
      requestId: res.locals.requestId as string,
      ip: req.ip ?? null,
      viewer,
      authScheme,
    });
  });

  app.use(STAFF_PATH, staffGate({ password: config.STAFF_PASSWORD, production }));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use(
      '/assets',
      express.static(path.join(options.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false });
    // Pages have no extension: only a path that looks like a file costs a disk lookup.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (/\.\w+$/.test(req.path) && !/(\/page-data\.json|\.data)$/.test(req.path)) {
        publicFiles(req, res, next);
      } else next();
    });
  }

  const loadBuild =
    typeof options.build === 'function'
      ? options.build
      : () => Promise.resolve(options.build as AppBuild);

  // SPEC §2's exact routes: another spelling of a page's path moves to its own.
  app.use(canonicalPathRedirect(loadBuild));

  // SPEC §2: {path}/page-data.json answers the page's data as JSON (app/entry.server.tsx).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.endsWith(PAGE_DATA_SUFFIX)) {
      const page = req.path.slice(0, -PAGE_DATA_SUFFIX.length) || '/';
      const query = req.originalUrl.includes('?')
        ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
        : '';
      res.locals.pageData = true;
      req.url = req.originalUrl = `${page}${query}`;
    }
    next();
  });

  // Issue 11: a page placed by where the visitor is opens at the place they chose.
  app.use(rememberedPlaceRedirect(new URL(config.publicUrl).hostname.toLowerCase()));

  const freshSeconds = production ? config.PAGE_CACHE_SECONDS : 0;
  const pageCache =
    freshSeconds > 0
      ? createPageCache({
          freshMs: freshSeconds * 1000,
          staleMs: freshSeconds * STALE_FACTOR * 1000,
          maxBytes: PAGE_CACHE_MAX_BYTES,
        })
      : null;
  // Under the sign-in cookie keys, which every process of a deployment shares (docs/deploy.md);
  // a site without the provider (some tests) seals with a key of its own.
  const thankYou = createThankYouSeal(
    options.identity?.cookieKeys ?? [randomBytes(32).toString('base64url')],
  );
  // Development renders every part: a component edited is not a fragment kept.
  const fragments =
    (options.serverFragments ?? typeof options.build !== 'function') ? createFragmentStore() : null;
  const catalogueKept = fragments ? createCatalogueKept() : null;
  const kept: AppContext['kept'] = catalogueKept
    ? (name, read) => catalogueKept.get(name, read)
    : (_name, read) => read();
  // A change any process made (decision 0009): what this one kept of it goes.
  const changes = options.changes ?? localChangeBus();
  changes.subscribe((change) => {
    if (change.kind === 'pricing') forgetPricingCache(database.db);
    else forgetReferenceRows(database.db);
    fragments?.clear();
    catalogueKept?.clear();
    pageCache?.clear();
  });
  app.all(
    '/{*splat}',
    createPageHandler({
      loadBuild,
      production,
      contentSecurityPolicy,
      cache: pageCache,
      branchHandlers: fragments !== null,
      freshSeconds,
      staleSeconds: freshSeconds * STALE_FACTOR,
      logger,
      renderLimit: production
        ? (options.renderLimit ?? renderLimitFor(config.RENDER_LIMIT_PER_SECOND))
        : null,
      loadContext: (request, build) => {
        const context = new RouterContextProvider();
        // A page read (GET, HEAD) runs its operations in one GraphQL context; a
        // form post's writes and the reads after them each get their own.
        const method = request.http?.req.method ?? 'GET';
        const session: OperationSession | null = method === 'GET' || method === 'HEAD' ? {} : null;
        // The key comes from the build itself: see docs/decisions/0001.
        context.set(build.entry.module.appContext, {
          requestId: request.requestId,
          nonce: request.nonce,
          publicConfig: publicConfig(config),
          defaultPostalCode: config.DEFAULT_POSTAL_CODE,
          execute: async (document, variables) => {
            try {
              return await executeOperation(
                yoga,
                document,
                variables,
                {
                  requestId: request.requestId,
                  ip: request.ip,
                  onCallerPlace: request.onCallerPlace,
                },
                session,
              );
            } catch (error) {
              return refusedInputIsBadRequest(error);
            }
          },
          pageData: request.pageData,
          htmlDocument: request.htmlDocument,
          thankYou,
          fragments: fragments?.forRequest() ?? null,
          kept,
          identity:
            options.identity && request.http?.req.path.startsWith(`${INTERACTION_PATH}/`)
              ? createIdentityAccess({
                  provider: options.identity.provider,
                  flows: accounts!,
                  cookieKeys: options.identity.cookieKeys,
                  ctx: { db: database.db, viewer: null },
                  req: request.http.req,
                  res: request.http.res,
                })
              : null,
          account:
            accounts && request.http?.req.path.startsWith(`${ACCOUNT_PATH}/`)
              ? createAccountAccess(accounts, {
                  ip: request.ip,
                  outboxAvailable: outboxPageAllowed({
                    mailerKind: accounts.mailerKind,
                    nodeEnv: config.NODE_ENV,
                    databaseKind: config.database.kind,
                    publicUrl: config.publicUrl,
                    remoteAddress: request.http.req.socket.remoteAddress,
                  }),
                })
              : null,
          // The staff gate answered before this for every /staff path.
          staff: request.http?.req.path.startsWith(`${STAFF_PATH}/`)
            ? createStaffAccess(database.db, changes)
            : null,
        });
        return context;
      },
    }),
  );

  // Last resort: never leak a stack trace; the page routes render their own errors.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: loggablePath(req.path) }, 'database unavailable');
      res
        .status(503)
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .type('text/plain')
        .send(DATABASE_UNAVAILABLE_MESSAGE);
      return;
    }
    const status =
      typeof error === 'object' && error && 'status' in error && typeof error.status === 'number'
        ? error.status
        : 500;
    if (status >= 500) {
      logger.error({ err: error, path: loggablePath(req.path) }, 'unhandled error');
    }
    res
      .status(status)
      .type('text/plain')
      .send(
        status === 404 ? 'The Page You Were Looking For Was Not Found' : 'Something went wrong',
      );
  });

  return {
    app,
    beginShutdown: () => {
      shuttingDown = true;
    },
    pageCache,
    idle: () => afterAnswer.idle(),
  };
}
