// Integration tests run on a real database: in-memory PGlite by default, or a
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL when
// the suite runs in its "pg" project (DB_UNDER_TEST=pg). Migrated, with the
// reference data a started server has (planner content), as a server would be.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './client.ts';
import { ensurePlannerContent } from './planner-content.ts';

export type TestDatabase = Database & { label: string };

export function databaseUnderTest(): 'pglite' | 'pg' {
  return process.env.DB_UNDER_TEST === 'pg' ? 'pg' : 'pglite';
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (databaseUnderTest() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
    await database.migrate();
    await ensurePlannerContent(database.db);
    return { ...database, label: 'pglite' };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('DB_UNDER_TEST=pg needs TEST_DATABASE_URL');
  const name = `it_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString() });
  await database.migrate();
  await ensurePlannerContent(database.db);
  return {
    ...database,
    label: 'pg',
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
