import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { forgetReferenceRows, referenceCache } from './reference-cache.ts';

const handle = () => ({}) as Db;

describe('referenceCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a key once, and once for callers that ask at the same time', async () => {
    const cache = referenceCache<string, number>({ maxEntries: 10 });
    const db = handle();
    const load = vi.fn(async () => 7);
    const [a, b] = await Promise.all([cache.get(db, 'k', load), cache.get(db, 'k', load)]);
    expect([a, b]).toEqual([7, 7]);
    expect(await cache.get(db, 'k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles a thenable once: a query builder runs its query each time it is awaited', async () => {
    const cache = referenceCache<string, number>({ maxEntries: 10 });
    const db = handle();
    let runs = 0;
    // What Drizzle's select() is: then() runs the query.
    const builder = {
      then(resolve: (value: number) => void) {
        runs += 1;
        resolve(5);
      },
    };
    const load = () => builder as unknown as Promise<number>;
    expect(await cache.get(db, 'k', load)).toBe(5);
    expect(await cache.get(db, 'k', load)).toBe(5);
    expect(await cache.get(db, 'k', load)).toBe(5);
    expect(runs).toBe(1);
  });

  it('keeps each database handle apart', async () => {
    const cache = referenceCache<string, string>({ maxEntries: 10 });
    const first = handle();
    const second = handle();
    await cache.get(first, 'k', async () => 'first');
    expect(await cache.get(second, 'k', async () => 'second')).toBe('second');
    expect(await cache.get(first, 'k', async () => 'again')).toBe('first');
  });

  it('reads again after its time, and drops the oldest entry when full', async () => {
    vi.useFakeTimers();
    const cache = referenceCache<string, number>({ maxEntries: 2, ttlMs: 1_000 });
    const db = handle();
    let reads = 0;
    const load = async () => ++reads;
    await cache.get(db, 'a', load);
    vi.advanceTimersByTime(999);
    expect(await cache.get(db, 'a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get(db, 'a', load)).toBe(2);
    await cache.get(db, 'b', load);
    await cache.get(db, 'c', load);
    // 'a' was the oldest of three: read again.
    expect(await cache.get(db, 'a', load)).toBe(5);
    expect(await cache.get(db, 'c', load)).toBe(4);
  });

  it('with reloadInBackground, answers the old copy while one reload runs, and keeps it if the reload fails', async () => {
    vi.useFakeTimers();
    const cache = referenceCache<'', string>({
      maxEntries: 1,
      ttlMs: 1_000,
      reloadInBackground: true,
    });
    const db = handle();
    expect(await cache.get(db, '', async () => 'first')).toBe('first');
    vi.advanceTimersByTime(1_000);
    let finish: (value: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    // Past its time: the old copy answers, and only one reload starts.
    expect(await cache.get(db, '', slow)).toBe('first');
    expect(await cache.get(db, '', slow)).toBe('first');
    expect(slow).toHaveBeenCalledTimes(1);
    finish('second');
    await vi.waitFor(async () => expect(await cache.get(db, '', slow)).toBe('second'));
    vi.advanceTimersByTime(1_000);
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    expect(await cache.get(db, '', failing)).toBe('second');
    await Promise.resolve();
    // The failed reload left the copy; the next request tries again.
    expect(await cache.get(db, '', failing)).toBe('second');
    expect(failing).toHaveBeenCalledTimes(2);
    // A catalogue change drops it at once.
    forgetReferenceRows(db);
    expect(await cache.get(db, '', async () => 'third')).toBe('third');
  });

  it('does not keep a failed read', async () => {
    const cache = referenceCache<string, number>({ maxEntries: 10 });
    const db = handle();
    await expect(
      cache.get(db, 'k', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.get(db, 'k', async () => 3)).toBe(3);
  });

  it('reads only the keys it does not keep, in one read, and answers absent keys with undefined', async () => {
    const cache = referenceCache<number, string>({ maxEntries: 10 });
    const db = handle();
    const loadMany = vi.fn(
      async (missing: number[]) =>
        new Map(missing.filter((id) => id !== 404).map((id) => [id, `row ${id}`])),
    );
    expect(await cache.getMany(db, [1, 2], loadMany)).toEqual(['row 1', 'row 2']);
    expect(await cache.getMany(db, [2, 3, 404, 3], loadMany)).toEqual([
      'row 2',
      'row 3',
      undefined,
      'row 3',
    ]);
    expect(loadMany.mock.calls).toEqual([[[1, 2]], [[3, 404]]]);
    // The absent key is asked again next time: a row may have been added.
    await cache.getMany(db, [404], loadMany);
    expect(loadMany).toHaveBeenCalledTimes(3);
  });

  it('fails a batch whose read fails, and keeps none of it', async () => {
    const cache = referenceCache<number, string>({ maxEntries: 10 });
    const db = handle();
    await expect(
      cache.getMany(db, [1], async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.getMany(db, [1], async () => new Map([[1, 'back']]))).toEqual(['back']);
  });

  it('forgets every cache of a handle after a catalogue change', async () => {
    const one = referenceCache<string, number>({ maxEntries: 10 });
    const two = referenceCache<string, number>({ maxEntries: 10 });
    const db = handle();
    await one.get(db, 'k', async () => 1);
    await two.get(db, 'k', async () => 1);
    forgetReferenceRows(db);
    expect(await one.get(db, 'k', async () => 2)).toBe(2);
    expect(await two.get(db, 'k', async () => 2)).toBe(2);
  });
});
