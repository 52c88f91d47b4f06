import { describe, expect, it } from 'vitest';
import { eventTimeText, timeZoneOf, zonedInstant } from './time-zones.ts';

describe('home center time', () => {
  it('picks the zone of the state, and of eastern Tennessee', () => {
    expect(timeZoneOf({ state: 'TX' })).toBe('America/Chicago');
    expect(timeZoneOf({ state: 'TN', postalCode: '37918' })).toBe('America/New_York');
    expect(timeZoneOf({ state: 'TN', postalCode: '37203' })).toBe('America/Chicago');
    expect(timeZoneOf({ state: 'ZZ' })).toBe('America/Chicago');
  });

  it.each([
    // Tennessee's line runs west of Chattanooga and over the Cumberland Plateau.
    ['TN', '37388', 'America/Chicago'], // Tullahoma
    ['TN', '37398', 'America/Chicago'], // Winchester
    ['TN', '37311', 'America/New_York'], // Cleveland
    ['TN', '37303', 'America/New_York'], // Athens
    ['TN', '37402', 'America/New_York'], // Chattanooga
    ['TN', '38555', 'America/Chicago'], // Crossville
    ['KY', '42101', 'America/Chicago'], // Bowling Green
    ['KY', '42001', 'America/Chicago'], // Paducah
    ['KY', '42301', 'America/Chicago'], // Owensboro
    ['KY', '42701', 'America/New_York'], // Elizabethtown
    ['KY', '42501', 'America/New_York'], // Somerset
    ['FL', '32501', 'America/Chicago'], // Pensacola
    ['FL', '32536', 'America/Chicago'], // Crestview
    ['FL', '32456', 'America/New_York'], // Port St. Joe
    ['FL', '32301', 'America/New_York'], // Tallahassee
    ['IN', '47708', 'America/Chicago'], // Evansville
    ['IN', '46402', 'America/Chicago'], // Gary
    ['IN', '47807', 'America/Indiana/Indianapolis'], // Terre Haute
    ['TX', '79901', 'America/Denver'], // El Paso
    ['TX', '79830', 'America/Chicago'], // Alpine
    ['ID', '83814', 'America/Los_Angeles'], // Coeur d'Alene
    ['ID', '83702', 'America/Boise'], // Boise
  ])('keeps %s %s on %s', (state, postalCode, zone) => {
    expect(timeZoneOf({ state, postalCode })).toBe(zone);
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
