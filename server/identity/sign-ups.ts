// Creating a home account in two steps (issue 9): the sign-up form, then the
// six-digit code mailed to its address. The account exists only once the code
// comes back, so the screens say the same thing whether or not the address
// already has an account: "we sent a code". An address that has one gets a
// notice instead (someone tried to create an account with it; sign in or reset
// the password), and no code, so nobody can finish a sign-up for it.
//
// Both paths cost the same before the answer (an argon2 hash and one upsert);
// the caller mails after answering (server/identity/account-flows.ts).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SIGN_UP_CODE_DIGITS } from '../../lib/account-fields.ts';
import { pendingSignUps } from '../db/schema.ts';
import type { DomainContext } from '../domain/context.ts';
import { UserInputError } from '../domain/errors.ts';
import {
  accountByEmail,
  addressedAs,
  checkSignUp,
  insertAccount,
  type Account,
  type At,
  type SignUpInput,
} from './accounts.ts';
import { hashPassword } from './passwords.ts';

/** A code works this long after it was mailed. */
export const SIGN_UP_CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong codes a sign-up takes before it must start again: a million codes, five guesses. */
export const SIGN_UP_CODE_ATTEMPTS = 5;
/** Codes (or notices) one sign-up mails at most: the first and two more. */
export const SIGN_UP_CODE_MAILS = 3;

export const CODE_WRONG = 'That code is not right. Check the email we sent and try again.';
export const CODE_EXPIRED =
  'This code has expired or was tried too often. Send a new one, or start again.';
export const CODE_FORMAT = `Enter the ${SIGN_UP_CODE_DIGITS}-digit code from the email.`;
export const TOO_MANY_CODES = 'We have sent all the codes we can for this sign-up. Start again.';

/** What the caller mails: a code to a new address, or a notice to an account's owner. */
export type SignUpMail =
  | { kind: 'code'; to: string; name: string; code: string }
  | { kind: 'existing-account'; to: string; name: string };

/** The sign-up waiting for its code, as the screen shows it. */
export type PendingSignUp = { email: string; expiresAt: Date };

