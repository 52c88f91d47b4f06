// /give-a-testimonial and /review (SPEC §2 feedback pages; issue 12): a
// homeowner's story, or a review of the home center they bought from. Their
// words go to that home center, which decides whether to publish them; only
// published ones show. On the main site the visitor first finds their home
// center; the form is on its site. The thank-you is ?sent={lotNumber}.
import { data } from 'react-router';
import { SITE_FORMS } from '../../../lib/forms/site-form-fields.ts';
import { SentThanks } from '../../components/form/public-form.tsx';
import { SiteForm } from '../../components/form/site-form.tsx';
import { HomeCenterFinder } from '../../components/home-center-finder.tsx';
import { appContext, siteContext } from '../../context.ts';
import { findHomeCenters } from '../../home-center-finder.server.ts';
import { sentHomeCenter } from '../../public-form.server.ts';
import { seoMeta } from '../../seo.ts';
import { siteFormAction } from '../../site-form.server.ts';
import type { Route } from './+types/testimonial-form';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

const PAGES = {
  '/give-a-testimonial': {
    kind: 'give-a-testimonial',
    title: 'Share your story',
    intro: 'Bought a home from us? Tell other families how it went, in your own words.',
    submit: 'Send my story',
  },
  '/review': {
    kind: 'review',
    title: 'Review your home center',
    intro: 'How was buying from us? Your review helps the next family, and helps us do better.',
    submit: 'Send my review',
  },
} as const;

function pageOf(pathname: string) {
  const page = PAGES[pathname.replace(/\/+$/, '') as keyof typeof PAGES];
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageOf(url.pathname);
  const { dealer } = context.get(siteContext);
  const app = context.get(appContext);
  const thanks = await sentHomeCenter(context, url);
  const finder = dealer ? null : await findHomeCenters(app, url.searchParams.get('near'));
  return { path: url.pathname.replace(/\/+$/, ''), page, dealer, thanks, finder };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const page = pageOf(url.pathname);
  if (!context.get(siteContext).dealer) throw data(null, { status: 405 });
  return siteFormAction(context, request, page.kind, url.pathname.replace(/\/+$/, ''));
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    matches,
    path: loaderData.path,
    title: loaderData.page.title,
    description: `${loaderData.page.intro} The home center reads every one before it is published.`,
  });
}

export default function TestimonialForm({ loaderData }: Route.ComponentProps) {
  const { path, page, dealer, thanks, finder } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-muted">
        {page.intro} {dealer ? `${dealer.name} reads` : 'Your home center reads'} every one before
        it appears on the site.
      </p>
      <div className="mt-8">
        {thanks ? (
          <SentThanks homeCenter={thanks} what={SITE_FORMS[page.kind].sent} />
        ) : dealer ? (
          <SiteForm
            kind={page.kind}
            needsZip={false}
            submitLabel={page.submit}
            homeCenterName={dealer.name}
          />
        ) : finder ? (
          <HomeCenterFinder
            finder={finder}
            page={path}
            target={path}
            heading="First, find the home center you bought from"
          />
        ) : null}
      </div>
    </div>
  );
}
