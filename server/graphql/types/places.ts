import { LOCATION_SOURCES } from '../../../lib/location-source.ts';
import {
  DEFAULT_LOCATION_SUGGESTIONS,
  resolveLocation,
  searchLocations,
  type FoundLocation,
  type Location,
} from '../../domain/places.ts';
import { builder } from '../builder.ts';

const LocationSourceEnum = builder.enumType('LocationSource', {
  description: 'Which input gave a location (SPEC §5 precedence: postalCode, ip, search)',
  values: LOCATION_SOURCES,
});

export const LocationType = builder.objectRef<Location | FoundLocation>('Location').implement({
  description: 'A US place: postal code, city, county and coordinates',
  fields: (t) => ({
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    county: t.exposeString('county', { nullable: true }),
    state: t.exposeString('state'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    cityStateFormatted: t.exposeString('cityStateFormatted'),
    source: t.field({
      type: LocationSourceEnum,
      nullable: true,
      description: 'Which input of the location query gave it; null elsewhere',
      resolve: (l) => ('source' in l ? l.source : null),
    }),
  }),
});

builder.queryField('location', (t) =>
  t.field({
    type: LocationType,
    nullable: true,
    description:
      'The place for a visitor (SPEC §5): the postal code when it is exactly 5 characters and known, else the caller’s IP address (when an IP database is configured), else the best match for search ("knoxvile tn", "Knoxville, TN"). null when none gives a place.',
    args: {
      postalCode: t.arg.string({ required: false }),
      search: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      resolveLocation(
        ctx,
        { postalCode: args.postalCode, search: args.search, ip: ctx.ip },
        ctx.ipLocation,
      ),
  }),
);

builder.queryField('locationSearch', (t) =>
  t.field({
    type: [LocationType],
    description:
      'Place suggestions for typed text, best first, one per city (its most central postal code); typos tolerated. 5 digits look up that postal code.',
    args: {
      search: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: DEFAULT_LOCATION_SUGGESTIONS }),
    },
    resolve: (_root, args, ctx) =>
      searchLocations(ctx, args.search, args.first ?? DEFAULT_LOCATION_SUGGESTIONS),
  }),
);
