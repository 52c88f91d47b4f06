// React's side of the data client (client.ts): a provider, useQuery and
// useMutation. Portal routes only (decision 0006): public pages get their data
// from loaders on the server and never load this.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { TadaDocumentNode } from 'gql.tada';
import {
  LOADING,
  stableJson,
  type ApiError,
  type Client,
  type MutateOptions,
  type QueryFetchPolicy,
  type QuerySnapshot,
  type Result,
} from './client.ts';

const ClientContext = createContext<Client | null>(null);

/** Makes a client (createClient) the one the hooks below use. */
export function ClientProvider({
  client,
  children,
}: {
  client: Client;
  children: React.ReactNode;
}) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useQuery and useMutation need a ClientProvider above them');
  return client;
}

export type QueryState<TData> = QuerySnapshot<TData> & {
  /** Asks the server again; the state follows. */
  refetch: () => Promise<Result<TData>>;
};

/**
 * A query's state, kept current: loading, ready (data) or error (error, and
 * the last data if any). Default cache-and-network (SPEC §7).
 * - `skip` (SPEC §5: no token or userId, a missing key input) sends nothing
 *   and stays loading: the query waits for what it needs. It is not "loaded
 *   with no data", which SPEC §4's profile bootstrap reads as "create the user".
 * - On the server it renders loading and fetches nothing: tokens live only in
 *   the browser, so the portal's shell is rendered without private data, and
 *   hydration starts from the same loading state.
 * - New variables are a new entry: loading (or its cached answer) until it answers.
 */
export function useQuery<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean; fetchPolicy?: QueryFetchPolicy } = {},
): QueryState<TData> {
  const client = useClient();
  const { skip = false, fetchPolicy = 'cache-and-network' } = options;
  // The key, not the object: a new object with the same variables each render is the same query.
  const key = stableJson(variables ?? {});
  const subscribe = useCallback(
    (onChange: () => void) =>
      skip
        ? () => {}
        : client.watch(document, JSON.parse(key) as TVariables, fetchPolicy, onChange),
    [client, document, key, skip, fetchPolicy],
  );
  const getSnapshot = useCallback(
    (): QuerySnapshot<TData> =>
      skip ? LOADING : client.read(document, JSON.parse(key) as TVariables),
    [client, document, key, skip],
  );
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  const refetch = useCallback(
    () =>
      skip
        ? Promise.resolve<Result<TData>>({ data: null, error: null })
        : client.refetch(document, JSON.parse(key) as TVariables),
    [client, document, key, skip],
  );
  return { ...snapshot, refetch };
}

function serverSnapshot(): QuerySnapshot<never> {
  return LOADING;
}

export type MutationState<TData> = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: TData | null;
  error: ApiError | null;
};

const IDLE: MutationState<never> = { status: 'idle', data: null, error: null };

/**
 * [mutate, state]. mutate(variables) sends the mutation and answers
 * { data, error } (never throws); errors come combined into one, and
 * `onError` is called with it (SPEC §8); after success the active queries
 * named in `refetch` are reloaded (SPEC §4: e.g. ['getUser'] after a profile
 * patch, ['getPlannerProgressService'] after marking content complete).
 * The state follows the latest call.
 */
export function useMutation<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  options: MutateOptions = {},
): [(variables: TVariables | (() => TVariables)) => Promise<Result<TData>>, MutationState<TData>] {
  const client = useClient();
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  // The newest options, without making mutate a new function each render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const calls = useRef(0);
  const mutate = useCallback(
    async (variables: TVariables | (() => TVariables)) => {
      const call = ++calls.current;
      setState({ status: 'loading', data: null, error: null });
      const result = await client.mutate(document, variables, latest.current);
      if (call === calls.current) {
        setState(
          result.error
            ? { status: 'error', data: result.data, error: result.error }
            : { status: 'ready', data: result.data, error: null },
        );
      }
      return result;
    },
    [client, document],
  );
  return [mutate, state];
}
