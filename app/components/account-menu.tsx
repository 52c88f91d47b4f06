// The header's home account control: "Sign in" for visitors; once signed in,
// the buyer's first name opening a small menu (a disclosure: the button says
// whether it is expanded, Escape or a click elsewhere closes it and Escape
// puts focus back on the button) with the portal, the account details and
// "Sign out" (app/identity/session.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../identity/session.tsx';
import { useLotNumberParam, withLotNumber, Link } from './site-link.tsx';

/**
 * One box for every state (loading, signed out, signed in), of a fixed size,
 * so the header does not move when the session becomes known (no layout
 * shift): a phone's header has room for a short name, a wide screen for a
 * longer one. A long first name is cut short in it; its full text stays the
 * button's name. On a screen too narrow for the links and the box in one row
 * (320 px), the box wraps to a row of its own and keeps to the right.
 */
const SLOT =
  'relative ml-auto flex h-9 w-24 shrink-0 justify-end min-[390px]:w-28 min-[420px]:w-32 md:w-36';

// Outlined: the account is set apart from the site's links, so the box's room for a name reads as a space between them, not a gap in them.
const BUTTON =
  'inline-flex h-9 max-w-full items-center rounded-md border border-brand-200 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

const ITEM =
  'block w-full px-4 py-2 text-left text-sm font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50';

export function AccountMenu() {
  const session = useSession();
  const lotNumber = useLotNumberParam();
  // (The identity provider's own screens have no account control: site-header.tsx.)
  if (!session) return null;
  if (session.loading) {
    // Before the session is known (and always without JavaScript): the portal
    // landing, which explains the account.
    return (
      <div className={SLOT}>
        <Link to={withLotNumber('/myhome-account-login', lotNumber)} className={BUTTON}>
          Sign in
        </Link>
      </div>
    );
  }
  if (!session.authenticated || !session.user) {
    return (
      <div className={SLOT}>
        <button type="button" className={BUTTON} onClick={() => void session.signIn()}>
          Sign in
        </button>
      </div>
    );
  }
  return (
    <SignedInMenu
      // Greeted as the portal greets them: by the name they go by, else their first name.
      name={session.user.preferredName || session.user.firstName || session.user.email}
      email={session.user.email}
      lotNumber={lotNumber}
      onSignOut={() => session.signOut()}
    />
  );
}

function SignedInMenu({
  name,
  email,
  lotNumber,
  onSignOut,
}: {
  name: string;
  email: string;
  lotNumber: string | null;
  onSignOut: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={box}
      className={SLOT}
      // Tabbing on past the last item closes it: an open menu would cover the page.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${BUTTON} gap-1`}
      >
        <span className="sr-only">Your account: </span>
        <span className="truncate">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-brand-100 bg-white py-1 shadow-lg"
      >
        <p className="border-b border-brand-100 px-4 pb-2 pt-1 text-xs text-muted">
          Signed in as {/* A long address breaks before its @ where it must, not mid-word. */}
          <span className="block font-semibold text-ink wrap-anywhere">
            {email.includes('@') ? (
              <>
                {email.slice(0, email.lastIndexOf('@'))}
                <wbr />
                {email.slice(email.lastIndexOf('@'))}
              </>
            ) : (
              email
            )}
          </span>
        </p>
        <ul>
          <li>
            {/* The buyer portal's dashboard (issue 10). */}
            <Link to={withLotNumber('/portal', lotNumber)} className={ITEM} onClick={close}>
              My home account
            </Link>
          </li>
          <li>
            <Link
              to={withLotNumber('/portal/account-details', lotNumber)}
              className={ITEM}
              onClick={close}
            >
              Account details
            </Link>
          </li>
          <li className="mt-1 border-t border-brand-100 pt-1">
            <button
              type="button"
              className={ITEM}
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void onSignOut().finally(() => setSigningOut(false));
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
