import { SiteLink } from './site-link.tsx';

/** "Homes › The Magnolia": the list a details page belongs to, then the page itself. */
export function Breadcrumb({
  parent,
  current,
}: {
  parent: { to: string; label: string };
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        <li>
          <SiteLink to={parent.to} className="underline">
            {parent.label}
          </SiteLink>{' '}
          ›
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The badge over a details page's title (a sticker, or "In stock nearby"). */
export function TitleBadge({ label, href }: { label: string; href?: string }) {
  const className =
    'inline-block rounded bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white';
  // A badge that promises something nearer on the page leads to it.
  return href ? (
    <p className="mb-2">
      <a href={href} className={`${className} underline hover:bg-brand-800`}>
        {label}
      </a>
    </p>
  ) : (
    <p className={`mb-2 ${className}`}>{label}</p>
  );
}
