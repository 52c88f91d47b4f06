// Leads (DESIGN §12: one domain for every message to a home center; issue
// 10 brings the portal's). A lead is stored once per (user, submission key):
// a double click or a retry returns the first lead, with the same words, and
// sends no second mail. The home center's mail goes after the answer; a mail
// that fails is logged as a warning by kind only and leaves mailed_at null.
// The buyer's data goes into the mail body only, never into a log.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { z } from 'zod';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import {
  farFrom,
  farHomeCenterWords,
  straightLineMiles,
  type FarFrom,
} from '../../lib/distance.ts';
import { unknownPostalCode } from '../../lib/location-source.ts';
import { formatPhone } from '../../lib/phone.ts';
import { timeZoneOf } from '../../lib/time-zones.ts';
import { PLANNER_TYPE_CORPORATE, PLANNER_TYPE_RETAIL, PORTAL_NAME } from '../../lib/planner.ts';
import {
  choiceLabel,
  MAX_LEAD_MESSAGE_LENGTH,
  MAX_MARKETING_META_BYTES,
  MAX_NAME_LENGTH,
} from '../../lib/portal-fields.ts';
import { formatPrice } from '../../lib/price.ts';
import type { AfterAnswer } from '../after-answer.ts';
import { SITE_FORMS, type SiteFormKind } from '../../lib/forms/site-form-fields.ts';
import { teamOfLead, type OurTeam } from '../../lib/forms/our-team.ts';
import { CONTACT_TOPIC_LABELS, contactTopicOfLead } from '../../lib/forms/contact-us-fields.ts';
import {
  CONTACT_PREFERENCE_LABELS,
  homeInquirySchema,
  INQUIRY_SUBJECTS,
  type ContactPreference,
  type HomeInquiry,
} from '../../lib/forms/home-inquiry.ts';
import {
  accounts,
  dealers,
  designs,
  homeListings,
  landListings,
  leads,
  models,
  testimonials,
  users,
} from '../db/schema.ts';
import type { LeadMail, Mailer } from '../mail/mailer.ts';
import {
  hit,
  INQUIRY_PER_IP,
  ipKey,
  LEAD_PER_USER,
  minutesToWait,
  type RateLimit,
} from '../rate-limit.ts';
import { requireViewer, SCOPES, type DomainContext } from './context.ts';
import { dealerByLotNumber, nearestHomeCenter, UNKNOWN_LOT_NUMBER } from './dealers.ts';
import { NotFoundError, RateLimitedError, UserInputError } from './errors.ts';
import { nullsAsAbsent, parseInput, parseJsonObject, textField, uuidOrNull } from './input.ts';
import { locationByPostalCode } from './places.ts';
import { floorPlansToOrder } from './listings.ts';
import { MAX_SEARCH_DISTANCE_MILES } from './search.ts';
import { corpCollectionsOf, retailCollectionsOf } from './collections.ts';
import { designTotal } from './designs.ts';
import { plannerProgressOf } from './planner.ts';
import { likedFeaturesOf, profileOf } from './profiles.ts';
import {
  findViewerUser,
  isOwnUserId,
  NO_SUCH_USER,
  requireViewerUser,
  type UserRow,
} from './viewer-user.ts';

export type Lead = typeof leads.$inferSelect;

/** What a lead needs beyond the database: the mailer, and a way to send after the answer. */
export type LeadContext = DomainContext & {
  mailer: Mailer | null;
  afterAnswer: AfterAnswer | null;
  /** The site's address, for links in a lead's mail (a testimonial's "publish it?"). */
  publicUrl?: string | null;
};

export const LEAD_KIND_PORTAL = 'portal';
/** A plan's mail's section of campaign parameters: not part of the plan an update compares. */
const CAMPAIGN_TITLE = 'Where they came from';
/** "Ask about this home" from a home, model or land page (issue 11). */
export const LEAD_KIND_INQUIRY = 'inquiry';
/** /contact-us (issue 12, SPEC §7 postContactUsForm). */
export const LEAD_KIND_CONTACT = 'contact';
/** A design sent to a home center (issue 13): every selection, in `details`. */
export const LEAD_KIND_DESIGN = 'design';

/** The lead kind of a public form of lib/forms/site-form-fields.ts. */
export const siteFormLeadKind = (kind: SiteFormKind) => `form:${kind}`;

/**
 * The public forms (issue 12) whose leads are mailed as their answers, by lead
 * kind. A contact message's subject leads with its topic, so an inbox tells a
 * privacy request from a website problem before it is opened.
 */
function visitorFormOf(
  kind: string,
  about: string | null,
): { title: string; subject: string } | null {
  if (kind === LEAD_KIND_CONTACT) {
    const topic = contactTopicOfLead(about);
    return {
      title: 'Contact us',
      subject: topic ? `${CONTACT_TOPIC_LABELS[topic]}: message` : 'Message',
    };
  }
  const form = kind.startsWith('form:') ? SITE_FORMS[kind.slice(5) as SiteFormKind] : undefined;
  return form ? { title: form.title, subject: form.mailSubject } : null;
}

/** SPEC §3 Lead form content, and our additions Message and SubmissionId. */
const portalLeadSchema = z.object({
  FirstName: textField('FirstName', MAX_NAME_LENGTH).min(1, 'Enter your first name.'),
  LastName: textField('LastName', MAX_NAME_LENGTH).min(1, 'Enter your last name.'),
  EmailAddress: textField('EmailAddress', 254),
  PortalName: textField('PortalName', 40),
  DealerNumber: textField('DealerNumber', 40).min(1, 'DealerNumber is required'),
  MarketingMeta: z.string({ error: 'MarketingMeta must be JSON text' }).nullish(),
  Message: textField('Message', MAX_LEAD_MESSAGE_LENGTH, { multiline: true }).nullish(),
  SubmissionId: z.string({ error: 'SubmissionId must be text' }).nullish(),
});

export type PortalLeadResult = { leadId: number; messageBody: string };

type Dealer = typeof dealers.$inferSelect;

/** How the home center will reach the buyer, in the buyer's words of choice. */
function contactPhrase(user: UserRow, email: string): string {
  const phone = formatPhone(user.phone);
  const method = user.preferredContactMethod[0];
  const how =
    method === 'phone' && phone
      ? `call you at ${phone}`
      : method === 'text' && phone
        ? `text you at ${phone}`
        : `email you at ${email}`;
  const times = user.preferredContactTime.map((time) => choiceLabel(time).toLowerCase());
  return times.length > 0 ? `${how} (best: ${times.join(', ')})` : how;
}

/** Whom a thank-you greets: the name the person goes by, else the first name given. */
function greeted(user: UserRow, firstName: string): string {
  return user.preferredName.trim() || firstName;
}

