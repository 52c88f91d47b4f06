import { describe, expect, it } from 'vitest';
import { isHexColor } from './color.ts';
import {
  colorName,
  DOOR_COLORS,
  normalizeInput,
  SIDING_COLORS,
  styleFromSeed,
  TRIM_COLORS,
} from './model-art.ts';
import { MAGNOLIA, model } from './test-models.ts';

describe('styleFromSeed', () => {
  it('is deterministic', () => {
    for (const seed of [0, 1, 42, 2 ** 31, 4294967295]) {
      expect(styleFromSeed(seed)).toEqual(styleFromSeed(seed));
    }
  });

  it('picks from the palette and varies with the seed', () => {
    const styles = Array.from({ length: 200 }, (_, seed) => styleFromSeed(seed));
    for (const s of styles) {
      expect(SIDING_COLORS.map((c) => c.hex)).toContain(s.sidingColor);
      expect(TRIM_COLORS.map((c) => c.hex)).toContain(s.trimColor);
      expect(DOOR_COLORS.map((c) => c.hex)).toContain(s.doorColor);
    }
    expect(new Set(styles.map((s) => s.sidingColor)).size).toBeGreaterThan(6);
    expect(new Set(styles.map((s) => s.roof)).size).toBe(3);
    expect(new Set(styles.map((s) => s.porch)).size).toBe(4);
  });

  it('never puts cream trim on cream siding', () => {
    for (let seed = 0; seed < 500; seed++) {
      const s = styleFromSeed(seed);
      if (colorName(s.sidingColor) === 'cream') expect(colorName(s.trimColor)).toBe('white');
    }
  });
});

describe('normalizeInput', () => {
  it('keeps valid input as is', () => {
    expect(normalizeInput(MAGNOLIA)).toEqual(MAGNOLIA);
  });

  it('rejects colours that are not plain hex (they end up in SVG attributes)', () => {
    const n = normalizeInput(
      model({ style: { ...MAGNOLIA.style, sidingColor: '"/><script>x</script>' } }),
    );
    expect(isHexColor(n.style.sidingColor)).toBe(true);
  });

  it('fills a missing style from the seed and clamps nonsense sizes', () => {
    const { style: _style, ...rest } = MAGNOLIA;
    const n = normalizeInput({ ...rest, widthFt: -5, lengthFt: Number.NaN, beds: 40, baths: 0.2 });
    expect(n.style).toEqual(styleFromSeed(MAGNOLIA.seed));
    expect(n.widthFt).toBeGreaterThanOrEqual(10);
    expect(Number.isFinite(n.lengthFt)).toBe(true);
    expect(n.beds).toBeLessThanOrEqual(6);
    expect(n.baths).toBe(1);
  });
});

describe('colorName', () => {
  it('names palette colours and approximates others', () => {
    expect(colorName('#98a68a')).toBe('sage');
    expect(colorName('#6e8198')).toBe('slate blue');
    expect(colorName('#ffffff')).toBe('white');
    expect(colorName('#1a1a1a')).toBe('black');
    expect(colorName('not-a-colour')).toBe('painted');
  });
});
