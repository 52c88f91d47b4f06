// What every use case receives: the database and who is asking.
import type { Db } from '../db/client.ts';
import { AuthenticationError } from './errors.ts';

/** A signed-in buyer, keyed on issuer + subject (filled in by the identity layer). */
export type Viewer = { issuer: string; subject: string };

export type DomainContext = {
  db: Db;
  viewer: Viewer | null;
};

/** The signed-in caller, or a 401 for the API to answer (server/graphql/yoga.ts maskError). */
export function requireViewer(ctx: DomainContext): Viewer {
  if (!ctx.viewer) {
    throw new AuthenticationError(
      'Sign in first: this needs your access token (Authorization: Bearer …).',
    );
  }
  return ctx.viewer;
}
