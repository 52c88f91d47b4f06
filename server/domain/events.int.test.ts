// A home center's events (issue 12): coming up soonest first (one under way
// still counts), past latest first, of one home center or of all; seeded at
// the home center's own clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_NEAR_MILES } from '../../lib/events.ts';
import { timeZoneOf } from '../../lib/time-zones.ts';
import { dealers, events } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { UserInputError } from './errors.ts';
import { eventBySlug, homeCenterEvents } from './events.ts';
import { earthMeters, earthPoint, METERS_PER_MILE } from './geo.ts';
import { locationByPostalCode } from './places.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { dealers: 12, listings: 40 });
});

afterAll(async () => {
  await database?.close();
});

describe('events (issue 12)', () => {
  it('lists coming and past events in order, split at a given moment', async () => {
    const ctx = { db: database.db, viewer: null };
    const all = await database.db.select().from(events);
    expect(all.length).toBeGreaterThan(5);
    // A moment in the middle of one event: it is still coming up.
    const during = all[0]!;
    const now = new Date(during.startsAt.getTime() + 60_000);
    const upcoming = await homeCenterEvents(
      ctx,
      { lotNumber: null, when: 'upcoming', first: 24 },
      now,
    );
    const past = await homeCenterEvents(ctx, { lotNumber: null, when: 'past', first: 24 }, now);
    expect(upcoming.every((e) => e.endsAt >= now)).toBe(true);
    expect(past.every((e) => e.endsAt < now)).toBe(true);
    expect(upcoming.map((e) => e.slug)).toContain(during.slug);
    const starts = upcoming.map((e) => e.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ended = past.map((e) => e.startsAt.getTime());
    expect(ended).toEqual([...ended].sort((a, b) => b - a));
    const [dealer] = await database.db.select().from(dealers).limit(1);
    const own = await homeCenterEvents(
      ctx,
      { lotNumber: dealer!.lotNumber, when: 'upcoming', first: 24 },
      new Date(0),
    );
    expect(own.every((e) => e.dealerId === dealer!.dealerId)).toBe(true);
    expect(await eventBySlug(ctx, during.slug)).toMatchObject({ title: during.title });
    expect(await eventBySlug(ctx, 'no-such-event')).toBeNull();
  });

  it('keeps to the home centers within the search’s radius of a ZIP code (near)', async () => {
    const ctx = { db: database.db, viewer: null };
    const all = await database.db.select().from(dealers);
    const milesApart = (a: { latitude: number; longitude: number }, b: typeof a) =>
      earthMeters(earthPoint(a), earthPoint(b)) / METERS_PER_MILE;
    // A home center with another within the radius and one beyond it, if the seed has one.
    const [home] = all.filter((dealer) => all.some((other) => milesApart(dealer, other) > 300));
    expect(home).toBeDefined();
    const place = (await locationByPostalCode(ctx, home!.postalCode))!;
    const near = all.filter((dealer) => milesApart(place, dealer) <= EVENTS_NEAR_MILES);
    const found = await homeCenterEvents(
      ctx,
      { lotNumber: null, near: home!.postalCode, when: 'upcoming', first: 250 },
      new Date(0),
    );
    const everyOne = await homeCenterEvents(
      ctx,
      { lotNumber: null, when: 'upcoming', first: 250 },
      new Date(0),
    );
    const nearIds = new Set(near.map((dealer) => dealer.dealerId));
    expect(found.map((e) => e.slug)).toEqual(
      everyOne.filter((e) => nearIds.has(e.dealerId)).map((e) => e.slug),
    );
    expect(found.some((e) => e.dealerId === home!.dealerId)).toBe(true);
    expect(found.length).toBeLessThan(everyOne.length);
    // A ZIP code we do not know has nothing near it; one that is not 5 digits is refused.
    expect(
      await homeCenterEvents(ctx, { lotNumber: null, near: '00000', when: 'upcoming', first: 5 }),
    ).toEqual([]);
    await expect(
      homeCenterEvents(ctx, { lotNumber: null, near: '3791', when: 'upcoming', first: 5 }),
    ).rejects.toBeInstanceOf(UserInputError);
  });

  it('seeds each event at its home center’s own clock, ending after it starts', async () => {
    const rows = await database.db
      .select({ event: events, dealer: dealers })
      .from(events)
      .innerJoin(dealers, eq(dealers.dealerId, events.dealerId));
    for (const { event, dealer } of rows) {
      expect(event.endsAt > event.startsAt).toBe(true);
      const hour = Number(
        event.startsAt.toLocaleString('en-US', {
          hour: 'numeric',
          hour12: false,
          timeZone: timeZoneOf(dealer),
        }),
      );
      expect([9, 10, 11, 18]).toContain(hour);
    }
  });
});
