// The schema of each public form of site-form-fields.ts (issue 12): the
// shared contact fields, a ZIP code where no home center is chosen, the
// form's own questions and its message. One schema for browser and server.
import { teamOfForm } from './our-team.ts';
import { z } from 'zod';
import { typedText } from '../typed-text.ts';
import { closedHoliday } from '../closed-days.ts';
import { isCalendarDate, isEligibleDate, isWithinVisitWindow } from '../eligible-date.ts';
import { todayIso } from '../promotion-status.ts';
import {
  MISSING_ANSWER,
  SITE_FORMS,
  type SiteFormField,
  type SiteFormKind,
} from './site-form-fields.ts';
import {
  checkContactRoute,
  contactShape,
  formErrors,
  keepItTo,
  messageField,
  oneLine,
} from './visitor-contact.ts';
import { isPostalCode } from '../location-source.ts';

export * from './site-form-fields.ts';

function fieldSchema(field: SiteFormField, today: string): z.ZodType<string> {
  const needed = MISSING_ANSWER[field.name] ?? `Answer “${field.label}”.`;
  switch (field.kind) {
    case 'select':
    case 'radio': {
      const values = field.choices.map((choice) => choice.value);
      return z
        .string()
        .default('')
        .refine((v) => (v === '' ? !field.required : values.includes(v)), needed);
    }
    case 'text':
      return z
        .string()
        .overwrite(typedText)
        .default('')
        .refine((v) => v !== '' || !field.required, needed)
        .refine((v) => v.length <= field.max, keepItTo(field.max))
        .refine(oneLine, 'Write it on one line.');
    case 'number':
      return z
        .string()
        .overwrite(typedText)
        .default('')
        .refine((v) => v !== '' || !field.required, needed)
        .refine(
          (v) => v === '' || (/^\d{1,6}$/.test(v) && +v >= field.min && +v <= field.max),
          `Enter a number from ${field.min} to ${field.max}.`,
        );
    case 'visit-date':
      return (
        z
          .string()
          .overwrite(typedText)
          .default('')
          .refine((v) => v !== '', 'Choose the day you would like to come.')
          .refine((v) => v === '' || isCalendarDate(v), 'Choose a day from the calendar.')
          .refine(
            // "Today" is the home center's calendar day, not the server's.
            (v) => !isCalendarDate(v) || isEligibleDate(v, today),
            'Choose a day at least two days from today (three on a Friday), and not a Sunday.',
          )
          .refine(
            (v) => !isEligibleDate(v, today) || isWithinVisitWindow(v, today),
            'Choose a day within the next three months; for a later visit, call the home center.',
          )
          // SPEC §5's eligible day, on which the lots are closed (docs/rules.md).
          .superRefine((v, context) => {
            const holiday = isEligibleDate(v, today) ? closedHoliday(v) : null;
            if (holiday) {
              context.addIssue({
                code: 'custom',
                message: `Our home centers are closed on ${holiday}: choose another day.`,
              });
            }
          })
      );
    case 'consent':
      return z
        .string()
        .default('')
        .refine((v) => v === 'on' || v === 'true', 'Tick the box to go on.');
  }
}

/** A form's schema; `needsZip` when no home center is chosen (the main site). */
/** `timeZone`: the answering home center's, for its visit days (else US Central). */
export type SiteFormOptions = { needsZip: boolean; now?: Date; timeZone?: string };

export function siteFormSchema(kind: SiteFormKind, options: SiteFormOptions) {
  const spec = SITE_FORMS[kind];
  const today = todayIso(options.now ?? new Date(), options.timeZone);
  const own = Object.fromEntries(
    spec.fields.map((field) => [field.name, fieldSchema(field, today)]),
  );
  return z
    .object({
      ...contactShape,
      // A home center's own form shows no ZIP code field: one posted anyway is not read.
      zip: options.needsZip
        ? z
            .string()
            .overwrite(typedText)
            .default('')
            .refine((v) => v === '' || isPostalCode(v), 'Enter the 5 digits of your ZIP code.')
            .refine(
              (v) => v !== '',
              teamOfForm(kind)
                ? 'Enter your ZIP code, so we know the home center near you.'
                : 'Enter your ZIP code, so the home center nearest you answers.',
            )
        : z
            .unknown()
            .optional()
            .transform(() => ''),
      message: messageField(
        spec.message.max,
        spec.message.required ? (spec.message.missing ?? 'Write your message.') : null,
      ),
      ...own,
    })
    .superRefine(checkContactRoute);
}

export type SiteFormValue = z.output<ReturnType<typeof siteFormSchema>> & Record<string, string>;

/** Every posted field a form reads, in its order on the page. */
export function siteFormFieldNames(kind: SiteFormKind): string[] {
  return [
    'name',
    'preferredContact',
    'email',
    'phone',
    'zip',
    ...SITE_FORMS[kind].fields.map((field) => field.name),
    'message',
  ];
}

export function siteFormErrors(kind: SiteFormKind, input: unknown, options: SiteFormOptions) {
  return formErrors(siteFormSchema(kind, options), input);
}
