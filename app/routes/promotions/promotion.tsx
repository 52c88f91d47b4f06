// One promotion (SPEC §2: /special-offers/trade-in, red-tag-sales-event,
// go-big-go-home, ebuilt-sales-event; issue 12): its page from content/,
// its dates and home centers, and its form while it runs (a promotion that
// is over says so and takes no form). The form posts here and goes on to
// the promotion's thank-you page at SPEC's exact path.
import { data } from 'react-router';
import { SITE_FORMS, type SiteFormKind } from '../../../lib/forms/site-form-fields.ts';
import {
  promotionStatus,
  promotionWhen,
  promotionThankYouPath,
  promotionWhere,
  promotionZipHint,
  todayIso,
} from '../../../lib/promotion-status.ts';
import { ContentBody } from '../../components/content/content-body.tsx';
import { SiteForm } from '../../components/form/site-form.tsx';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { PageContentQuery } from '../../graphql/documents/content.ts';
import { STICKER_SALE_PENDING } from '../../../lib/stickers.ts';
import { HomeCollectionAtQuery } from '../../graphql/documents/homes.ts';
import { seoMeta } from '../../seo.ts';
import { siteFormAction } from '../../site-form.server.ts';
import type { Route } from './+types/promotion';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

const RED_TAG = 'red-tag-sales-event';
/** HomeCollectionAtQuery's `first`: a full page may not be all of them. */
const SALE_HOMES_LISTED = 24;

function slugOf(pathname: string): SiteFormKind | null {
  const slug = /^\/special-offers\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return slug && slug in SITE_FORMS ? (slug as SiteFormKind) : null;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = slugOf(url.pathname);
  const { dealer } = context.get(siteContext);
  const { pageContent: page } = slug
    ? await context.get(appContext).execute(PageContentQuery, { path: `/special-offers/${slug}` })
    : { pageContent: null };
  if (!slug || !page || page.kind !== 'promotions') throw data(null, { status: 404 });
  const dates = { starts: page.starts!, ends: page.ends!, states: page.states ?? null };
  const today = todayIso();
  const takesPart = !dealer || !dates.states || dates.states.includes(dealer.state);
  // The Red Tag event is homes on sale: a home center's site says how many of its own are
  // (one already under contract is not for sale now).
  const saleHomes =
    slug === RED_TAG && dealer && takesPart
      ? (
          await context.get(appContext).execute(HomeCollectionAtQuery, {
            collection: 'SALE',
            lotNumber: dealer.lotNumber,
          })
        ).homesByLotNumber
      : null;
  const onSale = saleHomes
    ? {
        count: saleHomes.filter((home) => home.sticker?.id !== STICKER_SALE_PENDING).length,
        orMore: saleHomes.length === SALE_HOMES_LISTED,
      }
    : null;
  return {
    slug,
    page,
    dealer,
    status: promotionStatus(dates, today),
    when: promotionWhen(dates, today),
    where: promotionWhere(dates),
    takesPart,
    onSale,
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const slug = slugOf(url.pathname);
  if (!slug) throw data(null, { status: 404 });
  return siteFormAction(context, request, slug, promotionThankYouPath(slug));
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    matches,
    path: loaderData.page.path,
    title: loaderData.page.title,
    description: loaderData.page.description,
  });
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { slug, page, dealer, status, when, where, takesPart, onSale } = loaderData;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        parent={{ to: '/special-offers', label: 'Special offers' }}
        current={page.title}
      />
      <header className="mt-3 max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{page.description}</p>
        <p className={`mt-3 font-semibold ${status === 'ended' ? 'text-red-800' : 'text-ink'}`}>
          {when}
        </p>
        <p className="text-muted">
          {where}
          {/* On a home center's site, whether that home center is one of them. */}
          {dealer && page.states?.length
            ? `. ${dealer.name} ${takesPart ? 'takes part' : 'does not take part'}.`
            : null}
        </p>
        {/* Its homes, not its lot's: one may stand on its own land. */}
        {onSale === null || status === 'ended' ? null : (
          <p className="mt-1">
            {onSale.count === 0 ? (
              `No home of ${dealer?.name} is on sale right now: ask, and they will tell you when one is.`
            ) : (
              <>
                {onSale.count === 1
                  ? `One home of ${dealer?.name} is on sale now. `
                  : `${onSale.count}${onSale.orMore ? ' or more' : ''} homes of ${dealer?.name} are on sale now. `}
                <SiteLink to="/sale-homes" className="font-semibold text-brand-700 underline">
                  See {onSale.count === 1 ? 'it' : 'them'}
                </SiteLink>
              </>
            )}
          </p>
        )}
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <ContentBody page={page} />
        <section aria-labelledby="offer-form" className="lg:order-last">
          <h2 id="offer-form" className="text-2xl font-bold text-brand-900">
            {status === 'ended' ? 'This offer has ended' : 'Ask about this offer'}
          </h2>
          {status === 'ended' ? (
            <p className="mt-3">
              It ended on the date above and takes no more requests.{' '}
              <SiteLink to="/special-offers" className="font-semibold text-brand-700 underline">
                See the offers on now
              </SiteLink>{' '}
              or{' '}
              <SiteLink to="/contact-us" className="font-semibold text-brand-700 underline">
                write to us
              </SiteLink>
              .
            </p>
          ) : !takesPart ? (
            <p className="mt-3">
              {dealer?.name} does not take part in this offer.{' '}
              <SiteLink to="/contact-us" className="font-semibold text-brand-700 underline">
                Ask them what they offer
              </SiteLink>
              .
            </p>
          ) : (
            <div className="mt-4">
              {status === 'upcoming' ? (
                <p className="mb-4 text-sm text-muted">
                  It has not started yet: send this and the home center will tell you more when it
                  does.
                </p>
              ) : null}
              <SiteForm
                kind={slug}
                needsZip={!dealer}
                submitLabel="Send"
                homeCenterName={dealer?.name ?? null}
                zipHint={promotionZipHint(page.states ?? null)}
              />
            </div>
          )}
        </section>
      </div>
    </article>
  );
}
