import { brandLabel } from '../../../lib/brands.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { DEALERS_NEAR_MILES } from '../../../lib/distance.ts';
import {
  allHomeCenters,
  dealersByIds,
  dealersNear,
  MAX_DEALERS_NEAR,
  resolveDealer,
  salesAgentsByDealerIds,
  type DealerDistance,
  type SalesAgent,
} from '../../domain/dealers.ts';
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

const SalesAgentType = builder.objectRef<SalesAgent>('SalesAgent').implement({
  description: 'A person of a home center’s team (SPEC §3, §9)',
  fields: (t) => ({
    salesAgentId: t.exposeInt('salesAgentId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    salesAgentTitle: t.exposeString('salesAgentTitle'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    phoneFormatted: t.string({
      nullable: true,
      description: '(###) ###-#### when the number has exactly 10 digits, else null',
      resolve: (agent) => formatPhone(agent.phone),
    }),
    bio: t.exposeString('bio'),
  }),
});

builder.objectFields(DealerType, (t) => ({
  salesAgents: t.loadableList({
    type: SalesAgentType,
    description:
      'The home center’s team in SPEC §9’s order: shuffled, then by title (home center manager first, any other title last)',
    load: async (ids: number[], ctx: GraphQLContext) => {
      const teams = await salesAgentsByDealerIds(ctx, ids);
      return ids.map((id) => teams.get(id) ?? []);
    },
    resolve: (dealer) => dealer.dealerId,
  }),
}));

const DealerDistanceType = builder.objectRef<DealerDistance>('DealerDistance').implement({
  description: 'A home center and how far it is',
  fields: (t) => ({
    dealer: t.field({ type: DealerType, resolve: (near) => near.dealer }),
    distance: t.exposeFloat('distance', { description: 'Miles from the ZIP code’s centre' }),
  }),
});

builder.queryField('dealersNear', (t) =>
  t.field({
    type: [DealerDistanceType],
    description: `Home centers within ${DEALERS_NEAR_MILES} miles of a ZIP code’s centre, nearest first (the corporate portal’s “your home center”). postalCode must be 5 digits; an unknown one gives []. limit 1–${MAX_DEALERS_NEAR}.`,
    args: {
      postalCode: t.arg.string({ required: true }),
      limit: t.arg.int({ required: false, defaultValue: 3 }),
    },
    resolve: (_root, args, ctx) => dealersNear(ctx, args),
  }),
);

builder.queryField('homeCenters', (t) =>
  t.field({
    type: [DealerType],
    description: 'Every home center, by state, then town (issue 12: the company’s About page)',
    resolve: (_root, _args, ctx) => allHomeCenters(ctx),
  }),
);
