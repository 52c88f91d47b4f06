import { Link } from 'react-router';

export const NOT_FOUND_TEXT = 'The Page You Were Looking For Was Not Found';

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-brand-900">
        {NOT_FOUND_TEXT}
      </h1>
      <p className="mt-4 text-muted">
        The address may be mistyped, or the home may have been sold. Start again from the home page
        to see homes near you.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Go to the home page
      </Link>
    </section>
  );
}
