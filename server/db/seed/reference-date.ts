// Every date in the seed is an offset from one fixed day, so runs never differ.

export const REFERENCE_DATE = '2026-11-01';
export const REFERENCE_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);

const DAY_MS = 86_400_000;

/** `days` (and optional `seconds`) before the reference date. */
export function daysBefore(days: number, seconds = 0): Date {
  return new Date(REFERENCE_MS - days * DAY_MS - seconds * 1000);
}

/** A time between `fromDays` and `toDays` before the reference date, to the second. */
export function randomPastDate(
  random: { int(min: number, max: number): number },
  fromDays: number,
  toDays: number,
): Date {
  return daysBefore(random.int(fromDays, toDays), random.int(0, 86_399));
}
