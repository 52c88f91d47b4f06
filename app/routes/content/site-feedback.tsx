// /site-feedback (SPEC §2 feedback pages; issue 12): what went wrong or could
// be better on this website, to our website team (lib/forms/our-team.ts),
// filed with the site's home center or the one nearest the ZIP code. The
// thank-you is /site-feedback?sent={lotNumber}.
import { SITE_FORMS } from '../../../lib/forms/site-form-fields.ts';
import { SentThanks } from '../../components/form/public-form.tsx';
import { SiteForm } from '../../components/form/site-form.tsx';
import { siteContext } from '../../context.ts';
import { sentHomeCenter } from '../../public-form.server.ts';
import { seoMeta } from '../../seo.ts';
import { siteFormAction } from '../../site-form.server.ts';
import type { Route } from './+types/site-feedback';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  return { dealer, thanks: await sentHomeCenter(context, url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return siteFormAction(context, request, 'site-feedback', '/site-feedback');
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    path: '/site-feedback',
    title: 'Website feedback',
    description:
      'Tell us what went wrong on this website, or what would make it better. A person reads every message.',
  });
}

export default function SiteFeedback({ loaderData }: Route.ComponentProps) {
  const { dealer, thanks } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        Website feedback
      </h1>
      <p className="mt-3 text-lg text-muted">
        Something did not work, was hard to find, or could be better? Tell us. A person reads every
        message and answers it the way you choose.
      </p>
      <div className="mt-8">
        {thanks ? (
          <SentThanks
            homeCenter={thanks}
            team="website team"
            what={SITE_FORMS['site-feedback'].sent}
          />
        ) : (
          <SiteForm
            kind="site-feedback"
            needsZip={!dealer}
            submitLabel="Send my feedback"
            homeCenterName={dealer?.name ?? null}
          />
        )}
      </div>
    </div>
  );
}
