// Limits and allowed values of the buyer portal's fields (issue 10), shared by
// the portal's forms (their inputs' maxLength, choices) and the server's
// checks (server/domain/users.ts, profiles.ts, leads.ts): one table, so the
// two agree.
import { MAX_NAME_LENGTH } from './account-fields.ts';

export { MAX_NAME_LENGTH };

/** SPEC §5: exactly 10 digits once separators are removed (or nothing). */
export const PHONE_DIGITS = 10;
/** SPEC §9: postal code length. */
export const ZIP_CODE_LENGTH = 5;
export const MAX_PRONOUNS_LENGTH = 40;
export const MAX_SUFFIX_LENGTH = 10;
export const MAX_PREFERRED_NAME_LENGTH = MAX_NAME_LENGTH;

/** SPEC §3: the first preferred contact method is the one used. */
export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'weekend'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];

/** Whole dollars for budget, cash budget and pre-approval amount. */
export const MAX_DOLLARS = 5_000_000;

/** Whole dollars as typed in a form ("$180,000", "180 000"), or null when not a plain amount. */
export function typedDollars(text: string | undefined): number | null {
  const digits = (text ?? '').trim().replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
export const MIN_BEDS = 1;
export const MAX_BEDS = 8;
export const MIN_BATHS = 1;
export const MAX_BATHS = 6;
/** Baths go in halves (a half bath has a toilet and sink, no tub or shower). */
export const BATHS_STEP = 0.5;
/** A move date may be this year up to this many years ahead. */
export const MOVE_YEARS_AHEAD = 5;
export const MAX_PROPERTY_DESCRIPTION_LENGTH = 1_000;
/** A model number or a serial number. */
export const MAX_TOP_FAVORITE_HOME_LENGTH = 40;
export const MAX_LIKED_FEATURES = 100;

export const BUDGET_CONFIDENCES = ['just-starting', 'rough-idea', 'know-my-number'] as const;
export const BUYER_SITUATIONS = [
  'first-home',
  'moving-up',
  'downsizing',
  'retiring',
  'replacing-a-home',
  'second-home',
] as const;
/** SPEC §3: pre_approved is one value (with an underscore, unlike the others). */
export const FUNDING_SOURCES = [
  'pre_approved',
  'financing',
  'cash',
  'land-equity',
  'not-sure',
] as const;
export const LAND_TYPES = [
  'rural-acreage',
  'subdivision-lot',
  'family-land',
  'community-lot',
] as const;

/** Words a person reads for each stored value (forms and the home center's mail). */
export const CHOICE_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  weekend: 'Weekend',
  'just-starting': 'Just starting to think about it',
  'rough-idea': 'Has a rough idea',
  'know-my-number': 'Knows their number',
  'first-home': 'First home',
  'moving-up': 'Moving up to a bigger home',
  downsizing: 'Downsizing',
  retiring: 'Retiring',
  'replacing-a-home': 'Replacing a home',
  'second-home': 'Second home',
  pre_approved: 'Pre-approved for a loan',
  financing: 'Will finance',
  cash: 'Paying cash',
  'land-equity': 'Using land as equity',
  'not-sure': 'Not sure yet',
  'rural-acreage': 'Rural acreage',
  'subdivision-lot': 'Lot in a subdivision',
  'family-land': 'Family land',
  'community-lot': 'Lot in a manufactured-home community',
};

/** The label of a stored choice, or the value itself when it has none. */
export function choiceLabel(value: string): string {
  return CHOICE_LABELS[value] ?? value;
}

/** The lead form (postPortalLeadForm): what a buyer may write to the home center. */
export const MAX_LEAD_MESSAGE_LENGTH = 1_000;
/** MarketingMeta: JSON text of where the buyer came from. */
export const MAX_MARKETING_META_BYTES = 2_048;
/** The sign-up form's content (postUserSignupForm). */
export const MAX_SIGN_UP_FORM_BYTES = 4_096;

/** SPEC §9 tracking events, and what one may carry. */
export const TRACKING_EVENT_NAMES = [
  'favorite_model',
  'planner_started',
  'planner_progressed',
  'planner_completed',
  'profile_updated',
  'planner_form_submitted',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];
export const MAX_TRACKING_PROPERTIES = 10;
export const MAX_TRACKING_KEY_LENGTH = 40;
export const MAX_TRACKING_VALUE_LENGTH = 200;
