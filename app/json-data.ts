// A route's large loader data as JSON text (decision 0018). React Router
// encodes loader data with turbo-stream, which looks each value up in a Map,
// stringifies it on its own and asks the clock between values: about 2 µs a
// value on these machines, a millisecond for a search page's 540 values, where
// JSON.stringify writes the same in a tenth of that. In an HTML document the
// text goes in a script element of its own (turbo-stream and React Router's
// data script would each escape it again); in a navigation's data, as one
// string. The value must be JSON's own (strings, finite numbers, booleans,
// null, arrays, plain objects), as GraphQL results and parsed search
// parameters are.
import { createElement } from 'react';

/**
 * What the loader returns: the JSON text (a navigation's data), or the id of
 * the element that holds it (an HTML document). `__value` is for the types only.
 */
export type JsonData<T> = {
  readonly json?: string;
  readonly inDocument?: string;
  readonly __value?: T;
};

/** What a wrapper (or a loader's union of them) holds. */
export type JsonValueOf<W extends JsonData<unknown>> = Exclude<W['__value'], undefined>;

/** The value and text of each wrapper seen here: the server renders from the value, unparsed. */
const known = new WeakMap<object, { value: unknown; json: string }>();

const elementId = (name: string) => `json-data-${name}`;

/**
 * `htmlDocument`: the answer is an HTML document (the app context's
 * `htmlDocument`), which then carries the text in `<JsonDataScript>`.
 */
export function jsonData<T>(name: string, value: T, htmlDocument: boolean): JsonData<T> {
  // Written whole but for kept parts (a WeakMap entry a list item, to reuse
  // each card's text, cost more than it saved: bench/README.md).
  const json = withKeptParts(value);
  const wrapped = htmlDocument ? { inDocument: name } : { json };
  known.set(wrapped, { value, json });
  return wrapped;
}

/** JSON texts of values kept from one request to the next (`keptJson`). */
const keptTexts = new WeakMap<object, string>();

/**
 * `value`, with its JSON text written now: a page's data that holds it as one
 * of its fields copies the text instead of writing it again. For a value kept
 * across requests (a search's feature list, kept until the catalogue changes),
 * which nothing changes after this.
 */
export function keptJson<T extends object>(value: T): T {
  keptTexts.set(value, JSON.stringify(value));
  return value;
}

/** JSON.stringify's text, each top-level field with a kept text copied. */
function withKeptParts(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return JSON.stringify(value);
  }
  let fields = '';
  for (const [key, field] of Object.entries(value)) {
    const text =
      (typeof field === 'object' && field !== null ? keptTexts.get(field) : undefined) ??
      (JSON.stringify(field) as string | undefined);
    // What JSON.stringify leaves out (undefined, a function) is left out here too.
    if (text !== undefined) fields += `${fields ? ',' : ''}${JSON.stringify(key)}:${text}`;
  }
  return `{${fields}}`;
}

/** The value, parsed once per wrapper (in the browser, once per loader answer). */
export function readJsonData<W extends JsonData<unknown>>(wrapped: W): JsonValueOf<W> {
  const seen = known.get(wrapped);
  if (seen) return seen.value as JsonValueOf<W>;
  const json =
    wrapped.json ??
    (wrapped.inDocument === undefined
      ? undefined
      : document.getElementById(elementId(wrapped.inDocument))?.textContent);
  if (json === undefined || json === null) throw new Error('This page has lost its data.');
  const value = JSON.parse(json) as JsonValueOf<W>;
  known.set(wrapped, { value, json });
  return value;
}

/**
 * The element that carries a document's data, where the route renders it: the
 * same text on the server and when the browser hydrates (read back from it).
 * `<` is written as JSON's `\u003c`, so no `</script>` can end it early.
 */
export function JsonDataScript({ data }: { data: JsonData<unknown> }) {
  if (data.inDocument === undefined) return null;
  readJsonData(data);
  return createElement('script', {
    type: 'application/json',
    id: elementId(data.inDocument),
    dangerouslySetInnerHTML: { __html: known.get(data)!.json.replaceAll('<', '\\u003c') },
  });
}

/** A loader's data as a page's data.json shows it (SPEC §2): the value itself. */
export function plainLoaderData(data: unknown): unknown {
  return typeof data === 'object' && data !== null && known.has(data)
    ? known.get(data)!.value
    : data;
}
