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

type Entry<V> = { at: number; value: Promise<V> };
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
    const entry = { at: now, value };
    entries.set(key, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  };
  const cache: ReferenceCache<K, V> = {
    get(db, key, load) {
      const entries = entriesOf(db);
      const now = Date.now();
      const found = kept(entries, key, now);
      if (found) return found;
      const value = load();
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
