import { describe, expect, it } from 'vitest';
import { EVENTS_PAGE, eventsShown, MAX_EVENTS, MAX_EVENTS_SHOWN } from './events.ts';

describe('eventsShown', () => {
  it('shows a whole number of pages, the first page for anything unreadable, never past the bound', () => {
    expect(eventsShown(null)).toBe(EVENTS_PAGE);
    expect(eventsShown('abc')).toBe(EVENTS_PAGE);
    expect(eventsShown('-24')).toBe(EVENTS_PAGE);
    expect(eventsShown('5')).toBe(EVENTS_PAGE);
    expect(eventsShown('24')).toBe(24);
    expect(eventsShown('30')).toBe(24);
    expect(eventsShown('1e9')).toBe(MAX_EVENTS_SHOWN);
    // One more than is shown says whether there are more: the API must answer it.
    expect(MAX_EVENTS_SHOWN + 1).toBeLessThanOrEqual(MAX_EVENTS);
    expect(MAX_EVENTS_SHOWN % EVENTS_PAGE).toBe(0);
  });
});
