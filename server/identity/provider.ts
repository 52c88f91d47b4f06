// Our OpenID Connect provider (issue 4, DESIGN §7), mounted at /oidc: the
// authorization-code flow with PKCE (S256 only) for the site's public
// clients, JWT access tokens for the product API, rotating refresh tokens
// whose reuse revokes the grant, and our own sign-in screens
// (/oidc/interaction/{uid}, React Router routes).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import { LOT_NUMBER_AUTH_PARAM, type Environment } from '../../lib/sign-in-client.ts';
import type { Db } from '../db/client.ts';
import { createAdapterClass } from './adapter.ts';
import { ISSUED_AT_MS_CLAIM } from './bearer.ts';
import {
  clientBrand,
  clientOrigins,
  signInClients,
  type AuthorizationClients,
  type DealerOrigin,
  type OtherEnvironment,
} from './clients.ts';
import { brandLabel } from '../../lib/brands.ts';
import { SCOPES } from '../domain/context.ts';
import { dealerByHost } from '../domain/dealers.ts';
import { SIGNING_ALG, type IdentityKeys } from './keys.ts';
import { hit, ipKey, minutesToWait, SIGN_IN_STARTS_PER_IP } from '../rate-limit.ts';
import { homeCenterOfClient, recordSignIn } from './sign-ins.ts';
import { escapeHtml, plainPage as page, type PageSite } from '../http/plain-page.ts';

export const OIDC_PATH = '/oidc';
export const INTERACTION_PATH = `${OIDC_PATH}/interaction`;

/**
 * The longest query an authorization request may have: ours are about 600
 * characters (client, return address, scopes, state, PKCE challenge, hints).
 */
export const MAX_AUTHORIZATION_QUERY_LENGTH = 2048;

/** An authorization parameter only the provider sets: the request asked for offline_access. */
const OFFLINE_REQUESTED = 'offline_access_requested';

/** SPEC §6: the product API's scopes (retail web read/write, the user's global read/write). */
export const API_SCOPES = [
  SCOPES.retailRead,
  SCOPES.retailWrite,
  SCOPES.userRead,
  SCOPES.userWrite,
] as const;

/** Lifetimes in seconds (docs/identity.md explains each). */
export const LIFETIMES = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  Interaction: 60 * 60,
} as const;

