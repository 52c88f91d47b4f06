// Builds the identity provider for this process from the configuration: its
// keys (server/identity/keys.ts), the home centers whose hosts are callback
// origins, and the accounts it signs in.
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { DomainContext } from '../domain/context.ts';
import { credentialsChangedAt } from './accounts.ts';
import {
  AuthenticationError,
  createAccessTokenVerifier,
  MESSAGES,
  type AccessTokenVerifier,
} from './bearer.ts';
import { signInClients, type DealerOrigin } from './clients.ts';
import { loadIdentityKeys } from './keys.ts';
import { checkClients, createIdentityProvider, type AccountClaims } from './provider.ts';

export type Identity = {
  provider: Provider;
  issuer: string;
  apiAudience: string;
  verifyAccessToken: AccessTokenVerifier;
  /** The cookie keys, newest first: they also sign the known-browser marks (known-browser.ts) and thank-you addresses (http/thank-you-seal.ts). */
  cookieKeys: readonly string[];
  /**
   * The other origins a provider page's form may end on (CSP form-action):
   * the sign-in's redirect URI on /interaction/{uid}, or the sign-out's
   * return address on /session/end, once the provider accepts it. A sign-in
   * started on a dealer's own host ends there.
   */
  formActionOrigins(path: string, query: Record<string, unknown>): Promise<string[]>;
};

const INTERACTION_PAGE = /^\/interaction\/([\w-]{1,64})$/;

/**
 * A good signature is not enough: the account must still exist, and the
 * token must be newer than its last password or email change (issue 9), so a
 * reset or an email change ends every token issued before it at once, not
 * when the token expires. One lookup by primary key per call with a token.
 */
function currentTokensOnly(ctx: DomainContext, verify: AccessTokenVerifier): AccessTokenVerifier {
  return async (token) => {
    const verified = await verify(token);
    const account = await credentialsChangedAt(ctx, verified.subject);
    if (!account) throw new AuthenticationError(MESSAGES.invalid);
    // To the millisecond (iat_ms): a token renewed just after the change, in the
    // same second, is good; one from before it is not. A token without iat_ms
    // counts from the start of its second, so one of that second is refused.
    if (account.changedAt && verified.issuedAtMs <= account.changedAt.getTime()) {
      throw new AuthenticationError(MESSAGES.superseded);
    }
    return verified;
  };
}

export async function createIdentity(options: {
  config: Config;
  database: Database;
  logger: Logger;
  findAccount: (accountId: string) => Promise<AccountClaims | null>;
  /** The home centers' hosts (dealerSites): their own hosts are sign-in origins too. */
  dealers: DealerOrigin[];
}): Promise<Identity> {
  const { config, database, logger } = options;
  const keys = await loadIdentityKeys({
    signingKeys: config.OIDC_SIGNING_KEYS,
    cookieKeys: config.OIDC_COOKIE_KEYS,
    dataDir: config.dataDir,
    // One machine's own keys are fine for the embedded database or development.
    mayGenerate: config.database.kind === 'pglite' || config.NODE_ENV !== 'production',
  });
  if (keys.source === 'generated') logger.info('identity: made new signing and cookie keys');
  const apiAudience = config.OIDC_API_AUDIENCE ?? `${config.publicUrl}/graphql`;
  const dealerOrigins = options.dealers;
  const provider = createIdentityProvider({
    db: database.db,
    publicUrl: config.publicUrl,
    env: config.APP_ENV,
    keys,
    dealers: dealerOrigins,
    authorization: config.authorizationClients,
    otherEnvironments: config.otherEnvironments,
    trustProxy: config.TRUST_PROXY,
    apiAudience,
    findAccount: options.findAccount,
    logger: logger.child({ component: 'identity' }),
  });
  await checkClients(
    provider,
    signInClients({
      env: config.APP_ENV,
      publicUrl: config.publicUrl,
      dealers: dealerOrigins,
      authorization: config.authorizationClients,
      otherEnvironments: config.otherEnvironments,
    }).map((client) => client.client_id),
  );
  const siteOrigin = new URL(provider.issuer).origin;
  async function formActionOrigins(path: string, query: Record<string, unknown>) {
    // 'self' already covers the site's own origin.
    return (await returnOrigins(path, query)).filter((origin) => origin !== siteOrigin);
  }
  async function returnOrigins(path: string, query: Record<string, unknown>) {
    const uid = INTERACTION_PAGE.exec(path)?.[1];
    if (uid) {
      const redirectUri = (await provider.Interaction.find(uid))?.params.redirect_uri;
      return typeof redirectUri === 'string' ? [new URL(redirectUri).origin] : [];
    }
    if (path === '/session/end') {
      const { client_id: clientId, post_logout_redirect_uri: returnTo } = query;
      if (typeof clientId !== 'string' || typeof returnTo !== 'string') return [];
      const client = await provider.Client.find(clientId);
      return client?.postLogoutRedirectUriAllowed(returnTo) ? [new URL(returnTo).origin] : [];
    }
    return [];
  }

  return {
    provider,
    issuer: provider.issuer,
    formActionOrigins,
    cookieKeys: keys.cookies,
    apiAudience,
    verifyAccessToken: currentTokensOnly(
      { db: database.db, viewer: null },
      createAccessTokenVerifier({
        issuer: provider.issuer,
        audience: apiAudience,
        signingKeys: keys.signing,
      }),
    ),
  };
}
