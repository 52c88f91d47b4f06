// SPEC §2 /myhome-account-login, the portal landing: what a home account is,
// with sign in and sign up. It also finishes every sign-in: the identity
// provider sends the browser back here with a code (redirect, popup, silent);
// and every sign-out, which it sends back here with only a state: the page
// then returns to where the person signed out (session.tsx stored it).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { useLotNumberParam, withLotNumber, Link } from '../components/site-link.tsx';
import { ACCOUNT_OFFERS } from '../portal/offers.ts';
import type { loader as rootLoader } from '../root.tsx';
import {
  isSignInReturn,
  safeReturnPath,
  SIGN_OUT_RETURN_KEY,
  signOutReturnPath,
} from '../../lib/identity-session.ts';
import { ACCOUNT_DELETED_KEY, useSession } from '../identity/session.tsx';
import {
  acceptSignIn,
  signInProblemText,
  signInStateClientId,
  userManager,
} from '../identity/user-manager.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/account-login';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    matches,
    title: 'Your home account',
    description:
      'Sign in or create a free home account: a step-by-step planner for buying your home, homes picked for you, and a direct line to your home center.',
    path: '/myhome-account-login',
  });
}

/** How long the landing says the tab's account was deleted: the visit that did it, not a later one. */
const ACCOUNT_DELETED_NOTICE_MS = 10 * 60 * 1000;

/** Whether this tab deleted its account a moment ago; false on the server and before hydration. */
function useAccountDeletedHere(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => {
      try {
        const at = Number(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY));
        return at > 0 && Date.now() - at < ACCOUNT_DELETED_NOTICE_MS;
      } catch {
        return false;
      }
    },
    () => false,
  );
}

/** The provider's return after a sign-out: a state and nothing else of a sign-in's answer. */
function signOutState(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error') ? null : params.get('state');
}

/** The path a sign-out started on, once (the stored entry is used up); null if none matches. */
function takeSignOutReturn(state: string): string | null {
  try {
    const path = signOutReturnPath(window.sessionStorage.getItem(SIGN_OUT_RETURN_KEY), state);
    window.sessionStorage.removeItem(SIGN_OUT_RETURN_KEY);
    return path;
  } catch {
    return null;
  }
}

/** The person cancelled on the sign-in screen (the provider's access_denied). */
function isCancelled(error: unknown): error is { state?: unknown } {
  return (
    !!error && typeof error === 'object' && 'error' in error && error.error === 'access_denied'
  );
}

/** The return location a sign-in's state carries (SPEC §2), or the home page. */
function returnToOf(state: unknown): string {
  const returnTo =
    state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  return safeReturnPath(returnTo) ?? '/';
}

export default function AccountLogin() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const session = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (!root) return;
    const signingOut = signOutState(window.location.search);
    if (signingOut) {
      const returnTo = takeSignOutReturn(signingOut);
      if (returnTo) {
        void navigate(returnTo, { replace: true });
      } else {
        // Nothing stored in this tab (storage off, or an old link): stay on this page.
        void navigate('/myhome-account-login', { replace: true });
      }
      return;
    }
    if (!isSignInReturn(window.location.search)) return;
    const state = new URLSearchParams(window.location.search).get('state');
    const config = {
      publicUrl: root.publicConfig.publicUrl,
      clientId: signInStateClientId(state) ?? root.site.signInClientId,
    };
    void (async () => {
      try {
        const manager = await userManager(config);
        setFinishing(true);
        // A popup or silent sign-in hands over to its opener (which checks the user); a redirect returns it.
        const received = await manager.signinCallback(window.location.href);
        if (!received) return;
        const user = await acceptSignIn(manager, received);
        await session?.reload();
        // Done: a sign-in started on this page comes back to it, which stays mounted.
        setFinishing(false);
        void navigate(returnToOf(user.state), { replace: true });
      } catch (error) {
        // "Cancel and go back" on a full-page sign-in (a phone): back it goes.
        if (isCancelled(error)) {
          void navigate(returnToOf(error.state), { replace: true });
          return;
        }
        setFinishing(false);
        setProblem(signInProblemText(error));
      }
    })();
    // Once per page load: the callback's code is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signedIn = session?.authenticated && session.user;
  const lotNumber = useLotNumberParam();
  // Account details' "Delete my account" lands here once it is done, in that tab.
  const deleted = useAccountDeletedHere() && !signedIn;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="account-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Home account</p>
      <h1 id="account-heading" className="mt-1 text-3xl font-bold text-brand-900">
        {signedIn ? `Welcome, ${session.user!.firstName}` : 'Your home account'}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        A free account for buying a manufactured or modular home: your plan, the homes that fit it,
        and the people who will build it, in one place.
      </p>
      {deleted ? (
        <p role="status" className="mt-6 rounded-md border border-green-700 bg-green-50 p-3">
          Your home account is deleted: your details, planner answers, favorites and designs are
          gone, and you are signed out on every device. You can make a new account with the same
          email whenever you like.
        </p>
      ) : null}
      {finishing ? (
        <p role="status" className="mt-6 font-semibold text-brand-800">
          Signing you in…
        </p>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
        >
          We could not finish signing you in ({problem}). Please try again.
        </p>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-brand-900">In your account</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {ACCOUNT_OFFERS.map(({ title, text, path }) => (
          <li
            key={title}
            className="relative rounded-lg border border-brand-100 p-5 hover:shadow-sm"
          >
            <h3 className="font-semibold text-brand-900">
              <Link
                to={withLotNumber(path, lotNumber)}
                className="after:absolute after:inset-0 underline-offset-2 hover:underline"
              >
                {title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        {signedIn ? (
          <>
            <Link
              to={withLotNumber('/portal', lotNumber)}
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Open your home plan
            </Link>
            <Link
              to={withLotNumber('/portal/account-details', lotNumber)}
              className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Account details
            </Link>
            <button
              type="button"
              onClick={() => void session.signOut()}
              className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800"
            >
              Sign out
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              disabled={!session || session.loading || finishing}
              onClick={() => void session?.signIn()}
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              Sign in
            </button>
            <button
              type="button"
              disabled={!session || session.loading || finishing}
              onClick={() => void session?.signIn({ signUp: true })}
              className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 disabled:opacity-60"
            >
              Create an account
            </button>
          </>
        )}
      </div>
      <noscript>
        <p className="mt-4 text-sm text-muted">Signing in needs JavaScript turned on.</p>
      </noscript>
    </section>
  );
}
