import { builder } from '../builder.ts';
import { locationByPostalCode, type Location } from '../../domain/places.ts';

export const LocationType = builder.objectRef<Location>('Location').implement({
  description: 'A US place: postal code, city, county and coordinates',
  fields: (t) => ({
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    county: t.exposeString('county', { nullable: true }),
    state: t.exposeString('state'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    cityStateFormatted: t.exposeString('cityStateFormatted'),
  }),
});

builder.queryField('location', (t) =>
  t.field({
    type: LocationType,
    nullable: true,
    description:
      'The place for a postal code. Only exactly 5 characters are looked up (SPEC §5); anything else gives null.',
    args: { postalCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => locationByPostalCode(ctx, args.postalCode),
  }),
);
