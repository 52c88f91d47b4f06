import { describe, it, expect } from 'vitest';
import { formatPhone, typedPhoneDigits } from './phone.ts';

describe('formatPhone', () => {
  it('formats exactly 10 digits', () => {
    expect(formatPhone('8655550123')).toBe('(865) 555-0123');
  });

  it('formats a 10-digit number value', () => {
    expect(formatPhone(8655550123)).toBe('(865) 555-0123');
  });

  it('removes separators before counting digits', () => {
    expect(formatPhone('865-555-0123')).toBe('(865) 555-0123');
    expect(formatPhone('(865) 555-0123')).toBe('(865) 555-0123');
    expect(formatPhone(' 865.555.0123 ')).toBe('(865) 555-0123');
    expect(formatPhone('865 555 0123 ')).toBe('(865) 555-0123');
  });

  it('rejects 11 digits, including a leading country code 1', () => {
    expect(formatPhone('18655550123')).toBeNull();
    expect(formatPhone('+1 865-555-0123')).toBeNull();
    expect(formatPhone(18655550123)).toBeNull();
  });

  it('rejects fewer than 10 digits', () => {
    expect(formatPhone('865555012')).toBeNull();
    expect(formatPhone('555-0123')).toBeNull();
  });

  it('gives null for empty and missing values', () => {
    expect(formatPhone('')).toBeNull();
    expect(formatPhone('   ')).toBeNull();
    expect(formatPhone('---')).toBeNull();
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
  });

  it('gives null for text without enough digits', () => {
    expect(formatPhone('call me')).toBeNull();
  });

  it('rejects numbers that are not non-negative integers', () => {
    expect(formatPhone(865555012.3)).toBeNull();
    expect(formatPhone(-8655550123)).toBeNull();
    expect(formatPhone(Number.NaN)).toBeNull();
    expect(formatPhone(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatPhone(0)).toBeNull();
  });

  it('keeps leading zeros in strings', () => {
    expect(formatPhone('0000000000')).toBe('(000) 000-0000');
  });
});

describe('typedPhoneDigits', () => {
  it('reads 10 digits through the separators people type', () => {
    expect(typedPhoneDigits('(865) 555-0123')).toBe('8655550123');
    expect(typedPhoneDigits(' 865.555.0123 ')).toBe('8655550123');
  });

  it('gives empty for nothing typed', () => {
    expect(typedPhoneDigits('')).toBe('');
    expect(typedPhoneDigits('  ')).toBe('');
  });

  it('refuses 11 digits, a leading 1 too, as formatPhone does', () => {
    expect(typedPhoneDigits('1-865-555-0123')).toBeNull();
    expect(typedPhoneDigits('+1 865 555 0123')).toBeNull();
    expect(formatPhone('+1 865 555 0123')).toBeNull();
  });

  it('refuses letters and other characters among the digits', () => {
    expect(typedPhoneDigits('call 865/555/0123!')).toBeNull();
    expect(typedPhoneDigits('865555012x')).toBeNull();
    expect(typedPhoneDigits('865555012')).toBeNull();
  });
});
