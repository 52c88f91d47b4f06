// SPEC §4 session and token-acquisition rules and SPEC §8's token errors, as
// pure functions the browser's sign-in code (app/identity/) runs.

/** SPEC §9 timings of the sign-in library. */
export const IDENTITY_TIMINGS = {
  popupTimeoutMs: 60_000,
  httpTimeoutMs: 10_000,
  silentLockWaitMs: 5_000,
  idTokenLeewaySeconds: 60,
  /**
   * The login transaction (the sign-in state oidc-client-ts stores until the
   * callback) lives a day. SPEC §9's session-check cookie has no counterpart:
   * the session check is the stored user in localStorage, and the provider's
   * session cookie lasts as long as the sign-in (docs/identity.md).
   */
  transactionLifetimeSeconds: 24 * 60 * 60,
  /** Retries after a failed token request: up to 3, so at most 4 requests. */
  tokenRequestRetries: 3,
} as const;

export type SessionUser = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The name they go by (the ID token's nickname: the portal's "Name you go by"); '' for none. */
  preferredName: string;
};

/**
 * Dispatched on window when a sign-out starts, before its tokens are revoked:
 * code that calls the API on its own (the hearts) stops first, so nothing is
 * sent in the moment the tokens are gone but the page is still here.
 */
export const SIGNING_OUT_EVENT = 'homes:signing-out';

export type SessionState = {
  loading: boolean;
  authenticated: boolean;
  user: SessionUser | null;
  error: string | null;
};

export type SessionEvent =
  | { type: 'initialised'; user: SessionUser | null }
  | { type: 'failed'; error: string }
  | { type: 'signed-in'; user: SessionUser }
  | { type: 'signed-out' }
  | { type: 'error-dismissed' };

/** Starts loading and not authenticated. */
export const INITIAL_SESSION: SessionState = {
  loading: true,
  authenticated: false,
  user: null,
  error: null,
};

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'initialised':
      // Authenticated exactly when a user is present.
      return { loading: false, authenticated: event.user !== null, user: event.user, error: null };
    case 'failed':
      // A failure sets the error and ends loading; whoever was signed in stays.
      return { ...state, loading: false, error: event.error };
    case 'signed-in':
      return { loading: false, authenticated: true, user: event.user, error: null };
    case 'signed-out':
      return { ...state, loading: false, authenticated: false, user: null };
    case 'error-dismissed':
      // The person read it: nothing else changes.
      return { ...state, error: null };
  }
}

/** SPEC §4: what to do when fetching a token silently fails. */
export type TokenFailureAction = 'consent-popup' | 'login-popup' | 'redirect' | 'keep-error';

export function onSilentTokenError(error: string, popupsAllowed: boolean): TokenFailureAction {
  if (error === 'consent_required' || error === 'login_required') {
    if (!popupsAllowed) return 'redirect';
    return error === 'consent_required' ? 'consent-popup' : 'login-popup';
  }
  return 'keep-error';
}

/** SPEC §4: the refresh timer is the seconds until the expiry claim, times 1000 ms (never negative). */
export function refreshDelayMs(expiresAtSeconds: number, nowMs: number): number {
  return Math.max(0, (expiresAtSeconds - Math.floor(nowMs / 1000)) * 1000);
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(padded)) throw new Error('not base64');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * SPEC §8: a token that cannot be parsed raises "Invalid token specified"
 * with a reason. Reads the payload (part 2) or, with header, part 1; does not
 * verify the signature (the API does).
 */
export function decodeToken(
  token: unknown,
  options: { header?: boolean } = {},
): Record<string, unknown> {
  if (typeof token !== 'string') {
    throw new InvalidTokenError('Invalid token specified: must be a string');
  }
  const index = options.header ? 0 : 1;
  const part = token.split('.')[index];
  if (typeof part !== 'string' || part === '') {
    throw new InvalidTokenError(`Invalid token specified: missing part #${index + 1}`);
  }
  let text: string;
  try {
    text = base64UrlDecode(part);
  } catch (error) {
    throw new InvalidTokenError(
      `Invalid token specified: invalid base64 for part #${index + 1} (${(error as Error).message})`,
    );
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch (error) {
    throw new InvalidTokenError(
      `Invalid token specified: invalid json for part #${index + 1} (${(error as Error).message})`,
    );
  }
}

/** The expiry claim of an access token, in seconds. */
export function tokenExpiry(token: string): number {
  const { exp } = decodeToken(token);
  if (typeof exp !== 'number')
    throw new InvalidTokenError('Invalid token specified: no expiry claim');
  return exp;
}

/**
 * SPEC §9's ID-token clock leeway: a newly received ID token must not be
 * issued (or valid from) later than now + leeway, nor expired before
 * now − leeway. oidc-client-ts 3 checks that the claims exist, not their times;
 * the leeway forgives a device clock that is a little off.
 */
export function checkIdTokenTimes(
  idToken: string,
  nowMs: number,
  leewaySeconds: number = IDENTITY_TIMINGS.idTokenLeewaySeconds,
): void {
  const { iat, exp, nbf } = decodeToken(idToken);
  if (typeof iat !== 'number' || typeof exp !== 'number') {
    throw new InvalidTokenError('Invalid token specified: no iat or exp claim');
  }
  const now = nowMs / 1000;
  if (iat > now + leewaySeconds || (typeof nbf === 'number' && nbf > now + leewaySeconds)) {
    throw new InvalidTokenError(
      'Invalid token specified: issued in the future (is this device’s clock right?)',
    );
  }
  if (exp < now - leewaySeconds) {
    throw new InvalidTokenError('Invalid token specified: the ID token has expired');
  }
}

/**
 * SPEC §2 "after login the user is navigated to a stored return location", and
 * after a sign-out too: a path on this site, or null. Only a path of this
 * origin may come back from storage or the provider: it starts with one '/'
 * and not '//' or '/\' (browsers read both as another host), and has no
 * control characters (a browser drops tabs and newlines from addresses, which
 * would turn '/\t/evil.example' into '//evil.example').
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const probe = 'https://site.invalid';
  try {
    const url = new URL(value, probe);
    return url.origin === probe ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where a sign-out returns to (sessionStorage, this tab and origin only): the
 * page the person was on, under a random `state` the provider sends back to
 * the post-logout landing. The provider returns only to registered addresses,
 * so the landing reads the path from here.
 */
/**
 * The sign-in landing's query while it finishes a sign-in: the provider's
 * answer (a code or an error) with its state. The page moves on from there.
 */
export function isSignInReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

export const SIGN_OUT_RETURN_KEY = 'homes-sign-out-return';

export type SignOutReturn = { state: string; returnTo: string };

/** The stored return of this sign-out, if `state` is the one it was stored under; else null. */
export function signOutReturnPath(stored: string | null, state: string | null): string | null {
  if (!stored || !state) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return null;
    const { state: expected, returnTo } = parsed as Partial<SignOutReturn>;
    return typeof expected === 'string' && expected === state ? safeReturnPath(returnTo) : null;
  } catch {
    return null;
  }
}

/**
 * Screens that sign in with the whole page instead of a popup: a narrow one
 * (a phone, where a popup is a second full-screen tab carrying the whole site)
 * or a touch screen without hover (a tablet, where popups open as tabs too).
 */
export const FULL_PAGE_SIGN_IN_MEDIA = '(max-width: 640px), (hover: none) and (pointer: coarse)';
