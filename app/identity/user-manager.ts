// The browser's sign-in library (oidc-client-ts), loaded only when needed:
// pages stay light for visitors who never sign in. Settings follow SPEC §6
// (scopes, audience) and §9 (timings); tokens live in localStorage (SPEC §3).
import { loadChunk } from '../../lib/lazy-chunk.ts';
import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { checkIdTokenTimes, IDENTITY_TIMINGS } from '../../lib/identity-session.ts';

/** SPEC §6: retail web read/write, the user's global read/write, profile, email, offline access, openid. */
export const SIGN_IN_SCOPES =
  'openid profile email offline_access retail.web.read retail.web.write global.user.read global.user.write';

/**
 * What a renewal with the refresh token asks for: the sign-in's scopes but
 * offline_access (a refresh token cannot ask for it again). Naming `openid`,
 * `profile` and `email` brings a new ID token with the account's current name
 * and email (by default the library asks only for the access token's scopes,
 * and the ID token of the first sign-in stays, showing an old address after
 * an email change).
 */
export const REFRESH_SCOPES = SIGN_IN_SCOPES.split(' ')
  .filter((scope) => scope !== 'offline_access')
  .join(' ');

/** SPEC §2's portal landing finishes every sign-in (redirect, popup, silent). */
export const CALLBACK_PATH = '/myhome-account-login';

/**
 * Where the provider sends a sign-out back (registered for every client,
 * server/identity/clients.ts): the portal landing, which returns to the page
 * the person signed out on (session.tsx stores it).
 */
export const POST_LOGOUT_PATH = CALLBACK_PATH;

export type SignInConfig = { publicUrl: string; clientId: string };

/**
 * A sign-in's failure as the page says it. SPEC §8 names the library's state
 * mismatch (an answer this browser did not ask for, or asked for in storage
 * since cleared) 'Invalid state'; oidc-client-ts words it otherwise.
 */
export function signInProblemText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /no matching state/i.test(text) ? 'Invalid state' : text;
}

export function authorityOf(publicUrl: string): string {
  return `${publicUrl}/oidc`;
}

/** Where oidc-client-ts keeps the signed-in user: read without loading the library. */
export function storedUserKey(config: SignInConfig): string {
  return `oidc.user:${authorityOf(config.publicUrl)}:${config.clientId}`;
}

/**
 * Whether this browser holds a sign-in of another of our sites' clients (the
 * main site's, a home center's): the provider's session may then sign this
 * one in too, without a word from the person.
 */
export function signedInWithAnotherClient(config: SignInConfig): boolean {
  const own = storedUserKey(config);
  return storedSignInKeys(config).some((key) => key !== own);
}

/** The stored sign-ins of every client of ours in this browser. */
function storedSignInKeys(config: SignInConfig): string[] {
  const ours = `oidc.user:${authorityOf(config.publicUrl)}:`;
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(ours)) keys.push(key);
    }
  } catch {
    // No storage: nothing stored.
  }
  return keys;
}

/** Signing out on one of our sites signs this browser out of all of them (one person, one session). */
export function forgetEverySignIn(config: SignInConfig): void {
  for (const key of storedSignInKeys(config)) window.localStorage.removeItem(key);
}

/**
 * The client that started the sign-in a callback's `state` belongs to, from
 * what oidc-client-ts stored for it (`oidc.{state}`): a page with
 * ?lotNumber= signs in with its home center's client, and the callback page,
 * which has no lotNumber, must finish with that one. Null when none is stored.
 */
export function signInStateClientId(state: string | null): string | null {
  if (!state) return null;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(`oidc.${state}`) ?? 'null');
    const clientId =
      stored && typeof stored === 'object' && 'client_id' in stored ? stored.client_id : null;
    return typeof clientId === 'string' ? clientId : null;
  } catch {
    return null;
  }
}

let cached: { key: string; manager: Promise<UserManager> } | null = null;

export function userManager(config: SignInConfig): Promise<UserManager> {
  const key = `${config.publicUrl}|${config.clientId}`;
  if (cached?.key === key) return cached.manager;
  const manager = loadChunk(() => import('oidc-client-ts')).then(
    ({ UserManager, WebStorageStateStore }) => {
      const origin = window.location.origin;
      const settings: UserManagerSettings = {
        authority: authorityOf(config.publicUrl),
        client_id: config.clientId,
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        popup_redirect_uri: `${origin}${CALLBACK_PATH}`,
        silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
        post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
        response_type: 'code',
        scope: SIGN_IN_SCOPES,
        userStore: new WebStorageStateStore({ store: window.localStorage }),
        stateStore: new WebStorageStateStore({ store: window.localStorage }),
        // Our own timer refreshes (SPEC §4), inside a lock shared by the tabs.
        automaticSilentRenew: false,
        loadUserInfo: false,
        monitorSession: false,
        requestTimeoutInSeconds: IDENTITY_TIMINGS.httpTimeoutMs / 1000,
        silentRequestTimeoutInSeconds: IDENTITY_TIMINGS.httpTimeoutMs / 1000,
        staleStateAgeInSeconds: IDENTITY_TIMINGS.transactionLifetimeSeconds,
        revokeTokensOnSignout: true,
        revokeTokenTypes: ['refresh_token'],
        // SPEC §9's 60 s: sign-in-window.ts closes the window after 60 s without
        // word from it (oidc-client-ts's own timer would close it mid sign-up).
        popupWindowFeatures: { width: 480, height: 720 },
      };
      return new UserManager(settings);
    },
  );
  cached = { key, manager };
  // A library that did not load (SPEC §8: after 120 s at most) is asked for again next time.
  manager.catch(() => {
    if (cached?.manager === manager) cached = null;
  });
  return manager;
}

/**
 * A user fresh from the provider (popup, redirect or refresh), once its ID
 * token's times pass SPEC §9's leeway; otherwise the user is forgotten here
 * and the "Invalid token specified" error is thrown.
 */
export async function acceptSignIn(manager: UserManager, user: User): Promise<User> {
  try {
    if (user.id_token) checkIdTokenTimes(user.id_token, Date.now());
    return user;
  } catch (error) {
    await manager.removeUser();
    throw error;
  }
}
