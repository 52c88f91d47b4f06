// SPEC §3 Design, §4 design states, §5 and §7 generateDesign, patchDesign,
// getDesign (issue 13). A design belongs to the signed-in person who made it
// (issuer + subject); anyone else gets NOT_FOUND, as for no design, and sees
// it only through its share token, read-only. States (docs/rules.md):
// NEW (generated, empty) → SAVED (patched with content, any number of times)
// → SUBMITTED (sent to a home center; locked: no more patches).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  choicesOfCustomizations,
  customizationsOf,
  optionsOf,
  standardSelection,
} from '../../lib/configurator/selections.ts';
import { priceDifference } from '../../lib/floor-plan-price.ts';
import { PORTAL_NAME } from '../../lib/planner.ts';
import { MAX_LEAD_MESSAGE_LENGTH } from '../../lib/portal-fields.ts';
import { formatPrice } from '../../lib/price.ts';
import type { Configurator } from '../../lib/configurator/types.ts';
import { designs, leads, models, type DesignContent } from '../db/schema.ts';
import { checkZipCode } from './catalogue.ts';
import { configuratorOfGuidVersion } from './configurator.ts';
import { requireViewer, SCOPES, type DomainContext, type Scope } from './context.ts';
import { dealerByLotNumber, UNKNOWN_LOT_NUMBER } from './dealers.ts';
import { floorPlansToOrder, homeCentersAskingToOrder, toOrderPrices } from './listings.ts';
import { locationByPostalCode } from './places.ts';
import { NotFoundError, UserInputError } from './errors.ts';
import { parseInput, textField } from './input.ts';
import {
  accountEmailOf,
  designThankYou,
  LEAD_KIND_DESIGN,
  mailLead,
  requireLeadAllowance,
  type LeadContext,
} from './leads.ts';
import { requireViewerUser } from './viewer-user.ts';

export type DesignRow = typeof designs.$inferSelect;
export type DesignState = DesignRow['state'];

/** SPEC §3: status defaults to New; our three states in the words a buyer reads. */
export const DESIGN_STATUS: Record<DesignState, string> = {
  NEW: 'New',
  SAVED: 'Saved',
  SUBMITTED: 'Submitted',
};

/** A buyer keeps at most this many designs (saved or sent); a new one past it is refused. */
export const MAX_DESIGNS_PER_BUYER = 50;
const NO_SUCH_DESIGN = 'No design with that designId is yours.';
export const LOCKED_DESIGN =
  'This design was sent to the home center and can no longer change. Start a new one from the model page.';

const designIdField = z.uuid('designId must be a design’s id');

function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

function ownedBy(ctx: DomainContext, scope: Scope) {
  const viewer = requireViewer(ctx, scope);
  return and(eq(designs.ownerIssuer, viewer.issuer), eq(designs.ownerSubject, viewer.subject));
}

/** The caller's design, or NOT_FOUND (another's is not told apart from none). */
export async function requireOwnDesign(
  ctx: DomainContext,
  scope: Scope,
  designId: unknown,
): Promise<DesignRow> {
  // Who asks first: without a sign-in, no id is worth checking (SPEC §6).
  const owner = ownedBy(ctx, scope);
  const id = parseInput(z.object({ designId: designIdField }), { designId }).designId;
  const [row] = await ctx.db
    .select()
    .from(designs)
    .where(and(eq(designs.designId, id), owner));
  if (!row) throw new NotFoundError(NO_SUCH_DESIGN);
  return row;
}

/**
 * SPEC §7 generateDesign(dxClientId, modelFinderSessionId): SPEC §4, a new
 * design only when the caller has no generated (still empty) one from this
 * browser; otherwise that one again. So a double click or a second tab makes
 * one design.
 */
export async function generateDesign(
  ctx: DomainContext,
  input: { dxClientId?: string | null; modelFinderSessionId?: string | null },
): Promise<DesignRow> {
  const viewer = requireViewer(ctx, SCOPES.userWrite);
  const { dxClientId, modelFinderSessionId } = parseInput(
    z.object({
      dxClientId: textField('dxClientId', 100).pipe(
        z.string().min(1, 'dxClientId is needed to generate a design'),
      ),
      modelFinderSessionId: textField('modelFinderSessionId', 100).nullish(),
    }),
    input,
  );
  const generated = and(
    eq(designs.ownerIssuer, viewer.issuer),
    eq(designs.ownerSubject, viewer.subject),
    eq(designs.dxClientId, dxClientId),
    eq(designs.state, 'NEW'),
  );
  const [existing] = await ctx.db.select().from(designs).where(generated);
  if (existing) return existing;
  const count = await ctx.db.$count(
    designs,
    and(eq(designs.ownerIssuer, viewer.issuer), eq(designs.ownerSubject, viewer.subject)),
  );
  if (count >= MAX_DESIGNS_PER_BUYER) {
    throw new UserInputError(
      `You can keep at most ${MAX_DESIGNS_PER_BUYER} designs: delete one you no longer need first.`,
    );
  }
  // The partial unique index makes a racing twin's insert do nothing; both read the one row.
  await ctx.db
    .insert(designs)
    .values({
      ownerIssuer: viewer.issuer,
      ownerSubject: viewer.subject,
      dxClientId,
      modelFinderSessionId: modelFinderSessionId || null,
      shareToken: newShareToken(),
    })
    .onConflictDoNothing();
  const [made] = await ctx.db.select().from(designs).where(generated);
  if (!made) throw new Error('a generated design could not be read back');
  return made;
}

