// /learn (SPEC §2 articles): what a buyer needs to know, in reading order.
import { ContentPagesQuery } from '../../graphql/documents/content.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/learn';

export async function loader({ context }: Route.LoaderArgs) {
  const { contentPages } = await context.get(appContext).execute(ContentPagesQuery, {
    kind: 'learn',
  });
  return { articles: contentPages };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    path: '/learn',
    title: 'Learn: buying a manufactured or modular home',
    description:
      'Plain answers on how buying works, financing, land and site preparation, the HUD code, and modular versus manufactured homes.',
  });
}

export default function Learn({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Learn before you buy
        </h1>
        <p className="mt-3 text-lg text-muted">
          How buying a home built indoors works, from the first look to moving in. Read them in
          order, or start where you are.
        </p>
      </header>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Articles">
        {articles.map((article, i) => (
          <li key={article.path} className="flex">
            <article className="relative flex w-full flex-col rounded-lg border border-brand-100 p-5 hover:border-brand-600">
              <p className="text-sm font-semibold text-accent-700">
                {i + 1} · {article.readingMinutes} min read
              </p>
              <h2 className="mt-1 text-lg font-semibold text-brand-900">
                <SiteLink to={article.path} className="after:absolute after:inset-0">
                  {article.title}
                </SiteLink>
              </h2>
              <p className="mt-2 text-muted">{article.description}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
