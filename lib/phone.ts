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
