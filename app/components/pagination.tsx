import { useEffect, useRef } from 'react';
import { Link } from './site-link.tsx';

/**
 * Page links that keep every other search parameter; plain links, so they
 * work without JavaScript. Another page of the same results is the same
 * pathname, so the window is not sent to the top (SPEC §2 scrolls to top when
 * the pathname changes): the new page's results are brought into view, from
 * their heading (`resultsId`), as far as the window needs to move.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  resultsId,
  label = 'Pages of results',
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  resultsId: string;
  label?: string;
}) {
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    const results = document.getElementById(resultsId);
    // Focus stays on the link pressed, so the keyboard pages on from there.
    if (results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ block: 'start' });
    }
  }, [page, resultsId]);
  if (pageCount <= 1) return null;
  const pageLink = { preventScrollReset: true, onClick: () => (asked.current = true) };
  const pages = pageWindow(page, pageCount);
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              {...pageLink}
              // Past the end (a stale link), "Previous" is the last page there is.
              to={hrefFor(Math.min(page - 1, pageCount))}
              rel="prev"
              className={`${base} border-brand-100 text-brand-800 hover:bg-brand-50`}
            >
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              ...
            </li>
          ) : (
            <li key={p}>
              <Link
                {...pageLink}
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={`${base} ${p === page ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-100 text-brand-800 hover:bg-brand-50'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              {...pageLink}
              to={hrefFor(page + 1)}
              rel="next"
              className={`${base} border-brand-100 text-brand-800 hover:bg-brand-50`}
            >
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two either side. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}
