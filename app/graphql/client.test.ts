// The data client's semantics (SPEC §4, §5, §7, §8) against a fake /graphql:
// the injected fetch is the client's own seam, every answer is scripted here.
// The wire format against the real server is server/graphql/persisted.int.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { UpdateEmailMutation, UpdatePasswordServiceMutation } from './documents/account.ts';
import { FeaturesQuery } from './documents/search.ts';
import { GetDealerQuery } from './documents/site.ts';
import {
  ApiError,
  combineErrors,
  createClient,
  operationOf,
  stableJson,
  type ClientOptions,
} from './client.ts';
import { fakeApi, flush } from './fake-api.test-support.ts';
import { OPERATION_HASHES } from './operation-hashes.ts';
import operations from './operations.json' with { type: 'json' };

const dealer = (name: string) => ({ data: { getDealer: { name } } });
const refused = (code: string, message = 'Your sign-in has ended.') => ({
  status: 401,
  body: { errors: [{ message, extensions: { code } }] },
});

function setup(options: Partial<ClientOptions> = {}) {
  const server = fakeApi();
  const getToken = vi.fn(async (renew?: { renew?: boolean }) =>
    renew?.renew ? 'token-2' : 'token-1',
  );
  const onSignedOut = vi.fn();
  const client = createClient({
    getToken,
    onSignedOut,
    fetch: server.fetch,
    sendText: false,
    ...options,
  });
  return { server, client, getToken, onSignedOut };
}

describe('the request', () => {
  it('sends the operation by the hash of its trusted text, with no text, and the Bearer token', async () => {
    const { server, client } = setup();
    const result = client.query(GetDealerQuery, { lotNumber: '1' });
    await server.answer({ body: dealer('Knoxville') });
    expect(await result).toEqual({ data: { getDealer: { name: 'Knoxville' } }, error: null });
    expect(server.sent).toEqual([
      {
        url: '/graphql',
        authorization: 'Bearer token-1',
        body: {
          operationName: 'getDealer',
          variables: { lotNumber: '1' },
          extensions: {
            persistedQuery: { version: 1, sha256Hash: OPERATION_HASHES.getDealer },
          },
        },
      },
    ]);
  });

  it('sends no Authorization header when signed out', async () => {
    const { server, client } = setup({ getToken: async () => null });
    const result = client.query(GetDealerQuery, {});
    await server.answer({ body: dealer('Knoxville') });
    await result;
    expect(server.sent[0]!.authorization).toBeNull();
  });

  it('adds the text in development, exactly as operations.json trusts it', async () => {
    const { server, client } = setup({ sendText: true });
    const result = client.query(GetDealerQuery, {});
    await server.answer({ body: dealer('Knoxville') });
    await result;
    expect(server.sent[0]!.body.query).toBe(operations.getDealer);
    expect(server.sent[0]!.body.extensions?.persistedQuery?.sha256Hash).toBe(
      OPERATION_HASHES.getDealer,
    );
  });

  it('gives up after the time-out (SPEC §9: 10 s) with a sentence, not an exception', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const { client } = setup({ fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 20 });
    const { data, error } = await client.query(GetDealerQuery, {});
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      message: expect.stringMatching(/too long/),
    });
  });

  it('uses SPEC §9’s identity HTTP time-out by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { server, client } = setup();
    const result = client.query(GetDealerQuery, {});
    await server.answer({ body: dealer('x') });
    await result;
    expect(timeout).toHaveBeenCalledWith(10_000);
    timeout.mockRestore();
  });

  it('turns a failed connection, an answer that is not GraphQL and an unknown hash into errors', async () => {
    const { server, client } = setup();
    let result = client.query(GetDealerQuery, { lotNumber: 'a' });
    await server.answer(new TypeError('Failed to fetch'));
    expect((await result).error).toMatchObject({ code: 'NETWORK_ERROR' });

    result = client.query(GetDealerQuery, { lotNumber: 'b' });
    await server.answer({ status: 502, body: '<html>Bad gateway</html>' });
    expect((await result).error).toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'Something went wrong on our side. Try again in a minute.',
    });

    result = client.query(GetDealerQuery, { lotNumber: 'c' });
    await server.answer({
      status: 400,
      body: {
        errors: [
          {
            message: 'No trusted document of this site has this sha256Hash.',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
          },
        ],
      },
    });
    expect((await result).error).toMatchObject({
      code: 'PERSISTED_QUERY_NOT_FOUND',
      message: 'This page is out of date. Reload it and try again.',
    });
  });

  it('names every operation; one without a name is a mistake in our code', () => {
    expect(operationOf(GetDealerQuery).name).toBe('getDealer');
    const anonymous = { kind: 'Document', definitions: [] } as never;
    expect(() => operationOf(anonymous)).toThrow('every operation the site sends has a name');
  });
});

