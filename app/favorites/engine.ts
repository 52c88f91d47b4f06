// The signed-in side of the hearts (SPEC §4; issue 11), loaded on demand by
// favorites.ts. It loads the person's collections, makes "Favorites" where
// SPEC §4 says, and drives each heart through SPEC §4's client states: a tap
// moves the state (lib/favorites.ts toggleFavorite); calls go one at a time;
// after each the lists are reloaded (SPEC §4), and only when no call is in
// flight is the server's view merged into the hearts (reconcileFavorites),
// so rapid taps on a slow network settle on what the server has.
import {
  favoriteKey,
  isFavorite,
  reconcileFavorites,
  settleFavoriteCall,
  toggleFavorite,
  type FavoriteCall,
  type FavoriteState,
} from '../../lib/favorites.ts';
import {
  FAVORITES_LABEL,
  PLANNER_TYPE_CORPORATE,
  PLANNER_TYPE_RETAIL,
  type PlannerType,
} from '../../lib/planner.ts';
import { buyersOwnZip } from '../../lib/location-source.ts';
import type { Client } from '../graphql/client.ts';
import {
  CorpCollectionsQuery,
  CreateCollectionModelMutation,
  CreateCorpCollectionMutation,
  CreateInventoryItemMutation,
  CreateRetailCollectionMutation,
  DeleteCollectionModelMutation,
  DeleteInventoryItemMutation,
  GetRetailCollectionsQuery,
} from '../graphql/documents/favorites.ts';
import {
  CreateUserAndPlannerMutation,
  GetUserQuery,
  PostUserSignupFormMutation,
} from '../graphql/documents/portal.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import { clientFor, setClientSession } from '../graphql/session-client.ts';
import { signUpContent } from '../portal/sign-up-content.ts';
import { firstPlannerStart, sendTrackingEvent } from '../portal/tracking.ts';
import type { EngineStart, FavoriteHome } from './favorites.ts';
import { COLLECTION_QUERIES } from './collection-queries.ts';
import { visitorPosition } from './place.ts';

const START_ATTEMPTS = 3;
const START_RETRY_MS = 3_000;

const COULD_NOT_SAVE = 'We could not update your favorites. Check your connection and try again.';

type RetailList = ResultOf<typeof GetRetailCollectionsQuery>['getRetailCollections']['nodes'];
type CorpList = ResultOf<typeof CorpCollectionsQuery>['corpCollections'];

/** What the server holds of one key: the ids a removal needs, and the list each is in. */
type ServerItem = { kind: 'retail' | 'corp'; id: number; list: string };

/** Two or more lists: "The Hearthside is out of 2 lists: Favorites and Porch ideas." */
function removedFromLists(name: string, lists: readonly string[]): string {
  const named = `${lists.slice(0, -1).join(', ')} and ${lists.at(-1)!}`;
  return `${name} is out of ${lists.length} lists: ${named}.`;
}

