import { SEARCH_RADIUS_MILES } from './home-search.ts';

/** The most events one `homeCenterEvents` call answers (its `first`). */
export const MAX_EVENTS = 250;
/** Upcoming events /news-events shows at first, and how many more each "Show more" adds. */
export const EVENTS_PAGE = 12;
/** The most /news-events shows: a bounded page, whatever `?events=` asks. */
export const MAX_EVENTS_SHOWN = 240;

/**
 * How many upcoming events /news-events shows for its `?events=` parameter:
 * a whole number of pages from one to MAX_EVENTS_SHOWN's worth; anything
 * else is the first page.
 */
export function eventsShown(raw: string | null): number {
  const asked = Number(raw);
  if (!Number.isInteger(asked) || asked < EVENTS_PAGE) return EVENTS_PAGE;
  return Math.min(asked - (asked % EVENTS_PAGE), MAX_EVENTS_SHOWN);
}

/**
 * How far from a buyer's place /news-events looks for events: the homes
 * search's own radius, a drive a buyer makes for an open house.
 */
export const EVENTS_NEAR_MILES = SEARCH_RADIUS_MILES;