describe('errors (SPEC §8)', () => {
  it('keep the server’s sentence, code and field', async () => {
    const { server, client } = setup();
    const result = client.mutate(UpdateEmailMutation, { newEmail: 'a@b.c', clientId: 'web' });
    await server.answer({
      body: {
        data: null,
        errors: [
          {
            message: 'This is already your email address.',
            extensions: { code: 'BAD_USER_INPUT', field: 'newEmail' },
          },
        ],
      },
    });
    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'This is already your email address.',
      code: 'BAD_USER_INPUT',
      field: 'newEmail',
    });
  });

  it('of a mutation are combined into one, and the supplied handler is called with it', async () => {
    const { server, client } = setup();
    const onError = vi.fn();
    const result = client.mutate(
      UpdateEmailMutation,
      { newEmail: 'a@b.c', clientId: 'web' },
      { onError, refetch: ['getDealer'] },
    );
    await server.answer({
      body: {
        data: null,
        errors: [
          {
            message: 'Enter an email address.',
            extensions: { code: 'BAD_USER_INPUT', field: 'newEmail' },
          },
          {
            message: 'Choose a sign-in client',
            extensions: { code: 'BAD_USER_INPUT', field: 'clientId' },
          },
          { message: 'Too many requests.', extensions: { code: 'RATE_LIMITED' } },
          { message: 'Too many requests.' },
        ],
      },
    });
    const { data, error } = await result;
    expect(data).toBeNull();
    expect(error!.message).toBe(
      'Enter an email address. Choose a sign-in client; Too many requests.',
    );
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newEmail' });
    expect(error!.errors).toHaveLength(4);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    // A failed mutation reloads nothing.
    expect(server.sent).toHaveLength(1);
  });

  it('survive odd error shapes', () => {
    expect(
      combineErrors([null, { message: 3 }, { message: 'Fine.', extensions: null }]),
    ).toMatchObject({
      message: 'Something went wrong on our side. Try again in a minute. Fine.',
      code: null,
    });
  });
});

