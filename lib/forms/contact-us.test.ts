import { describe, expect, it } from 'vitest';
import { contactUsErrors } from './contact-us.ts';

const ok = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  preferredContact: 'email',
  zip: '37918',
  topic: 'buying',
  message: 'Do you deliver to Sevier County?',
};

describe('contact us (issue 12)', () => {
  it('accepts a message with one way to answer', () => {
    expect(contactUsErrors(ok, { needsZip: true })).toEqual({ value: ok, errors: {} });
  });

  it('needs a ZIP code only where no home center is chosen', () => {
    expect(contactUsErrors({ ...ok, zip: '' }, { needsZip: true }).errors).toEqual({
      zip: 'Enter your ZIP code, so we know the home center near you.',
    });
    expect(contactUsErrors({ ...ok, zip: '' }, { needsZip: false }).errors).toEqual({});
    expect(contactUsErrors({ ...ok, zip: '3791' }, { needsZip: false }).errors.zip).toBe(
      'Enter the 5 digits of your ZIP code.',
    );
  });

  it('names each problem by its field', () => {
    const { value, errors } = contactUsErrors(
      { ...ok, message: ' ', topic: 'weather' },
      { needsZip: true },
    );
    expect(value).toBeNull();
    expect(errors).toEqual({
      message: 'Write your message.',
      topic: 'Choose what your message is about.',
    });
    expect(
      contactUsErrors({ ...ok, preferredContact: 'phone' }, { needsZip: true }).errors,
    ).toEqual({
      phone: 'Enter your phone number, or choose email.',
    });
  });

  it('refuses a message full of links', () => {
    const spam = 'See http://a.example http://b.example www.c.example';
    expect(contactUsErrors({ ...ok, message: spam }, { needsZip: true }).errors.message).toMatch(
      /2 links or fewer/,
    );
    expect(
      contactUsErrors({ ...ok, message: 'x'.repeat(2001) }, { needsZip: true }).errors.message,
    ).toBe('Keep it to 2,000 characters.');
  });
});
