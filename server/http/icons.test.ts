import { describe, expect, it } from 'vitest';
import { iconSvg } from './icons.ts';

describe('icons under /icons/', () => {
  it('draws a swatch, a material and a nav from their names', () => {
    expect(iconSvg('swatch-2f3e56.svg')).toContain('fill="#2f3e56"');
    expect(iconSvg('wood-b98a55.svg')).toMatch(/<path d="M4 14c12/);
    expect(iconSvg('nav-kitchen.svg')).toContain('<path');
  });

  it('draws nothing for any other name (no markup from the address)', () => {
    for (const name of [
      'swatch-zzzzzz.svg',
      'swatch-2f3e56.png',
      'nav-attic.svg',
      '"><script>.svg',
    ]) {
      expect(iconSvg(name), name).toBeNull();
    }
  });
});
