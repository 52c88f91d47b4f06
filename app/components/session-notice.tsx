// Tells the person when signing in (or keeping them signed in) failed: the
// session's error (SPEC §4) would otherwise be invisible, and the Sign in
// button would simply still be there.
import { useEffect, useRef } from 'react';
import { SIGN_IN_ENDED, SIGN_IN_ENDED_CHANGE_LOST, useSession } from '../identity/session.tsx';

export function SessionNotice() {
  const session = useSession();
  const notice = useRef<HTMLDivElement>(null);
  // A sign-in that ended elsewhere is not a failure to retry: the person signs in again.
  const ended =
    session !== null &&
    !session.authenticated &&
    (session.error === SIGN_IN_ENDED || session.error === SIGN_IN_ENDED_CHANGE_LOST);
  // The page they were working on gave way to the signed-out one: the notice is brought
  // into view (at the top of the page, far from where they were) and takes the keyboard.
  useEffect(() => {
    if (ended) notice.current?.focus();
  }, [ended]);
  if (!session?.error) return null;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="alert"
      className="border-b border-red-300 bg-red-50 text-red-900 focus:outline-none"
    >
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
