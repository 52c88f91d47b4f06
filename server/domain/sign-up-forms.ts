// SPEC §3 sign-up form content, §4 bootstrap step 2: after creating the
// user, the browser posts what the sign-up page knew (names, the home center,
// where the buyer came from). Stored once per (user, lot number); no mail.
// SPEC does not show its fields; ours are below (docs/rules.md).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_SIGN_UP_FORM_BYTES } from '../../lib/portal-fields.ts';
import { truncateForTracking } from '../../lib/tracking.ts';
import { signUpForms } from '../db/schema.ts';
import { SCOPES, type DomainContext } from './context.ts';
import { isLotNumber } from './dealers.ts';
import { UserInputError } from './errors.ts';
import { parseInput, parseJsonObject, textField } from './input.ts';
import { lotIs } from './planner.ts';
import { requireViewerUser } from './viewer-user.ts';

const MAX_UTM_LENGTH = 200;

/** A page or referrer address: cut at 512 characters like tracking (SPEC §7), not refused. */
const address = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .transform((value) => truncateForTracking(value.trim()))
    .pipe(textField(field, 512));

const signUpFormSchema = z.object({
  firstName: textField('firstName', MAX_NAME_LENGTH).optional(),
  lastName: textField('lastName', MAX_NAME_LENGTH).optional(),
  lotNumber: textField('lotNumber', 10)
    .refine((value) => value === '' || isLotNumber(value), 'lotNumber must be digits')
    .nullish(),
  page: address('page').optional(),
  referrer: address('referrer').optional(),
  utm: z
    .object({
      source: textField('utm.source', MAX_UTM_LENGTH).optional(),
      medium: textField('utm.medium', MAX_UTM_LENGTH).optional(),
      campaign: textField('utm.campaign', MAX_UTM_LENGTH).optional(),
    })
    .optional(),
});

export type SignUpFormContent = z.output<typeof signUpFormSchema>;

/**
 * SPEC §7 postUserSignupForm: content is JSON text of at most 4 KB. A second
 * post for the same user and lot number returns the first one's id.
 */
export async function postUserSignupForm(ctx: DomainContext, content: string): Promise<string> {
  const { user } = await requireViewerUser(ctx, SCOPES.userWrite);
  const json = parseJsonObject('content', content, MAX_SIGN_UP_FORM_BYTES);
  if (json === null) throw new UserInputError('content must be a JSON object', 'content');
  const form = parseInput(signUpFormSchema, json);
  const lotNumber = form.lotNumber ? form.lotNumber : null;
  const [inserted] = await ctx.db
    .insert(signUpForms)
    .values({ userId: user.userId, lotNumber, content: { ...form, lotNumber } })
    .onConflictDoNothing()
    .returning({ id: signUpForms.signUpFormId });
  if (inserted) return String(inserted.id);
  const [first] = await ctx.db
    .select({ id: signUpForms.signUpFormId })
    .from(signUpForms)
    .where(and(eq(signUpForms.userId, user.userId), lotIs(signUpForms.lotNumber, lotNumber)));
  return String(first!.id);
}