/** SPEC §7: success is a non-empty messageBody. Kept with the lead, so a replay answers the same. */
function thankYou(
  firstName: string,
  user: UserRow,
  email: string,
  dealer: Dealer,
  withMessage: boolean,
  update: boolean,
): string {
  const plan = update ? 'your updated home plan' : 'your home plan';
  const what = withMessage ? `your message and ${plan}` : plan;
  return `Thank you, ${greeted(user, firstName)}. ${dealer.name} has ${what}, and someone from the home center will ${contactPhrase(user, email)} soon. You can also call them at ${homeCenterPhone(dealer)}.`;
}

/** The answer to a design sent to a home center, kept with its lead. */
export function designThankYou(
  firstName: string,
  user: UserRow,
  email: string,
  dealer: Dealer,
  modelName: string,
): string {
  return `Thank you, ${greeted(user, firstName)}. ${dealer.name} has your design of ${modelName}, and someone from the home center will ${contactPhrase(user, email)} soon to talk it through. You can also call them at ${homeCenterPhone(dealer)}.`;
}

/** The email of the signed-in person's account (ours: the token's subject), or null. */
export async function accountEmailOf(
  ctx: DomainContext,
  viewer: { subject: string },
): Promise<{ email: string } | null> {
  const accountId = uuidOrNull(viewer.subject);
  if (!accountId) return null;
  const [account] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return account ?? null;
}

/** A signed-in buyer's leads count against LEAD_PER_USER (the portal's lead, a sent design). */
export async function requireLeadAllowance(ctx: DomainContext, userId: string): Promise<void> {
  const allowed = await hit(ctx, LEAD_PER_USER.bucket, userId, LEAD_PER_USER);
  if (!allowed.allowed) {
    throw new RateLimitedError(
      `You have sent many messages this hour. Try again in ${minutesToWait(allowed.retryAfterSeconds)}, or call the home center.`,
      allowed.retryAfterSeconds,
    );
  }
}

/**
 * Copies of one submission (a double click, a retry after a lost answer, 50 at
 * once on several processes) take turns until the transaction ends: the first
 * writes the lead, each later one finds it and answers the same.
 */
async function oneSubmissionAtATime(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The plans (portal leads) a user sent a home center. */
function plansSent(userId: string, dealerId: number) {
  return and(
    eq(leads.kind, LEAD_KIND_PORTAL),
    eq(leads.userId, userId),
    eq(leads.dealerId, dealerId),
  );
}

/**
 * The plans a user sent a home center that it received: one whose mail failed
 * is no plan to update, nor a reason to thank for an update.
 */
function plansReceived(userId: string, dealerId: number) {
  return and(plansSent(userId, dealerId), isNotNull(leads.mailedAt));
}

/** A submission's key made from what it says (a form that carries no key of its own). */
function contentKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * SPEC §7 postPortalLeadForm. EmailAddress must be the account's (any letter
 * case), PortalName 'Retail', DealerNumber one of our home centers, and
 * SubmissionId, when given, a UUID the form made once. Without it (SPEC §3's
 * six fields alone) the same lead sent again the same day is the same lead, as
 * a visitor's form is. 10 leads per user an hour.
 */
export async function postPortalLead(
  ctx: LeadContext,
  content: unknown,
  now = new Date(),
): Promise<PortalLeadResult> {
  const { viewer, user } = await requireViewerUser(ctx, SCOPES.userWrite);
  const input = parseInput(portalLeadSchema, content);
  const submissionKey =
    input.SubmissionId == null
      ? `same-day:${contentKey([
          input.FirstName,
          input.LastName,
          input.DealerNumber,
          input.Message ?? '',
          input.MarketingMeta ?? '',
          now.toISOString().slice(0, 10),
        ])}`
      : uuidOrNull(input.SubmissionId);
  if (!submissionKey) {
    throw new UserInputError('SubmissionId must be a UUID made once per form', 'SubmissionId');
  }
  if (input.PortalName !== PORTAL_NAME) {
    throw new UserInputError(`PortalName must be ${PORTAL_NAME}`, 'PortalName');
  }
  const account = await accountEmailOf(ctx, viewer);
  if (!account || input.EmailAddress.toLowerCase() !== account.email.toLowerCase()) {
    throw new UserInputError(
      'EmailAddress must be the email address of your account',
      'EmailAddress',
    );
  }
  const [dealer] = await ctx.db
    .select()
    .from(dealers)
    .where(eq(dealers.dealerNumber, input.DealerNumber));
  if (!dealer) {
    throw new UserInputError('DealerNumber is not one of our home centers', 'DealerNumber');
  }
  const marketingMeta = parseJsonObject(
    'MarketingMeta',
    input.MarketingMeta ?? '',
    MAX_MARKETING_META_BYTES,
  );

  const sameSubmission = and(eq(leads.userId, user.userId), eq(leads.submissionKey, submissionKey));
  const { lead, created } = await ctx.db.transaction(async (tx) => {
    await oneSubmissionAtATime(tx, `lead ${user.userId} ${submissionKey}`);
    const [earlier] = await tx
      .select({ leadId: leads.leadId, messageBody: leads.messageBody })
      .from(leads)
      .where(sameSubmission);
    // A replay is answered without counting against the limit.
    if (earlier) return { lead: earlier, created: false };
    // Counted with the lead: a refused or failed attempt does not use the allowance up.
    await requireLeadAllowance({ ...ctx, db: tx }, user.userId);
    const [sentBefore] = await tx
      .select({ leadId: leads.leadId })
      .from(leads)
      .where(plansReceived(user.userId, dealer.dealerId))
      .limit(1);
    const [inserted] = await tx
      .insert(leads)
      .values({
        kind: LEAD_KIND_PORTAL,
        userId: user.userId,
        dealerId: dealer.dealerId,
        firstName: input.FirstName,
        lastName: input.LastName,
        email: account.email,
        phone: user.phone,
        message: input.Message ?? '',
        portalName: input.PortalName,
        marketingMeta,
        submissionKey,
        messageBody: thankYou(
          input.FirstName,
          user,
          account.email,
          dealer,
          Boolean(input.Message),
          Boolean(sentBefore),
        ),
      })
      .returning({ leadId: leads.leadId, messageBody: leads.messageBody });
    await tx
      .update(users)
      .set({ leadFormSubmitted: true, updatedAt: new Date() })
      .where(eq(users.userId, user.userId));
    return { lead: inserted!, created: true };
  });
  if (created) {
    const { mailer, afterAnswer } = ctx;
    const send = async () => {
      if (!mailer) throw new Error('No mailer is configured');
      await mailLead(
        { db: ctx.db, viewer: null, publicUrl: ctx.publicUrl ?? null },
        mailer,
        lead.leadId,
      );
    };
    if (afterAnswer) afterAnswer.later('lead mail', send);
    else await send();
  }
  return lead;
}

/**
 * SPEC §7 leadsubmitted: whether the caller's user (myHomeAccountId; another
 * user's id is NOT_FOUND) sent their plan (postPortalLeadForm), to that home
 * center when dealerNumber is given, and when and where the latest went. A design or a
 * question sent to the home center is not the plan: the portal says "Your
 * plan is with them" on this answer (docs/rules.md).
 */
