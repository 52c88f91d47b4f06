import { NavLink, useLocation } from 'react-router';
import { useLotNumberParam, withLotNumber, Link } from './site-link.tsx';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import type { SiteDealer } from '../context.ts';
import { useSession } from '../identity/session.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BrandMark } from './brand-mark.tsx';
import { ServerFragment } from '../server-fragments.tsx';

// Grows as the site's sections land; every entry is a page that exists.
const NAV = [
  { to: '/', label: 'Home' },
  { to: '/homes', label: 'Homes for sale' },
  { to: '/land', label: 'Land' },
] as const;

// Narrower on a phone, so the links and the account button share one row at 390 px.
const LINK =
  'rounded px-2 py-2 text-ink hover:bg-brand-50 sm:px-3 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4';

/**
 * The identity provider's screens (sign in, create an account, reset a
 * password …) are a task: a popup or a phone's whole screen that should hold
 * that and nothing else. Their header names the brand and the home center,
 * with no way off into the site (each screen has its own way back).
 */
export function isTaskScreen(pathname: string): boolean {
  return pathname.startsWith('/oidc/');
}

/**
 * All the header's HTML reads of the path: a task screen, or which of its
 * links is the current page (`NavLink` with `end`: the same path, in any case).
 * Not the path itself, which would keep a header for every page of the site.
 */
function headerMark(pathname: string): string {
  if (isTaskScreen(pathname)) return 'task screen';
  const path = pathname.toLowerCase();
  return NAV.find((item) => item.to === path)?.to ?? 'no current link';
}

export function SiteHeader({ dealer }: { dealer: SiteDealer | null }) {
  const lotNumber = useLotNumberParam();
  const { pathname } = useLocation();
  const withAccount = useSession() !== null;
  // The same on every page of one site with the same current link (decision
  // 0017); the account menu is the browser's.
  return (
    <ServerFragment
      name="site-header"
      vary={[dealer?.lotNumber ?? null, lotNumber, headerMark(pathname), withAccount]}
    >
      <HeaderContent dealer={dealer} lotNumber={lotNumber} pathname={pathname} />
    </ServerFragment>
  );
}

function HeaderContent({
  dealer,
  lotNumber,
  pathname,
}: {
  dealer: SiteDealer | null;
  lotNumber: string | null;
  pathname: string;
}) {
  const brand = dealer ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  if (isTaskScreen(pathname)) {
    return (
      <header className="border-b border-brand-100 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <p className="flex items-center gap-2 text-brand-800">
            <BrandMark className="h-8 w-8" />
            <span className="text-xl font-bold tracking-tight">{brand}</span>
          </p>
          {dealer ? <p className="text-sm font-semibold text-muted">{dealer.name}</p> : null}
        </div>
      </header>
    );
  }
  return (
    <header className="border-b border-brand-100 bg-white print:hidden">
      {dealer ? (
        <div className="bg-brand-800 text-sm text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
            <p>
              <span className="font-semibold">{dealer.name}</span>
              {/* On a phone the address has a line of its own, broken between street and town if at all. */}
              <span className="hidden text-brand-100 sm:inline"> · </span>
              <span className="block text-brand-100 sm:inline">
                <span className="whitespace-nowrap">{dealer.address1},</span>{' '}
                <span className="whitespace-nowrap">
                  {dealer.city}, {dealer.state} {dealer.postalCode}
                </span>
              </span>
            </p>
            <a
              href={`tel:+1${dealer.phone}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              Call {dealer.phoneFormatted}
            </a>
          </div>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={withLotNumber('/', lotNumber)} className="flex items-center gap-2 text-brand-800">
          <BrandMark className="h-8 w-8" />
          <span className="text-xl font-bold tracking-tight">{brand}</span>
        </Link>
        {/* On a phone it has a row of its own: the links on the left, the account on the right. */}
        <div className="flex w-full flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:w-auto">
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-1 text-sm font-medium">
              {NAV.map((item) => (
                <li key={item.to}>
                  {item.to.includes('#') ? (
                    // A link to a section of a page is never "the current page".
                    <Link to={withLotNumber(item.to, lotNumber)} className={LINK}>
                      {item.label}
                    </Link>
                  ) : (
                    <NavLink to={withLotNumber(item.to, lotNumber)} end className={LINK}>
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
