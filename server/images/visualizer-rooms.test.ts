import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import {
  bathSvg,
  kitchenSvg,
  livingSvg,
  type BathLook,
  type KitchenLook,
  type LivingLook,
} from './visualizer-rooms.ts';

const SIZE = { width: 960, height: 600 };

const KITCHEN: KitchenLook = {
  cabinetColor: '#f2f0ea',
  counter: { kind: 'quartz', color: '#f1f0ec' },
  appliances: 'stainless',
  island: true,
  floor: { kind: 'vinyl-plank', color: '#b8895a' },
  wallColor: '#eeebe3',
  seed: 1568,
};
const BATH: BathLook = {
  vanityColor: '#f2f0ea',
  counter: { kind: 'laminate', color: '#efece6' },
  shower: 'tub-combo',
  fixtures: 'chrome',
  floor: { kind: 'tile', color: '#8b8a86' },
  wallColor: '#eeebe3',
  seed: 1568,
};
const LIVING: LivingLook = {
  floor: { kind: 'carpet', color: '#c9b99f' },
  wallColor: '#eeebe3',
  ceiling: 'flat',
  fireplace: false,
  seed: 1568,
};

/** Element nesting balances, tags are well formed, attributes are quoted (a strict mini-check). */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt < 0) break;
    // No stray markup characters between tags (we never write text content).
    expect(svg.slice(i, lt)).toMatch(/^[^<>&]*$/);
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    expect(m, `malformed tag near ${svg.slice(lt, lt + 60)}`).not.toBeNull();
    const [whole, close, name, , selfClose] = m!;
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name!);
    i = lt + whole.length;
  }
  expect(stack).toEqual([]);
}

/** Rasterise small and return RGBA pixels. */
function pixels(svg: string, width = 320): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().pixels);
}

/**
 * Share of pixels that differ clearly (any channel by more than 24 of 255) at
 * 320 px. Thin lines count for little, so a floor's pattern scores lower than a colour.
 */
function changedShare(a: string, b: string): number {
  const pa = pixels(a);
  const pb = pixels(b);
  expect(pa.length).toBe(pb.length);
  let changed = 0;
  for (let p = 0; p < pa.length; p += 4) {
    for (let ch = 0; ch < 3; ch++) {
      if (Math.abs(pa[p + ch]! - pb[p + ch]!) > 24) {
        changed++;
        break;
      }
    }
  }
  return changed / (pa.length / 4);
}

const ROOMS = [
  ['kitchen', () => kitchenSvg(KITCHEN, SIZE)],
  ['bath', () => bathSvg(BATH, SIZE)],
  ['living', () => livingSvg(LIVING, SIZE)],
] as const;

