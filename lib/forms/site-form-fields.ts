// The public forms of issue 12 beyond "Contact us": the four promotions',
// "book a visit", site feedback, a review and a testimonial. Each is the
// shared contact fields plus its own questions, declared here once: the page
// draws them, and site-forms.ts builds the one zod schema browser and server
// check them with. No zod here, so a page can draw a form without loading it.

import { closedHoliday } from '../closed-days.ts';
import { isCalendarDate, isSunday, isWithinVisitWindow } from '../eligible-date.ts';
import { todayIso } from '../promotion-status.ts';

export type FieldChoice = { value: string; label: string };

export type SiteFormField =
  | {
      name: string;
      label: string;
      kind: 'select' | 'radio';
      choices: readonly FieldChoice[];
      required: boolean;
      hint?: string;
    }
  | { name: string; label: string; kind: 'text'; max: number; required: boolean; hint?: string }
  | {
      name: string;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      required: boolean;
      hint?: string;
    }
  /** SPEC §5 eligible date: two days ahead (three on a Friday), never a Sunday. */
  | { name: string; label: string; kind: 'visit-date'; required: true; hint?: string }
  /** A box that must be ticked (a consent). */
  | { name: string; label: string; kind: 'consent'; required: true; hint?: string };

/**
 * What a required question says when it is left unanswered, by the field's
 * name (a name means the same on every form): in words, not the label in
 * quotes ("Answer “Time of day”." read oddly). Every required field of SITE_FORMS
 * other than a date or a consent box has one (site-forms.test.ts).
 */
export const MISSING_ANSWER: Readonly<Record<string, string>> = {
  town: 'Enter your town.',
  homeYear: 'Enter the year your home was built.',
  homeSections: 'Choose the size of your home.',
  homeCondition: 'Choose the condition of your home.',
  owesMoney: 'Say whether you still owe money on your home.',
  homeSize: 'Choose the kind of home you want.',
  budget: 'Choose your budget for the home.',
  when: 'Choose when you hope to buy.',
  bedrooms: 'Choose how many bedrooms you need.',
  land: 'Say whether you have land.',
  visitTime: 'Choose a time of day.',
  task: 'Choose what you were trying to do.',
  managed: 'Say whether you managed it.',
  rating: 'Choose a rating, from 1 to 5 stars.',
};

export type SiteFormSpec = {
  /** Its key: the lead's kind is `form:{kind}`. */
  kind: SiteFormKind;
  /** The form's heading and the name the home center's mail gives it. */
  title: string;
  /**
   * What the visitor writes in the free text box, and whether it is needed;
   * `missing`: what an empty one says where it is, in the label's words.
   */
  message: { label: string; required: boolean; max: number; missing?: string };
  fields: readonly SiteFormField[];
  /** How a thank-you names what was sent ("your trade-in details"). */
  sent: string;
  /** What the home center's mail calls it: "{mailSubject} from {name}". */
  mailSubject: string;
};

export const SITE_FORM_KINDS = [
  'trade-in',
  'red-tag-sales-event',
  'go-big-go-home',
  'ebuilt-sales-event',
  'book-a-visit',
  'site-feedback',
  'give-a-testimonial',
  'review',
  'affordable-homes',
] as const;
export type SiteFormKind = (typeof SITE_FORM_KINDS)[number];
/** Forms whose words are published once the home center approves them (issue 12). */
export const TESTIMONIAL_FORMS = ['give-a-testimonial', 'review'] as const;
export const MAX_TESTIMONIAL_LENGTH = 1500;

const choices = (...labels: string[]): FieldChoice[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));

