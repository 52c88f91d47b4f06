// SPEC §2 /portal/homes-for-you: homes that match the buyer's profile (at
// least their bedrooms and baths, within their budget) near their land's ZIP
// code, else their own, else their home center; each card opens the home, and
// one can be made their top pick (topFavoriteHome). On a home center's site
// the center's own homes that fit come first: the planner is with it.
import { useEffect, useRef, useState } from 'react';
import { listingFits, NO_LISTING_FILTER } from '../../../lib/home-search.ts';
import { formatPrice } from '../../../lib/price.ts';
import { bathsLabel, bedsLabel } from '../../../lib/rooms.ts';
import { buildProfilePatch } from '../../../lib/user-patch.ts';
import { ModelCard } from '../../components/model-card.tsx';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { useMutation, useQuery } from '../../graphql/client-react.tsx';
import { UpdateProfileMutation } from '../../graphql/documents/portal.ts';
import { LocationQuery, ModelsSearchQuery } from '../../graphql/documents/search.ts';
import { portalMeta } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { AFTER_PROFILE_CHANGE, buyerZip, usePortal } from '../../portal/portal-data.tsx';
import { buyersOwnZip, unknownPostalCode } from '../../../lib/location-source.ts';
import {
  CenterHomeList,
  CenterHomesProblem,
  useCenterHomes,
  type CenterHome,
  type CenterHomes,
} from '../../portal/center-homes.tsx';
import { noneFitText } from '../../portal/none-fit.ts';
import { Placeholder } from '../../portal/progress.tsx';

export const meta = () => portalMeta('Homes for you');

const PER_PAGE = 12;
/** Miles around the buyer's place (the models search's default radius). */
const RADIUS = 100;

/** What the buyer told us a home must have: at least these rooms, at most this price. */
type Wants = {
  beds: number | null;
  baths: number | null;
  maxPrice: number | null;
};

type Criteria = Wants & {
  latitude: number;
  longitude: number;
  /** The place is the buyer's own (not their home center's): the cards' miles are "from you". */
  buyersOwn: boolean;
};

export default function HomesForYouPage() {
  const portal = usePortal();
  const lotNumber = useLotNumberParam();
  const profile = portal.profile;
  const zip = buyerZip(portal);
  const place = useQuery(
    LocationQuery,
    { postalCode: zip, search: null },
    { skip: portal.status !== 'ready' || !zip },
  );
  const location = place.data?.location ?? null;
  const wants: Wants | null = profile
    ? {
        beds: profile.preferredBeds ?? null,
        baths: profile.preferredBaths ?? null,
        maxPrice: profile.budget && profile.budget > 0 ? profile.budget : null,
      }
    : null;
  const criteria: Criteria | null =
    location && wants
      ? {
          latitude: location.latitude,
          longitude: location.longitude,
          buyersOwn: buyersOwnZip(portal) !== null,
          ...wants,
        }
      : null;
  const [pages, setPages] = useState(1);
  const known = portal.status === 'ready';
  const pick = useTopPick();
  // On a home center's site: its own homes. Its plans that fit are shown above at its
  // price, and none is shown below at the plan's "Starting at" (another center's), where
  // one over the budget here would look as if it fit.
  const centerHomes = useCenterHomes(portal.dealer);
  const centerFits =
    portal.dealer && wants && centerHomes.homes
      ? centerHomes.homes
          .filter((home) => listingFits(home, { ...NO_LISTING_FILTER, ...wants }))
          .sort((a, b) => (a.priceSort ?? Infinity) - (b.priceSort ?? Infinity))
      : null;

  return (
    <section aria-labelledby="for-you-heading">
      <PageHeading
        id="for-you-heading"
        title="Homes for you"
        intro={
          portal.dealer
            ? `Homes that fit what you told us: ${portal.dealer.name}’s own first, then floor plans nearby. Change your answers and the lists follow.`
            : 'Floor plans that fit what you told us, nearest first. Change your answers and the list follows.'
        }
      />
      <div className="mt-6 min-h-[4.5rem] rounded-lg bg-brand-50 p-4">
        {!known || (zip && place.status === 'loading') ? (
          <Placeholder className="h-10" />
        ) : !zip ? (
          <p>
            Tell us where your home will go and we can pick homes near it.{' '}
            <Link
              to={withLotNumber('/portal/land', lotNumber)}
              className="font-semibold text-brand-700 underline"
            >
              Add your land’s ZIP code
            </Link>
          </p>
        ) : !location ? (
          <p>
            {unknownPostalCode(zip)}{' '}
            <Link
              to={withLotNumber('/portal/land', lotNumber)}
              className="font-semibold text-brand-700 underline"
            >
              Check it on the land page
            </Link>
          </p>
        ) : (
          <Criteria location={location.cityStateFormatted} criteria={criteria!} />
        )}
      </div>
      {known && portal.dealer && wants ? (
        <CenterHomesThatFit
          dealer={portal.dealer}
          homes={centerHomes}
          fitting={centerFits}
          pick={pick}
        />
      ) : null}
      {criteria ? (
        <>
          {Array.from({ length: pages }, (_, index) => (
            <ResultsPage
              key={index}
              page={index + 1}
              criteria={criteria}
              last={index + 1 === pages}
              onMore={() => setPages(pages + 1)}
              pick={pick}
              centerPlans={portal.dealer ? centerHomes.plans : undefined}
            />
          ))}
        </>
      ) : zip && known && place.status !== 'ready' ? (
        <Placeholder className="mt-6 h-96" />
      ) : null}
    </section>
  );
}

