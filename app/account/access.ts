// What the account screens (/oidc/account/…) may ask the server for: forgot
// and reset password, confirm or undo an email change, and the development outbox.
// server/identity/account-flows.ts fills it per request; the routes import
// only these types, never server code.

/** A form's outcome: done, or a sentence for the person and the field it is about. */
export type AccountResult = { ok: true } | { error: string; field?: string };

/** A mail in the development outbox, as the outbox page lists it. */
export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  /** ISO 8601. */
  date: string;
  text: string;
};

export type AccountAccess = {
  /** Whether this site's mail can be read at /oidc/account/outbox by this caller (development). */
  outboxAvailable: boolean;
  /** The brand code of one of our sign-in clients (for the screens' look); null otherwise. */
  brandCode(clientId: string | null): string | null;
  /**
   * Mails a reset link when an account uses the email. The answer is the same
   * either way; only a bad address or too many requests is an error.
   */
  /** `lotNumber`: the home center whose site the sign-in is for; the mailed link's screen wears it. */
  forgotPassword(input: {
    email: string;
    clientId: string | null;
    lotNumber: string | null;
  }): Promise<AccountResult>;
  /** Why a reset link cannot be used (unknown, used or expired); null when it can. */
  resetLinkProblem(token: string): Promise<string | null>;
  resetPassword(input: { token: string; password: string }): Promise<AccountResult>;
  /** Why an email-change link cannot be used; null when it can. */
  emailLinkProblem(token: string): Promise<string | null>;
  /** Makes the link's new address the account's; ok carries that address. */
  confirmEmailChange(token: string): Promise<{ ok: true; email: string } | { error: string }>;
  /** Why an undo link (mailed to the address an email change replaced) cannot be used; null when it can. */
  revertLinkProblem(token: string): Promise<string | null>;
  /** Gives the account its old address back with a new password; ok carries the address. */
  revertEmailChange(input: {
    token: string;
    password: string;
  }): Promise<{ ok: true; email: string } | { error: string; field?: string }>;
  /** The outbox, newest first; null when this caller may not see it. */
  outbox(): Promise<OutboxEntry[] | null>;
};
