/** Shape shown for every valid phone number. */
const PHONE_DIGITS = 10;

/**
 * Formats a US phone number as `(###) ###-####`.
 * Separators are ignored, but the digits must number exactly 10: a leading
 * country code `1` (11 digits) is rejected rather than guessed away.
 * Numbers must be non-negative integers; anything else gives `null`.
 */
export function formatPhone(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) return null;
  const digits = String(value).replace(/\D/g, '');
  if (digits.length !== PHONE_DIGITS) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What people type between a phone number's digits; any other character means it is not one. */
const PHONE_SEPARATORS = /[\s().+-]/g;

/**
 * A phone number as a buyer types it into any of our forms: its 10 digits
 * (separators ignored), '' when nothing was typed, or null when it is not
 * exactly 10 digits (SPEC §5; a leading country code 1 makes 11 and is
 * refused, as formatPhone would refuse it) or holds anything but digits and
 * separators. One rule for the public forms, the account details and the API.
 */
export function typedPhoneDigits(text: string): string | null {
  const digits = text.replace(PHONE_SEPARATORS, '');
  if (digits === '') return '';
  return digits.length === PHONE_DIGITS && /^\d+$/.test(digits) ? digits : null;
}
