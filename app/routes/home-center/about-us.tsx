// /about-us (SPEC §2, issue 12). On a home center's site: its people in
// SPEC §9's order (shuffled, then by title), its hours, address, directions
// and a map. On the corporate site: the company, a finder of the nearest
// home centers by ZIP code or town, and every home center by state.
import { data } from 'react-router';
import { homeCenterMapUrl, HOME_CENTER_MAP_HEIGHT, MAP_WIDTH } from '../../../lib/map-image-url.ts';
import { ContentBody } from '../../components/content/content-body.tsx';
import { DataText } from '../../components/data-text.tsx';
import { SentThanks } from '../../components/form/public-form.tsx';
import { SiteForm } from '../../components/form/site-form.tsx';
import { HomeCenterFinder } from '../../components/home-center-finder.tsx';
import { sentWhat } from '../../../lib/forms/site-form-fields.ts';
import { todayIso } from '../../../lib/promotion-status.ts';
import { timeZoneOf } from '../../../lib/time-zones.ts';
import { schemaOpeningHours, sundayOpening } from '../../../lib/opening-hours.ts';
import { siteFormAction } from '../../site-form.server.ts';
import { sentLotNumber } from '../../public-form.server.ts';
import { findHomeCenters } from '../../home-center-finder.server.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { TeamMember } from '../../components/team-member.tsx';
import { appContext, siteContext } from '../../context.ts';
import { CompanyAboutQuery, HomeCenterAboutQuery } from '../../graphql/documents/home-centers.ts';
import { postalAddressLd, seoMeta } from '../../seo.ts';
import type { Route } from './+types/about-us';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { dealer } = context.get(siteContext);
  if (dealer) {
    const { getDealer } = await app.execute(HomeCenterAboutQuery, { lotNumber: dealer.lotNumber });
    if (!getDealer) throw data(null, { status: 404 });
    // Its calendar books the visits: "two days from today" is its today.
    const timeZone = timeZoneOf(dealer);
    // After "Book a visit": /about-us?sent={lotNumber} thanks in the form's place.
    // The day and time of day asked for come along in the address (nothing personal), so the thanks repeats them.
    const visitThanks =
      sentLotNumber(context, url) === dealer.lotNumber
        ? sentWhat(
            'book-a-visit',
            {
              visitDate: url.searchParams.get('visitDate') ?? '',
              visitTime: url.searchParams.get('visitTime') ?? '',
            },
            todayIso(new Date(), timeZone),
          )
        : null;
    return { mode: 'home-center' as const, dealer, about: getDealer, visitThanks, timeZone };
  }
  const [company, finder] = await Promise.all([
    app.execute(CompanyAboutQuery, {}),
    findHomeCenters(app, url.searchParams.get('near')),
  ]);
  if (!company.pageContent) throw data(null, { status: 404 });
  return {
    mode: 'company' as const,
    page: company.pageContent,
    homeCenters: company.homeCenters,
    finder,
  };
}

/** "Book a visit" (issue 12) on a home center's About page. */
export async function action({ context, request }: Route.ActionArgs) {
  if (!context.get(siteContext).dealer) throw data(null, { status: 405 });
  return siteFormAction(
    context,
    request,
    'book-a-visit',
    (values) =>
      `/about-us?${new URLSearchParams({ visitDate: values['visitDate'] ?? '', visitTime: values['visitTime'] ?? '' })}#visit`,
  );
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.mode === 'company') {
    return seoMeta({
      matches,
      path: '/about-us',
      title: loaderData.page.title,
      description: loaderData.page.description,
    });
  }
  const { dealer } = loaderData;
  return seoMeta({
    matches,
    path: `/about-us?lotNumber=${dealer.lotNumber}`,
    title: `About ${dealer.name}: our team, hours and directions`,
    description: `Meet the people of ${dealer.name} in ${dealer.city}, ${dealer.state}. Hours, address, directions and how to reach us: ${dealer.phoneFormatted}.`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: dealer.name,
      telephone: dealer.phoneFormatted,
      address: postalAddressLd(dealer),
      openingHours: schemaOpeningHours(dealer.hours),
    },
  });
}

