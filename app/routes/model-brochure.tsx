import { estimatedPlanPrice, planStartsAcross, TO_ORDER_HERE } from '../../lib/floor-plan-price.ts';
import { useSearchParams } from 'react-router';
import { Brochure } from '../components/brochure.tsx';
import { modelPageHref, useLotNumberParam } from '../components/site-link.tsx';
import { appContext, siteContext } from '../context.ts';
import { loadModel } from '../details.server.ts';
import { loadModelEstimate } from '../estimate.server.ts';
import { qrCode } from '../qr-code.server.ts';
import { seoMeta } from '../seo.ts';
import { IN_STOCK_NEARBY } from '../../lib/stickers.ts';
import type { Route } from './+types/model-brochure';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const model = await loadModel(context, params.modelNumber, url, true);
  const { publicUrl } = context.get(appContext).publicConfig;
  return {
    model,
    estimate: await loadModelEstimate(context, url, model, model.chosenPlace),
    // On a home center's site, its page of the plan (its price), as the brochure is branded.
    online: qrCode(
      `${publicUrl}${modelPageHref(model.modelNumber, { lotNumber: context.get(siteContext).dealer?.lotNumber ?? null })}`,
    ),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { model } = loaderData;
  return seoMeta({
    matches,
    title: `Brochure: ${model.name} (${model.modelNumber})`,
    description: `Printable brochure of ${model.name}: floorplan, key facts and features.`,
    path: `/homes/model/${encodeURIComponent(model.modelNumber)}/brochure`,
    noindex: true,
  });
}

export default function ModelBrochure({ loaderData }: Route.ComponentProps) {
  const { model, online, estimate } = loaderData;
  const where = useSearchParams()[0].get('where');
  const lotNumber = useLotNumberParam();
  // The model page's price and estimate (model-details.tsx): on a home center's
  // site the price it asks for the plan to order; else the plan's "Starting at",
  // with the named home center's own price where it differs.
  const atCenter = model.atHomeCenter;
  const atNearest = model.nearestPriceBeside;
  const { price: homePrice } = estimatedPlanPrice(model);
  // As the page: the center's own price (or its "Contact Us") with the plan's
  // lowest across the home centers under it where that differs; on the main
  // site "Starting at", with the named home center's price under it.
  const price = atCenter
    ? atCenter.label
    : model.price.low !== null
      ? `Starting at ${model.price.label}`
      : model.price.label;
  const besidePrice = atCenter
    ? model.price.low !== null && model.price.low !== atCenter.price
      ? planStartsAcross(model.price.label)
      : null
    : atNearest && model.price.low !== null
      ? `${atNearest.label} to order at ${atNearest.homeCenter}`
      : null;
  return (
    <Brochure
      online={online}
      model={model}
      price={price}
      priceNote={atCenter ? TO_ORDER_HERE : null}
      priceDetail={besidePrice ? <p className="text-sm text-muted">{besidePrice}</p> : null}
      subtitle={`${model.brand.name} · Model ${model.modelNumber}`}
      dealer={model.nearestDealer ?? null}
      backHref={modelPageHref(model.modelNumber, { where, lotNumber })}
      badges={[
        ...(model.offerSticker ? [model.offerSticker] : []),
        ...(model.isInStockInArea ? [IN_STOCK_NEARBY] : []),
      ]}
      costs={
        homePrice !== null
          ? {
              home: {
                price: homePrice,
                priced: 'plan',
                sections: model.sections,
                isModular: model.isModular,
              },
              estimate,
            }
          : null
      }
    />
  );
}