describe('visualizer rooms', () => {
  it.each(ROOMS)('draws the %s deterministically, as well-formed SVG with no text', (_, draw) => {
    const svg = draw();
    expect(draw()).toBe(svg);
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 1600 1000"',
      ),
    ).toBe(true);
    expect(svg).not.toMatch(/<text|<image|<filter|font-family|NaN|undefined|Infinity/);
    expectWellFormed(svg);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Every url(#…) points at a definition in the same picture.
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    expect(svg.length).toBeLessThan(60_000);
    // resvg parses it and draws the whole frame.
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: 320 } }).render();
    expect([image.width, image.height]).toEqual([320, 200]);
  });

  it('honours the requested size and keeps the drawing grid', () => {
    for (const size of [
      { width: 640, height: 400 },
      { width: 1280, height: 800 },
      { width: 320, height: 200 },
    ]) {
      for (const svg of [kitchenSvg(KITCHEN, size), bathSvg(BATH, size), livingSvg(LIVING, size)]) {
        expect(svg).toContain(
          `width="${size.width}" height="${size.height}" viewBox="0 0 1600 1000"`,
        );
        const image = new Resvg(svg).render();
        expect([image.width, image.height]).toEqual([size.width, size.height]);
      }
    }
  });

  it('stays small for every combination of choices', () => {
    const floors = [
      { kind: 'carpet', color: '#a7a5a0' },
      { kind: 'vinyl-plank', color: '#6e4a32' },
      { kind: 'tile', color: '#e9e7e1' },
    ] as const;
    const counters = [
      { kind: 'laminate', color: '#b9ab95' },
      { kind: 'butcher-block', color: '#b57f4b' },
      { kind: 'quartz', color: '#9a9a97' },
    ] as const;
    let largest = 0;
    for (const floor of floors) {
      for (const counter of counters) {
        for (const island of [false, true]) {
          largest = Math.max(
            largest,
            kitchenSvg({ ...KITCHEN, floor, counter, island }, SIZE).length,
          );
        }
        for (const shower of ['tub-combo', 'walk-in'] as const) {
          largest = Math.max(largest, bathSvg({ ...BATH, floor, counter, shower }, SIZE).length);
        }
      }
      for (const ceiling of ['flat', 'vaulted'] as const) {
        largest = Math.max(
          largest,
          livingSvg({ ...LIVING, floor, ceiling, fireplace: true }, SIZE).length,
        );
      }
    }
    expect(largest).toBeLessThan(60_000);
  });

  it('changes the kitchen for every field, visibly', () => {
    const base = kitchenSvg(KITCHEN, SIZE);
    const variants: [string, KitchenLook, number][] = [
      ['cabinets', { ...KITCHEN, cabinetColor: '#2f3e56' }, 0.1],
      ['counter kind', { ...KITCHEN, counter: { kind: 'butcher-block', color: '#f1f0ec' } }, 0.004],
      ['counter colour', { ...KITCHEN, counter: { kind: 'quartz', color: '#9a9a97' } }, 0.02],
      ['appliances black', { ...KITCHEN, appliances: 'black' }, 0.03],
      ['appliances white', { ...KITCHEN, appliances: 'white' }, 0.01],
      ['no island', { ...KITCHEN, island: false }, 0.06],
      ['floor kind', { ...KITCHEN, floor: { kind: 'tile', color: '#b8895a' } }, 0.004],
      ['floor colour', { ...KITCHEN, floor: { kind: 'vinyl-plank', color: '#6e4a32' } }, 0.1],
      ['walls', { ...KITCHEN, wallColor: '#cfd5c4' }, 0.02],
      ['seed', { ...KITCHEN, seed: 7 }, 0],
    ];
    for (const [field, look, share] of variants) {
      const svg = kitchenSvg(look, SIZE);
      expect(svg, field).not.toBe(base);
      if (share > 0) expect(changedShare(base, svg), field).toBeGreaterThan(share);
    }
  });

  it('changes the bath for every field, visibly', () => {
    const base = bathSvg(BATH, SIZE);
    const variants: [string, BathLook, number][] = [
      ['vanity', { ...BATH, vanityColor: '#2f3e56' }, 0.03],
      ['counter kind', { ...BATH, counter: { kind: 'butcher-block', color: '#efece6' } }, 0.002],
      ['counter colour', { ...BATH, counter: { kind: 'laminate', color: '#9a9a97' } }, 0.005],
      ['walk-in shower', { ...BATH, shower: 'walk-in' }, 0.06],
      ['brushed nickel', { ...BATH, fixtures: 'brushed-nickel' }, 0.002],
      ['matte black', { ...BATH, fixtures: 'matte-black' }, 0.005],
      ['floor kind', { ...BATH, floor: { kind: 'vinyl-plank', color: '#8b8a86' } }, 0.002],
      ['floor colour', { ...BATH, floor: { kind: 'tile', color: '#e9e7e1' } }, 0.05],
      ['walls', { ...BATH, wallColor: '#90a8b9' }, 0.1],
      ['seed', { ...BATH, seed: 7 }, 0],
    ];
    for (const [field, look, share] of variants) {
      const svg = bathSvg(look, SIZE);
      expect(svg, field).not.toBe(base);
      if (share > 0) expect(changedShare(base, svg), field).toBeGreaterThan(share);
    }
  });

  it('changes the living room for every field, visibly', () => {
    const base = livingSvg(LIVING, SIZE);
    const variants: [string, LivingLook, number][] = [
      ['floor kind', { ...LIVING, floor: { kind: 'vinyl-plank', color: '#c9b99f' } }, 0.004],
      ['floor colour', { ...LIVING, floor: { kind: 'carpet', color: '#a7a5a0' } }, 0.05],
      ['walls', { ...LIVING, wallColor: '#cfd5c4' }, 0.05],
      ['vaulted', { ...LIVING, ceiling: 'vaulted' }, 0.03],
      ['fireplace', { ...LIVING, fireplace: true }, 0.02],
      ['seed', { ...LIVING, seed: 7 }, 0],
    ];
    for (const [field, look, share] of variants) {
      const svg = livingSvg(look, SIZE);
      expect(svg, field).not.toBe(base);
      if (share > 0) expect(changedShare(base, svg), field).toBeGreaterThan(share);
    }
  });

  it('uses the chosen colours as given', () => {
    expect(kitchenSvg({ ...KITCHEN, cabinetColor: '#2f3e56' }, SIZE)).toContain('fill="#2f3e56"');
    expect(bathSvg({ ...BATH, vanityColor: '#b98a55' }, SIZE)).toContain('fill="#b98a55"');
    expect(livingSvg({ ...LIVING, wallColor: '#cfd5c4' }, SIZE)).toContain('fill="#cfd5c4"');
  });

  it('falls back on anything that is not a plain hex colour or a known kind', () => {
    const hostile = '"/><script>alert(1)</script>';
    const kitchen = kitchenSvg(
      {
        ...KITCHEN,
        cabinetColor: hostile,
        counter: { kind: 'marble' as 'quartz', color: 'red' },
        floor: { kind: 'vinyl-plank', color: hostile },
        seed: Number.NaN,
      },
      SIZE,
    );
    const bath = bathSvg({ ...BATH, wallColor: hostile, fixtures: 'gold' as 'chrome' }, SIZE);
    const living = livingSvg({ ...LIVING, floor: { kind: 'carpet', color: hostile } }, SIZE);
    for (const svg of [kitchen, bath, living]) {
      expect(svg).not.toContain('script');
      expect(svg).not.toMatch(/NaN|undefined/);
      expectWellFormed(svg);
    }
  });
});