describe('queries: cache-and-network by default (SPEC §7)', () => {
  it('show the cached answer at once and refresh it from the network', async () => {
    const { server, client } = setup();
    const seen: unknown[] = [];
    const stop = client.watch(GetDealerQuery, { lotNumber: '1' }, 'cache-and-network', () =>
      seen.push(client.read(GetDealerQuery, { lotNumber: '1' })),
    );
    expect(client.read(GetDealerQuery, { lotNumber: '1' }).status).toBe('loading');
    await server.answer({ body: dealer('Old name') });
    expect(client.read(GetDealerQuery, { lotNumber: '1' })).toEqual({
      status: 'ready',
      data: { getDealer: { name: 'Old name' } },
      error: null,
    });
    stop();

    // Back on the page: the cached answer shows while the network is asked again.
    const again = client.watch(GetDealerQuery, { lotNumber: '1' }, 'cache-and-network', () => {});
    expect(client.read(GetDealerQuery, { lotNumber: '1' }).data).toEqual({
      getDealer: { name: 'Old name' },
    });
    await flush();
    expect(server.sent).toHaveLength(2);
    await server.answer({ body: dealer('New name') });
    expect(client.read(GetDealerQuery, { lotNumber: '1' }).data).toEqual({
      getDealer: { name: 'New name' },
    });
    again();
    expect(seen).toHaveLength(1);
  });

  it('share identical requests in flight', async () => {
    const { server, client } = setup();
    const a = client.watch(
      GetDealerQuery,
      { lotNumber: '1', host: 'h' },
      'cache-and-network',
      () => {},
    );
    // The same variables in another order are the same query.
    const b = client.watch(
      GetDealerQuery,
      { host: 'h', lotNumber: '1' },
      'cache-and-network',
      () => {},
    );
    const c = client.query(GetDealerQuery, { lotNumber: '1', host: 'h' });
    await flush();
    expect(server.sent).toHaveLength(1);
    await server.answer({ body: dealer('Knoxville') });
    expect((await c).data).toEqual({ getDealer: { name: 'Knoxville' } });
    a();
    b();
  });

  it('make new variables a new entry', async () => {
    const { server, client } = setup();
    const one = client.query(GetDealerQuery, { lotNumber: '1' });
    const two = client.query(GetDealerQuery, { lotNumber: '2' });
    await flush();
    expect(server.sent.map((s) => s.body.variables)).toEqual([
      { lotNumber: '1' },
      { lotNumber: '2' },
    ]);
    await server.answer({ body: dealer('One') });
    await server.answer({ body: dealer('Two') });
    expect((await one).data).toEqual({ getDealer: { name: 'One' } });
    expect((await two).data).toEqual({ getDealer: { name: 'Two' } });
    expect(client.read(GetDealerQuery, { lotNumber: '2' }).data).toEqual({
      getDealer: { name: 'Two' },
    });
  });

  it('with cache-first, ask only when nothing current is cached', async () => {
    const { server, client } = setup();
    const first = client.query(GetDealerQuery, { lotNumber: '1' }, { fetchPolicy: 'cache-first' });
    await server.answer({ body: dealer('One') });
    await first;
    const stop = client.watch(GetDealerQuery, { lotNumber: '1' }, 'cache-first', () => {});
    expect(
      await client.query(GetDealerQuery, { lotNumber: '1' }, { fetchPolicy: 'cache-first' }),
    ).toEqual({ data: { getDealer: { name: 'One' } }, error: null });
    await flush();
    expect(server.sent).toHaveLength(1);
    stop();
  });

  it('keep the last data beside an error, and show loading again when retrying with nothing to show', async () => {
    const { server, client } = setup();
    const stop = client.watch(FeaturesQuery, {}, 'cache-and-network', () => {});
    await server.answer({ body: { errors: [{ message: 'Down for a moment.' }] } });
    expect(client.read(FeaturesQuery, {})).toMatchObject({ status: 'error', data: null });
    const retry = client.refetch(FeaturesQuery, {});
    expect(client.read(FeaturesQuery, {}).status).toBe('loading');
    await server.answer({ body: { data: { getFeatures: [] } } });
    await retry;
    const refresh = client.refetch(FeaturesQuery, {});
    await server.answer({ body: { errors: [{ message: 'Down again.' }] } });
    await refresh;
    expect(client.read(FeaturesQuery, {})).toMatchObject({
      status: 'error',
      data: { getFeatures: [] },
      error: { message: 'Down again.' },
    });
    stop();
  });
});

