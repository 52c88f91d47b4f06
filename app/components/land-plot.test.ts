import { describe, expect, it } from 'vitest';
import { acresText } from './land-plot.tsx';

describe('acresText', () => {
  it('counts one acre as one, and rounds to hundredths with thousands grouped', () => {
    expect(acresText(1)).toBe('1 acre');
    expect(acresText(0.5)).toBe('0.5 acres');
    expect(acresText(2.456)).toBe('2.46 acres');
    expect(acresText(1234.5)).toBe('1,234.5 acres');
  });
});
