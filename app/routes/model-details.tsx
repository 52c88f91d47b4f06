import { estimatedPlanPrice, planStartsAcross, TO_ORDER_HERE } from '../../lib/floor-plan-price.ts';
import { plainDataText } from '../../lib/html-text.ts';
import { FaqLink, PRICE_QUESTION } from '../components/content/faq-link.tsx';
import { useSearchParams } from 'react-router';
import { askAboutHomeAction } from '../ask-about-home.server.ts';
import { AskAboutHome, PriceOrAsk } from '../components/ask-about-home.tsx';
import { HeartButton } from '../favorites/heart-button.tsx';
import { DealerCard, ModelDetailsBody } from '../components/model-facts.tsx';
import { Breadcrumb, TitleBadge } from '../components/breadcrumb.tsx';
import { ModelCard } from '../components/model-card.tsx';
import { modelPageHref, SiteLink, useLotNumberParam } from '../components/site-link.tsx';
import { ModelPictures } from '../components/model-pictures.tsx';
import { loadBuiltHomesOfModel, loadModel, loadSimilarModels } from '../details.server.ts';
import { HomeCard, homeHref } from '../components/home-card.tsx';
import { CostEstimate } from '../components/cost-estimate.tsx';
import { loadModelEstimate } from '../estimate.server.ts';
import { publicUrlFrom, seoMeta } from '../seo.ts';
import { IN_STOCK_NEARBY } from '../../lib/stickers.ts';
import type { Route } from './+types/model-details';
import { keepFormWhenSendFails } from '../components/form/send-failure.ts';
import { sentHomeCenter } from '../public-form.server.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const model = await loadModel(context, params.modelNumber, url, true);
  const [similar, estimate, builtHomes, askedAt] = await Promise.all([
    loadSimilarModels(context, model),
    loadModelEstimate(context, url, model, model.chosenPlace),
    loadBuiltHomesOfModel(context, model),
    sentHomeCenter(context, url),
  ]);
  return { model, similar, estimate, builtHomes, askedAt };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const model = await loadModel(context, params.modelNumber, url, false);
  return askAboutHomeAction(context, request, {
    subject: 'model',
    key: model.modelNumber,
    lotNumber: model.nearestDealer?.lotNumber ?? null,
  });
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { model } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const d = model.dimensions;
  return seoMeta({
    matches,
    title: `${model.name} (${model.modelNumber}) — ${d.beds} bed, ${d.baths} bath, ${d.squareFeet.toLocaleString('en-US')} sq ft`,
    description: `${plainDataText(model.description)} ${model.price.label === 'Contact Us For Pricing' ? 'Contact us for pricing.' : `Starting at ${model.price.label}.`}`,
    path: `/homes/model/${encodeURIComponent(model.modelNumber)}`,
    image: model.exterior,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: model.name,
      mpn: model.modelNumber,
      sku: model.salesModelId,
      image: `${publicUrl}${model.exterior.src}`,
      description: model.description,
      brand: { '@type': 'Brand', name: model.brand.name },
      ...(model.price.low !== null
        ? {
            offers: {
              '@type': 'AggregateOffer',
              lowPrice: model.price.low,
              priceCurrency: 'USD',
            },
          }
        : {}),
    },
  });
}

/** The section the "In stock nearby" badge leads to. */
const BUILT_HOMES_ID = 'built-nearby';

