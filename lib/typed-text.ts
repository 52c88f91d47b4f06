// Text as a person typed it into a form field, read the way they meant it.
// Every form's check (lib/forms, in the browser and on the server) and the
// API's text fields (server/domain/input.ts) read text through this, so a
// message the browser let through is not refused on the server.

/** What a person cannot see at either end: whitespace and format characters (zero-width space, BOM, word joiner). */
const INVISIBLE_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * Characters that change how the text around them reads and carry nothing of
 * their own: the direction overrides, embeddings and isolates (U+202A–U+202E,
 * U+2066–U+2069: "evil" shown as "live" in a home center's inbox or on the
 * public gallery), a zero-width space and a byte-order mark. The joiners stay:
 * emoji sequences and some scripts need them.
 */
const HIDDEN_INSIDE = /[\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/g;

/**
 * Line breaks as `\n` (a form post sends each as `\r\n`, while the browser's
 * `maxLength` counted it as one character), nothing invisible at either end,
 * so a name of zero-width spaces alone is no name, and none of HIDDEN_INSIDE
 * anywhere.
 */
export function typedText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(HIDDEN_INSIDE, '').replace(INVISIBLE_EDGES, '');
}
