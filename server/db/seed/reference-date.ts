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

/**
 * A date drawn for a home center's past (`fromDays` or more before the
 * reference date), moved to after the day it opened when it opened later: a
 * family cannot have a home delivered by a home center not yet open. The draw
 * itself stays, so the rest of the seed is unchanged.
 */
export function afterOpening(date: Date, opened: Date | null, fromDays: number): Date {
  if (!opened || date >= opened) return date;
  const span = daysBefore(fromDays).getTime() - opened.getTime();
  return new Date(opened.getTime() + ((opened.getTime() - date.getTime()) % span));
}