function Criteria({ location, criteria }: { location: string; criteria: Criteria }) {
  const lotNumber = useLotNumberParam();
  // One sentence whichever answers there are: "Homes with 3 beds or more, up to $120,000, within …".
  const sizes = [
    criteria.beds !== null ? `${bedsLabel(criteria.beds)} or more` : null,
    criteria.baths !== null ? `${bathsLabel(criteria.baths)} or more` : null,
  ].filter(Boolean);
  const parts = [
    sizes.length ? `with ${sizes.join(' and ')}` : null,
    criteria.maxPrice !== null ? `up to ${formatPrice(criteria.maxPrice)}` : null,
  ].filter(Boolean);
  return (
    <p>
      {parts.length
        ? `Homes ${parts.join(', ')}, within ${RADIUS} miles of ${location}.`
        : `You have not told us a size or budget yet, so these are all the homes within ${RADIUS} miles of ${location}.`}{' '}
      <Link
        to={withLotNumber('/portal/my-home-aspirations', lotNumber)}
        className="font-semibold text-brand-700 underline"
      >
        Change size
      </Link>{' '}
      ·{' '}
      <Link
        to={withLotNumber('/portal/budget', lotNumber)}
        className="font-semibold text-brand-700 underline"
      >
        Change budget
      </Link>
    </p>
  );
}

/**
 * The buyer's top pick, and pressing a card's button to choose it: a model number, or a
 * built home's serial number (SPEC §3's topFavoriteHome).
 */
type TopPick = {
  top: string | null;
  choosing: string | null;
  choose: (homeKey: string) => void;
};

function useTopPick(): TopPick {
  const portal = usePortal();
  const [updateProfile] = useMutation(UpdateProfileMutation, { refetch: AFTER_PROFILE_CHANGE });
  const [choosing, setChoosing] = useState<string | null>(null);
  const top = portal.profile?.topFavoriteHome ?? null;
  /** The top pick is a toggle: pressed again, the buyer has none. */
  async function choose(homeKey: string) {
    if (!portal.profile || choosing) return;
    setChoosing(homeKey);
    const result = await updateProfile({
      profileId: portal.profile.profileId,
      patch: buildProfilePatch({ topFavoriteHome: top === homeKey ? null : homeKey }),
    });
    setChoosing(null);
    if (!result.error) portal.track('profile_updated', { page: 'homes-for-you' });
  }
  return { top, choosing, choose: (homeKey) => void choose(homeKey) };
}

function TopPickButton({ pick, homeKey, name }: { pick: TopPick; homeKey: string; name: string }) {
  const picked = pick.top === homeKey;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-disabled={pick.choosing !== null || undefined}
      onClick={() => pick.choose(homeKey)}
      className={`rounded-md border px-3 py-2 text-sm font-semibold aria-disabled:opacity-60 ${picked ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 text-brand-800 hover:bg-brand-50'}`}
    >
      {/* A toggle keeps its name (aria-pressed tells the state); pressed, the star fills
          and the button is filled, so the pick shows at a glance. */}
      <span aria-hidden="true">{picked ? '★ ' : '☆ '}</span>
      My top pick<span className="sr-only">: {name}</span>
    </button>
  );
}

/**
 * On a home center's site: its own homes that fit (built homes and floor plans it
 * lists to order), lowest price first, each at its price there.
 */
