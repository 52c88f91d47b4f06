import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from './contact-us-fields.ts';
import { teamOfForm, teamOfLead, teamOfTopic } from './our-team.ts';

describe('which messages our own team answers', () => {
  it('answers the website and personal-data topics, and a home center the rest', () => {
    expect(Object.fromEntries(CONTACT_TOPICS.map((topic) => [topic, teamOfTopic(topic)]))).toEqual({
      buying: null,
      'my-home': null,
      land: null,
      financing: null,
      website: 'website team',
      privacy: 'privacy team',
      other: null,
    });
  });

  it('takes no typed name that is not a topic, however it is spelled', () => {
    for (const typed of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Privacy', '']) {
      expect(teamOfTopic(typed)).toBeNull();
    }
    expect(teamOfTopic(null)).toBeNull();
    expect(teamOfTopic(undefined)).toBeNull();
  });

  it('knows a lead by what it is about: website feedback, and the two topics', () => {
    expect(teamOfLead('form:site-feedback')).toBe('website team');
    expect(teamOfLead('contact:privacy')).toBe('privacy team');
    expect(teamOfLead('contact:website')).toBe('website team');
    expect(teamOfLead('contact:buying')).toBeNull();
    expect(teamOfLead('contact:__proto__')).toBeNull();
    expect(teamOfLead('form:book-a-visit')).toBeNull();
    expect(teamOfLead('home:ABC123')).toBeNull();
    expect(teamOfLead(null)).toBeNull();
  });

  it('knows a site form by its kind: only site feedback is ours', () => {
    expect(teamOfForm('site-feedback')).toBe('website team');
    expect(teamOfForm('book-a-visit')).toBeNull();
    expect(teamOfForm('__proto__')).toBeNull();
  });
});
