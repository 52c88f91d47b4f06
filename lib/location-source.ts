/** US ZIP codes are five characters; shorter input is still being typed. */
export const POSTAL_CODE_LENGTH = 5;

/** A whole ZIP code: exactly five digits, nothing around them. */
export const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

/** Whether the text is a whole ZIP code (a town or a part-typed code is not). */
export function isPostalCode(text: string | null | undefined): text is string {
  return typeof text === 'string' && POSTAL_CODE_PATTERN.test(text);
}

/** One wording for a well-formed ZIP code we have no place for, on every page and form. */
export function unknownPostalCode(postalCode: string): string {
  return `We could not find ZIP code ${postalCode.trim()}.`;
}

/**
 * Where a buyer said they are: their land's ZIP code, else their account's
 * (miles from it are "from you"); null when they gave neither. The portal
 * and the hearts both place the buyer by it.
 */
export function buyersOwnZip(buyer: {
  user: { zipCode?: string | null } | null;
  profile?: { landZip?: string | null } | null;
}): string | null {
  return buyer.profile?.landZip || buyer.user?.zipCode || null;
}

export const LOCATION_SOURCES = ['postalCode', 'ip', 'search'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/**
 * Look a postal code up only once it is exactly five characters (after trimming).
 * Characters are not checked for digits: the contract counts characters only.
 */
export function shouldLookUpPostalCode(code: string | null | undefined): boolean {
  return (code ?? '').trim().length === POSTAL_CODE_LENGTH;
}

/** null, undefined and '' are "no value"; anything else (0, false, {}) is a value. */
const hasValue = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && (value as unknown) !== '';

/** The first source with a value wins: postal code, then caller IP, then search text. */
export function pickLocation<T>(sources: {
  postalCode?: T | null;
  ip?: T | null;
  search?: T | null;
}): { source: LocationSource; location: T } | null {
  for (const source of LOCATION_SOURCES) {
    const location = sources[source];
    if (hasValue(location)) return { source, location };
  }
  return null;
}
