// "Ask about this home" (issue 11): the form's fields and limits, without the
// schema (home-inquiry.ts), so a page can show the form without loading zod.
export const INQUIRY_SUBJECTS = ['home', 'model', 'land'] as const;
export type InquirySubject = (typeof INQUIRY_SUBJECTS)[number];
export const CONTACT_PREFERENCES = ['email', 'phone', 'text'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

export const MAX_INQUIRY_NAME_LENGTH = 80;
export const MAX_INQUIRY_MESSAGE_LENGTH = 1000;
/** The form's fields, in its order. */
export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'message', 'preferredContact'] as const;
