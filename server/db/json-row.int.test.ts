// rowAsJson reads a row as one JSON value and must give exactly what Drizzle's
// own select gives, column types and all (dates, reals, arrays, jsonb, nulls),
// on PGlite and on PostgreSQL.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRowReader, rowAsJson } from './json-row.ts';
import { dealers, models } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe('rowAsJson', () => {
  it('reads every model as the plain select does', async () => {
    const db = database.db;
    const plain = await db.select().from(models).orderBy(asc(models.id));
    const json = await db
      .select({ model: rowAsJson(models) })
      .from(models)
      .orderBy(asc(models.id));
    expect(plain.length).toBeGreaterThan(100);
    expect(plain.some((m) => m.lowPrice === null)).toBe(true);
    expect(json.map((row) => row.model)).toStrictEqual(plain);
  });

  it('reads every home center as the plain select does', async () => {
    const db = database.db;
    const plain = await db.select().from(dealers).orderBy(asc(dealers.dealerId));
    const json = await db
      .select({ dealer: rowAsJson(dealers) })
      .from(dealers)
      .orderBy(asc(dealers.dealerId));
    expect(plain.some((d) => d.hostName === null)).toBe(true);
    expect(json.map((row) => row.dealer)).toStrictEqual(plain);
  });

  it('also takes the JSON as text', () => {
    const read = jsonRowReader(dealers);
    const row = read(
      JSON.stringify({
        dealer_id: 7,
        latitude: 35.5,
        hours: [{ days: 'Mon', open: '9-5' }],
        created_at: '2026-11-01T12:00:00+00:00',
        host_name: null,
      }),
    );
    expect(row).toMatchObject({
      dealerId: 7,
      latitude: 35.5,
      hours: [{ days: 'Mon', open: '9-5' }],
      createdAt: new Date('2026-11-01T12:00:00Z'),
      hostName: null,
    });
  });
});
