const SUNDAY = 0;
const FRIDAY = 5;
/** Normal lead time for appointment and delivery requests, in calendar days. */
export const MIN_DAYS_AHEAD = 2;
/** On Fridays the weekend eats a day, so one more is needed. */
export const MIN_DAYS_AHEAD_FRIDAY = 3;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date given as a `Date` or a `YYYY-MM-DD` calendar date string. */
export type DateInput = Date | string;

/**
 * Reads the local calendar date. `YYYY-MM-DD` strings are read as local dates
 * because `new Date('2024-05-10')` would be UTC midnight and shift a day west of UTC.
 */
function toLocalDay(value: DateInput): Date | null {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (!match) return null;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const day = new Date(y, m - 1, d);
    // Rejects overflowing dates such as 2024-02-30 instead of rolling them over.
    if (day.getFullYear() !== y || day.getMonth() !== m - 1 || day.getDate() !== d) return null;
    return day;
  }
  if (Number.isNaN(value.getTime())) return null;
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30, not 12/05/2026). */
export function isCalendarDate(text: string): boolean {
  return toLocalDay(text) !== null;
}

/** `YYYY-MM-DD` as its year, month (1–12) and day; null when it is not a real calendar day. */
export function calendarDay(text: string): { year: number; month: number; day: number } | null {
  const day = toLocalDay(text);
  return day ? { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() } : null;
}

/** Whole calendar days from `from` to `to`; counted in UTC so DST changes cannot skew it. */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / MS_PER_DAY);
}

/** Minimum calendar days between today and a requested date. */
export function minDaysAhead(now: Date = new Date()): number {
  return now.getDay() === FRIDAY ? MIN_DAYS_AHEAD_FRIDAY : MIN_DAYS_AHEAD;
}

/**
 * A requested date is eligible when it is at least two calendar days after today
 * (three when today is a Friday) and is not a Sunday. Time of day is ignored.
 * Invalid dates are never eligible. `now` may be today's calendar date itself
 * (`YYYY-MM-DD`), as a place other than this process's time zone counts it.
 */
export function isEligibleDate(date: DateInput, now: DateInput = new Date()): boolean {
  const day = toLocalDay(date);
  const today = toLocalDay(now);
  if (!day || !today) return false;
  if (day.getDay() === SUNDAY) return false;
  return calendarDaysBetween(today, day) >= minDaysAhead(today);
}

/** A real calendar day (`YYYY-MM-DD`) that is a Sunday. */
export function isSunday(date: DateInput): boolean {
  return toLocalDay(date)?.getDay() === SUNDAY;
}

/**
 * How far ahead a visit may be asked for (not SPEC's: docs/rules.md). A home
 * center plans its weeks; a day months away is a call, not a form.
 */
export const MAX_VISIT_DAYS_AHEAD = 90;

/** The last day a visit may be asked for, at local midnight; `now` as isEligibleDate takes it. */
export function lastVisitDate(now: DateInput = new Date()): Date {
  const today = toLocalDay(now);
  if (!today) throw new RangeError('lastVisitDate: invalid current date');
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + MAX_VISIT_DAYS_AHEAD);
}

/** A date no later than lastVisitDate; invalid dates are not. */
export function isWithinVisitWindow(date: DateInput, now: DateInput = new Date()): boolean {
  const day = toLocalDay(date);
  const today = toLocalDay(now);
  if (!day || !today) return false;
  return calendarDaysBetween(today, day) <= MAX_VISIT_DAYS_AHEAD;
}

/** The earliest eligible date, at local midnight; `now` as isEligibleDate takes it. */
export function firstEligibleDate(now: DateInput = new Date()): Date {
  const today = toLocalDay(now);
  if (!today) throw new RangeError('firstEligibleDate: invalid current date');
  const day = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + minDaysAhead(today),
  );
  // Never triggers with today's lead times (only Friday + 2 is a Sunday, and Friday needs 3);
  // kept so a changed lead time can never offer a Sunday. Monday follows, so one step suffices.
  if (day.getDay() === SUNDAY) day.setDate(day.getDate() + 1);
  return day;
}
