// Text as a person typed it into a form field, read the way they meant it.
// Every form's check (lib/forms, in the browser and on the server) and the
// API's text fields (server/domain/input.ts) read text through this, so a
// message the browser let through is not refused on the server.

/** What a person cannot see at either end: whitespace and format characters (zero-width space, BOM, word joiner). */
const INVISIBLE_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * Line breaks as `\n` (a form post sends each as `\r\n`, while the browser's
 * `maxLength` counted it as one character), and nothing invisible at either
 * end, so a name of zero-width spaces alone is no name.
 */
export function typedText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(INVISIBLE_EDGES, '');
}
