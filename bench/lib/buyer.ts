// A buyer signed up over HTTP, as a browser without JavaScript does it: the
// code + PKCE sign-in, our sign-up form, the code from the development
// outbox, the token exchange. For the load and fault runs' portal calls.
import path from 'node:path';
import * as oidc from 'openid-client';
import { listOutbox } from '../../server/mail/mailer.ts';
import { OPERATION_HASHES } from '../../app/graphql/operation-hashes.ts';

export type Buyer = {
  email: string;
  userId: string;
  /** The current access token (it lives 10 minutes: refresh() before it ends). */
  accessToken: string;
  /** A new access token with the refresh token, as the browser renews one. */
  refresh(): Promise<void>;
};

const CLIENT = 'web-corporate-prod';
const SCOPES =
  'openid profile email offline_access retail.web.read retail.web.write global.user.read global.user.write';

class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header))
        this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function mailedCode(outboxes: readonly string[], email: string): Promise<string> {
  for (let i = 0; i < 80; i++) {
    for (const outbox of outboxes) {
      const found = (await listOutbox(outbox, { limit: 1000 })).find(
        (m) =>
          m.to.toLowerCase().endsWith(`<${email.toLowerCase()}>`) &&
          / code: \d{6}$/.test(m.subject),
      );
      if (found) return found.subject.slice(-6);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-up code was mailed to ${email}`);
}

/** A GraphQL call as the browser makes it: the operation's hash, never its text. */
export function apiRequest(
  operationName: string,
  variables: Record<string, unknown>,
  accessToken: string,
): { method: 'POST'; path: string; headers: Record<string, string>; body: string } {
  const hash = OPERATION_HASHES[operationName];
  if (!hash) throw new Error(`no operation ${operationName}`);
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  };
}

export async function callApi(
  base: string,
  operationName: string,
  variables: Record<string, unknown>,
  accessToken: string,
): Promise<{ status: number; body: { data?: Record<string, unknown>; errors?: unknown[] } }> {
  const request = apiRequest(operationName, variables, accessToken);
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** SPEC §4's bootstrap for a retail planner at lotNumber; answers the user's id. */
async function bootstrap(base: string, accessToken: string, lotNumber: string): Promise<string> {
  const variables = {
    includeProfile: true,
    includePlannerProgress: true,
    includeRetailCollections: true,
    includeCorpCollections: true,
    profileType: 'retail',
    lotNumber,
    userId: null,
  };
  const created = await callApi(
    base,
    'createUserAndPlanner',
    {
      user: {},
      plannerType: 'retail',
      lotNumber,
      includeRetailCollections: false,
      includeCorpCollections: false,
    },
    accessToken,
  );
  if (created.body.errors) throw new Error(`createUserAndPlanner: ${JSON.stringify(created.body)}`);
  const read = await callApi(base, 'getUser', variables, accessToken);
  const user = read.body.data?.getUser as { userId: string } | null | undefined;
  if (!user) throw new Error(`getUser: ${JSON.stringify(read.body)}`);
  return user.userId;
}

/**
 * Signs a new buyer up at base (the site's PUBLIC_URL), reading the code from
 * the processes' outboxes, and starts their portal at the home center lotNumber.
 */
export async function signUpBuyer(
  base: string,
  outboxes: readonly string[],
  lotNumber: string,
): Promise<Buyer> {
  const jar = new Jar();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const callback = `${base}/myhome-account-login`;
  const follow = async (first: Response): Promise<Response | URL> => {
    let current = first;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, base);
      if (next.href.startsWith(callback)) return next;
      current = await visit(next.href);
    }
    throw new Error('too many redirects');
  };
  const post = (url: string, fields: Record<string, string>) =>
    visit(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  const configuration = await oidc.discovery(
    new URL(`${base}/oidc`),
    CLIENT,
    undefined,
    oidc.None(),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorize = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callback,
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const screen = await follow(await visit(authorize.href));
  if (!(screen instanceof Response) || screen.status !== 200) {
    throw new Error('the sign-in screen did not open');
  }
  const interaction = screen.url || new URL(screen.headers.get('location') ?? '', base).href;
  const email = `load.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const person = { email, password: 'porch swing at sunset', firstName: 'Lee', lastName: 'Loader' };
  await follow(await post(interaction, { intent: 'sign-up', ...person }));
  const code = await mailedCode(
    outboxes.map((dir) => path.join(dir, 'outbox')),
    email,
  );
  const done = await follow(await post(interaction, { intent: 'verify-code', code }));
  if (!(done instanceof URL)) throw new Error(`the sign-up did not finish (${done.status})`);
  const tokens = await oidc.authorizationCodeGrant(configuration, done, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    idTokenExpected: true,
  });
  const userId = await bootstrap(base, tokens.access_token, lotNumber);
  let refreshToken = tokens.refresh_token;
  const buyer: Buyer = {
    email,
    userId,
    accessToken: tokens.access_token,
    async refresh() {
      if (!refreshToken) throw new Error('no refresh token was granted');
      const next = await oidc.refreshTokenGrant(configuration, refreshToken);
      buyer.accessToken = next.access_token;
      refreshToken = next.refresh_token ?? refreshToken;
    },
  };
  return buyer;
}
