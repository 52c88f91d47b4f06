// Passwords of home accounts: the rules a new password must meet, and how it is
// hashed. No database here: server/identity/accounts.ts stores the hashes.
//
// Rules, after NIST SP 800-63B: at least 10 and at most 128 characters, any
// characters (spaces and emoji too), no composition rules ("one digit, one
// symbol") and no expiry; refused are spaces alone, the account's own email
// address and the most common passwords (also when padded with spaces or a
// repeated character to reach the length), which an attacker tries first.
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../lib/account-fields.ts';

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes,
 * 1 lane (about 60 ms on our machines). A stored hash made with other settings
 * is replaced at the owner's next sign-in (see needsNewHash). Raising these
 * makes every sign-in slower and costs memory per concurrent sign-in.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash of a random password nobody knows, made with PASSWORD_HASH_OPTIONS
 * (a unit test keeps them in step). A sign-in for an unknown email is checked
 * against it, so it takes as long as one for a known email.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$tCI7kgImgY9LuHOtiAznYQ$xccphqOfd9vBCYi/Lx1aK9/mI3BpLsIEvraePl1kjMw';

/**
 * The most used passwords, plus the obvious ones for this site, compared
 * without case or spaces. The short ones are here for the padded forms
 * ('password  ', 'qwerty!!!!') that reach the length.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '123123',
  '111111',
  'abc123',
  'admin',
  'baseball',
  'dragon',
  'football',
  'home',
  'homes',
  'iloveyou',
  'letmein',
  'login',
  'master',
  'monkey',
  'pass',
  'passw0rd',
  'password',
  'password1',
  'princess',
  'qwerty',
  'qwerty123',
  'shadow',
  'sunshine',
  'trustno1',
  'welcome',
  '0123456789',
  '0987654321',
  '1111111111',
  '1122334455',
  '1234512345',
  '1234567890',
  '1234567891',
  '12345678910',
  '123456789a',
  '123456789q',
  '1234567890a',
  '123123123123',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'a123456789',
  'abc1234567',
  'abcd123456',
  'abcdef1234',
  'abcdefghij',
  'administrator',
  'admin12345',
  'asdfghjkl1',
  'asdfghjkl123',
  'baseball123',
  'changeme123',
  'charlie123',
  'dragon1234',
  'football123',
  'hearthstone',
  'hearthstone1',
  'hearthstonehomes',
  'homesweethome',
  'iloveyou12',
  'iloveyou123',
  'iloveyou1234',
  'letmein123',
  'michael123',
  'monkey1234',
  'myhomeaccount',
  'p@ssw0rd123',
  'p@ssword123',
  'passw0rd123',
  'password01',
  'password10',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'passwordpassword',
  'princess123',
  'q1w2e3r4t5',
  'qazwsxedc123',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyqwerty',
  'qwertyuiop',
  'qwertyuiop1',
  'starwars123',
  'sunshine123',
  'superman123',
  'welcome123',
  'welcome1234',
  'zxcvbnm123',
]);

/**
 * The form a password is hashed and compared in: Unicode NFKC, so the same
 * password typed on two keyboards (composed or decomposed accents, full-width
 * digits) is the same password. Never trimmed: spaces count.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Length as a person counts it: code points, not UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Why a new password is refused, as a sentence for the form, or null when it
 * may be used. `email` is the account's address (new or current).
 */
export function newPasswordProblem(password: string, email: string): string | null {
  const tooLong = `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  // Far too long to be worth normalizing (a pasted file).
  if (password.length > 4 * MAX_PASSWORD_LENGTH) return tooLong;
  const normalized = normalizePassword(password);
  const length = characterCount(normalized);
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  }
  if (length > MAX_PASSWORD_LENGTH) return tooLong;
  // Compared without case or spaces: 'Password123 ', ' pass word 123' and
  // 'password   ' (padded up to the length) are no better than the word.
  const core = normalized.toLowerCase().replace(/\s+/gu, '');
  if (core === '') return 'A password needs more than spaces.';
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf('@'));
  if (core === address || (localPart !== '' && core === localPart)) {
    return 'Choose a password that is not your email address.';
  }
  // Nor is one padded with a run of one character: 'password!!!!', 'xxxqwerty'.
  const stem = core.replace(/^(.)\1+/u, '').replace(/(.)\1+$/u, '');
  // One character over and over (a field's limit filled with it) is said as what it is.
  if (/^(.)\1*$/u.test(core)) {
    return 'One character repeated is easy to guess: mix in other characters or words.';
  }
  if (COMMON_PASSWORDS.has(core) || COMMON_PASSWORDS.has(stem)) {
    return 'This password is too common and easy to guess: choose another.';
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), PASSWORD_HASH_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash counts as no match. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other settings than PASSWORD_HASH_OPTIONS. */
export function needsNewHash(passwordHash: string): boolean {
  return !passwordHash.startsWith('$argon2id$') || needsRehash(passwordHash, PASSWORD_HASH_OPTIONS);
}
