// The sign-in clients (SPEC §6, DESIGN §7): one public client per brand region
// and the corporate client, for this deployment's environment (APP_ENV). Each
// client's redirect URIs are exact: the portal landing page of every origin
// its sites answer on (the site's public URL, and each home center's own host
// whose dealer signs in with that client).
import type { ClientMetadata } from 'oidc-provider';
import { brandLabel } from '../../lib/brands.ts';
import {
  allClientIds,
  BRAND_REGION_CODES,
  corporateClientId,
  signInClientId,
  type Environment,
  type SignInDealer,
} from '../../lib/sign-in-client.ts';

/** SPEC §2: the portal landing; it also finishes sign-ins (redirect, popup and silent). */
export const SIGN_IN_CALLBACK_PATH = '/myhome-account-login';

/**
 * Where a sign-out returns: the portal landing too, which sends the person on
 * to the page they signed out on (stored in that tab, app/identity/session.tsx).
 * Return addresses are exact, and every page of the site cannot be one.
 */
export const POST_LOGOUT_PATH = SIGN_IN_CALLBACK_PATH;

export type DealerOrigin = SignInDealer & { hostName: string | null; slug: string };

/**
 * SPEC §6: the retail and corporate authorisation clients, whose ids each
 * deployment may set (OIDC_RETAIL_CLIENT_ID, OIDC_CORPORATE_CLIENT_ID). The
 * retail one is for a home center's own applications: it may return to any
 * home center's host. The corporate one returns to the site only.
 */
export type AuthorizationClients = { retail: string; corporate: string };

export function authorizationClients(
  env: Environment,
  configured: { retail?: string | undefined; corporate?: string | undefined } = {},
): AuthorizationClients {
  return {
    retail: configured.retail ?? `retail-authorization-${env}`,
    corporate: configured.corporate ?? `corporate-authorization-${env}`,
  };
}

/**
 * Another environment whose websites sign in here too (OIDC_ENVIRONMENT_ORIGINS):
 * its clients are registered with its own origin as their only return address.
 */
export type OtherEnvironment = { env: Environment; origin: string };

/**
 * Every client id of this provider: this environment's websites (corporate
 * first, then brand regions), its authorisation clients, then the websites
 * of any other environment served here.
 */
export function identityClientIds(
  env: Environment,
  authorization: AuthorizationClients,
  otherEnvironments: readonly OtherEnvironment[] = [],
): string[] {
  return [
    ...allClientIds(env),
    authorization.retail,
    authorization.corporate,
    ...otherEnvironments.flatMap((other) => allClientIds(other.env)),
  ];
}

/** What people see of a client: its name, and whether it is a home center brand's (retail). */
export function describeClient(
  clientId: string,
  authorization: AuthorizationClients,
): { name: string; isRetail: boolean } {
  if (clientId === authorization.retail) return { name: 'Retail authorization', isRetail: true };
  if (clientId === authorization.corporate) {
    return { name: 'Corporate authorization', isRetail: false };
  }
  const code = /^web-([a-z]+)-[a-z]+$/.exec(clientId)?.[1]?.toUpperCase() ?? '';
  const isRetail = code !== '' && code !== 'CORPORATE';
  return { name: `${brandLabel(isRetail ? code.slice(0, 3) : null)} website`, isRetail };
}

export type ClientOptions = {
  env: Environment;
  publicUrl: string;
  dealers: DealerOrigin[];
  /** Default: authorizationClients(env). */
  authorization?: AuthorizationClients;
  /** Other environments served by this provider; default none. */
  otherEnvironments?: readonly OtherEnvironment[];
};

/** Origins of a dealer's own site: its host over https; locally, {slug}.localhost too. */
function dealerOrigins(dealer: DealerOrigin, publicUrl: URL): string[] {
  const origins: string[] = [];
  if (dealer.hostName) origins.push(`https://${dealer.hostName}`);
  if (publicUrl.hostname === 'localhost') {
    origins.push(
      `${publicUrl.protocol}//${dealer.slug}.localhost${publicUrl.port ? `:${publicUrl.port}` : ''}`,
    );
  }
  return origins;
}

export function signInClients(options: ClientOptions): ClientMetadata[] {
  const site = new URL(options.publicUrl);
  const authorization = options.authorization ?? authorizationClients(options.env);
  const originsByClient = new Map<string, Set<string>>(
    identityClientIds(options.env, authorization).map((id) => [id, new Set([site.origin])]),
  );
  for (const other of options.otherEnvironments ?? []) {
    for (const id of allClientIds(other.env)) originsByClient.set(id, new Set([other.origin]));
  }
  for (const dealer of options.dealers) {
    const id = signInClientId(dealer, options.env) ?? corporateClientId(options.env);
    for (const origin of dealerOrigins(dealer, site)) {
      originsByClient.get(id)?.add(origin);
      originsByClient.get(authorization.retail)?.add(origin);
    }
  }
  return [...originsByClient].map(([clientId, origins]) => {
    const sorted = [...origins].sort();
    return {
      client_id: clientId,
      client_name: clientId,
      application_type: 'web',
      // A browser app keeps no secret: PKCE (S256) protects the code instead.
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: sorted.map((origin) => `${origin}${SIGN_IN_CALLBACK_PATH}`),
      // The home page too: a tab loaded before sign-outs returned to the landing still asks for it.
      post_logout_redirect_uris: sorted.flatMap((origin) => [
        `${origin}${POST_LOGOUT_PATH}`,
        `${origin}/`,
      ]),
    };
  });
}

/** Every origin a sign-in client may call the token endpoint from (CORS). */
export function clientOrigins(client: ClientMetadata): Set<string> {
  return new Set((client.redirect_uris ?? []).map((uri) => new URL(uri).origin));
}

/**
 * The brand code (lib/brands.ts) of a client id such as web-oak-prod, for the
 * screens' and mails' look; null for the corporate client and anything else.
 */
export function clientBrand(clientId: string): string | null {
  return clientRegionCode(clientId)?.slice(0, 3) ?? null;
}

/** The brand-region code a client id signs in for (OAK, CLATXN); null for the corporate client and anything else. */
export function clientRegionCode(clientId: string): string | null {
  const code = /^web-([a-z]+)-[a-z]+$/.exec(clientId)?.[1]?.toUpperCase() ?? '';
  return (BRAND_REGION_CODES as readonly string[]).includes(code) ? code : null;
}
