// A browser that has signed in to an account before is let past that email's
// sign-in limit (never the per-address one). A guesser who spreads guesses
// over many addresses can hold an email's limit at its ceiling, but the
// owner's own browsers still get in; a new browser waits out the window or
// resets the password (which clears the count). The mark is an HMAC of the
// email under the provider's cookie keys, in an HttpOnly cookie sent only to
// the sign-in screens; a few accounts per browser are remembered.
import { isKeyedMark, KEYED_MARK, keyedMark } from './keyed-mark.ts';
import { INTERACTION_PATH } from './provider.ts';

export const KNOWN_BROWSER_COOKIE = 'known_browser';
const MAX_MARKS = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const PURPOSE = 'known-browser';

const markText = (email: string) => email.trim().toLowerCase();

/** The marks in a request's Cookie header (at most a few, each well formed). */
export function readMarks(cookieHeader: string | undefined): string[] {
  const pair = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KNOWN_BROWSER_COOKIE}=`));
  if (!pair) return [];
  return pair
    .slice(KNOWN_BROWSER_COOKIE.length + 1)
    .split('.')
    .filter((value) => KEYED_MARK.test(value))
    .slice(0, MAX_MARKS);
}

/** Whether one of the marks is this email's under any of the keys (the first signs, the others still count). */
export function isKnownBrowser(marks: string[], keys: readonly string[], email: string): boolean {
  return marks.some((value) => isKeyedMark(value, keys, PURPOSE, markText(email)));
}

/** The Set-Cookie value after a sign-in to email: its mark first, then the others this browser had. */
export function knownBrowserCookie(options: {
  marks: string[];
  keys: readonly string[];
  email: string;
  secure: boolean;
}): string {
  const { marks, keys, email } = options;
  const own = keyedMark(keys[0]!, PURPOSE, markText(email));
  const others = marks.filter((value) => !isKnownBrowser([value], keys, email));
  const value = [own, ...others].slice(0, MAX_MARKS).join('.');
  return `${KNOWN_BROWSER_COOKIE}=${value}; Path=${INTERACTION_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
