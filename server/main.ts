// Starts the site: config → database (migrate, seed when empty) → Express →
// listen. SIGTERM/SIGINT stop taking connections, finish in-flight requests,
// close the database and exit 0.
import './node-env.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { createApp, type AppBuild } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensurePlannerContent } from './db/planner-content.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { giveFeaturesRoom } from './db/seed/room-for-features.ts';
import { ensureConfigurators } from './domain/configurator.ts';
import { siteContent } from './domain/content.ts';
import { dealerSites } from './domain/dealers.ts';
import { readPersistedDocuments, readTrustedDocuments } from './graphql/trusted-documents.ts';
import { ConfigError, loadConfig, siteHostName, type Config } from './env.ts';
import { findAccountClaims } from './identity/accounts.ts';
import { startIdentityHousekeeping } from './identity/housekeeping.ts';
import { createIdentity } from './identity/setup.ts';
import { createLogger } from './logger.ts';

const root = path.resolve(import.meta.dirname, '..');

export type RunningServer = {
  server: Server;
  url: string;
  database: Database;
  stop(): Promise<void>;
};

export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    // Reference data every database needs, seeded or not (issue 10).
    const plannerTypes = await ensurePlannerContent(database.db);
    if (plannerTypes.length > 0) logger.info({ plannerTypes }, 'planner content written');
    if (config.SEED_ON_EMPTY && !(await isSeeded(database.db))) {
      logger.info('empty database: seeding the catalogue');
      const report = await seedDatabase(database.db);
      logger.info({ report }, 'seeded');
    }
    // Islands promised on single-section homes by an older seed (2026-12-06): before the
    // configurators, which make a listed island their standard.
    const featuresFixed = await giveFeaturesRoom(database.db);
    if (featuresFixed > 0) logger.info({ models: featuresFixed }, 'features given room');
    // Issue 13: models seeded before the configurator (or added since) get theirs.
    const configurators = await ensureConfigurators(database.db);
    if (configurators > 0) logger.info({ configurators }, 'configurators written');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function loadProductionBuild(): Promise<AppBuild> {
  const file = path.join(root, 'build/server/index.js');
  return (await import(pathToFileURL(file).href)) as AppBuild;
}

export async function startServer(
  config: Config,
  options: { dev?: boolean; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // A bad file in content/ stops the start with one line naming it (issue 12).
  await siteContent();
  const database = await prepareDatabase(config, logger);
  let vite: ViteDevServer | undefined;
  let build: AppBuild | (() => Promise<AppBuild>);
  if (options.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const devServer = vite;
    build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<AppBuild>;
  } else {
    build = await loadProductionBuild();
  }
  // Listen first: with PORT=0 the public URL (and so the sign-in issuer)
  // is only known once the port is.
  const starting = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain' }).end('starting');
  };
  const server = createServer(starting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${siteHostName(config.HOST)}:${port}`;
  const siteConfig = config.PUBLIC_URL ? config : { ...config, publicUrl: url };
  let app: Awaited<ReturnType<typeof createApp>>['app'];
  let beginShutdown: () => void;
  let idle: () => Promise<void>;
  // Changes any process makes reach this one's caches (decision 0009).
  const changes = database.changeBus(logger.child({ component: 'changes' }));
  try {
    const dealers = await dealerSites({ db: database.db, viewer: null });
    const identity = await createIdentity({
      config: siteConfig,
      database,
      logger,
      findAccount: (accountId) => findAccountClaims({ db: database.db, viewer: null }, accountId),
      dealers,
    });
    ({ app, beginShutdown, idle } = createApp({
      config: siteConfig,
      database,
      logger,
      build,
      clientDir: options.dev ? null : path.join(root, 'build/client'),
      devMiddleware: vite?.middlewares,
      trustedDocuments: await readTrustedDocuments(),
      persistedDocuments: await readPersistedDocuments(),
      identity,
      dealerHosts: dealers,
      changes,
    }));
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    await changes.close();
    await database.close();
    throw error;
  }
  // Expired sign-in records, old rate-limit windows and dead mailed links: soon, then hourly.
  const housekeeping = startIdentityHousekeeping({
    db: database.db,
    logger: logger.child({ component: 'identity' }),
  });
  server.off('request', starting);
  server.on('request', app);
  logger.info({ url, database: database.kind }, 'listening');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      beginShutdown();
      // No new housekeeping pass from now on; one in progress is awaited below.
      const housekeepingStopped = housekeeping.stop();
      // /readyz says 503 from now on: the load balancer's next check takes this
      // process out, and until then its requests are answered as usual.
      if (config.SHUTDOWN_DRAIN_MS > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn('shutdown timeout: closing remaining connections');
        server.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS);
      await closed;
      clearTimeout(timer);
      await vite?.close();
      // Mail still being sent (a reset link), and a housekeeping pass in
      // progress, finish before the database closes.
      await idle();
      await housekeepingStopped;
      await changes.close();
      await database.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { server, url, database, stop };
}

export async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, { dev: process.argv.includes('--dev'), logger });
  console.log(`Site ready at ${running.url}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping');
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
