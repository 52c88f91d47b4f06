import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { plainDataText } from '../../lib/html-text.ts';
import { DataText } from '../components/data-text.tsx';
import { askAboutHomeAction } from '../ask-about-home.server.ts';
import { AskAboutHome, PriceOrAsk } from '../components/ask-about-home.tsx';
import { acresText, LandPlot } from '../components/land-plot.tsx';
import { landPrice, landSticker, LandWasPrice, underContract } from '../components/land-card.tsx';
import { Breadcrumb, TitleBadge } from '../components/breadcrumb.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { homeHref } from '../components/home-card.tsx';
import { bathsLabel, bedsLabel } from '../../lib/rooms.ts';
import { DealerCard } from '../components/model-facts.tsx';
import { appContext } from '../context.ts';
import { byCatalogueKey } from '../details.server.ts';
import { MAX_MODEL_KEY_LENGTH } from '../../lib/catalogue-keys.ts';
import { LandDetailsQuery } from '../graphql/documents/details.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/land-details';
import { keepFormWhenSendFails } from '../components/form/send-failure.ts';
import { sentHomeCenter } from '../public-form.server.ts';

/** The parcel the address names; no such page (404) when there is none, for a post too. */
/** `url`: a page's (its key's spelling is checked); null for a form posted to it. */
async function loadLand(context: Route.LoaderArgs['context'], segment: string, url: URL | null) {
  const { execute } = context.get(appContext);
  return byCatalogueKey(
    segment,
    MAX_MODEL_KEY_LENGTH,
    url,
    async (stockNumber) => (await execute(LandDetailsQuery, { stockNumber })).getLand,
    (land) => land.stockNumber,
  );
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const [land, askedAt] = await Promise.all([
    loadLand(context, params.stockNumber, url),
    sentHomeCenter(context, url),
  ]);
  return { land, askedAt };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await loadLand(context, params.stockNumber, null);
  return askAboutHomeAction(context, request, { subject: 'land', key: params.stockNumber });
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { land } = loaderData;
  // The price the page leads with: with a home for sale on it, the two together.
  // Under contract with its home, it is offered to nobody.
  const shown = landPrice(land);
  const offered = underContract(land)
    ? null
    : shown.withHome
      ? land.homeOnIt!.priceSort
      : land.price;
  return seoMeta({
    matches,
    title: `${acresText(land.acres)} for sale in ${land.city}, ${land.state} — ${shown.label}`,
    description: `${plainDataText(land.description)} Offered by ${land.dealer.name}. Stock ${land.stockNumber}.`,
    path: `/land/${encodeURIComponent(land.stockNumber)}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${acresText(land.acres)} in ${land.city}, ${land.state}${shown.withHome ? ', with the home on it' : ''}`,
      sku: land.stockNumber,
      description: land.description,
      ...(offered !== null
        ? { offers: { '@type': 'Offer', price: offered, priceCurrency: 'USD' } }
        : {}),
    },
  });
}

export default function LandDetails({ loaderData }: Route.ComponentProps) {
  const { land } = loaderData;
  const sticker = landSticker(land);
  const price = landPrice(land);
  const facts: [string, string][] = [
    ['Size', acresText(land.acres)],
    ...(price.withHome
      ? ([
          ['Price with the home', price.label],
          ['The land alone', price.landAlone ?? land.priceLabel],
        ] as [string, string][])
      : ([['Price', price.label]] as [string, string][])),
    ['Utilities', land.hasUtilities ? 'At the lot' : 'Not yet connected'],
    ['Address', `${land.address1}, ${land.city}, ${land.state} ${land.postalCode}`],
    ['Stock number', land.stockNumber],
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ to: '/land', label: 'Land' }} current={land.stockNumber} />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div>
          {sticker ? <TitleBadge label={sticker.label} /> : null}
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">
            {acresText(land.acres)} in {land.city}, {land.state}
          </h1>
        </div>
        <div>
          <p className="text-3xl font-bold text-ink">
            <PriceOrAsk label={price.label} />
            {price.note ? (
              <span className="block text-base font-normal text-muted">{price.note}</span>
            ) : null}
          </p>
          <LandWasPrice land={land} />
        </div>
      </header>
      {land.homeOnIt ? <HomeOnLand home={land.homeOnIt} dealerName={land.dealer.name} /> : null}
      <div className="mt-4">
        <AskAboutHome what="this land" dealerName={land.dealer.name} askedAt={loaderData.askedAt} />
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <figure className="overflow-hidden rounded-lg border border-brand-100">
            <LandPlot
              stockNumber={land.stockNumber}
              acres={land.acres}
              hasUtilities={land.hasUtilities}
              withHome={Boolean(land.homeOnIt)}
              label={`Map sketch of the ${acresText(land.acres)} parcel${land.homeOnIt ? ', with the home on it' : ''}`}
              className="aspect-[16/10] w-full"
            />
            <figcaption className="px-4 py-2 text-sm text-muted">
              Sketch, not a survey: ask the home center for the plat.
            </figcaption>
          </figure>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-muted">{term}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="max-w-prose">
            <DataText text={land.description} />
          </p>
          {/* A parcel with a home on it is sold with that home: no other home to look for. */}
          {land.homeOnIt ? null : (
            <p>
              <SiteLink
                to={`/homes?where=${encodeURIComponent(land.postalCode)}`}
                className="inline-block rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700"
              >
                See homes for this land
              </SiteLink>
            </p>
          )}
        </div>
        <aside>
          <DealerCard dealer={land.dealer} lotNumberLink />
        </aside>
      </div>
    </article>
  );
}

type HomeOnIt = NonNullable<Route.ComponentProps['loaderData']['land']['homeOnIt']>;

/** A home of ours stands on the parcel: the two are sold together, and the price above is the land's alone. */
function HomeOnLand({ home, dealerName }: { home: HomeOnIt; dealerName: string }) {
  return (
    <section
      aria-labelledby="home-on-land"
      className="mt-4 max-w-3xl rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="home-on-land" className="text-lg font-bold text-brand-900">
        A home stands on this land
      </h2>
      <p className="mt-1">
        <SiteLink to={homeHref(home)} className="font-semibold text-brand-700 underline">
          {home.model.name}
        </SiteLink>{' '}
        ({bedsLabel(home.beds)}, {bathsLabel(home.baths)}, {home.squareFeet.toLocaleString('en-US')}{' '}
        sq ft){' '}
        {underContract({ homeOnIt: home }) ? (
          <>
            is under contract with this land, so neither is for sale now. Ask {dealerName} about
            other land nearby, or to hear if the sale falls through.
          </>
        ) : (
          <>
            is for sale with this land:{' '}
            {home.priceLabel === CONTACT_FOR_PRICING ? (
              <>
                ask {dealerName} the price of the two together; the price above is the land alone.
              </>
            ) : (
              <>
                <strong>{home.priceLabel}</strong> for the two together, the price above. The land
                alone is priced among the facts below; ask {dealerName} whether they sell it without
                the home.
              </>
            )}
          </>
        )}
      </p>
    </section>
  );
}
