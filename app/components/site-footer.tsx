import { useLocation } from 'react-router';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import type { SiteDealer } from '../context.ts';
import { isTaskScreen } from './site-header.tsx';
import { ServerFragment } from '../server-fragments.tsx';
import { SiteLink, useLotNumberParam } from './site-link.tsx';

/** Every public page a buyer may look for, in the footer of every page (issue 12). */
export const FOOTER_LINKS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Find a home',
    links: [
      { to: '/homes', label: 'Homes for sale' },
      { to: '/land', label: 'Land for sale' },
      { to: '/special-offers', label: 'Special offers' },
      { to: '/sale-homes', label: 'Homes on sale' },
      { to: '/mobile-manufactured-homes-on-display', label: 'Homes on display' },
      { to: '/mobile-manufactured-homes-with-land', label: 'Homes with land' },
      // Curated lists (SPEC §2 /{hash}, seeded in server/db/seed/curated-lists.ts).
      { to: '/family4br', label: 'Homes with 4+ bedrooms' },
      { to: '/cozy1100', label: 'Homes under 1,100 sq ft' },
      { to: '/modular26', label: 'Modular homes' },
      { to: '/unbuilt', label: 'Order a new home' },
      { to: '/myhome-account-login', label: 'Your home account' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { to: '/learn', label: 'Buying guides' },
      { to: '/faq', label: 'Questions and answers' },
      { to: '/construction', label: 'How our homes are built' },
      { to: '/facility-tour', label: 'Facility tour' },
      { to: '/interactive-facility-tour', label: 'Interactive facility tour' },
      { to: '/crossmod', label: 'CrossMod homes' },
      { to: '/energysmart', label: 'EnergySmart' },
      { to: '/housesmart', label: 'HouseSmart' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/contact-us', label: 'Contact us' },
      { to: '/our-homeowners', label: 'Our homeowners' },
      { to: '/give-a-testimonial', label: 'Share your story' },
      { to: '/review', label: 'Review your home center' },
      { to: '/news-events', label: 'News and events' },
      { to: '/legal#privacy', label: 'Privacy' },
      { to: '/legal#terms-of-use', label: 'Terms of use' },
      { to: '/legal#accessibility-statement', label: 'Accessibility' },
      { to: '/site-feedback', label: 'Website feedback' },
    ],
  },
];

export function SiteFooter({ dealer }: { dealer: SiteDealer | null }) {
  const { pathname } = useLocation();
  const taskScreen = isTaskScreen(pathname);
  const lotNumber = useLotNumberParam();
  // The same for every page of a site (decision 0017): what it shows of the
  // home center comes from the catalogue, which empties the fragments.
  return (
    <ServerFragment
      name="site-footer"
      vary={[dealer?.lotNumber ?? null, lotNumber, taskScreen, new Date().getFullYear()]}
    >
      <FooterContent dealer={dealer} taskScreen={taskScreen} />
    </ServerFragment>
  );
}

function FooterContent({ dealer, taskScreen }: { dealer: SiteDealer | null; taskScreen: boolean }) {
  const brand = dealer ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  if (taskScreen) {
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
      <nav aria-label="Site" className="mx-auto max-w-6xl px-4 pt-10">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_LINKS.map((group) => (
            <div key={group.title}>
              <h2 className="text-base font-semibold text-white">{group.title}</h2>
              <ul className="mt-2 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink
                      to={link.to}
                      className="inline-block py-1 underline-offset-2 hover:underline"
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
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
          the plans of each home; features, prices and availability vary by home center.
        </p>
      </div>
    </footer>
  );
}
