// "Ask about this home" (issue 11): the short form on every home, model and
// land page. One schema for the browser and the server (DESIGN §12); its
// messages are what the visitor reads beside the field.
import { z } from 'zod';
import {
  CONTACT_PREFERENCES,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_INQUIRY_NAME_LENGTH,
} from './home-inquiry-fields.ts';

export * from './home-inquiry-fields.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Line breaks and other controls never go into a one-line field (names go into mail headers). */
const oneLine = (value: string) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value);

export const homeInquirySchema = z
  .object({
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(MAX_INQUIRY_NAME_LENGTH, `Keep your name to ${MAX_INQUIRY_NAME_LENGTH} characters.`)
      .refine(oneLine, 'Enter your name on one line.')
      .refine((v) => v.isWellFormed(), 'Your name has a broken character.'),
    email: z
      .string()
      .trim()
      .max(254, 'That email address is too long.')
      .refine((v) => v === '' || EMAIL.test(v), 'Enter an email address like name@example.com.')
      .default(''),
    phone: z
      .string()
      .trim()
      .max(30, 'Enter a 10-digit phone number.')
      .transform((v) => v.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, ''))
      .refine((v) => v === '' || /^\d{10}$/.test(v), 'Enter a 10-digit phone number.')
      .default(''),
    message: z
      .string()
      .trim()
      .max(
        MAX_INQUIRY_MESSAGE_LENGTH,
        `Keep your message to ${MAX_INQUIRY_MESSAGE_LENGTH} characters.`,
      )
      .refine(
        // Controls other than line breaks and tabs (PostgreSQL cannot store NUL).
        (v) => !/(?![\t\n\r])\p{Cc}/u.test(v),
        'Remove the unusual characters.',
      )
      .refine((v) => v.isWellFormed(), 'Your question has a broken character.')
      .default(''),
    preferredContact: z.enum(CONTACT_PREFERENCES, { error: 'Choose how we should reach you.' }),
  })
  .superRefine((value, ctx) => {
    if (value.email === '' && value.phone === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Give an email address or a phone number so the home center can answer.',
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
  });

export type HomeInquiry = z.output<typeof homeInquirySchema>;

/** The first problem of each field, by field name (what the form shows). */
export function inquiryErrors(input: unknown): {
  value: HomeInquiry | null;
  errors: Partial<Record<keyof HomeInquiry, string>>;
} {
  const parsed = homeInquirySchema.safeParse(input);
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Partial<Record<keyof HomeInquiry, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof HomeInquiry | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { value: null, errors };
}
