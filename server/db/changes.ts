// Changes every process must hear of (issue 15, decision 0009): a staff
// change to the estimate figures must reach each process's caches, not only
// the one that saved it. On PostgreSQL they travel by NOTIFY on one channel
// and every process LISTENs on a connection of its own, reconnecting when the
// database comes back; on PGlite (one process by design) they stay in-process.
import type pg from 'pg';

export const CHANGES_CHANNEL = 'site_changes';

/** What changed: each process drops what it kept of it. */
export type SiteChange = { kind: (typeof CHANGE_KINDS)[number] };
/** pricing: the estimate figures (staff); catalogue: home centers, models, features, places (an import). */
export const CHANGE_KINDS = ['pricing', 'catalogue'] as const;

export type ChangeBus = {
  /** Resolves once this process listens (at once in-process). */
  ready: Promise<void>;
  /** Tells every process, this one included; resolves once the database took it. */
  publish(change: SiteChange): Promise<void>;
  subscribe(listener: (change: SiteChange) => void): () => void;
  close(): Promise<void>;
};

const KINDS: ReadonlySet<string> = new Set(CHANGE_KINDS);

/** A change from the channel, or null for anything else (never trusted blindly). */
export function readChange(payload: string | undefined): SiteChange | null {
  try {
    const value = JSON.parse(payload ?? '') as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      'kind' in value &&
      typeof value.kind === 'string' &&
      KINDS.has(value.kind)
    ) {
      return { kind: value.kind as SiteChange['kind'] };
    }
  } catch {
    // Not JSON: not ours.
  }
  return null;
}

function listeners() {
  const all = new Set<(change: SiteChange) => void>();
  return {
    add(listener: (change: SiteChange) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit(change: SiteChange) {
      for (const listener of all) listener(change);
    },
  };
}

/** One process: the change goes straight to its own listeners. */
export function localChangeBus(): ChangeBus {
  const own = listeners();
  return {
    ready: Promise.resolve(),
    publish: async (change) => own.emit(change),
    subscribe: own.add,
    close: async () => {},
  };
}

export type ChangeLogger = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

/**
 * Every process on one PostgreSQL: NOTIFY through the pool, LISTEN on a
 * client of its own. While that client is down (the database restarting) the
 * process hears nothing, so on reconnecting it tells its own listeners that
 * everything may have changed: a missed change costs a cache, never a stale
 * figure kept.
 */
export function postgresChangeBus(options: {
  pool: pg.Pool;
  connect: () => pg.Client;
  logger: ChangeLogger;
  /** Wait before reconnecting, doubled to at most 10 s. */
  retryMs?: number;
}): ChangeBus {
  const own = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let wait = options.retryMs ?? 250;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void listen(true);
    }, wait);
    wait = Math.min(wait * 2, 10_000);
  };

  async function listen(again: boolean): Promise<void> {
    const next = options.connect();
    next.on('error', (error) => {
      options.logger.warn({ err: error.message }, 'changes: the listening connection failed');
      void next.end().catch(() => {});
      if (client === next) client = null;
      reconnectLater();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = readChange(message.payload);
      if (change) own.emit(change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      options.logger.warn(
        { err: (error as Error).message },
        'changes: cannot listen yet, will retry',
      );
      void next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    wait = options.retryMs ?? 250;
    if (again) {
      options.logger.info({}, 'changes: listening again');
      // What was said while this process could not hear it.
      for (const kind of CHANGE_KINDS) own.emit({ kind });
    }
  }
  const ready = listen(false);

  return {
    ready,
    async publish(change) {
      await options.pool.query('select pg_notify($1, $2)', [
        CHANGES_CHANNEL,
        JSON.stringify(change),
      ]);
    },
    subscribe: own.add,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
