// A home center's events (SPEC §1 news and events; issue 12).
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { MAX_EVENTS } from '../../lib/events.ts';
import { dealers, events } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';

export type HomeCenterEvent = typeof events.$inferSelect;
export type EventsWhen = 'upcoming' | 'past';

/**
 * Events of a home center (or of every one), coming soonest first, or past
 * latest first. An event under way counts as coming until it ends.
 */
export async function homeCenterEvents(
  ctx: DomainContext,
  input: { lotNumber: string | null; when: EventsWhen; first: number },
  now = new Date(),
): Promise<HomeCenterEvent[]> {
  if (!Number.isInteger(input.first) || input.first < 1 || input.first > MAX_EVENTS) {
    throw new UserInputError(`first must be a whole number from 1 to ${MAX_EVENTS}`, 'first');
  }
  const upcoming = input.when === 'upcoming';
  const rows = await ctx.db
    .select({ event: events })
    .from(events)
    .innerJoin(dealers, eq(dealers.dealerId, events.dealerId))
    .where(
      and(
        input.lotNumber ? eq(dealers.lotNumber, input.lotNumber) : undefined,
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
