import { DealerCard, ModelDetailsBody } from '../components/model-facts.tsx';
import { Breadcrumb, TitleBadge } from '../components/breadcrumb.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { ModelPictures } from '../components/model-pictures.tsx';
import { loadModel } from '../details.server.ts';
import { publicUrlFrom, seoMeta } from '../seo.ts';
import type { Route } from './+types/model-details';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { model: await loadModel(context, params.modelNumber) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { model } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const d = model.dimensions;
  return seoMeta({
    publicUrl,
    title: `${model.name} (${model.modelNumber}) — ${d.beds} bed, ${d.baths} bath, ${d.squareFeet.toLocaleString('en-US')} sq ft`,
    description: `${model.description} ${model.price.label === 'Contact Us For Pricing' ? 'Contact us for pricing.' : `Starting at ${model.price.label}.`}`,
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

export default function ModelDetails({ loaderData }: Route.ComponentProps) {
  const { model } = loaderData;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ to: '/homes', label: 'Homes' }} current={model.name} />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div>
          {model.isInStockInArea ? <TitleBadge label={'In stock nearby'} /> : null}
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{model.name}</h1>
          <p className="mt-1 text-muted">
            {model.brand.name} · Model {model.modelNumber}
          </p>
        </div>
        <div className="text-right">
          <p className="text-3xl font-bold text-ink">
            {model.price.low !== null ? (
              <>
                <span className="text-base font-normal text-muted">Starting at </span>
                {model.price.label}
              </>
            ) : (
              model.price.label
            )}
          </p>
          <SiteLink
            to={`/homes/model/${encodeURIComponent(model.modelNumber)}/brochure`}
            className="mt-2 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Brochure (print or save as PDF)
          </SiteLink>
        </div>
      </header>
      <ModelPictures model={model} />
      <ModelDetailsBody
        model={model}
        aside={
          <>
            {model.nearestDealer ? (
              <DealerCard dealer={model.nearestDealer} lotNumberLink />
            ) : (
              <section className="rounded-lg border border-brand-100 p-5">
                <h2 className="text-lg font-semibold text-brand-900">Order it for your land</h2>
                <p className="mt-2 text-sm text-muted">
                  No home center near you has this model on its lot right now, but any home center
                  can order it.{' '}
                  <SiteLink to="/homes" className="text-brand-700 underline">
                    Find homes near you
                  </SiteLink>
                  .
                </p>
              </section>
            )}
          </>
        }
      />
    </article>
  );
}
