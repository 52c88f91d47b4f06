// Identity housekeeping: deletes what the identity provider and the account
// screens will never read again, soon after start and then every hour.
// - oidc_models: provider records past their expiry (deleteExpiredOidcRecords);
//   consumed codes and refresh tokens stay until then, so a reuse is still seen.
// - rate_limit_hits: windows that started more than the longest window ago
//   (RATE_LIMITS): every window still counting is kept.
// - account_tokens: mailed links that died (expired or used) more than a day
//   ago (deleteSpentAccountTokens).
// - pending_sign_ups: sign-ups whose mailed code expired (deleteExpiredSignUps).
// Passes never overlap within a process; processes sharing a PostgreSQL each
// run their own, which is harmless: every step is a plain DELETE of dead rows.
// A failed step is logged as a warning and the next pass tries again.
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { deleteSpentAccountTokens } from './accounts.ts';
import { deleteExpiredOidcRecords } from './adapter.ts';
import { pruneRateLimits, RATE_LIMITS } from '../rate-limit.ts';
import { deleteExpiredSignUps } from './sign-ups.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** The first pass waits this long, so it does not compete with start-up. */
export const HOUSEKEEPING_FIRST_DELAY_MS = 10_000;

/** How long a rate-limit window's row must be kept: the longest window. */
const RATE_LIMIT_RETENTION_MS = Math.max(...RATE_LIMITS.map((limit) => limit.windowMs));

/** Rows deleted by one pass. */
export type HousekeepingCounts = {
  oidcRecords: number;
  rateLimitWindows: number;
  accountTokens: number;
  pendingSignUps: number;
};

export type IdentityHousekeeping = {
  /** Runs a pass now, or joins the one in progress; rejects if a step failed or after stop(). */
  runNow(): Promise<HousekeepingCounts>;
  /** No more passes; resolves once a pass in progress has finished. */
  stop(): Promise<void>;
};

export class HousekeepingError extends AggregateError {
  override name = 'HousekeepingError';
}

export function startIdentityHousekeeping({
  db,
  logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  firstDelayMs = HOUSEKEEPING_FIRST_DELAY_MS,
}: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
  firstDelayMs?: number;
}): IdentityHousekeeping {
  if (!(intervalMs > 0) || !(firstDelayMs >= 0)) {
    throw new Error(`Bad housekeeping timing: every ${intervalMs} ms, first after ${firstDelayMs}`);
  }
  const ctx = { db, viewer: null };
  const steps: [keyof HousekeepingCounts, (now: Date) => Promise<number>][] = [
    ['oidcRecords', () => deleteExpiredOidcRecords(db)],
    [
      'rateLimitWindows',
      (now) => pruneRateLimits(ctx, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)),
    ],
    ['accountTokens', (now) => deleteSpentAccountTokens(ctx, { now })],
    ['pendingSignUps', (now) => deleteExpiredSignUps(ctx, { now })],
  ];

  let running: Promise<HousekeepingCounts> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function pass(): Promise<HousekeepingCounts> {
    const now = new Date();
    const counts: HousekeepingCounts = {
      oidcRecords: 0,
      rateLimitWindows: 0,
      accountTokens: 0,
      pendingSignUps: 0,
    };
    const failures: unknown[] = [];
    // Each step on its own: one failing does not keep the others from running.
    for (const [name, step] of steps) {
      try {
        counts[name] = await step(now);
      } catch (error) {
        failures.push(error);
        logger.warn({ err: error, step: name }, 'identity housekeeping: a step failed');
      }
    }
    const ms = Date.now() - now.getTime();
    if (failures.length > 0) {
      throw new HousekeepingError(
        failures,
        `identity housekeeping: ${failures.length} step(s) failed`,
      );
    }
    logger.info({ deleted: counts, ms }, 'identity housekeeping: deleted expired records');
    return counts;
  }

  function runNow(): Promise<HousekeepingCounts> {
    if (stopped) return Promise.reject(new Error('identity housekeeping was stopped'));
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      runNow()
        // Already logged step by step; the next pass tries again.
        .catch(() => {})
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    // Never what keeps the process alive.
    timer.unref();
  }
  schedule(firstDelayMs);

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
