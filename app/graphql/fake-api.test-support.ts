// A scripted /graphql for the data client's tests (client.test.ts,
// client-react.test.tsx), through the client's own fetch seam: each request
// waits until the test answers it, so every order of answers can be tested.
import { expect, vi } from 'vitest';

export type Sent = {
  url: string;
  authorization: string | null;
  body: {
    operationName: string;
    variables: Record<string, unknown>;
    query?: string;
    extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
  };
};

export type Reply = { status?: number; body: unknown } | Error;

/** A scripted /graphql: each request waits until the test answers it. */
export function fakeApi() {
  const sent: Sent[] = [];
  const pending: ((reply: Reply) => void)[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(url),
      authorization: headers.get('authorization'),
      body: JSON.parse(String(init?.body)) as Sent['body'],
    });
    const reply = await new Promise<Reply>((resolve) => pending.push(resolve));
    if (reply instanceof Error) throw reply;
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    sent,
    /** Answers an unanswered request (the oldest unless told), once it has been sent. */
    async answer(reply: Reply, index = 0) {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(index));
      pending.splice(index, 1)[0]!(reply);
      await flush();
    },
    get waiting() {
      return pending.length;
    },
  };
}

/** Lets every settled promise's handlers run. */
export async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
