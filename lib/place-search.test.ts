import { describe, expect, it } from 'vitest';
import {
  closestPlaceNote,
  isPlaceTyped,
  parsePlaceSearch,
  US_STATES,
  typedZipCode,
} from './place-search.ts';

describe('parsePlaceSearch', () => {
  it.each([
    ['knoxvile tn', { city: 'knoxvile', state: 'TN' }],
    ['Knoxville, TN', { city: 'Knoxville', state: 'TN' }],
    ['  Knoxville ,tn ', { city: 'Knoxville', state: 'TN' }],
    ['Knoxville Tennessee', { city: 'Knoxville', state: 'TN' }],
    ['Charleston, West Virginia', { city: 'Charleston', state: 'WV' }],
    ['Portland or', { city: 'Portland', state: 'OR' }],
    ['richardson', { city: 'richardson', state: null }],
    ['Virginia Beach', { city: 'Virginia Beach', state: null }],
    ['New York', { city: 'New York', state: null }],
    ['Kansas City MO', { city: 'Kansas City', state: 'MO' }],
    ['Texas', { city: 'Texas', state: null }],
    ['Knoxville XX', { city: 'Knoxville XX', state: null }],
    ['Knoxville, TN 37918', { city: 'Knoxville', state: 'TN' }],
    ['Knoxville, TN 37918-1234, USA', { city: 'Knoxville', state: 'TN' }],
    ['knoxville tn usa', { city: 'knoxville', state: 'TN' }],
    ['Columbus', { city: 'Columbus', state: null }],
  ])('%j → %j', (text, expected) => {
    expect(parsePlaceSearch(text)).toEqual(expected);
  });

  it('knows the 50 states and DC', () => {
    expect(Object.keys(US_STATES).length).toBeGreaterThanOrEqual(51);
    expect(US_STATES.TN).toBe('Tennessee');
  });
});

describe('isPlaceTyped and closestPlaceNote', () => {
  const knoxville = { city: 'Knoxville', state: 'TN', cityStateFormatted: 'Knoxville, TN' };
  const kernville = { city: 'Kernville', state: 'CA', cityStateFormatted: 'Kernville, CA' };
  // As the ZIP code list names them.
  const stLouis = { city: 'Saint Louis', state: 'MO', cityStateFormatted: 'Saint Louis, MO' };
  const fortWorth = { city: 'Fort Worth', state: 'TX', cityStateFormatted: 'Fort Worth, TX' };
  const lagrange = { city: 'Lagrange', state: 'GA', cityStateFormatted: 'Lagrange, GA' };
  const oFallon = { city: 'O Fallon', state: 'MO', cityStateFormatted: 'O Fallon, MO' };

  it('takes the place typed, however it was written', () => {
    for (const typed of ['Knoxville, TN', 'knoxville tn', 'KNOXVILLE Tennessee', 'Knoxville']) {
      expect(isPlaceTyped(typed, knoxville), typed).toBe(true);
      expect(closestPlaceNote(typed, knoxville), typed).toBeNull();
    }
    for (const [typed, found] of [
      ['St. Louis, MO', stLouis],
      ['saint louis', stLouis],
      ['Ft Worth TX', fortWorth],
      ['La Grange, Georgia', lagrange],
      ["O'Fallon MO", oFallon],
      ['OFallon, MO', oFallon],
      ['Knoxville, TN 37918', knoxville],
      ['knoxville tn usa', knoxville],
    ] as const) {
      expect(closestPlaceNote(typed, found), typed).toBeNull();
    }
    expect(closestPlaceNote('37918', knoxville)).toBeNull();
    expect(closestPlaceNote('37918-1234', knoxville)).toBeNull();
  });

  it('says so when the search answered another place: a typo, a start, another state', () => {
    expect(closestPlaceNote('Knoxville, CA', kernville)).toBe(
      'We could not find “Knoxville, CA”, so this shows the closest name we know: Kernville, CA.',
    );
    expect(isPlaceTyped('knoxvile tn', knoxville)).toBe(false);
    expect(isPlaceTyped('knox', knoxville)).toBe(false);
    expect(isPlaceTyped('Knoxville, KY', knoxville)).toBe(false);
    expect(closestPlaceNote(' Nowhereville, ZZ ', knoxville)).toContain('“Nowhereville, ZZ”');
  });
});

describe('typedZipCode', () => {
  it('reads a ZIP code or a ZIP+4 as the ZIP code, and nothing else', () => {
    expect(typedZipCode(' 37918-1234 ')).toBe('37918');
    expect(typedZipCode('37918')).toBe('37918');
    for (const text of ['3791', '37918-12', '379181234', 'Knoxville 37918-1234']) {
      expect(typedZipCode(text), text).toBeNull();
    }
  });
});
