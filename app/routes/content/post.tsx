// The post screen (SPEC §2: /news/{slug} and /event/{slug} share it; issue
// 12): a news post from content/news, or a home center's event with when,
// where, and how to come.
import { data, redirect } from 'react-router';
import { eventTimeText, timeZoneOf } from '../../../lib/time-zones.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ContentBody, contentDate } from '../../components/content/content-body.tsx';
import { SiteLink, withLotNumber } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { GetEventQuery, PageContentQuery } from '../../graphql/documents/content.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/post';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const slug = params.slug;
  // A post's address in other letters finds it too, and moves to its own spelling (docs/rules.md).
  const findEvent = async () => {
    const { getEvent } = await app.execute(GetEventQuery, { slug });
    const lower = slug.toLowerCase();
    return (
      getEvent ??
      (lower === slug ? null : (await app.execute(GetEventQuery, { slug: lower })).getEvent)
    );
  };
  const findNews = async () => {
    const path = `/news/${encodeURIComponent(slug)}`;
    const { pageContent: page } = await app.execute(PageContentQuery, { path });
    return page?.kind === 'news' ? page : null;
  };
  const eventPath = (event: { slug: string }) => `/event/${encodeURIComponent(event.slug)}`;
  const moveTo = (path: string) => redirect(`${path}${url.search}`, 301);
  // One post screen for both prefixes: a post asked for under the other one moves to its own.
  if (url.pathname.startsWith('/event/')) {
    const event = await findEvent();
    if (event) {
      if (eventPath(event) !== url.pathname) throw moveTo(eventPath(event));
      return { kind: 'event' as const, event, now: new Date().toISOString() };
    }
    const page = await findNews();
    if (page) throw moveTo(page.path);
    throw data(null, { status: 404 });
  }
  const page = await findNews();
  if (page) {
    if (page.path !== url.pathname) throw moveTo(page.path);
    return { kind: 'news' as const, page };
  }
  const event = await findEvent();
  if (event) throw moveTo(eventPath(event));
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === 'news') {
    const { page } = loaderData;
    return seoMeta({
      matches,
      path: page.path,
      title: page.title,
      description: page.description,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: page.title,
        datePublished: page.date,
        dateModified: page.updated,
      },
    });
  }
  const { event } = loaderData;
  return seoMeta({
    matches,
    path: `/event/${event.slug}`,
    title: `${event.title} at ${event.dealer.name}`,
    description: event.summary,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.summary,
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.dealer.name, address: event.place },
    },
  });
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const crumb = (title: string) => (
    <Breadcrumb parent={{ to: '/news-events', label: 'News and events' }} current={title} />
  );
  if (loaderData.kind === 'news') {
    const { page } = loaderData;
    return (
      <article className="mx-auto max-w-6xl px-4 py-8">
        {crumb(page.title)}
        <header className="mt-3 max-w-prose">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-lg text-muted">{page.description}</p>
          <p className="mt-2 text-sm text-muted">
            Posted{' '}
            <time dateTime={page.date ?? page.updated}>
              {contentDate(page.date ?? page.updated)}
            </time>
          </p>
        </header>
        <div className="mt-8">
          <ContentBody page={page} />
        </div>
      </article>
    );
  }
  const { event, now } = loaderData;
  const over = new Date(event.endsAt) < new Date(now);
  const lot = event.dealer.lotNumber;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {crumb(event.title)}
      <header className="mt-3 max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {event.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{event.summary}</p>
      </header>
      <dl className="mt-6 grid max-w-prose gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">When</dt>
        <dd>
          {eventTimeText(event.startsAt, event.endsAt, timeZoneOf(event.dealer))}
          {over ? <strong className="ml-2 text-red-800">This event is over.</strong> : null}
        </dd>
        <dt className="font-semibold">Where</dt>
        <dd>{event.place}</dd>
        <dt className="font-semibold">Hosted by</dt>
        <dd>
          <a href={withLotNumber('/', lot)} className="text-brand-700 underline">
            {event.dealer.name}
          </a>{' '}
          ·{' '}
          <a href={`tel:+1${event.dealer.phone}`} className="text-brand-700 underline">
            {event.dealer.phoneFormatted ?? event.dealer.phone}
          </a>
        </dd>
      </dl>
      <div className="content-body mt-8">
        {event.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={withLotNumber('/about-us', lot) + '#visit'}
          className="font-semibold text-brand-700 underline"
        >
          {over ? 'Book a visit instead' : 'Book a visit'}
        </a>
        <SiteLink to="/news-events" className="font-semibold text-brand-700 underline">
          More news and events
        </SiteLink>
      </p>
    </article>
  );
}
