// Where a promotion stands on a day (issue 12: "an expired one says so"), and
// who takes part, in words. Its days are calendar days, inclusive.
export type PromotionDates = { starts: string; ends: string; states: readonly string[] | null };
export type PromotionStatus = 'upcoming' | 'running' | 'ended';

export function promotionStatus(promotion: PromotionDates, today: string): PromotionStatus {
  if (today < promotion.starts) return 'upcoming';
  return today > promotion.ends ? 'ended' : 'running';
}

// Formatters made once: toLocaleDateString builds one per call (about 50 µs).
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The home centers' part of the world, where no one home center's is known. */
export const HOME_CENTERS_TIME_ZONE = 'America/Chicago';
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** 2026-11-01 → Nov 1, 2026 */
export function shortDate(isoDay: string): string {
  return SHORT_DATE.format(new Date(`${isoDay}T12:00:00Z`));
}

export function promotionWhen(promotion: PromotionDates, today: string): string {
  const span = `${shortDate(promotion.starts)} to ${shortDate(promotion.ends)}`;
  const status = promotionStatus(promotion, today);
  if (status === 'ended') return `Ended ${shortDate(promotion.ends)} (it ran ${span})`;
  if (status === 'upcoming') return `Starts ${shortDate(promotion.starts)} (${span})`;
  return `On now, until ${shortDate(promotion.ends)}`;
}

export function promotionWhere(promotion: PromotionDates): string {
  const states = promotion.states ?? [];
  if (states.length === 0) return 'At every home center';
  return `At home centers in ${statesList(states)}`;
}

function statesList(states: readonly string[]): string {
  return states.length === 1
    ? states[0]!
    : `${states.slice(0, -1).join(', ')} and ${states.at(-1)}`;
}

/** What an offer's ZIP code is for: only a home center taking part answers (server/domain/leads.ts). */
export function promotionZipHint(states: readonly string[] | null): string {
  return states?.length
    ? `The nearest home center taking part answers: one in ${statesList(states)}.`
    : 'The nearest home center taking part answers.';
}

/** Today as a calendar day in a time zone: a home center's, else the home centers' part of the world (US Central). */
export function todayIso(
  now: Date = new Date(),
  timeZone: string = HOME_CENTERS_TIME_ZONE,
): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

/** SPEC §2's thank-you path of a promotion: red-tag's has a trailing slash, the others none. */
export function promotionThankYouPath(slug: string): string {
  return `/special-offers/${slug}/thank-you${slug === 'red-tag-sales-event' ? '/' : ''}`;
}