const WHEN = choices('Within 3 months', '3 to 6 months', '6 to 12 months', 'Just looking');
const HOME_SIZE = choices('Single-section', 'Multi-section', 'Not sure yet');
const BUDGET = choices(
  'Under $75,000',
  '$75,000 to $125,000',
  '$125,000 to $200,000',
  'Over $200,000',
  'Not sure yet',
);
const LAND = choices('Yes, I have land', 'No, I need land too', 'A spot in a community');
const THIS_YEAR = new Date().getFullYear();
const STARS: FieldChoice[] = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} star${n === 1 ? '' : 's'}`,
}));
const PUBLISHING: SiteFormField[] = [
  {
    name: 'town',
    label: 'Your town',
    kind: 'text',
    max: 60,
    required: true,
    hint: 'We show your words with your first name, the first letter of your last name and your town.',
  },
  {
    name: 'publish',
    label: 'You may publish my words with my first name, last initial and town.',
    kind: 'consent',
    required: true,
  },
];

export const SITE_FORMS: Record<SiteFormKind, SiteFormSpec> = {
  'trade-in': {
    kind: 'trade-in',
    title: 'Trade-in',
    sent: 'the details of the home you would trade',
    mailSubject: 'Trade-in request',
    message: { label: 'Anything else about your home (optional)', required: false, max: 1000 },
    fields: [
      {
        name: 'homeYear',
        label: 'Year your home was built',
        kind: 'number',
        min: 1950,
        max: THIS_YEAR + 1,
        required: true,
        hint: 'It is on the data plate inside, often in a kitchen cabinet or closet.',
      },
      {
        name: 'homeMake',
        label: 'Who built it, the make (optional)',
        kind: 'text',
        max: 80,
        required: false,
      },
      {
        name: 'homeSections',
        label: 'Its size',
        kind: 'radio',
        choices: choices('Single-section', 'Multi-section'),
        required: true,
      },
      {
        name: 'homeCondition',
        label: 'Its condition',
        kind: 'select',
        choices: choices('Like new', 'Good', 'Needs some work', 'Needs a lot of work'),
        required: true,
      },
      {
        name: 'owesMoney',
        label: 'Do you still owe money on it?',
        kind: 'radio',
        choices: choices('Yes', 'No', 'Not sure'),
        required: true,
      },
    ],
  },
  'red-tag-sales-event': {
    kind: 'red-tag-sales-event',
    title: 'Red Tag Sales Event',
    sent: 'your request',
    mailSubject: 'Red Tag Sales Event request',
    message: { label: 'Anything you are hoping for (optional)', required: false, max: 1000 },
    fields: [
      {
        name: 'homeSize',
        label: 'What kind of home',
        kind: 'radio',
        choices: HOME_SIZE,
        required: true,
      },
      {
        name: 'budget',
        label: 'Your budget for the home',
        kind: 'select',
        choices: BUDGET,
        required: true,
      },
      {
        name: 'when',
        label: 'When you hope to buy',
        kind: 'select',
        choices: WHEN,
        required: true,
      },
    ],
  },
  'go-big-go-home': {
    kind: 'go-big-go-home',
    title: 'Go Big, Go Home',
    sent: 'your request',
    mailSubject: 'Go Big, Go Home request',
    message: { label: 'Anything you are hoping for (optional)', required: false, max: 1000 },
    fields: [
      {
        name: 'bedrooms',
        label: 'Bedrooms you need',
        kind: 'radio',
        choices: choices('3', '4', '5 or more'),
        required: true,
      },
      { name: 'land', label: 'Do you have land?', kind: 'radio', choices: LAND, required: true },
      {
        name: 'when',
        label: 'When you hope to buy',
        kind: 'select',
        choices: WHEN,
        required: true,
      },
    ],
  },
  'ebuilt-sales-event': {
    kind: 'ebuilt-sales-event',
    title: 'eBuilt Sales Event',
    sent: 'your request',
    mailSubject: 'eBuilt Sales Event request',
    message: { label: 'Your questions about energy use (optional)', required: false, max: 1000 },
    fields: [
      {
        name: 'homeSize',
        label: 'What kind of home',
        kind: 'radio',
        choices: HOME_SIZE,
        required: true,
      },
      { name: 'land', label: 'Do you have land?', kind: 'radio', choices: LAND, required: true },
      {
        name: 'when',
        label: 'When you hope to buy',
        kind: 'select',
        choices: WHEN,
        required: true,
      },
    ],
  },
  'book-a-visit': {
    kind: 'book-a-visit',
    title: 'Book a visit',
    sent: 'your visit request',
    mailSubject: 'Visit request',
    message: {
      label: 'Homes you want to see, or questions (optional)',
      required: false,
      max: 1000,
    },
    fields: [
      {
        name: 'visitDate',
        label: 'Day you would like to come',
        kind: 'visit-date',
        required: true,
        hint: 'At least two days from today (three on a Friday), within three months, and not a Sunday. The home center confirms the time, within its hours.',
      },
      {
        name: 'visitTime',
        label: 'Time of day',
        kind: 'radio',
        // Every home center is open mornings and afternoons; most close by 6 pm, so no "Evening".
        choices: choices('Morning', 'Afternoon', 'Any time'),
        required: true,
      },
    ],
  },
  'site-feedback': {
    kind: 'site-feedback',
    title: 'Website feedback',
    sent: 'your feedback',
    mailSubject: 'Website feedback',
    message: {
      label: 'What happened, or what would make the site better',
      required: true,
      max: 2000,
      missing: 'Tell us what happened, or what would make the site better.',
    },
    fields: [
      {
        name: 'task',
        label: 'What were you trying to do?',
        kind: 'select',
        choices: choices(
          'Find a home',
          'Find land',
          'Use my home account',
          'Reach a home center',
          'Read about buying',
          'Something else',
        ),
        required: true,
      },
      {
        name: 'managed',
        label: 'Did you manage it?',
        kind: 'radio',
        choices: choices('Yes', 'Partly', 'No'),
        required: true,
      },
    ],
  },
  'give-a-testimonial': {
    kind: 'give-a-testimonial',
    title: 'Testimonial',
    sent: 'your story',
    mailSubject: 'Testimonial',
    message: {
      label: 'Your story',
      required: true,
      max: MAX_TESTIMONIAL_LENGTH,
      missing: 'Write your story.',
    },
    fields: [
      { name: 'rating', label: 'Your rating', kind: 'radio', choices: STARS, required: true },
      {
        name: 'homeName',
        label: 'Which home did you buy? (optional)',
        kind: 'text',
        max: 80,
        required: false,
      },
      ...PUBLISHING,
    ],
  },
  'affordable-homes': {
    kind: 'affordable-homes',
    title: 'Affordable homes',
    sent: 'your request',
    mailSubject: 'Affordable homes request',
    message: { label: 'Anything else we should know (optional)', required: false, max: 1000 },
    fields: [
      {
        name: 'budget',
        label: 'Your budget for the home',
        kind: 'select',
        choices: BUDGET,
        required: true,
      },
      { name: 'land', label: 'Do you have land?', kind: 'radio', choices: LAND, required: true },
      {
        name: 'when',
        label: 'When you hope to buy',
        kind: 'select',
        choices: WHEN,
        required: true,
      },
    ],
  },
  review: {
    kind: 'review',
    title: 'Review',
    sent: 'your review',
    mailSubject: 'Review',
    message: { label: 'Your review', required: true, max: 1000, missing: 'Write your review.' },
    fields: [
      {
        name: 'rating',
        label: 'How was buying from this home center?',
        kind: 'radio',
        choices: STARS,
        required: true,
      },
      ...PUBLISHING,
    ],
  },
};

/** The answer a choice field's value stands for ("multi-section" → "Multi-section"). */
export function answerLabel(field: SiteFormField, value: string): string {
  if (field.kind === 'select' || field.kind === 'radio') {
    return field.choices.find((choice) => choice.value === value)?.label ?? value;
  }
  if (field.kind === 'consent') return value ? 'Yes' : 'No';
  if (field.kind === 'visit-date') return visitDayLabel(value) ?? value;
  return value;
}

/** A day a visit request can be for, seen from `today`: open, not past, within the window. */
function couldBeVisitDay(isoDay: string, today: string): boolean {
  if (!isCalendarDate(isoDay) || isSunday(isoDay) || closedHoliday(isoDay)) return false;
  return isoDay >= today && isWithinVisitWindow(isoDay, today);
}

const VISIT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2026-12-01 → Tuesday, December 1, 2026: the day a visitor asked to come, as people say it; null if no such day. */
export function visitDayLabel(isoDay: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const day = new Date(`${isoDay}T12:00:00Z`);
  // 2026-02-30 would roll over to March 2: not a day anyone asked for.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(isoDay)
    ? VISIT_DAY.format(day)
    : null;
}

/**
 * What the thank-you says was sent: a visit request names its day and time of
 * day ("your visit request (Tuesday, December 1, 2026, in the afternoon)").
 * The day comes from the address, so it is named only when the form could have
 * taken it: not a Sunday or a closed holiday, from `today` (US Central,
 * `YYYY-MM-DD`) to the last bookable day. A reload once the day is past says
 * no day; an edited address cannot make the page name a day the lots are shut.
 */
export function sentWhat(
  kind: SiteFormKind,
  answers: Record<string, string | undefined>,
  today: string = todayIso(),
): string {
  const spec = SITE_FORMS[kind];
  const visitDate = answers['visitDate'] ?? '';
  const day =
    kind === 'book-a-visit' && couldBeVisitDay(visitDate, today) ? visitDayLabel(visitDate) : null;
  if (!day) return spec.sent;
  const time = answers['visitTime'];
  const when =
    time === 'morning' || time === 'afternoon'
      ? `, in the ${time}`
      : time === 'any-time'
        ? ', any time'
        : '';
  return `${spec.sent} (${day}${when})`;
}