export async function leadSubmitted(
  ctx: DomainContext,
  input: { myHomeAccountId: string; dealerNumber?: string | null },
): Promise<{ success: boolean; submittedAt: Date | null; dealerId: number | null }> {
  const viewer = requireViewer(ctx, SCOPES.userRead);
  const user = await findViewerUser(ctx, viewer);
  if (!user || !isOwnUserId(user, input.myHomeAccountId)) throw new NotFoundError(NO_SUCH_USER);
  const dealerNumber = input.dealerNumber?.trim() ?? '';
  const [latest] = await ctx.db
    .select({ createdAt: leads.createdAt, dealerId: leads.dealerId })
    .from(leads)
    .innerJoin(dealers, eq(dealers.dealerId, leads.dealerId))
    .where(
      and(
        eq(leads.userId, user.userId),
        eq(leads.kind, LEAD_KIND_PORTAL),
        dealerNumber !== '' ? eq(dealers.dealerNumber, dealerNumber) : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return {
    success: latest !== undefined,
    submittedAt: latest?.createdAt ?? null,
    dealerId: latest?.dealerId ?? null,
  };
}

// ---- "Ask about this home" (issue 11) ----

const inquiryTargetSchema = z.object({
  subject: z.enum(INQUIRY_SUBJECTS, { error: 'subject must be home, model or land' }),
  key: textField('key', 40).min(1, 'key is required'),
  lotNumber: textField('lotNumber', 20).nullish(),
  /** Filled only by robots (a field people never see): answered as a success, stored nowhere. */
  website: z.string().max(200).nullish(),
});

/** `lotNumber`: the home center that has the question. */
export type HomeInquiryResult = { leadId: number | null; messageBody: string; lotNumber: string };

/** What was asked about, and the home center that has it. */
async function inquiryTarget(
  ctx: DomainContext,
  target: z.output<typeof inquiryTargetSchema>,
): Promise<{ dealer: Dealer; about: string; name: string }> {
  if (target.subject === 'home') {
    const [row] = await ctx.db
      .select({ dealer: dealers, name: models.name, serial: homeListings.serialNumber })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(eq(homeListings.serialNumber, target.key.toUpperCase()));
    if (!row) throw new UserInputError('That home is not one we list', 'key');
    return { dealer: row.dealer, about: `home:${row.serial}`, name: row.name };
  }
  if (target.subject === 'land') {
    const [row] = await ctx.db
      .select({ dealer: dealers, stock: landListings.stockNumber, acres: landListings.acres })
      .from(landListings)
      .innerJoin(dealers, eq(dealers.dealerId, landListings.dealerId))
      .where(eq(landListings.stockNumber, target.key));
    if (!row) throw new UserInputError('That land is not one we list', 'key');
    return { dealer: row.dealer, about: `land:${row.stock}`, name: `${row.acres} acres of land` };
  }
  const [model] = await ctx.db
    .select({ name: models.name, modelNumber: models.modelNumber })
    .from(models)
    .where(and(eq(models.modelNumber, target.key), eq(models.isWebEnabled, true)));
  if (!model) throw new UserInputError('That home is not one we list', 'key');
  const { dealer } = await answeringHomeCenter(
    ctx,
    { lotNumber: target.lotNumber },
    { unknownLot: 'lotNumber must be the home center the page shows' },
  );
  return { dealer, about: `model:${model.modelNumber}`, name: model.name };
}

// ---- what every visitor's form shares ("Ask about this home", contact-us.ts, site-forms.ts) ----

/** How far a promotion's request may go: as far as the site's searches look for homes. */
export const PROMOTION_REACH_MILES = MAX_SEARCH_DISTANCE_MILES;

/**
 * Who answers a visitor's form, and, when the ZIP code found one farther than
 * the portal looks for one (DEALERS_NEAR_MILES), how far: the thank-you says so.
 */
export type AnsweringHomeCenter = { dealer: Dealer; far: FarFrom | null };

/**
 * The home center that answers a visitor's form: the one of the lot number
 * the page gave (its site's, or the one it shows), else the one nearest the
 * ZIP code, however far: a message always reaches someone. For an `offer`
 * (a promotion's request), only one within PROMOTION_REACH_MILES, among its
 * `states` when it names them (only their home centers honour it): an offer
 * is not sent across the country. Neither given is an unknown lot number.
 */
export async function answeringHomeCenter(
  ctx: DomainContext,
  where: {
    lotNumber?: string | null;
    zip?: string | null;
    states?: readonly string[] | null;
    offer?: boolean;
  },
  refusals: { unknownLot?: string; noneNear?: string } = {},
): Promise<AnsweringHomeCenter> {
  const {
    unknownLot = UNKNOWN_LOT_NUMBER,
    noneNear = 'We have no home center to send your message to',
  } = refusals;
  if (where.lotNumber || !where.zip) {
    const dealer = where.lotNumber ? await dealerByLotNumber(ctx, where.lotNumber) : null;
    if (!dealer) throw new UserInputError(unknownLot, 'lotNumber');
    return { dealer, far: null };
  }
  const place = await locationByPostalCode(ctx, where.zip);
  if (!place) throw new UserInputError(unknownPostalCode(where.zip), 'zip');
  const dealer = await nearestHomeCenter(ctx, place, where.states ?? null);
  if (!dealer) throw new UserInputError(noneNear, 'zip');
  if ((where.offer || where.states) && straightLineMiles(place, dealer) > PROMOTION_REACH_MILES) {
    throw new UserInputError(
      `No home center taking part in this offer is within ${PROMOTION_REACH_MILES} miles of ${where.zip}${
        where.states ? `: it is for homes in ${where.states.join(', ')}` : ''
      }.`,
      'zip',
    );
  }
  return { dealer, far: farFrom(where.zip, place, dealer) };
}

/** A visitor's full name as first name (its first word) and last name (the rest). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const firstName = name.split(/\s+/)[0]!;
  return { firstName, lastName: name.slice(firstName.length).trim() };
}

/** A home center's phone number as a visitor reads it. */
function homeCenterPhone(dealer: Dealer): string {
  return formatPhone(dealer.phone) ?? dealer.phone;
}

/** How the home center will answer, in the visitor's words of choice. */
function inquiryReply(visitor: Pick<HomeInquiry, 'preferredContact' | 'phone' | 'email'>): string {
  const phone = formatPhone(visitor.phone);
  return visitor.preferredContact === 'phone'
    ? `call you at ${phone}`
    : visitor.preferredContact === 'text'
      ? `text you at ${phone}`
      : `email you at ${visitor.email}`;
}

/**
 * A visitor form's thank-you (SPEC §7: success is a non-empty messageBody):
 * who has `what` they sent and how they will answer. A home center also
 * gives its number; our own team (lib/forms/our-team.ts) has none to give.
 */
export function visitorThankYou(
  firstName: string,
  answering: { dealer: Dealer; team: OurTeam | null; far?: AnsweringHomeCenter['far'] },
  what: string,
  visitor: Pick<HomeInquiry, 'preferredContact' | 'phone' | 'email'>,
): string {
  const { dealer, team, far } = answering;
  if (team) {
    return `Thank you, ${firstName}. Our ${team} has ${what} and will ${inquiryReply(visitor)} soon.`;
  }
  // A ZIP code far from every home center: the nearest answers, and the buyer knows how far it is.
  const who = far ? farHomeCenterWords(dealer, far) : dealer.name;
  return `Thank you, ${firstName}. ${who} has ${what} and will ${inquiryReply(visitor)} soon. You can also call them at ${homeCenterPhone(dealer)}.`;
}

/**
 * "Ask about this home": a visitor's question about a home, model or land,
 * with or without an account, stored once and mailed to the home center
 * that has it (for a model, the one the page shows). The same question sent
 * again the same day (a double click, a resubmitted form) is the same lead:
 * its key is the content's hash, as a form served from the page cache
 * cannot carry a key of its own. 10 per caller address an hour.
 */
export async function postHomeInquiry(
  ctx: LeadContext & { ip: string | null },
  posted: unknown,
  now = new Date(),
): Promise<HomeInquiryResult> {
  const content = nullsAsAbsent(posted);
  const target = parseInput(inquiryTargetSchema, content);
  const inquiry = parseInput(homeInquirySchema, content);
  const { dealer, about, name } = await inquiryTarget(ctx, target);
  const { firstName, lastName } = splitName(inquiry.name);
  const messageBody = visitorThankYou(
    firstName,
    { dealer, team: null },
    `your question about ${name}`,
    inquiry,
  );
  if (target.website) return { leadId: null, messageBody, lotNumber: dealer.lotNumber };

  const stored = await storeVisitorLead(
    ctx,
    {
      kind: LEAD_KIND_INQUIRY,
      dealer,
      firstName,
      lastName,
      email: inquiry.email,
      phone: inquiry.phone,
      message: inquiry.message,
      preferredContact: inquiry.preferredContact,
      about,
      details: [],
      messageBody,
    },
    { limit: INQUIRY_PER_IP, sentMany: 'questions' },
    now,
  );
  return { ...stored, lotNumber: dealer.lotNumber };
}

/** A visitor's message to a home center, from any public form. */
export type VisitorLead = {
  kind: string;
  dealer: Dealer;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  preferredContact: string | null;
  about: string | null;
  details: [string, string][];
  messageBody: string;
};

/**
 * Stores a visitor's lead once and mails it to the home center after the
 * answer. The same form sent again the same day (a double click, a
 * resubmitted form) is the same lead: its key is the content's hash, as a
 * form served from the page cache cannot carry a key of its own. A replay
 * is not counted against the caller's limit; past it, the visitor is told
 * they sent many `sentMany` ("messages") and given the home center's number.
 */
export async function storeVisitorLead(
  ctx: LeadContext & { ip: string | null },
  lead: VisitorLead,
  rate: { limit: RateLimit; sentMany: string },
  now = new Date(),
  /** Work on the new lead before its mail is built (a testimonial waiting for approval). */
  beforeMail?: (leadId: number) => Promise<void>,
): Promise<{ leadId: number; messageBody: string }> {
  const submissionKey = contentKey([
    lead.about,
    lead.dealer.dealerId,
    `${lead.firstName} ${lead.lastName}`.trim().toLowerCase(),
    lead.email.toLowerCase(),
    lead.phone,
    lead.message,
    lead.preferredContact,
    now.toISOString().slice(0, 10),
    ...(lead.details.length > 0 ? [lead.details] : []),
  ]);
  const sameSubmission = and(
    eq(leads.kind, lead.kind),
    eq(leads.submissionKey, submissionKey),
    isNull(leads.userId),
  );
  const { lead: inserted, created } = await ctx.db.transaction(async (tx) => {
    await oneSubmissionAtATime(tx, `visitor lead ${submissionKey}`);
    const [earlier] = await tx
      .select({ leadId: leads.leadId, messageBody: leads.messageBody })
      .from(leads)
      .where(sameSubmission);
    if (earlier) return { lead: earlier, created: false };
    // Counted with the lead: a refused or failed attempt does not use the allowance up.
    const allowed = await hit(
      { ...ctx, db: tx },
      rate.limit.bucket,
      ipKey(ctx.ip ?? 'unknown'),
      rate.limit,
    );
    if (!allowed.allowed) {
      // Our own team has no phone line to offer; a home center has.
      const wait = minutesToWait(allowed.retryAfterSeconds);
      const next = teamOfLead(lead.about)
        ? `Try again in ${wait}.`
        : `Call ${lead.dealer.name} at ${homeCenterPhone(lead.dealer)}, or try again in ${wait}.`;
      throw new RateLimitedError(
        `You have sent many ${rate.sentMany} this hour. ${next}`,
        allowed.retryAfterSeconds,
      );
    }
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        userId: null,
        dealerId: lead.dealer.dealerId,
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        portalName: PORTAL_NAME,
        submissionKey,
        messageBody: lead.messageBody,
        about: lead.about,
        preferredContact: lead.preferredContact,
        details: lead.details,
      })
      .returning({ leadId: leads.leadId, messageBody: leads.messageBody });
    return { lead: row!, created: true };
  });
  if (!created) return inserted;
  await beforeMail?.(inserted.leadId);
  const { mailer, afterAnswer } = ctx;
  const send = async () => {
    if (!mailer) throw new Error('No mailer is configured');
    await mailLead(
      { db: ctx.db, viewer: null, publicUrl: ctx.publicUrl ?? null },
      mailer,
      inserted.leadId,
    );
  };
  if (afterAnswer) afterAnswer.later('lead mail', send);
  else await send();
  return inserted;
}

