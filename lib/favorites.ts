/** SPEC §3 collections: a label's length, and how many a buyer keeps (bounds every list and page). */
export const MAX_COLLECTION_LABEL_LENGTH = 60;
/**
 * What is wrong with a list name a buyer typed, in their words (the API's
 * own messages name its fields); null when the name will do. `otherLabels`
 * are the buyer's other lists: the same name in any letter case is refused,
 * as the server refuses it.
 */
export function collectionLabelProblem(
  label: string,
  otherLabels: readonly string[],
): string | null {
  const name = label.trim();
  if (name === '') return 'Give the list a name.';
  if (name.length > MAX_COLLECTION_LABEL_LENGTH) {
    return `A list name can be at most ${MAX_COLLECTION_LABEL_LENGTH} characters.`;
  }
  const lower = name.toLowerCase();
  if (otherLabels.some((other) => other.trim().toLowerCase() === lower)) {
    return `You already have a list named “${name}”.`;
  }
  return null;
}

/** Collections of each kind (retail, corporate) per user. */
export const MAX_COLLECTIONS_PER_KIND = 20;
/** Saved homes per collection. */
export const MAX_ITEMS_PER_COLLECTION = 100;

/** Compare takes two to four saved homes (issue 11). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The key a favourite is known by in the browser: a built home's serial
 * number, else its model number (a model, or a floor plan not yet built).
 */
export function favoriteKey(home: { modelNumber: string; serialNumber?: string | null }): string {
  return home.serialNumber ? home.serialNumber.toUpperCase() : home.modelNumber;
}

/**
 * Client state of one favourite, keyed by inventory key (serial or model number).
 * `adding`/`removing` have a call in flight; `toAdd`/`toRemove` still need one.
 */
export const FAVORITE_STATES = [
  'toAdd',
  'adding',
  'added',
  'toRemove',
  'removing',
  'removed',
] as const;
export type FavoriteState = (typeof FAVORITE_STATES)[number];
export type FavoriteCall = 'add' | 'remove';

export interface FavoriteStep {
  state: FavoriteState;
  call: FavoriteCall | null;
}

/** Whether the heart shows as filled. */
export function isFavorite(state: FavoriteState | null | undefined): boolean {
  return state === 'toAdd' || state === 'adding' || state === 'added';
}

const TOGGLE: Readonly<Record<FavoriteState, FavoriteStep>> = {
  // A call already in flight is never duplicated: the opposite wish is queued instead.
  adding: { state: 'toRemove', call: null },
  toAdd: { state: 'removed', call: null },
  added: { state: 'removing', call: 'remove' },
  removing: { state: 'toAdd', call: null },
  toRemove: { state: 'toAdd', call: null },
  removed: { state: 'adding', call: 'add' },
};

/** The user tapped the heart. A key with no state yet starts an add. */
export function toggleFavorite(state: FavoriteState | null | undefined): FavoriteStep {
  return state ? TOGGLE[state] : { state: 'adding', call: 'add' };
}

export interface FavoriteReconciliation {
  states: Map<string, FavoriteState>;
  calls: { key: string; call: FavoriteCall }[];
}

function reconcileOne(state: FavoriteState | undefined, onServer: boolean): FavoriteStep {
  if (onServer) {
    if (state === 'toRemove') return { state: 'removing', call: 'remove' };
    // In flight: the server still shows the item because our remove has not landed yet.
    if (state === 'removing') return { state: 'removing', call: null };
    return { state: 'added', call: null };
  }
  if (state === 'toAdd') return { state: 'adding', call: 'add' };
  // In flight: the server data may predate our add; overriding would fight the call.
  if (state === 'adding') return { state: 'adding', call: null };
  return { state: 'removed', call: null };
}

/**
 * Merges server favourites into local state when server data arrives, returning the
 * new states and the calls to make (in local key order).
 *
 * On the server → `added`, except `toRemove` → `removing` + remove call.
 * Not on the server → `removed`, except `toAdd` → `adding` + add call.
 * In-flight states are kept until the server reflects their call: `adding` absent
 * stays `adding`, `removing` present stays `removing` (no call either way);
 * `settleFavoriteCall` moves them on when the call finishes.
 */
export function reconcileFavorites(
  local: ReadonlyMap<string, FavoriteState> | Readonly<Record<string, FavoriteState>>,
  serverKeys: Iterable<string>,
): FavoriteReconciliation {
  const server = new Set(serverKeys);
  const entries: Iterable<[string, FavoriteState]> =
    local instanceof Map ? local.entries() : Object.entries(local);
  const states = new Map<string, FavoriteState>();
  const calls: FavoriteReconciliation['calls'] = [];
  for (const [key, state] of entries) {
    const step = reconcileOne(state, server.has(key));
    states.set(key, step.state);
    if (step.call) calls.push({ key, call: step.call });
  }
  for (const key of server) {
    if (!states.has(key)) states.set(key, 'added');
  }
  return { states, calls };
}

/**
 * An add or remove call finished. Success settles the in-flight state; a wish queued
 * meanwhile (`toRemove` after an add, `toAdd` after a remove) is sent now. Failure
 * returns to what the server still has. States the call does not explain are left
 * for the next reconciliation.
 */
export function settleFavoriteCall(
  state: FavoriteState | null | undefined,
  call: FavoriteCall,
  ok: boolean,
): FavoriteStep | null {
  if (call === 'add') {
    if (state === 'adding') return { state: ok ? 'added' : 'removed', call: null };
    if (state === 'toRemove')
      return ok ? { state: 'removing', call: 'remove' } : { state: 'removed', call: null };
  } else {
    if (state === 'removing') return { state: ok ? 'removed' : 'added', call: null };
    if (state === 'toAdd')
      return ok ? { state: 'adding', call: 'add' } : { state: 'added', call: null };
  }
  return null;
}
