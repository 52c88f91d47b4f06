import { schemaOpeningHours } from '../../lib/opening-hours.ts';
import { useEffect } from 'react';
import { data, Form } from 'react-router';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import { isPostalCode } from '../../lib/location-source.ts';
import { isOpenForSale } from '../../lib/stickers.ts';
import { HomeCard, homeHref, type HomeCardData } from '../components/home-card.tsx';
import { rememberPlace } from '../visitor-place.ts';
import { appContext, siteContext } from '../context.ts';
import { DealerPageExtrasQuery, HomePageQuery } from '../graphql/documents/homes.ts';
import { MAX_WHERE_LENGTH, placeNotFound, SEARCH_RADIUS_MILES } from '../../lib/home-search.ts';
import { allDealerHomes } from '../dealer-homes.server.ts';
import { findTypedPlace } from '../typed-place.server.ts';
import {
  budgetHomes,
  homesOnSale,
  inStockHomes,
  moveInReadyHomes,
} from '../../lib/listing-filters.ts';
import { EventCard } from '../components/content/event-card.tsx';
import { LandCard } from '../components/land-card.tsx';
import { SiteLink, useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { TeamMember } from '../components/team-member.tsx';

import { postalAddressLd, publicUrlFrom, seoMeta } from '../seo.ts';
import type { Route } from './+types/home';

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { dealer } = context.get(siteContext);
  const typed = url.searchParams.get('where')?.trim().slice(0, MAX_WHERE_LENGTH) ?? null;
  let zipError: string | null = null;
  let placeNote: string | null = null;
  let postalCode = app.defaultPostalCode;
  if (typed !== null && typed !== '') {
    if (isPostalCode(typed)) postalCode = typed;
    else {
      // A town, as the homes search and the home-center finder take one: its ZIP code's homes.
      const { place, note } = await findTypedPlace(app, typed);
      if (place) {
        postalCode = place.postalCode;
        placeNote = note;
      } else zipError = placeNotFound(typed);
    }
  }
  let result = await app.execute(HomePageQuery, {
    postalCode,
    lotNumber: dealer?.lotNumber ?? '',
    isDealerSite: dealer !== null,
    // As far as the homes search looks: "near" means the same on both pages.
    radiusMiles: SEARCH_RADIUS_MILES,
  });
  if (!dealer && result.nearbyHomes && !result.nearbyHomes.location && !zipError) {
    // A well-formed ZIP we do not know: say so, and show homes near the default instead.
    zipError = placeNotFound(postalCode);
    result = await app.execute(HomePageQuery, {
      postalCode: app.defaultPostalCode,
      lotNumber: '',
      isDealerSite: false,
      radiusMiles: SEARCH_RADIUS_MILES,
    });
  }
  // A home center's site lists all its homes for sale (issue 11).
  const dealerHomes = dealer
    ? await allDealerHomes(app, dealer.lotNumber, result.homesByLotNumber ?? [])
    : [];
  const featured = result.featuredHomes ?? [];
  const featuredIds = new Set(featured.map((home) => home.inventoryId));
  const extras = dealer
    ? await app.execute(DealerPageExtrasQuery, { lotNumber: dealer.lotNumber })
    : null;
  // SPEC §9's lists of a home center, from all its homes (lib/listing-filters.ts).
  const all = [...featured, ...dealerHomes.filter((home) => !featuredIds.has(home.inventoryId))];
  const sections = dealer
    ? {
        onSale: homesOnSale(all, { websiteTemplate: dealer.websiteTemplate }),
        budget: budgetHomes(all),
        moveInReady: moveInReadyHomes(all),
        // What /mobile-manufactured-homes-on-display lists here (in stock: SPEC §9), for its link's count.
        onDisplayCount: inStockHomes(all).length,
      }
    : null;
  return data({
    dealer,
    sections,
    land: extras?.landByLotNumber ?? [],
    events: extras?.homeCenterEvents ?? [],
    team: extras?.getDealer?.salesAgents ?? [],
    zip: typed ?? '',
    zipError,
    placeNote,
    nearby: result.nearbyHomes ?? null,
    featured,
    // The featured ones are already shown above: each home once.
    dealerHomes: dealerHomes.filter((home) => !featuredIds.has(home.inventoryId)),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const dealer = loaderData?.dealer;
  const brand = dealer ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  const publicUrl = publicUrlFrom(matches);
  return seoMeta({
    matches,
    path: dealer ? `/?lotNumber=${dealer.lotNumber}` : '/',
    title: dealer
      ? `${dealer.name}: Manufactured & Modular Homes in ${dealer.city}, ${dealer.state}`
      : 'Manufactured & Modular Homes for Sale',
    description: dealer
      ? `See the homes for sale at ${dealer.name} in ${dealer.city}, ${dealer.state}: prices, floor plans and move-in ready homes. Call ${dealer.phoneFormatted}.`
      : 'Browse manufactured and modular homes for sale near you: floor plans, prices and home centers close to your land.',
    // A home center's own page describes the business to search engines.
    jsonLd: dealer
      ? {
          '@context': 'https://schema.org',
          '@type': 'HomeAndConstructionBusiness',
          name: dealer.name,
          brand: { '@type': 'Brand', name: brand },
          telephone: dealer.phoneFormatted,
          url: `${publicUrl}/?lotNumber=${dealer.lotNumber}`,
          address: postalAddressLd(dealer),
          openingHours: schemaOpeningHours(dealer.hours),
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: DEFAULT_BRAND_LABEL,
          url: publicUrl,
        },
  });
}

/** How many of a home center's people its home page shows (the About page shows all). */
const TEAM_SHOWN = 4;
/** A strip of one of SPEC §9's lists shows this many, then leads to the rest. */
const STRIP_SHOWN = 3;

/** One of a home center's lists (SPEC §9): a few homes, then where the rest are. Absent when empty. */
function HomeStrip({
  id,
  title,
  homes,
  more,
}: {
  id: string;
  title: string;
  homes: HomeCardData[];
  /** Where the rest are; `count` when that list is not this strip's own (a larger one). */
  more: { to: string; label: string; count?: number } | null;
}) {
  if (homes.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {more && homes.length > STRIP_SHOWN ? (
          <SiteLink to={more.to} className="font-semibold text-brand-700 underline">
            {more.label} ({more.count ?? homes.length})
          </SiteLink>
        ) : null}
      </div>
      <HomeGrid homes={homes.slice(0, STRIP_SHOWN)} label={title} />
    </section>
  );
}

function HomeGrid({
  homes,
  label,
  near = null,
  where = null,
  shownAbove = null,
}: {
  homes: HomeCardData[];
  label: string;
  /** The place the homes are near ("Springfield, IL"), for the words when there are none. */
  near?: string | null;
  /** The place the visitor typed: a floor plan's page opens there. */
  where?: string | null;
  /** The home a wide screen already shows in the banner (its inventory id). */
  shownAbove?: HomeCardData['inventoryId'] | null;
}) {
  const lotNumber = useLotNumberParam();
  if (homes.length === 0) {
    return (
      <p className="mt-6 text-muted">
        {near
          ? `No homes for sale within ${SEARCH_RADIUS_MILES} miles of ${near} right now. `
          : 'No homes are listed here right now. Please check back soon. '}
        {near ? (
          <SiteLink to="/about-us#find" className="font-semibold text-brand-700 underline">
            Find the home centers nearest you
          </SiteLink>
        ) : null}
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {homes.map((home, i) => (
        <li
          key={home.inventoryId}
          className={`flex ${home.inventoryId === shownAbove ? 'lg:hidden' : ''}`}
        >
          <HomeCard
            home={home}
            eager={i === 0}
            href={homeHref(home, { where, lotNumber })}
            distanceFrom={where !== null ? 'you' : null}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    dealer,
    nearby,
    featured,
    dealerHomes,
    zip,
    zipError,
    placeNote,
    sections,
    land,
    team,
    events,
  } = loaderData;
  const found = zip && !zipError ? (nearby?.location ?? null) : null;
  const lotNumber = useLotNumberParam();
  // A ZIP code the visitor gave is remembered across the site (issue 11).
  useEffect(() => {
    if (found) {
      rememberPlace({
        postalCode: found.postalCode,
        latitude: found.latitude,
        longitude: found.longitude,
      });
    }
  }, [found]);
  if (dealer) {
    return (
      <>
        <section className="bg-brand-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
              Welcome to {dealer.name}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-muted">
              Homes on our lot in {dealer.city}, {dealer.state}, ready to tour today, and floor
              plans we can order for your land. Call us at{' '}
              <a href={`tel:+1${dealer.phone}`} className="font-semibold text-brand-700 underline">
                {dealer.phoneFormatted}
              </a>
              .
            </p>
          </div>
        </section>
        {featured.length > 0 ? (
          <section className="mx-auto max-w-6xl px-4 pt-10" aria-labelledby="featured-title">
            <h2 id="featured-title" className="text-2xl font-bold text-brand-900">
              Featured homes
            </h2>
            <HomeGrid homes={featured} label="Featured homes" />
          </section>
        ) : null}
        {sections ? (
          <>
            <HomeStrip
              id="on-sale"
              title="Homes on sale"
              homes={sections.onSale}
              more={{ to: '/sale-homes', label: 'Every home on sale' }}
            />
            <HomeStrip
              id="budget"
              title="Homes under $150,000"
              homes={sections.budget}
              more={{
                to: `/lp/${dealer.lotNumber}/affordable-homes`,
                label: 'Every home under $150,000',
              }}
            />
            <HomeStrip
              id="move-in-ready"
              title="Move-in ready"
              homes={sections.moveInReady}
              more={{
                to: '/mobile-manufactured-homes-on-display',
                label: 'Every home on display',
                count: sections.onDisplayCount,
              }}
            />
          </>
        ) : null}
        <section id="homes" className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="homes-title">
          <h2 id="homes-title" className="text-2xl font-bold text-brand-900">
            {featured.length > 0 ? 'More homes' : 'Homes'} for sale in {dealer.city}, {dealer.state}
          </h2>
          <HomeGrid homes={dealerHomes} label={`Homes for sale at ${dealer.name}`} />
        </section>
        {land.length > 0 ? (
          <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="land-title">
            <h2 id="land-title" className="text-2xl font-bold text-brand-900">
              Land for sale
            </h2>
            <ul
              className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Land for sale"
            >
              {land.map((parcel) => (
                <li key={parcel.landId} className="flex">
                  <LandCard
                    land={parcel}
                    href={withLotNumber(
                      `/land/${encodeURIComponent(parcel.stockNumber)}`,
                      lotNumber,
                    )}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {events.length > 0 ? (
          <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="events-title">
            <h2 id="events-title" className="text-2xl font-bold text-brand-900">
              Coming up at {dealer.name}
            </h2>
            <ul
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Events coming up"
            >
              {events.map((event) => (
                <li key={event.slug} className="flex">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {team.length > 0 ? (
          <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="team-title">
            <h2 id="team-title" className="text-2xl font-bold text-brand-900">
              The people who will help you
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {team.slice(0, TEAM_SHOWN).map((agent) => (
                <li key={agent.salesAgentId}>
                  <TeamMember agent={agent} />
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <SiteLink to="/about-us" className="font-semibold text-brand-700 underline">
                Meet the whole team, and book a visit
              </SiteLink>
            </p>
          </section>
        ) : null}
      </>
    );
  }
  const place = nearby?.location?.cityStateFormatted;
  // The banner's one home "for sale nearby": the nearest built one to be had today (on the
  // lot: not coming soon or being built), else the nearest built one not already under
  // contract, else the nearest plan to order.
  const open = nearby?.homes.filter((home) => isOpenForSale(home.sticker?.key)) ?? [];
  const onTheLot = (key: string | undefined) =>
    key !== 'coming-soon' && key !== 'under-construction';
  const nearest =
    open.find((home) => home.serialNumber && onTheLot(home.sticker?.key)) ??
    open.find((home) => home.serialNumber) ??
    open[0] ??
    null;
  return (
    <>
      <section className="bg-brand-800 text-white">
        {/* A phone sees the first home in its first screen; a wide screen shows one in the banner (issue 11). */}
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_22rem] lg:py-14">
          <div>
            <h1 className="max-w-3xl text-2xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
              A well-built home you can afford, close to where you want to live
            </h1>
            <p className="mt-4 hidden max-w-2xl text-lg text-brand-100 sm:block">
              Manufactured and modular homes from home centers near you. Tell us your ZIP code or
              city to see what is for sale nearby.
            </p>
            <Form
              method="get"
              className="mt-5 flex max-w-md flex-wrap items-end gap-3 sm:mt-8"
              noValidate
            >
              <div className="flex-1">
                <label htmlFor="zip" className="block text-sm font-semibold">
                  ZIP code or city
                </label>
                <input
                  id="zip"
                  name="where"
                  placeholder="37918 or Knoxville, TN"
                  autoComplete="postal-code"
                  maxLength={MAX_WHERE_LENGTH}
                  defaultValue={zip}
                  aria-invalid={zipError ? true : undefined}
                  aria-describedby={zipError ? 'zip-error' : undefined}
                  className="mt-1 w-full rounded-md border border-white/40 bg-white px-3 py-2 text-ink"
                />
              </div>
              <button
                type="submit"
                className="rounded-md bg-accent-600 px-5 py-2 font-semibold text-white hover:bg-accent-700"
              >
                Show homes
              </button>
              {zipError ? (
                <p
                  id="zip-error"
                  role="alert"
                  className="w-full rounded bg-white px-3 py-2 text-sm font-medium text-red-800"
                >
                  {zipError}
                </p>
              ) : null}
              {placeNote && found ? (
                <p className="w-full rounded bg-white px-3 py-2 text-sm font-medium text-amber-900">
                  {placeNote}
                </p>
              ) : null}
            </Form>
          </div>
          {nearest ? (
            <div className="hidden text-ink lg:flex lg:flex-col">
              <h2 className="mb-2 text-sm font-semibold text-brand-100">A home for sale nearby</h2>
              <HomeCard
                home={nearest}
                eager
                href={homeHref(nearest, { where: found ? zip : null, lotNumber })}
                distanceFrom={found ? 'you' : null}
              />
            </div>
          ) : null}
        </div>
      </section>
      <section id="homes" className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="homes-title">
        <h2 id="homes-title" className="text-2xl font-bold text-brand-900">
          {place ? `Homes for sale near ${place}` : 'Homes for sale'}
        </h2>
        <HomeGrid
          homes={nearby?.homes ?? []}
          label={place ? `Homes near ${place}` : 'Homes'}
          near={place ?? null}
          where={found ? zip : null}
          shownAbove={nearest?.inventoryId ?? null}
        />
      </section>
    </>
  );
}
