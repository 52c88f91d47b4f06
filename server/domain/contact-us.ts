// /contact-us (issue 12, SPEC §7 postContactUsForm): a visitor's message to a
// home center, with or without an account. On a home center's site it goes
// to that home center; on the main site to the one nearest the visitor's ZIP
// code (however far: a message always reaches someone). A problem with the
// website or a request about personal data goes to our own team instead
// (lib/forms/our-team.ts), filed with that home center. Stored once and
// mailed after the answer, like every lead (leads.ts).
import { z } from 'zod';
import { CONTACT_TOPIC_LABELS, contactUsSchema } from '../../lib/forms/contact-us.ts';
import { teamOfTopic } from '../../lib/forms/our-team.ts';
import { FORM_PER_IP } from '../rate-limit.ts';
import { nullsAsAbsent, parseInput, textField } from './input.ts';
import {
  answeringHomeCenter,
  LEAD_KIND_CONTACT,
  splitName,
  storeVisitorLead,
  visitorThankYou,
  type LeadContext,
} from './leads.ts';

const targetSchema = z.object({
  lotNumber: textField('lotNumber', 20).nullish(),
  /** Filled only by robots (a field people never see): answered as a success, stored nowhere. */
  website: z.string().max(200).nullish(),
});

/** The lead, the thank-you, and the home center that has it (its lot number). */
export type ContactUsResult = { leadId: number | null; messageBody: string; lotNumber: string };

export async function postContactUs(
  ctx: LeadContext & { ip: string | null },
  posted: unknown,
  now = new Date(),
): Promise<ContactUsResult> {
  const content = nullsAsAbsent(posted);
  const target = parseInput(targetSchema, content);
  const form = parseInput(contactUsSchema({ needsZip: !target.lotNumber }), content);
  const { dealer, far } = await answeringHomeCenter(ctx, {
    lotNumber: target.lotNumber,
    zip: form.zip,
  });
  const { firstName, lastName } = splitName(form.name);
  const team = teamOfTopic(form.topic);
  const messageBody = visitorThankYou(firstName, { dealer, team, far }, 'your message', form);
  if (target.website) return { leadId: null, messageBody, lotNumber: dealer.lotNumber };
  const stored = await storeVisitorLead(
    ctx,
    {
      kind: LEAD_KIND_CONTACT,
      dealer,
      firstName,
      lastName,
      email: form.email,
      phone: form.phone,
      message: form.message,
      preferredContact: form.preferredContact,
      about: `contact:${form.topic}`,
      details: [
        ['About', CONTACT_TOPIC_LABELS[form.topic]],
        ...(form.zip ? ([['ZIP code', form.zip]] as [string, string][]) : []),
      ],
      messageBody,
    },
    { limit: FORM_PER_IP, sentMany: 'messages' },
    now,
  );
  return { ...stored, lotNumber: dealer.lotNumber };
}
