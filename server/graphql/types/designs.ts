// SPEC §3 Design and §7 generateDesign, patchDesign (v2), getDesign /
// getDesignService (issue 13), and our additions: the caller's designs, a
// shared design by its link, deleting one. Ownership is the domain's
// (server/domain/designs.ts).
import DataLoader from 'dataloader';
import type { DesignContent } from '../../db/schema.ts';
import { modelBySalesModelId, type Model } from '../../domain/catalogue.ts';
import {
  deleteDesign,
  DESIGN_STATUS,
  designTotal,
  generateDesign,
  getDesign,
  myDesigns,
  patchDesign,
  designPricedAt,
  sharedDesign,
  submitDesign,
  type DesignRow,
  type SubmittedDesign,
} from '../../domain/designs.ts';
import { dealerByLotNumber } from '../../domain/dealers.ts';
import { builder } from '../builder.ts';
import { perContext } from './catalogue.ts';

const modelLoader = perContext(
  (ctx) =>
    new DataLoader<string, Model | null>(async (ids) =>
      Promise.all(ids.map((id) => modelBySalesModelId(ctx, id))),
    ),
);

const ConfigurationStateEnum = builder.enumType('ConfigurationState', {
  description: 'SPEC §4 configuration states, in order (transitions: docs/rules.md)',
  values: ['NEW', 'SAVED', 'SUBMITTED'] as const,
});

type Customization = DesignContent['customizations'][number];

const SelectionRefType = builder
  .objectRef<{ id: number; price: number }>('DesignSelection')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), price: t.exposeInt('price') }),
  });

const CustomizationType = builder.objectRef<Customization>('DesignCustomization').implement({
  description: 'One option of a design and its selection (SPEC §3 Design content)',
  fields: (t) => ({
    configuratorOptionId: t.exposeInt('configuratorOptionId'),
    selectionId: t.exposeInt('selectionId'),
    price: t.exposeInt('price', { description: 'Whole dollars, as priced when saved' }),
    selection: t.field({
      type: SelectionRefType,
      resolve: (c) => ({ id: c.selectionId, price: c.price }),
    }),
  }),
});

const DesignContentType = builder.objectRef<DesignContent>('DesignContent').implement({
  fields: (t) => ({
    salesModelId: t.exposeString('salesModelId'),
    basePrice: t.exposeInt('basePrice', { nullable: true }),
    customizations: t.field({ type: [CustomizationType], resolve: (c) => c.customizations }),
    options: t.field({
      type: [CustomizationType],
      description: 'The same list (SPEC §3: options or customizations)',
      resolve: (c) => c.customizations,
    }),
  }),
});

/** What anyone holding the share link may read: no owner, browser or link. */
const DesignFacts = builder.interfaceRef<DesignRow>('DesignFacts').implement({
  description: 'A design’s choices and state, as its owner and its share link see them',
  fields: (t) => ({
    createdDate: t.expose('createdAt', { type: 'DateTime' }),
    updatedDate: t.expose('updatedAt', { type: 'DateTime' }),
    isLocked: t.exposeBoolean('isLocked', {
      description: 'Sent to a home center: no more changes',
    }),
    status: t.string({
      description: 'New, Saved or Submitted (SPEC §3: New when absent)',
      resolve: (d) => DESIGN_STATUS[d.state] ?? 'New',
    }),
    configurationState: t.field({ type: ConfigurationStateEnum, resolve: (d) => d.state }),
    configuratorGuid: t.exposeString('configuratorGuid', { nullable: true }),
    configuratorVersion: t.exposeInt('configuratorVersion', { nullable: true }),
    version: t.exposeInt('configuratorVersion', { nullable: true, description: 'The same' }),
    content: t.field({ type: DesignContentType, nullable: true, resolve: (d) => d.content }),
    totalPrice: t.int({
      nullable: true,
      description: 'The base price and every selection’s, as saved; null when not priced',
      resolve: (d) => designTotal(d.content),
    }),
    modelNumber: t.string({
      nullable: true,
      resolve: async (d, _args, ctx) =>
        d.content
          ? ((await modelLoader(ctx).load(d.content.salesModelId))?.modelNumber ?? null)
          : null,
    }),
    modelName: t.string({
      nullable: true,
      resolve: async (d, _args, ctx) =>
        d.content ? ((await modelLoader(ctx).load(d.content.salesModelId))?.name ?? null) : null,
    }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    pricedAtHomeCenter: t.string({
      nullable: true,
      description:
        'The home center whose price to order the plan the home is saved at; null at the plan’s Starting at price, or when no center asks it any more',
      resolve: async (d, _args, ctx) => (await designPricedAt(ctx, d))?.name ?? null,
    }),
  }),
});

export const DesignType = builder.objectRef<DesignRow>('Design').implement({
  description: 'SPEC §3 Design: a saved configuration, the caller’s own',
  interfaces: [DesignFacts],
  isTypeOf: () => true,
  fields: (t) => ({
    // Not the share link's: its id is the owner's handle on the design (docs/api.md).
    designId: t.exposeID('designId'),
    id: t.exposeID('designId', { description: 'The design’s id (generateDesign returns it)' }),
    dxClientId: t.exposeString('dxClientId'),
    modelFinderSessionId: t.exposeString('modelFinderSessionId', { nullable: true }),
    feedbackSubmitted: t.exposeBoolean('feedbackSubmitted'),
    zipCode: t.exposeString('zipCode', { nullable: true }),
    zipcode: t.exposeString('zipCode', { nullable: true, description: 'The same' }),
    productSeries: t.exposeString('productSeries', { nullable: true }),
    submittedLotNumber: t.exposeString('submittedLotNumber', {
      nullable: true,
      description: 'The home center it was sent to',
    }),
    submittedHomeCenter: t.string({
      nullable: true,
      description: 'The name of the home center it was sent to (submittedLotNumber)',
      resolve: async (d, _args, ctx) =>
        d.submittedLotNumber === null
          ? null
          : ((await dealerByLotNumber(ctx, d.submittedLotNumber))?.name ?? null),
    }),
    shareToken: t.exposeString('shareToken', {
      description: 'Anyone with /designs/shared/{shareToken} may look, not change',
    }),
  }),
});

const SharedDesignType = builder.objectRef<DesignRow>('SharedDesign').implement({
  description: 'A design seen through its share link: read-only, without its owner',
  interfaces: [DesignFacts],
  isTypeOf: () => true,
  fields: () => ({}),
});

for (const name of ['getDesign', 'getDesignService'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: DesignType,
      description: `SPEC §7 ${name}: the caller’s design (another’s is NOT_FOUND). Needs global.user.read.`,
      args: { designId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => getDesign(ctx, args.designId),
    }),
  );
}

