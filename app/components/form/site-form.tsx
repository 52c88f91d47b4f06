// A public form of issue 12 (lib/forms/site-form-fields.ts): who is writing
// and how to answer, a ZIP code where no home center is chosen, the form's
// own questions and a message, in the shell every public form shares
// (public-form.tsx). A plain POST to its page, so it works without
// JavaScript; with it, the shared schema checks first and the first problem
// is scrolled to the centre (SPEC §2).
import { teamOfForm } from '../../../lib/forms/our-team.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { useCallback, useId } from 'react';
import { firstEligibleDate, lastVisitDate } from '../../../lib/eligible-date.ts';
import { todayIso } from '../../../lib/promotion-status.ts';
import {
  SITE_FORMS,
  type FieldChoice,
  type SiteFormField,
  type SiteFormKind,
} from '../../../lib/forms/site-form-fields.ts';
import { SelectField, TextField } from './fields.tsx';
import { typedValues } from './checked-submit.ts';
import { PublicForm } from './public-form.tsx';

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
  timeZone,
}: {
  field: SiteFormField;
  value: string | undefined;
  error: string | undefined;
  timeZone: string | undefined;
}) {
  const problemId = `${useId()}-problem`;
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
    case 'visit-date': {
      // The home center's calendar day, as the server counts it (lib/forms/site-forms.ts).
      const today = todayIso(undefined, timeZone);
      return (
        <TextField
          name={field.name}
          label={field.label}
          type="date"
          min={isoDay(firstEligibleDate(today))}
          max={isoDay(lastVisitDate(today))}
          defaultValue={value}
          error={error}
          hint={field.hint}
        />
      );
    }
    case 'consent':
      return (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              defaultChecked={value === 'on'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? problemId : undefined}
              className="mt-0.5 h-4 w-4"
            />
            {field.label}
          </label>
          {error ? (
            <p id={problemId} className={errorClass}>
              {error}
            </p>
          ) : null}
        </div>
      );
  }
}

export function SiteForm({
  kind,
  needsZip,
  submitLabel,
  homeCenterName,
  timeZone,
  zipHint,
}: {
  kind: SiteFormKind;
  needsZip: boolean;
  submitLabel: string;
  /** Who answers: the home center of this site, or the one nearest the ZIP code. */
  homeCenterName: string | null;
  /** The home center's, whose calendar a visit is booked by (else US Central). */
  timeZone?: string;
  /** What the ZIP code is for, when not the nearest home center (a promotion's: one taking part). */
  zipHint?: string;
}) {
  const spec = SITE_FORMS[kind];
  const team = teamOfForm(kind);
  const loadCheck = useCallback(
    () =>
      loadChunk(() => import('../../../lib/forms/site-forms.ts')).then(
        ({ siteFormErrors, siteFormFieldNames }) =>
          (element: HTMLFormElement) =>
            siteFormErrors(kind, typedValues(element, siteFormFieldNames(kind)), {
              needsZip,
              timeZone,
            }).errors,
      ),
    [kind, needsZip, timeZone],
  );
  return (
    <PublicForm
      loadCheck={loadCheck}
      needsZip={needsZip}
      ownFields={({ values, errors }) =>
        spec.fields.map((field) => (
          <OwnField
            key={field.name}
            field={field}
            timeZone={timeZone}
            value={values?.[field.name]}
            error={errors[field.name]}
          />
        ))
      }
      message={{ label: spec.message.label, rows: 3, max: spec.message.max }}
      submitLabel={submitLabel}
      zipHint={team ? 'So we know the home center near you.' : zipHint}
      privacy={
        team ? (
          <>We send this only to our {team}.</>
        ) : spec.fields.some((field) => field.name === 'publish') ? (
          // A testimonial or review is sent to be shown: say who decides what is shown.
          <>
            We send this to {homeCenterName ?? 'the home center that answers it'}, which may show
            your words on its pages with your first name, last initial and town. Your email and
            phone stay with it.
          </>
        ) : (
          <>We send this only to {homeCenterName ?? 'the home center that answers it'}.</>
        )
      }
    />
  );
}
