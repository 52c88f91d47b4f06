import { describe, expect, it } from 'vitest';
import { sundayOpening } from './opening-hours.ts';

describe('sundayOpening', () => {
  it('gives the Sunday hours of a center open then, whatever the line is called', () => {
    expect(
      sundayOpening([
        { days: 'Mon–Sat', open: '9 am – 7 pm' },
        { days: 'Sun', open: '1 pm – 5 pm' },
      ]),
    ).toBe('1 pm – 5 pm');
    expect(sundayOpening([{ days: 'Sat–Sun', open: '10 am – 4 pm' }])).toBe('10 am – 4 pm');
  });

  it('is null for a center closed on Sundays, or that does not say', () => {
    expect(
      sundayOpening([
        { days: 'Mon–Fri', open: '9 am – 6 pm' },
        { days: 'Sun', open: 'Closed' },
      ]),
    ).toBeNull();
    expect(sundayOpening([{ days: 'Mon–Fri', open: '9 am – 6 pm' }])).toBeNull();
  });
});
