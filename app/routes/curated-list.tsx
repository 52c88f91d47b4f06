// SPEC §2 /{hash} (issue 12): a curated list of floor plans under a short
// code the company prints on a mailer or a sign (docs/rules.md). Any other
// one-segment path is the not-found screen, as before.
import { data } from 'react-router';
import { bathsLabel, bedsLabel } from '../../lib/rooms.ts';
import { modelPageHref, SiteLink } from '../components/site-link.tsx';
import { appContext } from '../context.ts';
import { CuratedListQuery } from '../graphql/documents/homes.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/curated-list';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { curatedList } = await context
    .get(appContext)
    .execute(CuratedListQuery, { hash: params.hash });
  if (!curatedList) throw data(null, { status: 404 });
  return { list: curatedList };
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {list.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{list.description}</p>
      </header>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={list.title}>
        {list.models.map((model, i) => (
          <li key={model.modelNumber} className="flex">
            <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md">
              <img
                src={model.exterior.src}
                srcSet={model.exterior.srcSet}
                sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw"
                width={model.exterior.width}
                height={model.exterior.height}
                alt={model.exterior.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="h-auto w-full bg-brand-50"
              />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <h2 className="text-lg font-semibold text-brand-900">
                  <SiteLink
                    to={modelPageHref(model.modelNumber)}
                    className="after:absolute after:inset-0 focus:outline-none"
                  >
                    {model.name}
                  </SiteLink>
                </h2>
                <p className="text-lg font-bold text-ink">{model.price.label}</p>
                <p className="text-sm text-muted">
                  {bedsLabel(model.beds)} · {bathsLabel(model.baths)} ·{' '}
                  {model.squareFeet.toLocaleString('en-US')} sq ft
                  {model.isModular ? ' · Modular' : model.sections > 1 ? ' · Multi-section' : ''}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          Search every floor plan near you
        </SiteLink>
      </p>
    </div>
  );
}
