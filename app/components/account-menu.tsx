// The header's home account control: "Sign in" for visitors, the buyer's
// name and "Sign out" once signed in (app/identity/session.tsx).
import { Link, useLocation } from 'react-router';
import { useSession } from '../identity/session.tsx';
import { useLotNumberParam, withLotNumber } from './site-link.tsx';

const BUTTON =
  'rounded px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

export function AccountMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const lotNumber = useLotNumberParam();
  // The identity provider's own screens are the sign-in: no second way in there.
  if (!session || pathname.startsWith('/oidc/')) return null;
  if (session.loading) {
    // Before the session is known (and always without JavaScript): the portal
    // landing, which explains the account. Same box as the button, so the
    // header does not move when the session is known.
    return (
      <Link
        to={withLotNumber('/myhome-account-login', lotNumber)}
        className={`inline-block ${BUTTON}`}
      >
        Sign in
      </Link>
    );
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
