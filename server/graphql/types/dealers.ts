import { brandLabel } from '../../../lib/brands.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { dealersByIds, resolveDealer } from '../../domain/dealers.ts';
import { builder, type GraphQLContext } from '../builder.ts';

const HoursType = builder.objectRef<{ days: string; open: string }>('OpeningHours').implement({
  fields: (t) => ({ days: t.exposeString('days'), open: t.exposeString('open') }),
});

export const DealerType = builder.loadableObject('Dealer', {
  description: 'A home center (SPEC §3 Dealer)',
  load: async (ids: number[], ctx: GraphQLContext) => {
    const rows = await dealersByIds(ctx, ids);
    return ids.map(
      (id) => rows.find((r) => r.dealerId === id) ?? new Error(`Dealer ${id} not found`),
    );
  },
  fields: (t) => ({
    dealerId: t.exposeInt('dealerId'),
    dealerNumber: t.exposeString('dealerNumber'),
    lotNumber: t.exposeString('lotNumber'),
    region: t.exposeString('region'),
    zone: t.exposeString('zone'),
    brandAcronym: t.exposeString('brandAcronym'),
    brandLabel: t.string({ resolve: (d) => brandLabel(d.brandAcronym) }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    websiteTemplate: t.exposeString('websiteTemplate'),
    phone: t.exposeString('phone'),
    phoneFormatted: t.string({
      description: '(###) ###-#### when the number has exactly 10 digits, else the raw value',
      resolve: (d) => formatPhone(d.phone) ?? d.phone,
    }),
    email: t.exposeString('email'),
    address1: t.exposeString('address1'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    hours: t.field({ type: [HoursType], resolve: (d) => d.hours }),
    description: t.exposeString('description'),
  }),
});

builder.queryField('getDealer', (t) =>
  t.field({
    type: DealerType,
    nullable: true,
    description:
      'The home center for a request host (its own host name, or {slug}.localhost) or else for a lot number; null on the corporate site.',
    args: {
      lotNumber: t.arg.string({ required: false }),
      host: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => resolveDealer(ctx, args),
  }),
);
