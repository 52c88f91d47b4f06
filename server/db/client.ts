// One database handle for the whole process: PGlite (embedded, in DATA_DIR) by
// default, a PostgreSQL server when DATABASE_URL is set. Same schema, same
// migrations, same queries on both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Applies committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseTarget = { kind: 'pglite'; dir: string } | { kind: 'pg'; url: string };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pg' ? openPostgres(target.url) : openPglite(target.dir);
}

async function openPglite(dir: string): Promise<Database> {
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }, { drizzle }, { migrate }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/earthdistance'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  // 'memory://' keeps tests fast and isolated; anything else is a folder on disk.
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { cube, earthdistance, pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'pg',
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
