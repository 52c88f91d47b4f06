// What every use case receives: the database and who is asking.
import type { Db } from '../db/client.ts';
import { AuthenticationError, ForbiddenError, ReauthenticationRequiredError } from './errors.ts';

/** A signed-in buyer, keyed on issuer + subject (filled in by the identity layer). */
export type Viewer = {
  issuer: string;
  subject: string;
  /** What the access token was granted (SPEC §6 scopes). */
  scopes: readonly string[];
  /** When the person last typed their password for this sign-in (seconds since the epoch); null when the token does not say. */
  authTime: number | null;
};

/** SPEC §6: the API's scopes, as the provider grants them (server/identity/provider.ts). */
export const SCOPES = {
  retailRead: 'retail.web.read',
  retailWrite: 'retail.web.write',
  userRead: 'global.user.read',
  userWrite: 'global.user.write',
} as const;
export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

export type DomainContext = {
  db: Db;
  viewer: Viewer | null;
};

/**
 * The signed-in caller, or a 401 for the API to answer (server/graphql/yoga.ts
 * maskError); with a scope, a 403 when the token was not granted it.
 */
export function requireViewer(ctx: DomainContext, scope?: Scope): Viewer {
  if (!ctx.viewer) {
    throw new AuthenticationError(
      'Sign in first: this needs your access token (Authorization: Bearer …).',
    );
  }
  if (scope && !ctx.viewer.scopes.includes(scope)) {
    throw new ForbiddenError(
      `Your access token was not given the ${scope} scope this needs.`,
      scope,
    );
  }
  return ctx.viewer;
}

/**
 * How recently the person must have typed their password for a change that
 * would let whoever holds a token keep the account (the email it signs in
 * with): a stolen token is not enough (issue 9).
 */
export const RECENT_AUTHENTICATION_SECONDS = 5 * 60;

/** requireViewer, and a sign-in no older than RECENT_AUTHENTICATION_SECONDS; otherwise the caller must sign in again (401). */
export function requireRecentViewer(ctx: DomainContext, scope: Scope, now = Date.now()): Viewer {
  const viewer = requireViewer(ctx, scope);
  if (viewer.authTime === null || now / 1000 - viewer.authTime > RECENT_AUTHENTICATION_SECONDS) {
    throw new ReauthenticationRequiredError(
      'Confirm it is you: sign in again with your password, then retry.',
      RECENT_AUTHENTICATION_SECONDS,
    );
  }
  return viewer;
}
