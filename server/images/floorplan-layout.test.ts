import { describe, expect, it } from 'vitest';
import { computeLayout, distribute, mirrorLayout, planBaths } from './floorplan-layout.ts';
import { layoutProblems } from './layout-invariants.ts';
import { normalizeInput } from './model-art.ts';
import { model } from './test-models.ts';

const layoutFor = (widthFt: number, lengthFt: number, beds: number, baths: number, seed = 1) =>
  computeLayout(
    normalizeInput(
      model({
        widthFt,
        lengthFt,
        beds,
        baths,
        seed,
        sections: widthFt < 20 ? 1 : widthFt < 36 ? 2 : 3,
      }),
    ),
  );

describe('distribute', () => {
  it('always sums exactly to the total', () => {
    const spans = [
      { min: 10, pref: 12, max: 14, grow: 1 },
      { min: 5, pref: 6, max: 8, grow: 0.2 },
      { min: 12, pref: 20, max: 30, grow: 2 },
    ];
    for (const total of [20, 27, 38, 41.3, 60, 90]) {
      const sizes = distribute(total, spans);
      expect(sizes.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 9);
      expect(sizes.every((s) => s > 0)).toBe(true);
    }
  });
});

describe('planBaths', () => {
  it('gives the primary its own bath when there are two', () => {
    expect(planBaths(3, 2)).toMatchObject({ ensuite: 'full', wingBaths: 1, powder: 0 });
    expect(planBaths(4, 2.5)).toMatchObject({ ensuite: 'full', wingBaths: 1, powder: 1 });
    expect(planBaths(3, 1.5)).toMatchObject({ ensuite: 'half', wingBaths: 1, powder: 0 });
    expect(planBaths(2, 1)).toMatchObject({ ensuite: 'none', wingBaths: 1 });
    expect(planBaths(1, 1)).toMatchObject({ ensuite: 'shared', wingBaths: 0 });
  });
});

describe('computeLayout', () => {
  it('tiles the footprint and reaches every room, across realistic catalogue sizes', () => {
    const failures: string[] = [];
    for (const [w, l] of [
      [14, 56],
      [16, 66],
      [16, 76],
      [18, 80],
      [24, 44],
      [28, 56],
      [28, 64],
      [32, 76],
      [36, 60],
      [42, 60],
      [44, 72],
    ] as const) {
      for (const beds of [1, 2, 3, 4, 5]) {
        for (const baths of [1, 1.5, 2, 2.5, 3]) {
          if (w * l < beds * 230 + 200 || baths > beds + 1) continue;
          for (const seed of [1, 2]) {
            const layout = layoutFor(w, l, beds, baths, seed);
            const problems = layoutProblems(layout);
            if (problems.length)
              failures.push(`${w}x${l} ${beds}/${baths}#${seed}: ${problems.join('; ')}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('has one bedroom per bed and the right baths', () => {
    for (const [beds, baths] of [
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 2.5],
      [4, 3],
      [3, 1.5],
    ] as const) {
      const rooms = layoutFor(32, 76, beds, baths).rooms;
      expect(
        rooms.filter((r) => r.kind === 'bedroom' || r.kind === 'primary-bedroom'),
      ).toHaveLength(beds);
      expect(rooms.filter((r) => r.kind === 'primary-bedroom')).toHaveLength(1);
      const full = rooms.filter((r) => r.kind === 'bath' || r.kind === 'primary-bath').length;
      const half = rooms.filter((r) => r.kind === 'half-bath').length;
      expect(full + half / 2).toBe(baths);
    }
  });

  it('puts the primary suite and the other bedrooms at opposite ends (split plan)', () => {
    const layout = layoutFor(28, 56, 3, 2);
    const primary = layout.rooms.find((r) => r.kind === 'primary-bedroom');
    const others = layout.rooms.filter((r) => r.kind === 'bedroom');
    const living = layout.rooms.find((r) => r.kind === 'living');
    if (!primary || !living) throw new Error('missing rooms');
    const side = (x: number) => Math.sign(x - (living.x + living.w / 2));
    for (const b of others) expect(side(b.x + b.w / 2)).toBe(-side(primary.x + primary.w / 2));
  });

  it('puts the front door on the front wall of the living room', () => {
    const layout = layoutFor(16, 76, 3, 2);
    const living = layout.rooms.find((r) => r.kind === 'living');
    const door = layout.doors.find((d) => d.exterior && d.at === layout.widthFt);
    expect(door).toBeDefined();
    expect(living && door && door.from >= living.x && door.to <= living.x + living.w).toBe(true);
  });

  it('is deterministic, and the seed varies it', () => {
    expect(layoutFor(28, 56, 3, 2, 5)).toEqual(layoutFor(28, 56, 3, 2, 5));
    const variants = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(layoutFor(28, 56, 3, 2, seed))),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it('mirrors cleanly', () => {
    const layout = layoutFor(28, 56, 3, 2);
    expect(layoutProblems(mirrorLayout(layout))).toEqual([]);
    expect(mirrorLayout(mirrorLayout(layout))).toEqual(layout);
  });
});
