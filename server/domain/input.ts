// The portal's input checks (issue 10, DESIGN §12 "one rule each for
// validation"): zod schemas in the domain, limits from lib/portal-fields.ts.
// A refusal is a UserInputError naming the field as the form names it, so
// the page can scroll to it (SPEC §2).
import { z } from 'zod';
import { UserInputError } from './errors.ts';
import { typedText } from '../../lib/typed-text.ts';

/**
 * Parses input with a schema; the first problem becomes a UserInputError
 * whose field is the first key of its path: parse a patch itself, and a
 * problem with its phone is `phone`.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.find((part): part is string => typeof part === 'string');
  throw new UserInputError(issue.message, field);
}

/**
 * A public form's content with its null fields left out: its GraphQL input is
 * nullable where the form's field may stay empty, and a field sent as null is
 * "not given", as an absent one is (not "expected string, received null").
 */
export function nullsAsAbsent(content: unknown): unknown {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return content;
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== null));
}

/** Line breaks, tabs and other control characters: never in a one-line field (names go into mail headers). */
const ONE_LINE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;
/** Control characters other than line breaks and tabs. */
const MULTI_LINE = /^(?:[^\p{Cc}\p{Zl}\p{Zp}]|[\t\n\r])*$/u;

/**
 * Trimmed text of at most max characters, with no character PostgreSQL or a
 * mail header cannot take: no NUL or other controls (line breaks only when
 * multiline), no half of a surrogate pair (jsonb refuses it; text would
 * store a replacement character instead of what was meant).
 */
export function textField(
  field: string,
  max: number,
  { multiline = false }: { multiline?: boolean } = {},
) {
  return z
    .string({ error: `${field} must be text` })
    .overwrite(typedText)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => value.isWellFormed(), `${field} has a broken character`)
    .refine(
      (value) => (multiline ? MULTI_LINE : ONE_LINE).test(value),
      `${field} has a character we cannot use`,
    );
}

/** A bound as a message gives it: 10,000 and more grouped, a year (2031) not. */
const bound = (value: number) =>
  Math.abs(value) >= 10_000 ? value.toLocaleString('en-US') : String(value);

/** A whole number from min to max. */
export function wholeNumber(field: string, min: number, max: number) {
  const range = `${field} must be from ${bound(min)} to ${bound(max)}`;
  return z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, range)
    .max(max, range);
}

/** One of a list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
}

/**
 * Where a parsed JSON value has a string PostgreSQL's jsonb cannot store (a
 * NUL, or half of a surrogate pair, both writable as JSON escapes), or null.
 */
export function unstorableJsonString(value: unknown): string | null {
  if (typeof value === 'string') {
    return value.includes('\0') || !value.isWellFormed() ? value : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unstorableJsonString(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableJsonString(key) ?? unstorableJsonString(item);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * JSON text of at most maxBytes (UTF-8) that parses to an object jsonb can
 * store; '' and whitespace are "none" (null).
 */
export function parseJsonObject(
  field: string,
  text: string,
  maxBytes: number,
): Record<string, unknown> | null {
  if (text.trim() === '') return null;
  if (Buffer.byteLength(text, 'utf8') > maxBytes) {
    throw new UserInputError(`${field} must be at most ${maxBytes} bytes of JSON`, field);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UserInputError(`${field} must be JSON text`, field);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UserInputError(`${field} must be a JSON object`, field);
  }
  if (unstorableJsonString(value) !== null) {
    throw new UserInputError(`${field} has a character we cannot use`, field);
  }
  return value as Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in any letter case (as PostgreSQL's uuid type would read it), lower-cased; null otherwise. */
export function uuidOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return UUID.test(text) ? text.toLowerCase() : null;
}
