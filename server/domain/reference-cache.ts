// Reference rows that nothing in the running site writes: postal codes, home
// centers, the feature list and the model catalogue come from the seed or an
// import, never from a request. Every page reads some of them (the site's home
// center, the searched place, each card's model), so each process keeps what
// it read, per database handle, for a short while. Portal pages and the long
// tail of searches are rendered every time (issue 15); this is what lets them
// skip the same small reads. A catalogue import reaches every process within
// REFERENCE_CACHE_MS, or at once through the change bus ('catalogue').
import type { Db } from '../db/client.ts';

export const REFERENCE_CACHE_MS = 60_000;

type Entry<V> = {
  at: number;
  value: Promise<V>;
  /** The value arrived (a reload in the background may answer with it meanwhile). */
  settled?: boolean;
  reloading?: boolean;
};
/** What a batch read did not find: not kept, answered as undefined. */
const ABSENT = Symbol('absent');

export type ReferenceCache<K, V> = {
  /** The cached answer for key, or load()'s (one load at a time per key). */
  get(db: Db, key: K, load: () => Promise<V>): Promise<V>;
  /** Each key's answer; the keys not kept are read with one loadMany (absent: undefined). */
  getMany(
    db: Db,
    keys: readonly K[],
    loadMany: (missing: K[]) => Promise<Map<K, V>>,
  ): Promise<(V | undefined)[]>;
  forget(db: Db): void;
};

const everyCache = new Set<ReferenceCache<unknown, unknown>>();

/**
 * A bounded map per database handle: the oldest entry goes when it is full, an
 * entry older than ttlMs is read again, and a failed load is not kept.
 */
export function referenceCache<K, V>(options: {
  maxEntries: number;
  ttlMs?: number;
  /**
   * An entry past ttlMs still answers while one reload runs (a copy whose
   * read takes long, read by every request); forget() still drops it at once.
   */
  reloadInBackground?: boolean;
}): ReferenceCache<K, V> {
  const ttlMs = options.ttlMs ?? REFERENCE_CACHE_MS;
  const perDb = new WeakMap<Db, Map<K, Entry<V>>>();
  const entriesOf = (db: Db) => {
    let entries = perDb.get(db);
    if (!entries) {
      entries = new Map();
      perDb.set(db, entries);
    }
    return entries;
  };
  const kept = (entries: Map<K, Entry<V>>, key: K, now: number) => {
    const found = entries.get(key);
    if (found && now - found.at < ttlMs) return found.value;
    if (found) entries.delete(key);
    return undefined;
  };
  const keep = (entries: Map<K, Entry<V>>, key: K, value: Promise<V>, now: number) => {
    const entry: Entry<V> = { at: now, value };
    entries.set(key, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  };
  /** Answers with an old entry while its replacement loads; a failed reload is tried again later. */
  const reloadBehind = (
    entries: Map<K, Entry<V>>,
    key: K,
    old: Entry<V>,
    load: () => Promise<V>,
  ) => {
    if (old.reloading) return;
    old.reloading = true;
    const value = Promise.resolve(load());
    value.then(
      () => {
        if (entries.get(key) === old) keep(entries, key, value, Date.now());
      },
      () => {
        old.reloading = false;
      },
    );
  };
  const cache: ReferenceCache<K, V> = {
    get(db, key, load) {
      const entries = entriesOf(db);
      const now = Date.now();
      const old = entries.get(key);
      if (options.reloadInBackground && old?.settled && now - old.at >= ttlMs) {
        reloadBehind(entries, key, old, load);
        return old.value;
      }
      const found = kept(entries, key, now);
      if (found) return found;
      // A query builder is a thenable that runs again each time it is awaited: settle it once.
      const value = Promise.resolve(load());
      keep(entries, key, value, now);
      return value;
    },
    async getMany(db, keys, loadMany) {
      const entries = entriesOf(db);
      const now = Date.now();
      const answers = new Map<K, Promise<V>>();
      const missing: K[] = [];
      for (const key of new Set(keys)) {
        const found = kept(entries, key, now);
        if (found) answers.set(key, found);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const batch = loadMany(missing);
        for (const key of missing) {
          const value = batch.then((rows) => rows.get(key) ?? Promise.reject(ABSENT));
          answers.set(key, value);
          keep(entries, key, value, now);
        }
        // A failed read fails the caller; a key the read did not find is undefined.
        await batch;
      }
      const settled = new Map<K, V | undefined>();
      for (const [key, value] of answers) {
        settled.set(
          key,
          await value.catch((error: unknown) => {
            if (error === ABSENT) return undefined;
            throw error;
          }),
        );
      }
      return keys.map((key) => settled.get(key));
    },
    forget(db) {
      perDb.delete(db);
    },
  };
  everyCache.add(cache as ReferenceCache<unknown, unknown>);
  return cache;
}

/** After a catalogue import: every process reads the reference rows again. */
export function forgetReferenceRows(db: Db): void {
  for (const cache of everyCache) cache.forget(db);
}
