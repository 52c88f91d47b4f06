// A place as a visitor types it ("knoxvile tn", "Knoxville, TN", "37918"),
// read the same by the API's place search (server/domain/places.ts) and by the
// pages that show what it found.

import { POSTAL_CODE_LENGTH } from './location-source.ts';

// prettier-ignore
/** US states, DC and the inhabited territories, by USPS code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
  IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin',
  WY: 'Wyoming', PR: 'Puerto Rico', VI: 'Virgin Islands', GU: 'Guam',
  AS: 'American Samoa', MP: 'Northern Mariana Islands',
};

/** A ZIP code or a ZIP+4, as typed or pasted at the end of an address. */
const ZIP_CODE_TYPED = `(\\d{${POSTAL_CODE_LENGTH}})(?:-\\d{4})?`;
const WHOLE_ZIP_CODE = new RegExp(`^${ZIP_CODE_TYPED}$`);
const TRAILING_ZIP_CODE = new RegExp(`(?<=\\D)[\\s,]+${ZIP_CODE_TYPED}$`);

const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/**
 * "knoxvile tn", "Knoxville, TN", "Knoxville Tennessee" → city text and state
 * code; without a recognisable trailing state the whole text is the city. The
 * tail of a pasted address ("Knoxville, TN 37918", "…, USA") is left out.
 */
export function parsePlaceSearch(text: string): { city: string; state: string | null } {
  const cleaned = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+(?:usa|u\.s\.a\.|united states)$/i, '')
    .replace(TRAILING_ZIP_CODE, '')
    .replace(/\s*,\s*/g, ', ');
  const words = cleaned.replace(/,/g, ' ').split(' ').filter(Boolean);
  // Longest state name first ("West Virginia" before "Virginia"); a state alone is a city search.
  for (let take = Math.min(4, words.length - 1); take >= 1; take--) {
    const tail = words.slice(-take).join(' ');
    const code =
      take === 1 && /^[a-z]{2}$/i.test(tail) && US_STATES[tail.toUpperCase()]
        ? tail.toUpperCase()
        : STATE_BY_NAME.get(tail.toLowerCase());
    if (code) return { city: words.slice(0, -take).join(' '), state: code };
  }
  return { city: words.join(' '), state: null };
}

/**
 * The ZIP code of a whole ZIP code or a ZIP+4 ("37918-1234", as a browser fills
 * an address in; its first five digits are the ZIP code); null for anything else.
 */
export function typedZipCode(text: string): string | null {
  return WHOLE_ZIP_CODE.exec(text.trim())?.[1] ?? null;
}

/** Words a town's name is written short with ("St. Louis" is "Saint Louis" in the ZIP code list). */
const NAME_WORDS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  pt: 'port',
};

/**
 * A name as compared: lower case, letters and digits only, short words
 * written out, no spaces ("St. Louis" and "Saint Louis", "La Grange" and
 * "Lagrange", "O'Fallon" and "O Fallon" are one name).
 */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => NAME_WORDS[word] ?? word)
    .join('');
}

/**
 * Whether `found` is the place typed: its city by name (case and punctuation
 * aside), in the state typed when one was. The search forgives typos and takes
 * the start of a name ("knox"), so its best answer may be another place.
 */
export function isPlaceTyped(typed: string, found: { city: string; state: string }): boolean {
  const { city, state } = parsePlaceSearch(typed);
  return nameKey(city) === nameKey(found.city) && (state === null || state === found.state);
}

/**
 * What a page placed by typed text says when the place it found is not the one
 * typed (null when it is): the visitor sees which place the page is about.
 */
export function closestPlaceNote(
  typed: string,
  found: { city: string; state: string; cityStateFormatted: string },
): string | null {
  if (typedZipCode(typed) !== null || isPlaceTyped(typed, found)) return null;
  return `We could not find “${typed.trim()}”, so this shows the closest name we know: ${found.cityStateFormatted}.`;
}
