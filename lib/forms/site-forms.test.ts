import { describe, expect, it } from 'vitest';
import {
  answerLabel,
  MISSING_ANSWER,
  sentWhat,
  SITE_FORMS,
  siteFormErrors,
  siteFormFieldNames,
  visitDayLabel,
} from './site-forms.ts';
import { MAX_TESTIMONIAL_LENGTH } from './site-form-fields.ts';

const contact = {
  name: 'Tina Trade',
  email: 'tina@example.com',
  phone: '',
  preferredContact: 'email',
  zip: '37918',
  message: '',
};

describe('public forms (issue 12)', () => {
  it('accepts a trade-in with its own answers, and names each missing one', () => {
    const ok = {
      ...contact,
      homeYear: '1998',
      homeMake: 'Oak Creek',
      homeSections: 'multi-section',
      homeCondition: 'good',
      owesMoney: 'no',
    };
    expect(siteFormErrors('trade-in', ok, { needsZip: true }).errors).toEqual({});
    const { errors } = siteFormErrors(
      'trade-in',
      { ...ok, homeYear: '1850', homeCondition: '', owesMoney: 'maybe', email: '' },
      { needsZip: true },
    );
    expect(errors).toEqual({
      homeYear: `Enter a number from 1950 to ${new Date().getFullYear() + 1}.`,
      homeCondition: 'Choose the condition of your home.',
      owesMoney: 'Say whether you still owe money on your home.',
      email: 'Give an email address or a phone number so we can answer you.',
    });
    expect(siteFormErrors('trade-in', { ...ok, zip: '' }, { needsZip: true }).errors).toEqual({
      zip: 'Enter your ZIP code, so the home center nearest you answers.',
    });
    expect(siteFormErrors('trade-in', { ...ok, zip: 'abc' }, { needsZip: true }).errors).toEqual({
      zip: 'Enter the 5 digits of your ZIP code.',
    });
    // A home center's own form shows no ZIP code field: one posted anyway is not read.
    const atCenter = siteFormErrors('trade-in', { ...ok, zip: 'abc' }, { needsZip: false });
    expect(atCenter.errors).toEqual({});
    expect(atCenter.value?.zip).toBe('');
    const { zip: _zip, ...noZip } = ok;
    expect(siteFormErrors('trade-in', noZip, { needsZip: false }).errors).toEqual({});
  });

  it('says in words what each unanswered required question needs, on every form', () => {
    for (const spec of Object.values(SITE_FORMS)) {
      for (const field of spec.fields) {
        if (!field.required || field.kind === 'visit-date' || field.kind === 'consent') continue;
        expect(MISSING_ANSWER[field.name], `${spec.kind} ${field.name}`).toMatch(/^[A-Z].*\.$/);
        const { errors } = siteFormErrors(
          spec.kind,
          { ...contact, [field.name]: '' },
          {
            needsZip: true,
          },
        );
        expect(errors[field.name]).toBe(MISSING_ANSWER[field.name]);
      }
    }
  });

  it('books a visit only on an eligible day (SPEC §5)', () => {
    // Friday 2026-11-27: three days ahead is Monday the 30th; Sunday the 29th never.
    const friday = new Date(2026, 10, 27, 10);
    const visit = (visitDate: string, now = friday) =>
      siteFormErrors(
        'book-a-visit',
        { ...contact, visitDate, visitTime: 'morning' },
        { needsZip: false, now },
      ).errors.visitDate;
    expect(visit('2026-11-30')).toBeUndefined();
    expect(visit('2026-11-29')).toMatch(/not a Sunday/);
    expect(visit('2026-11-28')).toMatch(/at least two days/);
    expect(visit('')).toBe('Choose the day you would like to come.');
    expect(visit('30/11/2026')).toBe('Choose a day from the calendar.');
    expect(visit('2026-02-30')).toBe('Choose a day from the calendar.');
    // Within three months (90 days from Friday the 27th: Thursday 25 February), no later.
    expect(visit('2027-02-25')).toBeUndefined();
    expect(visit('2027-02-26')).toMatch(/within the next three months/);
    expect(visit('9999-12-31')).toMatch(/within the next three months/);
    // An eligible day the lots are closed: said by name; the eve is a day like any other.
    expect(visit('2026-12-25')).toBe(
      'Our home centers are closed on Christmas Day: choose another day.',
    );
    expect(visit('2027-01-01')).toMatch(/closed on New Year’s Day/);
    expect(visit('2026-12-24')).toBeUndefined();
    // Tuesday evening at a home center is already Wednesday in UTC: its today still counts.
    const tuesdayEvening = new Date('2026-12-02T04:46:00Z');
    expect(visit('2026-12-03', tuesdayEvening)).toBeUndefined();
    expect(visit('2026-12-02', tuesdayEvening)).toMatch(/at least two days/);
    // A buyer review: just after midnight in Knoxville it is still Sunday in Chicago. The
    // home center's own day counts: Monday the 7th there, so Wednesday the 9th at the soonest.
    const knoxvilleMonday = new Date('2026-12-07T05:30:00Z');
    const atKnoxville = (visitDate: string) =>
      siteFormErrors(
        'book-a-visit',
        { ...contact, visitDate, visitTime: 'morning' },
        { needsZip: false, now: knoxvilleMonday, timeZone: 'America/New_York' },
      ).errors.visitDate;
    expect(atKnoxville('2026-12-08')).toMatch(/at least two days/);
    expect(atKnoxville('2026-12-09')).toBeUndefined();
    // Where no home center is known, US Central's Sunday the 6th: Tuesday the 8th will do.
    expect(visit('2026-12-08', knoxvilleMonday)).toBeUndefined();
    // Times of day every home center keeps: most close by 6 pm, so no evening.
    const time = (visitTime: string) =>
      siteFormErrors(
        'book-a-visit',
        { ...contact, visitDate: '2026-11-30', visitTime },
        { needsZip: false, now: friday },
      ).errors.visitTime;
    expect(time('any-time')).toBeUndefined();
    expect(time('afternoon')).toBeUndefined();
    expect(time('evening')).toBe(MISSING_ANSWER.visitTime);
  });

  it('needs a message where the form asks for one', () => {
    expect(
      siteFormErrors(
        'site-feedback',
        { ...contact, task: 'find-a-home', managed: 'no' },
        { needsZip: true },
      ).errors,
    ).toEqual({ message: 'Tell us what happened, or what would make the site better.' });
    // In the words of its label ("Your story"), and a length as the counter writes it.
    const story = (message: string) =>
      siteFormErrors('give-a-testimonial', { ...contact, message }, { needsZip: true }).errors
        .message;
    expect(story('')).toBe('Write your story.');
    expect(story('x'.repeat(MAX_TESTIMONIAL_LENGTH + 1))).toBe('Keep it to 1,500 characters.');
  });

  it('lists the fields in page order and labels the answers', () => {
    expect(siteFormFieldNames('book-a-visit')).toEqual([
      'name',
      'preferredContact',
      'email',
      'phone',
      'zip',
      'visitDate',
      'visitTime',
      'message',
    ]);
    const sections = SITE_FORMS['trade-in'].fields.find((f) => f.name === 'homeSections')!;
    expect(answerLabel(sections, 'multi-section')).toBe('Multi-section');
  });
});