export const startEngine: EngineStart = (options) => {
  let session = options.session;
  setClientSession(session);
  const client: Client = clientFor(session.user?.subject ?? null);
  const siteLot = options.siteLotNumber;
  const plannerType = siteLot ? PLANNER_TYPE_RETAIL : PLANNER_TYPE_CORPORATE;

  let stopped = false;
  let states = new Map<string, FavoriteState>();
  const homes = new Map<string, FavoriteHome>();
  for (const home of options.queued) {
    states.set(favoriteKey(home), 'toAdd');
    homes.set(favoriteKey(home), home);
  }
  const queuedKeys = new Set(states.keys());
  let problem: string | null = null;
  let notice: string | null = null;
  const pending: { key: string; call: FavoriteCall }[] = [];
  let running = false;
  let userId: string | null = null;
  let position: { latitude: number; longitude: number } | null = null;
  const unwatch: (() => void)[] = [];

  const publish = () => {
    if (!stopped) options.publish(new Map(states), problem, notice);
  };

  const retailVariables = () => ({ userId: userId!, lotNumber: siteLot });
  const corpVariables = () => ({ userId: userId!, ...position! });
  const retailList = (): RetailList | null => {
    const read = client.read(GetRetailCollectionsQuery, retailVariables());
    return read.status === 'ready' ? (read.data?.getRetailCollections.nodes ?? []) : null;
  };
  const corpList = (): CorpList | null => {
    if (siteLot) return [];
    const read = client.read(CorpCollectionsQuery, corpVariables());
    return read.status === 'ready' ? (read.data?.corpCollections ?? []) : null;
  };

  /** Every key the server has, with the ids to remove it; null until both lists have loaded. */
  function serverItems(): Map<string, ServerItem[]> | null {
    const retail = retailList();
    const corp = corpList();
    if (!retail || !corp) return null;
    const items = new Map<string, ServerItem[]>();
    const add = (key: string, item: ServerItem) =>
      items.set(key, [...(items.get(key) ?? []), item]);
    for (const collection of retail) {
      const list = collection.homeCenter
        ? `${collection.label} at ${collection.homeCenter.name}`
        : collection.label;
      for (const item of collection.inventoryItems) {
        add(favoriteKey(item), { kind: 'retail', id: item.id, list });
      }
    }
    for (const collection of corp) {
      for (const model of collection.collectionModels) {
        add(model.modelNumber, {
          kind: 'corp',
          id: model.corpCollectionModelId,
          list: collection.label,
        });
      }
    }
    return items;
  }

  function track(home: FavoriteHome) {
    sendTrackingEvent(client, 'favorite_model', {
      modelNumber: home.modelNumber,
      ...(home.serialNumber ? { serialNumber: home.serialNumber } : {}),
    });
  }

  const refetch = { refetch: COLLECTION_QUERIES };

  /** The retail collection a home goes into at a lot: "Favorites", else the first; made when there is none. */
  async function retailCollectionAt(lotNumber: string): Promise<number | null> {
    const atLot = (retailList() ?? []).filter((c) => c.lotNumber === lotNumber);
    const found = atLot.find((c) => c.label === FAVORITES_LABEL) ?? atLot[0];
    if (found) return found.id;
    return makeOnce(`retail:${lotNumber}`, async () => {
      const made = await client.mutate(
        CreateRetailCollectionMutation,
        { userId: userId!, label: FAVORITES_LABEL, lotNumber },
        refetch,
      );
      noteOffline(made.error);
      return made.data?.createRetailCollection.id ?? null;
    });
  }

  async function corpCollection(): Promise<number | null> {
    const list = corpList() ?? [];
    const found = list.find((c) => c.label === FAVORITES_LABEL) ?? list[0];
    if (found) return found.id;
    return makeOnce('corp', async () => {
      const made = await client.mutate(
        CreateCorpCollectionMutation,
        { collection: { userId: userId!, label: FAVORITES_LABEL }, ...position! },
        refetch,
      );
      noteOffline(made.error);
      return made.data?.createCorpCollection.id ?? null;
    });
  }

  // A "Favorites" list being made: asked for again (the first heart, and the
  // lists' first load) before the lists show it, the same one is waited for.
  const making = new Map<string, Promise<number | null>>();
  function makeOnce(key: string, make: () => Promise<number | null>): Promise<number | null> {
    let pending = making.get(key);
    if (!pending) {
      // Settled, the lists have been read again with it (the mutation's refetch), so the
      // next ask finds it there, or makes another if it was deleted since.
      pending = make().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  // Adds whose calls never got an answer (offline, or the page left while they
  // were on their way) stay in the queue, for the next page to finish; an add
  // the server answered, yes or no, leaves it.
  const unanswered = new Set<string>();
  let offline = false;
  const noteOffline = (error: { code: string | null } | null) => {
    if (error?.code === 'NETWORK_ERROR') offline = true;
  };

  async function add(key: string): Promise<boolean> {
    offline = false;
    const home = homes.get(key);
    if (!home) return false;
    // A home for sale goes to its home center's collection; a model to this
    // site's (a home center's), or on the main site to the corporate collection.
    const lot = siteLot ?? (home.serialNumber ? (home.lotNumber ?? null) : null);
    if (lot) {
      const collectionId = await retailCollectionAt(lot);
      if (collectionId === null) return false;
      const made = await client.mutate(CreateInventoryItemMutation, {
        inventoryItem: {
          retailCollectionId: collectionId,
          modelNumber: home.modelNumber,
          serialNumber: home.serialNumber ?? null,
        },
      });
      noteOffline(made.error);
      if (made.error) return false;
    } else {
      const collectionId = await corpCollection();
      if (collectionId === null) return false;
      const made = await client.mutate(CreateCollectionModelMutation, {
        collectionModel: { corpCollectionId: collectionId, modelNumber: home.modelNumber },
      });
      noteOffline(made.error);
      if (made.error) return false;
    }
    // The event leaves before the lists reload (SPEC §4), so a buyer who moves
    // on at once does not take it with them.
    track(home);
    await client.refetchQueries(COLLECTION_QUERIES);
    return true;
  }

  async function remove(key: string): Promise<boolean> {
    const items = serverItems()?.get(key) ?? [];
    let ok = true;
    for (const item of items) {
      const done =
        item.kind === 'retail'
          ? await client.mutate(DeleteInventoryItemMutation, { inventoryItemId: item.id }, refetch)
          : await client.mutate(
              DeleteCollectionModelMutation,
              { collectionModelId: item.id },
              refetch,
            );
      // Already gone (another tab) is what was wanted.
      if (done.error && done.error.code !== 'NOT_FOUND') ok = false;
    }
    // The heart is one, the lists many: a home taken out of several says which.
    const lists = [...new Set(items.map((item) => item.list))];
    if (ok && lists.length > 1)
      notice = removedFromLists(homes.get(key)?.name ?? 'This home', lists);
    return ok;
  }

  /** Runs the calls one at a time; when none is left, merges the server's view. */
  async function pump() {
    if (running || stopped || userId === null) return;
    running = true;
    try {
      for (;;) {
        const next = pending.shift();
        if (!next) {
          const server = serverItems();
          if (!server) break;
          const merged = reconcileFavorites(states, server.keys());
          states = merged.states;
          // The queue served its purpose once the server has the home (or the add was tried).
          const settled = [...queuedKeys].filter(
            (key) => states.get(key) !== 'adding' && !unanswered.has(key),
          );
          if (settled.length > 0) {
            for (const key of settled) queuedKeys.delete(key);
            options.unqueue(settled);
          }
          publish();
          if (merged.calls.length === 0) break;
          pending.push(...merged.calls);
          continue;
        }
        let ok: boolean;
        try {
          ok = next.call === 'add' ? await add(next.key) : await remove(next.key);
          if (next.call === 'add') {
            if (!ok && offline) unanswered.add(next.key);
            else unanswered.delete(next.key);
          }
        } catch {
          ok = false;
        }
        if (stopped) return;
        problem = ok ? null : COULD_NOT_SAVE;
        const step = settleFavoriteCall(states.get(next.key), next.call, ok);
        if (step) {
          states.set(next.key, step.state);
          if (step.call) pending.push({ key: next.key, call: step.call });
        }
        publish();
      }
    } finally {
      running = false;
    }
  }

  async function start() {
    const profileType: PlannerType | null = siteLot ? null : PLANNER_TYPE_CORPORATE;
    const variables = {
      // On the main site the profile's land ZIP code places the saved floor plans (place.ts).
      includeProfile: !siteLot,
      includePlannerProgress: false,
      includeRetailCollections: false,
      includeCorpCollections: false,
      profileType,
      lotNumber: null,
      userId: null,
    };
    const loaded = await client.query(GetUserQuery, variables);
    if (loaded.error) throw loaded.error;
    let user = loaded.data?.getUser ?? null;
    // SPEC §4 step 2: no user yet (they signed up from a heart) → make it, post the sign-up form.
    if (!user) {
      const made = await client.mutate(CreateUserAndPlannerMutation, {
        user: { firstName: session.user?.firstName ?? '', lastName: session.user?.lastName ?? '' },
        plannerType,
        lotNumber: siteLot,
        includeRetailCollections: false,
        includeCorpCollections: false,
      });
      if (made.error) throw made.error;
      user = made.data?.createUserAndPlanner ?? null;
      // SPEC §9's "planner started", as when the portal makes the planner.
      if (user && firstPlannerStart(`${session.user?.subject}:${plannerType}:${siteLot}`)) {
        sendTrackingEvent(client, 'planner_started', { plannerType });
      }
      const posted = await client.mutate(PostUserSignupFormMutation, {
        content: signUpContent(session, siteLot),
      });
      if (posted.error) console.warn('The sign-up form could not be posted:', posted.error.message);
    }
    if (!user || stopped) return;
    userId = user.userId;
    if (!siteLot) {
      const profile = 'profile' in user ? user.profile : null;
      position = await visitorPosition(
        client,
        buyersOwnZip({ user, profile }),
        options.defaultPostalCode,
      );
    }
    if (stopped) return;
    const onChange = () => {
      ensureFavoritesCollection();
      void pump();
    };
    unwatch.push(
      client.watch(GetRetailCollectionsQuery, retailVariables(), 'cache-and-network', onChange),
    );
    if (!siteLot) {
      unwatch.push(
        client.watch(CorpCollectionsQuery, corpVariables(), 'cache-and-network', onChange),
      );
    }
  }

  let madeFavorites = false;
  /** SPEC §4: on a home center's site, a list that loads empty with no error gets "Favorites". */
  function ensureFavoritesCollection() {
    if (!siteLot || madeFavorites) return;
    const list = retailList();
    if (!list || list.length > 0) return;
    madeFavorites = true;
    void retailCollectionAt(siteLot);
  }

  // A start that fails (a token that could not be renewed just then, the
  // network) is tried again a few times before the hearts say so.
  const startWithRetries = async (attempt: number): Promise<void> => {
    try {
      await start();
    } catch (error) {
      if (stopped) return;
      if (attempt < START_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, attempt * START_RETRY_MS));
        if (!stopped) await startWithRetries(attempt + 1);
        return;
      }
      problem = 'Your favorites could not be loaded.';
      publish();
      console.warn('Favourites could not load:', error);
    }
  };
  void startWithRetries(1);
  publish();

  return {
    toggle(home) {
      const key = favoriteKey(home);
      homes.set(key, home);
      const step = toggleFavorite(states.get(key));
      states.set(key, step.state);
      // An add waits in this browser's queue until the server has it (settled in
      // pump); taken back before that, it leaves the queue at once.
      if (isFavorite(step.state)) {
        queuedKeys.add(key);
        options.enqueue(home);
      } else if (queuedKeys.delete(key)) {
        options.unqueue([key]);
      }
      if (step.call) pending.push({ key, call: step.call });
      problem = null;
      notice = null;
      publish();
      void pump();
    },
    updateSession(latest) {
      session = latest;
      setClientSession(latest);
    },
    stop() {
      stopped = true;
      for (const stop of unwatch) stop();
    },
  };
};