const customizationSchema = z.object({
  configuratorOptionId: z.number().int(),
  selectionId: z.number().int(),
  price: z.number().nullish(),
});

const patchSchema = z.object({
  designId: designIdField,
  configuratorGuid: z.uuid('configuratorGuid must be a configurator’s guid'),
  version: z.number().int().min(1, 'version must be 1 or more'),
  zipCode: z.string().nullish(),
  content: z.object({
    salesModelId: textField('salesModelId', 40),
    basePrice: z.number().nullish(),
    customizations: z
      .array(customizationSchema)
      .min(1, 'customizations (the options) are needed to save a design')
      .max(200, 'at most 200 customizations'),
  }),
});

/**
 * The content a configurator gives these customizations: each option's
 * selection must be one of that option's; an option not named keeps its
 * standard selection; prices are the configurator's (a price the caller
 * sends is not trusted).
 */
function contentOf(
  configurator: Configurator,
  customizations: z.infer<typeof customizationSchema>[],
  basePrice: number | null,
): DesignContent {
  const options = new Map(
    configurator.navs.flatMap((n) =>
      n.optionGroups.flatMap((g) => g.configuratorOptions.map((o) => [o.configuratorOptionId, o])),
    ),
  );
  const seen = new Set<number>();
  for (const c of customizations) {
    const option = options.get(c.configuratorOptionId);
    if (!option) {
      throw new UserInputError(
        `configuratorOptionId ${c.configuratorOptionId} is not an option of this configurator`,
        'customizations',
      );
    }
    if (!option.selections.some((s) => s.selectionId === c.selectionId)) {
      throw new UserInputError(
        `selectionId ${c.selectionId} is not a selection of option ${c.configuratorOptionId}`,
        'customizations',
      );
    }
    if (seen.has(c.configuratorOptionId)) {
      throw new UserInputError(
        `option ${c.configuratorOptionId} is chosen twice`,
        'customizations',
      );
    }
    seen.add(c.configuratorOptionId);
  }
  const choices = choicesOfCustomizations(configurator, customizations);
  return {
    salesModelId: configurator.salesModelId,
    basePrice,
    customizations: customizationsOf(configurator, choices),
  };
}

/**
 * The base price a design is saved at: the one sent when a home center asks it
 * for the model to order (the designer on that center's site prices with it),
 * else the configurator's. Any other figure sent is not trusted.
 */
async function designBasePrice(
  ctx: DomainContext,
  configurator: Configurator,
  sent: number | null | undefined,
): Promise<number | null> {
  if (sent === undefined || sent === configurator.basePrice) return configurator.basePrice;
  const offered = await toOrderPrices(ctx, configurator.salesModelId);
  return offered.includes(sent) ? sent : configurator.basePrice;
}

/**
 * SPEC §7 patchDesign (v2). SPEC §5: only with options, configuratorGuid and
 * version. A patched design is SAVED; a SUBMITTED one is locked.
 */
export async function patchDesign(
  ctx: DomainContext,
  input: { design: unknown },
): Promise<DesignRow> {
  const patch = parseInput(patchSchema, input.design);
  const design = await requireOwnDesign(ctx, SCOPES.userWrite, patch.designId);
  if (design.isLocked) throw new UserInputError(LOCKED_DESIGN, 'designId');
  const zipCode = checkZipCode(patch.zipCode, 'zipCode');
  const configurator = await configuratorOfGuidVersion(ctx, patch.configuratorGuid, patch.version);
  if (!configurator) {
    throw new UserInputError(
      'configuratorGuid and version do not name one of our configurators',
      'configuratorGuid',
    );
  }
  if (configurator.salesModelId !== patch.content.salesModelId) {
    throw new UserInputError(
      'content.salesModelId is not the model of that configurator',
      'salesModelId',
    );
  }
  const content = contentOf(
    configurator,
    patch.content.customizations,
    await designBasePrice(ctx, configurator, patch.content.basePrice),
  );
  const [saved] = await ctx.db
    .update(designs)
    .set({
      state: 'SAVED',
      configuratorGuid: configurator.configuratorGuid,
      configuratorVersion: configurator.version,
      zipCode,
      content,
      updatedAt: new Date(),
    })
    // Not locked in the meantime (a submit a moment ahead of this patch wins).
    .where(and(eq(designs.designId, design.designId), eq(designs.isLocked, false)))
    .returning();
  if (!saved) throw new UserInputError(LOCKED_DESIGN, 'designId');
  return saved;
}

