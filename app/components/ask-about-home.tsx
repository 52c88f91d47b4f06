// "Ask about this home" (issue 11): a short form high on every home, model
// and land page, so a phone is not the only way to reach a home center. It
// posts to the page's own action (app/ask-about-home.server.ts): without
// JavaScript the page comes back with the thank-you or the problems; with it,
// the same post goes in the background and the page stays.
import { loadChunk } from '../../lib/lazy-chunk.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher, useFormAction, useLocation } from 'react-router';
import { INQUIRY_FIELDS, MAX_INQUIRY_MESSAGE_LENGTH } from '../../lib/forms/home-inquiry-fields.ts';
import { CONTACT_FOR_PRICING } from '../../lib/listing-filters.ts';
import { ContactFields, RobotTrap } from './form/contact-fields.tsx';
import { SiteLink } from './site-link.tsx';
import { TextAreaField } from './form/fields.tsx';
import type { InquiryResult } from '../ask-about-home.server.ts';
import { scrollToFirstInvalid } from './form/scroll-to-invalid.ts';

/** Where "Contact Us For Pricing" and other links to the form point. */
export const ASK_ANCHOR = 'ask';

/** What a home center can answer, by what the page shows: land needs no delivery, it takes a home. */
const TOPICS = {
  'this home': 'price, availability, delivery to your land, a visit',
  // A home standing on the land it is sold with: nothing to deliver.
  'this home and its land': 'price, availability, the land, a visit',
  'this floor plan': 'price, availability, delivery to your land, a visit',
  'this land': 'price, availability, placing one of our homes on it, a visit',
} as const;

/** The home center a question sent without JavaScript went to (the page's `?sent=`). */
type AskedAt = { name: string; phone: string; phoneFormatted: string | null } | null;

export function AskAboutHome({
  what,
  dealerName,
  askedAt = null,
}: {
  what: keyof typeof TOPICS;
  dealerName: string;
  askedAt?: AskedAt;
}) {
  const fetcher = useFetcher<InquiryResult>();
  const posted = useActionData<InquiryResult>();
  // With JavaScript the same schema checks the form first: a problem shows without a round trip.
  const [checked, setChecked] = useState<InquiryResult | null>(null);
  const result = checked ?? fetcher.data ?? posted ?? null;
  const busy = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const id = useId();
  const refused = result?.inquiry === 'refused' ? result : null;
  const errors = refused?.errors ?? {};
  const values = refused?.values;

  useEffect(() => {
    if (refused) scrollToFirstInvalid(form.current, Object.keys(refused.errors));
  }, [refused]);
  // Sent in the background: the form gives way to the thank-you, which takes the
  // keyboard and comes into view (on a phone the form was taller than it).
  const thanks = useRef<HTMLParagraphElement>(null);
  const sent = fetcher.data?.inquiry === 'sent';
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  return (
    <section
      id={ASK_ANCHOR}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5 print:hidden"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        Ask about {what}
      </h2>
      {result?.inquiry === 'sent' ? (
        <p ref={thanks} role="status" tabIndex={-1} className="mt-2 text-ink focus:outline-none">
          {result.thanks}
        </p>
      ) : askedAt && !result ? (
        <SentWithoutScript askedAt={askedAt} />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {dealerName} answers questions about {what}: {TOPICS[what]}.
          </p>
          <fetcher.Form
            ref={form}
            // Without JavaScript the answer is a new page: the anchor opens it at this
            // form (its errors or its thanks), not at the page's top.
            action={`${action}#${ASK_ANCHOR}`}
            method="post"
            noValidate
            onSubmit={(event) => {
              // The shared schema checks the form first (loaded on the first send, so the
              // page itself carries no validation library): a problem shows without a round trip.
              event.preventDefault();
              if (busy) return;
              const data = new FormData(event.currentTarget);
              const values = Object.fromEntries(
                INQUIRY_FIELDS.map((name) => [name, String(data.get(name) ?? '')]),
              ) as Record<(typeof INQUIRY_FIELDS)[number], string>;
              void loadChunk(() => import('../../lib/forms/home-inquiry.ts')).then(
                ({ inquiryErrors }) => {
                  const { errors: problems } = inquiryErrors(values);
                  if (Object.keys(problems).length > 0) {
                    setChecked({ inquiry: 'refused', errors: problems, values });
                    return;
                  }
                  setChecked(null);
                  void fetcher.submit(data, { method: 'post' });
                },
              );
            }}
            className="mt-3 grid gap-3 sm:grid-cols-2"
          >
            {errors.form ? (
              <p role="alert" className="font-semibold text-red-800 sm:col-span-2">
                {errors.form}
              </p>
            ) : null}
            <ContactFields values={values} errors={errors} />
            <TextAreaField
              name="message"
              label="Your question (optional)"
              rows={2}
              maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
              placeholder="Is it still available? Can I see it this weekend?"
              defaultValue={values?.message}
              error={errors.message}
              className="sm:col-span-2"
            />
            <RobotTrap />
            <div className="sm:col-span-2">
              <button
                type="submit"
                aria-disabled={busy}
                onClick={(event) => {
                  if (busy) event.preventDefault();
                }}
                className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {busy ? 'Sending…' : 'Send my question'}
              </button>
              <p className="mt-2 text-xs text-muted">
                We send your question to {dealerName} only, to answer it.
              </p>
            </div>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}

/**
 * The thank-you of a question sent without JavaScript: its post moved to this
 * page's address with ?sent= (app/ask-about-home.server.ts), which names only
 * the home center, so a reload shows this again and sends nothing.
 */
function SentWithoutScript({ askedAt }: { askedAt: NonNullable<AskedAt> }) {
  const { pathname, search } = useLocation();
  const again = new URLSearchParams(search);
  again.delete('sent');
  return (
    <>
      <p role="status" className="mt-2 text-ink">
        Thank you. {askedAt.name} has your question and will answer you the way you chose. You can
        also call them at{' '}
        <a href={`tel:+1${askedAt.phone}`} className="font-semibold text-brand-700 underline">
          {askedAt.phoneFormatted ?? askedAt.phone}
        </a>
        .
      </p>
      <p className="mt-3">
        <SiteLink
          to={`${pathname}${again.size ? `?${again}` : ''}#${ASK_ANCHOR}`}
          className="font-semibold text-brand-700 underline"
        >
          Ask another question
        </SiteLink>
      </p>
    </>
  );
}

/** A price as the page shows it; "Contact Us For Pricing" leads to the form (issue 11). */
export function PriceOrAsk({ label }: { label: string }) {
  return label === CONTACT_FOR_PRICING ? (
    <a
      href={`#${ASK_ANCHOR}`}
      className="underline decoration-2 underline-offset-4 hover:text-brand-800"
    >
      {label}
    </a>
  ) : (
    <>{label}</>
  );
}
