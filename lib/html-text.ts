/**
 * One leading tag that is not a line break, with the whitespace before it.
 * A tag starts with `<` and a letter, `/` or `!`, so text such as `< 5 apples` is kept.
 * `<br>`, `<br/>`, `<br />` and `</br>` (which browsers also render as a break) are line breaks.
 */
const LEADING_NON_BR_TAG = /^\s*<(?!\/?br\b)[a-z/!][^>]*>/i;

/**
 * Strips the run of HTML tags at the start of text, so a teaser does not open
 * with stray markup. Only the opening run is touched: closing tags later in the
 * text are left alone (`'<p><strong>Hello</strong> world'` → `'Hello</strong> world'`).
 * Stripping stops at the first line break tag, which is kept with everything after it.
 * Leading whitespace is always removed, so the result starts with text or a `<br>`.
 */
export function stripLeadingTags(text: string | null | undefined): string {
  if (!text) return '';
  let rest = text;
  for (let match = LEADING_NON_BR_TAG.exec(rest); match; match = LEADING_NON_BR_TAG.exec(rest)) {
    rest = rest.slice(match[0].length);
  }
  return rest.trimStart();
}

/** Data text as one plain line (a meta description): leading tags stripped, line breaks as spaces. */
export function plainDataText(text: string | null | undefined): string {
  return stripLeadingTags(text)
    .replace(/<\/?br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