/** SPEC §7 getDesign / getDesignService: the caller's own design. */
export async function getDesign(ctx: DomainContext, designId: unknown): Promise<DesignRow> {
  return requireOwnDesign(ctx, SCOPES.userRead, designId);
}

/** The caller's designs with content (saved or sent), newest first: the portal lists them. */
export async function myDesigns(ctx: DomainContext): Promise<DesignRow[]> {
  return ctx.db
    .select()
    .from(designs)
    .where(and(ownedBy(ctx, SCOPES.userRead), ne(designs.state, 'NEW')))
    .orderBy(desc(designs.updatedAt))
    .limit(MAX_DESIGNS_PER_BUYER);
}

/** A design by its share token, for anyone holding the link (read-only); null for none. */
export async function sharedDesign(
  ctx: DomainContext,
  shareToken: string,
): Promise<DesignRow | null> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(shareToken)) return null;
  const [row] = await ctx.db
    .select()
    .from(designs)
    .where(and(eq(designs.shareToken, shareToken), ne(designs.state, 'NEW')));
  return row ?? null;
}

/** The caller deletes a design they no longer want (a sent one stays: the home center has it). */
export async function deleteDesign(ctx: DomainContext, designId: unknown): Promise<boolean> {
  const design = await requireOwnDesign(ctx, SCOPES.userWrite, designId);
  if (design.state === 'SUBMITTED') {
    throw new UserInputError(
      'This design was sent to the home center, so it stays with your account.',
      'designId',
    );
  }
  await ctx.db.delete(designs).where(eq(designs.designId, design.designId));
  return true;
}

/** The price of a saved design: its base price and the prices saved with it. */
export function designTotal(content: DesignContent | null): number | null {
  if (!content || content.basePrice === null) return null;
  return content.basePrice + content.customizations.reduce((sum, c) => sum + c.price, 0);
}

/**
 * The home center whose price to order the plan a design's home is saved at,
 * where that is not the plan's "Starting at" (the designer prices a plan where
 * it would be ordered: app/routes/configurator/design.tsx). Of several asking
 * it, the one the design was sent to, else the nearest its ZIP code. Null at
 * "Starting at", unpriced, or when no center asks that price any more.
 */
export async function designPricedAt(
  ctx: DomainContext,
  design: DesignRow,
): Promise<{ name: string; lotNumber: string } | null> {
  const base = design.content?.basePrice ?? null;
  if (base === null || !design.configuratorGuid || design.configuratorVersion === null) return null;
  const configurator = await configuratorOfGuidVersion(
    ctx,
    design.configuratorGuid,
    design.configuratorVersion,
  );
  if (!configurator || configurator.basePrice === base) return null;
  const place = design.zipCode ? await locationByPostalCode(ctx, design.zipCode) : null;
  const asking = await homeCentersAskingToOrder(ctx, configurator.salesModelId, base, place);
  const center = asking.find((d) => d.lotNumber === design.submittedLotNumber) ?? asking[0] ?? null;
  return center && { name: center.name, lotNumber: center.lotNumber };
}

export type SubmittedDesign = { design: DesignRow; messageBody: string };

/**
 * Sends the caller's saved design to a home center (issue 13): one lead with
 * every selection and its price (mailed after the answer), and the design
 * becomes SUBMITTED and locked. Sending it again answers the same and mails
 * nothing. 10 leads per user an hour, as the portal's lead.
 */
