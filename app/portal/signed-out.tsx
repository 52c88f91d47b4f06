// What a visitor who is not signed in sees on any portal page: what the home
// account offers, and the way in. Signing in comes back to the same page (the
// session stores the return location). On a home center's site the visitor
// may first say what they look for; it becomes their profile once the
// account exists (SPEC §4 bootstrap step 4, supplied-profile.ts).
import { useMemo, useState, useSyncExternalStore } from 'react';
import { brandLabel, DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import { favoriteKey } from '../../lib/favorites.ts';
import { MAX_DOLLARS } from '../../lib/portal-fields.ts';
import type { SiteDealer } from '../context.ts';
import { SelectField, TextField } from '../components/form/fields.tsx';
import { Link, modelPageHref, useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { useHydrated } from '../components/use-hydrated.ts';
import { getServerSnapshot, getSnapshot, readQueue, subscribe } from '../favorites/favorites.ts';
import type { Session } from '../identity/session.tsx';
import { ACCOUNT_OFFERS } from './offers.ts';
import { supplyProfile } from './supplied-profile.ts';

const PRIMARY =
  'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

const BEDS = ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: `${n}+ bedrooms` }));
const BATHS = ['1', '1.5', '2', '2.5', '3'].map((n) => ({ value: n, label: `${n}+ baths` }));

export function SignedOutPortal({
  session,
  dealer,
}: {
  session: Session | null;
  dealer: SiteDealer | null;
}) {
  const brand = dealer ? brandLabel(dealer.brandAcronym) : DEFAULT_BRAND_LABEL;
  const busy = !session || session.loading;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="portal-signed-out-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
        {brand} home account
      </p>
      <h1 id="portal-signed-out-heading" className="mt-1 text-3xl font-bold text-brand-900">
        Plan your home, one step at a time
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Your free home account keeps your plan for buying a manufactured or modular home
        {dealer ? ` with ${dealer.name}` : ''}. Sign in to pick up where you left off.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {ACCOUNT_OFFERS.map(({ title, text }) => (
          <li key={title} className="rounded-lg border border-brand-100 p-5">
            <h2 className="font-semibold text-brand-900">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className={PRIMARY}
          disabled={busy}
          onClick={() => void session?.signIn()}
        >
          Sign in
        </button>
        {/* A home center's site creates the account below, with the first answers if given. */}
        {dealer ? null : (
          <button
            type="button"
            className={SECONDARY}
            disabled={busy}
            onClick={() => void session?.signIn({ signUp: true })}
          >
            Create an account
          </button>
        )}
      </div>
      <KeptOnThisDevice />
      {dealer && session ? <QuickStart session={session} dealer={dealer} /> : null}
      <noscript>
        <p className="mt-4 text-sm text-muted">Your home account needs JavaScript turned on.</p>
      </noscript>
    </section>
  );
}

/**
 * The homes hearted in this browser before signing in (SPEC §4: queued, added
 * once the account's list loads): named here, so the visitor sees they are kept.
 */
function KeptOnThisDevice() {
  const lotNumber = useLotNumberParam();
  // Read once hydrated (the server does not know this browser's storage), and again when a
  // heart changes the queue.
  const hydrated = useHydrated();
  const hearts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const kept = useMemo(() => (hydrated && hearts ? readQueue() : []), [hydrated, hearts]);
  if (kept.length === 0) return null;
  return (
    <section
      aria-labelledby="kept-heading"
      className="mt-8 rounded-lg border border-brand-100 bg-white p-5"
    >
      <h2 id="kept-heading" className="text-lg font-semibold text-brand-900">
        Saved on this device
      </h2>
      <p className="mt-1 text-sm text-muted">
        {kept.length === 1 ? 'This home goes' : `These ${kept.length} homes go`} into your favorites
        when you sign in or create your account.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {kept.map((home) => (
          <li key={favoriteKey(home)}>
            <Link
              to={
                home.serialNumber
                  ? withLotNumber(`/homes/${encodeURIComponent(home.serialNumber)}`, lotNumber)
                  : modelPageHref(home.modelNumber, { lotNumber })
              }
              className="font-semibold text-brand-700 underline"
            >
              {home.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A home center's three first questions, kept until the account exists. */
function QuickStart({ session, dealer }: { session: Session; dealer: SiteDealer }) {
  const [beds, setBeds] = useState('');
  const [baths, setBaths] = useState('');
  const [budget, setBudget] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      className="mt-10 rounded-lg border border-brand-100 bg-brand-50 p-5"
      aria-labelledby="quick-start-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const dollars = budget.replace(/[$,\s]/g, '');
        if (dollars !== '' && !(/^\d+$/.test(dollars) && Number(dollars) <= MAX_DOLLARS)) {
          setProblem(`Enter whole dollars, up to $${MAX_DOLLARS.toLocaleString('en-US')}.`);
          event.currentTarget.querySelector<HTMLInputElement>('[name="budget"]')?.focus();
          return;
        }
        supplyProfile(dealer.lotNumber, {
          ...(beds ? { preferredBeds: Number(beds) } : {}),
          ...(baths ? { preferredBaths: Number(baths) } : {}),
          ...(dollars ? { budget: Number(dollars) } : {}),
        });
        void session.signIn({ signUp: true });
      }}
    >
      <h2 id="quick-start-heading" className="text-lg font-semibold text-brand-900">
        New here? Tell {dealer.name} what you are looking for
      </h2>
      <p className="mt-1 text-sm text-muted">
        All optional. Your answers start your plan once your account is made; nothing is sent
        before.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <SelectField
          name="preferredBeds"
          label="Bedrooms"
          placeholder="Any"
          choices={BEDS}
          value={beds}
          onChange={(event) => setBeds(event.target.value)}
        />
        <SelectField
          name="preferredBaths"
          label="Baths"
          placeholder="Any"
          choices={BATHS}
          value={baths}
          onChange={(event) => setBaths(event.target.value)}
        />
        <TextField
          name="budget"
          label="Budget"
          prefix="$"
          inputMode="numeric"
          autoComplete="off"
          value={budget}
          error={problem}
          onChange={(event) => {
            setBudget(event.target.value);
            setProblem(undefined);
          }}
        />
      </div>
      <button type="submit" className={`mt-4 ${PRIMARY}`}>
        Create an account
      </button>
    </form>
  );
}
