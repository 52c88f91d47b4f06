// /contact-us (issue 12, SPEC §7 postContactUsForm): a visitor's message to a
// home center, with or without an account. On a home center's site it goes
// to that home center; on the main site to the one nearest the visitor's ZIP
// code (however far: a message always reaches someone). Stored once and
// mailed after the answer, like every lead (leads.ts).
import { z } from 'zod';
import { CONTACT_TOPIC_LABELS, contactUsSchema } from '../../lib/forms/contact-us.ts';
import { formatPhone } from '../../lib/phone.ts';
import { FORM_PER_IP } from '../rate-limit.ts';
import { dealerByLotNumber, nearestHomeCenter } from './dealers.ts';
import { UserInputError } from './errors.ts';
import { parseInput, textField } from './input.ts';
import { LEAD_KIND_CONTACT, storeVisitorLead, type LeadContext } from './leads.ts';
import { locationByPostalCode } from './places.ts';

const targetSchema = z.object({
  lotNumber: textField('lotNumber', 20).nullish(),
  /** Filled only by robots (a field people never see): answered as a success, stored nowhere. */
  website: z.string().max(200).nullish(),
});

/** The lead, the thank-you, and the home center that has it (its lot number). */
export type ContactUsResult = { leadId: number | null; messageBody: string; lotNumber: string };

export async function postContactUs(
  ctx: LeadContext & { ip: string | null },
  content: unknown,
  now = new Date(),
): Promise<ContactUsResult> {
  const target = parseInput(targetSchema, content);
  const form = parseInput(contactUsSchema({ needsZip: !target.lotNumber }), content);
  let dealer = target.lotNumber ? await dealerByLotNumber(ctx, target.lotNumber) : null;
  if (target.lotNumber && !dealer) {
    throw new UserInputError('lotNumber must be one of our home centers', 'lotNumber');
  }
  if (!dealer) {
    const place = await locationByPostalCode(ctx, form.zip);
    if (!place) throw new UserInputError(`We could not find ZIP code ${form.zip}.`, 'zip');
    dealer = await nearestHomeCenter(ctx, place);
    if (!dealer) throw new UserInputError('We have no home center to send your message to', 'zip');
  }
  const firstName = form.name.split(/\s+/)[0]!;
  const lastName = form.name.slice(firstName.length).trim();
  const dealerPhone = formatPhone(dealer.phone) ?? dealer.phone;
  const reply =
    form.preferredContact === 'phone'
      ? `call you at ${formatPhone(form.phone)}`
      : form.preferredContact === 'text'
        ? `text you at ${formatPhone(form.phone)}`
        : `email you at ${form.email}`;
  const messageBody = `Thank you, ${firstName}. ${dealer.name} has your message and will ${reply} soon. You can also call them at ${dealerPhone}.`;
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
    {
      limit: FORM_PER_IP,
      limited: `You have sent many messages this hour. Call ${dealer.name} at ${dealerPhone}, or try again later.`,
    },
    now,
  );
  return { ...stored, lotNumber: dealer.lotNumber };
}
