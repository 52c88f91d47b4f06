// The hearts (SPEC §4 favourites; issue 11): one store for every heart on the
// page. A visitor who is not signed in can tap one: the favourite is queued
// in this browser (localStorage), the sign-up hint shows, and the queue is
// added once they sign in and their collection loads. Signed in, the engine
// (engine.ts, with the data client) keeps the hearts and the server in step.
// This file is on every public page: it stays small and loads the engine
// only when someone is signed in.
import { loadChunk } from '../../lib/lazy-chunk.ts';
import { favoriteKey, isFavorite, type FavoriteState } from '../../lib/favorites.ts';
import { SIGNING_OUT_EVENT } from '../../lib/identity-session.ts';
import type { Session } from '../identity/session.tsx';

/** A home a heart stands for. lotNumber: the home center that has it (a home for sale). */
export type FavoriteHome = {
  modelNumber: string;
  serialNumber?: string | null;
  lotNumber?: string | null;
  /** How the sign-up hint names it. */
  name: string;
};

export type FavoritesSnapshot = {
  states: ReadonlyMap<string, FavoriteState>;
  /** The home whose heart a signed-out visitor tapped last: the sign-up hint shows beside it. */
  hintFor: string | null;
  /** What went wrong with the last change, for the page to say. */
  problem: string | null;
  /** What the last change did beyond its heart (a home taken out of several lists). */
  notice: string | null;
};

/** What the engine offers this module. */
export type FavoritesEngine = {
  toggle(home: FavoriteHome): void;
  /** The same person's session, renewed (its token is what the client sends). */
  updateSession(session: Session): void;
  stop(): void;
};

export type EngineStart = (options: {
  session: Session;
  /** The home center whose site this is (retail collections there), else null (corporate). */
  siteLotNumber: string | null;
  /** The site's default place (visitorPosition's fallback before the country's middle). */
  defaultPostalCode: string | null;
  queued: readonly FavoriteHome[];
  /** The engine's view changed. */
  publish(
    states: ReadonlyMap<string, FavoriteState>,
    problem: string | null,
    notice: string | null,
  ): void;
  /** Queued favourites the server now has, or that could not be added: forget them. */
  unqueue(keys: readonly string[]): void;
  /**
   * A signed-in tap that adds: kept in the queue until the server has it, so a
   * page left mid-call (a tap, then a link at once) finishes it on the next page.
   */
  enqueue(home: FavoriteHome): void;
}) => FavoritesEngine;

export const FAVORITES_QUEUE_KEY = 'favorites_queue';
/** The most a visitor can queue before signing in (the collection's own limit is larger). */
const MAX_QUEUED = 50;

let snapshot: FavoritesSnapshot = {
  states: new Map(),
  hintFor: null,
  problem: null,
  notice: null,
};
const listeners = new Set<() => void>();
let engine: FavoritesEngine | null = null;
let engineFor: string | null = null;
let starting: Promise<void> | null = null;
let queueShown = false;

function publish(next: Partial<FavoritesSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): FavoritesSnapshot {
  return snapshot;
}

const EMPTY: FavoritesSnapshot = { states: new Map(), hintFor: null, problem: null, notice: null };
/** The server renders every heart empty: favourites are the browser's to know. */
export function getServerSnapshot(): FavoritesSnapshot {
  return EMPTY;
}

// ---- the signed-out queue ----

function isFavoriteHome(value: unknown): value is FavoriteHome {
  if (!value || typeof value !== 'object') return false;
  const home = value as Record<string, unknown>;
  return typeof home['modelNumber'] === 'string' && typeof home['name'] === 'string';
}

export function readQueue(): FavoriteHome[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVORITES_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavoriteHome).slice(0, MAX_QUEUED) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly FavoriteHome[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(FAVORITES_QUEUE_KEY);
    else localStorage.setItem(FAVORITES_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Private browsing without storage: the heart still shows for this page.
  }
}

function queuedStates(queue: readonly FavoriteHome[]): Map<string, FavoriteState> {
  return new Map(queue.map((home) => [favoriteKey(home), 'toAdd' as const]));
}

function unqueue(keys: readonly string[]) {
  const gone = new Set(keys);
  writeQueue(readQueue().filter((home) => !gone.has(favoriteKey(home))));
}

function enqueue(home: FavoriteHome) {
  const key = favoriteKey(home);
  writeQueue([...readQueue().filter((h) => favoriteKey(h) !== key), home].slice(-MAX_QUEUED));
}

// ---- what the page calls ----

/** A heart was tapped. */
export function toggleFavorite(home: FavoriteHome): void {
  if (engine) {
    engine.toggle(home);
    return;
  }
  if (engineFor) {
    // Signed in, the engine still loading: the tap is its first.
    void starting?.then(() => engine?.toggle(home));
    return;
  }
  // SPEC §4: favourites need a sign-in; until then the wish waits here.
  const key = favoriteKey(home);
  const queue = readQueue();
  const queued = queue.some((h) => favoriteKey(h) === key);
  const next = queued
    ? queue.filter((h) => favoriteKey(h) !== key)
    : [...queue, home].slice(-MAX_QUEUED);
  writeQueue(next);
  publish({
    states: queuedStates(next),
    hintFor: queued ? null : key,
    problem: null,
    notice: null,
  });
}

export function dismissHint(): void {
  publish({ hintFor: null });
}

/** The buyer has read why a heart went back (or the list did not load). */
export function dismissProblem(): void {
  publish({ problem: null });
}

/** The buyer has read which lists a home left. */
export function dismissNotice(): void {
  publish({ notice: null });
}

export { isFavorite };

/**
 * The session or the site changed: start the engine for a signed-in person
 * (loaded on demand), stop it on sign-out, and show the queue meanwhile.
 */
// A sign-out stops the engine before the tokens go (the page may stay a moment).
if (typeof window !== 'undefined') {
  window.addEventListener(SIGNING_OUT_EVENT, () => {
    engine?.stop();
    engine = null;
    engineFor = SIGNING_OUT_EVENT;
  });
}

export function syncFavorites(
  session: Session,
  siteLotNumber: string | null,
  defaultPostalCode: string | null,
): void {
  const subject =
    session.authenticated && !session.loading ? (session.user?.subject ?? null) : null;
  const key = subject ? `${subject} ${siteLotNumber ?? ''}` : null;
  if (!key) {
    engine?.stop();
    engine = null;
    engineFor = null;
    // Signed out (once the session knows): the hearts show this browser's queue.
    if (!session.loading && !queueShown) {
      queueShown = true;
      publish({ states: queuedStates(readQueue()), problem: null, notice: null });
    }
    return;
  }
  queueShown = false;
  // Signing out: the session still names the person until the page leaves; start nothing.
  if (engineFor === SIGNING_OUT_EVENT) return;
  if (key === engineFor) {
    engine?.updateSession(session);
    return;
  }
  engine?.stop();
  engine = null;
  engineFor = key;
  publish({ hintFor: null });
  const started = loadChunk(() => import('./engine.ts')).then(({ startEngine }) => {
    if (engineFor !== key) return;
    engine = startEngine({
      session,
      siteLotNumber,
      defaultPostalCode,
      queued: readQueue(),
      publish: (states, problem, notice) => publish({ states, problem, notice }),
      unqueue,
      enqueue,
    });
  });
  starting = started.catch((error: unknown) => {
    console.warn('Favourites could not start:', error);
  });
}