/** A link that opens the visitor's map app with directions to the address. */
function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === 'company') {
    const { page, homeCenters, finder } = loaderData;
    const byState = Map.groupBy(homeCenters, (center) => center.state);
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <header className="max-w-prose">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-lg text-muted">{page.description}</p>
        </header>
        <div className="mt-8">
          <ContentBody page={page} />
        </div>
        <HomeCenterFinder finder={finder} />
        <section aria-labelledby="all-centers" className="mt-12">
          <h2 id="all-centers" className="text-2xl font-bold text-brand-900">
            All {homeCenters.length} home centers, by state
          </h2>
          <div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {[...byState].map(([state, centers]) => (
              <section key={state} aria-labelledby={`state-${state}`}>
                <h3 id={`state-${state}`} className="font-semibold text-brand-900">
                  {state}
                </h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {centers.map((center) => (
                    <li key={center.lotNumber}>
                      <a
                        href={`/?lotNumber=${center.lotNumber}`}
                        className="text-brand-700 underline"
                      >
                        {center.name}
                      </a>
                      {/* The town, unless the name already says it (the first answer stays small). */}
                      {center.name.includes(center.city) ? null : ` · ${center.city}`}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </div>
    );
  }
  const { dealer, about, visitThanks, timeZone } = loaderData;
  const sundayHours = sundayOpening(dealer.hours);
  const address = `${dealer.address1}, ${dealer.city}, ${dealer.state} ${dealer.postalCode}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          About {dealer.name}
        </h1>
        {about.description ? (
          <p className="mt-3 text-lg text-muted">
            <DataText text={about.description} />
          </p>
        ) : null}
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="team-title">
          <h2 id="team-title" className="text-2xl font-bold text-brand-900">
            Our team
          </h2>
          {about.salesAgents.length > 0 ? (
            <ul className="mt-4 grid gap-5 sm:grid-cols-2">
              {about.salesAgents.map((agent) => (
                <li key={agent.salesAgentId} className="rounded-lg border border-brand-100 p-4">
                  <TeamMember agent={agent} withBio />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">
              Call us at {dealer.phoneFormatted} and whoever is on the lot will help you.
            </p>
          )}
        </section>
        <section aria-labelledby="visit-title" className="space-y-4">
          <h2 id="visit-title" className="text-2xl font-bold text-brand-900">
            Visit us
          </h2>
          <address className="not-italic">
            {dealer.address1}
            <br />
            {dealer.city}, {dealer.state} {dealer.postalCode}
          </address>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <a href={`tel:+1${dealer.phone}`} className="font-semibold text-brand-700 underline">
              Call {dealer.phoneFormatted}
            </a>
            <a href={`mailto:${about.email}`} className="font-semibold text-brand-700 underline">
              Email us
            </a>
            <a
              href={directionsHref(address)}
              className="font-semibold text-brand-700 underline"
              rel="noopener noreferrer"
            >
              Get directions
            </a>
          </p>
          <div>
            <h3 className="font-semibold text-brand-900">Hours</h3>
            <ul className="mt-1 text-sm">
              {dealer.hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.open}
                </li>
              ))}
            </ul>
          </div>
          <img
            src={homeCenterMapUrl(dealer.lotNumber)}
            width={MAP_WIDTH}
            height={HOME_CENTER_MAP_HEIGHT}
            loading="lazy"
            alt={`Map of ${dealer.state} with ${dealer.name} marked at ${dealer.city}`}
            className="h-auto w-full rounded-lg border border-brand-100"
          />
          <p className="text-sm">
            <SiteLink to="/" className="text-brand-700 underline">
              See the homes on our lot
            </SiteLink>
          </p>
        </section>
      </div>
      <section
        id="visit"
        aria-labelledby="visit-form-title"
        className="mt-12 max-w-3xl scroll-mt-24"
      >
        <h2 id="visit-form-title" className="text-2xl font-bold text-brand-900">
          Book a visit
        </h2>
        <p className="mt-2 text-muted">
          Choose a day and we will have the homes you want to see open, and someone free to show you
          around.
          {sundayHours
            ? ` We book visits Monday to Saturday; on Sundays, ${sundayHours}, come by without booking.`
            : null}
        </p>
        <div className="mt-4">
          {visitThanks ? (
            <SentThanks homeCenter={dealer} what={visitThanks} />
          ) : (
            <SiteForm
              kind="book-a-visit"
              needsZip={false}
              submitLabel="Ask for this visit"
              homeCenterName={dealer.name}
              timeZone={timeZone}
            />
          )}
        </div>
      </section>
    </div>
  );
}
