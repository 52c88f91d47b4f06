// The signed-in buyer's sign-in email and password on the portal's account
// details: the two changes SPEC §7 offers (updateEmail, updatePasswordService). Both go to the
// API through the data client (app/graphql/client.ts) with the user's Bearer
// token and answer with a mailed link: the change itself happens when the
// link is opened (server/identity/account-flows.ts). Changing the email also
// needs a sign-in of the last few minutes: when the API asks for one, the
// person types their password again in the sign-in window and the change goes again.
import { useId, useState } from 'react';
import { ALREADY_YOUR_EMAIL, MAX_EMAIL_LENGTH } from '../../lib/account-fields.ts';
import type { SessionUser } from '../../lib/identity-session.ts';
import { ApiError, createClient, type Client, type Result } from '../graphql/client.ts';
import {
  DeleteAccountMutation,
  UpdateEmailMutation,
  UpdatePasswordServiceMutation,
} from '../graphql/documents/account.ts';
import type { Session } from '../identity/session.tsx';
import { Done, inputClass, Problem } from './form.tsx';

const BUTTON =
  'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 aria-disabled:opacity-60';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string; field: string | null }
  /** The API wants a recent sign-in first (REAUTHENTICATION_REQUIRED). */
  | { kind: 'confirm' };

const SIGNED_OUT = 'Your sign-in has ended. Sign in again, then ask once more.';

function failure(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (error.code === 'REAUTHENTICATION_REQUIRED') return { kind: 'confirm' };
    const message = error.code === 'UNAUTHENTICATED' ? SIGNED_OUT : error.message;
    return { kind: 'failed', message, field: error.field };
  }
  return { kind: 'failed', message: 'Something went wrong. Try again.', field: null };
}

/** One account change's answer as the Outcome the form shows; `to` is where the mail went. */
function outcome(result: Result<unknown>, to: () => string): Outcome {
  return result.error ? failure(result.error) : { kind: 'sent', to: to() };
}

/**
 * A data client for one account change. Its token comes from the session,
 * renewed first when about to expire. A token the API refuses (the account's
 * password or email changed since it was issued) is renewed once by the
 * client and the change sent again; `onEmail` hears the address each token's
 * sign-in says, so a change sent again can carry the renewed address. When
 * renewing fails too, the change answers UNAUTHENTICATED ("Your sign-in has
 * ended…"): the session has already forgotten a sign-in the provider refused,
 * and reading the stored user again makes the screen agree with it. Mutations
 * cache nothing, so a client per change costs two closures.
 */
function accountClient(session: Session, onEmail: (email: string) => void): Client {
  return createClient({
    getToken: async (options) => {
      const signedIn = await session.signedIn(options);
      if (signedIn) onEmail(signedIn.email);
      return signedIn?.token ?? null;
    },
    onSignedOut: () => void session.reload(),
  });
}

/** The API wants a recent sign-in (REAUTHENTICATION_REQUIRED): the password again, then the change. */
function ConfirmItsYou({ before, onConfirm }: { before: string; onConfirm: () => Promise<void> }) {
  return (
    <div role="alert" className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4">
      <p>
        For your safety, confirm it’s you before {before}: type your password again in the sign-in
        window.
      </p>
      <button
        type="button"
        // It appears where the pressed button now waits: the keyboard goes on from here.
        autoFocus
        className={`mt-3 ${BUTTON}`}
        onClick={() => void onConfirm()}
      >
        Confirm it’s you
      </button>
    </div>
  );
}

