import { describe, expect, it } from 'vitest';
import { createCatalogueKept } from './catalogue-kept.ts';

describe('createCatalogueKept', () => {
  it('reads once for requests at once and after, until cleared', async () => {
    const kept = createCatalogueKept();
    let reads = 0;
    const read = async () => {
      reads++;
      return [reads];
    };
    const [first, second] = await Promise.all([
      kept.get('features', read),
      kept.get('features', read),
    ]);
    expect(first).toBe(second);
    expect(await kept.get('features', read)).toBe(first);
    expect(await kept.get('other', read)).toEqual([2]);
    expect(reads).toBe(2);
    kept.clear();
    expect(await kept.get('features', read)).toEqual([3]);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const kept = createCatalogueKept();
    await expect(
      kept.get('features', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await kept.get('features', async () => 'read again')).toBe('read again');
  });

  it('keeps a read started before a clear for the requests that asked before it only', async () => {
    const kept = createCatalogueKept();
    let finish!: (value: string) => void;
    const before = kept.get('features', () => new Promise<string>((resolve) => (finish = resolve)));
    kept.clear();
    const after = kept.get('features', async () => 'new catalogue');
    finish('old catalogue');
    expect(await before).toBe('old catalogue');
    expect(await after).toBe('new catalogue');
    expect(await kept.get('features', async () => 'unused')).toBe('new catalogue');
  });
});
