// The mailed-link flows of home accounts (issue 4): forgot and reset password,
// change email, and the development outbox. The account screens
// (/oidc/account/…, through createAccountAccess) and the GraphQL mutations
// (server/graphql/types/identity.ts) both come here, so they follow the same
// rules:
// - A reset request answers the same whether or not an account uses the
//   email: looking the account up, making the link and sending the mail all
//   happen after the answer, so neither the words nor the timing tell.
// - Requests are rate limited (server/rate-limit.ts) before anything
//   else, counted the same for known and unknown emails.
// - Mail failures are logged without the message (it can name the address):
//   only the error's type and code.
import { isIP } from 'node:net';
import type { Logger } from 'pino';
import type { AccountAccess, OutboxEntry } from '../../app/account/access.ts';
import { brandLabel } from '../../lib/brands.ts';
import type { Environment } from '../../lib/sign-in-client.ts';
import type { Db } from '../db/client.ts';
import { createAfterAnswer, type AfterAnswer } from '../after-answer.ts';
import type { DomainContext } from '../domain/context.ts';
import { NotFoundError, RateLimitedError, UserInputError } from '../domain/errors.ts';
import {
  addressedAs,
  confirmEmailChange,
  deleteAccount,
  EMAIL_CHANGE_LINK_INVALID,
  emailProblem,
  findAccount,
  linkUsable,
  requestEmailChange,
  requestPasswordReset,
  RESET_LINK_INVALID,
  resetPassword,
  REVERT_LINK_INVALID,
  revertEmailChange,
  type Account,
  type SignUpInput,
} from './accounts.ts';
import { revokeAccountRecords } from './adapter.ts';
import { lastHomeCenters } from './sign-ins.ts';
import {
  authorizationClients,
  clientBrand,
  describeClient,
  identityClientIds,
  type AuthorizationClients,
  type OtherEnvironment,
} from './clients.ts';
import { listOutbox, type Mailer } from '../mail/mailer.ts';
import {
  clear,
  EMAIL_CHANGE_PER_ACCOUNT,
  hit,
  ipKey,
  minutesToWait,
  RESET_PER_EMAIL,
  RESET_PER_IP,
  SIGN_IN_PER_EMAIL,
  SIGN_UP_MAIL_PER_EMAIL,
  type RateLimit,
} from '../rate-limit.ts';
import {
  cancelSignUp,
  completeSignUp,
  pendingSignUp,
  resendSignUpCode,
  startSignUp,
  type PendingSignUp,
  type SignUpMail,
} from './sign-ups.ts';

export const ACCOUNT_PATH = '/oidc/account';

/** A request path as it may be logged: the secret of a mailed link is cut out. */
export function loggablePath(path: string): string {
  return path.replace(
    /^(\/oidc\/account\/(?:reset-password|confirm-email|revert-email)\/)[^/]+/,
    '$1…',
  );
}

/** SPEC §7 getApplication / getClientByName: one of our sign-in clients. */
export type Application = {
  clientId: string;
  /** A home center brand's site (false: the corporate site). */
  isRetail: boolean;
  /** Clients are per brand region, not per home center: always null. */
  lotNumber: string | null;
  /** Shown to people: "Oak Creek Homes website". */
  name: string;
};

export type AccountFlowsOptions = {
  db: Db;
  mailer: Mailer;
  /** The site's public origin: mailed links start with it. */
  publicUrl: string;
  /** APP_ENV: whose sign-in clients are ours. */
  env: Environment;
  /** The retail and corporate authorisation clients; default: authorizationClients(env). */
  authorization?: AuthorizationClients;
  /** Other environments whose websites sign in here; default none. */
  otherEnvironments?: readonly OtherEnvironment[];
  /** Where the outbox mailer writes (DATA_DIR/outbox). */
  outboxDir: string;
  logger: Logger;
  /** Where mail goes after the answer; default: its own (server/after-answer.ts). */
  afterAnswer?: AfterAnswer;
};

