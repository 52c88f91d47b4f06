// A home center's event as a card (issue 12): /news-events and its home page.
import { eventTimeText, timeZoneOf } from '../../../lib/time-zones.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { EventCardFields } from '../../graphql/documents/content.ts';
import { SiteLink } from '../site-link.tsx';

export type EventCardData = ResultOf<typeof EventCardFields>;

export function EventCard({ event, past = false }: { event: EventCardData; past?: boolean }) {
  return (
    <article className="relative flex w-full flex-col rounded-lg border border-brand-100 p-5 hover:border-brand-600">
      <p className="text-sm font-semibold text-accent-700">
        {past ? 'Past event · ' : ''}
        {eventTimeText(event.startsAt, event.endsAt, timeZoneOf(event.dealer))}
      </p>
      <h3 className="mt-1 text-lg font-semibold text-brand-900">
        <SiteLink to={`/event/${event.slug}`} className="after:absolute after:inset-0">
          {event.title}
        </SiteLink>
      </h3>
      <p className="mt-2 text-muted">{event.summary}</p>
      <p className="mt-auto pt-3 text-sm text-muted">{event.dealer.name}</p>
    </article>
  );
}
