// "Ask about this home" (issue 11): the short form on every home, model and
// land page. One schema for the browser and the server (DESIGN §12); its
// messages are what the visitor reads beside the field.
import { z } from 'zod';
import { MAX_INQUIRY_MESSAGE_LENGTH } from './home-inquiry-fields.ts';
import { checkContactRoute, contactShape, formErrors, messageField } from './visitor-contact.ts';

export * from './home-inquiry-fields.ts';

export const homeInquirySchema = z
  .object({
    ...contactShape,
    message: messageField(MAX_INQUIRY_MESSAGE_LENGTH, null, 'Your question'),
  })
  .superRefine(checkContactRoute);

export type HomeInquiry = z.output<typeof homeInquirySchema>;

/** The first problem of each field, by field name (what the form shows). */
export function inquiryErrors(input: unknown): {
  value: HomeInquiry | null;
  errors: Partial<Record<keyof HomeInquiry, string>>;
} {
  return formErrors(homeInquirySchema, input);
}