describe('a visit’s thank-you', () => {
  const today = '2026-11-27';
  it('repeats the day and time of day asked for, and nothing it cannot read', () => {
    expect(
      sentWhat('book-a-visit', { visitDate: '2026-12-01', visitTime: 'afternoon' }, today),
    ).toBe('your visit request (Tuesday, December 1, 2026, in the afternoon)');
    expect(
      sentWhat('book-a-visit', { visitDate: '2026-12-05', visitTime: 'any-time' }, today),
    ).toBe('your visit request (Saturday, December 5, 2026, any time)');
    expect(sentWhat('book-a-visit', { visitDate: '2026-12-05', visitTime: '<b>' }, today)).toBe(
      'your visit request (Saturday, December 5, 2026)',
    );
    // A day there is no such day of (an edited address) says no day at all.
    for (const visitDate of ['2026-02-30', '2026-99-99', 'tomorrow', '']) {
      expect(sentWhat('book-a-visit', { visitDate, visitTime: 'morning' }, today)).toBe(
        'your visit request',
      );
    }
    expect(visitDayLabel('2026-02-30')).toBeNull();
    expect(sentWhat('site-feedback', { visitDate: '2026-12-01' }, today)).toBe(
      SITE_FORMS['site-feedback'].sent,
    );
  });

  it('names no day the form would refuse: a Sunday, a closed holiday, a past day, one too far off', () => {
    for (const visitDate of ['2026-11-29', '2026-12-25', '2026-11-20', '2027-06-01']) {
      expect(sentWhat('book-a-visit', { visitDate, visitTime: 'morning' }, today)).toBe(
        'your visit request',
      );
    }
    // The booked day itself still reads on the day (a reload on the morning of the visit).
    expect(sentWhat('book-a-visit', { visitDate: today, visitTime: 'morning' }, today)).toBe(
      'your visit request (Friday, November 27, 2026, in the morning)',
    );
  });
});
