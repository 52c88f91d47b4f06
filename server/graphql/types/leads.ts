import { postSiteForm, type SiteFormResult } from '../../domain/site-forms.ts';
import { postContactUs, type ContactUsResult } from '../../domain/contact-us.ts';
import {
  leadSubmitted,
  postHomeInquiry,
  postPortalLead,
  type HomeInquiryResult,
  type PortalLeadResult,
} from '../../domain/leads.ts';
import { builder } from '../builder.ts';
import { DealerType } from './dealers.ts';

const PortalLeadFormContent = builder.inputType('PortalLeadFormContent', {
  description:
    'SPEC §3 Lead form content, with our additions Message and SubmissionId. EmailAddress must be the account’s; PortalName Retail; DealerNumber one of our home centers’.',
  fields: (t) => ({
    FirstName: t.string({ required: true }),
    LastName: t.string({ required: true }),
    EmailAddress: t.string({ required: true }),
    PortalName: t.string({ required: true, description: 'Retail (SPEC §9)' }),
    DealerNumber: t.string({ required: true }),
    MarketingMeta: t.string({
      required: false,
      description: 'JSON text of an object (at most 2 KB), or empty',
    }),
    Message: t.string({ required: false, description: 'At most 1,000 characters' }),
    SubmissionId: t.string({
      required: false,
      description:
        'A UUID the form makes once: posting it again returns the first lead and sends nothing. Without it, the same content sent again the same day is the same lead.',
    }),
  }),
});

const PortalLeadFormResultType = builder
  .objectRef<PortalLeadResult>('PortalLeadFormResult')
  .implement({
    fields: (t) => ({
      messageBody: t.exposeString('messageBody', {
        nullable: true,
        description:
          'SPEC §7: non-empty on success; the thank-you naming the home center and how it will reach the buyer',
      }),
      leadId: t.exposeInt('leadId', { nullable: true }),
    }),
  });

builder.mutationField('postPortalLeadForm', (t) =>
  t.field({
    type: PortalLeadFormResultType,
    nullable: true,
    description:
      'SPEC §7: sends the caller’s message and planner to a home center, once per SubmissionId (a replay answers the same and mails nothing). The mail goes after the answer. 10 leads per user an hour (RATE_LIMITED). Needs global.user.write.',
    args: { content: t.arg({ type: PortalLeadFormContent, required: true }) },
    resolve: (_root, args, ctx) => postPortalLead(ctx, args.content),
  }),
);

const LeadSubmittedType = builder
  .objectRef<{ success: boolean; submittedAt: Date | null; dealerId: number | null }>(
    'LeadSubmitted',
  )
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success', { description: 'A lead was sent' }),
      submittedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the latest was sent',
        resolve: (r) => r.submittedAt,
      }),
      homeCenter: t.field({
        type: DealerType,
        nullable: true,
        description: 'The home center the latest went to',
        resolve: (r) => r.dealerId,
      }),
    }),
  });

builder.queryField('leadsubmitted', (t) =>
  t.field({
    type: LeadSubmittedType,
    nullable: true,
    description:
      'SPEC §7: whether the caller (myHomeAccountId, their userId; another’s is NOT_FOUND) sent a lead, to that home center when dealerNumber is given. Needs global.user.read.',
    args: {
      myHomeAccountId: t.arg.id({ required: true }),
      dealerNumber: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      leadSubmitted(ctx, {
        myHomeAccountId: String(args.myHomeAccountId),
        dealerNumber: args.dealerNumber,
      }),
  }),
);

const HomeInquiryInput = builder.inputType('HomeInquiryInput', {
  description:
    '“Ask about this home” (issue 11): a question about a home for sale (subject home, key its serial number), a floor plan (model, key its model number, lotNumber the home center the page shows) or land (land, key its stock number).',
  fields: (t) => ({
    subject: t.string({ required: true, description: 'home, model or land' }),
    key: t.string({ required: true }),
    lotNumber: t.string({ required: false, description: 'For a model: the home center asked' }),
    name: t.string({ required: true }),
    email: t.string({ required: false }),
    phone: t.string({ required: false, description: '10 digits (separators are removed)' }),
    message: t.string({ required: false, description: 'At most 1,000 characters' }),
    preferredContact: t.string({
      required: true,
      description: 'email (needs email), phone or text (need phone)',
    }),
    website: t.string({ required: false, description: 'Leave empty (a trap for robots)' }),
  }),
});

const HomeInquiryResultType = builder.objectRef<HomeInquiryResult>('HomeInquiryResult').implement({
  fields: (t) => ({
    messageBody: t.exposeString('messageBody', {
      description: 'The thank-you: the home center has the question and how it will answer',
    }),
    lotNumber: t.exposeString('lotNumber', {
      description: 'The home center that has the question (its lot number)',
    }),
  }),
});

builder.mutationField('postHomeInquiry', (t) =>
  t.field({
    type: HomeInquiryResultType,
    description:
      'Issue 11 “Ask about this home”: with or without a sign-in. Stored once (the same question the same day is the same lead) and mailed to the home center after the answer. 10 per caller address an hour (RATE_LIMITED).',
    args: { content: t.arg({ type: HomeInquiryInput, required: true }) },
    resolve: (_root, args, ctx) => postHomeInquiry(ctx, args.content),
  }),
);

const ContactUsFormContent = builder.inputType('ContactUsFormContent', {
  description:
    'SPEC §7 postContactUsForm content (its fields are ours, issue 12). lotNumber: the home center the site is for; without it, zip finds the nearest.',
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: false }),
    phone: t.string({ required: false, description: '10 digits (separators are removed)' }),
    preferredContact: t.string({
      required: true,
      description: 'email (needs email), phone or text (need phone)',
    }),
    zip: t.string({ required: false, description: '5 digits; required without lotNumber' }),
    topic: t.string({
      required: true,
      description: 'buying, my-home, land, financing, website, privacy or other',
    }),
    message: t.string({ required: true, description: 'At most 2,000 characters, 2 links' }),
    lotNumber: t.string({ required: false }),
    website: t.string({ required: false, description: 'Leave empty (a trap for robots)' }),
  }),
});

