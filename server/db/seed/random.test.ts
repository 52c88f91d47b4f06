import { describe, expect, it } from 'vitest';
import { createRandom, forkRandom } from './random.ts';

describe('createRandom', () => {
  it('int covers both bounds and nothing outside', () => {
    const r = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(r.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('float stays in [min, max)', () => {
    const r = createRandom(8);
    for (let i = 0; i < 1000; i++) {
      const x = r.float(2, 3);
      expect(x).toBeGreaterThanOrEqual(2);
      expect(x).toBeLessThan(3);
    }
  });

  it('shuffle and sample are permutations without repeats', () => {
    const r = createRandom(9);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = r.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const sample = r.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(r.sample(items, 80)).toHaveLength(50);
  });

  it('weighted follows the weights and never picks a zero weight', () => {
    const r = createRandom(10);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++) {
      const key = r.weighted<keyof typeof counts>([
        ['a', 1],
        ['b', 3],
        ['c', 0],
      ]);
      counts[key]++;
    }
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
  });

  it('rejects empty picks and weightless choices', () => {
    const r = createRandom(11);
    expect(() => r.pick([])).toThrow();
    expect(() => r.weighted([['a', 0]])).toThrow();
  });

  it('chance(0) never and chance(1) always', () => {
    const r = createRandom(12);
    for (let i = 0; i < 100; i++) {
      expect(r.chance(0)).toBe(false);
      expect(r.chance(1)).toBe(true);
    }
  });
});

describe('forkRandom', () => {
  it('gives stable, independent streams per label', () => {
    expect(forkRandom(1, 'models').next()).toBe(forkRandom(1, 'models').next());
    expect(forkRandom(1, 'models').next()).not.toBe(forkRandom(1, 'dealers').next());
  });
});