describe('mutations reload what they change (SPEC §4 steps 5 and 6)', () => {
  it('reload the active queries named in refetch before answering, and mark the others out of date', async () => {
    const { server, client } = setup();
    const stop = client.watch(GetDealerQuery, { lotNumber: '1' }, 'cache-and-network', () => {});
    await server.answer({ body: dealer('Before') });
    // Unwatched, cached: reloaded when next watched, even cache-first.
    const other = client.query(GetDealerQuery, { lotNumber: '2' });
    await server.answer({ body: dealer('Other') });
    await other;

    let settled = false;
    const mutation = client
      .mutate(
        UpdateEmailMutation,
        { newEmail: 'a@b.c', clientId: 'web' },
        { refetch: ['getDealer'] },
      )
      .then((result) => {
        settled = true;
        return result;
      });
    await server.answer({ body: { data: { updateEmail: true } } });
    expect(server.sent.map((s) => [s.body.operationName, s.body.variables])).toEqual([
      ['getDealer', { lotNumber: '1' }],
      ['getDealer', { lotNumber: '2' }],
      ['updateEmail', { newEmail: 'a@b.c', clientId: 'web' }],
      ['getDealer', { lotNumber: '1' }],
    ]);
    expect(settled).toBe(false);
    await server.answer({ body: dealer('After') });
    expect(await mutation).toEqual({ data: { updateEmail: true }, error: null });
    expect(client.read(GetDealerQuery, { lotNumber: '1' }).data).toEqual({
      getDealer: { name: 'After' },
    });
    stop();

    const later = client.watch(GetDealerQuery, { lotNumber: '2' }, 'cache-first', () => {});
    await flush();
    expect(server.sent).toHaveLength(5);
    await server.answer({ body: dealer('Other, reloaded') });
    later();
  });

  it('let a reload after a mutation win over an answer asked for before it', async () => {
    const { server, client } = setup();
    const stop = client.watch(GetDealerQuery, { lotNumber: '1' }, 'cache-and-network', () => {});
    const mutation = client.mutate(
      UpdateEmailMutation,
      { newEmail: 'a@b.c', clientId: 'web' },
      { refetch: ['getDealer'] },
    );
    // The mutation succeeds while the watch's first request is still out.
    await server.answer({ body: { data: { updateEmail: true } } }, 1);
    expect(server.sent.map((s) => s.body.operationName)).toEqual([
      'getDealer',
      'updateEmail',
      'getDealer',
    ]);
    // The reload answers first; the request from before the change answers last and is dropped.
    await server.answer({ body: dealer('After the change') }, 1);
    await mutation;
    await server.answer({ body: dealer('Before the change') });
    expect(client.read(GetDealerQuery, { lotNumber: '1' }).data).toEqual({
      getDealer: { name: 'After the change' },
    });

    // The same between two reloads: the newer one's answer is both's answer.
    const older = client.refetch(GetDealerQuery, { lotNumber: '1' });
    const newer = client.refetch(GetDealerQuery, { lotNumber: '1' });
    await server.answer({ body: dealer('Older answer') });
    await server.answer({ body: dealer('Newer answer') });
    expect((await older).data).toEqual({ getDealer: { name: 'Newer answer' } });
    expect((await newer).data).toEqual({ getDealer: { name: 'Newer answer' } });
    stop();
  });
});

