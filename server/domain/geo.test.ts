import { describe, expect, it } from 'vitest';
import { UserInputError } from './errors.ts';
import {
  EARTH_RADIUS_METERS,
  earthMeters,
  earthPoint,
  optionalPoint,
  requirePoint,
} from './geo.ts';

describe('requirePoint', () => {
  it('rounds to six decimals, so a denormal is 0 (PostgreSQL refuses it)', () => {
    expect(requirePoint(5e-324, -5e-324)).toEqual({ latitude: 0, longitude: 0 });
    expect(Object.is(requirePoint(-5e-324, 0).latitude, 0)).toBe(true);
    expect(requirePoint(35.96063789, -83.9207392)).toEqual({
      latitude: 35.960638,
      longitude: -83.920739,
    });
  });

  it('refuses what is off the globe, naming the coordinate', () => {
    expect(() => requirePoint(91, 0)).toThrow(UserInputError);
    expect(() => requirePoint(0, Number.NaN)).toThrow('longitude must be between -180 and 180');
    expect(() => requirePoint(Number.POSITIVE_INFINITY, 0)).toThrow('latitude');
  });
});

describe('optionalPoint', () => {
  it('is null for neither coordinate and an error for one alone', () => {
    expect(optionalPoint({})).toBeNull();
    expect(optionalPoint({ latitude: null, longitude: undefined })).toBeNull();
    expect(() => optionalPoint({ latitude: 35 })).toThrow('latitude and longitude are required');
  });
});

describe('earthMeters', () => {
  it('measures on earthdistance’s sphere: a degree of longitude on the equator, and half the world', () => {
    const degree = earthMeters(
      earthPoint({ latitude: 0, longitude: 0 }),
      earthPoint({ latitude: 0, longitude: 1 }),
    );
    expect(degree).toBeCloseTo((EARTH_RADIUS_METERS * Math.PI) / 180, 6);
    const across = earthMeters(
      earthPoint({ latitude: 0, longitude: 0 }),
      earthPoint({ latitude: 0, longitude: 180 }),
    );
    expect(across).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3);
    expect(
      earthMeters(
        earthPoint({ latitude: 36, longitude: -84 }),
        earthPoint({ latitude: 36, longitude: -84 }),
      ),
    ).toBe(0);
  });
});
