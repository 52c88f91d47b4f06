// One database handle for the whole process: PGlite (embedded, in DATA_DIR) by
// default, a PostgreSQL server when DATABASE_URL is set. Same schema, same
// migrations, same queries on both.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { localChangeBus, postgresChangeBus, type ChangeBus, type ChangeLogger } from './changes.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Applies committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** How this process hears of changes made by any process (server/db/changes.ts). */
  changeBus(logger: ChangeLogger): ChangeBus;
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
  const onDisk = !dir.startsWith('memory://');
  const releaseLock = onDisk ? await lockDataDir(dir) : async () => {};
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite(dir, { extensions: { cube, earthdistance, pg_trgm } });
    await client.waitReady;
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite serves one process: its changes need go no further.
    changeBus: () => localChangeBus(),
    close: async () => {
      await client.close();
      await releaseLock();
    },
  };
}

/**
 * PGlite is one process's database: a second process on the same folder would
 * corrupt it. A pid file next to the folder refuses the second one; a stale file
 * (its process gone) is taken over.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `Another process (pid ${pid}) is using the embedded database in ${dir}. Stop it first, or use DATABASE_URL to run several processes.`,
          { cause: error },
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
    changeBus: (logger) =>
      postgresChangeBus({
        pool,
        connect: () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 }),
        logger,
      }),
    close: () => pool.end(),
  };
}