export function AccountSettings({
  session,
  user,
  clientId,
  onEmailChangeAsked,
}: {
  session: Session;
  user: SessionUser;
  clientId: string;
  /** SPEC §4: after an email update the profile is reloaded, as after every other mutation. */
  onEmailChangeAsked: () => void;
}) {
  const ids = useId();
  const [newEmail, setNewEmail] = useState('');
  const [email, setEmail] = useState<Outcome>({ kind: 'idle' });
  const [password, setPassword] = useState<Outcome>({ kind: 'idle' });
  const [removal, setRemoval] = useState<Outcome>({ kind: 'idle' });
  const [understood, setUnderstood] = useState(false);
  const emailProblem = `${ids}-email-problem`;
  const emailInvalid = email.kind === 'failed' && email.field !== 'clientId';

  async function sendEmailChange() {
    const wanted = newEmail.trim();
    // Said at once: asking for the password again would not make it a change.
    if (wanted.toLowerCase() === user.email.toLowerCase()) {
      setEmail({ kind: 'failed', message: ALREADY_YOUR_EMAIL, field: 'newEmail' });
      return;
    }
    setEmail({ kind: 'busy' });
    const client = accountClient(session, () => {});
    const result = await client.mutate(UpdateEmailMutation, { newEmail: wanted, clientId });
    setEmail(outcome(result, () => wanted));
    if (!result.error) onEmailChangeAsked();
  }

  /** The sign-in window asks for the password (prompt=login); with fresh tokens, the change goes again. */
  async function confirmAndSend() {
    setEmail({ kind: 'busy' });
    if (await session.confirmIdentity()) await sendEmailChange();
    else setEmail({ kind: 'confirm' });
  }

  async function deleteAccount() {
    if (!understood) {
      setRemoval({
        kind: 'failed',
        message: 'Tick the box to say you understand the account cannot be brought back.',
        field: 'understood',
      });
      return;
    }
    setRemoval({ kind: 'busy' });
    const result = await accountClient(session, () => {}).mutate(DeleteAccountMutation, {});
    if (result.error) setRemoval(failure(result.error));
    else await session.accountDeleted();
  }

  /** As for the email: the password typed again, then the deletion goes again. */
  async function confirmAndDelete() {
    setRemoval({ kind: 'busy' });
    if (await session.confirmIdentity()) await deleteAccount();
    else setRemoval({ kind: 'confirm' });
  }

  async function requestPasswordLink() {
    if (password.kind === 'busy') return;
    setPassword({ kind: 'busy' });
    let email = user.email;
    const client = accountClient(session, (signedIn) => {
      email = signedIn;
    });
    setPassword(
      outcome(
        // Read at each send: a renewed sign-in's address when the first token was refused.
        await client.mutate(UpdatePasswordServiceMutation, () => ({ email, clientId })),
        () => email,
      ),
    );
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-10">
      <h2 id={`${ids}-heading`} className="text-xl font-bold text-brand-900">
        Email and password
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Sign-in email</dt>
        <dd className="break-all">{user.email}</dd>
      </dl>

      <form
        // Never a GET: an address typed before the page is ready stays out of the URL.
        method="post"
        className="mt-8 rounded-lg border border-brand-100 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          // Busy or waiting for "Confirm it's you": the button stays focusable
          // (aria-disabled), so a press does nothing yet.
          if (email.kind !== 'busy' && email.kind !== 'confirm') void sendEmailChange();
        }}
        aria-labelledby={`${ids}-email-heading`}
        noValidate
      >
        <h3 id={`${ids}-email-heading`} className="text-lg font-semibold text-brand-900">
          Change your email
        </h3>
        <p className="mt-1 text-sm text-muted wrap-anywhere">
          We send a link to the new address. It becomes your sign-in email once you open the link;
          until then, keep signing in with {user.email}.
        </p>
        {email.kind === 'failed' ? (
          <div className="mt-4">
            <Problem id={emailProblem} message={email.message} />
          </div>
        ) : null}
        {email.kind === 'sent' ? (
          <Done>
            <p>
              We sent an email to {email.to}. Open its link within 24 hours to make it your sign-in
              email.
            </p>
          </Done>
        ) : null}
        {email.kind === 'confirm' ? (
          <ConfirmItsYou before="changing the email you sign in with" onConfirm={confirmAndSend} />
        ) : null}
        <label htmlFor={`${ids}-new-email`} className="mt-4 block text-sm font-semibold">
          New email
        </label>
        <input
          id={`${ids}-new-email`}
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          aria-invalid={emailInvalid ? true : undefined}
          aria-describedby={emailInvalid ? emailProblem : undefined}
          className={inputClass}
        />
        <button
          type="submit"
          className={`mt-4 ${BUTTON}`}
          aria-disabled={email.kind === 'busy' || email.kind === 'confirm' || undefined}
        >
          Send confirmation link
        </button>
      </form>

      <div className="mt-6 rounded-lg border border-brand-100 p-5">
        <h3 className="text-lg font-semibold text-brand-900">Change your password</h3>
        <p className="mt-1 text-sm text-muted">
          We email you a link to choose a new one. Choosing it signs you out on every device.
        </p>
        {password.kind === 'failed' ? (
          <div className="mt-4">
            <Problem id={`${ids}-password-problem`} message={password.message} />
          </div>
        ) : null}
        {password.kind === 'sent' ? (
          <Done>
            <p>We sent a link to {password.to}. It works once, within one hour.</p>
          </Done>
        ) : null}
        <button
          type="button"
          className={`mt-4 ${BUTTON}`}
          aria-disabled={password.kind === 'busy' || undefined}
          onClick={() => void requestPasswordLink()}
        >
          Email me a link
        </button>
      </div>

      <form
        method="post"
        className="mt-6 rounded-lg border border-red-200 p-5"
        aria-labelledby={`${ids}-delete-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          if (removal.kind !== 'busy' && removal.kind !== 'confirm') void deleteAccount();
        }}
        noValidate
      >
        <h3 id={`${ids}-delete-heading`} className="text-lg font-semibold text-brand-900">
          Delete your account
        </h3>
        <p className="mt-1 text-sm text-muted">
          This deletes your home account on all our sites: your details, planner answers, favorites
          and designs, and the sign-in itself. What you already sent a home center (a message, your
          plan, a design and its link) stays with it; ask them if you want that deleted too. It
          cannot be undone, but you can make a new account whenever you like.
        </p>
        {removal.kind === 'failed' ? (
          <div className="mt-4">
            <Problem id={`${ids}-delete-problem`} message={removal.message} />
          </div>
        ) : null}
        {removal.kind === 'confirm' ? (
          <ConfirmItsYou before="deleting your account" onConfirm={confirmAndDelete} />
        ) : null}
        <label className="mt-4 flex items-start gap-3">
          <input
            type="checkbox"
            name="understood"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            aria-invalid={
              removal.kind === 'failed' && removal.field === 'understood' ? true : undefined
            }
            aria-describedby={removal.kind === 'failed' ? `${ids}-delete-problem` : undefined}
            className="mt-1 h-5 w-5 accent-brand-700"
          />
          <span>I understand that my account and what it keeps cannot be brought back.</span>
        </label>
        <button
          type="submit"
          className="mt-4 rounded-md bg-red-800 px-5 py-3 font-semibold text-white hover:bg-red-900 aria-disabled:opacity-60"
          aria-disabled={removal.kind === 'busy' || removal.kind === 'confirm' || undefined}
        >
          Delete my account
        </button>
      </form>
    </section>
  );
}
