// A home center's events (issue 12): what a real lot puts on through the
// year. Dates are offsets from the seed's reference day (2026-11-01), from
// three months before it to ten months after, so a site has past and coming
// events for a good while; times are the home center's own clock.
import type { events } from '../schema.ts';
import type { DealerRow } from './dealers.ts';
import { forkRandom } from './random.ts';
import { REFERENCE_MS } from './reference-date.ts';
import { isClosedDay } from '../../../lib/closed-days.ts';
import { openOn } from '../../../lib/opening-hours.ts';
import { timeZoneOf, zonedInstant } from '../../../lib/time-zones.ts';

export type EventRow = typeof events.$inferInsert & { eventId: number };

type Kind = {
  key: string;
  title: (city: string) => string;
  summary: string;
  body: string[];
  place: string;
  hours: [start: number, length: number];
  /** Saturdays only. */
  weekend: boolean;
};

const KINDS: Kind[] = [
  {
    key: 'open-house',
    title: (city) => `Saturday open house in ${city}`,
    summary:
      'Every home on the lot open to walk through, with the team on hand to answer questions.',
    body: [
      'Walk through every home on our lot at your own pace: single-section and multi-section, manufactured and modular. Doors are open and the lights are on.',
      'Bring your questions about land, delivery and what a home costs all in. If you already have a floor plan in mind, tell us when you arrive and we will start there.',
      'No appointment needed. Refreshments on the porch.',
    ],
    place: 'On our lot',
    hours: [10, 6],
    weekend: true,
  },
  {
    key: 'first-time-buyers',
    title: () => 'First-time buyer workshop',
    summary: 'An hour on how buying a manufactured or modular home works, from budget to move-in.',
    body: [
      'An hour for people buying their first home: the steps from budget to move-in, what to ask about land and site work, and how home-only and land-and-home loans differ.',
      'It is a class, not a sales pitch. Nothing said is an offer of credit; bring your questions and a notebook.',
      'Seats are limited: call us to save one, or just come by.',
    ],
    place: 'In our sales office',
    hours: [18, 1],
    weekend: false,
  },
  {
    key: 'land-and-site-prep',
    title: () => 'Land and site preparation night',
    summary:
      'What your land needs before a home arrives: permits, septic, well, driveway and foundation.',
    body: [
      'Have land, or looking at some? We walk through what it needs before a home can be delivered: the county permit, a perc test and septic, well or water, power, a driveway the truck can use, and the foundation.',
      'A local site contractor joins us to answer questions about clearing and grading.',
    ],
    place: 'In our sales office',
    hours: [18, 2],
    weekend: false,
  },
  {
    key: 'community-cookout',
    title: (city) => `Homeowners' cookout in ${city}`,
    summary:
      'A thank-you cookout for the families we have delivered homes to, and anyone thinking of joining them.',
    body: [
      'Every year we invite the families we have delivered homes to for burgers and a chance to catch up. Thinking of buying? Come talk to people who already have.',
      'Bring the kids; there will be games on the lawn.',
    ],
    place: 'On our lot',
    hours: [11, 4],
    weekend: true,
  },
  {
    key: 'model-home-tour',
    title: () => 'New floor plans on display',
    summary: 'The newest homes on our lot, set up and decorated so you can picture living there.',
    body: [
      'Our newest homes have arrived and are set up on the lot. Come see the floor plans in person; a picture never shows how a room feels.',
      'Ask us which ones can be ordered for your land, and how long building and delivery take from the plant right now.',
    ],
    place: 'On our lot',
    hours: [9, 8],
    weekend: true,
  },
];

const DAY_MS = 86_400_000;

/**
 * An event's start and end hour on the home center's clock. A Saturday event
 * on the lot keeps to the center's Saturday hours (a 9-to-5 tour at a lot
 * open 10 to 4 runs 10 to 4); a weekday evening class is after hours on purpose.
 */
function eventHours(kind: Kind, dealer: DealerRow): [start: number, end: number] {
  const [start, length] = kind.hours;
  const open = kind.weekend ? openOn(dealer.hours, 'Sat') : null;
  if (!open) return [start, start + length];
  return [Math.max(start, open.opens), Math.min(start + length, open.closes)];
}

/** The calendar day `day` days after the seed's reference day. */
function dayOf(day: number): string {
  return new Date(REFERENCE_MS + day * DAY_MS).toISOString().slice(0, 10);
}

export function generateEvents(seed: number, dealers: readonly DealerRow[]): EventRow[] {
  const r = forkRandom(seed, 'events');
  const rows: EventRow[] = [];
  for (const dealer of dealers) {
    const count = r.weighted([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 2],
    ]);
    // The flagship (lot 1, the site's example) always has one past and two coming events.
    const flagship = dealer.dealerId === 1;
    const days = flagship ? [-40, 40, 95] : null;
    for (const [i, kind] of r.sample(KINDS, flagship ? 3 : count).entries()) {
      let day = days?.[i] ?? r.int(-90, 300);
      // Move to the event's weekday: Saturday for weekend events, else a Tuesday or Thursday.
      const weekday = new Date(REFERENCE_MS + day * DAY_MS).getUTCDay();
      const wanted = kind.weekend ? 6 : r.chance(0.5) ? 2 : 4;
      day += (wanted - weekday + 7) % 7;
      // Not on a day the lot is closed (Christmas Eve, Thanksgiving): the same weekday after.
      while (isClosedDay(dayOf(day))) day += 7;
      const [start, end] = eventHours(kind, dealer);
      const date = dayOf(day);
      // The home center's own clock: 10 am in Knoxville is 10 am Eastern.
      const startsAt = zonedInstant(date, start, timeZoneOf(dealer));
      const endsAt = new Date(startsAt.getTime() + (end - start) * 3_600_000);
      rows.push({
        eventId: rows.length + 1,
        dealerId: dealer.dealerId,
        slug: `${dealer.slug}-${kind.key}-${date}`,
        title: kind.title(dealer.city),
        summary: kind.summary,
        body: kind.body.join('\n\n'),
        place: `${kind.place}, ${dealer.address1}, ${dealer.city}, ${dealer.state}`,
        startsAt,
        endsAt,
      });
    }
  }
  return rows;
}
