// /news-events (SPEC §2): a home center's events coming up (on its site; on
// the main site those of the home centers near the buyer's place, or of every
// home center, soonest first), its last few, and the company's news. Each
// opens on the post screen (/event/{slug}, /news/{slug}).
import { useEffect } from 'react';
import {
  EVENTS_NEAR_MILES,
  EVENTS_PAGE,
  eventsShown,
  MAX_EVENTS_SHOWN,
} from '../../../lib/events.ts';
import { MAX_WHERE_LENGTH, placeNotFound } from '../../../lib/home-search.ts';
import { contentDate } from '../../components/content/content-body.tsx';
import { EventCard } from '../../components/content/event-card.tsx';
import { PlaceForm } from '../../components/place-form.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { pagePlace } from '../../details.server.ts';
import { NewsEventsQuery } from '../../graphql/documents/content.ts';
import { seoMeta } from '../../seo.ts';
import { rememberPlace } from '../../visitor-place.ts';
import type { Route } from './+types/news-events';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const url = new URL(request.url);
  // `?events=24`: "Show more" shows the next page of events too (without JavaScript as well).
  const shown = eventsShown(url.searchParams.get('events'));
  // The main site keeps to the home centers near a place (`?where=`, or the
  // remembered one: lib/visitor-place.ts); `?where=` left empty is every home center.
  const whereParam = dealer
    ? null
    : (url.searchParams.get('where')?.trim().slice(0, MAX_WHERE_LENGTH) ?? null);
  const place = whereParam ? await pagePlace(context, url) : null;
  const near = place?.chosen ? place : null;
  // One more than is shown says whether there are more.
  const result = await context.get(appContext).execute(NewsEventsQuery, {
    lotNumber: dealer?.lotNumber ?? null,
    near: near?.zipcode ?? null,
    upcomingFirst: shown + 1,
  });
  const more = result.upcoming.length > shown;
  return {
    dealer,
    upcoming: more ? result.upcoming.slice(0, shown) : result.upcoming,
    more,
    shown,
    past: dealer ? result.past : [],
    posts: result.contentPages,
    whereParam,
    near: near ? { name: near.chosen, postalCode: near.zipcode } : null,
    remember: near?.point ? { postalCode: near.zipcode, ...near.point } : null,
    whereProblem: whereParam && !near ? placeNotFound(whereParam) : null,
    placeNote: near?.note ?? null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    path: '/news-events',
    title: 'News and events',
    description:
      'Open houses, workshops and community days at our home centers, and news from the company.',
  });
}

export default function NewsEvents({ loaderData }: Route.ComponentProps) {
  const {
    dealer,
    upcoming,
    more,
    shown,
    past,
    posts,
    whereParam,
    near,
    remember,
    whereProblem,
    placeNote,
  } = loaderData;
  useEffect(() => {
    if (remember) rememberPlace(remember);
  }, [remember]);
  // "Show more" keeps the place, or `?where=` left empty (every home center).
  const showMore = (events: number) =>
    `/news-events?${new URLSearchParams({
      ...(whereParam === null ? {} : { where: whereParam }),
      events: String(events),
    }).toString()}#more-events`;
  const everyHomeCenter = (
    <SiteLink to="/news-events?where=" className="font-semibold text-brand-700 underline">
      See events at every home center
    </SiteLink>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          News and events
        </h1>
        <p className="mt-3 text-lg text-muted">
          {dealer
            ? `What is coming up at ${dealer.name}, and news from the company.`
            : 'Open houses, workshops and community days at our home centers, and news from the company.'}
        </p>
      </header>
      {dealer ? null : (
        <PlaceForm
          label="Your ZIP code or city"
          button="Show events"
          defaultValue={whereParam ?? ''}
          problem={whereProblem}
          note={placeNote}
          maxLength={MAX_WHERE_LENGTH}
        />
      )}
      <section aria-labelledby="events-title" className="mt-8">
        <h2 id="events-title" className="text-2xl font-bold text-brand-900">
          {near
            ? `Coming up near ${near.name}`
            : dealer
              ? 'Coming up'
              : 'Coming up at all our home centers'}
        </h2>
        {near && upcoming.length > 0 ? (
          <p className="mt-2 text-muted">
            At our home centers within {EVENTS_NEAR_MILES} miles, soonest first. {everyHomeCenter}
          </p>
        ) : !dealer && upcoming.length > 0 ? (
          // No place given: every state's events; the form above narrows them to one's own.
          <p className="mt-2 text-muted">
            Soonest first, in every state we serve. Enter your ZIP code or city above for the ones
            near you.
          </p>
        ) : null}
        {upcoming.length > 0 ? (
          <>
            <ul
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Events coming up"
            >
              {upcoming.map((event, i) => (
                <li
                  key={event.slug}
                  // "Show more" opens where the shorter list ended.
                  id={i > 0 && i === shown - EVENTS_PAGE ? 'more-events' : undefined}
                  className="flex scroll-mt-24"
                >
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            {more && shown < MAX_EVENTS_SHOWN ? (
              <p className="mt-4">
                These are the {shown} soonest.{' '}
                <SiteLink
                  to={showMore(shown + EVENTS_PAGE)}
                  className="font-semibold text-brand-700 underline"
                >
                  Show {EVENTS_PAGE} more events
                </SiteLink>
              </p>
            ) : more ? (
              <p className="mt-4 text-muted">
                These are the {shown} soonest; more are planned further out.
              </p>
            ) : shown > EVENTS_PAGE ? (
              // The end of "Show more": say so, rather than leave the buyer looking for the link.
              <p className="mt-4 text-muted">
                That is every event planned: {upcoming.length} in all.
              </p>
            ) : null}
          </>
        ) : near ? (
          <p className="mt-3 text-muted">
            Nothing is planned within {EVENTS_NEAR_MILES} miles of {near.name} just now.{' '}
            {everyHomeCenter}, or{' '}
            <SiteLink
              to={`/about-us?near=${near.postalCode}#find`}
              className="font-semibold text-brand-700 underline"
            >
              find your nearest home center
            </SiteLink>{' '}
            and book a visit.
          </p>
        ) : (
          <p className="mt-3 text-muted">
            Nothing is planned just now.{' '}
            <SiteLink
              to={dealer ? '/about-us#visit' : '/about-us#find'}
              className="font-semibold text-brand-700 underline"
            >
              {dealer ? 'Book a visit' : 'Find a home center'}
            </SiteLink>{' '}
            {dealer ? 'instead.' : 'and book a visit instead.'}
          </p>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-title" className="mt-10">
          <h2 id="past-title" className="text-xl font-bold text-brand-900">
            Recent events
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recent events">
            {past.map((event) => (
              <li key={event.slug} className="flex">
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="news-title" className="mt-10">
        <h2 id="news-title" className="text-2xl font-bold text-brand-900">
          News
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="News">
          {posts.map((post) => (
            <li key={post.path} className="flex">
              <article className="relative flex w-full flex-col rounded-lg border border-brand-100 p-5 hover:border-brand-600">
                <p className="text-sm font-semibold text-accent-700">
                  <time dateTime={post.date ?? post.updated}>
                    {contentDate(post.date ?? post.updated)}
                  </time>
                </p>
                <h3 className="mt-1 text-lg font-semibold text-brand-900">
                  <SiteLink to={post.path} className="after:absolute after:inset-0">
                    {post.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 text-muted">{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