/** The rows of what a visitor asked about, as the home center reads them. */
async function inquiryRows(
  ctx: DomainContext,
  about: string,
  dealer: Dealer,
): Promise<[string, string][]> {
  const [kind, key = ''] = about.split(/:(.*)/s);
  if (kind === 'home') {
    const [home] = await ctx.db
      .select({ name: models.name, listing: homeListings })
      .from(homeListings)
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(eq(homeListings.serialNumber, key));
    return home
      ? [
          ['Home', `${home.name} (serial ${key}, stock ${home.listing.stockNumber})`],
          ['Listed at', home.listing.priceLabel],
        ]
      : [['Home', `Serial ${key}`]];
  }
  if (kind === 'land') {
    const [land] = await ctx.db
      .select()
      .from(landListings)
      .where(eq(landListings.stockNumber, key));
    return land
      ? [
          ['Land', `${land.acres} acres (stock ${key})`],
          ['Listed at', land.priceLabel],
        ]
      : [['Land', `Stock ${key}`]];
  }
  const [model] = await ctx.db.select().from(models).where(eq(models.modelNumber, key));
  if (!model) return [['Floor plan', `Model ${key}`]];
  // The price the visitor was shown: this home center's to order it, when it lists one.
  const toOrder = (await floorPlansToOrder(ctx, dealer.lotNumber, [model.modelNumber])).get(
    model.modelNumber,
  );
  return [
    ['Floor plan', `${model.name} (model ${key})`],
    ...(toOrder ? [['Your price to order this plan', toOrder.priceLabel] as [string, string]] : []),
    [
      toOrder ? 'Starting at, across our home centers' : 'Starting at',
      model.lowPrice === null ? 'Not priced online' : formatPrice(model.lowPrice),
    ],
  ];
}

