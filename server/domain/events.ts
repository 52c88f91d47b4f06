// A home center's events (SPEC §1 news and events; issue 12).
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { EVENTS_NEAR_MILES, MAX_EVENTS } from '../../lib/events.ts';
import { isPostalCode } from '../../lib/location-source.ts';
import { dealers, events } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { dealersWithin } from './dealers.ts';
import { UserInputError } from './errors.ts';
import { locationByPostalCode } from './places.ts';

export type HomeCenterEvent = typeof events.$inferSelect;
export type EventsWhen = 'upcoming' | 'past';

/**
 * Events of a home center (or of every one, or of those within
 * EVENTS_NEAR_MILES of a ZIP code's centre: `near`), coming soonest first, or
 * past latest first. An event under way counts as coming until it ends.
 */
export async function homeCenterEvents(
  ctx: DomainContext,
  input: { lotNumber: string | null; near?: string | null; when: EventsWhen; first: number },
  now = new Date(),
): Promise<HomeCenterEvent[]> {
  if (!Number.isInteger(input.first) || input.first < 1 || input.first > MAX_EVENTS) {
    throw new UserInputError(`first must be a whole number from 1 to ${MAX_EVENTS}`, 'first');
  }
  let nearBy: SQL | undefined;
  if (input.near != null) {
    if (!isPostalCode(input.near)) throw new UserInputError('near must be 5 digits', 'near');
    const place = await locationByPostalCode(ctx, input.near);
    if (!place) return [];
    nearBy = dealersWithin(place, EVENTS_NEAR_MILES).within;
  }
  const upcoming = input.when === 'upcoming';
  const rows = await ctx.db
    .select({ event: events })
    .from(events)
    .innerJoin(dealers, eq(dealers.dealerId, events.dealerId))
    .where(
      and(
        input.lotNumber ? eq(dealers.lotNumber, input.lotNumber) : undefined,
        nearBy,
        upcoming ? gte(events.endsAt, now) : lt(events.endsAt, now),
      ),
    )
    .orderBy(upcoming ? asc(events.startsAt) : desc(events.startsAt), asc(events.eventId))
    .limit(input.first);
  return rows.map((row) => row.event);
}

export async function eventBySlug(
  ctx: DomainContext,
  slug: string,
): Promise<HomeCenterEvent | null> {
  if (slug.length > 200) return null;
  const [row] = await ctx.db.select().from(events).where(eq(events.slug, slug));
  return row ?? null;
}
