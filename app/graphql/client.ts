// The browser's data client (decision 0006): the buyer portal's GraphQL
// operations, sent to /graphql with the signed-in user's Bearer token, and a
// small cache of their answers with SPEC §7's semantics:
// - queries default to cache-and-network: a cached answer shows at once and a
//   request refreshes it; identical requests in flight are shared; each
//   operation + variables is its own entry (answers are kept whole, not
//   normalised: nothing rewrites a document, see below);
// - mutation errors are combined into one error (SPEC §8) and a supplied
//   handler is called; a successful mutation reloads the queries it names
//   (SPEC §4 steps 5 and 6);
// - failures are values ({ data, error }), never thrown (SPEC §8).
// Trusted documents: the body carries the SHA-256 of the operation's text in
// app/graphql/operations.json (from the generated operation-hashes.ts), not
// the text, so the browser needs no printer and no crypto. Development sends
// the printed text as well, so an edited document runs before `npm run gen`.
// Framework-free: React's binding is client-react.tsx.
import { print, type DocumentNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { IDENTITY_TIMINGS } from '../../lib/identity-session.ts';
import { OPERATION_HASHES } from './operation-hashes.ts';

/** One error of a GraphQL answer, as far as the browser reads it. */
export type ApiErrorDetail = {
  message: string;
  code: string | null;
  field: string | null;
};

/**
 * A refusal or failure the screen can show: the server's sentence, its
 * `extensions.code` and the field it is about (`extensions.field`). Several
 * errors in one answer become one ApiError whose message joins theirs (SPEC
 * §8); `code` and `field` are the first error's, `errors` has them all.
 * Failures of the request itself have codes of the client's own:
 * NETWORK_ERROR (no answer, or none within the time-out) and BAD_RESPONSE
 * (an answer that is not GraphQL).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string | null;
  readonly field: string | null;
  readonly errors: readonly ApiErrorDetail[];
  constructor(
    message: string,
    code: string | null,
    field: string | null,
    errors: readonly ApiErrorDetail[] = [{ message, code, field }],
  ) {
    super(message);
    this.code = code;
    this.field = field;
    this.errors = errors;
  }
}

/** What every call answers: the data, or an error, or (a partial answer) both. */
export type Result<TData> = { data: TData | null; error: ApiError | null };

/** A watched query's state (SPEC §4: data loads show loading, ready or error status). */
export type QuerySnapshot<TData> = {
  status: 'loading' | 'ready' | 'error';
  data: TData | null;
  error: ApiError | null;
};

/**
 * cache-and-network (the default, SPEC §7): show what is cached, and ask the
 * server anyway. cache-first: ask only when nothing (or nothing current) is cached.
 */
export type QueryFetchPolicy = 'cache-and-network' | 'cache-first';

export type GetToken = (options?: {
  renew?: boolean;
  /** The token the API refused: a renewal that finds a newer one stored (another tab's) takes it. */
  refused?: string;
}) => Promise<string | null>;

export type ClientOptions = {
  /**
   * The access token to send, null when signed out. With `renew`, a new one:
   * the API refused the last (the portal wires it to session.signedIn).
   */
  getToken: GetToken;
  /**
   * A refused token's renewal found no sign-in (getToken answered null), or the
   * renewed token was refused too: the sign-in has ended and the caller
   * forgets it locally. Called once per failed renewal, however many requests
   * were waiting on it. A renewal that could not happen now (getToken threw,
   * or gave the refused token back: offline, another renewal still holding
   * the lock) ends nothing: the refusal is the answer, and the next request
   * tries again. `changeLost`: a mutation (not one sent in the background)
   * was among the refused requests, so a change the person made was not saved
   * (it is said again if a mutation's refusal comes after a query's).
   */
  onSignedOut: (ended: { changeLost: boolean }) => void;
  /** The API's address; default /graphql on this origin. */
  url?: string;
  /** Our seam for tests; default the browser's fetch. */
  fetch?: typeof fetch;
  /** Per request; default SPEC §9's identity HTTP time-out, 10 s. */
  timeoutMs?: number;
  /** Send the printed text beside the hash; default in development only. */
  sendText?: boolean;
};

type AnyDocument = TadaDocumentNode<unknown, never> | DocumentNode;
type Variables = Record<string, unknown>;

export interface Client {
  /**
   * One query, outside React. Default network-only (a promise answers once,
   * so there is nothing to show first): the answer refreshes the cache every
   * watcher of the same operation and variables sees; an identical request in
   * flight is shared. cache-first answers from the cache when it can.
   */
  query<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables,
    options?: { fetchPolicy?: 'network-only' | 'cache-first' },
  ): Promise<Result<TData>>;
  /**
   * One mutation. Never shared or retried (except once with a renewed token
   * after a 401). On errors, `onError` is called with the combined error; on
   * success the active queries named in `refetch` (operation names) are
   * reloaded before the promise settles. `variables` may be a function, read
   * at each send after the token is known: for a variable that comes from the
   * sign-in itself (updatePassword's email after a renewal).
   */
  mutate<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables | (() => TVariables),
    options?: MutateOptions,
  ): Promise<Result<TData>>;
  /** Reloads the watched queries of these operation names; others are marked out of date. */
  refetchQueries(operationNames: readonly string[]): Promise<void>;

  // What the React binding (client-react.tsx) builds on.
  /** The current state of a query; the same object until it changes. */
  read<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): QuerySnapshot<TData>;
  /** Starts watching a query (fetching as the policy says); returns the way to stop. */
  watch<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables,
    fetchPolicy: QueryFetchPolicy,
    onChange: () => void,
  ): () => void;
  /** Asks the server again for a query, whatever is in flight; answers what the entry then holds. */
  refetch<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<Result<TData>>;
}

