// The fields every public form shares (issue 11's "Ask about this home",
// issue 12's contact, feedback and promotion forms): who is writing and how
// the home center should answer. One set of rules and messages for all.
import { z } from 'zod';
import { typedText } from '../typed-text.ts';
import { typedPhoneDigits } from '../phone.ts';
import { CONTACT_PREFERENCES, MAX_INQUIRY_NAME_LENGTH } from './home-inquiry-fields.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Line breaks and other controls never go into a one-line field (names go into mail headers). */
export const oneLine = (value: string) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value);

export const nameField = z
  .string({ error: 'Enter your name.' })
  .overwrite(typedText)
  .min(1, 'Enter your name.')
  .max(MAX_INQUIRY_NAME_LENGTH, `Keep your name to ${MAX_INQUIRY_NAME_LENGTH} characters.`)
  .refine(oneLine, 'Enter your name on one line.')
  // U+FFFD is what a page reads where a browser sent bytes that are no character.
  .refine((v) => v.isWellFormed() && !v.includes('\uFFFD'), 'Your name has a broken character.');

export const emailField = z
  .string()
  .overwrite(typedText)
  .max(254, 'That email address is too long.')
  .refine((v) => v === '' || EMAIL.test(v), 'Enter an email address like name@example.com.')
  .default('');

export const phoneField = z
  .string()
  .overwrite(typedText)
  .max(30, 'Enter a 10-digit phone number.')
  .transform((v, ctx) => {
    const digits = typedPhoneDigits(v);
    if (digits === null)
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit phone number.' });
    return digits ?? '';
  })
  .default('');

/** What text over `max` characters is told, the number written as the page's counter writes it. */
export function keepItTo(max: number): string {
  return `Keep it to ${max.toLocaleString('en-US')} characters.`;
}

/** Free text of at most `max` characters, with line breaks; `required` names what to write. */
export function messageField(max: number, required: string | null, what = 'Your message') {
  const text = z
    .string()
    .overwrite(typedText)
    .max(max, keepItTo(max))
    .refine(
      // Controls other than line breaks and tabs (PostgreSQL cannot store NUL).
      (v) => !/(?![\t\n\r])\p{Cc}/u.test(v),
      'Remove the unusual characters.',
    )
    .refine((v) => v.isWellFormed(), `${what} has a broken character.`);
  return required ? text.min(1, required) : text.default('');
}

export const preferredContactField = z.enum(CONTACT_PREFERENCES, {
  error: 'Choose how we should reach you.',
});

export const contactShape = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  preferredContact: preferredContactField,
};

type ContactValue = { email: string; phone: string; preferredContact: string };

/** An answer needs a way back: the chosen one must be filled in. */
export function checkContactRoute(value: ContactValue, ctx: z.RefinementCtx): void {
  if (value.email === '' && value.phone === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'Give an email address or a phone number so we can answer you.',
    });
    return;
  }
  if (value.preferredContact === 'email' && value.email === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'Enter your email address, or choose a phone call or text.',
    });
  }
  if (value.preferredContact !== 'email' && value.phone === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: 'Enter your phone number, or choose email.',
    });
  }
}

/** Who is writing and how to answer, checked on their own. */
const contactRouteSchema = z.object(contactShape).superRefine(checkContactRoute);

/**
 * The first problem of each field, by field name (what a form shows beside
 * each field). A form's own check (zod's superRefine) runs only once every
 * field is well formed, so the way back to the visitor is checked on its own
 * too: one send shows every problem, not one after another.
 */
export function formErrors<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { value: z.output<S> | null; errors: Partial<Record<string, string>> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Partial<Record<string, string>> = {};
  const contact = contactRouteSchema.safeParse(input);
  const issues = [...parsed.error.issues, ...(contact.success ? [] : contact.error.issues)];
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return { value: null, errors };
}
