// SPEC §2 /portal/account-details: the buyer's own details (SPEC §3 User:
// names, phone shown as (###) ###-####, contact method and times, pronouns,
// suffix, opt-ins), their sign-in email and password, and the applications
// they have signed in to. SPEC §5: a user patch drops empty fields but always
// sends the three opt-ins, renames zipcode to zipCode, and nothing is sent
// without a token and a user; emptying a field the buyer had filled is our
// clearFields (a buyer must be able to take their phone number back).
import { useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatPhone, typedPhoneDigits } from '../../../lib/phone.ts';
import {
  choiceLabel,
  CONTACT_METHODS,
  CONTACT_TIMES,
  MAX_NAME_LENGTH,
  MAX_PREFERRED_NAME_LENGTH,
  MAX_PRONOUNS_LENGTH,
  MAX_SUFFIX_LENGTH,
  ZIP_CODE_LENGTH,
} from '../../../lib/portal-fields.ts';
import { buildUserPatch } from '../../../lib/user-patch.ts';
import { typedText } from '../../../lib/typed-text.ts';
import { AccountSettings } from '../../account/settings.tsx';
import {
  CheckboxField,
  ChoiceGroup,
  TextField,
  type FieldErrors,
} from '../../components/form/fields.tsx';
import { scrollToFirstInvalid } from '../../components/form/scroll-to-invalid.ts';
import { useClient, useMutation, useQuery } from '../../graphql/client-react.tsx';
import {
  AuthorizedApplicationsQuery,
  GetApplicationQuery,
} from '../../graphql/documents/account.ts';
import { PatchUserMutation } from '../../graphql/documents/portal.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { AFTER_PROFILE_CHANGE, usePortal, type PortalUser } from '../../portal/portal-data.tsx';
import { Placeholder } from '../../portal/progress.tsx';
import type { loader as rootLoader } from '../../root.tsx';

export const meta = () => portalMeta('Account details');

/** The text fields of the form, as the API names them; `zipcode` is the client's name (SPEC §3). */
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'preferredName',
  'suffix',
  'preferredPronouns',
  'phone',
  'zipcode',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
/** What clearFields calls each one (the API's names). */
const CLEARABLE: Partial<Record<TextName, string>> = {
  preferredName: 'preferredName',
  suffix: 'suffix',
  preferredPronouns: 'preferredPronouns',
  phone: 'phone',
  zipcode: 'zipCode',
};

type Draft = Record<TextName, string> & {
  preferredContactMethod: string;
  preferredContactTime: string[];
  optInEmail: boolean;
  optInText: boolean;
  optInCall: boolean;
};

/** Before the session is known (the server's render): the same screen, with nothing in it. */
const NO_SESSION_USER = {
  subject: '',
  email: '',
  firstName: '',
  lastName: '',
  preferredName: '',
};

const BLANK_DRAFT: Draft = {
  firstName: '',
  lastName: '',
  preferredName: '',
  suffix: '',
  preferredPronouns: '',
  phone: '',
  zipcode: '',
  preferredContactMethod: '',
  preferredContactTime: [],
  optInEmail: false,
  optInText: false,
  optInCall: false,
};

function draftOf(user: PortalUser | null): Draft {
  if (!user) return BLANK_DRAFT;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    preferredName: user.preferredName,
    suffix: user.suffix,
    preferredPronouns: user.preferredPronouns,
    phone: user.phone ? (formatPhone(user.phone) ?? user.phone) : '',
    zipcode: user.zipCode,
    preferredContactMethod: user.preferredContactMethod[0] ?? '',
    preferredContactTime: [...user.preferredContactTime],
    optInEmail: user.optInEmail,
    optInText: user.optInText,
    optInCall: user.optInCall,
  };
}

