import { describe, expect, it } from 'vitest';
import { parsePlaceSearch, US_STATES } from './places.ts';

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
  ])('%j → %j', (text, expected) => {
    expect(parsePlaceSearch(text)).toEqual(expected);
  });

  it('knows the 50 states and DC', () => {
    expect(Object.keys(US_STATES).length).toBeGreaterThanOrEqual(51);
    expect(US_STATES.TN).toBe('Tennessee');
  });
});
