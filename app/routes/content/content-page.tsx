// One screen for the pages of content/ (issue 12, DESIGN §12): /learn/{slug}
// articles and the site's own pages (/construction, /faq, /legal …), looked
// up by their path (SPEC §2). A page that names a redirect target sends its
// visitor there.
import { data, redirect, useLocation } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ContentBody, contentDate, SectionIndex } from '../../components/content/content-body.tsx';
import { activeQuestionLinkOf } from '../../components/content/faq-link.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { ContentPagesQuery, PageContentQuery } from '../../graphql/documents/content.ts';
import { publicUrlFrom, seoMeta } from '../../seo.ts';
import type { Route } from './+types/content-page';

/** Pages whose parts get an "On this page" list. */
const INDEXED_PAGES = new Set(['/legal']);

export async function loader({ context, url }: Route.LoaderArgs) {
  const { execute } = context.get(appContext);
  const { pageContent: page } = await execute(PageContentQuery, { path: url.pathname });
  if (!page) throw data(null, { status: 404 });
  if (page.redirect) throw redirect(page.redirect, 301);
  // An article's address in other letters moves to its own (docs/rules.md, one address per page).
  if (page.path !== url.pathname) throw redirect(`${page.path}${url.search}`, 301);
  // An article ends with the next one to read.
  let next: { path: string; title: string; description: string } | null = null;
  if (page.kind === 'learn') {
    const { contentPages } = await execute(ContentPagesQuery, { kind: 'learn' });
    const at = contentPages.findIndex((entry) => entry.path === page.path);
    next = contentPages[at + 1] ?? (at > 0 ? contentPages[0]! : null);
  }
  return { page, next };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const url = `${publicUrl}${page.path}`;
  const jsonLd =
    page.path === '/faq'
      ? {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: page.sections.map((question) => ({
            '@type': 'Question',
            name: question.heading,
            acceptedAnswer: { '@type': 'Answer', text: question.text },
          })),
        }
      : page.kind === 'learn'
        ? {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: page.title,
            description: page.description,
            dateModified: page.updated,
            mainEntityOfPage: url,
          }
        : undefined;
  return seoMeta({
    matches,
    path: page.path,
    title: page.title,
    description: page.description,
    ...(jsonLd ? { jsonLd } : {}),
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, next } = loaderData;
  // SPEC §2: a link to one question of the FAQ marks it (faq-link.tsx).
  const activeQuestion = activeQuestionLinkOf(useLocation().state);
  const isArticle = page.kind === 'learn';
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {isArticle ? (
        <Breadcrumb parent={{ to: '/learn', label: 'Learn' }} current={page.title} />
      ) : null}
      <header className="mt-3 max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{page.description}</p>
        <p className="mt-2 text-sm text-muted">
          Updated <time dateTime={page.updated}>{contentDate(page.updated)}</time>
          {isArticle ? ` · ${page.readingMinutes} min read` : null}
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ContentBody page={page} activeSectionId={activeQuestion} />
        {INDEXED_PAGES.has(page.path) ? (
          <div className="lg:order-last lg:sticky lg:top-24 lg:self-start">
            <SectionIndex sections={page.sections} />
          </div>
        ) : null}
      </div>
      {next ? (
        <aside
          aria-labelledby="next-read"
          className="mt-12 max-w-prose border-t border-brand-100 pt-6"
        >
          <h2 id="next-read" className="text-sm font-semibold uppercase tracking-wide text-muted">
            Read next
          </h2>
          <p className="mt-2 text-lg font-semibold">
            <SiteLink to={next.path} className="text-brand-700 underline underline-offset-2">
              {next.title}
            </SiteLink>
          </p>
          <p className="mt-1 text-muted">{next.description}</p>
        </aside>
      ) : null}
    </article>
  );
}
