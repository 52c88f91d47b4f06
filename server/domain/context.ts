// What every use case receives: the database and who is asking.
import type { Db } from '../db/client.ts';

/** A signed-in buyer, keyed on issuer + subject (filled in by the identity layer). */
export type Viewer = { issuer: string; subject: string };

export type DomainContext = {
  db: Db;
  viewer: Viewer | null;
};