function codeHash(interactionUid: string, code: string): string {
  return createHash('sha256').update(`sign-up\n${interactionUid}\n${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_UP_CODE_DIGITS)).padStart(SIGN_UP_CODE_DIGITS, '0');
}

/** The mail for a code just made: a new address gets it, an account's owner a notice. */
async function mailFor(
  ctx: DomainContext,
  pending: { email: string; firstName: string },
  code: string,
): Promise<SignUpMail> {
  const owner = await accountByEmail(ctx, pending.email);
  return owner
    ? { kind: 'existing-account', to: owner.email, name: await addressedAs(ctx, owner) }
    : { kind: 'code', to: pending.email, name: pending.firstName, code };
}

/**
 * Checks the form (UserInputError naming the field, as signUp does) and keeps
 * it, with its password's hash and a new code, for this sign-in in progress
 * (replacing an earlier one). Returns the mail to send.
 */
export async function startSignUp(
  ctx: DomainContext,
  interactionUid: string,
  input: SignUpInput,
  { now = new Date() }: At = {},
): Promise<SignUpMail> {
  const data = checkSignUp(input);
  const code = newCode();
  const row = {
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    passwordHash: await hashPassword(data.password),
    codeHash: codeHash(interactionUid, code),
    attempts: 0,
    mailsSent: 1,
    expiresAt: new Date(now.getTime() + SIGN_UP_CODE_TTL_MS),
    createdAt: now,
  };
  await ctx.db
    .insert(pendingSignUps)
    .values({ interactionUid, ...row })
    .onConflictDoUpdate({ target: pendingSignUps.interactionUid, set: row });
  return mailFor(ctx, data, code);
}

/** The sign-up of this sign-in that waits for its code, or null. */
export async function pendingSignUp(
  ctx: DomainContext,
  interactionUid: string,
): Promise<PendingSignUp | null> {
  const [row] = await ctx.db
    .select({ email: pendingSignUps.email, expiresAt: pendingSignUps.expiresAt })
    .from(pendingSignUps)
    .where(eq(pendingSignUps.interactionUid, interactionUid));
  return row ?? null;
}

/** A new code for the waiting sign-up (the old one stops working), as a mail to send. */
export async function resendSignUpCode(
  ctx: DomainContext,
  interactionUid: string,
  { now = new Date() }: At = {},
): Promise<SignUpMail> {
  const code = newCode();
  const [row] = await ctx.db
    .update(pendingSignUps)
    .set({
      codeHash: codeHash(interactionUid, code),
      attempts: 0,
      mailsSent: sql`${pendingSignUps.mailsSent} + 1`,
      expiresAt: new Date(now.getTime() + SIGN_UP_CODE_TTL_MS),
    })
    .where(
      and(
        eq(pendingSignUps.interactionUid, interactionUid),
        lt(pendingSignUps.mailsSent, SIGN_UP_CODE_MAILS),
      ),
    )
    .returning({ email: pendingSignUps.email, firstName: pendingSignUps.firstName });
  if (!row) throw new UserInputError(TOO_MANY_CODES, 'code');
  return mailFor(ctx, row, code);
}

/** Forgets the waiting sign-up (the person wants to use another address). */
export async function cancelSignUp(ctx: DomainContext, interactionUid: string): Promise<void> {
  await ctx.db.delete(pendingSignUps).where(eq(pendingSignUps.interactionUid, interactionUid));
}

/**
 * Creates the account when the code is the one mailed (its address is then
 * verified). Errors, all on the field code: CODE_FORMAT, CODE_WRONG (each
 * counts; after SIGN_UP_CODE_ATTEMPTS the code is dead), CODE_EXPIRED. An
 * address that has an account never got a code; should a guess hit, the
 * answer is CODE_WRONG all the same.
 */
export async function completeSignUp(
  ctx: DomainContext,
  interactionUid: string,
  code: string,
  { now = new Date() }: At = {},
): Promise<Account> {
  const typed = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${SIGN_UP_CODE_DIGITS}}$`).test(typed)) {
    throw new UserInputError(CODE_FORMAT, 'code');
  }
  // Count the attempt first, in one statement: parallel guesses all count.
  const [pending] = await ctx.db
    .update(pendingSignUps)
    .set({ attempts: sql`${pendingSignUps.attempts} + 1` })
    .where(
      and(
        eq(pendingSignUps.interactionUid, interactionUid),
        gt(pendingSignUps.expiresAt, now),
        lt(pendingSignUps.attempts, SIGN_UP_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!pending) throw new UserInputError(CODE_EXPIRED, 'code');
  const given = Buffer.from(codeHash(interactionUid, typed));
  if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
    throw new UserInputError(CODE_WRONG, 'code');
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const removed = await tx
        .delete(pendingSignUps)
        .where(eq(pendingSignUps.interactionUid, interactionUid))
        .returning({ uid: pendingSignUps.interactionUid });
      // Two tabs sent the right code at once: the other one made the account.
      if (removed.length === 0) throw new UserInputError(CODE_EXPIRED, 'code');
      return insertAccount(tx, {
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        passwordHash: pending.passwordHash,
        emailVerified: true,
      });
    });
  } catch (error) {
    // The address got an account meanwhile (or had one): say nothing about it.
    if (error instanceof UserInputError && error.field === 'email') {
      throw new UserInputError(CODE_WRONG, 'code');
    }
    throw error;
  }
}

/** Deletes sign-ups whose code expired before `now`; returns how many. */
export async function deleteExpiredSignUps(
  ctx: DomainContext,
  { now = new Date() }: At = {},
): Promise<number> {
  const deleted = await ctx.db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, now))
    .returning({ uid: pendingSignUps.interactionUid });
  return deleted.length;
}
