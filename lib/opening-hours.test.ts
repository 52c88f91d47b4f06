import { describe, expect, it } from 'vitest';
import { openOn, schemaOpeningHours, sundayOpening } from './opening-hours.ts';

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

describe('openOn', () => {
  const hours = [
    { days: 'Mon–Fri', open: '8 am – 5 pm' },
    { days: 'Sat', open: '10 am – 4 pm' },
    { days: 'Sun', open: 'Closed' },
  ];

  it('reads the hours of the line that takes in the day', () => {
    expect(openOn(hours, 'Wed')).toEqual({ opens: 8, closes: 17 });
    expect(openOn(hours, 'Sat')).toEqual({ opens: 10, closes: 16 });
    expect(openOn([{ days: 'Mon–Sat', open: '9 am – 7 pm' }], 'Sat')).toEqual({
      opens: 9,
      closes: 19,
    });
    expect(openOn([{ days: 'Sat', open: '12:30 pm – 4 pm' }], 'Sat')).toEqual({
      opens: 12.5,
      closes: 16,
    });
  });

  it('is null on a closed day or one the hours do not name', () => {
    expect(openOn(hours, 'Sun')).toBeNull();
    expect(openOn([{ days: 'Mon–Fri', open: '9 am – 6 pm' }], 'Sat')).toBeNull();
  });
});

describe('schemaOpeningHours', () => {
  it('writes the hours as schema.org reads them, leaving out the closed days', () => {
    expect(
      schemaOpeningHours([
        { days: 'Mon–Fri', open: '9 am – 6 pm' },
        { days: 'Sat', open: '9:30 am – 12 pm' },
        { days: 'Sun', open: 'Closed' },
      ]),
    ).toEqual(['Mo-Fr 09:00-18:00', 'Sa 09:30-12:00']);
    expect(schemaOpeningHours([{ days: 'By appointment', open: 'Call us' }])).toEqual([]);
  });
});
