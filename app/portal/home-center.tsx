// "Your home center": on a home center's site, that home center (retail
// planner); elsewhere the one nearest the buyer's land or ZIP code, or a way
// to give a ZIP code. With its people, in SPEC §9's team order.
import { useEffect, useId, useRef, useState } from 'react';
import { ZIP_CODE_LENGTH } from '../../lib/portal-fields.ts';
import { buildUserPatch } from '../../lib/user-patch.ts';
import { TextField } from '../components/form/fields.tsx';
import { TeamMember } from '../components/team-member.tsx';
import { useMutation, useQuery } from '../graphql/client-react.tsx';
import { GetRetailCollectionsQuery } from '../graphql/documents/favorites.ts';
import {
  DealersNearQuery,
  GetHomeCenterQuery,
  PatchUserMutation,
  type HomeCenterFields,
} from '../graphql/documents/portal.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import { AFTER_PROFILE_CHANGE, usePortal } from './portal-data.tsx';
import { buyersOwnZip } from '../../lib/location-source.ts';
import { Placeholder } from './progress.tsx';
import { distancePhrase } from '../../lib/distance.ts';
import { rememberedPlace } from '../visitor-place.ts';

export type HomeCenter = ResultOf<typeof HomeCenterFields>;

/** The home center this buyer's planner goes to, with its distance when it was found by ZIP code. */
export type HomeCenterChoice = {
  status: 'loading' | 'ready' | 'needs-zip';
  homeCenter: HomeCenter | null;
  distance: number | null;
  /** Other home centers near the buyer (corporate), nearest first. */
  others: HomeCenter[];
  /** The ZIP code a corporate buyer's home center was looked for near. */
  zip?: string | null;
  /** A corporate buyer without a ZIP code: the home center where they saved homes for sale. */
  savedHomesThere?: boolean;
  /** A corporate buyer without a ZIP code: found near the place the caller gave (a design's). */
  nearPlace?: boolean;
};

/** The home center of the buyer's newest list with homes in it, when they saved any. */
function lotWithSavedHomes(
  data: ResultOf<typeof GetRetailCollectionsQuery> | null | undefined,
): string | null {
  const lists = (data?.getRetailCollections.nodes ?? []).filter(
    (list) => list.inventoryItems.length > 0 && list.lotNumber,
  );
  return lists.sort((a, b) => b.id - a.id)[0]?.lotNumber ?? null;
}

/**
 * `placeZip`: where to look when the buyer gave no ZIP code of their own (the
 * place a design was priced at), before the home center of their saved homes.
 */
export function useHomeCenter(
  chosenLotNumber: string | null = null,
  placeZip: string | null = null,
): HomeCenterChoice {
  const portal = usePortal();
  const retail = portal.lotNumber !== null;
  const ownZip = retail ? null : buyersOwnZip(portal);
  const zip = retail ? null : (ownZip ?? placeZip);
  const own = useQuery(
    GetHomeCenterQuery,
    { lotNumber: portal.lotNumber ?? '' },
    { skip: !retail },
  );
  const near = useQuery(
    DealersNearQuery,
    { postalCode: zip ?? '', limit: 3 },
    { skip: retail || !zip },
  );
  // No ZIP code given: the home center that has the homes the buyer saved knows them already.
  const userId = portal.user?.userId ?? null;
  const saved = useQuery(
    GetRetailCollectionsQuery,
    { userId: userId ?? '', lotNumber: null },
    { skip: retail || zip !== null || !userId },
  );
  const savedLot = retail || zip !== null ? null : lotWithSavedHomes(saved.data);
  const savedAt = useQuery(GetHomeCenterQuery, { lotNumber: savedLot ?? '' }, { skip: !savedLot });
  if (retail) {
    return {
      status: own.status === 'loading' ? 'loading' : 'ready',
      homeCenter: own.data?.getDealer ?? null,
      distance: null,
      others: [],
    };
  }
  if (portal.status !== 'ready')
    return { status: 'loading', homeCenter: null, distance: null, others: [] };
  if (!zip) {
    if ((userId && saved.status === 'loading') || (savedLot && savedAt.status === 'loading')) {
      return { status: 'loading', homeCenter: null, distance: null, others: [] };
    }
    const there = savedLot ? (savedAt.data?.getDealer ?? null) : null;
    return there
      ? { status: 'ready', homeCenter: there, distance: null, others: [], savedHomesThere: true }
      : { status: 'needs-zip', homeCenter: null, distance: null, others: [] };
  }
  if (near.status === 'loading') {
    return { status: 'loading', homeCenter: null, distance: null, others: [] };
  }
  const found = near.data?.dealersNear ?? [];
  const chosen = found.find((d) => d.dealer.lotNumber === chosenLotNumber) ?? found[0];
  return {
    status: 'ready',
    zip,
    homeCenter: chosen?.dealer ?? null,
    distance: chosen?.distance ?? null,
    others: found.filter((d) => d !== chosen).map((d) => d.dealer),
    nearPlace: ownZip === null,
  };
}

const TEAM_SHOWN = 4;

