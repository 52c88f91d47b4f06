// The days a home center is closed whatever its hours say: the US holidays a
// lot keeps shut. Visits are not booked on them; events are not put on them,
// nor on the eves families keep (Christmas Eve, New Year's Eve).
import { calendarDay } from './eligible-date.ts';

/** The fourth Thursday of November: US Thanksgiving, day of the month. */
function thanksgivingDay(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 21;
}

/** The holiday `date` (`YYYY-MM-DD`) is, when the home centers are closed on it; else null. */
export function closedHoliday(date: string): string | null {
  const at = calendarDay(date);
  if (!at) return null;
  const { year, month, day } = at;
  if (month === 1 && day === 1) return 'New Year’s Day';
  if (month === 7 && day === 4) return 'Independence Day';
  if (month === 11 && day === thanksgivingDay(year)) return 'Thanksgiving';
  if (month === 12 && day === 25) return 'Christmas Day';
  return null;
}

/** Whether no event should be put on `date`: a closed holiday or the eve families keep. */
export function isClosedDay(date: string): boolean {
  const at = calendarDay(date);
  if (!at) return false;
  return closedHoliday(date) !== null || (at.month === 12 && (at.day === 24 || at.day === 31));
}
