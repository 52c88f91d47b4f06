// Tells the person when signing in (or keeping them signed in) failed: the
// session's error (SPEC §4) would otherwise be invisible, and the Sign in
// button would simply still be there.
import { SIGN_IN_ENDED, SIGN_IN_ENDED_CHANGE_LOST, useSession } from '../identity/session.tsx';

export function SessionNotice() {
  const session = useSession();
  if (!session?.error) return null;
  // A sign-in that ended elsewhere is not a failure to retry: the person signs in again.
  const ended =
    !session.authenticated &&
    (session.error === SIGN_IN_ENDED || session.error === SIGN_IN_ENDED_CHANGE_LOST);
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 text-red-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          <span className="font-semibold">
            {ended
              ? 'You were signed out'
              : session.authenticated
                ? 'We could not renew your sign-in'
                : 'We could not sign you in'}
          </span>
          : {session.error.replace(/\.$/, '')}.{' '}
          {session.error === SIGN_IN_ENDED_CHANGE_LOST
            ? 'Sign in again, then make the change once more.'
            : ended
              ? 'Sign in again to go on.'
              : 'Please try again.'}
        </p>
        <button
          type="button"
          onClick={session.dismissError}
          className="rounded px-3 py-1 font-semibold text-red-900 underline hover:bg-red-100"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