function CenterHomesThatFit({
  dealer,
  homes,
  fitting,
  pick,
}: {
  dealer: { lotNumber: string; name: string };
  homes: CenterHomes;
  fitting: CenterHome[] | null;
  pick: TopPick;
}) {
  if (homes.problem) return <CenterHomesProblem name={dealer.name} problem={homes.problem} />;
  if (!homes.homes || !fitting) return <Placeholder className="mt-6 h-96" />;
  const listed = homes.homes;
  return (
    <section aria-labelledby="center-homes-heading" className="mt-6">
      <h2 id="center-homes-heading" className="text-xl font-bold text-brand-900">
        At {dealer.name}: {fitting.length} of its {listed.length}{' '}
        {listed.length === 1 ? 'home fits' : 'homes fit'}
      </h2>
      {fitting.length === 0 ? (
        <p className="mt-3 rounded-lg border border-brand-100 p-5">
          None of them fits all of your answers yet. {dealer.name} can tell you which other floor
          plans it can order for you.
        </p>
      ) : (
        <CenterHomeList
          homes={fitting}
          className="sm:grid-cols-2 xl:grid-cols-3"
          after={(home) => (
            // A built home is picked by its serial number: not its model's other homes.
            <TopPickButton
              pick={pick}
              homeKey={home.serialNumber ?? home.modelNumber}
              name={home.model.name}
            />
          )}
        />
      )}
    </section>
  );
}

function ResultsPage({
  page,
  criteria,
  last,
  onMore,
  pick,
  centerPlans,
}: {
  page: number;
  criteria: Criteria;
  last: boolean;
  onMore: () => void;
  pick: TopPick;
  /**
   * On a home center's site (its own homes that fit are listed above these): the plans it
   * lists to order, left out here; null while they load.
   */
  centerPlans?: ReadonlySet<string> | null;
}) {
  const atHomeCenter = centerPlans !== undefined;
  const lotNumber = useLotNumberParam();
  const { buyersOwn, ...searchCriteria } = criteria;
  const results = useQuery(ModelsSearchQuery, {
    ...searchCriteria,
    // The budget is met at the price the card names nearby, not only far away.
    pricedNearby: true,
    distance: RADIUS,
    sortMethodId: 1,
    pageNumber: page,
    itemsPerPage: PER_PAGE,
  });
  const list = useRef<HTMLUListElement>(null);
  const loaded = results.status === 'ready';
  // "Show more homes": the keyboard goes on at the first home it brought.
  useEffect(() => {
    if (page > 1 && loaded) list.current?.querySelector<HTMLElement>('a')?.focus();
  }, [page, loaded]);

  if (results.status === 'loading') return <Placeholder className="mt-6 h-96" />;
  if (results.status === 'error' || !results.data?.modelsSearch) {
    return (
      <p role="alert" className="mt-6 text-red-800">
        The homes could not be loaded: {results.error?.message}
      </p>
    );
  }
  const { models, totalCount } = results.data.modelsSearch;
  if (page === 1 && totalCount === 0) {
    return (
      <p className="mt-6 rounded-lg border border-brand-100 p-5">{noneFitText(criteria, RADIUS)}</p>
    );
  }

  return (
    <>
      {page === 1 ? (
        <>
          <h2 className="mt-8 text-xl font-bold text-brand-900">
            {atHomeCenter
              ? `More floor plans that fit, within ${RADIUS} miles`
              : `${totalCount} ${totalCount === 1 ? 'home fits' : 'homes fit'}`}
          </h2>
          {atHomeCenter ? (
            <p className="mt-1 text-sm text-muted">
              Built to order by our home centers; each names the nearest one that builds it and
              starts at the lowest price any of them asks.
            </p>
          ) : null}
        </>
      ) : null}
      <ul ref={list} className="mt-3 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {models
          .filter((model) => !centerPlans?.has(model.modelNumber))
          .map((model) => (
            // The card takes the row's height, so every row's buttons line up.
            <li key={model.modelNumber} className="grid grid-rows-[1fr_auto] gap-2">
              <ModelCard
                model={model}
                // Miles from a home center's place are not "from you".
                distanceFrom={buyersOwn ? 'you' : null}
                href={withLotNumber(
                  `/homes/model/${encodeURIComponent(model.modelNumber)}`,
                  lotNumber,
                )}
              />
              <TopPickButton pick={pick} homeKey={model.modelNumber} name={model.name} />
            </li>
          ))}
      </ul>
      {last && page * PER_PAGE < totalCount ? (
        <button
          type="button"
          onClick={onMore}
          className="mt-6 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Show more homes
        </button>
      ) : null}
    </>
  );
}
