// For the identity integration tests: the whole site on a real port with the
// real build's screens, a seeded test database, a browser-like cookie jar,
// and openid-client as an independent relying party.
import { LOT_NUMBER_AUTH_PARAM } from '../../lib/sign-in-client.ts';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as oidc from 'openid-client';
import pino from 'pino';
import { expect } from 'vitest';
import { createApp, type App, type AppBuild } from '../app.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { dealerSites } from '../domain/dealers.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { loadConfig, type Config } from '../env.ts';
import { readPersistedDocuments, readTrustedDocuments } from '../graphql/trusted-documents.ts';
import type { RenderLimitOptions } from '../http/render-limit.ts';
import { findAccountClaims } from './accounts.ts';
import { listOutbox } from '../mail/mailer.ts';
import { createIdentity } from './setup.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const TEST_CLIENT = 'web-corporate-prod';

export const TEST_PERSON = {
  email: 'Dana.Buyer@example.com',
  password: 'porch swing at sunset',
  firstName: 'Dana',
  lastName: 'Buyer',
};

/** A browser's cookies for one origin, enough for the provider's cookies. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A urlencoded form post, as a browser without JavaScript sends it. */
export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

export type SignedUp = {
  jar: CookieJar;
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  email: string;
  callbackUrl: URL;
  verifier: string;
  state: string;
};

export type TestSite = {
  base: string;
  /** Where sign-ins come back to (the corporate client's redirect URI on this site). */
  callback: string;
  database: TestDatabase;
  dataDir: string;
  config: Config;
  app: App;
  /** openid-client's view of our provider, for TEST_CLIENT. */
  oidc: oidc.Configuration;
  /** A request as this jar's browser sends it; redirects are not followed. */
  visit(jar: CookieJar, url: string, init?: RequestInit): Promise<Response>;
  /** Follows redirects like a browser until one leaves for the callback (or a page answers). */
  follow(jar: CookieJar, response: Response): Promise<Response | URL>;
  /** Starts a code + PKCE sign-in; screen is our sign-in page (or the callback URL). */
  startSignIn(
    jar: CookieJar,
    extra?: Record<string, string>,
  ): Promise<{ verifier: string; state: string; screen: Response | URL }>;
  /**
   * Opens the sign-in screen as the seed's first home center's site does (Oak Creek
   * Homes of Knoxville, lot 1, on its own host, with web-oak-prod); origin is that host's.
   * `onSiteHost`: as its pages on this site's own host do (?lotNumber=), returning here
   * and sending `lotNumber` (by default 1) as LOT_NUMBER_AUTH_PARAM.
   */
  openHomeCenterSignIn(
    jar: CookieJar,
    options?: { onSiteHost?: boolean; lotNumber?: string },
  ): Promise<{ origin: string; screen: Response }>;
  /**
   * Replaces the running provider and app with new ones on the same database,
   * data folder and address, as a restarted process would be.
   */
  restart(): Promise<void>;
  /** The newest sign-up code mailed to this address. */
  mailedSignUpCode(email: string): Promise<string>;
  /** Signs a new person up (a unique email, with the mailed code) and exchanges the authorization code for tokens; extra overrides request parameters (scope). */
  signUp(extra?: Record<string, string>): Promise<SignedUp>;
  close(): Promise<void>;
};

const UNLIMITED_RENDERS: RenderLimitOptions = {
  burst: 1_000_000,
  perSecond: 1_000_000,
  concurrent: 64,
  queue: 10_000,
};

export type TestSiteOptions = {
  /**
   * Accept only app/graphql/operations.json's texts, as production does
   * (default: any text). Their hashes are taken either way, as everywhere.
   */
  trustedDocuments?: boolean;
  /** Receives every log line at warn or above, as parsed JSON. */
  onProblem?: (line: Record<string, unknown>) => void;
  /** Receives every log line at info or above (the access log), as parsed JSON. */
  onLog?: (line: Record<string, unknown>) => void;
  /** Limits of uncached renders (default: production's). */
  renderLimit?: RenderLimitOptions;
};

