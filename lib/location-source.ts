/** US ZIP codes are five characters; shorter input is still being typed. */
export const POSTAL_CODE_LENGTH = 5;

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