builder.queryField('myDesigns', (t) =>
  t.field({
    type: [DesignType],
    description: 'The caller’s saved and sent designs, newest first. Needs global.user.read.',
    resolve: (_root, _args, ctx) => myDesigns(ctx),
  }),
);

builder.queryField('sharedDesign', (t) =>
  t.field({
    type: SharedDesignType,
    nullable: true,
    description: 'A saved design by its share token; null for none',
    args: { shareToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sharedDesign(ctx, args.shareToken),
  }),
);

builder.mutationField('generateDesign', (t) =>
  t.field({
    type: DesignType,
    description:
      'SPEC §7 generateDesign: a new, empty design (state NEW) for this browser (dxClientId), or the one it already generated and has not saved. Needs global.user.write.',
    args: {
      dxClientId: t.arg.string({ required: true }),
      modelFinderSessionId: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => generateDesign(ctx, args),
  }),
);

const CustomizationInput = builder.inputType('DesignCustomizationInput', {
  fields: (t) => ({
    configuratorOptionId: t.int({ required: true }),
    selectionId: t.int({ required: true }),
    price: t.int({ required: false, description: 'Ignored: the configurator’s price is kept' }),
  }),
});

const DesignContentInput = builder.inputType('DesignContentInput', {
  fields: (t) => ({
    salesModelId: t.string({ required: true }),
    basePrice: t.int({
      required: false,
      description:
        'Kept when a home center asks it for the model to order (its site’s designer prices with it); any other figure: the configurator’s',
    }),
    customizations: t.field({ type: [CustomizationInput], required: true }),
  }),
});

const DesignPatchInput = builder.inputType('DesignPatchInput', {
  fields: (t) => ({
    designId: t.id({ required: true }),
    configuratorGuid: t.string({ required: true }),
    version: t.int({ required: true }),
    zipCode: t.string({ required: false }),
    content: t.field({ type: DesignContentInput, required: true }),
  }),
});

builder.mutationField('patchDesign', (t) =>
  t.field({
    type: DesignType,
    description:
      'SPEC §7 patchDesign (v2): saves the options of the caller’s design (state SAVED). A submitted design is locked. Needs global.user.write.',
    args: { design: t.arg({ type: DesignPatchInput, required: true }) },
    resolve: (_root, args, ctx) => patchDesign(ctx, args),
  }),
);

builder.mutationField('deleteDesign', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Deletes the caller’s design unless it was sent. Needs global.user.write.',
    args: { designId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteDesign(ctx, args.designId),
  }),
);

const SubmittedDesignType = builder.objectRef<SubmittedDesign>('SubmittedDesign').implement({
  fields: (t) => ({
    design: t.field({ type: DesignType, resolve: (r) => r.design }),
    messageBody: t.exposeString('messageBody', {
      description: 'The thank-you naming the home center and how it will reach the buyer',
    }),
  }),
});

builder.mutationField('submitDesign', (t) =>
  t.field({
    type: SubmittedDesignType,
    description:
      'Sends the caller’s saved design to a home center (lotNumber) as a lead with every selection; the design becomes SUBMITTED and locked. Again: the same answer, no second mail. 10 leads per user an hour. Needs global.user.write.',
    args: {
      designId: t.arg.id({ required: true }),
      lotNumber: t.arg.string({ required: true }),
      message: t.arg.string({ required: false, description: 'At most 1,000 characters' }),
    },
    resolve: (_root, args, ctx) => submitDesign(ctx, args),
  }),
);
