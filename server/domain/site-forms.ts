// The public forms of issue 12 beyond "Contact us" (lib/forms/site-form-fields.ts):
// the four promotions', "book a visit" and website feedback. Each is a lead
// for a home center: this site's, or the one nearest the visitor's ZIP code
// (for a promotion, the nearest taking part). Stored once and mailed after
// the answer, like every lead (leads.ts).
import { parsePlaceSearch } from '../../lib/place-search.ts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  answerLabel,
  SITE_FORM_KINDS,
  SITE_FORMS,
  siteFormSchema,
} from '../../lib/forms/site-forms.ts';
import {
  sentWhat,
  TESTIMONIAL_FORMS,
  type SiteFormKind,
} from '../../lib/forms/site-form-fields.ts';
import { testimonials } from '../db/schema.ts';
import { TESTIMONIAL_PENDING } from './testimonials.ts';
import { promotionStatus, shortDate, todayIso } from '../../lib/promotion-status.ts';
import { teamOfForm } from '../../lib/forms/our-team.ts';
import { FORM_PER_IP } from '../rate-limit.ts';
import { contentByPath, type ContentEntry } from './content.ts';
import { dealerByLotNumber } from './dealers.ts';
import { UserInputError } from './errors.ts';
import { timeZoneOf } from '../../lib/time-zones.ts';
import { nullsAsAbsent, oneOf, parseInput, textField } from './input.ts';
import {
  answeringHomeCenter,
  siteFormLeadKind,
  splitName,
  storeVisitorLead,
  visitorThankYou,
  type LeadContext,
} from './leads.ts';

const MAX_ANSWERS = 20;

const envelopeSchema = z.object({
  form: oneOf('form', SITE_FORM_KINDS),
  lotNumber: textField('lotNumber', 20).nullish(),
  /** Filled only by robots (a field people never see): answered as a success, stored nowhere. */
  website: z.string().max(200).nullish(),
  answers: z
    .array(z.object({ name: textField('answers', 40), value: z.string().max(2100) }))
    .max(MAX_ANSWERS, `answers must be at most ${MAX_ANSWERS}`)
    .default([]),
});

/** The lead, the thank-you, and the home center that has it (its lot number). */
export type SiteFormResult = { leadId: number | null; messageBody: string; lotNumber: string };

/** A promotion's page, when the form is one. */
async function promotionOf(kind: SiteFormKind): Promise<ContentEntry | null> {
  const entry = await contentByPath(`/special-offers/${kind}`);
  return entry?.kind === 'promotions' ? entry : null;
}

/** Whether a home center takes part in a promotion (its state is listed, or every state is). */
export function takesPart(promotion: ContentEntry | null, dealer: { state: string }): boolean {
  return !promotion?.states || promotion.states.includes(dealer.state);
}

/** A promotion takes forms until its last day, as its page says (lib/promotion-status.ts). */
export function promotionEnded(promotion: ContentEntry, now: Date): boolean {
  return (
    promotionStatus(
      { starts: promotion.starts!, ends: promotion.ends!, states: null },
      todayIso(now),
    ) === 'ended'
  );
}

export async function postSiteForm(
  ctx: LeadContext & { ip: string | null },
  sent: unknown,
  now = new Date(),
): Promise<SiteFormResult> {
  const content = nullsAsAbsent(sent);
  const envelope = parseInput(envelopeSchema, content);
  const kind = envelope.form;
  const spec = SITE_FORMS[kind];
  const posted = { ...(content as Record<string, unknown>) };
  for (const answer of envelope.answers) {
    if (spec.fields.some((field) => field.name === answer.name)) posted[answer.name] = answer.value;
  }
  // A visit is booked by the home center's calendar: "today" is its own day.
  const siteDealer = envelope.lotNumber ? await dealerByLotNumber(ctx, envelope.lotNumber) : null;
  const timeZone = siteDealer ? timeZoneOf(siteDealer) : undefined;
  const form = parseInput(
    siteFormSchema(kind, { needsZip: !envelope.lotNumber, now, timeZone }),
    posted,
  ) as Record<string, string> & {
    name: string;
    email: string;
    phone: string;
    zip: string;
    message: string;
    preferredContact: 'email' | 'phone' | 'text';
  };
  const promotion = await promotionOf(kind);
  if (promotion && promotionEnded(promotion, now)) {
    throw new UserInputError(`This offer ended on ${shortDate(promotion.ends!)}.`, 'form');
  }
  const isTestimonial = (TESTIMONIAL_FORMS as readonly string[]).includes(kind);
  if (isTestimonial && !envelope.lotNumber) {
    throw new UserInputError('Choose the home center you bought from', 'lotNumber');
  }
  // The nearest home center is looked for among those taking part; the site's must take part.
  const { dealer, far } = await answeringHomeCenter(
    ctx,
    {
      lotNumber: envelope.lotNumber,
      zip: form.zip,
      states: promotion?.states ?? null,
      offer: promotion !== null,
    },
    { noneNear: 'No home center takes part near you' },
  );
  if (envelope.lotNumber && !takesPart(promotion, dealer)) {
    throw new UserInputError(`${dealer.name} does not take part in this offer.`, 'lotNumber');
  }
  const { firstName, lastName } = splitName(form.name);
  const what = sentWhat(kind, form, todayIso(now, timeZoneOf(dealer)));
  const team = teamOfForm(kind);
  const messageBody = visitorThankYou(firstName, { dealer, team, far }, what, form);
  if (envelope.website) return { leadId: null, messageBody, lotNumber: dealer.lotNumber };
  const details: [string, string][] = spec.fields
    .filter((field) => form[field.name])
    .map((field) => [field.label, answerLabel(field, form[field.name]!)]);
  if (form.zip) details.push(['ZIP code', form.zip]);
  const stored = await storeVisitorLead(
    ctx,
    {
      kind: siteFormLeadKind(kind),
      dealer,
      firstName,
      lastName,
      email: form.email,
      phone: form.phone,
      message: form.message,
      preferredContact: form.preferredContact,
      about: `form:${kind}`,
      details,
      messageBody,
    },
    { limit: FORM_PER_IP, sentMany: 'forms' },
    now,
    isTestimonial
      ? async (leadId) => {
          // Their words wait for the home center, which the lead's mail asks to decide.
          await ctx.db
            .insert(testimonials)
            .values({
              dealerId: dealer.dealerId,
              modelId: null,
              name: `${firstName}${lastName ? ` ${lastName.charAt(0).toUpperCase()}.` : ''}, ${townAndState(form.town ?? '', dealer.state)}`,
              content: form.message,
              rating: Number(form.rating),
              status: TESTIMONIAL_PENDING,
              kind: kind === 'review' ? 'review' : 'testimonial',
              leadId,
              homeName: form.homeName || null,
              decisionToken: randomBytes(24).toString('base64url'),
            })
            .onConflictDoNothing();
        }
      : undefined,
  );
  return { ...stored, lotNumber: dealer.lotNumber };
}

/**
 * The town a testimonial is signed with: as typed with its state ("Middlesboro, KY"), or
 * with the home center's state when none was typed ("Powell" at a Tennessee center).
 */
export function townAndState(town: string, centerState: string): string {
  const typed = parsePlaceSearch(town);
  return typed.state && typed.city
    ? `${typed.city}, ${typed.state}`
    : `${town.trim()}, ${centerState}`;
}
