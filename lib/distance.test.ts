import { describe, expect, it } from 'vitest';
import {
  DEALERS_NEAR_MILES,
  distancePhrase,
  farFrom,
  farHomeCenterWords,
  straightLineMiles,
} from './distance.ts';

describe('distancePhrase', () => {
  it('rounds to whole miles from the place, and says less than a mile below one', () => {
    expect(distancePhrase(23.4)).toBe('23 mi from you');
    expect(distancePhrase(1)).toBe('1 mi from you');
    expect(distancePhrase(0.4, 'Knoxville, TN')).toBe('less than a mile from Knoxville, TN');
    expect(distancePhrase(0)).toBe('less than a mile from you');
  });

  it('says nothing of a distance it does not know', () => {
    expect(distancePhrase(null)).toBeNull();
    expect(distancePhrase(undefined)).toBeNull();
    expect(distancePhrase(Number.NaN)).toBeNull();
    expect(distancePhrase(-3)).toBeNull();
  });
});

describe('farFrom and farHomeCenterWords', () => {
  const knoxville = { latitude: 35.96, longitude: -83.92 };
  it('is null within DEALERS_NEAR_MILES and names the ZIP code and miles past it', () => {
    // One degree of latitude is about 69.1 miles.
    const near = { latitude: knoxville.latitude + 3.6, longitude: knoxville.longitude };
    const far = { latitude: knoxville.latitude + 3.7, longitude: knoxville.longitude };
    expect(straightLineMiles(near, knoxville)).toBeLessThan(DEALERS_NEAR_MILES);
    expect(farFrom('37918', near, knoxville)).toBeNull();
    const answer = farFrom('45202', far, knoxville);
    expect(answer?.zip).toBe('45202');
    expect(answer?.miles).toBeGreaterThan(DEALERS_NEAR_MILES);
  });

  it('says the nearest home center, where it is and about how far, in whole miles with commas', () => {
    expect(
      farHomeCenterWords(
        { name: 'Oak Creek Homes of Knoxville', city: 'Knoxville', state: 'TN' },
        { zip: '90210', miles: 1879.6 },
      ),
    ).toBe(
      'We have no home center within 250 miles of 90210 yet, so the nearest, Oak Creek Homes of Knoxville in Knoxville, TN, about 1,880 miles away,',
    );
  });
});