export async function submitDesign(
  ctx: LeadContext,
  input: { designId: unknown; lotNumber: unknown; message?: unknown },
): Promise<SubmittedDesign> {
  const { viewer, user } = await requireViewerUser(ctx, SCOPES.userWrite);
  const { lotNumber, message } = parseInput(
    z.object({
      lotNumber: textField('lotNumber', 10).pipe(z.string().min(1, 'Choose a home center.')),
      message: textField('message', MAX_LEAD_MESSAGE_LENGTH, { multiline: true }).nullish(),
    }),
    { lotNumber: input.lotNumber, message: input.message },
  );
  const design = await requireOwnDesign(ctx, SCOPES.userWrite, input.designId);
  if (design.state === 'SUBMITTED' && design.leadId !== null) {
    const [lead] = await ctx.db
      .select({ messageBody: leads.messageBody })
      .from(leads)
      .where(eq(leads.leadId, design.leadId));
    return { design, messageBody: lead?.messageBody ?? '' };
  }
  if (!design.content || !design.configuratorGuid || design.configuratorVersion === null) {
    throw new UserInputError('Save the design before you send it.', 'designId');
  }
  const dealer = await dealerByLotNumber(ctx, lotNumber);
  if (!dealer) throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');
  if (!user.firstName || !user.lastName) {
    throw new UserInputError(
      'Add your first and last name in your account details, so the home center knows who you are.',
      'firstName',
    );
  }
  const account = await accountEmailOf(ctx, viewer);
  if (!account) throw new UserInputError('Your account has no email address to answer.');
  const configurator = await configuratorOfGuidVersion(
    ctx,
    design.configuratorGuid,
    design.configuratorVersion,
  );
  if (!configurator) throw new Error('a saved design’s configurator version is gone');
  await requireLeadAllowance(ctx, user.userId);
  const [model] = await ctx.db
    .select({ name: models.name, modelNumber: models.modelNumber })
    .from(models)
    .where(eq(models.salesModelId, design.content.salesModelId));
  const modelName = model ? `${model.name} (${model.modelNumber})` : 'a home';
  // Every selection as saved: the home center prices exactly what the buyer saw.
  const saved = new Map(design.content.customizations.map((c) => [c.configuratorOptionId, c]));
  const details: [string, string][] = optionsOf(configurator).map((option) => {
    const chosen = saved.get(option.configuratorOptionId);
    const selection =
      option.selections.find((s) => s.selectionId === chosen?.selectionId) ??
      standardSelection(option);
    const price = chosen?.price ?? 0;
    return [
      option.title,
      selection.selectionId === standardSelection(option).selectionId
        ? `${selection.title} (standard)`
        : `${selection.title} (${price === 0 ? 'no extra cost' : `+${formatPrice(price)}`})`,
    ];
  });
  const total = designTotal(design.content);
  details.push([
    'Total',
    total === null
      ? `${formatPrice(design.content.customizations.reduce((sum, c) => sum + c.price, 0))} of options, plus the home as you price it`
      : `${formatPrice(total)} (home ${formatPrice(design.content.basePrice)} and options)`,
  ]);
  // Designed at another price than this home center asks to order the plan (the
  // plan's lowest, on the main site): the buyer was told before sending; the center is told here.
  const asked = model
    ? (await floorPlansToOrder(ctx, lotNumber, [model.modelNumber])).get(model.modelNumber)
    : undefined;
  const difference = asked
    ? priceDifference({ price: asked.priceSort, label: asked.priceLabel }, design.content.basePrice)
    : null;
  if (difference) {
    details.push([
      'Your price to order this plan',
      `${difference.label}: ${formatPrice(Math.abs(difference.more))} ${difference.more > 0 ? 'more' : 'less'} than the home’s price in this design`,
    ]);
  }
  const messageBody = designThankYou(user.firstName, user, account.email, dealer, modelName);
  const submissionKey = `design:${design.designId}`;
  const leadId = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        kind: LEAD_KIND_DESIGN,
        userId: user.userId,
        dealerId: dealer.dealerId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: account.email,
        phone: user.phone,
        message: message ?? '',
        portalName: PORTAL_NAME,
        marketingMeta: { model: modelName, shareToken: design.shareToken },
        submissionKey,
        messageBody,
        about: `design:${design.designId}`,
        details,
      })
      .onConflictDoNothing()
      .returning({ leadId: leads.leadId });
    const [lead] = inserted
      ? [inserted]
      : await tx
          .select({ leadId: leads.leadId })
          .from(leads)
          .where(and(eq(leads.userId, user.userId), eq(leads.submissionKey, submissionKey)));
    await tx
      .update(designs)
      .set({
        state: 'SUBMITTED',
        isLocked: true,
        leadId: lead!.leadId,
        submittedLotNumber: dealer.lotNumber,
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(designs.designId, design.designId), eq(designs.isLocked, false)));
    return inserted ? inserted.leadId : null;
  });
  if (leadId !== null) {
    const { mailer, afterAnswer } = ctx;
    const send = async () => {
      if (!mailer) throw new Error('No mailer is configured');
      await mailLead({ db: ctx.db, viewer: null, publicUrl: ctx.publicUrl }, mailer, leadId);
    };
    if (afterAnswer) afterAnswer.later('design lead mail', send);
    else await send();
  }
  const [after] = await ctx.db.select().from(designs).where(eq(designs.designId, design.designId));
  const [lead] = await ctx.db
    .select({ messageBody: leads.messageBody })
    .from(leads)
    .where(eq(leads.leadId, after!.leadId!));
  return { design: after!, messageBody: lead!.messageBody };
}
