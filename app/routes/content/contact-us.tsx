// /contact-us (SPEC §2 content page, §7 postContactUsForm; issue 12). The
// form posts to this page with or without JavaScript; a sent message
// redirects to /contact-us?sent={lotNumber}, the thank-you, which names the
// home center that has it (nothing personal in the address, so it may be cached),
// or with &team={topic} our own team that answers it (lib/forms/our-team.ts).
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { useCallback } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  MAX_CONTACT_MESSAGE_LENGTH,
} from '../../../lib/forms/contact-us-fields.ts';
import { teamOfTopic } from '../../../lib/forms/our-team.ts';
import { SelectField } from '../../components/form/fields.tsx';
import { typedValues } from '../../components/form/checked-submit.ts';
import { PublicForm, SentThanks } from '../../components/form/public-form.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { appContext, siteContext } from '../../context.ts';
import { PostContactUsFormMutation } from '../../graphql/documents/content.ts';
import { publicFormAction, sentHomeCenter } from '../../public-form.server.ts';
import { seoMeta } from '../../seo.ts';
import type { Route } from './+types/contact-us';
import { keepFormWhenSendFails } from '../../components/form/send-failure.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const thanks = await sentHomeCenter(context, url);
  // ?team={topic}: a message our own team answers (lib/forms/our-team.ts).
  return { dealer, thanks, team: thanks ? teamOfTopic(url.searchParams.get('team')) : null };
}

/** The form in the shared shell (public-form.server.ts), sent with SPEC §7's postContactUsForm. */
export async function action({ context, request }: Route.ActionArgs) {
  const { dealer } = context.get(siteContext);
  const { contactUsErrors } = await import('../../../lib/forms/contact-us.ts');
  return publicFormAction(context, request, {
    fields: CONTACT_FIELDS,
    check: (values) => contactUsErrors(values, { needsZip: !dealer }).errors,
    send: async (values, website) => {
      const answer = await context.get(appContext).execute(PostContactUsFormMutation, {
        content: { ...values, lotNumber: dealer?.lotNumber ?? null, website },
      });
      return answer.postContactUsForm.lotNumber;
    },
    thankYouPath: (values) =>
      teamOfTopic(values.topic) ? `/contact-us?team=${values.topic}` : '/contact-us',
    zipFindsHomeCenter: !dealer,
  });
}

/** With JavaScript, a send that fails keeps the form and what was typed (SPEC §8). */
export const clientAction = keepFormWhenSendFails;

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    path: '/contact-us',
    title: 'Contact us',
    description:
      'Write to the home center near you about buying a home, land, financing or a home you own. A real person answers.',
  });
}

const TOPIC_CHOICES = CONTACT_TOPICS.map((value) => ({
  value,
  label: CONTACT_TOPIC_LABELS[value],
}));

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { dealer, thanks, team } = loaderData;
  const needsZip = !dealer;
  const loadCheck = useCallback(
    () =>
      loadChunk(() => import('../../../lib/forms/contact-us.ts')).then(
        ({ contactUsErrors }) =>
          (element: HTMLFormElement) =>
            contactUsErrors(typedValues(element, CONTACT_FIELDS), { needsZip }).errors,
      ),
    [needsZip],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-lg text-muted">
          {dealer
            ? `Write to ${dealer.name} in ${dealer.city}, ${dealer.state}. Someone from the home center answers, usually within a business day. About this website or your personal data, our own team answers.`
            : 'Write to us and the home center nearest you answers, usually within a business day. About this website or your personal data, our own team answers.'}
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        {thanks ? (
          <SentThanks
            homeCenter={thanks}
            team={team}
            what="your message"
            title="Thank you, your message is on its way"
          />
        ) : (
          <PublicForm
            loadCheck={loadCheck}
            needsZip={needsZip}
            ownFields={({ values, errors }) => (
              <SelectField
                name="topic"
                label="What is it about?"
                choices={TOPIC_CHOICES}
                defaultValue={values?.topic ?? ''}
                error={errors.topic}
              />
            )}
            message={{ label: 'Your message', rows: 5, max: MAX_CONTACT_MESSAGE_LENGTH }}
            submitLabel="Send my message"
            zipHint="The home center nearest you answers; our own team answers about this website or your personal data."
            privacy="We send your message only to the home center that answers it, or to our own team about this website or your personal data."
          />
        )}
        <aside aria-labelledby="other-ways" className="space-y-3 text-sm">
          <h2 id="other-ways" className="text-lg font-semibold text-brand-900">
            Other ways to reach us
          </h2>
          {dealer ? (
            <>
              <p>
                <a
                  href={`tel:+1${dealer.phone}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Call {dealer.phoneFormatted}
                </a>
              </p>
              <address className="not-italic">
                {dealer.address1}
                <br />
                {dealer.city}, {dealer.state} {dealer.postalCode}
              </address>
              <ul>
                {dealer.hours.map((h) => (
                  <li key={h.days}>
                    {h.days}: {h.open}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              <SiteLink to="/about-us#find" className="font-semibold text-brand-700 underline">
                Find the home center near you
              </SiteLink>{' '}
              and call or visit it.
            </p>
          )}
          <p>
            Many answers are already in our{' '}
            <SiteLink to="/faq" className="text-brand-700 underline">
              questions and answers
            </SiteLink>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
