// Seeded random helpers for the seed data, over the project PRNG of lib/random.ts.
// Each part of the generator takes its own stream (`forkRandom(seed, 'models')`),
// so adding a field to one table does not reshuffle every table after it.
import { hashString, mulberry32 } from '../../../lib/random.ts';

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
};

/** mulberry32: 32-bit state, good enough spread for test data, tiny and fast. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [result[i], result[j]] = [result[j] as T, result[i] as T];
    }
    return result;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      // Floating-point leftovers land on the last entry with weight.
      return [...entries].reverse().find(([, weight]) => weight > 0)?.[0] as T;
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
  };
}

/** An independent stream for one part of the data, named so it stays stable. */
export function forkRandom(seed: number, label: string): Random {
  return createRandom((seed ^ hashString(label)) >>> 0);
}
