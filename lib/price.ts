/** Plain decimal only: no exponent, hex or Infinity that `Number()` would accept. */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Strips `$` and commas and reads the rest as a decimal number.
 * Gives `null` when nothing numeric remains, so callers can tell "no price" from 0.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/[$,]/g, '').trim();
  if (!DECIMAL.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A whole number of cents, always to the cent, so a column of them lines up: `$777.00`. */
export function formatCents(cents: number): string {
  return CENTS.format(cents / 100);
}

/**
 * US currency text: `$129,900` for whole dollars, `$129,900.50` otherwise.
 * Rounds to cents first so `129900.999` shows as `$129,901`, not `$129,901.00`.
 * Gives `''` when the value is not numeric.
 */
export function formatPrice(value: string | number | null | undefined): string {
  const parsed = parsePrice(value);
  if (parsed === null) return '';
  // `+ 0` turns -0 into 0 so tiny negatives never show as "-$0".
  const cents = Math.round(parsed * 100) + 0;
  const amount = cents / 100;
  return cents % 100 === 0 ? WHOLE.format(amount) : CENTS.format(amount);
}