export type AccountFlows = {
  mailerKind: Mailer['kind'];
  /** The sign-in client ids of this environment. */
  clientIds: readonly string[];
  /** The retail and corporate authorisation clients among them. */
  authorization: AuthorizationClients;
  /** The brand code of one of our clients; null for the corporate one or an unknown id. */
  brandCode(clientId: string | null | undefined): string | null;
  /** SPEC §7 getApplication / getClientByName. */
  application(name: string): Application | null;
  /**
   * Starts a reset for whoever uses this email, if anyone; the mail goes out
   * after this returns. Throws UserInputError (field email) for an address
   * that cannot be one, RateLimitedError when asked too often.
   */
  requestReset(input: {
    email: string;
    ip: string | null;
    clientId?: string | null;
    /** The home center whose site the sign-in is for: the link's screen wears it and leads back to it. */
    lotNumber?: string | null;
  }): Promise<void>;
  /**
   * SPEC §7 updatePassword: a signed-in person asks for a reset mail to their
   * own address. Throws UserInputError when email is not the account's.
   */
  requestResetForAccount(input: {
    accountId: string;
    email: string;
    clientId: string;
    ip: string | null;
  }): Promise<void>;
  /**
   * Sets a new password from a reset link; then the email's sign-in count
   * starts again and the account is signed out everywhere (its sessions,
   * grants and refresh tokens end).
   */
  resetPassword(input: { token: string; password: string }): Promise<Account>;
  /**
   * SPEC §7 updateEmail: mails a confirmation link to the new address, or,
   * when another account has it, a notice to that account (answered alike).
   */
  requestEmailChange(input: {
    accountId: string;
    newEmail: string;
    clientId: string;
  }): Promise<void>;
  /** Follows an email-change link; the previous address is told, with a link to undo it. */
  confirmEmailChange(token: string): Promise<Account>;
  /**
   * Deletes the account (beyond SPEC): its sign-in, links and records go, and
   * it is signed out everywhere (its sessions, grants and refresh tokens end).
   * The address can make a new account afterwards. False for no such account.
   */
  deleteAccount(accountId: string): Promise<boolean>;
  /**
   * Follows an undo link: the address it was mailed to is the account's again,
   * with a new password; the account is signed out everywhere.
   */
  revertEmailChange(input: { token: string; password: string }): Promise<Account>;
  /**
   * Sign-up, first step (sign-ups.ts): keeps the form for this sign-in and,
   * after answering, mails the code (or, when the address has an account, a
   * notice to its owner). The answer is the same either way; only the form's
   * own mistakes are errors (UserInputError).
   */
  startSignUp(input: {
    interactionUid: string;
    form: SignUpInput;
    clientId: string | null;
  }): Promise<void>;
  /** A new code for the waiting sign-up, mailed the same way. */
  resendSignUpCode(input: { interactionUid: string; clientId: string | null }): Promise<void>;
  /** The waiting sign-up's address, or null. */
  pendingSignUp(interactionUid: string): Promise<PendingSignUp | null>;
  /** Forgets the waiting sign-up (to use another address). */
  cancelSignUp(interactionUid: string): Promise<void>;
  /** Sign-up, second step: the account, once the mailed code came back. */
  completeSignUp(input: { interactionUid: string; code: string }): Promise<Account>;
  linkUsable(
    token: string,
    purpose: 'reset-password' | 'change-email' | 'revert-email',
  ): Promise<boolean>;
  outbox(): Promise<OutboxEntry[]>;
  /** Resolves once every mail started so far was sent or failed (tests, shutdown). */
  idle(): Promise<void>;
};

function tooMany(seconds: number): RateLimitedError {
  return new RateLimitedError(
    `Too many requests. Try again in ${minutesToWait(seconds)}.`,
    seconds,
  );
}

