// Uncached page renders, rationed (issue 9). A cached page costs a copy of
// bytes; a render costs 20–40 ms of the one core that also answers everyone
// else, /healthz included. 150 cache-busting renders, 30 at a time, once made
// /healthz take 2 s. Two limits:
// - per client (its address as ipKey counts it): a token bucket, so a person
//   clicking through searches never notices, and a script gets a 429 with
//   Retry-After once its burst is spent;
// - for the process: at most `concurrent` renders at once, the rest wait their
//   turn in order (so other requests interleave), and past `queue` waiting
//   the answer is 503 with Retry-After.
// Counts are per process: N processes allow N times as much (issue 15 shares them).

export type RenderLimitOptions = {
  /** Renders a client may start at once after a quiet spell. */
  burst: number;
  /** Renders per second a client gets back. */
  perSecond: number;
  /** Renders running at once in the process. */
  concurrent: number;
  /** Renders waiting for a turn before new ones are refused. */
  queue: number;
  now?: () => number;
};

/**
 * The limits for RENDER_LIMIT_PER_SECOND (default 5): a person browsing makes
 * a few uncached renders a minute, a page's burst of data requests is under
 * 10; 0 lifts the per-client limit, keeping the process's turn-taking.
 */
export function renderLimitFor(perSecond: number): RenderLimitOptions {
  return perSecond > 0
    ? { burst: perSecond * 12, perSecond, concurrent: 8, queue: 200 }
    : {
        burst: Number.MAX_SAFE_INTEGER,
        perSecond: Number.MAX_SAFE_INTEGER,
        concurrent: 8,
        queue: 10_000,
      };
}

export const DEFAULT_RENDER_LIMIT: RenderLimitOptions = renderLimitFor(5);

/** How many clients' buckets are remembered; the least recently seen go first. */
const MAX_CLIENTS = 10_000;

export type RenderTicket =
  { ok: true; release: () => void } | { ok: false; status: 429 | 503; retryAfterSeconds: number };

export type RenderLimiter = {
  /** Waits for a turn; a refusal says when to come back. Client null: not counted per client (the site's own refreshes). */
  acquire(client: string | null): Promise<RenderTicket>;
  stats(): { running: number; waiting: number; clients: number };
};

export function createRenderLimiter(options: RenderLimitOptions): RenderLimiter {
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const waiting: (() => void)[] = [];
  let running = 0;

  function take(client: string): number {
    const time = now();
    const bucket = buckets.get(client) ?? { tokens: options.burst, at: time };
    buckets.delete(client);
    bucket.tokens = Math.min(
      options.burst,
      bucket.tokens + ((time - bucket.at) / 1000) * options.perSecond,
    );
    bucket.at = time;
    buckets.set(client, bucket);
    if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / options.perSecond));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async acquire(client) {
      const wait = client === null ? 0 : take(client);
      if (wait > 0) return { ok: false, status: 429, retryAfterSeconds: wait };
      if (running < options.concurrent) {
        running++;
      } else {
        if (waiting.length >= options.queue)
          return { ok: false, status: 503, retryAfterSeconds: 1 };
        // The running render that finishes hands its turn straight to this one.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          release();
        },
      };
    },
    stats: () => ({ running, waiting: waiting.length, clients: buckets.size }),
  };
}
