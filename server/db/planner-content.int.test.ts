// Planner content is written at start on any database, once, even when two
// processes start together (issue 10).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlannerContent, PLANNER_CONTENT_VERSION } from './planner-content.ts';
import { plannerContents, planners, plannerSections } from './schema.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function counts() {
  const db = database.db;
  const [p] = await db.select({ n: count() }).from(planners);
  const [s] = await db.select({ n: count() }).from(plannerSections);
  const [c] = await db.select({ n: count() }).from(plannerContents);
  return [Number(p!.n), Number(s!.n), Number(c!.n)];
}

describe('ensurePlannerContent', () => {
  it('is there on a migrated database: both planner types, four sections each, 27 items each', async () => {
    expect(await counts()).toEqual([2, 8, 54]);
    const rows = await database.db.select().from(planners).orderBy(planners.plannerType);
    expect(rows.map((r) => [r.plannerType, r.version])).toEqual([
      ['corporate', PLANNER_CONTENT_VERSION],
      ['retail', PLANNER_CONTENT_VERSION],
    ]);
  });

  it('writes nothing when the content is there', async () => {
    expect(await ensurePlannerContent(database.db)).toEqual([]);
    expect(await counts()).toEqual([2, 8, 54]);
  });

  it('writes what is missing once when two starts run at the same time', async () => {
    await database.db.delete(planners).where(eq(planners.plannerType, 'retail'));
    expect(await counts()).toEqual([1, 4, 27]);
    const [a, b] = await Promise.all([
      ensurePlannerContent(database.db),
      ensurePlannerContent(database.db),
    ]);
    expect([...a, ...b]).toEqual(['retail']);
    expect(await counts()).toEqual([2, 8, 54]);
  });
});
