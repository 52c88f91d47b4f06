import { EVENTS_NEAR_MILES, MAX_EVENTS } from '../../../lib/events.ts';
import { eventBySlug, homeCenterEvents, type HomeCenterEvent } from '../../domain/events.ts';
import { builder } from '../builder.ts';
import { DealerType } from './dealers.ts';

const EventsWhenEnum = builder.enumType('EventsWhen', {
  values: ['upcoming', 'past'] as const,
});

const HomeCenterEventType = builder.objectRef<HomeCenterEvent>('HomeCenterEvent').implement({
  description: 'A home center’s event (SPEC §1 news and events): an open house, a workshop …',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Its page: /event/{slug}' }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    body: t.exposeString('body', { description: 'Paragraphs separated by blank lines' }),
    place: t.exposeString('place'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    dealer: t.field({ type: DealerType, resolve: (event) => event.dealerId }),
  }),
});

builder.queryField('homeCenterEvents', (t) =>
  t.field({
    type: [HomeCenterEventType],
    description: `A home center’s events (lotNumber), those of the home centers within ${EVENTS_NEAR_MILES} miles of a ZIP code’s centre (near: 5 digits; an unknown one gives []), or every home center’s (neither): upcoming soonest first (under way counts), or past latest first; first 1–${MAX_EVENTS}.`,
    args: {
      lotNumber: t.arg.string({ required: false }),
      near: t.arg.string({ required: false }),
      when: t.arg({ type: EventsWhenEnum, defaultValue: 'upcoming' }),
      first: t.arg.int({ defaultValue: 6 }),
    },
    resolve: (_root, args, ctx) =>
      homeCenterEvents(ctx, {
        lotNumber: args.lotNumber ?? null,
        near: args.near ?? null,
        when: args.when ?? 'upcoming',
        first: args.first ?? 6,
      }),
  }),
);

builder.queryField('getEvent', (t) =>
  t.field({
    type: HomeCenterEventType,
    nullable: true,
    description: 'One event by its slug (/event/{slug}); null when unknown',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => eventBySlug(ctx, args.slug),
  }),
);
