// Rate-limit windows on a real database: counting, refusing with a retry time,
// new windows, clearing, concurrent hits and pruning, on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from './db/schema.ts';
import { openTestDatabase, type TestDatabase } from './db/test-database.ts';
import {
  clear,
  hit,
  pruneRateLimits,
  refund,
  RATE_LIMITS,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
} from './rate-limit.ts';

let database: TestDatabase;
const ctx = () => ({ db: database.db, viewer: null });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const MINUTE = 60_000;
const windowStart = new Date('2026-11-05T10:00:00Z'); // a multiple of 15 minutes and of an hour
const at = (ms: number) => new Date(windowStart.getTime() + ms);

describe('hit', () => {
  it('allows the limit, then refuses until the window ends, then allows again', async () => {
    const rule = { limit: 3, windowMs: 15 * MINUTE };
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await hit(ctx(), 'test:basic', '203.0.113.9', { ...rule, now: at(i * 1000) }));
    }
    expect(results).toEqual([
      { allowed: true, hits: 1, retryAfterSeconds: 0 },
      { allowed: true, hits: 2, retryAfterSeconds: 0 },
      { allowed: true, hits: 3, retryAfterSeconds: 0 },
      { allowed: false, hits: 4, retryAfterSeconds: 15 * 60 - 3 },
      { allowed: false, hits: 5, retryAfterSeconds: 15 * 60 - 4 },
    ]);
    // The last second of the window still refuses, with at least one second to wait.
    expect(
      await hit(ctx(), 'test:basic', '203.0.113.9', { ...rule, now: at(15 * MINUTE - 1) }),
    ).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    // The next window starts from zero.
    expect(
      await hit(ctx(), 'test:basic', '203.0.113.9', { ...rule, now: at(15 * MINUTE) }),
    ).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 0 });
  });

  it('counts each bucket and key apart, keys regardless of case and spaces', async () => {
    const rule = { limit: 2, windowMs: 15 * MINUTE, now: at(0) };
    await hit(ctx(), 'test:keys', 'Jane@Homes.example', rule);
    expect(await hit(ctx(), 'test:keys', ' jane@homes.EXAMPLE ', rule)).toMatchObject({ hits: 2 });
    expect(await hit(ctx(), 'test:keys', 'JANE@HOMES.EXAMPLE', rule)).toMatchObject({
      allowed: false,
      hits: 3,
    });
    expect(await hit(ctx(), 'test:keys', 'john@homes.example', rule)).toMatchObject({ hits: 1 });
    expect(await hit(ctx(), 'test:other', 'jane@homes.example', rule)).toMatchObject({ hits: 1 });
  });

  it('stores a very long key as a hash, still counted as one key', async () => {
    const key = `${'x'.repeat(5000)}@homes.example`;
    const rule = { limit: 5, windowMs: MINUTE, now: at(0) };
    await hit(ctx(), 'test:long', key, rule);
    expect(await hit(ctx(), 'test:long', key.toUpperCase(), rule)).toMatchObject({ hits: 2 });
    const rows = await database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'test:long'));
    expect(rows).toEqual([{ key: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }]);
  });

  it('counts every one of many simultaneous hits exactly once', async () => {
    const rule = { limit: 10, windowMs: 15 * MINUTE, now: at(0) };
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hit(ctx(), 'test:concurrent', '198.51.100.7', rule)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const [row] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, 'test:concurrent'), eq(rateLimitHits.key, '198.51.100.7')),
      );
    expect(row?.hits).toBe(40);
  });
});

describe('clear', () => {
  it('forgets one key of one bucket: a successful sign-in resets the per-email count', async () => {
    const now = at(0);
    const email = 'owner@homes.example';
    for (let i = 0; i < SIGN_IN_PER_EMAIL.limit; i++) {
      await hit(ctx(), SIGN_IN_PER_EMAIL.bucket, email, { ...SIGN_IN_PER_EMAIL, now });
      await hit(ctx(), SIGN_IN_PER_IP.bucket, '192.0.2.1', { ...SIGN_IN_PER_IP, now });
    }
    expect(
      await hit(ctx(), SIGN_IN_PER_EMAIL.bucket, email, { ...SIGN_IN_PER_EMAIL, now }),
    ).toMatchObject({ allowed: false });
    await clear(ctx(), SIGN_IN_PER_EMAIL.bucket, 'Owner@Homes.example');
    expect(
      await hit(ctx(), SIGN_IN_PER_EMAIL.bucket, email, { ...SIGN_IN_PER_EMAIL, now }),
    ).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 0 });
    // The address's count is another bucket: untouched.
    expect(
      await hit(ctx(), SIGN_IN_PER_IP.bucket, '192.0.2.1', { ...SIGN_IN_PER_IP, now }),
    ).toMatchObject({ hits: SIGN_IN_PER_EMAIL.limit + 1 });
  });
});

describe('refund', () => {
  it('gives back one hit of the current window, never going below 0', async () => {
    const now = at(0);
    const rule = { limit: 2, windowMs: 15 * MINUTE, now };
    await hit(ctx(), 'test:refund', '192.0.2.9', rule);
    await hit(ctx(), 'test:refund', '192.0.2.9', rule);
    await refund(ctx(), 'test:refund', '192.0.2.9', rule);
    expect(await hit(ctx(), 'test:refund', '192.0.2.9', rule)).toMatchObject({
      allowed: true,
      hits: 2,
    });
    for (let i = 0; i < 5; i++) await refund(ctx(), 'test:refund', '192.0.2.9', rule);
    expect(await hit(ctx(), 'test:refund', '192.0.2.9', rule)).toMatchObject({ hits: 1 });
  });
});

describe('pruneRateLimits', () => {
  it('deletes windows that started before the given time, and only those', async () => {
    const rule = { limit: 5, windowMs: 60 * MINUTE };
    await hit(ctx(), 'test:prune', 'a', { ...rule, now: new Date('2026-01-01T00:30:00Z') });
    await hit(ctx(), 'test:prune', 'b', { ...rule, now: new Date('2026-01-01T01:30:00Z') });
    await hit(ctx(), 'test:prune', 'c', { ...rule, now: new Date('2026-01-01T02:30:00Z') });
    const pruned = await pruneRateLimits(ctx(), new Date('2026-01-01T02:00:00Z'));
    expect(pruned).toBe(2);
    const left = await database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'test:prune'));
    expect(left).toEqual([{ key: 'c' }]);
  });
});

describe('RATE_LIMITS', () => {
  it('names every intended limit once, with positive numbers', () => {
    expect(new Set(RATE_LIMITS.map((r) => r.bucket)).size).toBe(RATE_LIMITS.length);
    expect(RATE_LIMITS.map((r) => [r.bucket, r.limit, r.windowMs / MINUTE])).toEqual([
      ['sign-in:ip', 100, 15],
      ['sign-in:email', 10, 15],
      ['sign-in:known-browser', 10, 15],
      ['sign-in-start:ip', 300, 15],
      ['sign-up:ip', 30, 60],
      ['sign-up:email', 5, 60],
      ['reset:email', 3, 60],
      ['reset:ip', 10, 60],
      ['change-password:account', 10, 15],
      ['change-email:account', 5, 60],
      ['lead:user', 10, 60],
      ['inquiry:ip', 10, 60],
      ['form:ip', 10, 60],
      ['tracking:ip', 600, 60],
    ]);
  });
});
