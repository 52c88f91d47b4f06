// /contact-us (SPEC §2 content page, §7 postContactUsForm; issue 12). The
// form posts to this page with or without JavaScript; a sent message
// redirects to /contact-us?sent={lotNumber}, the thank-you, which names the
// home center that has it (nothing personal in the address, so it may be cached).
import { useCallback, useEffect, useRef, useState } from 'react';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  CONTACT_FIELDS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  MAX_CONTACT_MESSAGE_LENGTH,
} from '../../../lib/forms/contact-us-fields.ts';
import { ContactFields, RobotTrap } from '../../components/form/contact-fields.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields.tsx';
import { typedValues, useCheckedSubmit } from '../../components/form/checked-submit.ts';
import { scrollToFirstInvalid } from '../../components/form/scroll-to-invalid.ts';
import { SiteLink, withLotNumber } from '../../components/site-link.tsx';
import { formField } from '../../account/form.tsx';
import { appContext, siteContext } from '../../context.ts';
import { PostContactUsFormMutation } from '../../graphql/documents/content.ts';
import { GetDealerQuery } from '../../graphql/documents/site.ts';
import { postedFields, refusalOf } from '../../public-form.server.ts';
import { publicUrlFrom, seoMeta } from '../../seo.ts';
import type { Route } from './+types/contact-us';

type Values = Record<(typeof CONTACT_FIELDS)[number], string>;
type Refused = { errors: Partial<Record<string, string>>; values: Values };

export async function loader({ context, url }: Route.LoaderArgs) {
  const { dealer } = context.get(siteContext);
  const sentTo = url.searchParams.get('sent');
  let thanks: { name: string; phone: string; phoneFormatted: string | null } | null = null;
  if (sentTo) {
    const { getDealer } = await context
      .get(appContext)
      .execute(GetDealerQuery, { lotNumber: sentTo });
    if (getDealer) thanks = getDealer;
  }
  return { dealer, thanks };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { dealer } = context.get(siteContext);
  const form = await request.formData();
  const values = postedFields(form, CONTACT_FIELDS, MAX_CONTACT_MESSAGE_LENGTH + 100);
  const { contactUsErrors } = await import('../../../lib/forms/contact-us.ts');
  const { errors } = contactUsErrors(values, { needsZip: !dealer });
  if (Object.keys(errors).length > 0) {
    return data<Refused>({ errors, values }, { status: 400 });
  }
  let sentTo: string;
  try {
    const answer = await context.get(appContext).execute(PostContactUsFormMutation, {
      content: {
        ...values,
        lotNumber: dealer?.lotNumber ?? null,
        website: formField(form, 'website') || null,
      },
    });
    sentTo = answer.postContactUsForm.lotNumber;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return data<Refused>({ errors: { form: refusal }, values }, { status: 400 });
  }
  return redirect(withLotNumber(`/contact-us?sent=${sentTo}`, dealer?.lotNumber ?? null), 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    publicUrl: publicUrlFrom(matches),
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
  const { dealer, thanks } = loaderData;
  const posted = useActionData<Refused>();
  const [checked, setChecked] = useState<Refused | null>(null);
  const refused = checked ?? posted ?? null;
  const errors = refused?.errors ?? {};
  const values = refused?.values;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) scrollToFirstInvalid(form.current, Object.keys(refused.errors));
  }, [refused]);
  const needsZip = !dealer;
  const onSubmit = useCheckedSubmit(
    useCallback(
      () =>
        import('../../../lib/forms/contact-us.ts').then(
          ({ contactUsErrors }) =>
            (element: HTMLFormElement) =>
              contactUsErrors(typedValues(element, CONTACT_FIELDS), { needsZip }).errors,
        ),
      [needsZip],
    ),
    useCallback((problems, element) => {
      setChecked({ errors: problems, values: typedValues(element, CONTACT_FIELDS) as Values });
    }, []),
    busy,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-lg text-muted">
          {dealer
            ? `Write to ${dealer.name} in ${dealer.city}, ${dealer.state}. Someone from the home center answers, usually within a business day.`
            : 'Write to us and the home center nearest you answers, usually within a business day.'}
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        {thanks ? (
          <section aria-labelledby="thanks-title" className="rounded-lg bg-brand-50 p-6">
            <h2 id="thanks-title" className="text-2xl font-bold text-brand-900">
              Thank you, your message is on its way
            </h2>
            <p className="mt-3">
              {thanks.name} has your message and will answer you the way you chose. You can also
              call them at{' '}
              <a href={`tel:+1${thanks.phone}`} className="font-semibold text-brand-700 underline">
                {thanks.phoneFormatted ?? thanks.phone}
              </a>
              .
            </p>
            <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
              <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
                Look at homes for sale
              </SiteLink>
              <SiteLink to="/learn" className="font-semibold text-brand-700 underline">
                Read the buying guides
              </SiteLink>
            </p>
          </section>
        ) : (
          <Form
            ref={form}
            method="post"
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={onSubmit}
          >
            {errors.form ? (
              <p role="alert" className="font-semibold text-red-800 sm:col-span-2">
                {errors.form}
              </p>
            ) : null}
            <ContactFields values={values} errors={errors} />
            {dealer ? null : (
              <TextField
                name="zip"
                label="Your ZIP code"
                hint="The home center nearest you answers."
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                defaultValue={values?.zip}
                error={errors.zip}
              />
            )}
            <SelectField
              name="topic"
              label="What is it about?"
              choices={TOPIC_CHOICES}
              defaultValue={values?.topic ?? ''}
              error={errors.topic}
            />
            <TextAreaField
              name="message"
              label="Your message"
              rows={5}
              maxLength={MAX_CONTACT_MESSAGE_LENGTH}
              defaultValue={values?.message}
              error={errors.message}
              className="sm:col-span-2"
            />
            <RobotTrap />
            <div className="sm:col-span-2">
              <button
                type="submit"
                aria-disabled={busy}
                className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {busy ? 'Sending…' : 'Send my message'}
              </button>
              <p className="mt-2 text-xs text-muted">
                We send your message only to the home center that answers it.{' '}
                <SiteLink to="/legal#privacy" className="underline">
                  Privacy
                </SiteLink>
              </p>
            </div>
          </Form>
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
