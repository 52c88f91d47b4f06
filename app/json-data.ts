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

/** The JSON text of each object in a top-level list of a wrapper's value (a card's data). */
const listItemJson = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, written a top-level property at a time, and each
 * item of the lists named in `cardLists` on its own, remembered: a card keyed
 * by its data (app/server-fragments.tsx) then needs no second stringify of it.
 * Other lists (a filter's 80 features) are written whole, which is quicker.
 */
function stringifyRemembering(value: unknown, cardLists: readonly string[]): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return JSON.stringify(value);
  }
  const parts: string[] = [];
  for (const [key, property] of Object.entries(value)) {
    if (property === undefined) continue;
    const text =
      Array.isArray(property) && cardLists.includes(key)
        ? `[${property
            .map((item: unknown) => {
              const itemText = JSON.stringify(item) ?? 'null';
              if (typeof item === 'object' && item !== null) listItemJson.set(item, itemText);
              return itemText;
            })
            .join(',')}]`
        : JSON.stringify(property);
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** The JSON text of a value: remembered for a list item of a wrapper's value, else written now. */
export function jsonText(value: unknown): string {
  return (
    (typeof value === 'object' && value !== null && listItemJson.get(value)) ||
    JSON.stringify(value)
  );
}

const elementId = (name: string) => `json-data-${name}`;

/**
 * `htmlDocument`: the answer is an HTML document (the app context's
 * `htmlDocument`), which then carries the text in `<JsonDataScript>`.
 * `cardLists`: the top-level lists whose items cards render from (their
 * texts are remembered for `jsonText`).
 */
export function jsonData<T>(
  name: string,
  value: T,
  htmlDocument: boolean,
  cardLists: readonly (keyof T & string)[] = [],
): JsonData<T> {
  const json = stringifyRemembering(value, cardLists);
  const wrapped = htmlDocument ? { inDocument: name } : { json };
  known.set(wrapped, { value, json });
  return wrapped;
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
