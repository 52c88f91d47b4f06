import { describe, expect, it } from 'vitest';
import { finderMapUrl, homeCenterMapUrl, parseMapImageFile } from './map-image-url.ts';

describe('map image addresses', () => {
  it('round-trips a home center and a ZIP code', () => {
    expect(homeCenterMapUrl('12')).toBe('/images/maps/home-center-12.webp');
    expect(parseMapImageFile('home-center-12.webp')).toEqual({
      kind: 'home-center',
      lotNumber: '12',
    });
    expect(finderMapUrl('37918')).toBe('/images/maps/near-37918.webp');
    expect(parseMapImageFile('near-37918.webp')).toEqual({ kind: 'near', postalCode: '37918' });
  });

  it.each([
    'near-3791.webp',
    'near-37918.png',
    'home-center-x.webp',
    'home-center-12345678901.webp',
    '../x',
  ])('refuses %s', (file) => expect(parseMapImageFile(file)).toBeNull());
});
