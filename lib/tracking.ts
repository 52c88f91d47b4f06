/** Analytics fields longer than this are rejected or cut unpredictably downstream. */
export const TRACKING_MAX_LENGTH = 512;

/**
 * Cuts text to 512 UTF-16 code units (JavaScript string length). If the cut would
 * split an emoji or other surrogate pair, the half character is dropped too (511).
 */
export function truncateForTracking(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= TRACKING_MAX_LENGTH) return value;
  const cut = value.slice(0, TRACKING_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return isHighSurrogate ? cut.slice(0, -1) : cut;
}
