import { describe, expect, it } from 'vitest';
import { distancePhrase } from './distance.ts';

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
