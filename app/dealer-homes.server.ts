// Every home a home center has for sale, a page of the API at a time (its
// home page lists them all, issue 11; its affordable-homes page picks the
// budget ones, issue 12). The API answers 12 at a time within its cost limit.
import { DEALER_HOMES_MAX } from '../lib/listing-filters.ts';
import type { AppContext } from './context.ts';
import { DealerHomesQuery } from './graphql/documents/homes.ts';
import type { ResultOf } from './graphql/graphql.ts';

/** The API's page of a home center's homes. */
export const DEALER_HOMES_PAGE = 12;

export type DealerHome = ResultOf<typeof DealerHomesQuery>['homesByLotNumber'][number];

/** The rest of a home center's homes after the `first` ones a page already has. */
export async function allDealerHomes<T extends DealerHome>(
  app: AppContext,
  lotNumber: string,
  first: readonly T[] | null = null,
): Promise<DealerHome[]> {
  const homes: DealerHome[] = first
    ? [...first]
    : (await app.execute(DealerHomesQuery, { lotNumber, first: DEALER_HOMES_PAGE, offset: 0 }))
        .homesByLotNumber;
  while (homes.length % DEALER_HOMES_PAGE === 0 && homes.length > 0) {
    if (homes.length >= DEALER_HOMES_MAX) break;
    const next = await app.execute(DealerHomesQuery, {
      lotNumber,
      first: DEALER_HOMES_PAGE,
      offset: homes.length,
    });
    homes.push(...next.homesByLotNumber);
    if (next.homesByLotNumber.length < DEALER_HOMES_PAGE) break;
  }
  return homes;
}