export async function startTestSite(
  env: NodeJS.ProcessEnv = {},
  options: TestSiteOptions = {},
): Promise<TestSite> {
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'identity-'));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://localhost:${port}`;
  const callback = `${base}/myhome-account-login`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: base,
    ...env,
  });
  const { onProblem, onLog } = options;
  const logger =
    onProblem || onLog
      ? pino(
          { level: onLog ? 'info' : 'warn' },
          {
            write: (text: string) => {
              const line = JSON.parse(text) as Record<string, unknown>;
              onLog?.(line);
              if (Number(line.level) >= 40) onProblem?.(line);
            },
          },
        )
      : pino({ level: 'silent' });
  const trustedDocuments = options.trustedDocuments ? await readTrustedDocuments() : undefined;
  const persistedDocuments = await readPersistedDocuments();
  const build = (await import(
    pathToFileURL(path.join(root, 'build/server/index.js')).href
  )) as AppBuild;
  async function start(): Promise<App> {
    const dealers = await dealerSites({ db: database.db, viewer: null });
    const identity = await createIdentity({
      config,
      database,
      logger,
      findAccount: (id) => findAccountClaims({ db: database.db, viewer: null }, id),
      dealers,
    });
    return createApp({
      config,
      database,
      logger,
      build,
      clientDir: null,
      identity,
      dealerHosts: dealers,
      trustedDocuments,
      persistedDocuments,
      // Tests sign in hundreds of times from one address; the limits have their own tests.
      renderLimit: options.renderLimit ?? UNLIMITED_RENDERS,
    });
  }
  let app = await start();
  server.on('request', app.app);
  const configuration = await oidc.discovery(
    new URL(`${base}/oidc`),
    TEST_CLIENT,
    undefined,
    oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );

  async function visit(jar: CookieJar, url: string, init: RequestInit = {}) {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  }

  async function follow(jar: CookieJar, response: Response): Promise<Response | URL> {
    let current = response;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, base);
      if (next.href.startsWith(callback)) return next;
      current = await visit(jar, next.href);
    }
    throw new Error('too many redirects');
  }

  async function startSignIn(jar: CookieJar, extra: Record<string, string> = {}) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callback,
      // SPEC §6's scopes, as the browser asks for them (app/identity/user-manager.ts).
      scope:
        'openid profile email offline_access retail.web.read retail.web.write global.user.read global.user.write',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...extra,
    });
    const screen = await follow(jar, await visit(jar, url.href));
    return { verifier, state, screen };
  }

  async function signUp(extra: Record<string, string> = {}): Promise<SignedUp> {
    const jar = new CookieJar();
    const { verifier, state, screen } = await startSignIn(jar, extra);
    expect(screen).toBeInstanceOf(Response);
    const page = screen as Response;
    expect(page.status).toBe(200);
    const interaction = page.url;
    expect(new URL(interaction).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const html = await page.text();
    expect(html).toContain('Sign in');
    const email = `${Date.now()}.${Math.random().toString(36).slice(2)}.${TEST_PERSON.email}`;
    // The form, then the code mailed to the address (server/identity/sign-ups.ts).
    const codeScreen = await follow(
      jar,
      await visit(jar, interaction, form({ intent: 'sign-up', ...TEST_PERSON, email })),
    );
    expect(codeScreen).toBeInstanceOf(Response);
    expect(await (codeScreen as Response).text()).toContain('Check your email');
    const done = await follow(
      jar,
      await visit(
        jar,
        interaction,
        form({ intent: 'verify-code', code: await mailedSignUpCode(email) }),
      ),
    );
    expect(done).toBeInstanceOf(URL);
    const tokens = await oidc.authorizationCodeGrant(configuration, done as URL, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      idTokenExpected: true,
    });
    return { jar, tokens, email, callbackUrl: done as URL, verifier, state };
  }

  async function openHomeCenterSignIn(
    jar: CookieJar,
    { onSiteHost = false, lotNumber = '1' }: { onSiteHost?: boolean; lotNumber?: string } = {},
  ) {
    const origin = onSiteHost ? base : base.replace('//localhost', '//knoxville.localhost');
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      ...(onSiteHost ? { [LOT_NUMBER_AUTH_PARAM]: lotNumber } : {}),
      client_id: 'web-oak-prod',
      redirect_uri: `${origin}/myhome-account-login`,
      response_type: 'code',
      scope: 'openid',
      state: oidc.randomState(),
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    }).toString();
    const screen = await follow(jar, await visit(jar, url.href));
    if (!(screen instanceof Response)) throw new Error(`no sign-in screen: went to ${screen.href}`);
    return { origin, screen };
  }

  /** The newest sign-up code mailed to an address (the outbox, once mail in progress went out). */
  async function mailedSignUpCode(email: string): Promise<string> {
    const mail = (await mailsTo({ app, dataDir }, email)).find((message) =>
      / code: \d{6}$/.test(message.subject),
    );
    expect(mail, `a sign-up code for ${email}`).toBeDefined();
    return mail!.subject.slice(-6);
  }

  return {
    base,
    callback,
    mailedSignUpCode,
    database,
    dataDir,
    config,
    get app() {
      return app;
    },
    oidc: configuration,
    visit,
    follow,
    startSignIn,
    openHomeCenterSignIn,
    signUp,
    async restart() {
      await app.idle();
      const next = await start();
      server.removeAllListeners('request');
      server.on('request', next.app);
      app = next;
    },
    async close() {
      await app.idle();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The mail sent to an address, newest first, once mail in progress went out (the outbox). */
export async function mailsTo(site: Pick<TestSite, 'app' | 'dataDir'>, address: string) {
  await site.app.idle();
  return (await listOutbox(path.join(site.dataDir, 'outbox'), { limit: 1000 })).filter((m) =>
    m.to.toLowerCase().endsWith(`<${address.toLowerCase()}>`),
  );
}
