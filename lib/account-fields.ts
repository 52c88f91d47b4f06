// Limits of the home-account forms' fields, shared by the screens (their
// inputs' maxLength, what a refused form shows again) and the server's checks
// (server/identity/accounts.ts, passwords.ts): one table, so the two agree.

export const MAX_EMAIL_LENGTH = 254;
/** A change of email to the address the account already has. */
export const ALREADY_YOUR_EMAIL = 'This is already your email address.';
export const MAX_NAME_LENGTH = 80;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
/** The code mailed to finish a sign-up (server/identity/sign-ups.ts). */
export const SIGN_UP_CODE_DIGITS = 6;

/**
 * What a refused form may show again of a field: at most its limit. A body
 * can carry far more than any input takes; echoing it back would make the
 * site amplify whatever was posted (issue 9). Never used for passwords, which
 * are never shown again.
 */
export function echoField(value: string, maxLength: number): string {
  return [...value].slice(0, maxLength).join('');
}
