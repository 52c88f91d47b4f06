// The portal's frame around every portal page: its own navigation (a column
// on wide screens, a row that scrolls sideways on a phone) and the page. It
// renders on the server as it will in the browser: no signed-in data here.
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { PORTAL_PAGES } from './pages.ts';

const LINK =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

export function PortalNav() {
  const lotNumber = useLotNumberParam();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the navigation is one row that scrolls sideways: keep the
  // current page in view (the row only, never the page).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // The row is positioned, so offsetLeft counts from its start.
    row.scrollLeft = current.offsetLeft - 16;
  }, [pathname]);
  return (
    // On a phone the row fades at its right edge: there is more to scroll to.
    <nav
      aria-label="Home account"
      className="relative after:pointer-events-none after:absolute after:top-0 after:right-0 after:-mr-4 after:h-full after:w-10 after:bg-linear-to-l after:from-white lg:after:hidden print:hidden"
    >
      <ul
        ref={list}
        className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
      >
        {PORTAL_PAGES.map((page) => (
          <li key={page.path} className={page.section ? 'lg:pl-4' : undefined}>
            <NavLink to={withLotNumber(page.path, lotNumber)} end className={LINK}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PortalFrame({
  notice,
  children,
}: {
  /** Shown above the page: a problem loading the account. */
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <PortalNav />
      {/* At least a screen tall: the footer starts below the fold, so lists
          that grow as signed-in data arrives move nothing a buyer sees. */}
      <div className="mt-4 min-h-screen min-w-0 lg:mt-0">
        <noscript>
          <p className="mb-6 rounded-md border border-brand-100 bg-brand-50 p-4">
            Your home account needs JavaScript turned on: your plan is fetched with your sign-in,
            which stays in this browser.
          </p>
        </noscript>
        {notice}
        {children}
      </div>
    </div>
  );
}

/** A page's heading block: the same on the server, while loading and once loaded. */
export function PageHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
}) {
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Home account</p>
      {/* Focusable from script: where the keyboard goes when the part it was on went away. */}
      <h1
        id={id}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
    </header>
  );
}
