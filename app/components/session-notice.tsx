// Tells the person when signing in (or keeping them signed in) failed: the
// session's error (SPEC §4) would otherwise be invisible, and the Sign in
// button would simply still be there.
import { useSession } from '../identity/session.tsx';

export function SessionNotice() {
  const session = useSession();
  if (!session?.error) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 text-red-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          <span className="font-semibold">
            {session.authenticated ? 'We could not renew your sign-in' : 'We could not sign you in'}
          </span>
          : {session.error.replace(/\.$/, '')}. Please try again.
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
