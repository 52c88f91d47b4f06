// A public form of issue 12 (lib/forms/site-form-fields.ts): who is writing
// and how to answer, a ZIP code where no home center is chosen, the form's
// own questions and a message. A plain POST to its page, so it works without
// JavaScript; with it, the shared schema checks first and the first problem
// is scrolled to the centre (SPEC §2).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { firstEligibleDate } from '../../../lib/eligible-date.ts';
import {
  SITE_FORMS,
  type FieldChoice,
  type SiteFormField,
  type SiteFormKind,
} from '../../../lib/forms/site-form-fields.ts';
import type { SiteFormRefused } from '../../site-form.server.ts';
import { SiteLink } from '../site-link.tsx';
import { ContactFields, RobotTrap } from './contact-fields.tsx';
import { SelectField, TextAreaField, TextField } from './fields.tsx';
import { typedValues, useCheckedSubmit } from './checked-submit.ts';
import { scrollToFirstInvalid } from './scroll-to-invalid.ts';

const labelClass = 'block text-sm font-semibold text-ink';
const errorClass = 'mt-1 text-sm font-semibold text-red-800';

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function RadioChoices({
  field,
  value,
  error,
}: {
  field: Extract<SiteFormField, { choices: readonly FieldChoice[] }>;
  value: string | undefined;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={labelClass}>{field.label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {field.choices.map((choice) => (
          <label key={choice.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              defaultChecked={value === choice.value}
              className="h-4 w-4"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function OwnField({
  field,
  value,
  error,
}: {
  field: SiteFormField;
  value: string | undefined;
  error: string | undefined;
}) {
  switch (field.kind) {
    case 'radio':
      return <RadioChoices field={field} value={value} error={error} />;
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          choices={field.choices}
          defaultValue={value ?? ''}
          error={error}
          hint={field.hint}
        />
      );
    case 'text':
      return (
        <TextField
          name={field.name}
          label={field.label}
          maxLength={field.max}
          defaultValue={value}
          error={error}
          hint={field.hint}
        />
      );
    case 'number':
      return (
        <TextField
          name={field.name}
          label={field.label}
          inputMode="numeric"
          maxLength={6}
          defaultValue={value}
          error={error}
          hint={field.hint}
        />
      );
    case 'visit-date':
      return (
        <TextField
          name={field.name}
          label={field.label}
          type="date"
          min={isoDay(firstEligibleDate())}
          defaultValue={value}
          error={error}
          hint={field.hint}
        />
      );
    case 'consent':
      return (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              defaultChecked={value === 'on'}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 h-4 w-4"
            />
            {field.label}
          </label>
          {error ? <p className={errorClass}>{error}</p> : null}
        </div>
      );
  }
}

export function SiteForm({
  kind,
  needsZip,
  submitLabel,
  homeCenterName,
}: {
  kind: SiteFormKind;
  needsZip: boolean;
  submitLabel: string;
  /** Who answers: the home center of this site, or the one nearest the ZIP code. */
  homeCenterName: string | null;
}) {
  const spec = SITE_FORMS[kind];
  const posted = useActionData<SiteFormRefused>();
  const [checked, setChecked] = useState<SiteFormRefused | null>(null);
  const refused = checked ?? posted ?? null;
  const errors = refused?.errors ?? {};
  const values = refused?.values;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) scrollToFirstInvalid(form.current, Object.keys(refused.errors));
  }, [refused]);
  const onSubmit = useCheckedSubmit(
    useCallback(
      () =>
        import('../../../lib/forms/site-forms.ts').then(
          ({ siteFormErrors, siteFormFieldNames }) =>
            (element: HTMLFormElement) =>
              siteFormErrors(kind, typedValues(element, siteFormFieldNames(kind)), { needsZip })
                .errors,
        ),
      [kind, needsZip],
    ),
    useCallback((problems, element) => {
      setChecked({ errors: problems, values: typedValues(element, Object.keys(problems)) });
    }, []),
    busy,
  );
  return (
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
      {needsZip ? (
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
      ) : null}
      {spec.fields.map((field) => (
        <OwnField
          key={field.name}
          field={field}
          value={values?.[field.name]}
          error={errors[field.name]}
        />
      ))}
      <TextAreaField
        name="message"
        label={spec.message.label}
        rows={3}
        maxLength={spec.message.max}
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
          We send this only to {homeCenterName ?? 'the home center that answers it'}.{' '}
          <SiteLink to="/legal#privacy" className="underline">
            Privacy
          </SiteLink>
        </p>
      </div>
    </Form>
  );
}

/** The thank-you after a form: which home center has it and its number. */
export function SentThanks({
  homeCenter,
  what,
}: {
  homeCenter: { name: string; phone: string; phoneFormatted: string | null };
  what: string;
}) {
  return (
    <section aria-labelledby="thanks-title" className="rounded-lg bg-brand-50 p-6">
      <h2 id="thanks-title" className="text-2xl font-bold text-brand-900">
        Thank you, it is on its way
      </h2>
      <p className="mt-3">
        {homeCenter.name} has {what} and will answer you the way you chose. You can also call them
        at{' '}
        <a href={`tel:+1${homeCenter.phone}`} className="font-semibold text-brand-700 underline">
          {homeCenter.phoneFormatted ?? homeCenter.phone}
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
  );
}
