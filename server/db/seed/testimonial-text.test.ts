// A homeowner's words about a model are true of it (a buyer review found a
// porch praised on a home with a stoop, and a bedroom "away from the kids" on
// a two-bedroom home).
import { describe, expect, it } from 'vitest';
import { forkRandom } from './random.ts';
import { modelTestimonialText } from './testimonial-text.ts';

const place = { city: 'Maryville', state: 'TN' };

function wordsAbout(model: Parameters<typeof modelTestimonialText>[1], draws = 400): string[] {
  const r = forkRandom(7, 'testimonial-text-test');
  return Array.from({ length: draws }, () => modelTestimonialText(r, model, place, 5));
}

const home = {
  name: 'The Willow',
  beds: 3,
  baths: 2,
  squareFeet: 1_456,
  sections: 2,
  widthFt: 28,
  style: { porch: 'covered' },
};

describe('a homeowner’s words about a model', () => {
  it('praise a porch, an island or a bedroom away from the kids only where the home has one', () => {
    const porch = /The porch is what sold us/;
    const island = /kitchen island/;
    const awayFromKids = /a bedroom away from the kids/;
    const roomy = wordsAbout(home);
    expect(roomy.some((text) => porch.test(text))).toBe(true);
    expect(roomy.some((text) => island.test(text))).toBe(true);
    expect(roomy.some((text) => awayFromKids.test(text))).toBe(true);
    const small = wordsAbout({
      ...home,
      beds: 2,
      baths: 1,
      sections: 1,
      widthFt: 16,
      style: { porch: 'stoop' },
    });
    expect(
      small.filter((text) => porch.test(text) || island.test(text) || awayFromKids.test(text)),
    ).toEqual([]);
  });
});

describe('a homeowner’s words', () => {
  it('keep one household: a writer with a wife is not sold by their husband', () => {
    for (const text of wordsAbout(home, 2_000)) {
      if (/\bmy wife\b/i.test(text)) expect(text, text).not.toMatch(/\bhusband\b/i);
    }
  });
});
