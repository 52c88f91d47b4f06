// Home accounts of our identity provider (issue 4): sign up, check a password,
// reset a forgotten one with a mailed link, change it, change the email with a
// confirmation link. The provider (server/identity/provider.ts) and its screens
// call these; they never see a password hash.
//
// Every bad input is a UserInputError naming its form field, with a sentence
// meant for the person at the form. Mailed links carry a random token of which
// only a SHA-256 hash is stored: a database leak yields no working link.
// Sending the mail, and rate limits (server/rate-limit.ts), are the
// caller's part.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALREADY_YOUR_EMAIL,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
} from '../../lib/account-fields.ts';
import { accountTokens, accounts, users } from '../db/schema.ts';
import type { DomainContext } from '../domain/context.ts';
import { NotFoundError, UserInputError } from '../domain/errors.ts';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsNewHash,
  newPasswordProblem,
  normalizePassword,
  passwordMatches,
} from './passwords.ts';

/** An account as the provider and screens see it: never the hash. */
export type Account = {
  /** The OpenID subject: the API keys a user on issuer + this. */
  accountId: string;
  /** As the person typed it (trimmed); unique regardless of case. */
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** Sessions and tokens from before this moment should no longer count. */
  passwordChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export type SignUpInput = { email: string; password: string; firstName: string; lastName: string };

/** A mailed one-time link's secret, to put in the link; the database has only its hash. */
export type IssuedToken = { token: string; expiresAt: Date };

/** For tests and batch jobs: the moment to act at (tokens' creation and expiry). */
export type At = { now?: Date };

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the old address can undo an email change (the owner may be away for a while). */
export const EMAIL_REVERT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a mailed link's row stays once the link is dead (used or expired): see deleteSpentAccountTokens. */
export const SPENT_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_EXISTS = 'An account with this email already exists.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used.';
export const EMAIL_CHANGE_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const REVERT_LINK_INVALID = 'This link has expired or was already used.';
export const EMAIL_TAKEN_BACK =
  'Another account uses that address now, so it cannot come back to yours. Contact your home center: we will sort it out with you.';

/**
 * How many sign-ins were checked against DUMMY_PASSWORD_HASH because no
 * account has the email: each unknown email costs one argon2 verify, like a
 * known one. Read by tests; harmless as a metric.
 */
export let dummyPasswordChecks = 0;

const accountColumns = {
  accountId: accounts.accountId,
  email: accounts.email,
  emailVerified: accounts.emailVerified,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  passwordChangedAt: accounts.passwordChangedAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(MAX_EMAIL_LENGTH, `Use an email address of at most ${MAX_EMAIL_LENGTH} characters.`)
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

/** The problem with an email address as a form would show it, or null when it looks fine. */
export function emailProblem(email: unknown): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

function nameSchema(label: string) {
  return (
    z
      .string({ error: `Enter your ${label}.` })
      .trim()
      .min(1, `Enter your ${label}.`)
      .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters for your ${label}.`)
      // Names go into mail headers and ID tokens: no line breaks or other controls.
      .regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, `Your ${label} has a character we cannot use.`)
  );
}

const signUpSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter a password.' }),
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
});

function parse<T>(schema: z.ZodType<T>, input: unknown, fieldFor = (path: string) => path): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new UserInputError(issue.message, fieldFor(String(issue.path[0] ?? 'input')));
}

/** Postgres reports a broken unique index as 23505; Drizzle wraps the driver's error. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

const EMAIL_INDEX = 'accounts_email_idx';

function emailIs(email: string): SQL {
  return sql`lower(${accounts.email}) = lower(${email})`;
}

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

type TokenPurpose = 'reset-password' | 'change-email' | 'revert-email';

/**
 * A new one-time link token for an account, replacing any earlier one of the
 * same purpose (only the newest link works), in one transaction.
 */
async function issueToken(
  ctx: DomainContext,
  input: {
    accountId: string;
    purpose: TokenPurpose;
    ttlMs: number;
    now: Date;
    newEmail?: string;
  },
): Promise<IssuedToken> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(
        and(eq(accountTokens.accountId, input.accountId), eq(accountTokens.purpose, input.purpose)),
      );
    return insertToken(tx, input);
  });
}

/** Stores a new link's hash beside any others (issueToken replaces them). */
async function insertToken(
  tx: Pick<DomainContext['db'], 'insert'>,
  input: { accountId: string; purpose: TokenPurpose; ttlMs: number; now: Date; newEmail?: string },
): Promise<IssuedToken> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await tx.insert(accountTokens).values({
    tokenHash,
    accountId: input.accountId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    expiresAt,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored hash of a token from a link, or null when it cannot be one of ours. */
function tokenHashFromLink(token: unknown): string | null {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : null;
}

/**
 * Creates an account (email not yet verified). A second account for the same
 * address in any letter case is refused, also when two sign-ups race: the
 * database's unique index on lower(email) decides.
 */
export async function signUp(ctx: DomainContext, input: SignUpInput): Promise<Account> {
  const data = checkSignUp(input);
  return insertAccount(ctx.db, { ...data, passwordHash: await hashPassword(data.password) });
}

/**
 * A sign-up's fields as they will be stored (trimmed), or a UserInputError
 * naming the first bad one: the form's rules, the password's included.
 */
/** The sign-up form's fields in the order it shows them: its problems are said in that order. */
const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * A sign-up form, checked whole: every field's problem at once (one message
 * saying them all, `fields` naming them, `problems` each one's own), so a
 * person fixes the form in one go.
 */
export function checkSignUp(input: SignUpInput): SignUpInput {
  const parsed = signUpSchema.safeParse(input);
  const problems = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'input');
      if (!problems.has(field)) problems.set(field, issue.message);
    }
  }
  const password = parsed.success ? parsed.data.password : input.password;
  if (!problems.has('password') && typeof password === 'string') {
    const email = parsed.success ? parsed.data.email : String(input.email ?? '');
    const problem = newPasswordProblem(password, email);
    if (problem) problems.set('password', problem);
  }
  if (parsed.success && problems.size === 0) return parsed.data;
  const fields = SIGN_UP_FIELDS.filter((field) => problems.has(field));
  const messages = fields.map((field) => problems.get(field)!);
  throw new UserInputError(
    messages.join(' '),
    fields[0],
    fields,
    Object.fromEntries(fields.map((field) => [field, problems.get(field)!])),
  );
}

/**
 * Stores a new account; ACCOUNT_EXISTS (field email) when one has the
 * address in any letter case, also when two sign-ups race (the unique index decides).
 */
export async function insertAccount(
  db: Pick<DomainContext['db'], 'insert'>,
  data: Omit<SignUpInput, 'password'> & { passwordHash: string; emailVerified?: boolean },
): Promise<Account> {
  try {
    const [account] = await db
      .insert(accounts)
      .values({
        email: data.email,
        passwordHash: data.passwordHash,
        firstName: data.firstName,
        lastName: data.lastName,
        emailVerified: data.emailVerified ?? false,
      })
      .returning(accountColumns);
    return account!;
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw new UserInputError(ACCOUNT_EXISTS, 'email');
    throw error;
  }
}

/** The account that uses this address (in any letter case), or null. */
export async function accountByEmail(ctx: DomainContext, email: string): Promise<Account | null> {
  if (emailProblem(email) !== null) return null;
  const [account] = await ctx.db.select(accountColumns).from(accounts).where(emailIs(email.trim()));
  return account ?? null;
}

/**
 * The account whose email and password these are, or null. An unknown email
 * costs the same argon2 verify as a wrong password, so the answer's timing
 * does not tell which emails have accounts. A hash made with older settings
 * is replaced by one with the current settings.
 */
export async function verifyPassword(
  ctx: DomainContext,
  email: string,
  password: string,
): Promise<Account | null> {
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  // Nothing this long was ever accepted as an email or password: not worth hashing.
  if (email.length > 4 * MAX_EMAIL_LENGTH || password.length > 8 * MAX_PASSWORD_LENGTH) return null;
  // No account has an address that is not one (a NUL, say, which the
  // database cannot even compare): answered like an unknown email.
  if (emailProblem(email) !== null) {
    dummyPasswordChecks++;
    await passwordMatches(DUMMY_PASSWORD_HASH, password);
    return null;
  }
  const [row] = await ctx.db
    .select({ ...accountColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(emailIs(email.trim()));
  if (!row) {
    dummyPasswordChecks++;
    await passwordMatches(DUMMY_PASSWORD_HASH, password);
    return null;
  }
  const { passwordHash, ...account } = row;
  if (!(await passwordMatches(passwordHash, password))) return null;
  if (needsNewHash(passwordHash)) {
    // Same password, new settings: password_changed_at stays. Skipped if the
    // password changed meanwhile.
    await ctx.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(
        and(eq(accounts.accountId, account.accountId), eq(accounts.passwordHash, passwordHash)),
      );
  }
  return account;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account id's shape (a UUID): anything else is no account, not a database error. */
export const isAccountId = (value: string): boolean => uuidPattern.test(value);

/** The account with this id (an OpenID subject), or null; a malformed id is simply not found. */
export async function findAccount(ctx: DomainContext, accountId: string): Promise<Account | null> {
  if (typeof accountId !== 'string' || !uuidPattern.test(accountId)) return null;
  const [account] = await ctx.db
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return account ?? null;
}

/**
 * The account with the name its person goes by ("Name you go by" on the
 * portal's account details, users.preferredName of the user this account
 * signs in as; '' when none): the sign-in's claims, which the header greets by.
 */
export async function findAccountClaims(
  ctx: DomainContext,
  accountId: string,
): Promise<(Account & { preferredName: string }) | null> {
  const account = await findAccount(ctx, accountId);
  if (!account) return null;
  return { ...account, preferredName: await preferredNameOf(ctx, account.accountId) };
}

/** The name the account's user goes by (SPEC §3 preferredName), '' when they gave none. */
async function preferredNameOf(ctx: DomainContext, accountId: string): Promise<string> {
  // A user is keyed on issuer + subject; this provider's subjects are its account ids.
  const [user] = await ctx.db
    .select({ preferredName: users.preferredName })
    .from(users)
    .where(and(eq(users.subject, accountId), ne(users.preferredName, '')))
    .limit(1);
  return user?.preferredName ?? '';
}

/** How a mail to the account's owner greets them: the name they go by, else their first name. */
export async function addressedAs(
  ctx: DomainContext,
  account: Pick<Account, 'accountId' | 'firstName'>,
): Promise<string> {
  return (await preferredNameOf(ctx, account.accountId)) || account.firstName;
}

async function accountWithHash(ctx: DomainContext, accountId: string) {
  if (!uuidPattern.test(accountId)) throw new NotFoundError('No such account.');
  const [row] = await ctx.db
    .select({ ...accountColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  if (!row) throw new NotFoundError('No such account.');
  return row;
}

/**
 * Starts a password reset: a one-time token for a link valid one hour, which
 * replaces any earlier reset link of the account. Null for an email without an
 * account: the caller shows the same message either way (and should send the
 * mail without making the answer wait for it, so timing tells nothing either).
 */
export async function requestPasswordReset(
  ctx: DomainContext,
  email: string,
  { now = new Date() }: At = {},
): Promise<({ account: Account } & IssuedToken) | null> {
  if (typeof email !== 'string' || email.length > 4 * MAX_EMAIL_LENGTH) return null;
  const [account] = await ctx.db.select(accountColumns).from(accounts).where(emailIs(email.trim()));
  if (!account) return null;
  const issued = await issueToken(ctx, {
    accountId: account.accountId,
    purpose: 'reset-password',
    ttlMs: RESET_TOKEN_TTL_MS,
    now,
  });
  return { account, ...issued };
}

/**
 * Marks an unused, unexpired token of this purpose used and returns its row,
 * or null. One conditional update: of two requests racing with the same
 * token, only one gets it.
 */
async function useToken(
  tx: Pick<DomainContext['db'], 'update'>,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
) {
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: accountTokens.accountId, newEmail: accountTokens.newEmail });
  return used ?? null;
}

/**
 * Whether a mailed link's token can still be used (unknown, used and expired
 * ones cannot), so a screen can say a link is dead before anyone types into
 * it. Using it (resetPassword, confirmEmailChange) checks again.
 */
export async function linkUsable(
  ctx: DomainContext,
  token: string,
  purpose: TokenPurpose,
  { now = new Date() }: At = {},
): Promise<boolean> {
  const tokenHash = tokenHashFromLink(token);
  return tokenHash !== null && (await liveLink(ctx, tokenHash, purpose, now)) !== null;
}

/** An unused, unexpired link of this purpose: its account's id and email, and the link's newEmail; or null. */
async function liveLink(ctx: DomainContext, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await ctx.db
    .select({
      accountId: accountTokens.accountId,
      email: accounts.email,
      newEmail: accountTokens.newEmail,
    })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.accountId, accountTokens.accountId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Sets a new password from a reset link's token; the token is then used up.
 * Following the link proves the mailbox is the owner's, so the email counts
 * as verified. Errors: RESET_LINK_INVALID (field token) for a token that is
 * unknown, used or expired; the password rules (field password).
 */
export async function resetPassword(
  ctx: DomainContext,
  token: string,
  newPassword: string,
  { now = new Date() }: At = {},
): Promise<Account> {
  const tokenHash = tokenHashFromLink(token);
  if (!tokenHash) throw new UserInputError(RESET_LINK_INVALID, 'token');
  // Check the link before the password: a dead link needs a new one, not a better password.
  const pending = await liveLink(ctx, tokenHash, 'reset-password', now);
  if (!pending) throw new UserInputError(RESET_LINK_INVALID, 'token');
  const problem = newPasswordProblem(newPassword, pending.email);
  if (problem) throw new UserInputError(problem, 'password');
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const used = await useToken(tx, tokenHash, 'reset-password', now);
    if (!used) throw new UserInputError(RESET_LINK_INVALID, 'token');
    const [account] = await tx
      .update(accounts)
      .set({
        passwordHash,
        passwordChangedAt: now,
        credentialsChangedAt: now,
        emailVerified: true,
        updatedAt: now,
      })
      .where(eq(accounts.accountId, used.accountId))
      .returning(accountColumns);
    return account!;
  });
}

/**
 * Changes a signed-in person's password, given the current one. Any pending
 * reset link of the account stops working. Errors: a wrong current password
 * (field currentPassword), the password rules or the same password again
 * (field newPassword); NotFoundError for an unknown account.
 */
export async function changePassword(
  ctx: DomainContext,
  accountId: string,
  currentPassword: string,
  newPassword: string,
  { now = new Date() }: At = {},
): Promise<Account> {
  const row = await accountWithHash(ctx, accountId);
  if (!(await passwordMatches(row.passwordHash, currentPassword))) {
    throw new UserInputError('Your current password is not correct.', 'currentPassword');
  }
  const problem = newPasswordProblem(newPassword, row.email);
  if (problem) throw new UserInputError(problem, 'newPassword');
  if (normalizePassword(newPassword) === normalizePassword(currentPassword)) {
    throw new UserInputError('Choose a password different from your current one.', 'newPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: now, credentialsChangedAt: now, updatedAt: now })
      // Unchanged since we checked it: two changes at once cannot both win.
      .where(and(eq(accounts.accountId, accountId), eq(accounts.passwordHash, row.passwordHash)))
      .returning(accountColumns);
    if (!account) {
      throw new UserInputError(
        'Your password was changed meanwhile. Sign in again and retry.',
        'currentPassword',
      );
    }
    await tx
      .delete(accountTokens)
      .where(
        and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'reset-password')),
      );
    return account;
  });
}

/**
 * What an email change asked for: a link to mail to the new address, or, when
 * another account has that address, its owner to tell (the caller answers the
 * same either way, so nobody learns which addresses have accounts).
 */
export type EmailChangeRequest =
  | ({ kind: 'link'; account: Account; newEmail: string } & IssuedToken)
  | { kind: 'taken'; account: Account; newEmail: string; owner: Account };

/**
 * Starts an email change: a one-time token for a link, valid 24 hours, to be
 * mailed to the new address, which becomes the account's once the link is
 * followed (confirmEmailChange). Replaces any earlier pending change. Another
 * account's address issues nothing and names that account's owner instead.
 * Errors (field newEmail): not an email, the account's own address;
 * NotFoundError for an unknown account.
 */
export async function requestEmailChange(
  ctx: DomainContext,
  accountId: string,
  newEmail: string,
  { now = new Date() }: At = {},
): Promise<EmailChangeRequest> {
  const email = parse(emailSchema, newEmail, () => 'newEmail');
  const { passwordHash: _, ...account } = await accountWithHash(ctx, accountId);
  if (email.toLowerCase() === account.email.toLowerCase()) {
    throw new UserInputError(ALREADY_YOUR_EMAIL, 'newEmail');
  }
  const [owner] = await ctx.db
    .select(accountColumns)
    .from(accounts)
    .where(and(emailIs(email), ne(accounts.accountId, accountId)));
  if (owner) return { kind: 'taken', account, newEmail: email, owner };
  const issued = await issueToken(ctx, {
    accountId,
    purpose: 'change-email',
    newEmail: email,
    ttlMs: EMAIL_CHANGE_TOKEN_TTL_MS,
    now,
  });
  return { kind: 'link', account, newEmail: email, ...issued };
}

/**
 * Follows an email-change link: the new address becomes the account's,
 * verified, and tokens issued before now are refused. Reset links mailed to
 * the old address stop working; the old address gets (from the caller) an
 * undo link, `revert`, valid EMAIL_REVERT_TOKEN_TTL_MS: if the change was not
 * the owner's doing (a stolen session), the owner takes the account back with
 * it. Errors: EMAIL_CHANGE_LINK_INVALID (field token); ACCOUNT_EXISTS (field
 * email) when another account took the address since the link was sent (the
 * link then stays unused).
 */
export async function confirmEmailChange(
  ctx: DomainContext,
  token: string,
  { now = new Date() }: At = {},
): Promise<{ account: Account; previousEmail: string; revert: IssuedToken }> {
  const tokenHash = tokenHashFromLink(token);
  if (!tokenHash) throw new UserInputError(EMAIL_CHANGE_LINK_INVALID, 'token');
  try {
    return await ctx.db.transaction(async (tx) => {
      const used = await useToken(tx, tokenHash, 'change-email', now);
      if (!used?.newEmail) throw new UserInputError(EMAIL_CHANGE_LINK_INVALID, 'token');
      const [previous] = await tx
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.accountId, used.accountId))
        .for('update');
      // The unique index re-checks the address at this write.
      const [account] = await tx
        .update(accounts)
        .set({
          email: used.newEmail,
          emailVerified: true,
          credentialsChangedAt: now,
          updatedAt: now,
        })
        .where(eq(accounts.accountId, used.accountId))
        .returning(accountColumns);
      await tx
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.accountId, used.accountId),
            eq(accountTokens.purpose, 'reset-password'),
          ),
        );
      // Beside any earlier undo link: a second change must not take the first one's away.
      const revert = await insertToken(tx, {
        accountId: used.accountId,
        purpose: 'revert-email',
        newEmail: previous!.email,
        ttlMs: EMAIL_REVERT_TOKEN_TTL_MS,
        now,
      });
      return { account: account!, previousEmail: previous!.email, revert };
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw new UserInputError(ACCOUNT_EXISTS, 'email');
    throw error;
  }
}

/**
 * Follows an undo link mailed to an address an email change replaced: that
 * address becomes the account's again, with a new password (whoever changed
 * the email may know the old one, or have reset it), and every other link of
 * the account dies, the other undo links too. Tokens issued before now are
 * refused; the caller signs the account out everywhere. Errors:
 * REVERT_LINK_INVALID (field token); the password rules (field password);
 * EMAIL_TAKEN_BACK (field token) when another account uses the address now
 * (the link then stays usable, for the home center to help).
 */
export async function revertEmailChange(
  ctx: DomainContext,
  token: string,
  newPassword: string,
  { now = new Date() }: At = {},
): Promise<Account> {
  const tokenHash = tokenHashFromLink(token);
  if (!tokenHash) throw new UserInputError(REVERT_LINK_INVALID, 'token');
  const pending = await liveLink(ctx, tokenHash, 'revert-email', now);
  if (!pending?.newEmail) throw new UserInputError(REVERT_LINK_INVALID, 'token');
  const problem = newPasswordProblem(newPassword, pending.newEmail);
  if (problem) throw new UserInputError(problem, 'password');
  const passwordHash = await hashPassword(newPassword);
  try {
    return await ctx.db.transaction(async (tx) => {
      const used = await useToken(tx, tokenHash, 'revert-email', now);
      if (!used?.newEmail) throw new UserInputError(REVERT_LINK_INVALID, 'token');
      // The unique index re-checks the address at this write.
      const [account] = await tx
        .update(accounts)
        .set({
          email: used.newEmail,
          emailVerified: true,
          passwordHash,
          passwordChangedAt: now,
          credentialsChangedAt: now,
          updatedAt: now,
        })
        .where(eq(accounts.accountId, used.accountId))
        .returning(accountColumns);
      await tx
        .delete(accountTokens)
        .where(
          and(eq(accountTokens.accountId, used.accountId), ne(accountTokens.tokenHash, tokenHash)),
        );
      return account!;
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw new UserInputError(EMAIL_TAKEN_BACK, 'token');
    throw error;
  }
}

/**
 * Deletes an account: its mailed links and sign-in records go with it (their
 * rows cascade), and a token issued to it is refused from then on, as for an
 * account that never was (setup.ts). The account as it was; null when there
 * was no such account.
 */
export async function deleteAccount(
  ctx: DomainContext,
  accountId: string,
): Promise<Account | null> {
  if (!isAccountId(accountId)) return null;
  const [removed] = await ctx.db
    .delete(accounts)
    .where(eq(accounts.accountId, accountId))
    .returning(accountColumns);
  return removed ?? null;
}

/**
 * When an account's password or email last changed (access tokens from
 * before are refused): `changedAt` null for never; null for no such account.
 */
export async function credentialsChangedAt(
  ctx: DomainContext,
  accountId: string,
): Promise<{ changedAt: Date | null } | null> {
  if (!isAccountId(accountId)) return null;
  const [row] = await ctx.db
    .select({ changedAt: accounts.credentialsChangedAt })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return row ?? null;
}

/**
 * Deletes mailed links that died more than SPENT_TOKEN_RETENTION_MS (a day)
 * before now: expired, or used. Returns how many. Nothing needs them: a dead
 * link is refused with the same sentence whether its row is there or not, and
 * only the newest link of an account works because asking for a new one
 * deletes the earlier ones, never by comparing with old rows. Unused links that
 * have not expired are kept.
 */
export async function deleteSpentAccountTokens(
  ctx: DomainContext,
  { now = new Date() }: At = {},
): Promise<number> {
  const before = new Date(now.getTime() - SPENT_TOKEN_RETENTION_MS);
  const deleted = await ctx.db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, before), lt(accountTokens.usedAt, before)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return deleted.length;
}
