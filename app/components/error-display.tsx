import { Link } from 'react-router';

/** SPEC §2 /error and every unexpected failure: says what happened, offers a way on. */
export function ErrorDisplay() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
        Something went wrong
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold text-brand-900">
        We could not load this page
      </h1>
      <p className="mt-4 text-muted">
        It is our fault, not yours. Please try again in a moment; if it keeps happening, call your
        home center and we will help you by phone.
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