describe('a refused token', () => {
  it('is renewed once and the operation sent again, the renewal told which token was refused', async () => {
    const { server, client, getToken, onSignedOut } = setup();
    const result = client.query(GetDealerQuery, {});
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer({ body: dealer('Knoxville') });
    expect((await result).data).toEqual({ getDealer: { name: 'Knoxville' } });
    expect(server.sent.map((s) => s.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    // Told the refused token, the session takes one another tab stored since instead of renewing again.
    expect(getToken.mock.calls).toEqual([[undefined], [{ renew: true, refused: 'token-1' }]]);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('ends the sign-in when the renewal finds none, and not when it could not happen now', async () => {
    for (const [renewal, ends] of [
      [null, true],
      ['token-1', false],
      [new Error('offline'), false],
    ] as const) {
      const { server, client, onSignedOut } = setup({
        getToken: async (options) => {
          if (!options?.renew) return 'token-1';
          if (renewal instanceof Error) throw renewal;
          return renewal;
        },
      });
      const result = client.mutate(UpdateEmailMutation, { newEmail: 'a@b.c', clientId: 'web' });
      await server.answer(refused('UNAUTHENTICATED'));
      const { error } = await result;
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your sign-in has ended.' });
      expect(server.sent).toHaveLength(1);
      expect(onSignedOut).toHaveBeenCalledTimes(ends ? 1 : 0);
    }
  });

  it('ends the sign-in when the renewed token is refused too', async () => {
    const { server, client, onSignedOut } = setup();
    const result = client.query(GetDealerQuery, {});
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer(refused('UNAUTHENTICATED', 'Still refused.'));
    expect((await result).error).toMatchObject({ message: 'Still refused.' });
    expect(server.sent).toHaveLength(2);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('is renewed once for every request it was refused to, and the sign-in ended once', async () => {
    let renewals = 0;
    const { server, client, onSignedOut } = setup({
      getToken: async (options) => {
        if (!options?.renew) return 'token-1';
        renewals++;
        return null;
      },
    });
    const a = client.query(GetDealerQuery, { lotNumber: '1' });
    const b = client.query(GetDealerQuery, { lotNumber: '2' });
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer(refused('UNAUTHENTICATED'));
    await Promise.all([a, b]);
    expect(renewals).toBe(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('says a change was lost when a mutation was refused with the ended sign-in, once more after a query said it ended', async () => {
    const { server, client, onSignedOut } = setup({
      getToken: async (options) => (options?.renew ? null : 'token-1'),
    });
    const read = client.query(GetDealerQuery, { lotNumber: '1' });
    const change = client.mutate(UpdateEmailMutation, { newEmail: 'a@b.c', clientId: 'web' });
    const other = client.mutate(UpdateEmailMutation, { newEmail: 'd@e.f', clientId: 'web' });
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer(refused('UNAUTHENTICATED'));
    await Promise.all([read, change, other]);
    expect(onSignedOut.mock.calls).toEqual([[{ changeLost: false }], [{ changeLost: true }]]);
  });

  it('does not count a mutation sent in the background (a tracking event) as a change lost', async () => {
    const { server, client, onSignedOut } = setup({
      getToken: async (options) => (options?.renew ? null : 'token-1'),
    });
    const event = client.mutate(
      UpdateEmailMutation,
      { newEmail: 'a@b.c', clientId: 'web' },
      { background: true },
    );
    await server.answer(refused('UNAUTHENTICATED'));
    await event;
    expect(onSignedOut.mock.calls).toEqual([[{ changeLost: false }]]);
  });

  it('is not renewed for other refusals, or when no token was sent', async () => {
    const { server, client, getToken, onSignedOut } = setup();
    const stepUp = client.mutate(UpdateEmailMutation, { newEmail: 'a@b.c', clientId: 'web' });
    await server.answer(refused('REAUTHENTICATION_REQUIRED', 'Confirm it is you.'));
    expect((await stepUp).error).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });

    const anonymous = setup({ getToken: async () => null });
    const result = anonymous.client.query(GetDealerQuery, {});
    await anonymous.server.answer(refused('UNAUTHENTICATED', 'Sign in first.'));
    expect((await result).error).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(anonymous.server.sent).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(anonymous.onSignedOut).not.toHaveBeenCalled();
  });

  it('sends again with variables read after the renewal (an email from the renewed sign-in)', async () => {
    let email = 'old@example.com';
    const { server, client } = setup({
      getToken: async (options) => {
        email = options?.renew ? 'new@example.com' : 'old@example.com';
        return options?.renew ? 'token-2' : 'token-1';
      },
    });
    const result = client.mutate(UpdatePasswordServiceMutation, () => ({ email, clientId: 'web' }));
    await server.answer(refused('UNAUTHENTICATED'));
    await server.answer({ body: { data: { updatePasswordService: true } } });
    await result;
    expect(server.sent.map((s) => s.body.variables.email)).toEqual([
      'old@example.com',
      'new@example.com',
    ]);
  });
});

describe('stableJson', () => {
  it('sorts object keys at every depth and keeps arrays in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});