// ---- the home center's mail ----

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day as a home center's mail names it ("December 7, 2026"), in its own time zone. */
function dayAt(dealer: Dealer, at: Date): string {
  return at.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: timeZoneOf(dealer),
  });
}

/** At most this many saved homes and designs in a plan's mail: the home center reads the rest in person. */
const SAVED_ROWS_IN_MAIL = 12;
/** A plan's mail's section of the homes saved and designed (planChanges compares it by page). */
const SAVED_TITLE = 'Homes they saved and designed';

/**
 * The homes the buyer saved where they kept this plan (this home center's
 * lists, else their lists on the main site) and their designs, newest first,
 * each with its page: what the plan is about.
 */
async function savedHomesRows(
  ctx: DomainContext & { publicUrl?: string | null },
  user: UserRow,
  dealer: Dealer,
  retail: boolean,
): Promise<{ rows: [string, string][]; savedAt: Map<string, Date> }> {
  const base = ctx.publicUrl ?? '';
  // A home center's site keeps one list, that center's. The main site's
  // favourites page shows the named lists of floor plans and every home
  // center's list, where a home for sale hearted on the main site is kept.
  const retailSaved = (
    await retailCollectionsOf(ctx, user, retail ? dealer.lotNumber : null)
  ).flatMap((list) =>
    list.inventoryItems.map((item) => ({
      modelNumber: item.modelNumber,
      serialNumber: item.serialNumber,
      lotNumber: list.lotNumber,
      savedAt: item.createdAt,
    })),
  );
  const corporateSaved = retail
    ? []
    : (await corpCollectionsOf(ctx, user)).flatMap((list) =>
        list.collectionModels.map((item) => ({
          modelNumber: item.modelNumber,
          serialNumber: null,
          lotNumber: null as string | null,
          savedAt: item.createdAt,
        })),
      );
  // Oldest first, so the newest of a home saved twice is the one kept below.
  const saved = [...corporateSaved, ...retailSaved].sort(
    (a, b) => a.savedAt.getTime() - b.savedAt.getTime(),
  );
  const own = await ctx.db
    .select({
      content: designs.content,
      shareToken: designs.shareToken,
      createdAt: designs.createdAt,
      submittedLotNumber: designs.submittedLotNumber,
      submittedAt: designs.submittedAt,
    })
    .from(designs)
    .where(
      and(
        eq(designs.ownerIssuer, user.issuer),
        eq(designs.ownerSubject, user.subject),
        ne(designs.state, 'NEW'),
      ),
    )
    .orderBy(desc(designs.updatedAt))
    .limit(SAVED_ROWS_IN_MAIL);
  const salesModelIds = own.flatMap((d) => (d.content ? [d.content.salesModelId] : []));
  const modelNumbers = [...new Set(saved.map((s) => s.modelNumber))];
  const named =
    modelNumbers.length + salesModelIds.length === 0
      ? []
      : await ctx.db
          .select({
            name: models.name,
            modelNumber: models.modelNumber,
            salesModelId: models.salesModelId,
          })
          .from(models)
          .where(
            or(
              modelNumbers.length ? inArray(models.modelNumber, modelNumbers) : undefined,
              salesModelIds.length ? inArray(models.salesModelId, salesModelIds) : undefined,
            ),
          );
  const nameOf = (modelNumber: string) =>
    named.find((m) => m.modelNumber === modelNumber)?.name ?? modelNumber;
  const seen = new Set<string>();
  const rows: [string, string][] = [];
  // When each home was saved (by its row's text), for an update's "newly saved".
  const savedAt = new Map<string, Date>();
  for (const item of saved.reverse()) {
    const key = item.serialNumber ?? item.modelNumber;
    if (seen.has(key)) continue;
    seen.add(key);
    const row: [string, string] = item.serialNumber
      ? [
          'Home',
          `${nameOf(item.modelNumber)}, serial ${item.serialNumber}: ${base}/homes/${encodeURIComponent(item.serialNumber)}`,
        ]
      : [
          'Floor plan',
          `${nameOf(item.modelNumber)} (${item.modelNumber}): ${base}/homes/model/${encodeURIComponent(item.modelNumber)}${item.lotNumber ? `?lotNumber=${encodeURIComponent(item.lotNumber)}` : ''}`,
        ];
    rows.push(row);
    savedAt.set(row[1], item.savedAt);
  }
  for (const design of own) {
    const model = named.find((m) => m.salesModelId === design.content?.salesModelId);
    const total = designTotal(design.content);
    // One this home center was sent already (its own mail) is not news to it: said so.
    const sentHere =
      design.submittedAt && design.submittedLotNumber === dealer.lotNumber
        ? `, sent to you on ${dayAt(dealer, design.submittedAt)}`
        : '';
    const row: [string, string] = [
      'Design',
      `${model?.name ?? 'A home'}${total === null ? '' : `, ${formatPrice(total)}`}${sentHere}: ${base}/designs/${design.shareToken}`,
    ];
    rows.push(row);
    savedAt.set(row[1], design.createdAt);
  }
  return { rows: rows.slice(0, SAVED_ROWS_IN_MAIL), savedAt };
}

/** An answer as words: Yes or No for a boolean. */
const answer = (value: string | number | boolean): string =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/** What the favorite home key names: a model's name, or a built home's model. */
async function favoriteHomeText(
  ctx: DomainContext & { publicUrl?: string | null },
  key: string,
): Promise<string> {
  const base = ctx.publicUrl ?? '';
  const [model] = await ctx.db
    .select({ name: models.name })
    .from(models)
    .where(eq(models.modelNumber, key));
  if (model) return `${model.name} (model ${key})`;
  // A built home, named and linked as the saved homes below are.
  const [home] = await ctx.db
    .select({
      name: models.name,
      modelNumber: homeListings.modelNumber,
      stockNumber: homeListings.stockNumber,
    })
    .from(homeListings)
    .innerJoin(models, eq(models.id, homeListings.modelId))
    .where(eq(homeListings.serialNumber, key));
  return home
    ? `${home.name}, serial ${key} (model ${home.modelNumber}, stock ${home.stockNumber}): ${base}/homes/${encodeURIComponent(key)}`
    : key;
}