export default function ModelDetails({ loaderData }: Route.ComponentProps) {
  const { model, similar, estimate, builtHomes } = loaderData;
  // The price its estimate is at: the home center's it names, where that is another.
  const { price: homePrice, at: priceAt } = estimatedPlanPrice(model);
  const lotNumber = useLotNumberParam();
  // The place the visitor chose goes on to the floor plans this page suggests.
  const where = useSearchParams()[0].get('where');
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ to: '/homes', label: 'Homes' }} current={model.name} />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4 sm:flex-nowrap">
        <div className="min-w-0">
          {model.offerSticker ? <TitleBadge label={model.offerSticker} /> : null}
          {model.isInStockInArea ? (
            <TitleBadge
              label={IN_STOCK_NEARBY}
              href={builtHomes.length > 0 ? `#${BUILT_HOMES_ID}` : undefined}
            />
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{model.name}</h1>
          <p className="mt-1 text-muted">
            {model.brand.name} · Model {model.modelNumber}
          </p>
        </div>
        <div className="w-full sm:w-auto sm:shrink-0 sm:text-right">
          <p className="text-3xl font-bold text-ink">
            {model.atHomeCenter ? (
              <>
                <PriceOrAsk label={model.atHomeCenter.label} />
                <span className="block text-base font-normal text-muted">{TO_ORDER_HERE}</span>
                {/* The main site's cards give the plan's "Starting at": say what that figure is
                    (beside "Contact Us For Pricing" too: what the plan costs elsewhere). */}
                {model.price.low !== null && model.price.low !== model.atHomeCenter.price ? (
                  <span className="block text-sm font-normal text-muted">
                    {planStartsAcross(model.price.label)}
                  </span>
                ) : null}
              </>
            ) : model.price.low !== null ? (
              <>
                <span className="text-base font-normal text-muted">Starting at </span>
                {model.price.label}
                {/* The home center named below asks another price, or on request: say so. */}
                {model.nearestPriceBeside ? (
                  <span className="block text-sm font-normal text-muted">
                    {model.nearestPriceBeside.label} to order at{' '}
                    {model.nearestPriceBeside.homeCenter}
                  </span>
                ) : null}
              </>
            ) : model.nearestDealer ? (
              <PriceOrAsk label={model.price.label} />
            ) : (
              model.price.label
            )}
          </p>
          <p className="text-sm">
            <FaqLink question={PRICE_QUESTION} className="text-brand-700 underline">
              What the price includes
            </FaqLink>
          </p>
          <SiteLink
            // The brochure names the same home center as this page: the same place goes along.
            to={`/homes/model/${encodeURIComponent(model.modelNumber)}/brochure${where ? `?where=${encodeURIComponent(where)}` : ''}`}
            className="mt-2 mr-2 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Brochure (print or save as PDF)
          </SiteLink>
          <SiteLink
            // The designer estimates with the same home center as this page: the place goes along.
            to={`/homes/model/${encodeURIComponent(model.modelNumber)}/design${where ? `?where=${encodeURIComponent(where)}` : ''}`}
            className="mt-2 inline-block rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          >
            Design this home
          </SiteLink>
          <div className="mt-2 flex sm:justify-end">
            <HeartButton
              variant="page"
              home={{ modelNumber: model.modelNumber, name: model.name }}
            />
          </div>
        </div>
      </header>
      {/* Right after the pictures on every screen (within two screens of a phone's top):
          the page reads, and tabs, in the order it shows. */}
      <ModelPictures model={model} />
      {model.nearestDealer ? (
        <div className="mt-6 lg:mt-8">
          <AskAboutHome
            what="this floor plan"
            dealerName={model.nearestDealer.name}
            askedAt={loaderData.askedAt}
          />
        </div>
      ) : null}
      <ModelDetailsBody
        model={model}
        aside={
          <>
            {model.nearestDealer ? (
              <DealerCard
                dealer={model.nearestDealer}
                lotNumberLink
                nearest={
                  model.chosenPlace ? { miles: model.distance, from: model.chosenPlace } : null
                }
              />
            ) : (
              <section className="rounded-lg border border-brand-100 p-5">
                <h2 className="text-lg font-semibold text-brand-900">Order it for your land</h2>
                <p className="mt-2 text-sm text-muted">
                  No home center near you has this model on its lot right now, but home centers
                  order homes for their buyers&apos; land.{' '}
                  <SiteLink to="/about-us#find" className="text-brand-700 underline">
                    Find your nearest home center
                  </SiteLink>
                  , or{' '}
                  <SiteLink to="/contact-us" className="text-brand-700 underline">
                    ask us about it
                  </SiteLink>{' '}
                  and the home center nearest your ZIP code answers.
                </p>
              </section>
            )}
          </>
        }
      />
      {builtHomes.length > 0 ? (
        <section
          id={BUILT_HOMES_ID}
          aria-labelledby={`${BUILT_HOMES_ID}-title`}
          className="mt-12 scroll-mt-24"
        >
          <h2 id={`${BUILT_HOMES_ID}-title`} className="text-2xl font-bold text-brand-900">
            Built and for sale nearby
          </h2>
          <p className="mt-1 text-muted">
            {model.name} homes already built, at home centers within 100 miles
            {model.chosenPlace ? ` of ${model.chosenPlace}` : ''}, nearest first: each at its own
            price.
          </p>
          <ul
            className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={`Built ${model.name} homes nearby`}
          >
            {builtHomes.map((home) => (
              <li key={home.inventoryId} className="flex">
                <HomeCard
                  home={home}
                  href={homeHref(home, { lotNumber })}
                  distanceFrom={model.chosenPlace ? 'you' : null}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {homePrice !== null ? (
        <CostEstimate
          home={{
            price: homePrice,
            priced: 'plan',
            sections: model.sections,
            isModular: model.isModular,
          }}
          estimate={estimate}
          title={
            model.atHomeCenter
              ? 'What this home really costs, at this home center’s price'
              : priceAt
                ? `What this home really costs, at ${priceAt}’s price`
                : 'What this home really costs, from its starting price'
          }
        />
      ) : null}
      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-2xl font-bold text-brand-900">
            Similar floor plans
          </h2>
          <p className="mt-1 text-muted">
            {model.dimensions.beds}+ bedrooms,{' '}
            {model.sections > 1 ? 'multi-section' : 'single-section'}, about the same size.
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((other) => (
              <li key={other.modelNumber} className="flex">
                <ModelCard
                  model={other}
                  distanceFrom={model.chosenPlace ? 'you' : null}
                  href={modelPageHref(other.modelNumber, { where, lotNumber })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
