// Starts the built site once for all journeys, exactly as `npm start` runs it
// (a child process on the production build), on a fresh embedded database in a
// temporary folder, seeded like a new user's first start. With
// TEST_DATABASE_URL (CI's PostgreSQL) a second site runs on a fresh database
// of that server, so journeys that must hold on both databases run twice.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { generateCookieKey, generateSigningKey } from '../../server/identity/keys.ts';

export type E2ESite = {
  database: 'pglite' | 'pg';
  baseUrl: string;
  port: number;
  /** The site's DATA_DIR: its outbox folder holds the mail it sent (on PostgreSQL in production the outbox page is off). */
  dataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site on the embedded database. */
    baseUrl: string;
    port: number;
    /** Every site: the embedded database's, and PostgreSQL's when TEST_DATABASE_URL is set. */
    sites: E2ESite[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');
export const E2E_STAFF_PASSWORD = 'e2e staff password';

type RunningSite = E2ESite & { stop(): Promise<void> };

async function startSite(
  database: E2ESite['database'],
  extraEnv: Record<string, string>,
): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `homes-e2e-${database}-`));
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey is one client on one address, rendering far more pages
      // a minute than a person; the render limits have their own tests
      // (server/http/request-guard.int.test.ts).
      RENDER_LIMIT_PER_SECOND: '0',
      // Each browser context names its own address in X-Forwarded-For
      // (tests/e2e/browser.ts), as visitors behind a proxy do, so the per-address
      // limits (10 forms an hour) count one visitor's journey, not the whole run.
      TRUST_PROXY: 'true',
      // The staff pages (tests/e2e/configurator.e2e.ts reads picture health).
      STAFF_PASSWORD: E2E_STAFF_PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`${database} site exited (${code}):\n${output}`)));
  });
  const port = Number(new URL(url).port);
  return {
    database,
    baseUrl: `http://localhost:${port}`,
    port,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      // Anything the server logged at warn or above during the journeys is a failure.
      if (code !== 0 || /"level":(40|50|60)/.test(output)) {
        throw new Error(`${database} site exited ${code} or logged problems:\n${output}`);
      }
    },
  };
}

/** A fresh database on TEST_DATABASE_URL's server, and how to drop it. */
async function freshPostgresDatabase(adminUrl: string) {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper
        .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        .finally(() => dropper.end());
    },
  };
}

export default async function setup(project: TestProject) {
  const sites: RunningSite[] = [await startSite('pglite', {})];
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  if (postgres) {
    // Production on PostgreSQL needs its keys from the environment (docs/identity.md#keys).
    sites.push(
      await startSite('pg', {
        DATABASE_URL: postgres.url,
        OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await generateSigningKey()] }),
        OIDC_COOKIE_KEYS: [generateCookieKey(), generateCookieKey()].join(','),
      }),
    );
  }
  const [embedded] = sites;
  project.provide('baseUrl', embedded!.baseUrl);
  project.provide('port', embedded!.port);
  project.provide(
    'sites',
    sites.map(({ database, baseUrl, port, dataDir }) => ({ database, baseUrl, port, dataDir })),
  );
  return async () => {
    const results = await Promise.allSettled(sites.map((site) => site.stop()));
    await postgres?.drop();
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
