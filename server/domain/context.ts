// What every use case receives: the database and who is asking.
import type { Db } from '../db/client.ts';
import { AuthenticationError, ForbiddenError } from './errors.ts';

/** A signed-in buyer, keyed on issuer + subject (filled in by the identity layer). */
export type Viewer = {
  issuer: string;
  subject: string;
  /** What the access token was granted (SPEC §6 scopes). */
  scopes: readonly string[];
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
