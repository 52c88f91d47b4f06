import {
  MAX_GALLERY_IMAGES,
  welcomeHomeGallery,
  type WelcomeHomeGallery,
  type WelcomeHomeImage,
} from '../../domain/welcome-home.ts';
import { builder } from '../builder.ts';
import { ModelType, TestimonialType } from './catalogue.ts';
import {
  decideTestimonial,
  homeCenterTestimonials,
  MAX_TESTIMONIALS,
  testimonialForDecision,
  type TestimonialDecision,
} from '../../domain/testimonials.ts';

const WelcomeHomeImageType = builder.objectRef<WelcomeHomeImage>('WelcomeHomeImage').implement({
  description: 'A family on delivery day (SPEC §3 welcome-home image), shown as their model',
  fields: (t) => ({
    welcomeHomeImageId: t.exposeInt('welcomeHomeImageId'),
    familyName: t.exposeString('familyName'),
    caption: t.exposeString('caption'),
    isShownInGallery: t.exposeBoolean('isShownInGallery'),
    deliveredOn: t.field({ type: 'DateTime', resolve: (image) => image.deliveredOn }),
    dealerName: t.exposeString('dealerName'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    lotNumber: t.exposeString('lotNumber'),
    model: t.field({ type: ModelType, resolve: (image) => image.modelId }),
  }),
});

const WelcomeHomeGalleryType = builder
  .objectRef<WelcomeHomeGallery>('WelcomeHomeGallery')
  .implement({
    fields: (t) => ({
      isShown: t.exposeBoolean('isShown', {
        description: 'SPEC §9: true only with at least 12 images flagged isShownInGallery',
      }),
      flaggedCount: t.exposeInt('flaggedCount'),
      images: t.field({ type: [WelcomeHomeImageType], resolve: (gallery) => gallery.images }),
    }),
  });

builder.queryField('welcomeHomeGallery', (t) =>
  t.field({
    type: WelcomeHomeGalleryType,
    description: `The welcome-home gallery of a home center (lotNumber), or of the main site (no lotNumber: home centers whose galleries qualify), newest first, at most ${MAX_GALLERY_IMAGES}. Empty unless shown.`,
    args: { lotNumber: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => welcomeHomeGallery(ctx, args.lotNumber ?? null),
  }),
);

builder.queryField('homeCenterTestimonials', (t) =>
  t.field({
    type: [TestimonialType],
    description: `What homeowners say about a home center (lotNumber), or about any (none), newest first; first 1–${MAX_TESTIMONIALS}.`,
    args: {
      lotNumber: t.arg.string({ required: false }),
      first: t.arg.int({ defaultValue: 6 }),
    },
    resolve: (_root, args, ctx) =>
      homeCenterTestimonials(ctx, { lotNumber: args.lotNumber ?? null, first: args.first ?? 6 }),
  }),
);

const TestimonialDecisionType = builder
  .objectRef<TestimonialDecision>('TestimonialDecision')
  .implement({
    description:
      'A visitor’s testimonial or review waiting for (or decided by) its home center (issue 12)',
    fields: (t) => ({
      name: t.exposeString('name'),
      content: t.exposeString('content'),
      rating: t.exposeInt('rating'),
      kind: t.exposeString('kind', { description: 'testimonial or review' }),
      homeName: t.exposeString('homeName', { nullable: true }),
      status: t.exposeString('status', { description: 'pending, approved or declined' }),
      dealerName: t.exposeString('dealerName'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

builder.queryField('testimonialDecision', (t) =>
  t.field({
    type: TestimonialDecisionType,
    nullable: true,
    description:
      'The testimonial behind a decision link of a home center’s mail (the link is the key), or null',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => testimonialForDecision(ctx, args.token),
  }),
);

builder.mutationField('decideTestimonial', (t) =>
  t.field({
    type: TestimonialDecisionType,
    description:
      'The home center publishes a visitor’s testimonial (publish true) or keeps it off the site; it may change its mind with the same link.',
    args: {
      token: t.arg.string({ required: true }),
      publish: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => decideTestimonial(ctx, args),
  }),
);