export type MutateOptions = {
  /** Called with the combined error when the mutation fails (SPEC §8). */
  onError?: (error: ApiError) => void;
  /** Operation names of the queries to reload after success (SPEC §4 steps 5, 6). */
  refetch?: readonly string[];
  /**
   * Sent on the buyer's behalf, not a change they made (a tracking event): refused
   * because the sign-in ended, it is not a change to tell them was lost.
   */
  background?: boolean;
};

export const LOADING: QuerySnapshot<never> = Object.freeze({
  status: 'loading',
  data: null,
  error: null,
});

const MESSAGES = {
  network: 'The site did not answer. Check your connection and try again.',
  timeout: 'The site took too long to answer. Check your connection and try again.',
  badResponse: 'Something went wrong on our side. Try again in a minute.',
  // The hash comes from this page's build: the site now runs another one.
  outdated: 'This page is out of date. Reload it and try again.',
} as const;

/** Entries nobody watches are kept for a quick return to a page, up to this many. */
const KEPT_UNWATCHED = 50;

type Operation = { name: string; hash: string | undefined; document: AnyDocument };
const operations = new WeakMap<object, Operation>();

/** The operation's name and trusted-document hash; every operation the site sends has a name. */
export function operationOf(document: AnyDocument): Operation {
  let operation = operations.get(document);
  if (!operation) {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? definition.name?.value : undefined;
    if (!name) throw new Error('every operation the site sends has a name');
    operation = { name, hash: OPERATION_HASHES[name], document };
    operations.set(document, operation);
  }
  return operation;
}

/** JSON with object keys sorted: the same variables are the same cache entry whatever their order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * SPEC §8: the errors of one answer as one error. Messages (each once) are
 * joined as sentences: a space after one that ends a sentence, else "; ".
 */
export function combineErrors(errors: readonly unknown[]): ApiError {
  const details: ApiErrorDetail[] = errors.map((error) => {
    const record = (error && typeof error === 'object' ? error : {}) as {
      message?: unknown;
      extensions?: { code?: unknown; field?: unknown } | null;
    };
    const extensions =
      record.extensions && typeof record.extensions === 'object' ? record.extensions : {};
    return {
      message: (text(record.message) ?? MESSAGES.badResponse).trim(),
      code: text(extensions.code),
      field: text(extensions.field),
    };
  });
  const message = [...new Set(details.map((d) => d.message))].reduce((joined, next) =>
    /[.!?…]$/.test(joined) ? `${joined} ${next}` : `${joined}; ${next}`,
  );
  const first = details[0]!;
  return new ApiError(message, first.code, first.field, details);
}

type Answer =
  | { kind: 'answer'; status: number; body: { data?: unknown; errors?: unknown } | null }
  | { kind: 'failed'; error: ApiError };

function refusedToken(answer: Answer): boolean {
  return (
    answer.kind === 'answer' &&
    Array.isArray(answer.body?.errors) &&
    answer.body.errors.some(
      (error: unknown) =>
        (error as { extensions?: { code?: unknown } } | null)?.extensions?.code ===
        'UNAUTHENTICATED',
    )
  );
}