/** The lead mail of a stored lead, with the buyer's planner for that home center as it is now. */
export async function leadMail(
  ctx: DomainContext & { publicUrl?: string | null },
  leadId: number,
): Promise<LeadMail & { plan?: [string, string][] }> {
  const [row] = await ctx.db
    .select({ lead: leads, dealer: dealers, user: users })
    .from(leads)
    .innerJoin(dealers, eq(dealers.dealerId, leads.dealerId))
    .leftJoin(users, eq(users.userId, leads.userId))
    .where(eq(leads.leadId, leadId));
  if (!row) throw new Error(`Lead ${leadId} not found`);
  const { lead, dealer, user } = row;
  const buyer = `${lead.firstName} ${lead.lastName}`.trim();
  if (lead.kind === LEAD_KIND_INQUIRY) return inquiryMail(ctx, lead, dealer, buyer);
  if (lead.kind === LEAD_KIND_DESIGN) return designMail(ctx, lead, dealer, buyer, user);
  const form = visitorFormOf(lead.kind, lead.about);
  if (form) {
    const mail = visitorFormMail(lead, dealer, buyer, form);
    const decision = await testimonialDecisionOf(ctx, leadId);
    if (decision) {
      // Their words show on the site only once the home center publishes them.
      mail.sections.push({
        title: 'Publish it on your site?',
        rows: [['Read it and decide', `${ctx.publicUrl ?? ''}/testimonials/${decision}`]],
      });
    }
    return mail;
  }
  // The planner the buyer keeps with this home center (its own site's, retail);
  // else the one they keep on the corporate site, where they chose this home
  // center as their nearest: the plan they sent is the one they filled in.
  const retail = user
    ? await profileOf(ctx, user, { profileType: PLANNER_TYPE_RETAIL, lotNumber: dealer.lotNumber })
    : null;
  const profile =
    retail ?? (user ? await profileOf(ctx, user, { profileType: PLANNER_TYPE_CORPORATE }) : null);
  const liked = profile
    ? ((await likedFeaturesOf(ctx, [profile.profileId])).get(profile.profileId) ?? [])
    : [];
  // The site the plan was kept on: the home center's brand, or ours for the main site.
  const brand = retail || !profile ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  const progress =
    user && profile
      ? await plannerProgressOf(
          ctx,
          user,
          retail
            ? { type: PLANNER_TYPE_RETAIL, lotNumber: dealer.lotNumber }
            : { type: PLANNER_TYPE_CORPORATE, lotNumber: null },
        )
      : null;

  // Only what the buyer told us: a home center reads answers, not a form.
  const rows = (list: [string, string | null][]): [string, string][] =>
    list.filter((row): row is [string, string] => row[1] !== null);
  const given = (value: string | number | boolean | null | undefined) =>
    value === null || value === undefined || value === '' ? null : answer(value);
  const newsBy = user
    ? [
        user.optInEmail ? 'email' : null,
        user.optInText ? 'text message' : null,
        user.optInCall ? 'phone call' : null,
      ].filter(Boolean)
    : [];
  const sections: LeadMail['sections'] = [
    {
      title: 'How to reach them',
      rows: rows([
        ['Name', buyer],
        ['Email', lead.email],
        ['Phone', formatPhone(lead.phone)],
        ...howTheyLikeToHear(user),
        ['ZIP code', given(user?.zipCode)],
        // The consent for marketing, not for answering this lead: they asked for that by sending it.
        [
          'News and offers',
          user ? (newsBy.length ? `wanted by ${newsBy.join(', ')}` : 'not wanted') : null,
        ],
      ]),
    },
  ];
  if (profile) {
    const month = profile.targetMoveDateMonth;
    const year = profile.targetMoveDateYear;
    const answered = [
      {
        title: 'Budget',
        rows: rows([
          ['Budget', profile.budget === null ? null : formatPrice(profile.budget)],
          ['How sure', profile.budgetConfidence && choiceLabel(profile.budgetConfidence)],
          ['Situation', profile.buyerSituation && choiceLabel(profile.buyerSituation)],
          ['Paying with', profile.fundingSource && choiceLabel(profile.fundingSource)],
          [
            'Cash for a down payment',
            profile.cashBudget === null ? null : formatPrice(profile.cashBudget),
          ],
          ['Pre-approved', given(profile.isPreApproved)],
          [
            'Pre-approval amount',
            profile.preApprovalAmount === null ? null : formatPrice(profile.preApprovalAmount),
          ],
          [
            'Wants to move in',
            year === null ? null : month === null ? String(year) : `${MONTHS[month - 1]} ${year}`,
          ],
        ]),
      },
      {
        title: 'Land',
        rows: rows([
          ['Has land', given(profile.hasLand)],
          ['Kind of land', profile.landType && choiceLabel(profile.landType)],
          ['Land ZIP code', given(profile.landZip)],
          ['About the land', given(profile.propertyDescription)],
        ]),
      },
      {
        title: 'Home aspirations',
        rows: rows([
          ['Bedrooms', given(profile.preferredBeds)],
          ['Bathrooms', given(profile.preferredBaths)],
          ['Liked features', liked.length ? liked.map((f) => f.name).join(', ') : null],
          [
            'Favorite home',
            profile.topFavoriteHome ? await favoriteHomeText(ctx, profile.topFavoriteHome) : null,
          ],
        ]),
      },
    ].filter((section) => section.rows.length > 0);
    sections.push(...answered);
  }
  let savedAt = new Map<string, Date>();
  if (user) {
    const saved = await savedHomesRows(ctx, user, dealer, retail !== null || !profile);
    savedAt = saved.savedAt;
    if (saved.rows.length > 0) sections.push({ title: SAVED_TITLE, rows: saved.rows });
  }
  const stepsDone = progress?.plannerProgress.some((s) => s.completed > 0) ?? false;
  if (progress && stepsDone) {
    // Which steps, not only how many: an update names a step undone and another done.
    const titles = new Map(
      progress.planner.sections.flatMap((section) =>
        section.contents.map((content) => [content.tag, content.title] as const),
      ),
    );
    sections.push({
      title: 'Planner progress',
      rows: progress.plannerProgress.map((s) => [
        s.name,
        `${s.completed} of ${s.total} done (${s.percentCompleted}%)${
          s.completedContents.length > 0
            ? `: ${s.completedContents.map((tag) => titles.get(tag) ?? tag).join('; ')}`
            : ''
        }`,
      ]),
    });
  }
  // Where they came from, when a campaign brought them (utm_*); the rest is ours.
  const campaign = Object.entries(lead.marketingMeta ?? {})
    .filter(([name, value]) => name.startsWith('utm_') && typeof value === 'string')
    .slice(0, 10) as [string, string][];
  if (campaign.length > 0) {
    sections.push({ title: CAMPAIGN_TITLE, rows: campaign });
  }
  const planned = sections.length > 1;
  const plan = planRows(sections);
  // Sent to this home center before: an update, with what changed since the last one.
  const [previous] = lead.userId
    ? await ctx.db
        .select({ createdAt: leads.createdAt, details: leads.details })
        .from(leads)
        .where(and(plansReceived(lead.userId, lead.dealerId), lt(leads.leadId, lead.leadId)))
        .orderBy(desc(leads.leadId))
        .limit(1)
    : [];
  const withMessage = lead.message ? ' and a message' : '';
  let intro: string[];
  if (previous) {
    const when = dayAt(dealer, previous.createdAt);
    // A plan sent before this comparison was kept has nothing to compare with.
    const changed =
      previous.details.length > 0
        ? planChanges(previous.details, plan, (row) => {
            const at = savedAt.get(row);
            return at === undefined || at > previous.createdAt;
          })
        : null;
    intro = [
      `Hello ${dealer.name},`,
      `${buyer} sent you an update to the home plan they sent you on ${when}${withMessage}, from their ${brand} home account.`,
      changed === null
        ? 'Their plan as it is now is below.'
        : changed.length === 0
          ? 'Nothing in their plan changed since then; it is below as it stands.'
          : 'What changed is first; their whole plan as it is now follows.',
    ];
    if (changed?.length) sections.unshift({ title: `What changed since ${when}`, rows: changed });
  } else {
    intro = [
      `Hello ${dealer.name},`,
      `${buyer} sent you their home plan${withMessage} from their ${brand} home account.`,
      ...(planned
        ? []
        : ['They have not filled in their planner yet, so only their contact details are below.']),
    ];
  }
  return {
    to: dealer.email,
    name: dealer.name,
    replyTo: { address: lead.email, name: buyer },
    subject: previous ? `Update from ${buyer}` : `New lead from ${buyer}`,
    intro,
    message: lead.message,
    sections,
    plan,
    signature: `Reply to this email to answer ${buyer} directly.\n${brand}`,
  };
}

