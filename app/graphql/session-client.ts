// One data client (and cache) per signed-in person for the whole page: the
// portal's pages and the hearts on public pages (issue 11) read and change
// the same collections, so a change in one shows in the other. Public pages
// load this only on demand (app/favorites/engine.ts), never in their own JS.
import type { Session } from '../identity/session.tsx';
import { createClient, type Client } from './client.ts';

let session: Session | null = null;
let current: { subject: string | null; client: Client } | null = null;

/** The session whose token the client sends; call whenever it changes (before requests). */
export function setClientSession(latest: Session | null): void {
  session = latest;
}

/** The client of the person signed in as `subject`; another person starts from nothing. */
export function clientFor(subject: string | null): Client {
  // On the server every render is another visitor's: never a shared cache (it fetches nothing there).
  if (typeof window === 'undefined')
    return createClient({ getToken: async () => null, onSignedOut() {} });
  if (!current || current.subject !== subject) {
    current = {
      subject,
      client: createClient({
        // Read when sending (after render), for the current token.
        getToken: async (options) => (await session?.signedIn(options))?.token ?? null,
        // The API refused a token that could not be renewed: the sign-in has ended.
        // Not once another person has signed in here: a late refusal must not end their sign-in.
        onSignedOut: (ended) => {
          const now = session?.user?.subject ?? null;
          if (now === null || now === subject) void session?.forgetSignIn(ended);
        },
      }),
    };
  }
  return current.client;
}
