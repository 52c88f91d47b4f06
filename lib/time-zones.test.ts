import { describe, expect, it } from 'vitest';
import { eventTimeText, timeZoneOf, zonedInstant } from './time-zones.ts';

describe('home center time', () => {
  it('picks the zone of the state, and of eastern Tennessee', () => {
    expect(timeZoneOf({ state: 'TX' })).toBe('America/Chicago');
    expect(timeZoneOf({ state: 'TN', postalCode: '37918' })).toBe('America/New_York');
    expect(timeZoneOf({ state: 'TN', postalCode: '37203' })).toBe('America/Chicago');
    expect(timeZoneOf({ state: 'ZZ' })).toBe('America/Chicago');
  });

  it('finds the instant of a local time, in and out of daylight saving', () => {
    expect(zonedInstant('2026-11-14', 10, 'America/New_York').toISOString()).toBe(
      '2026-11-14T15:00:00.000Z',
    );
    expect(zonedInstant('2026-07-11', 10, 'America/Chicago').toISOString()).toBe(
      '2026-07-11T15:00:00.000Z',
    );
  });

  it('says when in words, in the home center’s zone', () => {
    expect(eventTimeText('2026-11-14T15:00:00Z', '2026-11-14T21:00:00Z', 'America/New_York')).toBe(
      'Saturday, Nov 14, 2026, 10:00 AM – 4:00 PM EST',
    );
  });
});
