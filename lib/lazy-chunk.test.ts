import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, LAZY_CHUNK_TIMEOUT_MS, loadChunk } from './lazy-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk (SPEC §9: lazy chunk load time-out 120 s)', () => {
  it('is 120 seconds', () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('gives the module that arrives in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(
      () =>
        new Promise<{ name: string }>((resolve) =>
          setTimeout(() => resolve({ name: 'm' }), 119_999),
        ),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(loading).resolves.toEqual({ name: 'm' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails a chunk that has not arrived after 120 s, with a reason a buyer can act on', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const failed = expect(loading).rejects.toThrow(
      'Part of this page did not load within 120 seconds. Check your connection and try again.',
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes on a load that fails at once, as it failed', async () => {
    vi.useFakeTimers();
    const broken = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(vi.getTimerCount()).toBe(0);
  });
});
