// @vitest-environment happy-dom
// The React binding of the data client: what a portal screen sees while its
// data loads, when it comes back, when it is skipped, and around a mutation.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from './client.ts';
import { ClientProvider, useMutation, useQuery } from './client-react.tsx';
import { UpdateEmailMutation } from './documents/account.ts';
import { GetDealerQuery } from './documents/site.ts';
import { fakeApi, flush } from './fake-api.test-support.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const dealer = (name: string) => ({ data: { getDealer: { name } } });

function Dealer({ lotNumber, skip = false }: { lotNumber: string; skip?: boolean }) {
  const { status, data, error } = useQuery(GetDealerQuery, { lotNumber }, { skip });
  return <p>{`${status}|${data?.getDealer?.name ?? ''}|${error?.message ?? ''}`}</p>;
}

function setup() {
  const api = fakeApi();
  const client = createClient({
    getToken: async () => 'token',
    onSignedOut: () => {},
    fetch: api.fetch,
    sendText: false,
  });
  return { api, client };
}

let root: Root | null = null;
let container: HTMLElement;

async function render(client: Client, element: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ClientProvider client={client}>{element}</ClientProvider>));
}

async function rerender(client: Client, element: React.ReactNode) {
  await act(async () => root!.render(<ClientProvider client={client}>{element}</ClientProvider>));
}

/** Answers a request inside act, so React sees what it changed. */
async function answer(api: ReturnType<typeof fakeApi>, reply: Parameters<typeof api.answer>[0]) {
  await act(async () => {
    await api.answer(reply);
  });
}

const shown = () => container.textContent;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('useQuery', () => {
  it('renders loading on the server and fetches nothing there', () => {
    const { api, client } = setup();
    const html = renderToString(
      <ClientProvider client={client}>
        <Dealer lotNumber="1" />
      </ClientProvider>,
    );
    expect(html).toBe('<p>loading||</p>');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows loading, then the data; back on the screen, the cached data at once while it refreshes', async () => {
    const { api, client } = setup();
    await render(client, <Dealer lotNumber="1" />);
    expect(shown()).toBe('loading||');
    await answer(api, { body: dealer('Knoxville') });
    expect(shown()).toBe('ready|Knoxville|');

    await rerender(client, null);
    await rerender(client, <Dealer lotNumber="1" />);
    expect(shown()).toBe('ready|Knoxville|');
    await act(flush);
    expect(api.sent).toHaveLength(2);
    await answer(api, { body: dealer('Knoxville, renamed') });
    expect(shown()).toBe('ready|Knoxville, renamed|');
  });

  it('shares one request between screens showing the same query', async () => {
    const { api, client } = setup();
    await render(
      client,
      <>
        <Dealer lotNumber="1" />
        <Dealer lotNumber="1" />
      </>,
    );
    await act(flush);
    expect(api.sent).toHaveLength(1);
    await answer(api, { body: dealer('Knoxville') });
    expect(shown()).toBe('ready|Knoxville|ready|Knoxville|');
  });

  it('sends nothing while skipped, and asks once the key arrives (SPEC §5)', async () => {
    const { api, client } = setup();
    await render(client, <Dealer lotNumber="1" skip />);
    await act(flush);
    expect(shown()).toBe('loading||');
    expect(api.fetch).not.toHaveBeenCalled();
    await rerender(client, <Dealer lotNumber="1" />);
    await answer(api, { body: dealer('Knoxville') });
    expect(shown()).toBe('ready|Knoxville|');
  });

  it('treats new variables as a new query', async () => {
    const { api, client } = setup();
    await render(client, <Dealer lotNumber="1" />);
    await answer(api, { body: dealer('One') });
    await rerender(client, <Dealer lotNumber="2" />);
    expect(shown()).toBe('loading||');
    await answer(api, { body: dealer('Two') });
    expect(shown()).toBe('ready|Two|');
    expect(api.sent.map((s) => s.body.variables)).toEqual([{ lotNumber: '1' }, { lotNumber: '2' }]);
  });

  it('shows the error of a failed load', async () => {
    const { api, client } = setup();
    await render(client, <Dealer lotNumber="1" />);
    await answer(api, { body: { errors: [{ message: 'No such home center.' }] } });
    expect(shown()).toBe('error||No such home center.');
  });
});

describe('useMutation', () => {
  function Rename({ onError }: { onError: (error: Error) => void }) {
    const [newEmail, setNewEmail] = useState('a@example.com');
    const [mutate, state] = useMutation(UpdateEmailMutation, { onError, refetch: ['getDealer'] });
    return (
      <>
        <Dealer lotNumber="1" />
        <button
          onClick={() => {
            void mutate({ newEmail, clientId: 'web' });
            setNewEmail('b@example.com');
          }}
        >
          {`${state.status}|${state.error?.message ?? ''}`}
        </button>
      </>
    );
  }

  it('combines errors, calls the handler, and reloads the named queries after success', async () => {
    const { api, client } = setup();
    const onError = vi.fn();
    await render(client, <Rename onError={onError} />);
    await answer(api, { body: dealer('Before') });
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('idle|');

    await act(async () => button.click());
    expect(button.textContent).toBe('loading|');
    await answer(api, {
      body: {
        data: null,
        errors: [{ message: 'Enter an email address.' }, { message: 'Too many requests.' }],
      },
    });
    expect(button.textContent).toBe('error|Enter an email address. Too many requests.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      message: 'Enter an email address. Too many requests.',
    });
    expect(api.sent).toHaveLength(2);

    await act(async () => button.click());
    await answer(api, { body: { data: { updateEmail: true } } });
    expect(api.sent.map((s) => s.body.operationName)).toEqual([
      'getDealer',
      'updateEmail',
      'updateEmail',
      'getDealer',
    ]);
    expect(api.sent[2]!.body.variables).toEqual({ newEmail: 'b@example.com', clientId: 'web' });
    await answer(api, { body: dealer('After') });
    expect(shown()).toBe('ready|After|ready|');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
