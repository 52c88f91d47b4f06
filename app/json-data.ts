// A route's large loader data, sent to the browser as one JSON string
// (decision 0018). React Router encodes loader data with turbo-stream, which
// looks each value up in a Map, stringifies it on its own and asks the clock
// between values: about 2 µs a value on these machines, a millisecond for a
// search page's 540 values. JSON.stringify writes the same in a tenth of that.
// The value must be JSON's own (strings, finite numbers, booleans, null,
// arrays, plain objects), as GraphQL results and parsed search parameters are.

/** What the loader returns: the JSON text; `__value` exists only for the types. */
export type JsonData<T> = { readonly json: string; readonly __value?: T };

/** The value each server-side wrapper was made from: the render reads it without parsing. */
const made = new WeakMap<object, unknown>();

export function jsonData<T>(value: T): JsonData<T> {
  const wrapped = { json: JSON.stringify(value) };
  made.set(wrapped, value);
  return wrapped;
}

/** What a wrapper (or a loader's union of them) holds. */
export type JsonValueOf<W extends JsonData<unknown>> = Exclude<W['__value'], undefined>;

/** The value, parsed once per wrapper (in the browser, once per loader answer). */
export function readJsonData<W extends JsonData<unknown>>(wrapped: W): JsonValueOf<W> {
  if (made.has(wrapped)) return made.get(wrapped) as JsonValueOf<W>;
  const value = JSON.parse(wrapped.json) as JsonValueOf<W>;
  made.set(wrapped, value);
  return value;
}

/** A loader's data as a page's data.json shows it (SPEC §2): the value itself. */
export function plainLoaderData(data: unknown): unknown {
  return typeof data === 'object' && data !== null && made.has(data) ? made.get(data) : data;
}
