// A short HMAC under the provider's cookie keys (newest first, shared by every
// process): the known-browser cookie's marks and the thank-you seal. The
// purpose is part of what is signed, so one kind of mark never opens another.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A mark as written: 22 characters of base64url (132 bits). */
export const KEYED_MARK = /^[\w-]{22}$/;

/** The mark of `text` for `purpose` under `key`. */
export function keyedMark(key: string, purpose: string, text: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${text}`).digest('base64url').slice(0, 22);
}

/** Whether `given` is the mark of `text` for `purpose` under any of the keys (the first signs, the others still count). */
export function isKeyedMark(
  given: string,
  keys: readonly string[],
  purpose: string,
  text: string,
): boolean {
  if (!KEYED_MARK.test(given)) return false;
  const mark = Buffer.from(given);
  return keys.some((key) => timingSafeEqual(Buffer.from(keyedMark(key, purpose, text)), mark));
}
