import { askAboutHomeAction } from '../ask-about-home.server.ts';
import { FaqLink, PRICE_QUESTION } from '../components/content/faq-link.tsx';
import { AskAboutHome, PriceOrAsk } from '../components/ask-about-home.tsx';
import { HeartButton } from '../favorites/heart-button.tsx';
import { DealerCard, ModelDetailsBody } from '../components/model-facts.tsx';
import { Breadcrumb, TitleBadge } from '../components/breadcrumb.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { OnSaleMark, WasPrice, WithLand } from '../components/price-marks.tsx';
import { ModelPictures } from '../components/model-pictures.tsx';
import { acresText } from '../components/land-plot.tsx';
import { loadHome, milesFrom, pagePlace } from '../details.server.ts';
import { postalAddressLd, publicUrlFrom, seoMeta } from '../seo.ts';
import type { Route } from './+types/home-details';
import {
  availabilityAt,
  STICKER_COMING_SOON,
  STICKER_SOLD,
  STICKER_UNDER_CONSTRUCTION,
} from '../../lib/stickers.ts';
import { CostEstimate, onItsLandOf } from '../components/cost-estimate.tsx';
import { loadEstimate } from '../estimate.server.ts';
import { keepFormWhenSendFails } from '../components/form/send-failure.ts';
import { sentHomeCenter } from '../public-form.server.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const [home, place, askedAt] = await Promise.all([
    loadHome(context, params.serialNumber, url),
    pagePlace(context, url),
    sentHomeCenter(context, url),
  ]);
  return {
    home,
    estimate: await loadEstimate(context, url, home.dealer, milesFrom(place, home), place.chosen),
    askedAt,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  // A post to a home there is none of is no such page (404), as its address is.
  await loadHome(context, params.serialNumber, null);
  return askAboutHomeAction(context, request, { subject: 'home', key: params.serialNumber });
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { home } = loaderData;
  const { model, dealer } = home;
  const publicUrl = publicUrlFrom(matches);
  return seoMeta({
    matches,
    title: `${model.name} at ${dealer.name} — ${home.priceLabel}`,
    description: `${model.dimensions.beds} bed, ${model.dimensions.baths} bath, ${model.dimensions.squareFeet.toLocaleString('en-US')} sq ft ${model.isModular ? 'modular' : 'manufactured'} home for sale in ${dealer.city}, ${dealer.state}. Serial ${home.serialNumber}.`,
    path: `/homes/${encodeURIComponent(home.serialNumber ?? '')}`,
    image: model.exterior,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: model.name,
      sku: home.serialNumber,
      mpn: model.modelNumber,
      image: `${publicUrl}${model.exterior.src}`,
      description: model.description,
      brand: { '@type': 'Brand', name: model.brand.name },
      ...(home.priceSort !== null
        ? {
            offers: {
              '@type': 'Offer',
              price: home.priceSort,
              priceCurrency: 'USD',
              availability:
                home.stickerTypeId === STICKER_SOLD
                  ? 'https://schema.org/SoldOut'
                  : home.stickerTypeId === STICKER_COMING_SOON ||
                      home.stickerTypeId === STICKER_UNDER_CONSTRUCTION
                    ? 'https://schema.org/PreOrder'
                    : 'https://schema.org/InStock',
              seller: {
                '@type': 'HomeAndConstructionBusiness',
                name: dealer.name,
                telephone: dealer.phoneFormatted,
                address: postalAddressLd(dealer),
              },
            },
          }
        : {}),
    },
  });
}

export default function HomeDetails({ loaderData }: Route.ComponentProps) {
  const { home, estimate } = loaderData;
  const { model, dealer } = home;
  const sold = home.stickerTypeId === -1;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ to: '/homes', label: 'Homes' }} current={model.name} />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4 sm:flex-nowrap">
        <div className="min-w-0">
          {home.sticker ? <TitleBadge label={home.sticker.label} /> : null}
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{model.name}</h1>
          <p className="mt-1 text-muted">
            {home.isNew ? 'New' : 'Pre-owned'} home ·{' '}
            {availabilityAt(home.sticker?.key, Boolean(home.serialNumber), home.isOnLand)}{' '}
            {dealer.name} · <span className="whitespace-nowrap">Serial {home.serialNumber}</span> ·{' '}
            <span className="whitespace-nowrap">Stock {home.stockNumber}</span>
          </p>
        </div>
        <div className="w-full sm:w-auto sm:shrink-0 sm:text-right">
          <p className="text-3xl font-bold text-ink">
            {sold ? home.priceLabel : <PriceOrAsk label={home.priceLabel} />}
            <WithLand home={home} />
            <OnSaleMark home={home} />
          </p>
          {sold ? null : <WasPrice home={home} />}
          <p className="text-sm">
            <FaqLink question={PRICE_QUESTION} className="text-brand-700 underline">
              What the price includes
            </FaqLink>
          </p>
          <SiteLink
            to={`/homes/${encodeURIComponent(home.serialNumber ?? '')}/brochure`}
            className="mt-2 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Brochure (print or save as PDF)
          </SiteLink>
          <div className="mt-2 flex sm:justify-end">
            <HeartButton
              variant="page"
              home={{
                modelNumber: model.modelNumber,
                serialNumber: home.serialNumber,
                lotNumber: dealer.lotNumber,
                name: model.name,
              }}
            />
          </div>
        </div>
      </header>
      {sold ? (
        <p role="note" className="mt-4 rounded-md bg-amber-50 p-4 text-amber-900">
          This home has been sold. The same model may still be available:{' '}
          <SiteLink
            to={`/homes/model/${encodeURIComponent(model.modelNumber)}`}
            className="underline"
          >
            see {model.name}
          </SiteLink>
          .
        </p>
      ) : null}
      {/* Right after the pictures on every screen (within two screens of a phone's top):
          the page reads, and tabs, in the order it shows. */}
      <ModelPictures model={model} />
      {sold ? null : (
        <div className="mt-6 lg:mt-8">
          <AskAboutHome
            what={home.isOnLand ? 'this home and its land' : 'this home'}
            dealerName={dealer.name}
            askedAt={loaderData.askedAt}
          />
        </div>
      )}
      <ModelDetailsBody
        model={model}
        extraFacts={
          home.land
            ? [
                [
                  'Land',
                  <SiteLink
                    key="land"
                    to={`/land/${encodeURIComponent(home.land.stockNumber)}`}
                    className="text-brand-700 underline"
                  >
                    {acresText(home.land.acres)} in {home.land.city}, {home.land.state}
                  </SiteLink>,
                ],
              ]
            : []
        }
        aside={
          <>
            <DealerCard dealer={dealer} lotNumberLink />
          </>
        }
      />
      {!sold && home.priceSort !== null ? (
        <CostEstimate
          home={{
            price: home.priceSort,
            priced: home.isNew ? 'built' : 'pre-owned',
            sections: model.sections,
            isModular: model.isModular,
            onItsLand: onItsLandOf(home),
          }}
          estimate={estimate}
        />
      ) : null}
    </article>
  );
}
