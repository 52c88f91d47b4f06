import { Link } from './site-link.tsx';

/** A full-page message with a way back home: the 404 screen and the error display. */
export function MessagePage({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby={id}>
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{eyebrow}</p>
      <h1 id={id} className="mt-2 text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-4 text-muted">{children}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Go to the home page
      </Link>
    </section>
  );
}
