import { useLocation } from 'react-router';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import type { SiteDealer } from '../context.ts';
import { isTaskScreen } from './site-header.tsx';

export function SiteFooter({ dealer }: { dealer: SiteDealer | null }) {
  const brand = dealer ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  const { pathname } = useLocation();
  if (isTaskScreen(pathname)) {
    // The sign-in screens keep to their task (site-header.tsx): one line, no links.
    return (
      <footer className="mt-16 bg-brand-900 text-sm print:hidden">
        <p className="mx-auto max-w-6xl px-4 py-4 text-brand-100">
          © {new Date().getFullYear()} {DEFAULT_BRAND_LABEL}
        </p>
      </footer>
    );
  }
  return (
    <footer className="mt-16 bg-brand-900 text-sm text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-base font-semibold text-white">{brand}</p>
          <p className="mt-2 max-w-prose">
            Manufactured and modular homes built indoors, delivered to your land and set up by
            people who live near you.
          </p>
        </div>
        {dealer ? (
          <address className="not-italic">
            <p className="font-semibold text-white">{dealer.name}</p>
            <p>{dealer.address1}</p>
            <p>
              {dealer.city}, {dealer.state} {dealer.postalCode}
            </p>
            <p className="mt-1">
              <a href={`tel:+1${dealer.phone}`} className="underline underline-offset-2">
                {dealer.phoneFormatted}
              </a>
            </p>
            <ul className="mt-2">
              {dealer.hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.open}
                </li>
              ))}
            </ul>
          </address>
        ) : null}
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-brand-100">
          © {new Date().getFullYear()} {DEFAULT_BRAND_LABEL}. Pictures are illustrations drawn from
          each home’s plans; features, prices and availability vary by home center.
        </p>
      </div>
    </footer>
  );
}
