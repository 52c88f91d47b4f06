// A home center's own homes on the portal of its site ("Homes for you" and the
// monthly budget): its built homes and the floor plans it lists to order, each
// at its price there. The pages differ in which of them fit; the request, the
// words when it fails and the list of cards are one.
import type { ReactNode, Ref } from 'react';
import { DEALER_HOMES_MAX } from '../../lib/listing-filters.ts';
import { HomeCard, homeHref } from '../components/home-card.tsx';
import { useLotNumberParam } from '../components/site-link.tsx';
import { useQuery } from '../graphql/client-react.tsx';
import { DealerHomesQuery } from '../graphql/documents/homes.ts';
import type { ResultOf } from '../graphql/graphql.ts';

export type CenterHome = ResultOf<typeof DealerHomesQuery>['homesByLotNumber'][number];

export type CenterHomes = {
  status: 'loading' | 'ready' | 'error';
  /** Every home it lists (one page of the API holds them all); null until they come. */
  homes: readonly CenterHome[] | null;
  problem: string | null;
  /**
   * The model numbers of the plans it lists to order: its offer on its own site, so
   * the floor plans nearby leave them out (there they would show at the plan's
   * "Starting at", another center's price); null until they come.
   */
  plans: ReadonlySet<string> | null;
};

/** The home center's homes: one request whichever page asks (one cache entry). */
export function useCenterHomes(
  center: { lotNumber: string } | null,
  options: { skip?: boolean } = {},
): CenterHomes {
  const query = useQuery(
    DealerHomesQuery,
    { lotNumber: center?.lotNumber ?? '', first: DEALER_HOMES_MAX, offset: 0 },
    { skip: !center || options.skip },
  );
  const homes = query.data?.homesByLotNumber ?? null;
  return {
    status: query.status,
    homes,
    problem: query.status === 'error' ? (query.error?.message ?? 'please try again') : null,
    plans: homes
      ? new Set(homes.filter((home) => !home.serialNumber).map((home) => home.modelNumber))
      : null,
  };
}

export function CenterHomesProblem({ name, problem }: { name: string; problem: string }) {
  return (
    <p role="alert" className="mt-4 text-red-800">
      The homes of {name} could not be loaded: {problem}
    </p>
  );
}

/**
 * Cards of the center's homes, each opening on its site. `after` puts a control
 * under each card (the card then takes the row's height, so the controls line up).
 */
export function CenterHomeList({
  homes,
  label,
  listRef,
  className = 'sm:grid-cols-2',
  after,
}: {
  homes: readonly CenterHome[];
  label?: string;
  listRef?: Ref<HTMLUListElement>;
  className?: string;
  after?: (home: CenterHome) => ReactNode;
}) {
  const lotNumber = useLotNumberParam();
  return (
    <ul ref={listRef} aria-label={label} className={`mt-3 grid gap-5 ${className}`}>
      {homes.map((home) => (
        <li key={home.inventoryId} className={after ? 'grid grid-rows-[1fr_auto] gap-2' : 'flex'}>
          <HomeCard home={home} distanceFrom={null} href={homeHref(home, { lotNumber })} />
          {after?.(home)}
        </li>
      ))}
    </ul>
  );
}
