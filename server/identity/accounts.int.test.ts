// Home accounts on a real database: sign-up rules, password checks, reset and
// email-change links (single use, expiry, races), on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { hash } from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, accounts, users } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { NotFoundError, UserInputError } from '../domain/errors.ts';
import * as accountsModule from './accounts.ts';
import {
  ACCOUNT_EXISTS,
  addressedAs,
  changePassword,
  confirmEmailChange,
  EMAIL_CHANGE_LINK_INVALID,
  emailProblem,
  findAccount,
  linkUsable,
  requestEmailChange,
  requestPasswordReset,
  RESET_LINK_INVALID,
  resetPassword,
  signUp,
  verifyPassword,
} from './accounts.ts';
import { PASSWORD_HASH_OPTIONS } from './passwords.ts';

let database: TestDatabase;
const ctx = () => ({ db: database.db, viewer: null });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let count = 0;
/** A fresh address per test: the tests share one database. */
const newEmail = (prefix = 'buyer') => `${prefix}${++count}@homes.example`;
const PASSWORD = 'correct horse battery';

async function newAccount(email = newEmail()) {
  return signUp(ctx(), { email, password: PASSWORD, firstName: 'Jane', lastName: 'Buyer' });
}

async function storedHash(accountId: string): Promise<string> {
  const [row] = await database.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return row!.passwordHash;
}

async function caught(promise: Promise<unknown>): Promise<UserInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return error as UserInputError;
}

async function accountCount(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row!.n;
}

/** An email change's link, for a free address (requestEmailChange's other answer is "taken"). */
async function emailChangeLink(...args: Parameters<typeof requestEmailChange>) {
  const asked = await requestEmailChange(...args);
  if (asked.kind !== 'link') throw new Error(`No link: ${asked.newEmail} is taken.`);
  return asked;
}

