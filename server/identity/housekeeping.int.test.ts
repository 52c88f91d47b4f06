// Identity housekeeping on a real database (PGlite, and PostgreSQL when set):
// a pass deletes exactly the dead rows of oidc_models, rate_limit_hits and
// account_tokens and counts them; passes run on a timer, never overlap, log a
// failure without throwing, and stop() waits for a pass in progress.
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  accountTokens,
  accounts,
  oidcModels,
  pendingSignUps,
  rateLimitHits,
} from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { linkUsable, requestPasswordReset } from './accounts.ts';
import {
  HousekeepingError,
  startIdentityHousekeeping,
  type IdentityHousekeeping,
} from './housekeeping.ts';

let database: TestDatabase;
const ctx = () => ({ db: database.db, viewer: null });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const started: IdentityHousekeeping[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((housekeeping) => housekeeping.stop()));
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Line = { level: number; msg: string; deleted?: unknown; step?: string };

/** Housekeeping with its log lines kept; the timer's first pass an hour away unless told. */
function housekeeping(options: { db?: Db; intervalMs?: number; firstDelayMs?: number } = {}) {
  const lines: Line[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const running = startIdentityHousekeeping({
    db: options.db ?? database.db,
    logger,
    intervalMs: options.intervalMs ?? HOUR,
    firstDelayMs: options.firstDelayMs ?? HOUR,
  });
  started.push(running);
  return { ...running, lines };
}

async function newAccountId(): Promise<string> {
  const [row] = await database.db
    .insert(accounts)
    .values({
      email: `housekeeping-${randomBytes(4).toString('hex')}@homes.example`,
      passwordHash: 'not a real hash',
      firstName: 'Jane',
      lastName: 'Buyer',
    })
    .returning({ accountId: accounts.accountId });
  return row!.accountId;
}

async function clearTables() {
  await database.db.delete(oidcModels);
  await database.db.delete(rateLimitHits);
  await database.db.delete(accountTokens);
  await database.db.delete(pendingSignUps);
}

const tokenHash = (label: string) => createHash('sha256').update(label).digest('hex');

describe('a housekeeping pass', () => {
  it('deletes exactly the dead rows of each kind, counts them, and keeps the newest link working', async () => {
    await clearTables();
    // Provider records: expired ones go; live ones and ones without expiry stay.
    const record = (model: string, id: string, expiresAt: ReturnType<typeof sql> | null) => ({
      model,
      id,
      payload: { kind: model },
      expiresAt,
    });
    await database.db
      .insert(oidcModels)
      .values([
        record('Session', 'expired-session', sql`now() - interval '1 minute'`),
        record('RefreshToken', 'expired-refresh', sql`now() - interval '3 days'`),
        record('Session', 'live-session', sql`now() + interval '1 hour'`),
        record('RefreshToken', 'consumed-live-refresh', sql`now() + interval '10 minutes'`),
        record('ReplayDetection', 'no-expiry', null),
      ]);
    await database.db
      .update(oidcModels)
      .set({ consumedAt: sql`now()` })
      .where(eq(oidcModels.id, 'consumed-live-refresh'));

    // Rate-limit windows: kept while the longest window (an hour) could still count them.
    const window = (key: string, windowStart: Date) => ({
      bucket: 'sign-up:ip',
      key,
      windowStart,
      hits: 3,
    });
    await database.db
      .insert(rateLimitHits)
      .values([
        window('two-hours-old', ago(2 * HOUR)),
        window('just-past-an-hour', ago(HOUR + MINUTE)),
        window('within-the-hour', ago(HOUR - MINUTE)),
        window('current', ago(MINUTE)),
      ]);

    // Mailed links: dead (expired or used) for more than a day go; the others stay.
    const accountId = await newAccountId();
    const token = (
      label: string,
      {
        createdAt,
        expiresAt,
        usedAt = null,
      }: { createdAt: Date; expiresAt: Date; usedAt?: Date | null },
    ) => ({
      tokenHash: tokenHash(label),
      accountId,
      purpose: 'change-email' as const,
      newEmail: `${label}@homes.example`,
      createdAt,
      expiresAt,
      usedAt,
    });
    await database.db.insert(accountTokens).values([
      token('expired-two-days-ago', { createdAt: ago(3 * DAY), expiresAt: ago(2 * DAY) }),
      token('used-25-hours-ago', {
        createdAt: ago(25 * HOUR + MINUTE),
        expiresAt: ago(HOUR + MINUTE),
        usedAt: ago(25 * HOUR),
      }),
      token('expired-an-hour-ago', { createdAt: ago(25 * HOUR), expiresAt: ago(HOUR) }),
      token('used-an-hour-ago', {
        createdAt: ago(2 * HOUR),
        expiresAt: ago(-22 * HOUR),
        usedAt: ago(HOUR),
      }),
      token('unused', { createdAt: ago(MINUTE), expiresAt: ago(-DAY + MINUTE) }),
    ]);
    // Sign-ups waiting for their code: one expired, one not.
    const pending = (uid: string, expiresAt: Date) => ({
      interactionUid: uid,
      email: `${uid}@homes.example`,
      firstName: 'Jane',
      lastName: 'Buyer',
      passwordHash: 'x',
      codeHash: 'y',
      expiresAt,
    });
    await database.db
      .insert(pendingSignUps)
      .values([pending('expired-sign-up', ago(MINUTE)), pending('waiting', ago(-MINUTE))]);
    // A reset asked for twice: only the second link works, before and after.
    const [resetAccount] = await database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.accountId, accountId));
    const first = await requestPasswordReset(ctx(), resetAccount!.email);
    const newest = await requestPasswordReset(ctx(), resetAccount!.email);

    const { runNow, lines } = housekeeping();
    const counts = await runNow();

    expect(counts).toEqual({
      oidcRecords: 2,
      rateLimitWindows: 2,
      accountTokens: 2,
      pendingSignUps: 1,
    });
    const oidcLeft = await database.db.select({ id: oidcModels.id }).from(oidcModels);
    expect(oidcLeft.map((row) => row.id).sort()).toEqual([
      'consumed-live-refresh',
      'live-session',
      'no-expiry',
    ]);
    const signUpsLeft = await database.db
      .select({ uid: pendingSignUps.interactionUid })
      .from(pendingSignUps);
    expect(signUpsLeft).toEqual([{ uid: 'waiting' }]);
    const windowsLeft = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(windowsLeft.map((row) => row.key).sort()).toEqual(['current', 'within-the-hour']);
    const tokensLeft = await database.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens);
    expect(tokensLeft.map((row) => row.tokenHash).sort()).toEqual(
      [
        tokenHash('expired-an-hour-ago'),
        tokenHash('used-an-hour-ago'),
        tokenHash('unused'),
        tokenHash(newest!.token),
      ].sort(),
    );
    expect(await linkUsable(ctx(), newest!.token, 'reset-password')).toBe(true);
    expect(await linkUsable(ctx(), first!.token, 'reset-password')).toBe(false);

    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'identity housekeeping: deleted expired records',
        deleted: counts,
      }),
    ]);
    // Nothing left to do: a second pass deletes nothing.
    expect(await runNow()).toEqual({
      oidcRecords: 0,
      rateLimitWindows: 0,
      accountTokens: 0,
      pendingSignUps: 0,
    });
  });

  it('runs soon after start and then every interval, never two at once', async () => {
    await clearTables();
    const { runNow, lines } = housekeeping({ firstDelayMs: 0, intervalMs: 50 });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(lines.every((line) => line.level === 30)).toBe(true);
    // A pass asked for while another runs joins it.
    const [a, b] = [runNow(), runNow()];
    expect(a).toBe(b);
    await a;
  });

  it('logs a failed step as a warning, runs the other steps, and keeps the timer going', async () => {
    const broken = {
      delete: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Db;
    const { runNow, lines } = housekeeping({ db: broken, firstDelayMs: 0, intervalMs: 20 });
    // The timer's passes fail without an unhandled rejection and are retried.
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(8), { timeout: 10_000 });
    const error = await runNow().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HousekeepingError);
    expect((error as HousekeepingError).errors).toHaveLength(4);
    expect(lines.every((line) => line.level === 40)).toBe(true);
    expect(new Set(lines.map((line) => line.step))).toEqual(
      new Set(['oidcRecords', 'rateLimitWindows', 'accountTokens', 'pendingSignUps']),
    );
  });
});

describe('stop', () => {
  it('waits for the pass in progress, and no pass runs after it', async () => {
    await clearTables();
    await database.db
      .insert(rateLimitHits)
      .values({ bucket: 'sign-up:ip', key: 'old', windowStart: ago(2 * HOUR), hits: 1 });
    const { runNow, stop, lines } = housekeeping();
    const order: string[] = [];

    // Hold rate_limit_hits locked in a transaction, so the pass waits on it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table rate_limit_hits in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;

    const pass = runNow().then((counts) => {
      order.push('pass');
      return counts;
    });
    const stopped = stop().then(() => order.push('stop'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);

    release();
    await holder;
    await stopped;
    expect(order).toEqual(['pass', 'stop']);
    expect(await pass).toEqual({
      oidcRecords: 0,
      rateLimitWindows: 1,
      accountTokens: 0,
      pendingSignUps: 0,
    });
    expect(lines).toHaveLength(1);
    await expect(runNow()).rejects.toThrow('identity housekeeping was stopped');
    await stop();
  });
});
