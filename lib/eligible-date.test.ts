import { afterAll, beforeAll, afterEach, describe, it, expect, vi } from 'vitest';
import {
  firstEligibleDate,
  isEligibleDate,
  isWithinVisitWindow,
  lastVisitDate,
  minDaysAhead,
  MIN_DAYS_AHEAD,
  MIN_DAYS_AHEAD_FRIDAY,
} from './eligible-date.ts';

// Reference week: Monday 2024-06-03 … Sunday 2024-06-09 (local time).
const day = (d: number, h = 12, min = 0) => new Date(2024, 5, d, h, min);
const MON = day(3);
const TUE = day(4);
const WED = day(5);
const THU = day(6);
const FRI = day(7);
const SAT = day(8);
const SUN = day(9);

describe('constants', () => {
  it('needs two days normally and three on Fridays', () => {
    expect(MIN_DAYS_AHEAD).toBe(2);
    expect(MIN_DAYS_AHEAD_FRIDAY).toBe(3);
  });
});

describe('minDaysAhead', () => {
  it('is 3 only on Friday', () => {
    expect(minDaysAhead(MON)).toBe(2);
    expect(minDaysAhead(TUE)).toBe(2);
    expect(minDaysAhead(WED)).toBe(2);
    expect(minDaysAhead(THU)).toBe(2);
    expect(minDaysAhead(FRI)).toBe(3);
    expect(minDaysAhead(SAT)).toBe(2);
    expect(minDaysAhead(SUN)).toBe(2);
  });
});

describe('isEligibleDate', () => {
  it.each([
    ['Monday', MON, day(4), day(5)],
    ['Tuesday', TUE, day(5), day(6)],
    ['Wednesday', WED, day(6), day(7)],
    ['Thursday', THU, day(7), day(8)],
    ['Saturday', SAT, day(9), day(10)],
    ['Sunday', SUN, day(10), day(11)],
  ])('%s: +1 day is too soon, +2 days is eligible', (_name, now, tooSoon, first) => {
    expect(isEligibleDate(tooSoon, now)).toBe(false);
    expect(isEligibleDate(first, now)).toBe(true);
  });

  it('Thursday + 2 = Saturday is eligible', () => {
    expect(isEligibleDate(day(8), THU)).toBe(true);
  });

  it('Thursday + 3 = Sunday is not eligible, + 4 = Monday is', () => {
    expect(isEligibleDate(day(9), THU)).toBe(false);
    expect(isEligibleDate(day(10), THU)).toBe(true);
  });

  it('Friday needs three days: + 1 and + 2 (Sunday) are not eligible, + 3 = Monday is', () => {
    expect(isEligibleDate(day(8), FRI)).toBe(false);
    expect(isEligibleDate(day(9), FRI)).toBe(false);
    expect(isEligibleDate(day(10), FRI)).toBe(true);
    expect(isEligibleDate(day(11), FRI)).toBe(true);
  });

  it('Saturday + 2 = Monday is eligible; Saturday + 1 = Sunday is not', () => {
    expect(isEligibleDate(day(9), SAT)).toBe(false);
    expect(isEligibleDate(day(10), SAT)).toBe(true);
  });

  it('a Sunday is never eligible, however far ahead', () => {
    expect(isEligibleDate(day(16), MON)).toBe(false);
    expect(isEligibleDate(new Date(2024, 11, 29), MON)).toBe(false);
    expect(isEligibleDate(new Date(2030, 0, 6), MON)).toBe(false);
  });

  it('non-Sunday dates further ahead are eligible', () => {
    expect(isEligibleDate(day(15), MON)).toBe(true);
    expect(isEligibleDate(new Date(2030, 0, 7), MON)).toBe(true);
  });

  it('today and past dates are not eligible', () => {
    expect(isEligibleDate(MON, MON)).toBe(false);
    expect(isEligibleDate(day(1), MON)).toBe(false);
    expect(isEligibleDate(new Date(2023, 5, 5), MON)).toBe(false);
  });

  it('compares calendar days, not elapsed hours', () => {
    // 24 hours and 1 minute apart, but two calendar days.
    expect(isEligibleDate(day(8, 0, 0), day(6, 23, 59))).toBe(true);
    // Almost 48 hours apart, but only one calendar day later: still too soon.
    expect(isEligibleDate(day(4, 23, 59), day(3, 0, 0))).toBe(false);
  });

  it('Friday late at night still needs three calendar days', () => {
    expect(isEligibleDate(day(10, 0, 0), day(7, 23, 59))).toBe(true);
    expect(isEligibleDate(day(9, 23, 59), day(7, 0, 0))).toBe(false);
  });

  it('crosses month and year boundaries', () => {
    // Monday 2024-12-30 → Wednesday 2025-01-01.
    expect(isEligibleDate(new Date(2025, 0, 1), new Date(2024, 11, 30))).toBe(true);
    expect(isEligibleDate(new Date(2024, 11, 31), new Date(2024, 11, 30))).toBe(false);
    // Friday 2024-05-31 → Monday 2024-06-03.
    expect(isEligibleDate(new Date(2024, 5, 3), new Date(2024, 4, 31))).toBe(true);
  });

  it('accepts YYYY-MM-DD strings as local calendar dates', () => {
    expect(isEligibleDate('2024-06-05', MON)).toBe(true);
    expect(isEligibleDate('2024-06-04', MON)).toBe(false);
    expect(isEligibleDate('2024-06-09', MON)).toBe(false);
    expect(isEligibleDate(' 2024-06-10 ', FRI)).toBe(true);
  });

  it('rejects invalid dates and strings', () => {
    expect(isEligibleDate('2024-02-30', MON)).toBe(false);
    expect(isEligibleDate('2024-13-01', MON)).toBe(false);
    expect(isEligibleDate('next week', MON)).toBe(false);
    expect(isEligibleDate('', MON)).toBe(false);
    expect(isEligibleDate('2024-06-05T10:00:00Z', MON)).toBe(false);
    expect(isEligibleDate(new Date(Number.NaN), MON)).toBe(false);
    expect(isEligibleDate(day(5), new Date(Number.NaN))).toBe(false);
  });

  it('accepts a leap day', () => {
    // Monday 2024-02-26 → Thursday 2024-02-29.
    expect(isEligibleDate('2024-02-29', new Date(2024, 1, 26))).toBe(true);
  });
});