function problemsOf(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!typedText(draft.firstName)) problems.firstName = 'Enter your first name.';
  if (!typedText(draft.lastName)) problems.lastName = 'Enter your last name.';
  if (typedPhoneDigits(draft.phone) === null) {
    problems.phone = 'Enter a 10-digit phone number, such as (865) 555-0123.';
  }
  if (
    typedText(draft.zipcode) &&
    !new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`).test(typedText(draft.zipcode))
  ) {
    problems.zipcode = `Enter the ${ZIP_CODE_LENGTH} digits of your ZIP code.`;
  }
  if (
    (draft.preferredContactMethod === 'phone' || draft.preferredContactMethod === 'text') &&
    !typedText(draft.phone)
  ) {
    problems.phone = 'Add a phone number to be reached by phone or text.';
  }
  return problems;
}

export default function AccountDetailsPage() {
  const portal = usePortal();
  const client = useClient();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const user = portal.user;
  return (
    <section aria-labelledby="account-details-heading">
      <PageHeading
        id="account-details-heading"
        title="Account details"
        intro="Who you are and how your home center should reach you. We never share your details beyond your home center."
      />
      {user ? (
        <DetailsForm key={user.userId} user={user} />
      ) : (
        <Placeholder className="mt-6 h-[42rem]" />
      )}
      {root ? (
        <AccountSettings
          session={portal.session}
          user={portal.session.user ?? NO_SESSION_USER}
          clientId={root.site.signInClientId}
          onEmailChangeAsked={() => void client.refetchQueries(AFTER_PROFILE_CHANGE)}
        />
      ) : null}
      <SignedInTo clientId={root?.site.signInClientId ?? null} />
    </section>
  );
}

function DetailsForm({ user }: { user: PortalUser | null }) {
  const portal = usePortal();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [patchUser] = useMutation(PatchUserMutation, { refetch: AFTER_PROFILE_CHANGE });

  function change<K extends keyof Draft>(name: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    if (status === 'saved') setStatus('idle');
  }

  async function save() {
    if (!user || status === 'saving') return;
    const problems = problemsOf(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStatus('failed');
      setProblem('Some details need a look.');
      scrollToFirstInvalid(formRef.current, Object.keys(problems));
      return;
    }
    const before = draftOf(user);
    // Checked above: 10 digits, or '' for none.
    const phone = typedPhoneDigits(draft.phone) ?? '';
    const patch = buildUserPatch({
      token: await portal.session.accessToken(),
      user,
      patch: {
        firstName: typedText(draft.firstName),
        lastName: typedText(draft.lastName),
        preferredName: typedText(draft.preferredName),
        suffix: typedText(draft.suffix),
        preferredPronouns: typedText(draft.preferredPronouns),
        phone,
        zipcode: typedText(draft.zipcode),
        preferredContactMethod: draft.preferredContactMethod ? [draft.preferredContactMethod] : [],
        preferredContactTime: draft.preferredContactTime,
        optInEmail: draft.optInEmail,
        optInText: draft.optInText,
        optInCall: draft.optInCall,
      },
    });
    if (!patch) {
      setStatus('failed');
      setProblem('Your sign-in has ended. Sign in again, then save once more.');
      return;
    }
    // What the buyer emptied: SPEC §5's patch cannot say it, clearFields does.
    const clearFields = [
      ...TEXT_FIELDS.filter(
        (name) => CLEARABLE[name] && before[name] && !typedText(draft[name]),
      ).map((name) => CLEARABLE[name]!),
      ...(before.preferredContactMethod && !draft.preferredContactMethod
        ? ['preferredContactMethod']
        : []),
      ...(before.preferredContactTime.length && !draft.preferredContactTime.length
        ? ['preferredContactTime']
        : []),
    ];
    setStatus('saving');
    setProblem(null);
    const result = await patchUser({
      userId: user.userId,
      patch,
      clearFields: clearFields.length ? (clearFields as never) : null,
      lotNumber: portal.lotNumber,
      includeRetailCollections: false,
      includeCorpCollections: false,
    });
    if (result.error) {
      const field = result.error.field === 'zipCode' ? 'zipcode' : result.error.field;
      if (field) {
        setErrors({ [field]: result.error.message });
        scrollToFirstInvalid(formRef.current, [field]);
      }
      setStatus('failed');
      setProblem(result.error.message);
      return;
    }
    setStatus('saved');
    portal.track('profile_updated', { page: 'account-details' });
    // The header greets by the sign-in's name (the one they go by, else the first name): a
    // renewed sign-in carries the new one.
    if (
      typedText(draft.firstName) !== typedText(before.firstName) ||
      typedText(draft.preferredName) !== typedText(before.preferredName)
    ) {
      void portal.session.signedIn({ renew: true }).catch(() => {});
    }
  }

  const text = (name: TextName) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-labelledby="about-you-heading"
      className="mt-6 rounded-lg border border-brand-100 p-5"
    >
      <fieldset disabled={!user} className="contents">
        <h2 id="about-you-heading" className="text-xl font-bold text-brand-900">
          About you
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            {...text('firstName')}
            label="First name"
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
          />
          <TextField
            {...text('lastName')}
            label="Last name"
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
          />
          <TextField
            {...text('preferredName')}
            label="Name you go by (optional)"
            autoComplete="nickname"
            maxLength={MAX_PREFERRED_NAME_LENGTH}
          />
          {/* Side by side where both labels fit on one line; stacked on a narrow phone. */}
          <div className="grid gap-4 min-[440px]:grid-cols-2">
            <TextField
              {...text('suffix')}
              label="Suffix (optional)"
              hint="Jr., Sr., III"
              autoComplete="honorific-suffix"
              maxLength={MAX_SUFFIX_LENGTH}
            />
            <TextField
              {...text('preferredPronouns')}
              label="Pronouns (optional)"
              hint="she/her, he/him, they/them"
              autoComplete="off"
              maxLength={MAX_PRONOUNS_LENGTH}
            />
          </div>
        </div>

        <h2 className="mt-8 text-xl font-bold text-brand-900">How to reach you</h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            {...text('phone')}
            // Needed once the best way to reach them is a call or a text (the check below).
            label={
              draft.preferredContactMethod === 'phone' || draft.preferredContactMethod === 'text'
                ? 'Phone'
                : 'Phone (optional)'
            }
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            onBlur={() => {
              const formatted = formatPhone(typedPhoneDigits(draft.phone));
              if (formatted) change('phone', formatted);
            }}
          />
          <TextField
            {...text('zipcode')}
            label="ZIP code (optional)"
            hint="Finds your nearest home center."
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_CODE_LENGTH}
          />
          <ChoiceGroup
            name="preferredContactMethod"
            legend="Best way to reach you"
            type="radio"
            choices={CONTACT_METHODS.map((value) => ({ value, label: choiceLabel(value) }))}
            value={draft.preferredContactMethod}
            error={errors.preferredContactMethod}
            onChange={(value) => change('preferredContactMethod', value)}
            onClear={() => change('preferredContactMethod', '')}
          />
          <ChoiceGroup
            name="preferredContactTime"
            legend="Best times"
            type="checkbox"
            choices={CONTACT_TIMES.map((value) => ({ value, label: choiceLabel(value) }))}
            values={draft.preferredContactTime}
            error={errors.preferredContactTime}
            onChange={(value, checked) =>
              change(
                'preferredContactTime',
                checked
                  ? CONTACT_TIMES.filter(
                      (time) => time === value || draft.preferredContactTime.includes(time),
                    )
                  : draft.preferredContactTime.filter((time) => time !== value),
              )
            }
          />
        </div>

        <fieldset className="mt-8">
          <legend className="text-xl font-bold text-brand-900">News and offers</legend>
          <p className="mt-1 text-sm text-muted">
            Your home center answers your questions either way; these are for news and offers.
          </p>
          <div className="mt-3 space-y-3">
            <CheckboxField
              name="optInEmail"
              label="Email me news and offers"
              checked={draft.optInEmail}
              onChange={(checked) => change('optInEmail', checked)}
            />
            <CheckboxField
              name="optInText"
              label="Text me news and offers"
              hint="Message and data rates may apply. Reply STOP to any text to stop."
              checked={draft.optInText}
              onChange={(checked) => change('optInText', checked)}
            />
            <CheckboxField
              name="optInCall"
              label="Call me about news and offers"
              checked={draft.optInCall}
              onChange={(checked) => change('optInCall', checked)}
            />
          </div>
        </fieldset>

        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            aria-disabled={status === 'saving' || undefined}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
          >
            {status === 'saving' ? 'Saving…' : 'Save details'}
          </button>
          <p role="status" className="text-brand-800">
            {status === 'saved' ? 'Saved.' : ''}
          </p>
          {status === 'failed' ? (
            <p role="alert" className="font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

/** SPEC §7 authorized applications, and this site's own client (getApplication). */
function SignedInTo({ clientId }: { clientId: string | null }) {
  const portal = usePortal();
  const ready = portal.status === 'ready';
  const applications = useQuery(AuthorizedApplicationsQuery, {}, { skip: !ready });
  const current = useQuery(GetApplicationQuery, { name: clientId ?? '' }, { skip: !clientId });
  const list = applications.data?.authorizedApplications ?? null;
  return (
    <section aria-labelledby="applications-heading" className="mt-10">
      <h2 id="applications-heading" className="text-xl font-bold text-brand-900">
        Where you are signed in
      </h2>
      <p className="mt-1 text-muted">
        {current.data?.getApplication
          ? `You are using the ${current.data.getApplication.name} now. `
          : ''}
        These are the sites where you have used your home account.
      </p>
      {list === null ? (
        <Placeholder className="mt-4 h-20" />
      ) : list.length === 0 ? (
        <p className="mt-4">None yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100 rounded-lg border border-brand-100">
          {list.map((application) => (
            <li key={application.clientId} className="flex flex-wrap justify-between gap-2 p-4">
              <span className="font-semibold">{application.name}</span>
              <span className="text-sm text-muted">
                {application.isRetail ? 'A home center brand’s site' : 'Our main site'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
