import { describe, it, expect } from 'vitest';
import { formatCents, formatPrice, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it('strips dollar signs and commas', () => {
    expect(parsePrice('$129,900')).toBe(129900);
    expect(parsePrice('$1,299.99')).toBe(1299.99);
    expect(parsePrice('1,000,000')).toBe(1000000);
  });

  it('trims surrounding whitespace', () => {
    expect(parsePrice('  $5,000  ')).toBe(5000);
  });

  it('accepts numbers as they are', () => {
    expect(parsePrice(129900.5)).toBe(129900.5);
    expect(parsePrice(0)).toBe(0);
    expect(parsePrice(-12)).toBe(-12);
  });

  it('accepts signed and partial decimals', () => {
    expect(parsePrice('-5')).toBe(-5);
    expect(parsePrice('+5')).toBe(5);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('5.')).toBe(5);
    expect(parsePrice('0')).toBe(0);
  });

  it('gives null when nothing numeric remains', () => {
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('   ')).toBeNull();
    expect(parsePrice('$')).toBeNull();
    expect(parsePrice('$,')).toBeNull();
    expect(parsePrice('12abc')).toBeNull();
    expect(parsePrice('Contact Us For Pricing')).toBeNull();
    expect(parsePrice('1 000')).toBeNull();
    expect(parsePrice('.')).toBeNull();
    expect(parsePrice('-')).toBeNull();
  });

  it('rejects forms Number() would accept but a price never uses', () => {
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('0x10')).toBeNull();
    expect(parsePrice('Infinity')).toBeNull();
  });

  it('gives null for missing and non-finite values', () => {
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPrice', () => {
  it('formats a price string as US currency', () => {
    expect(formatPrice('$129,900')).toBe('$129,900');
    expect(formatPrice('129900')).toBe('$129,900');
  });

  it('shows whole dollars without cents', () => {
    expect(formatPrice(129900)).toBe('$129,900');
    expect(formatPrice(1000000)).toBe('$1,000,000');
    expect(formatPrice(999)).toBe('$999');
    expect(formatPrice('129900.00')).toBe('$129,900');
  });

  it('shows fractional amounts with exactly two decimals', () => {
    expect(formatPrice(129900.5)).toBe('$129,900.50');
    expect(formatPrice('$1,299.99')).toBe('$1,299.99');
    expect(formatPrice(0.5)).toBe('$0.50');
  });

  it('rounds to cents before choosing the format', () => {
    expect(formatPrice(129900.999)).toBe('$129,901');
    expect(formatPrice(129900.004)).toBe('$129,900');
    expect(formatPrice(10.126)).toBe('$10.13');
  });

  it('formats zero and negatives', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-0.001)).toBe('$0');
    expect(formatPrice(-1500)).toBe('-$1,500');
    expect(formatPrice('-1500.5')).toBe('-$1,500.50');
  });

  it('gives an empty string when the value is not numeric', () => {
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('$')).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatCents', () => {
  it('shows a whole number of cents to the cent, with thousands', () => {
    expect(formatCents(77_700)).toBe('$777.00');
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(5)).toBe('$0.05');
  });
});