/** The sections of a plan's mail this lead compares with the next one sent: all but where they came from. */
function planRows(sections: LeadMail['sections']): [string, string][] {
  return sections
    .filter((section) => section.title !== CAMPAIGN_TITLE)
    .flatMap((section) =>
      section.rows.map(([label, value]): [string, string] => [
        `${section.title} › ${label}`,
        value,
      ]),
    );
}

/**
 * What changed between two plans' rows (planRows): each answer given, changed
 * ("$130,000 (was $120,000)") or taken back; then each home, floor plan or
 * design saved or unsaved, known by the page it links to (all are labelled
 * alike, "Home"), or changed (a design's total).
 */
/**
 * `savedSince`: whether a saved home's row (by its text) was saved after the
 * plan before; one saved earlier and missing from it (that mail left it out)
 * is "saved", not "newly saved".
 */
function planChanges(
  before: [string, string][],
  now: [string, string][],
  savedSince: (row: string) => boolean,
): [string, string][] {
  type Row = { key: string; section: string; label: string; value: string };
  const read = ([key, value]: [string, string]): Row => {
    const at = key.indexOf(' › ');
    return { key, section: key.slice(0, at), label: key.slice(at + 3), value };
  };
  const was = before.map(read);
  const is = now.map(read);
  const changes: [string, string][] = [];
  // Answers: one row a label in each section.
  const answers = (rows: Row[]) =>
    new Map(rows.filter((r) => r.section !== SAVED_TITLE).map((r) => [r.key, r]));
  const answeredBefore = answers(was);
  const answeredNow = answers(is);
  for (const [key, row] of answeredNow) {
    const old = answeredBefore.get(key);
    if (!old) changes.push([row.label, row.value]);
    else if (old.value !== row.value) changes.push([row.label, `${row.value} (was ${old.value})`]);
  }
  for (const [key, row] of answeredBefore) {
    if (!answeredNow.has(key)) changes.push([row.label, `no longer given (was ${row.value})`]);
  }
  // Saved homes, by their page (the site's address left out: it may have moved; and the
  // home center a floor plan was saved at, which may change as it is saved again).
  const page = (row: Row) => /\/(?:homes|designs)\/[^\s?]+/.exec(row.value)?.[0] ?? row.value;
  const savedBefore = new Map(
    was.filter((r) => r.section === SAVED_TITLE).map((r) => [page(r), r]),
  );
  const savedNow = is.filter((r) => r.section === SAVED_TITLE);
  // A full list leaves the oldest out: one missing from it may still be saved, and one
  // newly in it may have been saved before.
  const wholeBefore = savedBefore.size < SAVED_ROWS_IN_MAIL;
  const wholeNow = savedNow.length < SAVED_ROWS_IN_MAIL;
  for (const row of savedNow) {
    const old = savedBefore.get(page(row));
    if (!old) {
      const newly = wholeBefore && savedSince(row.value);
      changes.push([row.label, `${newly ? 'newly saved' : 'saved'}: ${row.value}`]);
    } else if (old.value !== row.value)
      changes.push([row.label, `${row.value} (was ${old.value})`]);
  }
  if (wholeNow) {
    const pagesNow = new Set(savedNow.map(page));
    for (const [at, row] of savedBefore) {
      if (!pagesNow.has(at)) changes.push([row.label, `no longer saved: ${row.value}`]);
    }
  }
  return changes;
}

/** The mail of an "Ask about this home" lead: who asked, how to answer, and about what. */
async function inquiryMail(
  ctx: DomainContext,
  lead: Lead,
  dealer: Dealer,
  buyer: string,
): Promise<LeadMail> {
  // Signed with the home center's brand; the visitor may have used the main
  // site or the center's own (not recorded), so the mail says "our website".
  const brand = brandLabel(dealer.brandAcronym);
  const asked = lead.about?.startsWith('land:') ? 'land' : 'a home';
  const rows = (list: [string, string | null][]): [string, string][] =>
    list.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  const prefers = lead.preferredContact
    ? (CONTACT_PREFERENCE_LABELS[lead.preferredContact as ContactPreference] ?? null)
    : null;
  return {
    to: dealer.email,
    name: dealer.name,
    // No email given (a phone call or a text): a Reply would go nowhere.
    ...(lead.email ? { replyTo: { address: lead.email, name: buyer } } : {}),
    subject: `Question about ${asked} from ${buyer}`,
    intro: [
      `Hello ${dealer.name},`,
      `${buyer} asked about ${asked} on our website${lead.message ? ':' : '.'}`,
    ],
    message: lead.message,
    sections: [
      {
        title: 'How to reach them',
        rows: rows([
          ['Name', buyer],
          ['Prefers', prefers],
          ['Email', lead.email],
          ['Phone', formatPhone(lead.phone)],
        ]),
      },
      {
        title: 'What they asked about',
        rows: await inquiryRows(ctx, lead.about ?? '', dealer),
      },
    ],
    signature: `${lead.email ? 'Reply to this email to answer them directly.' : `Answer them by ${prefers?.toLowerCase() ?? 'phone'}.`}\n${brand}`,
  };
}