export function createAccountFlows(options: AccountFlowsOptions): AccountFlows {
  const { db, mailer, publicUrl, logger } = options;
  const ctx: DomainContext = { db, viewer: null };
  const authorization = options.authorization ?? authorizationClients(options.env);
  const clientIds = identityClientIds(options.env, authorization, options.otherEnvironments);
  const { later, idle } = options.afterAnswer ?? createAfterAnswer(logger);

  async function limit(rateLimit: RateLimit, key: string) {
    const result = await hit(ctx, rateLimit.bucket, key, rateLimit);
    if (!result.allowed) throw tooMany(result.retryAfterSeconds);
  }

  const knownClient = (clientId: string | null | undefined) =>
    typeof clientId === 'string' && clientIds.includes(clientId);

  function checkClient(clientId: string) {
    if (!knownClient(clientId)) {
      throw new UserInputError('clientId is not one of this site’s sign-in clients.', 'clientId');
    }
  }

  const brandCode = (clientId: string | null | undefined) =>
    knownClient(clientId) ? clientBrand(clientId!) : null;

  const link = (
    kind: 'reset-password' | 'confirm-email' | 'revert-email',
    token: string,
    lotNumber?: string | null,
  ) =>
    `${publicUrl}${ACCOUNT_PATH}/${kind}/${token}${lotNumber ? `?lotNumber=${encodeURIComponent(lotNumber)}` : ''}`;

  async function requestReset({
    email,
    ip,
    clientId,
    lotNumber,
  }: {
    email: string;
    ip: string | null;
    clientId?: string | null;
    lotNumber?: string | null;
  }) {
    const problem = emailProblem(email);
    if (problem) throw new UserInputError(problem, 'email');
    await limit(RESET_PER_IP, ipKey(ip ?? 'unknown'));
    await limit(RESET_PER_EMAIL, email);
    const brand = brandLabel(brandCode(clientId));
    later('password reset mail', async () => {
      const issued = await requestPasswordReset(ctx, email);
      if (!issued) return;
      await mailer.sendPasswordReset({
        to: issued.account.email,
        name: await addressedAs(ctx, issued.account),
        link: link('reset-password', issued.token, lotNumber),
        brand,
      });
    });
  }

  /** A new password is set: the email's sign-in count starts again, and everyone is signed out. */
  async function newPasswordSet(account: Account): Promise<Account> {
    await clear(ctx, SIGN_IN_PER_EMAIL.bucket, account.email);
    await revokeAccountRecords(db, account.accountId);
    return account;
  }

  /** Where a notice to an address's owner sends them: choosing a new password. */
  const forgotPasswordLink = `${publicUrl}${ACCOUNT_PATH}/forgot-password`;

  /**
   * After the answer, a mail to an address no account of the caller's owns
   * (a sign-up's code, a notice to the address's owner), within that
   * address's limit (SIGN_UP_MAIL_PER_EMAIL): nobody can flood a stranger.
   */
  function mailWithinAddressLimit(what: string, to: string, send: () => Promise<void>) {
    later(what, async () => {
      const allowed = await hit(ctx, SIGN_UP_MAIL_PER_EMAIL.bucket, to, SIGN_UP_MAIL_PER_EMAIL);
      if (allowed.allowed) await send();
    });
  }

  /** After the answer: within the address's mail limit, the code or the owner's notice. */
  function sendSignUpMail(mail: SignUpMail, clientId: string | null) {
    const brand = brandLabel(brandCode(clientId));
    mailWithinAddressLimit('sign-up mail', mail.to, () =>
      mail.kind === 'code'
        ? mailer.sendSignUpCode({ to: mail.to, name: mail.name, code: mail.code, brand })
        : mailer.sendSignUpAttempt({
            to: mail.to,
            name: mail.name,
            link: forgotPasswordLink,
            brand,
          }),
    );
  }

  return {
    mailerKind: mailer.kind,
    clientIds,
    authorization,
    brandCode,

    application(name) {
      const wanted = typeof name === 'string' ? name.trim().toLowerCase() : '';
      if (!wanted) return null;
      // By client id first; else by the name people see, the first client that has it.
      const clientId =
        clientIds.find((id) => id === wanted) ??
        clientIds.find((id) => describeClient(id, authorization).name.toLowerCase() === wanted);
      return clientId
        ? { clientId, lotNumber: null, ...describeClient(clientId, authorization) }
        : null;
    },

    requestReset,

    async deleteAccount(accountId) {
      // The account first: from then on its tokens are refused; then its sessions and grants.
      const account = await deleteAccount(ctx, accountId);
      await revokeAccountRecords(db, accountId);
      if (account) {
        later('account deleted mail', () =>
          mailer.sendAccountDeleted({ to: account.email, name: account.firstName }),
        );
      }
      return account !== null;
    },

    async requestResetForAccount({ accountId, email, clientId, ip }) {
      checkClient(clientId);
      const account = await findAccount(ctx, accountId);
      if (!account) throw new NotFoundError('No such account.');
      if (typeof email !== 'string' || email.trim().toLowerCase() !== account.email.toLowerCase()) {
        throw new UserInputError('This is not the email address of your account.', 'email');
      }
      // The link leads back to the home center the account last signed in through with
      // this client, as one asked for on that center's sign-in screen does.
      const lotNumber = (await lastHomeCenters(ctx, accountId)).get(clientId) ?? null;
      await requestReset({ email: account.email, ip, clientId, lotNumber });
    },

    resetPassword: async ({ token, password }) =>
      newPasswordSet(await resetPassword(ctx, token, password)),

    async requestEmailChange({ accountId, newEmail, clientId }) {
      checkClient(clientId);
      await limit(EMAIL_CHANGE_PER_ACCOUNT, accountId);
      const asked = await requestEmailChange(ctx, accountId, newEmail);
      const brand = brandLabel(brandCode(clientId));
      if (asked.kind === 'taken') {
        // Answered as a free address is, so the call does not tell who has an
        // account; the address's owner hears of it, as after a sign-up with it.
        mailWithinAddressLimit('email change attempt mail', asked.owner.email, async () =>
          mailer.sendEmailChangeAttempt({
            to: asked.owner.email,
            name: await addressedAs(ctx, asked.owner),
            link: forgotPasswordLink,
            brand,
          }),
        );
        return;
      }
      later('email change mail', async () =>
        mailer.sendEmailChange({
          to: asked.newEmail,
          name: await addressedAs(ctx, asked.account),
          link: link('confirm-email', asked.token),
          brand,
        }),
      );
    },

    async confirmEmailChange(token) {
      const { account, previousEmail, revert } = await confirmEmailChange(ctx, token);
      later('email changed notice', async () =>
        mailer.sendEmailChanged({
          to: previousEmail,
          name: await addressedAs(ctx, account),
          link: link('revert-email', revert.token),
        }),
      );
      return account;
    },

    // Whoever changed the email is signed out with everyone else.
    revertEmailChange: async ({ token, password }) =>
      newPasswordSet(await revertEmailChange(ctx, token, password)),

    async startSignUp({ interactionUid, form, clientId }) {
      sendSignUpMail(await startSignUp(ctx, interactionUid, form), clientId);
    },

    async resendSignUpCode({ interactionUid, clientId }) {
      sendSignUpMail(await resendSignUpCode(ctx, interactionUid), clientId);
    },

    pendingSignUp: (interactionUid) => pendingSignUp(ctx, interactionUid),
    cancelSignUp: (interactionUid) => cancelSignUp(ctx, interactionUid),
    completeSignUp: ({ interactionUid, code }) => completeSignUp(ctx, interactionUid, code),

    linkUsable: (token, purpose) => linkUsable(ctx, token, purpose),

    async outbox() {
      const messages = await listOutbox(options.outboxDir);
      return messages.map(({ id, to, subject, date, text }) => ({
        id,
        to,
        subject,
        date: date.toISOString(),
        text,
      }));
    },

    idle,
  };
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}

