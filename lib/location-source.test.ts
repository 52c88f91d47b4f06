import { describe, it, expect } from 'vitest';
import {
  LOCATION_SOURCES,
  POSTAL_CODE_LENGTH,
  buyersOwnZip,
  isPostalCode,
  pickLocation,
  shouldLookUpPostalCode,
} from './location-source.ts';

describe('shouldLookUpPostalCode', () => {
  it('is true for exactly five characters', () => {
    expect(POSTAL_CODE_LENGTH).toBe(5);
    expect(shouldLookUpPostalCode('37777')).toBe(true);
    expect(shouldLookUpPostalCode('00501')).toBe(true);
  });

  it('is false for other lengths', () => {
    expect(shouldLookUpPostalCode('3777')).toBe(false);
    expect(shouldLookUpPostalCode('377771')).toBe(false);
    expect(shouldLookUpPostalCode('37777-1234')).toBe(false);
    expect(shouldLookUpPostalCode('')).toBe(false);
  });

  it('ignores surrounding whitespace', () => {
    expect(shouldLookUpPostalCode(' 37777 ')).toBe(true);
    expect(shouldLookUpPostalCode(' 3777')).toBe(false);
  });

  it('counts characters, not digits', () => {
    expect(shouldLookUpPostalCode('ABCDE')).toBe(true);
  });

  it('is false for missing codes', () => {
    expect(shouldLookUpPostalCode(null)).toBe(false);
    expect(shouldLookUpPostalCode(undefined)).toBe(false);
  });
});

describe('pickLocation', () => {
  const zip = { city: 'Maryville', via: 'zip' };
  const ip = { city: 'Knoxville', via: 'ip' };
  const search = { city: 'Alcoa', via: 'search' };

  it('checks sources in the order postal code, ip, search', () => {
    expect(LOCATION_SOURCES).toEqual(['postalCode', 'ip', 'search']);
  });

  it('prefers the postal code over everything', () => {
    expect(pickLocation({ postalCode: zip, ip, search })).toEqual({
      source: 'postalCode',
      location: zip,
    });
  });

  it('falls back to the caller IP, then the search text', () => {
    expect(pickLocation({ postalCode: null, ip, search })).toEqual({ source: 'ip', location: ip });
    expect(pickLocation({ ip, search })).toEqual({ source: 'ip', location: ip });
    expect(pickLocation({ postalCode: null, ip: null, search })).toEqual({
      source: 'search',
      location: search,
    });
    expect(pickLocation({ postalCode: zip, search })).toEqual({
      source: 'postalCode',
      location: zip,
    });
  });

  it('gives null when no source has a value', () => {
    expect(pickLocation({})).toBeNull();
    expect(pickLocation({ postalCode: null, ip: undefined, search: null })).toBeNull();
  });

  it('treats an empty string as no value', () => {
    expect(pickLocation({ postalCode: '', ip: '', search: 'Alcoa' })).toEqual({
      source: 'search',
      location: 'Alcoa',
    });
    expect(pickLocation<string>({ postalCode: '', search: '' })).toBeNull();
  });

  it('treats 0 and false as values', () => {
    expect(pickLocation({ postalCode: 0, ip: 1 })).toEqual({ source: 'postalCode', location: 0 });
    expect(pickLocation({ ip: false, search: true })).toEqual({ source: 'ip', location: false });
  });

  it('returns the same location object', () => {
    expect(pickLocation({ ip })?.location).toBe(ip);
  });
});

describe('isPostalCode', () => {
  it('takes exactly five digits and nothing else', () => {
    expect(isPostalCode('37918')).toBe(true);
    expect(isPostalCode('00501')).toBe(true);
    for (const text of ['3791', '379181', ' 37918', '37918-1234', 'ABCDE', '', null, undefined])
      expect(isPostalCode(text)).toBe(false);
  });
});

describe('buyersOwnZip', () => {
  it("is the land's ZIP code, else the account's, else none", () => {
    const user = { zipCode: '75201' };
    expect(buyersOwnZip({ user, profile: { landZip: '37918' } })).toBe('37918');
    expect(buyersOwnZip({ user, profile: { landZip: '' } })).toBe('75201');
    expect(buyersOwnZip({ user, profile: null })).toBe('75201');
    expect(buyersOwnZip({ user: { zipCode: null }, profile: { landZip: null } })).toBeNull();
    expect(buyersOwnZip({ user: null })).toBeNull();
  });
});