/** The account's "Prefers" and "Best times" rows: how the buyer asked to be answered. */
function howTheyLikeToHear(
  user: Pick<UserRow, 'preferredContactMethod' | 'preferredContactTime'> | null,
): [string, string | null][] {
  const methods = user?.preferredContactMethod.map(choiceLabel) ?? [];
  const times = user?.preferredContactTime.map(choiceLabel) ?? [];
  return [
    ['Prefers', methods.length ? methods.join(', ') : null],
    ['Best times', times.length ? times.join(', ') : null],
  ];
}

/** The mail of a design sent to a home center: who, how to reach them, and every selection. */
function designMail(
  ctx: { publicUrl?: string | null },
  lead: Lead,
  dealer: Dealer,
  buyer: string,
  user: Pick<UserRow, 'preferredContactMethod' | 'preferredContactTime'> | null,
): LeadMail {
  const brand = brandLabel(dealer.brandAcronym);
  const meta = lead.marketingMeta as { model?: string; shareToken?: string } | null;
  // What the page promised when it was sent ("will text you at … in the evening") is here too.
  const reach: [string, string | null][] = [
    ['Name', buyer],
    ['Email', lead.email],
    ['Phone', formatPhone(lead.phone)],
    ...howTheyLikeToHear(user),
  ];
  return {
    to: dealer.email,
    name: dealer.name,
    replyTo: { address: lead.email, name: buyer },
    subject: `Design of ${meta?.model ?? 'a home'} from ${buyer}`,
    intro: [
      `Hello ${dealer.name},`,
      `${buyer} designed ${meta?.model ?? 'a home'} on our website and sent it to you${lead.message ? ':' : '.'}`,
    ],
    message: lead.message,
    sections: [
      {
        title: 'How to reach them',
        rows: reach.filter((row): row is [string, string] => row[1] !== null && row[1] !== ''),
      },
      { title: 'Their selections', rows: lead.details },
      ...(meta?.shareToken
        ? [
            {
              title: 'See it',
              rows: [
                ['Pictures and prices', `${ctx.publicUrl ?? ''}/designs/${meta.shareToken}`],
              ] as [string, string][],
            },
          ]
        : []),
    ],
    signature: `Reply to this email to answer them directly.\n${brand}`,
  };
}

/**
 * The mail of a public form's lead: who wrote, how to answer, and what they
 * told us. To its home center; or, for what our own team answers
 * (lib/forms/our-team.ts), to that team, naming the home center it is filed with.
 */
function visitorFormMail(
  lead: Lead,
  dealer: Dealer,
  buyer: string,
  form: { title: string; subject: string },
): LeadMail {
  const team = teamOfLead(lead.about);
  const brand = team ? DEFAULT_BRAND_LABEL : brandLabel(dealer.brandAcronym);
  const prefers = lead.preferredContact
    ? (CONTACT_PREFERENCE_LABELS[lead.preferredContact as ContactPreference] ?? null)
    : null;
  const reach: [string, string | null][] = [
    ['Name', buyer],
    ['Prefers', prefers],
    ['Email', lead.email],
    ['Phone', formatPhone(lead.phone)],
  ];
  return {
    to: team ? null : dealer.email,
    name: team ? `${DEFAULT_BRAND_LABEL} ${team}` : dealer.name,
    ...(lead.email ? { replyTo: { address: lead.email, name: buyer } } : {}),
    subject: `${form.subject} from ${buyer}`,
    intro: [
      `Hello ${team ?? dealer.name},`,
      `${buyer} wrote to ${team ? 'us' : 'you'} through the “${form.title}” form of our website${lead.message ? ':' : '.'}`,
    ],
    message: lead.message,
    sections: [
      {
        title: 'How to reach them',
        rows: reach.filter((row): row is [string, string] => row[1] !== null && row[1] !== ''),
      },
      ...(lead.details.length > 0 ? [{ title: 'What they told us', rows: lead.details }] : []),
      ...(team
        ? [
            {
              title: 'Their home center',
              rows: [
                [
                  'The site’s, or the nearest to their ZIP code',
                  `${dealer.name}, ${dealer.city}, ${dealer.state}: ${homeCenterPhone(dealer)}`,
                ],
              ] as [string, string][],
            },
          ]
        : []),
    ],
    signature: `${lead.email ? 'Reply to this email to answer them directly.' : `Answer them by ${prefers?.toLowerCase() ?? 'phone'}.`}\n${brand}`,
  };
}

/** The decision link's token of the testimonial a lead brought, while it waits. */
async function testimonialDecisionOf(ctx: DomainContext, leadId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ token: testimonials.decisionToken })
    .from(testimonials)
    .where(eq(testimonials.leadId, leadId));
  return row?.token ?? null;
}

/** How long a plan's mail waits for the one before it to the same home center, still being sent. */
export const EARLIER_PLAN_MAIL_WAIT_MS = 30_000;
const EARLIER_PLAN_MAIL_POLL_MS = 200;

/**
 * Two plans sent to one home center seconds apart: the second's mail says what
 * changed since the first, so it waits while the first's is still being sent
 * (stored moments ago, not yet mailed), whichever process sends it. One that
 * failed, or takes longer than the wait, leaves it comparing with the last plan
 * the home center received.
 */
async function awaitEarlierPlanMail(ctx: DomainContext, leadId: number): Promise<void> {
  const [lead] = await ctx.db
    .select({ kind: leads.kind, userId: leads.userId, dealerId: leads.dealerId })
    .from(leads)
    .where(eq(leads.leadId, leadId));
  if (lead?.kind !== LEAD_KIND_PORTAL || !lead.userId) return;
  const deadline = Date.now() + EARLIER_PLAN_MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const [sending] = await ctx.db
      .select({ leadId: leads.leadId })
      .from(leads)
      .where(
        and(
          plansSent(lead.userId, lead.dealerId),
          lt(leads.leadId, leadId),
          isNull(leads.mailedAt),
          gt(leads.createdAt, new Date(Date.now() - EARLIER_PLAN_MAIL_WAIT_MS)),
        ),
      )
      .limit(1);
    if (!sending) return;
    await new Promise((resolve) => setTimeout(resolve, EARLIER_PLAN_MAIL_POLL_MS));
  }
}

/** Sends a stored lead's mail and records when it went. */
export async function mailLead(
  ctx: DomainContext & { publicUrl?: string | null },
  mailer: Mailer,
  leadId: number,
): Promise<void> {
  await awaitEarlierPlanMail(ctx, leadId);
  const { plan, ...mail } = await leadMail(ctx, leadId);
  await mailer.sendLead(mail);
  // A plan's rows as mailed: the next update to this home center says what changed.
  await ctx.db
    .update(leads)
    .set({ mailedAt: new Date(), ...(plan ? { details: plan } : {}) })
    .where(eq(leads.leadId, leadId));
}
