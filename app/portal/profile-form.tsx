// The profile forms of the budget, land and aspirations pages: the buyer's
// answers as typed, turned into a profile patch (lib/user-patch.ts
// buildProfilePatch: false and 0 are answers, an emptied field clears it),
// sent with updateProfile, after which the user and planner progress reload
// (SPEC §4 step 5; answered questions complete their planner items). A
// mistake is said on its field, and the first one (by name, in the form's
// order) is scrolled to the centre of the view (SPEC §2).
import { useState } from 'react';
import { MAX_DOLLARS, typedDollars, ZIP_CODE_LENGTH } from '../../lib/portal-fields.ts';
import { buildProfilePatch } from '../../lib/user-patch.ts';
import type { FieldErrors } from '../components/form/fields.tsx';
import { scrollToFirstInvalid } from '../components/form/scroll-to-invalid.ts';
import { useMutation } from '../graphql/client-react.tsx';
import { UpdateProfileMutation } from '../graphql/documents/portal.ts';
import { AFTER_PROFILE_CHANGE, usePortal, type PortalProfile } from './portal-data.tsx';

export type FieldKind = 'dollars' | 'whole' | 'halves' | 'choice' | 'yes-no' | 'text' | 'zip';

export type ProfileField = {
  name: keyof PortalProfile & string;
  kind: FieldKind;
  /** For whole numbers and halves. */
  min?: number;
  max?: number;
  /** What the field is called in a message ("your budget"). */
  noun: string;
  /** Asked only when this holds (a pre-approved amount needs a yes); otherwise cleared. */
  when?: (values: Readonly<Record<string, string>>) => boolean;
};

type Values = Record<string, string>;

/** A stored answer as the form shows it: '' when not answered. */
export function shown(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'yes-no') return value === true ? 'yes' : value === false ? 'no' : '';
  if (kind === 'dollars' && typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/** A typed answer as the profile stores it, or the problem with it. */
export function parsed(field: ProfileField, raw: string): { value: unknown } | { problem: string } {
  const text = raw.trim();
  if (text === '') return { value: null };
  switch (field.kind) {
    case 'dollars': {
      const dollars = typedDollars(text);
      if (dollars === null || dollars > MAX_DOLLARS) {
        return {
          problem: `Enter ${field.noun} in whole dollars, up to $${MAX_DOLLARS.toLocaleString('en-US')}.`,
        };
      }
      return { value: dollars };
    }
    case 'whole':
    case 'halves': {
      const number = Number(text);
      const step = field.kind === 'halves' ? 0.5 : 1;
      if (
        !Number.isFinite(number) ||
        Math.round(number / step) * step !== number ||
        (field.min !== undefined && number < field.min) ||
        (field.max !== undefined && number > field.max)
      ) {
        return { problem: `Choose ${field.noun} from the list.` };
      }
      return { value: number };
    }
    case 'yes-no':
      return { value: text === 'yes' };
    case 'zip':
      if (!new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`).test(text)) {
        return { problem: `Enter the ${ZIP_CODE_LENGTH} digits of ${field.noun}.` };
      }
      return { value: text };
    default:
      return { value: text };
  }
}

export type ProfileForm = {
  values: Values;
  set(name: string, value: string): void;
  errors: FieldErrors;
  status: 'idle' | 'saving' | 'saved' | 'failed';
  problem: string | null;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  ready: boolean;
};

/** Beside the save button, when a field says what is wrong. */
const NEEDS_A_LOOK = 'Some answers need a look.';

/**
 * `formRef` is the page's form, where a mistake is scrolled to; `check` finds
 * mistakes across fields (a month without a year), by field name.
 */
export function useProfileForm(
  fields: readonly ProfileField[],
  page: string,
  formRef: React.RefObject<HTMLFormElement | null>,
  check: (values: Readonly<Values>) => Record<string, string> = () => ({}),
): ProfileForm {
  const portal = usePortal();
  const profile = portal.profile;
  // Only what the buyer typed lives here; everything else shows the profile.
  const [edits, setEdits] = useState<Values>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ProfileForm['status']>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [updateProfile] = useMutation(UpdateProfileMutation, { refetch: AFTER_PROFILE_CHANGE });

  const values: Values = {};
  for (const field of fields) {
    values[field.name] = edits[field.name] ?? shown(field.kind, profile?.[field.name]);
  }

  async function save() {
    // Saving: the button stays focusable, so a second press waits for the first.
    if (!profile || status === 'saving') return;
    const problems: Record<string, string> = { ...check(values) };
    const patch: Record<string, unknown> = {};
    for (const field of fields) {
      if (field.when && !field.when(values)) {
        patch[field.name] = null;
        continue;
      }
      const result = parsed(field, values[field.name] ?? '');
      if ('problem' in result) problems[field.name] ??= result.problem;
      else patch[field.name] = result.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStatus('failed');
      setProblem(NEEDS_A_LOOK);
      scrollToFirstInvalid(formRef.current, Object.keys(problems));
      return;
    }
    setStatus('saving');
    setProblem(null);
    const result = await updateProfile({
      profileId: profile.profileId,
      patch: buildProfilePatch(patch),
    });
    if (result.error) {
      const field = result.error.field;
      // A refusal of one field is said at it, the summary as the form's own checks say it.
      const atField = field !== null && field !== undefined && fields.some((f) => f.name === field);
      if (atField) {
        setErrors({ [field]: result.error.message });
        scrollToFirstInvalid(formRef.current, [field]);
      }
      setStatus('failed');
      setProblem(atField ? NEEDS_A_LOOK : result.error.message);
      return;
    }
    // The reloaded profile is what the form shows now.
    setEdits({});
    setStatus('saved');
    portal.track('profile_updated', { page });
  }

  return {
    values,
    set: (name, value) => {
      setEdits((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
      if (status === 'saved') setStatus('idle');
    },
    errors,
    status,
    problem,
    onSubmit: (event) => {
      event.preventDefault();
      void save();
    },
    ready: profile !== null,
  };
}

/** The form's save button and what saving said. */
export function SaveBar({ form, label }: { form: ProfileForm; label: string }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <button
        type="submit"
        disabled={!form.ready}
        aria-disabled={form.status === 'saving' || undefined}
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 aria-disabled:opacity-60"
      >
        {form.status === 'saving' ? 'Saving…' : label}
      </button>
      <p role="status" className="text-brand-800">
        {form.status === 'saved' ? 'Saved.' : ''}
      </p>
      {form.status === 'failed' ? (
        <p role="alert" className="font-semibold text-red-800">
          {form.problem}
        </p>
      ) : null}
    </div>
  );
}
