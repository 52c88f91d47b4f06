// /contact-us (issue 12): one schema for the browser and the server (DESIGN §12).
import { z } from 'zod';
import { typedText } from '../typed-text.ts';
import {
  CONTACT_TOPICS,
  MAX_CONTACT_LINKS,
  MAX_CONTACT_MESSAGE_LENGTH,
} from './contact-us-fields.ts';
import { checkContactRoute, contactShape, formErrors, messageField } from './visitor-contact.ts';
import { isPostalCode } from '../location-source.ts';

export * from './contact-us-fields.ts';

/** On a home center's site the message goes there; elsewhere the ZIP code finds the nearest. */
export function contactUsSchema(options: { needsZip: boolean }) {
  return z
    .object({
      ...contactShape,
      // The default before the checks: an absent ZIP code is an empty one, and checked.
      zip: z
        .string()
        .overwrite(typedText)
        .default('')
        .refine((v) => v === '' || isPostalCode(v), 'Enter the 5 digits of your ZIP code.')
        .refine(
          (v) => v !== '' || !options.needsZip,
          'Enter your ZIP code, so we know the home center near you.',
        ),
      topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
      message: messageField(MAX_CONTACT_MESSAGE_LENGTH, 'Write your message.').refine(
        (v) => (v.match(/https?:\/\/|www\./gi) ?? []).length <= MAX_CONTACT_LINKS,
        `Keep to ${MAX_CONTACT_LINKS} links or fewer: we read every message ourselves.`,
      ),
    })
    .superRefine(checkContactRoute);
}

export type ContactUs = z.output<ReturnType<typeof contactUsSchema>>;

export function contactUsErrors(input: unknown, options: { needsZip: boolean }) {
  return formErrors(contactUsSchema(options), input);
}
