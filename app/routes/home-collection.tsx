// The curated collection pages of SPEC §2 (issue 12): homes on sale, built
// homes on display, homes with land. On the main site they list those nearest
// the visitor's place (?where=, remembered like /homes); on a home center's
// site, that home center's own.
import { useEffect } from 'react';
import { data } from 'react-router';
import { HOME_COLLECTION_PAGES, type HomeCollection } from '../../lib/home-collections.ts';
import { BUILDER_MODEL_TEMPLATE } from '../../lib/listing-filters.ts';
import { typedZipCode } from '../../lib/place-search.ts';
import { MAX_WHERE_LENGTH } from '../../lib/home-search.ts';
import { POSTAL_CODE_LENGTH } from '../../lib/location-source.ts';
import { HomeCard, homeHref } from '../components/home-card.tsx';
import { PlaceForm } from '../components/place-form.tsx';
import { SiteLink, useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { homeCenterName } from '../../lib/home-center-name.ts';
import { appContext, siteContext } from '../context.ts';
import { HomeCollectionAtQuery, HomeCollectionNearQuery } from '../graphql/documents/homes.ts';
import { seoMeta } from '../seo.ts';
import { rememberPlace } from '../visitor-place.ts';
import type { Route } from './+types/home-collection';

const ENUM = { sale: 'SALE', 'on-display': 'ON_DISPLAY', 'with-land': 'WITH_LAND' } as const;

function collectionOf(pathname: string): HomeCollection | null {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(HOME_COLLECTION_PAGES).find(([, page]) => page.path === path);
  return (found?.[0] as HomeCollection | undefined) ?? null;
}

/** How many of each home center's homes the main site's list shows. */
const PER_HOME_CENTER = 3;

export async function loader({ context, url }: Route.LoaderArgs) {
  const collection = collectionOf(url.pathname);
  if (!collection) throw data(null, { status: 404 });
  const app = context.get(appContext);
  const { dealer } = context.get(siteContext);
  const typed = url.searchParams.get('where')?.trim() ?? '';
  const zip = typedZipCode(typed);
  const placed = zip !== null;
  const near = dealer
    ? null
    : (
        await app.execute(HomeCollectionNearQuery, {
          collection: ENUM[collection],
          postalCode: zip ?? app.defaultPostalCode,
          perHomeCenter: PER_HOME_CENTER,
        })
      ).nearbyHomes;
  const homes = dealer
    ? (
        await app.execute(HomeCollectionAtQuery, {
          collection: ENUM[collection],
          lotNumber: dealer.lotNumber,
        })
      ).homesByLotNumber
    : (near?.homes ?? []);
  return {
    collection,
    dealer,
    homes,
    place: near?.location ?? null,
    where: zip,
    // What was typed stays in the box, right or not.
    typed: typed.slice(0, MAX_WHERE_LENGTH),
    zipProblem:
      typed && !placed ? `Enter a ZIP code of ${POSTAL_CODE_LENGTH} digits, like 37918.` : null,
    // SPEC §9: the builder-model template has no homes on sale.
    noSales: collection === 'sale' && dealer?.websiteTemplate === BUILDER_MODEL_TEMPLATE,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = HOME_COLLECTION_PAGES[loaderData.collection];
  const where = loaderData.dealer
    ? ` at ${loaderData.dealer.name}`
    : loaderData.place
      ? ` near ${loaderData.place.cityStateFormatted}`
      : '';
  return seoMeta({
    matches,
    path: page.path,
    title: `${page.title}${where}`,
    description: page.description,
  });
}

export default function HomeCollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, dealer, homes, place, where, typed, zipProblem, noSales } = loaderData;
  const page = HOME_COLLECTION_PAGES[collection];
  // The home centers the main site's list draws on, nearest first.
  const centers = dealer
    ? []
    : [
        ...new Map(
          homes.flatMap((home) =>
            home.dealer ? [[home.dealer.lotNumber, home.dealer] as const] : [],
          ),
        ).values(),
      ];
  const lotNumber = useLotNumberParam();
  useEffect(() => {
    if (where && place) {
      rememberPlace({
        postalCode: place.postalCode,
        latitude: place.latitude,
        longitude: place.longitude,
      });
    }
  }, [where, place]);
  const near = dealer ? `at ${dealer.name}` : place ? `near ${place.cityStateFormatted}` : '';
  // The order the list is in, in words true of it: a home center's own homes
  // come newest first; elsewhere nearest the place, which is the visitor's only
  // when they typed it.
  const order = dealer
    ? 'Newest first.'
    : where
      ? 'Nearest you first.'
      : place
        ? `Nearest to ${place.cityStateFormatted} first: enter your ZIP code to see those nearest you.`
        : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {page.heading} {near}
        </h1>
        <p className="mt-3 text-lg text-muted">
          {page.description}
          {order && homes.length > 1 ? ` ${order}` : ''}
        </p>
      </header>
      {dealer ? null : (
        <PlaceForm
          label="Your ZIP code"
          button="Show homes"
          defaultValue={typed}
          problem={zipProblem}
          maxLength={POSTAL_CODE_LENGTH}
          numeric
        />
      )}
      <section aria-labelledby="collection-results" className="mt-8">
        <h2 id="collection-results" className="sr-only">
          {homes.length} {homes.length === 1 ? 'home' : 'homes'}
          {centers.length > 0 ? `, up to ${PER_HOME_CENTER} from each home center` : ''}
        </h2>
        {homes.length > 0 ? (
          <ul
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={`${page.heading} ${near}`}
          >
            {homes.map((home, i) => (
              <li key={home.inventoryId} className="flex">
                <HomeCard
                  home={home}
                  eager={i === 0}
                  href={homeHref(home, { where, lotNumber })}
                  distanceFrom={where !== null ? 'you' : null}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {centers.length > 0 ? (
          // The main site shows a few of each home center's; every one is on its own site.
          <p className="mt-6 text-sm">
            Up to {PER_HOME_CENTER} from each home center here. All of a home center’s:{' '}
            {centers.map((center, i) => (
              <span key={center.lotNumber}>
                {i > 0 ? ', ' : ''}
                <SiteLink
                  to={withLotNumber(page.path, center.lotNumber)}
                  className="font-semibold text-brand-700 underline"
                >
                  {homeCenterName(center)}
                </SiteLink>
              </span>
            ))}
            .
          </p>
        ) : null}
        {homes.length > 0 ? null : (
          <p className="text-muted">
            {noSales ? `${dealer?.name} does not run sales on its homes.` : page.empty}{' '}
            <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
              See every home for sale
            </SiteLink>
            .
          </p>
        )}
      </section>
    </div>
  );
}