const ContactUsFormResultType = builder
  .objectRef<ContactUsResult>('ContactUsFormResult')
  .implement({
    fields: (t) => ({
      messageBody: t.exposeString('messageBody', {
        description:
          'The thank-you: which home center (or, about the website or personal data, which team of ours) has the message and how it will answer',
      }),
      leadId: t.exposeInt('leadId', { nullable: true }),
      lotNumber: t.exposeString('lotNumber', {
        description:
          'The home center the message is filed with (its lot number); it answers, unless the message is about the website or personal data, which our own team answers',
      }),
    }),
  });

builder.mutationField('postContactUsForm', (t) =>
  t.field({
    type: ContactUsFormResultType,
    description:
      'SPEC §7 postContactUsForm (issue 12): with or without a sign-in. Stored once (the same message the same day is the same lead) and mailed after the answer to the home center (about the website or personal data: to our own team, COMPANY_MAIL). 10 public forms per caller address an hour (RATE_LIMITED).',
    args: { content: t.arg({ type: ContactUsFormContent, required: true }) },
    resolve: (_root, args, ctx) => postContactUs(ctx, args.content),
  }),
);

const SiteFormAnswer = builder.inputType('SiteFormAnswer', {
  description: 'One answer of a form’s own questions (lib/forms/site-form-fields.ts)',
  fields: (t) => ({
    name: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});

const SiteFormContent = builder.inputType('SiteFormContent', {
  description:
    'Issue 12’s public forms: trade-in, red-tag-sales-event, go-big-go-home, ebuilt-sales-event (the promotions’), book-a-visit and site-feedback. lotNumber: the home center the site is for; without it, zip finds the nearest (taking part, for a promotion).',
  fields: (t) => ({
    form: t.string({ required: true }),
    name: t.string({ required: true }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    preferredContact: t.string({ required: true, description: 'email, phone or text' }),
    zip: t.string({ required: false, description: '5 digits; required without lotNumber' }),
    message: t.string({ required: false }),
    answers: t.field({ type: [SiteFormAnswer], required: false }),
    lotNumber: t.string({ required: false }),
    website: t.string({ required: false, description: 'Leave empty (a trap for robots)' }),
  }),
});

const SiteFormResultType = builder.objectRef<SiteFormResult>('SiteFormResult').implement({
  fields: (t) => ({
    messageBody: t.exposeString('messageBody', {
      description:
        'The thank-you: which home center (or, for website feedback, our website team) has it and how it will answer',
    }),
    leadId: t.exposeInt('leadId', { nullable: true }),
    lotNumber: t.exposeString('lotNumber', {
      description:
        'The home center the form is filed with (its lot number); it answers, except website feedback, which our own team answers',
    }),
  }),
});

builder.mutationField('postSiteForm', (t) =>
  t.field({
    type: SiteFormResultType,
    description:
      'Issue 12: a promotion’s form, “book a visit” or website feedback, with or without a sign-in. Stored once (the same form the same day is the same lead) and mailed after the answer to the home center (website feedback: to our own team, COMPANY_MAIL); a promotion that has ended refuses it. 10 public forms per caller address an hour (RATE_LIMITED).',
    args: { content: t.arg({ type: SiteFormContent, required: true }) },
    resolve: (_root, args, ctx) => postSiteForm(ctx, args.content),
  }),
);