describe('signUp', () => {
  it('creates an account with trimmed fields, unverified, and an argon2id hash kept out of sight', async () => {
    const email = newEmail('Jane.Buyer');
    const account = await signUp(ctx(), {
      email: `  ${email}  `,
      password: PASSWORD,
      firstName: '  Jane ',
      lastName: ' Buyer  ',
    });
    expect(account).toEqual({
      accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      emailVerified: false,
      firstName: 'Jane',
      lastName: 'Buyer',
      passwordChangedAt: expect.any(Date),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(account).not.toHaveProperty('passwordHash');
    const stored = await storedHash(account.accountId);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored).not.toContain(PASSWORD);
  });

  it.each([
    [{ email: 'not an email' }, 'email', 'Enter a valid email address, like name@example.com.'],
    [{ email: '   ' }, 'email', 'Enter your email address.'],
    [
      { email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example` },
      'email',
      'Use an email address of at most 254 characters.',
    ],
    [{ password: 'too short' }, 'password', 'Use at least 10 characters for your password.'],
    [{ password: 'x'.repeat(129) }, 'password', 'Use at most 128 characters for your password.'],
    [
      { email: 'same.as.password@homes.example', password: 'SAME.as.password@homes.example' },
      'password',
      'Choose a password that is not your email address.',
    ],
    [
      { password: 'qwertyuiop' },
      'password',
      'This password is too common and easy to guess: choose another.',
    ],
    [{ firstName: '  ' }, 'firstName', 'Enter your first name.'],
    [{ lastName: 'B'.repeat(81) }, 'lastName', 'Use at most 80 characters for your last name.'],
    [
      { lastName: 'Buyer\r\nBcc: x@y.example' },
      'lastName',
      'Your last name has a character we cannot use.',
    ],
  ])('refuses %j on field %s, writing nothing', async (change, field, message) => {
    const before = await accountCount();
    const error = await caught(
      signUp(ctx(), {
        email: newEmail(),
        password: PASSWORD,
        firstName: 'Jane',
        lastName: 'Buyer',
        ...change,
      }),
    );
    expect(error.message).toBe(message);
    expect(error.field).toBe(field);
    expect(await accountCount()).toBe(before);
  });

  it('says every problem of a form at once, in the form’s order, naming each field', async () => {
    const before = await accountCount();
    const error = await caught(
      signUp(ctx(), {
        email: 'not an email',
        password: 'too short',
        firstName: '  ',
        lastName: 'Buyer',
      }),
    );
    expect(error.message).toBe(
      'Enter your first name. Enter a valid email address, like name@example.com. Use at least 10 characters for your password.',
    );
    expect(error.field).toBe('firstName');
    expect(error.fields).toEqual(['firstName', 'email', 'password']);
    expect(await accountCount()).toBe(before);
  });

  it('takes names of 80 characters and an address of 254', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.example`;
    expect(email).toHaveLength(254);
    const account = await signUp(ctx(), {
      email,
      password: PASSWORD,
      firstName: 'J'.repeat(80),
      lastName: 'Ñúñez-O’Brien',
    });
    expect(account.lastName).toBe('Ñúñez-O’Brien');
  });

  it('refuses an email that has an account, in any letter case', async () => {
    const email = newEmail();
    await newAccount(email);
    const error = await caught(newAccount(`  ${email.toUpperCase()}`));
    expect(error.message).toBe(ACCOUNT_EXISTS);
    expect(error.field).toBe('email');
  });

  it('lets only one of two simultaneous sign-ups for the same email through', async () => {
    const email = newEmail();
    const results = await Promise.allSettled([
      newAccount(email),
      newAccount(email.toUpperCase()),
      newAccount(` ${email}`),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(UserInputError);
      expect((result.reason as UserInputError).message).toBe(ACCOUNT_EXISTS);
    }
    const rows = await database.db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});

describe('verifyPassword', () => {
  it('returns the account for its password, whatever the email’s case and spaces', async () => {
    const email = newEmail('Case');
    const account = await newAccount(email);
    expect(await verifyPassword(ctx(), email, PASSWORD)).toEqual(account);
    expect(await verifyPassword(ctx(), ` ${email.toUpperCase()} `, PASSWORD)).toEqual(account);
  });

  it('returns null for a wrong password', async () => {
    const email = newEmail();
    await newAccount(email);
    expect(await verifyPassword(ctx(), email, 'correct horse battery!')).toBeNull();
    expect(await verifyPassword(ctx(), email, '')).toBeNull();
    expect(await verifyPassword(ctx(), email, PASSWORD.repeat(100))).toBeNull();
  });

  it('returns null for an unknown email after an argon2 check all the same', async () => {
    const before = accountsModule.dummyPasswordChecks;
    const started = performance.now();
    expect(await verifyPassword(ctx(), 'nobody@homes.example', PASSWORD)).toBeNull();
    const elapsed = performance.now() - started;
    expect(accountsModule.dummyPasswordChecks).toBe(before + 1);
    // One argon2id verify at 19 MiB, 2 passes takes tens of milliseconds.
    expect(elapsed).toBeGreaterThan(5);
    // A known email with a wrong password does not count as a dummy check.
    const email = newEmail();
    await newAccount(email);
    await verifyPassword(ctx(), email, 'wrong password!');
    expect(accountsModule.dummyPasswordChecks).toBe(before + 1);
  });

  it('replaces a hash made with older settings, keeping password_changed_at', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const old = await hash(PASSWORD, { ...PASSWORD_HASH_OPTIONS, timeCost: 1, memoryCost: 8192 });
    await database.db
      .update(accounts)
      .set({ passwordHash: old })
      .where(eq(accounts.accountId, account.accountId));
    expect(await verifyPassword(ctx(), email, 'wrong password!')).toBeNull();
    expect(await storedHash(account.accountId)).toBe(old);
    const signedIn = await verifyPassword(ctx(), email, PASSWORD);
    expect(signedIn?.passwordChangedAt).toEqual(account.passwordChangedAt);
    const renewed = await storedHash(account.accountId);
    expect(renewed).not.toBe(old);
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(ctx(), email, PASSWORD)).not.toBeNull();
  });
});

describe('findAccount', () => {
  it('finds by id; a malformed or unknown id is null, not an error', async () => {
    const account = await newAccount();
    expect(await findAccount(ctx(), account.accountId)).toEqual(account);
    expect(await findAccount(ctx(), account.accountId.toUpperCase())).toEqual(account);
    expect(await findAccount(ctx(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findAccount(ctx(), 'not-a-uuid')).toBeNull();
    expect(await findAccount(ctx(), "' or 1=1 --")).toBeNull();
    expect(await findAccount(ctx(), '')).toBeNull();
  });
});

describe('addressedAs', () => {
  it('greets the owner by the name they go by on the portal, else by their first name', async () => {
    const account = await newAccount();
    expect(await addressedAs(ctx(), account)).toBe('Jane');
    await database.db.insert(users).values({
      issuer: 'https://homes.example/oidc',
      subject: account.accountId,
      firstName: 'Jane',
      preferredName: 'JJ',
    });
    expect(await addressedAs(ctx(), account)).toBe('JJ');
  });
});

describe('emailProblem', () => {
  it('says what is wrong with an address as the forms would, or null', () => {
    expect(emailProblem(' dana@homes.example ')).toBeNull();
    expect(emailProblem('')).toBe('Enter your email address.');
    expect(emailProblem('dana')).toBe('Enter a valid email address, like name@example.com.');
    expect(emailProblem(`${'a'.repeat(250)}@x.example`)).toMatch(/at most 254 characters/);
    expect(emailProblem(undefined)).toBe('Enter your email address.');
  });
});

describe('password reset', () => {
  const NEW_PASSWORD = 'a brand new passphrase';

  async function storedTokens(accountId: string) {
    return database.db.select().from(accountTokens).where(eq(accountTokens.accountId, accountId));
  }

  it('is null for an unknown email', async () => {
    expect(await requestPasswordReset(ctx(), 'nobody@homes.example')).toBeNull();
  });

  it('stores only a hash of the token, for one hour', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const now = new Date('2026-11-05T10:00:00Z');
    const issued = await requestPasswordReset(ctx(), email.toUpperCase(), { now });
    expect(issued).toMatchObject({ account, expiresAt: new Date('2026-11-05T11:00:00Z') });
    expect(issued!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row, ...others] = await storedTokens(account.accountId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      tokenHash: createHash('sha256').update(issued!.token).digest('hex'),
      purpose: 'reset-password',
      newEmail: null,
      usedAt: null,
      expiresAt: new Date('2026-11-05T11:00:00Z'),
    });
    expect(JSON.stringify(row)).not.toContain(issued!.token);
  });

  it('sets the new password once per link: the old password and a second use fail', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const { token } = (await requestPasswordReset(ctx(), email))!;
    const reset = await resetPassword(ctx(), token, NEW_PASSWORD);
    expect(reset.accountId).toBe(account.accountId);
    expect(reset.emailVerified).toBe(true);
    expect(reset.passwordChangedAt.getTime()).toBeGreaterThan(account.passwordChangedAt.getTime());
    expect(await verifyPassword(ctx(), email, PASSWORD)).toBeNull();
    expect(await verifyPassword(ctx(), email, NEW_PASSWORD)).toMatchObject({
      accountId: account.accountId,
    });
    const again = await caught(resetPassword(ctx(), token, 'yet another passphrase'));
    expect(again.message).toBe(RESET_LINK_INVALID);
    expect(again.field).toBe('token');
    expect(await verifyPassword(ctx(), email, NEW_PASSWORD)).not.toBeNull();
  });

  it('refuses an expired link', async () => {
    const email = newEmail();
    await newAccount(email);
    const now = new Date();
    const { token } = (await requestPasswordReset(ctx(), email, { now }))!;
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await caught(resetPassword(ctx(), token, NEW_PASSWORD, { now: later }))).message).toBe(
      RESET_LINK_INVALID,
    );
    // Also when the clock is the database row's: expired a second ago.
    await database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect((await caught(resetPassword(ctx(), token, NEW_PASSWORD))).message).toBe(
      RESET_LINK_INVALID,
    );
    expect(await verifyPassword(ctx(), email, PASSWORD)).not.toBeNull();
  });

  it('says whether a link is usable without using it: not once used, expired, or of another kind', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const now = new Date();
    const { token } = (await requestPasswordReset(ctx(), email, { now }))!;
    expect(await linkUsable(ctx(), token, 'reset-password')).toBe(true);
    expect(await linkUsable(ctx(), token, 'reset-password')).toBe(true);
    expect(await linkUsable(ctx(), token, 'change-email')).toBe(false);
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await linkUsable(ctx(), token, 'reset-password', { now: later })).toBe(false);
    expect(await linkUsable(ctx(), 'not a token', 'reset-password')).toBe(false);
    await resetPassword(ctx(), token, NEW_PASSWORD);
    expect(await linkUsable(ctx(), token, 'reset-password')).toBe(false);
    const change = await emailChangeLink(ctx(), account.accountId, newEmail('moved'));
    expect(await linkUsable(ctx(), change.token, 'change-email')).toBe(true);
  });

  it('keeps only the newest link working', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const first = (await requestPasswordReset(ctx(), email))!;
    const second = (await requestPasswordReset(ctx(), email))!;
    expect(await storedTokens(account.accountId)).toHaveLength(1);
    expect((await caught(resetPassword(ctx(), first.token, NEW_PASSWORD))).message).toBe(
      RESET_LINK_INVALID,
    );
    await resetPassword(ctx(), second.token, NEW_PASSWORD);
  });

  it.each(['', 'short', 'A'.repeat(43) + '=', '../'.repeat(15)])(
    'refuses a malformed token %j',
    async (token) => {
      const error = await caught(resetPassword(ctx(), token, NEW_PASSWORD));
      expect(error.message).toBe(RESET_LINK_INVALID);
    },
  );

  it('refuses a bad new password on its field and leaves the link usable', async () => {
    const email = newEmail();
    await newAccount(email);
    const { token } = (await requestPasswordReset(ctx(), email))!;
    const tooShort = await caught(resetPassword(ctx(), token, 'short'));
    expect(tooShort).toMatchObject({
      message: 'Use at least 10 characters for your password.',
      field: 'password',
    });
    const isEmail = await caught(resetPassword(ctx(), token, email.toUpperCase()));
    expect(isEmail.field).toBe('password');
    await resetPassword(ctx(), token, NEW_PASSWORD);
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const email = newEmail();
    await newAccount(email);
    const { token } = (await requestPasswordReset(ctx(), email))!;
    const results = await Promise.allSettled([
      resetPassword(ctx(), token, 'first new passphrase'),
      resetPassword(ctx(), token, 'second new passphrase'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]!.status === 'fulfilled' ? 'first' : 'second';
    expect(await verifyPassword(ctx(), email, `${winner} new passphrase`)).not.toBeNull();
  });

  it('does not take an email-change token as a reset token', async () => {
    const account = await newAccount();
    const { token } = await emailChangeLink(ctx(), account.accountId, newEmail());
    expect((await caught(resetPassword(ctx(), token, NEW_PASSWORD))).message).toBe(
      RESET_LINK_INVALID,
    );
  });
});

