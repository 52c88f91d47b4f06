// Who is writing and how to answer them: the fields every public form opens
// with (issue 11's "Ask about this home", issue 12's contact, feedback and
// promotion forms). Uncontrolled, so they post without JavaScript and keep
// what was typed when the server sends the form back. A signed-in buyer finds
// their name and email already in (from their sign-in), as nobody retypes them.
import { useEffect, useId, useRef } from 'react';
import { useSession } from '../../identity/session.tsx';
import {
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  MAX_INQUIRY_NAME_LENGTH,
} from '../../../lib/forms/home-inquiry-fields.ts';
import { TextField } from './fields.tsx';

const labelClass = 'block text-sm font-semibold text-ink';
const errorClass = 'mt-1 text-sm font-semibold text-red-800';

export type ContactValues = Partial<
  Record<'name' | 'email' | 'phone' | 'preferredContact', string>
>;

export function ContactFields({
  values,
  errors,
}: {
  values?: ContactValues | undefined;
  errors: Partial<Record<string, string>>;
}) {
  const id = useId();
  const name = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const session = useSession();
  const signedIn = session?.authenticated ? session.user : null;
  useEffect(() => {
    if (!signedIn) return;
    // Only into an empty field: never over what was typed or sent back.
    const fill = (field: HTMLInputElement | null, value: string) => {
      if (field && field.value === '' && value) field.value = value;
    };
    fill(name.current, [signedIn.firstName, signedIn.lastName].filter(Boolean).join(' '));
    fill(email.current, signedIn.email);
  }, [signedIn]);
  return (
    <>
      <TextField
        ref={name}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={MAX_INQUIRY_NAME_LENGTH}
        defaultValue={values?.name}
        error={errors.name}
      />
      <fieldset
        aria-invalid={errors.preferredContact ? true : undefined}
        aria-describedby={errors.preferredContact ? `${id}-contact-error` : undefined}
      >
        <legend className={labelClass}>Reach me by</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {CONTACT_PREFERENCES.map((choice) => (
            <label key={choice} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="radio"
                name="preferredContact"
                value={choice}
                defaultChecked={(values?.preferredContact ?? 'email') === choice}
                className="h-4 w-4"
              />
              {CONTACT_PREFERENCE_LABELS[choice]}
            </label>
          ))}
        </div>
        {errors.preferredContact ? (
          <p id={`${id}-contact-error`} className={errorClass}>
            {errors.preferredContact}
          </p>
        ) : null}
      </fieldset>
      <TextField
        ref={email}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={values?.email}
        error={errors.email}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        defaultValue={values?.phone}
        error={errors.phone}
      />
    </>
  );
}

/** People never see this field; robots that fill every field do (no third-party captcha). */
export function RobotTrap() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
