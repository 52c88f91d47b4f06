// /news-events (SPEC §2): the company's news, newest first. Each post opens
// on the post screen (/news/{slug}).
import { contentDate } from '../../components/content/content-body.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { ContentPagesQuery } from '../../graphql/documents/content.ts';
import { publicUrlFrom, seoMeta } from '../../seo.ts';
import type { Route } from './+types/news-events';

export async function loader({ context }: Route.LoaderArgs) {
  const { contentPages } = await context.get(appContext).execute(ContentPagesQuery, {
    kind: 'news',
  });
  return { posts: contentPages };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    publicUrl: publicUrlFrom(matches),
    path: '/news-events',
    title: 'News and events',
    description:
      'News from our home centers and the plants that build our homes: openings, community days and seasonal advice for owners.',
  });
}

export default function NewsEvents({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          News and events
        </h1>
        <p className="mt-3 text-lg text-muted">
          What is new at our home centers, and advice for the seasons of owning a home.
        </p>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="News">
        {posts.map((post) => (
          <li key={post.path} className="flex">
            <article className="relative flex w-full flex-col rounded-lg border border-brand-100 p-5 hover:border-brand-600">
              <p className="text-sm font-semibold text-accent-700">
                <time dateTime={post.date ?? post.updated}>
                  {contentDate(post.date ?? post.updated)}
                </time>
              </p>
              <h2 className="mt-1 text-lg font-semibold text-brand-900">
                <SiteLink to={post.path} className="after:absolute after:inset-0">
                  {post.title}
                </SiteLink>
              </h2>
              <p className="mt-2 text-muted">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
