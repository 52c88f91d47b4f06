// Messages our own team answers, not a home center (docs/rules.md): a problem
// with the website, feedback on it, and a person's own data. They are mailed
// to COMPANY_MAIL; the lead is still filed with the home center of the site
// or nearest the writer's ZIP code, which the mail names.
import { contactTopicOfLead, type ContactTopic } from './contact-us-fields.ts';

/** COMPANY_MAIL's default, beside the seed's home centers' addresses. */
export const DEFAULT_COMPANY_MAIL = 'help@hearthstonehomes.example';

export type OurTeam = 'website team' | 'privacy team';

const TOPIC_TEAMS: Partial<Record<ContactTopic, OurTeam>> = {
  website: 'website team',
  privacy: 'privacy team',
};

/** The team that answers a contact-us topic; null: a home center does. */
export function teamOfTopic(topic: string | null | undefined): OurTeam | null {
  // Own keys only: a typed ?team=constructor is no team.
  return topic && Object.hasOwn(TOPIC_TEAMS, topic) ? TOPIC_TEAMS[topic as ContactTopic]! : null;
}

/** The team that answers a lead, by what it is about (contact:{topic}, form:{kind}); null: its home center. */
export function teamOfLead(about: string | null): OurTeam | null {
  if (about === 'form:site-feedback') return 'website team';
  return teamOfTopic(contactTopicOfLead(about));
}

/** The team that answers a site form (its lead is about form:{kind}); null: its home center. */
export function teamOfForm(kind: string): OurTeam | null {
  return teamOfLead(`form:${kind}`);
}