function resultOf(answer: Answer): Result<unknown> {
  if (answer.kind === 'failed') return { data: null, error: answer.error };
  const { body } = answer;
  const data = body && 'data' in body && body.data != null ? body.data : null;
  if (Array.isArray(body?.errors) && body.errors.length > 0) {
    const error = combineErrors(body.errors);
    if (error.code === 'PERSISTED_QUERY_NOT_FOUND') {
      return { data, error: new ApiError(MESSAGES.outdated, error.code, null, error.errors) };
    }
    return { data, error };
  }
  if (answer.status < 200 || answer.status >= 300 || data === null) {
    return { data, error: new ApiError(MESSAGES.badResponse, 'BAD_RESPONSE', null) };
  }
  return { data, error: null };
}

type Entry = {
  operation: Operation;
  variables: Variables;
  snapshot: QuerySnapshot<unknown>;
  listeners: Set<() => void>;
  /** The newest request for this entry; older ones' answers are dropped. */
  inflight: { seq: number; promise: Promise<Result<unknown>> } | null;
  seq: number;
  /** A mutation changed what this shows since it was fetched. */
  stale: boolean;
};

export function createClient(options: ClientOptions): Client {
  const url = options.url ?? '/graphql';
  const timeoutMs = options.timeoutMs ?? IDENTITY_TIMINGS.httpTimeoutMs;
  const sendText = options.sendText ?? import.meta.env.DEV;
  const entries = new Map<string, Entry>();
  /** The renewal of a refused token, shared by every request that was refused with it. */
  let renewal: {
    refused: string;
    token: Promise<string | null | undefined>;
    /** What the person was told: nothing yet, that the sign-in ended, or that a change was lost too. */
    reported: 'no' | 'ended' | 'change-lost';
  } | null = null;

  /**
   * The token, or with `refused` one renewed after the API refused that one; null when
   * signed out; undefined when it could not be had now (getToken threw).
   */
  async function token(refused: string | null = null): Promise<string | null | undefined> {
    try {
      return await options.getToken(refused ? { renew: true, refused } : undefined);
    } catch {
      return undefined;
    }
  }

  async function post(operation: Operation, variables: Variables, bearer: string | null) {
    const body: Record<string, unknown> = { operationName: operation.name, variables };
    if (operation.hash) {
      body.extensions = { persistedQuery: { version: 1, sha256Hash: operation.hash } };
    }
    // Tree-shaken from production builds, and the printer with it.
    if (import.meta.env.DEV && sendText) body.query = print(operation.document as DocumentNode);
    if (!('query' in body) && !operation.hash) {
      // Only a document added without `npm run gen` gets here; production would refuse it.
      return {
        kind: 'failed',
        error: new ApiError(MESSAGES.outdated, 'PERSISTED_QUERY_NOT_FOUND', null),
      } satisfies Answer;
    }
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        kind: 'failed',
        error: new ApiError(timedOut ? MESSAGES.timeout : MESSAGES.network, 'NETWORK_ERROR', null),
      } satisfies Answer;
    }
    const parsed: unknown = await response.json().catch(() => null);
    return {
      kind: 'answer',
      status: response.status,
      body:
        parsed && typeof parsed === 'object'
          ? (parsed as { data?: unknown; errors?: unknown })
          : null,
    } satisfies Answer;
  }

  /**
   * Sends with the current token; a token the API refuses (UNAUTHENTICATED)
   * is renewed once and the operation sent again. A request sent without a
   * token has nothing to renew: its refusal is the answer.
   */
  async function send(
    operation: Operation,
    variables: Variables | (() => Variables),
    /** A change the person made (a mutation not sent in the background). */
    changeMade = false,
  ) {
    const read = () => (typeof variables === 'function' ? variables() : variables);
    const first = (await token()) ?? null;
    let answer = await post(operation, read(), first);
    if (!first || !refusedToken(answer)) return resultOf(answer);
    if (renewal?.refused !== first) {
      renewal = { refused: first, token: token(first), reported: 'no' };
    }
    const current = renewal;
    const renewed = await current.token;
    const fresh = typeof renewed === 'string' && renewed !== first;
    if (fresh) answer = await post(operation, read(), renewed);
    // Ended: no sign-in is left, or the new token is refused as well.
    const ended = renewed === null || (fresh && refusedToken(answer));
    if (ended && (current.reported === 'no' || (changeMade && current.reported === 'ended'))) {
      current.reported = changeMade ? 'change-lost' : 'ended';
      options.onSignedOut({ changeLost: changeMade });
    }
    return resultOf(answer);
  }

  function keyOf(operation: Operation, variables: unknown): string {
    return `${operation.name}:${stableJson(variables ?? {})}`;
  }

  function entryFor(document: AnyDocument, variables: unknown): Entry {
    const operation = operationOf(document);
    const json = stableJson(variables ?? {});
    const key = `${operation.name}:${json}`;
    let entry = entries.get(key);
    if (entry) {
      // Most recently used last: the first unwatched entries are the ones let go.
      entries.delete(key);
    } else {
      entry = {
        operation,
        // A copy: what the caller does with its object later changes no entry.
        variables: JSON.parse(json) as Variables,
        snapshot: LOADING,
        listeners: new Set(),
        inflight: null,
        seq: 0,
        stale: false,
      };
    }
    entries.set(key, entry);
    return entry;
  }

  function update(entry: Entry, snapshot: QuerySnapshot<unknown>) {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  function fetchEntry(entry: Entry, force: boolean): Promise<Result<unknown>> {
    if (entry.inflight && !force) return entry.inflight.promise;
    const seq = ++entry.seq;
    // With nothing to show, a retry after an error shows loading again; with data, it stays shown.
    if (entry.snapshot.data === null && entry.snapshot.status !== 'loading') update(entry, LOADING);
    const promise = send(entry.operation, entry.variables).then(async (result) => {
      if (entry.seq !== seq) {
        // A newer request (a reload after a mutation) replaced this one: its answer counts.
        if (entry.inflight) return entry.inflight.promise;
        return { data: entry.snapshot.data, error: entry.snapshot.error };
      }
      entry.inflight = null;
      entry.stale = false;
      update(
        entry,
        result.error
          ? { status: 'error', data: result.data ?? entry.snapshot.data, error: result.error }
          : { status: 'ready', data: result.data, error: null },
      );
      return result;
    });
    entry.inflight = { seq, promise };
    return promise;
  }

  function letGo() {
    if (entries.size <= KEPT_UNWATCHED) return;
    for (const [key, entry] of entries) {
      if (entries.size <= KEPT_UNWATCHED) break;
      if (entry.listeners.size === 0) entries.delete(key);
    }
  }

  async function refetchQueries(operationNames: readonly string[]) {
    const names = new Set(operationNames);
    const reloads: Promise<unknown>[] = [];
    for (const entry of entries.values()) {
      if (!names.has(entry.operation.name)) continue;
      entry.stale = true;
      if (entry.listeners.size > 0) reloads.push(fetchEntry(entry, true));
    }
    // A reload that fails shows as that query's error, not the mutation's.
    await Promise.allSettled(reloads);
  }

  return {
    async query(document, variables, queryOptions = {}) {
      const entry = entryFor(document, variables);
      if (
        queryOptions.fetchPolicy === 'cache-first' &&
        entry.snapshot.status === 'ready' &&
        !entry.stale
      ) {
        return { data: entry.snapshot.data as never, error: null };
      }
      const result = await fetchEntry(entry, false);
      letGo();
      return result as never;
    },

    async mutate(document, variables, mutateOptions = {}) {
      const result = (await send(
        operationOf(document),
        variables as Variables | (() => Variables),
        !mutateOptions.background,
      )) as Result<never>;
      if (result.error) {
        mutateOptions.onError?.(result.error);
        return result;
      }
      if (mutateOptions.refetch?.length) await refetchQueries(mutateOptions.refetch);
      return result;
    },

    refetchQueries,

    read(document, variables) {
      const operation = operationOf(document);
      return (entries.get(keyOf(operation, variables))?.snapshot ?? LOADING) as never;
    },

    watch(document, variables, fetchPolicy, onChange) {
      const entry = entryFor(document, variables);
      entry.listeners.add(onChange);
      if (fetchPolicy === 'cache-and-network' || entry.stale || entry.snapshot.status !== 'ready') {
        void fetchEntry(entry, false);
      }
      return () => {
        entry.listeners.delete(onChange);
        letGo();
      };
    },

    async refetch(document, variables) {
      return (await fetchEntry(entryFor(document, variables), true)) as never;
    },
  };
}