/**
 * Whether the outbox page may show this site's mail to this caller. Only
 * when mail goes to the outbox folder at all (no SMTP_URL), and then:
 * - in development and tests (NODE_ENV other than production), to anyone;
 * - in production, only on one's own machine: the embedded database, a
 *   PUBLIC_URL on localhost, and a caller connected over loopback (the
 *   socket's address: X-Forwarded-For does not count).
 * A real deployment (a shared PostgreSQL, a public address, or an SMTP
 * server) never shows it: the mail holds working reset links.
 */
export function outboxPageAllowed(options: {
  mailerKind: Mailer['kind'];
  nodeEnv: string;
  databaseKind: 'pglite' | 'pg';
  publicUrl: string;
  remoteAddress: string | undefined;
}): boolean {
  if (options.mailerKind !== 'outbox') return false;
  if (options.nodeEnv !== 'production') return true;
  return (
    options.databaseKind === 'pglite' &&
    isLoopbackHost(new URL(options.publicUrl).hostname) &&
    isLoopbackAddress(options.remoteAddress)
  );
}

/** The account screens' view of the flows for one request (app/account/access.ts). */
export function createAccountAccess(
  flows: AccountFlows,
  request: { ip: string | null; outboxAvailable: boolean },
): AccountAccess {
  async function attempt<T>(
    work: () => Promise<T>,
  ): Promise<T | { error: string; field?: string }> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UserInputError) return { error: error.message, field: error.field };
      if (error instanceof RateLimitedError) return { error: error.message };
      throw error;
    }
  }

  return {
    outboxAvailable: request.outboxAvailable,
    brandCode: (clientId) => flows.brandCode(clientId),
    forgotPassword: ({ email, clientId, lotNumber }) =>
      attempt(async () => {
        await flows.requestReset({ email, clientId, lotNumber, ip: request.ip });
        return { ok: true } as const;
      }),
    resetLinkProblem: async (token) =>
      (await flows.linkUsable(token, 'reset-password')) ? null : RESET_LINK_INVALID,
    resetPassword: (input) =>
      attempt(async () => {
        await flows.resetPassword(input);
        return { ok: true } as const;
      }),
    emailLinkProblem: async (token) =>
      (await flows.linkUsable(token, 'change-email')) ? null : EMAIL_CHANGE_LINK_INVALID,
    confirmEmailChange: (token) =>
      attempt(async () => {
        const account = await flows.confirmEmailChange(token);
        return { ok: true, email: account.email } as const;
      }),
    revertLinkProblem: async (token) =>
      (await flows.linkUsable(token, 'revert-email')) ? null : REVERT_LINK_INVALID,
    revertEmailChange: (input) =>
      attempt(async () => {
        const account = await flows.revertEmailChange(input);
        return { ok: true, email: account.email } as const;
      }),
    outbox: async () => (request.outboxAvailable ? flows.outbox() : null),
  };
}
