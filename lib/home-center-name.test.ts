import { describe, expect, it } from 'vitest';
import { homeCenterName } from './home-center-name.ts';

describe('homeCenterName', () => {
  it('says the town once', () => {
    expect(
      homeCenterName({ name: 'Oak Creek Homes of Knoxville', city: 'Knoxville', state: 'TN' }),
    ).toBe('Oak Creek Homes of Knoxville, TN');
    expect(homeCenterName({ name: 'Lakeside Homes', city: 'Durant', state: 'OK' })).toBe(
      'Lakeside Homes, Durant, OK',
    );
    expect(
      homeCenterName({ name: 'Homes of JOHNSON CITY', city: 'Johnson City', state: 'TN' }),
    ).toBe('Homes of JOHNSON CITY, TN');
  });
});
