import { describe, expect, it } from 'vitest';
import { closedHoliday, isClosedDay } from './closed-days.ts';

describe('closedHoliday', () => {
  it('names the holidays the home centers are closed', () => {
    expect(closedHoliday('2026-12-25')).toBe('Christmas Day');
    expect(closedHoliday('2027-01-01')).toBe('New Year’s Day');
    expect(closedHoliday('2027-07-04')).toBe('Independence Day');
  });

  it('finds Thanksgiving on the fourth Thursday of November, not the Thursday after', () => {
    expect(closedHoliday('2026-11-26')).toBe('Thanksgiving');
    expect(closedHoliday('2027-11-25')).toBe('Thanksgiving');
    expect(closedHoliday('2028-11-23')).toBe('Thanksgiving');
    expect(closedHoliday('2026-11-19')).toBeNull();
    expect(closedHoliday('2028-11-30')).toBeNull();
  });

  it('keeps the eves open for a visit, and reads only calendar days', () => {
    expect(closedHoliday('2026-12-24')).toBeNull();
    expect(closedHoliday('2026-12-31')).toBeNull();
    expect(closedHoliday('2026-12-26')).toBeNull();
    expect(closedHoliday('12/25/2026')).toBeNull();
  });
});

describe('isClosedDay', () => {
  it('keeps events off the holidays and the eves families keep', () => {
    for (const date of ['2026-11-26', '2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']) {
      expect(isClosedDay(date), date).toBe(true);
    }
    for (const date of ['2026-12-23', '2026-12-26', '2027-01-02', 'not a day']) {
      expect(isClosedDay(date), date).toBe(false);
    }
  });
});