describe('firstEligibleDate', () => {
  it.each([
    ['Monday', MON, day(5)],
    ['Tuesday', TUE, day(6)],
    ['Wednesday', WED, day(7)],
    ['Thursday', THU, day(8)],
    ['Friday', FRI, day(10)],
    ['Saturday', SAT, day(10)],
    ['Sunday', SUN, day(11)],
  ])('%s → the earliest eligible date', (_name, now, expected) => {
    const first = firstEligibleDate(now);
    expect(first.getFullYear()).toBe(expected.getFullYear());
    expect(first.getMonth()).toBe(expected.getMonth());
    expect(first.getDate()).toBe(expected.getDate());
  });

  it('is at local midnight', () => {
    const first = firstEligibleDate(day(3, 17, 45));
    expect([first.getHours(), first.getMinutes(), first.getSeconds()]).toEqual([0, 0, 0]);
  });

  it('agrees with isEligibleDate: eligible itself, and no earlier day is', () => {
    for (let d = 1; d <= 14; d++) {
      const now = new Date(2024, 5, d, 9);
      const first = firstEligibleDate(now);
      expect(isEligibleDate(first, now)).toBe(true);
      expect(first.getDay()).not.toBe(0);
      for (let k = 0; k < 7; k++) {
        const earlier = new Date(first.getFullYear(), first.getMonth(), first.getDate() - 1 - k);
        expect(isEligibleDate(earlier, now)).toBe(false);
      }
    }
  });

  it('throws on an invalid clock', () => {
    expect(() => firstEligibleDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the visit window', () => {
  it('ends 90 calendar days after today, whatever the weekday', () => {
    expect(lastVisitDate('2026-11-27')).toEqual(new Date(2027, 1, 25));
    expect(isWithinVisitWindow('2027-02-25', '2026-11-27')).toBe(true);
    expect(isWithinVisitWindow('2027-02-26', '2026-11-27')).toBe(false);
    expect(isWithinVisitWindow('not a day', '2026-11-27')).toBe(false);
  });
});

describe('default clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the current date when none is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(day(7, 10)); // a Friday
    expect(minDaysAhead()).toBe(3);
    expect(isEligibleDate(day(9))).toBe(false);
    expect(isEligibleDate(day(10))).toBe(true);
    expect(firstEligibleDate().getDate()).toBe(10);
  });
});

describe('across a daylight-saving change', () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('counts calendar days even when a day is only 23 hours long', () => {
    // Clocks spring forward on Sunday 2024-03-10: Saturday → Monday is 47 hours.
    const saturday = new Date(2024, 2, 9, 0, 0);
    const monday = new Date(2024, 2, 11, 0, 0);
    expect(monday.getTime() - saturday.getTime()).toBe(47 * 3_600_000);
    expect(isEligibleDate(monday, saturday)).toBe(true);
    expect(firstEligibleDate(saturday).getDate()).toBe(11);
  });

  it('counts calendar days when a day is 25 hours long', () => {
    // Clocks fall back on Sunday 2024-11-03: Friday 2024-11-01 + 3 = Monday.
    const friday = new Date(2024, 10, 1, 23, 30);
    expect(isEligibleDate(new Date(2024, 10, 4, 0, 0), friday)).toBe(true);
    expect(isEligibleDate(new Date(2024, 10, 3, 23, 59), friday)).toBe(false);
  });
});
