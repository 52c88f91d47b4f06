import { TRACKING_EVENT_NAMES } from '../../../lib/portal-fields.ts';
import { trackEvent } from '../../domain/tracking.ts';
import { builder } from '../builder.ts';

const TrackingEventNameEnum = builder.enumType('TrackingEventName', {
  description: 'SPEC §9: what a tracking event records',
  values: TRACKING_EVENT_NAMES,
});

const TrackingPropertyInput = builder.inputType('TrackingPropertyInput', {
  fields: (t) => ({
    key: t.string({
      required: true,
      description: 'At most 40 characters: a letter, then letters, digits, _, . or -',
    }),
    value: t.string({ required: true, description: 'At most 200 characters' }),
  }),
});

builder.mutationField('trackEvent', (t) =>
  t.field({
    type: 'Boolean',
    nullable: true,
    description:
      'SPEC §9 tracking, first-party: records an event. Needs no token; a valid one ties the event to the caller’s user. location and referrer are cut at 512 characters; at most 10 properties. 600 an hour per address (RATE_LIMITED).',
    args: {
      name: t.arg({ type: TrackingEventNameEnum, required: true }),
      location: t.arg.string({ required: false }),
      referrer: t.arg.string({ required: false }),
      properties: t.arg({ type: [TrackingPropertyInput], required: false }),
    },
    resolve: (_root, args, ctx) => trackEvent(ctx, args),
  }),
);