export function HomeCenterPanel({ choice }: { choice: HomeCenterChoice }) {
  const [everyone, setEveryone] = useState(false);
  // After a ZIP code found the home center, the keyboard goes on at its name
  // (the form it typed in is gone).
  const [found, setFound] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = choice.homeCenter?.dealerId ?? null;
  useEffect(() => {
    if (found && shown !== null) heading.current?.focus();
  }, [found, shown]);
  if (choice.status === 'loading') return <Placeholder className="h-64" />;
  if (choice.status === 'needs-zip')
    return <ZipPrompt onFound={() => setFound(true)} offerSearched />;
  const center = choice.homeCenter;
  if (!center) {
    return (
      <ZipPrompt
        onFound={() => setFound(true)}
        // A ZIP code just given found none: the keyboard goes on at the words saying so.
        takeFocus={found}
        intro={`We have no home center within 250 miles of ${choice.zip ?? 'your ZIP code'} yet. Moving somewhere else? Tell us where.`}
      />
    );
  }
  const team = everyone ? center.salesAgents : center.salesAgents.slice(0, TEAM_SHOWN);
  return (
    <div className="rounded-lg border border-brand-100 p-5">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900">
        {center.name}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {center.address1}, {center.city}, {center.state} {center.postalCode}
        {choice.distance === null ? '' : ` · ${distancePhrase(choice.distance)}`}
      </p>
      {choice.savedHomesThere ? (
        <p className="mt-1 text-sm text-muted">
          The home center of the homes you saved. Give your ZIP code in your account details to find
          the one nearest you.
        </p>
      ) : null}
      <p className="mt-2">
        <a
          href={`tel:+1${center.phone}`}
          className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2"
        >
          Call {center.phoneFormatted}
        </a>
      </p>
      {center.hours.length ? (
        <ul className="mt-2 text-sm text-muted">
          {center.hours.map((hours) => (
            <li key={hours.days}>
              {hours.days}: {hours.open}
            </li>
          ))}
        </ul>
      ) : null}
      {team.length ? (
        <>
          <h4 className="mt-5 font-semibold text-brand-900">The people who will help you</h4>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {team.map((agent) => (
              <li key={agent.salesAgentId}>
                <TeamMember agent={agent} />
              </li>
            ))}
          </ul>
          {center.salesAgents.length > TEAM_SHOWN ? (
            <button
              type="button"
              aria-expanded={everyone}
              onClick={() => setEveryone(!everyone)}
              className="mt-3 text-sm font-semibold text-brand-700 underline"
            >
              {everyone ? 'Show fewer' : `Show all ${center.salesAgents.length} people`}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A corporate buyer without a ZIP code: one field to find their home center. */
function ZipPrompt({
  intro = 'Your ZIP code finds the home center nearest you, who will answer your questions.',
  onFound,
  takeFocus = false,
  offerSearched = false,
}: {
  intro?: string;
  onFound: () => void;
  takeFocus?: boolean;
  /** Fill in the ZIP code this browser last searched homes from; the buyer still sends it. */
  offerSearched?: boolean;
}) {
  const portal = usePortal();
  const heading = useRef<HTMLHeadingElement>(null);
  const introId = useId();
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  // Read at first render: the prompt only ever renders in the browser, after
  // the signed-in buyer's account has loaded there.
  const [searched] = useState(() => (offerSearched ? rememberedPlace()?.postalCode : null) ?? null);
  const [zip, setZip] = useState(searched ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [patchUser, patching] = useMutation(PatchUserMutation, {
    refetch: AFTER_PROFILE_CHANGE,
  });
  return (
    <form
      className="rounded-lg border border-brand-100 p-5"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        // Busy: the button stays focusable (a disabled one drops the keyboard's place).
        if (patching.status === 'loading') return;
        const form = event.currentTarget;
        const wanted = zip.trim();
        if (!new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`).test(wanted)) {
          setProblem(`Enter the ${ZIP_CODE_LENGTH} digits of your ZIP code.`);
          form.querySelector<HTMLInputElement>('[name="zipcode"]')?.focus();
          return;
        }
        const token = await portal.session.accessToken();
        const patch = buildUserPatch({ token, user: portal.user, patch: { zipcode: wanted } });
        if (!patch || !portal.user) return;
        const result = await patchUser({
          userId: portal.user.userId,
          patch,
          lotNumber: null,
          includeRetailCollections: false,
          includeCorpCollections: false,
        });
        if (result.error) {
          setProblem(result.error.message);
          form.querySelector<HTMLInputElement>('[name="zipcode"]')?.focus();
        } else {
          portal.track('profile_updated', { page: 'home-center' });
          onFound();
        }
      }}
    >
      <h3
        ref={heading}
        tabIndex={-1}
        aria-describedby={takeFocus ? introId : undefined}
        className="text-lg font-semibold text-brand-900 focus:outline-none"
      >
        Find your home center
      </h3>
      <p id={introId} className="mt-1 text-sm text-muted">
        {intro}
        {searched && zip === searched ? ' We filled in the one you last searched homes from.' : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          name="zipcode"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_CODE_LENGTH}
          value={zip}
          error={problem}
          onChange={(event) => {
            setZip(event.target.value);
            setProblem(undefined);
          }}
          className="w-40"
        />
        <button
          type="submit"
          aria-disabled={patching.status === 'loading' || undefined}
          className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          Find it
        </button>
      </div>
    </form>
  );
}
