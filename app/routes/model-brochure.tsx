import { Brochure } from '../components/brochure.tsx';
import { loadModel } from '../details.server.ts';
import { publicUrlFrom, seoMeta } from '../seo.ts';
import type { Route } from './+types/model-brochure';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { model: await loadModel(context, params.modelNumber, url) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { model } = loaderData;
  return seoMeta({
    publicUrl: publicUrlFrom(matches),
    title: `Brochure: ${model.name} (${model.modelNumber})`,
    description: `Printable brochure of the ${model.name}: floorplan, key facts and features.`,
    path: `/homes/model/${encodeURIComponent(model.modelNumber)}/brochure`,
    noindex: true,
  });
}

export default function ModelBrochure({ loaderData }: Route.ComponentProps) {
  const { model } = loaderData;
  return (
    <Brochure
      model={model}
      price={model.price.low !== null ? `From ${model.price.label}` : model.price.label}
      subtitle={`${model.brand.name} · Model ${model.modelNumber}`}
      dealer={model.nearestDealer ?? null}
      backHref={`/homes/model/${encodeURIComponent(model.modelNumber)}`}
    />
  );
}
