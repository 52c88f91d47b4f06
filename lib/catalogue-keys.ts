// What can be a home's serial number or a model's number, for the API's
// checks and the pages that take them from their address: one rule, so a
// page never asks the API for a key it refuses (a blank or 900-character
// segment is simply no such home: 404).

/** Serial numbers are at most 40 characters (the seed's are 12 to 16). */
export const MAX_SERIAL_NUMBER_LENGTH = 40;
/** Model numbers, land stock numbers, slugs and sales model ids: at most 200 characters. */
export const MAX_MODEL_KEY_LENGTH = 200;

/** The key a path segment names (trimmed), or null when it cannot be one. */
export function catalogueKey(segment: string, maxLength: number): string | null {
  const key = segment.trim();
  return key.length > 0 && key.length <= maxLength ? key : null;
}

/** What a curated list's code (SPEC §2 /{hash}) looks like: no code is a word, so no page path is shadowed. */
export const CURATED_LIST_HASH = /^(?=.*[0-9])[a-z0-9]{6,12}$/;
