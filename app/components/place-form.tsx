import { Form } from 'react-router';

/**
 * The small "where are you" form of a page placed by `?where=` (the home
 * collections, a curated list): a GET to the same page, its problem beside it.
 */
export function PlaceForm({
  label,
  button,
  defaultValue,
  problem,
  note = null,
  maxLength,
  numeric = false,
}: {
  label: string;
  button: string;
  defaultValue: string;
  problem: string | null;
  /** Which place the page shows when it is not the one typed (lib/place-search.ts). */
  note?: string | null;
  maxLength: number;
  /** A ZIP code alone: the phone's number pad. */
  numeric?: boolean;
}) {
  return (
    <Form method="get" noValidate className="mt-6 flex max-w-md flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor="where" className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id="where"
          name="where"
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="postal-code"
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'where-problem' : undefined}
          className="mt-1 w-full rounded-md border border-muted px-3 py-2"
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {button}
      </button>
      {problem ? (
        <p id="where-problem" role="alert" className="w-full font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {note ? <p className="w-full font-semibold text-amber-900">{note}</p> : null}
    </Form>
  );
}
