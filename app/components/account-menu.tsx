// The header's home account control: "Sign in" for visitors, the buyer's
// name and "Sign out" once signed in (app/identity/session.tsx).
import { useLocation } from 'react-router';
import { useSession } from '../identity/session.tsx';

const BUTTON =
  'rounded px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

export function AccountMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  // The identity provider's own screens are the sign-in: no second way in there.
  if (!session || pathname.startsWith('/oidc/')) return null;
  if (session.loading) {
    // Same width as the button, so nothing jumps when the session is known.
    return <span className="inline-block w-20" aria-hidden="true" />;
  }
  if (!session.authenticated || !session.user) {
    return (
      <button type="button" className={BUTTON} onClick={() => void session.signIn()}>
        Sign in
      </button>
    );
  }
  return (
    <div className="flex items-center gap-1 text-sm">
      <span className="px-2 text-muted">
        Hi,{' '}
        <span className="font-semibold text-ink">
          {session.user.firstName || session.user.email}
        </span>
      </span>
      <button type="button" className={BUTTON} onClick={() => void session.signOut()}>
        Sign out
      </button>
    </div>
  );
}
