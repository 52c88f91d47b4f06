import { describe, expect, it } from 'vitest';
import { noneFitText } from './none-fit.ts';

describe('noneFitText', () => {
  it('names only what the buyer asked for', () => {
    expect(noneFitText({ beds: 8, baths: 6, maxPrice: null }, 100)).toBe(
      'No homes match all of your answers within 100 miles. One bedroom fewer or one bath fewer often opens up many more floor plans.',
    );
    expect(noneFitText({ beds: null, baths: null, maxPrice: 40_000 }, 100)).toBe(
      'No homes match all of your answers within 100 miles. A little more budget often opens up many more floor plans.',
    );
    expect(noneFitText({ beds: 4, baths: 3, maxPrice: 90_000 }, 100)).toBe(
      'No homes match all of your answers within 100 miles. A little more budget, one bedroom fewer or one bath fewer often opens up many more floor plans.',
    );
  });

  it('does not ask for fewer than one bedroom or bath', () => {
    expect(noneFitText({ beds: 1, baths: 1.5, maxPrice: 30_000 }, 100)).toMatch(
      /\. A little more budget often/,
    );
  });

  it('says nothing is built near when no answer narrows the homes', () => {
    expect(noneFitText({ beds: null, baths: null, maxPrice: null }, 100)).toBe(
      'None of our floor plans is built within 100 miles of here yet.',
    );
  });
});
