// What every public form of issue 12 draws (the contact form and those of
// site-form.tsx): its problem, who is writing and how to answer them, a ZIP
// code where no home center is chosen, the form's own fields, a message, the
// robot trap and the send button; and the thank-you in its place once sent.
// A plain POST to its page, so it works without JavaScript; with it, the
// form's schema checks first and the first problem is scrolled to the centre
// (SPEC §2). The page's action is public-form.server.ts's publicFormAction.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useActionData, useFormAction, useNavigation } from 'react-router';
import type { PublicFormRefused } from '../../public-form.server.ts';
import { SiteLink } from '../site-link.tsx';
import { rememberedPlace } from '../../visitor-place.ts';
import { typedValues, useCheckedSubmit, type FormCheck } from './checked-submit.ts';
import { ContactFields, RobotTrap } from './contact-fields.tsx';
import { TextAreaField, TextField } from './fields.tsx';
import { scrollToFirstInvalid } from './scroll-to-invalid.ts';
import type { OurTeam } from '../../../lib/forms/our-team.ts';
import { farHomeCenterWords, type FarFrom } from '../../../lib/distance.ts';

/**
 * Where a refused form, and the thank-you that takes its place, open: the
 * form's element id, and the thank-you's (one public form to a page).
 */
export const PUBLIC_FORM_ID = 'send-form';

/** What a form shows again: the problems of the last try and what was typed. */
export type ShownAgain = {
  values: Record<string, string> | undefined;
  errors: Partial<Record<string, string>>;
};

export function PublicForm({
  loadCheck,
  needsZip,
  ownFields,
  message,
  submitLabel,
  privacy,
  zipHint = 'The home center nearest you answers.',
}: {
  /** The form's check, its schema loaded after the page (a dynamic import); keep it stable. */
  loadCheck: () => Promise<FormCheck>;
  /** No home center is chosen (the main site): the ZIP code finds the nearest. */
  needsZip: boolean;
  /** The form's own fields, between the ZIP code and the message. */
  ownFields: (shown: ShownAgain) => ReactNode;
  /** The free text box the form ends with. */
  message: { label: string; rows: number; max: number };
  submitLabel: string;
  /** Who gets what is sent, said before the link to the privacy notice. */
  privacy: ReactNode;
  /** What the ZIP code is for. */
  zipHint?: string;
}) {
  const posted = useActionData<PublicFormRefused>();
  const [checked, setChecked] = useState<PublicFormRefused | null>(null);
  const refused = checked ?? posted ?? null;
  const errors = refused?.errors ?? {};
  const values = refused?.values;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  useEffect(() => {
    if (refused) scrollToFirstInvalid(form.current, Object.keys(refused.errors));
  }, [refused]);
  // The ZIP code the visitor searched from on this site, when they have not typed one.
  useEffect(() => {
    if (!needsZip) return;
    const zip = form.current?.elements.namedItem('zip');
    const place = rememberedPlace();
    if (zip instanceof HTMLInputElement && zip.value === '' && place) zip.value = place.postalCode;
  }, [needsZip]);
  const onSubmit = useCheckedSubmit(
    loadCheck,
    useCallback((problems, element) => {
      setChecked(
        Object.keys(problems).length > 0
          ? { errors: problems, values: typedValues(element, Object.keys(problems)) }
          : null,
      );
    }, []),
    busy,
  );
  return (
    <Form
      ref={form}
      id={PUBLIC_FORM_ID}
      // Without JavaScript the refused form comes back as a new page: the anchor opens it at the form, not the page's top.
      action={`${action}#${PUBLIC_FORM_ID}`}
      method="post"
      noValidate
      className="grid scroll-mt-24 gap-4 sm:grid-cols-2"
      onSubmit={onSubmit}
    >
      {errors.form ? (
        <p role="alert" className="font-semibold text-red-800 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <ContactFields values={values} errors={errors} />
      {needsZip ? (
        <TextField
          name="zip"
          label="Your ZIP code"
          hint={zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          defaultValue={values?.zip}
          error={errors.zip}
        />
      ) : null}
      {ownFields({ values, errors })}
      <TextAreaField
        name="message"
        label={message.label}
        rows={message.rows}
        maxLength={message.max}
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
          {busy ? 'Sending…' : submitLabel}
        </button>
        <p className="mt-2 text-xs text-muted">
          {privacy}{' '}
          <SiteLink to="/legal#privacy" className="underline">
            Privacy
          </SiteLink>
        </p>
      </div>
    </Form>
  );
}

/**
 * The thank-you after a form: which home center has it and its number; or,
 * for what our own `team` answers (lib/forms/our-team.ts), that team, and the
 * home center to call about a home meanwhile. A home center far from the
 * visitor's ZIP code (`far`) is said to be the nearest, and how far.
 */
export function SentThanks({
  homeCenter,
  what,
  title = 'Thank you, it is on its way',
  team = null,
}: {
  homeCenter: {
    name: string;
    city: string;
    state: string;
    phone: string;
    phoneFormatted: string | null;
    far?: FarFrom | null;
  };
  what: string;
  title?: string;
  team?: OurTeam | null;
}) {
  const call = (
    <a href={`tel:+1${homeCenter.phone}`} className="font-semibold text-brand-700 underline">
      {homeCenter.phoneFormatted ?? homeCenter.phone}
    </a>
  );
  return (
    <section
      id={PUBLIC_FORM_ID}
      aria-labelledby="thanks-title"
      className="scroll-mt-24 rounded-lg bg-brand-50 p-6"
    >
      <h2 id="thanks-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {team ? (
        <p className="mt-3">
          Our {team} has {what} and will answer you the way you chose. About a home or your
          purchase, call {homeCenter.name} at {call}.
        </p>
      ) : (
        <p className="mt-3">
          {homeCenter.far ? farHomeCenterWords(homeCenter, homeCenter.far) : homeCenter.name} has{' '}
          {what} and will answer you the way you chose. You can also call them at {call}.
        </p>
      )}
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        <SiteLink to="/homes" className="font-semibold text-brand-700 underline">
          Look at homes for sale
        </SiteLink>
        <SiteLink to="/learn" className="font-semibold text-brand-700 underline">
          Read the buying guides
        </SiteLink>
      </p>
    </section>
  );
}
