// A promotion's thank-you page (SPEC §2: /special-offers/{promotion}/thank-you,
// red-tag's with a trailing slash; issue 12). `?sent={lotNumber}` names the
// home center that has the form (nothing personal in the address).
import { data } from 'react-router';
import { SITE_FORMS, type SiteFormKind } from '../../../lib/forms/site-form-fields.ts';
import { SentThanks } from '../../components/form/public-form.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { PageContentQuery } from '../../graphql/documents/content.ts';
import { sentHomeCenter } from '../../public-form.server.ts';
import { seoMeta } from '../../seo.ts';
import {
  promotionStatus,
  promotionThankYouPath as thankYouPath,
  shortDate,
  todayIso,
} from '../../../lib/promotion-status.ts';
import type { Route } from './+types/thank-you';

export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = /^\/special-offers\/([a-z-]+)\/thank-you\/?$/.exec(url.pathname)?.[1];
  // SPEC's exact path (red-tag's ends with a slash, the others without) is the edge's
  // (server/http/canonical-path.ts): page data has none, so it is not judged here.
  if (!slug || !(slug in SITE_FORMS)) throw data(null, { status: 404 });
  const { pageContent: page } = await context.get(appContext).execute(PageContentQuery, {
    path: `/special-offers/${slug}`,
  });
  if (!page) throw data(null, { status: 404 });
  const homeCenter = await sentHomeCenter(context, url);
  // An offer that has ended takes no form: its thank-you does not suggest one was taken.
  const ended =
    page.starts &&
    page.ends &&
    promotionStatus({ starts: page.starts, ends: page.ends, states: null }, todayIso()) === 'ended'
      ? shortDate(page.ends)
      : null;
  return { slug: slug as SiteFormKind, title: page.title, homeCenter, ended };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    matches,
    path: thankYouPath(loaderData.slug),
    title: `Thank you: ${loaderData.title}`,
    description: `Your request about ${loaderData.title} is on its way to the home center.`,
    noindex: true,
  });
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { slug, title, homeCenter, ended } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <div className="mt-6">
        {homeCenter ? (
          <SentThanks homeCenter={homeCenter} what={SITE_FORMS[slug].sent} />
        ) : (
          <p>
            {ended
              ? `This offer ended on ${ended}, so it takes no more requests. `
              : 'Thank you. If you sent the form, the home center will answer you the way you chose. '}
            <SiteLink
              to={`/special-offers/${slug}`}
              className="font-semibold text-brand-700 underline"
            >
              Back to the offer
            </SiteLink>
          </p>
        )}
      </div>
    </div>
  );
}