export type AccountClaims = {
  accountId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The name the person goes by (the portal's users.preferredName); '' for none. */
  preferredName: string;
  updatedAt: Date;
};

export type IdentityProviderOptions = {
  db: Db;
  publicUrl: string;
  env: Environment;
  keys: IdentityKeys;
  dealers: DealerOrigin[];
  authorization: AuthorizationClients;
  /** Other environments whose websites sign in here (OIDC_ENVIRONMENT_ORIGINS). */
  otherEnvironments: readonly OtherEnvironment[];
  /** TRUST_PROXY: believe X-Forwarded-* from a proxy in front. */
  trustProxy: boolean;
  /** The product API's identifier: the audience of access tokens. */
  apiAudience: string;
  findAccount: (accountId: string) => Promise<AccountClaims | null>;
  logger: Logger;
};

export function issuerFor(publicUrl: string): string {
  return `${publicUrl}${OIDC_PATH}`;
}

/** What an error of the sign-in request means to the person who followed the link. */
export function plainSignInError(code: string): string {
  switch (code) {
    case 'invalid_client':
    case 'invalid_redirect_uri':
    case 'invalid_request':
    case 'invalid_request_object':
    case 'unsupported_response_type':
    case 'invalid_scope':
    case 'invalid_target':
      return 'The page that sent you here asked for the sign-in in a way we do not accept.';
    case 'access_denied':
      return 'The sign-in was cancelled.';
    case 'login_required':
    case 'consent_required':
    case 'interaction_required':
      return 'You need to sign in again.';
    case 'invalid_grant':
      return 'This sign-in link has already been used or has expired.';
    default:
      return 'Something went wrong with the sign-in.';
  }
}

/**
 * The sign-out page's one line of script: it presses Sign out as the page
 * opens, so signing out is one click on the site (the browser has already
 * forgotten the tokens; the provider's session must end too, or the next
 * sign-in would skip the password). Without JavaScript the button is there.
 */
export const SIGN_OUT_SCRIPT = "document.getElementById('sign-out').click();";

/**
 * Lets this response run one inline script: its SHA-256 joins the page's
 * script-src (the CSP the site set before the provider ran; a hash works
 * with the nonce and strict-dynamic alike). oidc-provider does the same for
 * its own self-posting forms.
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('Content-Security-Policy');
  if (!policy) return;
  const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  ctx.set(
    'Content-Security-Policy',
    policy.replace(
      /(^|;\s*)script-src ([^;]*)/,
      (_match, start: string, sources: string) => `${start}script-src ${sources} ${hash}`,
    ),
  );
}

export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const clients = signInClients({
    env: options.env,
    publicUrl: options.publicUrl,
    dealers: options.dealers,
    authorization: options.authorization,
    otherEnvironments: options.otherEnvironments,
  });
  const origins = new Map(clients.map((client) => [client.client_id, clientOrigins(client)]));
  const apiScope = API_SCOPES.join(' ');

  /** The site a page returns to (a home center's host, or the site's own) and the client's brand. */
  async function pageSite(returnTo: unknown, clientId: string | undefined): Promise<PageSite> {
    // The home page of the origin it returns to (a sign-out returns to the portal landing).
    const home = typeof returnTo === 'string' ? new URL('/', returnTo).href : '/';
    const dealer =
      typeof returnTo === 'string'
        ? await dealerByHost({ db: options.db, viewer: null }, new URL(returnTo).host)
        : null;
    const brandCode = dealer?.brandAcronym ?? (clientId ? clientBrand(clientId) : null);
    return { brand: brandLabel(brandCode), homeCenter: dealer?.name ?? null, home };
  }

  const configuration: Configuration = {
    adapter: createAdapterClass(options.db),
    clients,
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    // Code flow only: no implicit or hybrid responses.
    responseTypes: ['code'],
    // PKCE for every client; oidc-provider 9 accepts S256 only (plain is refused).
    pkce: { required: () => true },
    jwks: { keys: options.keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: options.keys.cookies,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'nickname', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    async findAccount(_ctx, sub) {
      const account = await options.findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        async claims() {
          return {
            sub: account.accountId,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.firstName,
            family_name: account.lastName,
            // OpenID's "casual name": the header greets by it, as the portal does.
            ...(account.preferredName ? { nickname: account.preferredName } : {}),
            name: `${account.firstName} ${account.lastName}`,
            updated_at: Math.floor(account.updatedAt.getTime() / 1000),
          };
        },
      };
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // A client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          // The provider checked it against the client: the site (maybe a home center's host) that asked.
          const site = await pageSite(
            ctx.oidc.params?.post_logout_redirect_uri,
            ctx.oidc.client?.clientId,
          );
          // One step: the site signed out already and sent the browser here to
          // end the provider's session too, so the page presses its own button.
          // No "Stay signed in": the browser has forgotten the tokens.
          allowInlineScript(ctx, SIGN_OUT_SCRIPT);
          ctx.type = 'html';
          ctx.body = page(
            'Signing you out',
            `<p>Signing you out of your home account on this device.</p><noscript><p>Press Sign out to finish.</p></noscript>${form}<p class="actions"><button id="sign-out" form="op.logoutForm" name="logout" value="yes" type="submit">Sign out</button></p><script>${SIGN_OUT_SCRIPT}</script>`,
            site,
            'Home account',
            { wayHome: false },
          );
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = page(
            'Signed out',
            '<p>You are signed out of your home account.</p>',
            await pageSite(undefined, ctx.oidc.client?.clientId),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        // Clients need not name the API: it is the only resource there is.
        defaultResource: async () => options.apiAudience,
        // The browser library does not repeat `resource` at the token endpoint.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== options.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: options.apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: LIFETIMES.AccessToken,
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    // Access tokens say when the person last typed their password (auth_time,
    // from the code or refresh token they come from), so the API can ask for a
    // recent sign-in before a change that would hand over the account.
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const entities = ctx?.oidc?.entities;
      const authTime = (entities?.AuthorizationCode ?? entities?.RefreshToken)?.authTime;
      return {
        ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
        // iat in milliseconds: a token renewed in the same second as a password or
        // email change, but after it, is told apart from one issued before it.
        [ISSUED_AT_MS_CLAIM]: Date.now(),
      };
    },
    // Refresh tokens only for offline_access (recorded on the grant, see
    // OFFLINE_REQUESTED); they end with the sign-in session.
    issueRefreshToken: async (ctx, client) =>
      client.grantTypeAllowed('refresh_token') &&
      (ctx.oidc.entities.Grant?.getOIDCScope().split(' ').includes('offline_access') ?? false),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? LIFETIMES.AccessToken,
      AuthorizationCode: LIFETIMES.AuthorizationCode,
      IdToken: LIFETIMES.IdToken,
      // A rotated token keeps what was left of the first one's lifetime.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? LIFETIMES.RefreshToken,
      Session: LIFETIMES.Session,
      Grant: LIFETIMES.Grant,
      Interaction: LIFETIMES.Interaction,
    },
    // Every client is the site itself: what it asks for is granted after sign-in.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      // Every authorization of a signed-in user passes here, after our screen or
      // straight through on an existing session: note which home center it
      // returns to (authorizedApplications shows it).
      const redirectUri = oidc.params?.redirect_uri;
      const domain = { db: options.db, viewer: null };
      await recordSignIn(domain, {
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
        returnHost: typeof redirectUri === 'string' ? new URL(redirectUri).host : null,
        lotNumber: await homeCenterOfClient(
          domain,
          oidc.params?.[LOT_NUMBER_AUTH_PARAM],
          oidc.client.clientId,
        ),
      });
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new oidc.provider.Grant({
          accountId: oidc.session.accountId,
          clientId: oidc.client.clientId,
        });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      if (oidc.params?.[OFFLINE_REQUESTED] === 'true') grant.addOIDCScope('offline_access');
      for (const [resource, info] of Object.entries(oidc.resourceServers ?? {})) {
        const scopes = [...oidc.requestParamScopes].filter((scope) => info.scopes.has(scope));
        if (scopes.length) grant.addResourceScope(resource, scopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // ui_hint=sign-up opens our screen on "Create your home account".
    extraParams: ['ui_hint', OFFLINE_REQUESTED, LOT_NUMBER_AUTH_PARAM],
    clientBasedCORS: (_ctx, origin, client) => origins.get(client.clientId)?.has(origin) ?? false,
    async renderError(ctx, out) {
      ctx.type = 'html';
      // A person reads this page: the plain reason first, the provider's own words as a detail.
      const detail = String(out.error_description ?? out.error ?? '');
      ctx.body = page(
        'We could not sign you in',
        `<p>${escapeHtml(plainSignInError(String(out.error ?? '')))} Start again from the page you came from.</p>${detail ? `<p class="detail">Details: ${escapeHtml(detail)}</p>` : ''}`,
        // The return address is not trusted here (the error may be about it): the brand only.
        await pageSite(undefined, ctx.oidc?.client?.clientId),
      );
    },
  };

  const provider = new Provider(issuerFor(options.publicUrl), configuration);
  // X-Forwarded-* (https, host) count only behind a proxy the site trusts, as for Express.
  provider.proxy = options.trustProxy;
  // oidc-provider drops offline_access from a request without prompt=consent
  // (OIDC Core §11). Our clients are the site itself and need no consent for
  // it, so note, before it is dropped, whether it was asked for; nobody else
  // may set the note.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth') {
      // Each sign-in started here is kept for an hour (its interaction, with
      // every parameter): bound what one request may store, and how many an
      // address may start (issue 9). Our clients ask by GET only.
      if (ctx.method !== 'GET') {
        ctx.status = 405;
        ctx.set('Allow', 'GET');
        ctx.type = 'text/plain';
        ctx.body = 'Sign-ins start with GET.';
        return;
      }
      if (ctx.querystring.length > MAX_AUTHORIZATION_QUERY_LENGTH) {
        // Not sent back to its return address: nothing of it is trusted.
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = page(
          'We could not sign you in',
          `<p>${escapeHtml(plainSignInError('invalid_request'))} Start again from the page you came from.</p><p class="detail">Details: the authorization request is too long.</p>`,
          await pageSite(undefined, undefined),
        );
        return;
      }
      const started = await hit(
        { db: options.db, viewer: null },
        SIGN_IN_STARTS_PER_IP.bucket,
        ipKey(ctx.ip),
        SIGN_IN_STARTS_PER_IP,
      );
      if (!started.allowed) {
        ctx.status = 429;
        ctx.set('Retry-After', String(started.retryAfterSeconds));
        ctx.type = 'html';
        const wait = minutesToWait(started.retryAfterSeconds);
        // "Create an account" starts here too: a new person reads sign-up's words.
        ctx.body =
          ctx.query.ui_hint === 'sign-up'
            ? page(
                'Too many sign-ups at once',
                `<p>This network has started a great many sign-ups and sign-ins. Try creating your account again in ${wait}.</p>`,
                await pageSite(undefined, undefined),
              )
            : page(
                'Too many sign-ins at once',
                `<p>This address has started a great many sign-ins. Try again in ${wait}.</p>`,
                await pageSite(undefined, undefined),
              );
        return;
      }
      const { [OFFLINE_REQUESTED]: _ignored, ...query } = ctx.query;
      const scope = typeof query.scope === 'string' ? query.scope.split(' ') : [];
      ctx.query = scope.includes('offline_access')
        ? { ...query, [OFFLINE_REQUESTED]: 'true' }
        : query;
    }
    await next();
  });
  // A GET of a path the provider has no endpoint for is a page the site
  // does not have: the site's own not-found screen answers it (SPEC §2), not
  // the provider's bare "Not Found". Nothing is written here; the host reads
  // the mark (unroutedByProvider) and passes the request on.
  provider.use(async (ctx, next) => {
    await next();
    if (
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      (ctx as { _matchedRoute?: string })._matchedRoute === undefined &&
      ctx.status === 404 &&
      ctx.body == null
    ) {
      ctx.respond = false;
      unrouted.add(ctx.req);
    }
  });
  provider.on('server_error', (_ctx, error) =>
    options.logger.error({ err: error }, 'identity provider error'),
  );
  provider.on('grant.revoked', (_ctx, grantId) =>
    options.logger.info({ grantId }, 'grant revoked (sign-out, or a code or refresh token reused)'),
  );
  return provider;
}

const unrouted = new WeakSet<IncomingMessage>();

/** Whether the provider left this request unanswered: a GET of no endpoint of its own. */
export function unroutedByProvider(req: IncomingMessage): boolean {
  return unrouted.has(req);
}

/** Static clients are checked on first use: check them all at start instead. */
export async function checkClients(provider: Provider, clientIds: string[]): Promise<void> {
  for (const id of clientIds) {
    if (!(await provider.Client.find(id))) throw new Error(`identity client ${id} did not load`);
  }
}
