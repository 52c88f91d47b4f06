import { parsePrice } from './price.ts';

/** Where selection (option) icons are served from. */
export const SELECTION_ICON_PREFIX = '/icons/';

/**
 * Selection prices are whole dollars: `$` and commas are stripped and cents are
 * truncated (not rounded), so `'$1,299.99'` → 1299. Anything non-numeric → 0.
 */
export function parseSelectionPrice(value: string | number | null | undefined): number {
  const parsed = parsePrice(value);
  // `+ 0` turns the -0 from truncating e.g. -0.5 into 0.
  return parsed === null ? 0 : Math.trunc(parsed) + 0;
}

/** Absolute URLs (`https:`, `data:`, protocol-relative) are already complete. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/[^/])/i;

/**
 * The URL for a selection icon name: `'sofa.svg'` → `'/icons/sofa.svg'`.
 * Already-prefixed paths (with or without the leading slash) are not prefixed twice.
 * Empty → null.
 */
export function selectionIconUrl(icon: string | null | undefined): string | null {
  const name = (icon ?? '').trim();
  if (name === '') return null;
  if (ABSOLUTE_URL.test(name)) return name;
  const path = name.replace(/^\/+/, '');
  if (path === '') return null;
  const rest = path.startsWith('icons/') ? path.slice('icons/'.length) : path;
  return rest === '' ? null : SELECTION_ICON_PREFIX + rest;
}
