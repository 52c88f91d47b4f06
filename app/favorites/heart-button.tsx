// The heart on every home card, model card and details page (SPEC §4
// favourites; issue 11). Pressed while the home counts as a favourite (SPEC
// §4: toAdd, adding, added); a signed-out visitor's tap queues it and shows
// the sign-up hint (SPEC §6: favourites need a sign-in).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { favoriteKey } from '../../lib/favorites.ts';
import { isSignInReturn } from '../../lib/identity-session.ts';
import { useSession } from '../identity/session.tsx';
import {
  dismissHint,
  dismissNotice,
  dismissProblem,
  getServerSnapshot,
  getSnapshot,
  isFavorite,
  subscribe,
  syncFavorites,
  toggleFavorite,
  type FavoriteHome,
} from './favorites.ts';

export function useFavorites() {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Feeds the session and the site to the favourites store (once, in the root). */
export function FavoritesSync({
  lotNumber,
  defaultPostalCode,
}: {
  lotNumber: string | null;
  defaultPostalCode: string | null;
}) {
  const session = useSession();
  // The sign-in and account screens show no hearts, and there a password or
  // email change ends the page's token: a call from here would renew it while
  // the screen moves on, and the renewed sign-in would be lost with the page.
  const location = useLocation();
  const onAccountScreens = location.pathname.startsWith('/oidc/');
  // The landing that finishes a sign-in is the main site's page, whatever site
  // it started on: its account would be bootstrapped there as the company's
  // (SPEC §4), not the home center's the page then returns to.
  const finishingSignIn =
    location.pathname === '/myhome-account-login' && isSignInReturn(location.search);
  useEffect(() => {
    if (session && !onAccountScreens && !finishingSignIn) {
      syncFavorites(session, lotNumber, defaultPostalCode);
    }
  }, [session, lotNumber, defaultPostalCode, onAccountScreens, finishingSignIn]);
  const { problem, notice } = useFavorites();
  if (onAccountScreens) return null;
  // A heart that could not be saved goes back as it was; this says why (SPEC §8:
  // a mutation's error is shown as one message), until the next tap or Dismiss.
  if (problem) return <FavoritesNote text={problem} onDismiss={dismissProblem} problem />;
  // A home taken out of several lists by one heart says which, until the next tap or Dismiss.
  if (notice) return <FavoritesNote text={notice} onDismiss={dismissNotice} />;
  return null;
}

/** A note at the window's foot about the last change: a problem (an alert) or what it did. */
function FavoritesNote({
  text,
  onDismiss,
  problem = false,
}: {
  text: string;
  onDismiss: () => void;
  problem?: boolean;
}) {
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={`fixed inset-x-3 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-lg border bg-white p-4 text-sm text-ink shadow-lg print:hidden ${problem ? 'border-red-200' : 'border-brand-200'}`}
    >
      <p className={`flex-1 font-semibold ${problem ? 'text-red-800' : ''}`}>{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-md px-2 py-1 text-muted underline hover:text-ink"
      >
        Dismiss
      </button>
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 7.9 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.6 3.4 4.3 6.7-1.9 4.7-9.4 9.3-9.4 9.3z" />
    </svg>
  );
}

/**
 * `variant="card"`: a round button for a card's picture corner (above the
 * card's stretched link); `variant="page"`: a labelled button for a details page.
 */
export function HeartButton({
  home,
  variant = 'card',
}: {
  home: FavoriteHome;
  variant?: 'card' | 'page';
}) {
  const snapshot = useFavorites();
  const key = favoriteKey(home);
  const state = snapshot.states.get(key);
  const saved = isFavorite(state);
  const hint = snapshot.hintFor === key;
  const label = `Save ${home.name} to favorites`;
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="relative z-10">
      <button
        ref={button}
        type="button"
        aria-pressed={saved}
        aria-label={variant === 'card' ? label : undefined}
        onClick={() => toggleFavorite(home)}
        className={
          variant === 'card'
            ? 'grid h-11 w-11 place-items-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-brand-100 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500'
            : 'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500'
        }
      >
        <span className={variant === 'page' ? 'text-red-700' : undefined}>
          <HeartIcon filled={saved} />
        </span>
        {variant === 'page' ? (saved ? 'Saved to favorites' : 'Save to favorites') : null}
      </button>
      {hint ? (
        <SignUpHint
          name={home.name}
          variant={variant}
          // Closed without signing up: the keyboard goes back to the heart it came from.
          onDismiss={() => {
            dismissHint();
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** SPEC §6's sign-up hint: the heart is kept on this device until the visitor signs up or in. */
function SignUpHint({
  name,
  variant,
  onDismiss,
}: {
  name: string;
  variant: 'card' | 'page';
  onDismiss: () => void;
}) {
  const session = useSession();
  const first = useRef<HTMLButtonElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div
      role="dialog"
      aria-label="Keep your favorites"
      // Lined up with the heart's edge that keeps it on screen: a card's heart sits at the
      // card's right; a page's button starts a line on a phone and ends the title's row wider.
      className={`absolute ${variant === 'card' ? 'right-0' : 'left-0 sm:left-auto sm:right-0'} top-12 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-brand-200 bg-white p-4 text-left text-sm text-ink shadow-lg`}
    >
      <p>
        <strong>{name}</strong> is saved on this device. Sign up free to keep your favorites, see
        them on any device and compare them.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={first}
          type="button"
          onClick={() => void session?.signIn({ signUp: true })}
          className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Sign up
        </button>
        <button
          type="button"
          onClick={() => void session?.signIn()}
          className="rounded-md border border-brand-200 px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Sign in
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="ml-auto rounded-md px-3 py-2 text-muted underline hover:text-ink"
        >
          Not now
        </button>
      </div>
    </div>
  );
}
