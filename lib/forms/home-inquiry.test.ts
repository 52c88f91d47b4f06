import { describe, expect, it } from 'vitest';
import { inquiryErrors } from './home-inquiry.ts';

const ok = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '',
  message: '',
  preferredContact: 'email',
};

describe('"Ask about this home" (issue 11)', () => {
  it('accepts a name and one way to answer, trimmed', () => {
    expect(inquiryErrors(ok)).toEqual({
      value: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        message: '',
        preferredContact: 'email',
      },
      errors: {},
    });
    expect(
      inquiryErrors({ ...ok, email: '', phone: '(865) 555-0142', preferredContact: 'text' }).value
        ?.phone,
    ).toBe('8655550142');
    // SPEC §5: exactly 10 digits; a leading country code makes 11.
    expect(
      inquiryErrors({ ...ok, email: '', phone: '+1 (865) 555-0142', preferredContact: 'text' })
        .errors.phone,
    ).toBe('Enter a 10-digit phone number.');
  });

  it('names the field of each problem, as the form shows it', () => {
    expect(inquiryErrors({ ...ok, name: '  ' }).errors).toEqual({ name: 'Enter your name.' });
    // A post of bytes that are no UTF-8 (name=%ff%fe) reads as U+FFFD: no name.
    expect(inquiryErrors({ ...ok, name: '\uFFFD\uFFFD' }).errors).toEqual({
      name: 'Your name has a broken character.',
    });
    expect(inquiryErrors({ ...ok, name: 'Ada \ud800' }).errors.name).toBe(
      'Your name has a broken character.',
    );
    expect(inquiryErrors({ ...ok, email: '', phone: '' }).errors).toEqual({
      email: 'Give an email address or a phone number so we can answer you.',
    });
    expect(inquiryErrors({ ...ok, preferredContact: 'phone' }).errors).toEqual({
      phone: 'Enter your phone number, or choose email.',
    });
    expect(inquiryErrors({ ...ok, email: 'not-an-email' }).errors.email).toMatch(
      /like name@example/,
    );
    expect(inquiryErrors({ ...ok, phone: '555-01' }).errors.phone).toBe(
      'Enter a 10-digit phone number.',
    );
    expect(inquiryErrors({ ...ok, preferredContact: 'pigeon' }).errors.preferredContact).toBe(
      'Choose how we should reach you.',
    );
    expect(inquiryErrors({ ...ok, name: 'Ada\r\nBcc: x@y.z' }).errors.name).toBe(
      'Enter your name on one line.',
    );
    expect(inquiryErrors({ ...ok, message: 'a\u0000b' }).errors.message).toBe(
      'Remove the unusual characters.',
    );
    expect(inquiryErrors({ ...ok, message: 'x'.repeat(1001) }).errors.message).toBe(
      'Keep it to 1,000 characters.',
    );
  });
});
