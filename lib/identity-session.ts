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
};

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
