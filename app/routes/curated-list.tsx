// SPEC §2 /{hash} (issue 12): a curated list of floor plans under a short
// code the company prints on a mailer or a sign (docs/rules.md). Any other
// one-segment path is the not-found screen, as before.
import { data } from 'react-router';
import { ModelCard, type ModelCardData } from '../components/model-card.tsx';
import { modelPageHref, SiteLink, useLotNumberParam } from '../components/site-link.tsx';
import { appContext } from '../context.ts';
import { byCatalogueKey } from '../details.server.ts';
import { MAX_MODEL_KEY_LENGTH } from '../../lib/catalogue-keys.ts';
import { CuratedListQuery } from '../graphql/documents/homes.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/curated-list';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { execute } = context.get(appContext);
  // A code typed in capitals from a mailer (/FAMILY4BR) moves to its own address.
  const curatedList = await byCatalogueKey(
    params.hash,
    MAX_MODEL_KEY_LENGTH,
    url,
    async (hash) => (await execute(CuratedListQuery, { hash })).curatedList,
    (list) => list.hash,
    (hash) => hash.toLowerCase(),
  );
  // The search's cards (price, monthly estimate, heart): a list has no place,
  // so no home center is named, no miles and no "in stock nearby".
  const models: ModelCardData[] = curatedList.models.map(({ multiSection, ...model }) => ({
    ...model,
    isMultiSection: multiSection,
    isInStockInArea: false,
    distance: null,
    dealers: [],
  }));
  return { list: { ...curatedList, models } };
}

// Nothing is posted to a list, and any other one-segment path is SPEC's not-found screen.
export function action() {
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { list } = loaderData;
  return seoMeta({
    matches,
    path: `/${list.hash}`,
    title: list.title,
    description: list.description,
  });
}

export default function CuratedList({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const lotNumber = useLotNumberParam();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {list.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{list.description}</p>
      </header>
      <section aria-labelledby="curated-list-homes" className="mt-8">
        <h2 id="curated-list-homes" className="sr-only">
          {list.models.length} {list.models.length === 1 ? 'floor plan' : 'floor plans'}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={list.title}>
          {list.models.map((model, i) => (
            <li key={model.modelNumber} className="flex">
              <ModelCard
                model={model}
                href={modelPageHref(model.modelNumber, { lotNumber })}
                eager={i === 0}
              />
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-8">
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          Search every floor plan near you
        </SiteLink>
      </p>
    </div>
  );
}
