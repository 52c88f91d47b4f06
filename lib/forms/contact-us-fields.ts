// /contact-us (issue 12, SPEC §7 postContactUsForm): the form's fields and
// limits without the schema (contact-us.ts), so the page carries no zod.
export const CONTACT_TOPICS = [
  'buying',
  'my-home',
  'land',
  'financing',
  'website',
  'privacy',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  buying: 'Buying a home',
  'my-home': 'A home I already own',
  land: 'Land or a home site',
  financing: 'Financing questions',
  website: 'A problem with this website',
  privacy: 'My personal data (see, correct or delete it)',
  other: 'Something else',
};
/** The topic of a contact-us lead (its `about` is contact:{topic}); null for another lead or topic. */
export function contactTopicOfLead(about: string | null): ContactTopic | null {
  const topic = about?.startsWith('contact:') ? about.slice('contact:'.length) : null;
  // Own keys only: contact:constructor is no topic.
  return topic !== null && Object.hasOwn(CONTACT_TOPIC_LABELS, topic)
    ? (topic as ContactTopic)
    : null;
}
export const MAX_CONTACT_MESSAGE_LENGTH = 2000;
/** More links than this in a message reads as spam, not a question. */
export const MAX_CONTACT_LINKS = 2;
export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'preferredContact',
  'zip',
  'topic',
  'message',
] as const;