describe('changePassword', () => {
  it('needs the current password and a new, different, acceptable one', async () => {
    const email = newEmail();
    const account = await newAccount(email);
    const { token } = (await requestPasswordReset(ctx(), email))!;

    const wrong = await caught(
      changePassword(ctx(), account.accountId, 'not my password', 'a new passphrase'),
    );
    expect(wrong).toMatchObject({
      message: 'Your current password is not correct.',
      field: 'currentPassword',
    });
    expect(
      await caught(changePassword(ctx(), account.accountId, PASSWORD, PASSWORD)),
    ).toMatchObject({
      message: 'Choose a password different from your current one.',
      field: 'newPassword',
    });
    expect(
      await caught(changePassword(ctx(), account.accountId, PASSWORD, 'password123')),
    ).toMatchObject({ field: 'newPassword' });
    expect(await verifyPassword(ctx(), email, PASSWORD)).not.toBeNull();

    const changed = await changePassword(ctx(), account.accountId, PASSWORD, 'a new passphrase');
    expect(changed.passwordChangedAt.getTime()).toBeGreaterThan(
      account.passwordChangedAt.getTime(),
    );
    expect(await verifyPassword(ctx(), email, PASSWORD)).toBeNull();
    expect(await verifyPassword(ctx(), email, 'a new passphrase')).not.toBeNull();
    // A reset link asked for before the change no longer works.
    expect((await caught(resetPassword(ctx(), token, 'another passphrase'))).message).toBe(
      RESET_LINK_INVALID,
    );
  });

  it('refuses an unknown account', async () => {
    await expect(
      changePassword(ctx(), '00000000-0000-4000-8000-000000000000', PASSWORD, 'a new passphrase'),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      changePassword(ctx(), 'nope', PASSWORD, 'a new passphrase'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('email change', () => {
  it('mails a link for 24 hours; following it sets the new address, verified', async () => {
    const oldEmail = newEmail();
    const account = await newAccount(oldEmail);
    const resetBefore = (await requestPasswordReset(ctx(), oldEmail))!;
    const target = newEmail('New.Address');
    const now = new Date();
    const issued = await emailChangeLink(ctx(), account.accountId, ` ${target} `, { now });
    expect(issued).toMatchObject({
      account: { accountId: account.accountId, email: oldEmail },
      newEmail: target,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    });
    // Nothing changes until the link is followed.
    expect((await findAccount(ctx(), account.accountId))?.email).toBe(oldEmail);

    const confirmed = await confirmEmailChange(ctx(), issued.token);
    expect(confirmed.previousEmail).toBe(oldEmail);
    expect(confirmed.account).toMatchObject({
      accountId: account.accountId,
      email: target,
      emailVerified: true,
    });
    expect(await verifyPassword(ctx(), target, PASSWORD)).not.toBeNull();
    expect(await verifyPassword(ctx(), oldEmail, PASSWORD)).toBeNull();
    // Single use.
    expect(await caught(confirmEmailChange(ctx(), issued.token))).toMatchObject({
      message: EMAIL_CHANGE_LINK_INVALID,
      field: 'token',
    });
    // A reset link mailed to the old address is dead.
    expect(
      (await caught(resetPassword(ctx(), resetBefore.token, 'a new passphrase'))).message,
    ).toBe(RESET_LINK_INVALID);
  });

  it('refuses an expired link', async () => {
    const account = await newAccount();
    const now = new Date();
    const { token } = await emailChangeLink(ctx(), account.accountId, newEmail(), { now });
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect((await caught(confirmEmailChange(ctx(), token, { now: later }))).message).toBe(
      EMAIL_CHANGE_LINK_INVALID,
    );
    expect((await caught(confirmEmailChange(ctx(), 'garbage'))).message).toBe(
      EMAIL_CHANGE_LINK_INVALID,
    );
  });

  it('refuses a bad address, the account’s own, and another account’s', async () => {
    const mine = newEmail();
    const account = await newAccount(mine);
    const theirs = newEmail();
    await newAccount(theirs);
    expect(await caught(requestEmailChange(ctx(), account.accountId, 'nope'))).toMatchObject({
      field: 'newEmail',
      message: 'Enter a valid email address, like name@example.com.',
    });
    expect(
      await caught(requestEmailChange(ctx(), account.accountId, mine.toUpperCase())),
    ).toMatchObject({ field: 'newEmail', message: 'This is already your email address.' });
    // Another account's address issues no link and names its owner, for the caller to answer alike.
    const taken = await requestEmailChange(ctx(), account.accountId, theirs.toUpperCase());
    expect(taken).toMatchObject({ kind: 'taken', owner: { email: theirs } });
    expect(taken).not.toHaveProperty('token');
    await expect(
      requestEmailChange(ctx(), '00000000-0000-4000-8000-000000000000', newEmail()),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('checks again on confirming: an address taken meanwhile is refused and the link kept', async () => {
    const account = await newAccount();
    const wanted = newEmail();
    const { token } = await emailChangeLink(ctx(), account.accountId, wanted);
    const other = await newAccount(wanted.toUpperCase());
    expect(await caught(confirmEmailChange(ctx(), token))).toMatchObject({
      message: ACCOUNT_EXISTS,
      field: 'email',
    });
    const [row] = await database.db
      .select({ usedAt: accountTokens.usedAt })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row?.usedAt).toBeNull();
    expect((await findAccount(ctx(), account.accountId))?.email).not.toBe(wanted);
    // Once the other account lets the address go, the link works.
    await database.db.delete(accounts).where(eq(accounts.accountId, other.accountId));
    expect((await confirmEmailChange(ctx(), token)).account.email).toBe(wanted);
  });

  it('keeps only the newest pending change', async () => {
    const account = await newAccount();
    const first = await emailChangeLink(ctx(), account.accountId, newEmail());
    const second = await emailChangeLink(ctx(), account.accountId, newEmail());
    expect((await caught(confirmEmailChange(ctx(), first.token))).message).toBe(
      EMAIL_CHANGE_LINK_INVALID,
    );
    expect((await confirmEmailChange(ctx(), second.token)).account.email).toBe(second.newEmail);
  });
});
