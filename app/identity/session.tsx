// The signed-in buyer in the browser (SPEC §4): the session state, sign-in
// by popup (by redirect on a phone, or where popups are blocked), silent token
// refresh on a timer of (exp − now) × 1000 ms inside a lock the tabs share,
// and sign-out in one step, back to the page the person was on.
import { MONTHLY_BUDGET_KEY, PLANNER_FS_KEY } from '../../lib/local-storage.ts';
import { LOT_NUMBER_AUTH_PARAM } from '../../lib/sign-in-client.ts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { SIGN_IN_WINDOW_TIMEOUT_MESSAGE, signInWindowTimeout } from './sign-in-window.ts';
import {
  FULL_PAGE_SIGN_IN_MEDIA,
  IDENTITY_TIMINGS,
  INITIAL_SESSION,
  onSilentTokenError,
  refreshDelayMs,
  sessionReducer,
  SIGN_OUT_RETURN_KEY,
  SIGNING_OUT_EVENT,
  tokenExpiry,
  type SessionState,
  type SessionUser,
  type SignOutReturn,
} from '../../lib/identity-session.ts';
import {
  acceptSignIn,
  authorityOf,
  forgetEverySignIn,
  POST_LOGOUT_PATH,
  REFRESH_SCOPES,
  signedInWithAnotherClient,
  storedUserKey,
  userManager,
  type SignInConfig,
} from './user-manager.ts';

export type Session = SessionState & {
  /**
   * Opens the sign-in (or sign-up) screen; comes back to this page. A popup,
   * but the whole page on a small or touch screen (FULL_PAGE_SIGN_IN_MEDIA)
   * and where popups are blocked.
   */
  signIn(options?: { signUp?: boolean }): Promise<void>;
  /**
   * Asks the signed-in person to type their password again (prompt=login),
   * for a change the API lets only a recent sign-in make (REAUTHENTICATION_REQUIRED).
   * True once fresh tokens are in; false when the window was closed.
   */
  confirmIdentity(): Promise<boolean>;
  /**
   * Signs out in one step: the refresh token is revoked, this device forgets
   * the sign-in, the provider ends its session (the next sign-in asks for the
   * password), and the page the person was on comes back, signed out.
   */
  signOut(): Promise<void>;
  /**
   * Forgets the sign-in on this device only: the stored user is removed and
   * the state is signed out; nothing is sent and the page stays. For a token
   * the API refused that cannot be renewed (the account's sign-in ended
   * elsewhere); other tabs follow through the storage event. The person is
   * told the sign-in ended, and, with `changeLost`, that what they were
   * saving was not saved.
   */
  forgetSignIn(ended?: { changeLost: boolean }): Promise<void>;
  /**
   * After the account was deleted: this device forgets it as a sign-out does,
   * and the portal's landing says the account is gone.
   */
  accountDeleted(): Promise<void>;
  /** An access token for the API, renewed first when it is about to expire; null when signed out. */
  accessToken(): Promise<string | null>;
  /**
   * accessToken with the email the token's sign-in says; with `renew`, a new
   * one whatever the old one's time (the API refused it: the account's
   * password or email changed since), unless the stored token is no longer
   * `refused` (the one the API refused): then another tab has renewed it, and
   * that one is taken rather than rotating the refresh token again. Null when
   * signed out; throws when the token is out of date and could not be renewed
   * now (nothing has ended).
   */
  signedIn(options?: { renew?: boolean; refused?: string }): Promise<{
    token: string;
    email: string;
  } | null>;
  /** Re-reads the stored user (after a sign-in finished on this tab). */
  reload(): Promise<void>;
  /** The person closed the notice of the last error. */
  dismissError(): void;
};

const SessionContext = createContext<Session | null>(null);

/** What a refused refresh token means to the person (SessionNotice words it as a sign-out). */
/** When this tab deleted its account (ms since the epoch, sessionStorage): the portal landing says so. */
export const ACCOUNT_DELETED_KEY = 'accountDeletedAt';

export const SIGN_IN_ENDED =
  'your sign-in ended elsewhere (you signed out, or your password was changed)';
/** The same, when the API refused a change for it: the change was not saved. */
export const SIGN_IN_ENDED_CHANGE_LOST = `${SIGN_IN_ENDED}, so your last change was not saved`;

/** A token with less time left than this is renewed before use: the call should not die on the way. */
const TOKEN_MARGIN_SECONDS = 30;

export function useSession(): Session | null {
  return useContext(SessionContext);
}

function sessionUser(user: User): SessionUser {
  const profile = user.profile;
  return {
    subject: profile.sub,
    email: String(profile.email ?? ''),
    firstName: String(profile.given_name ?? ''),
    lastName: String(profile.family_name ?? ''),
    preferredName: String(profile.nickname ?? ''),
  };
}

/** A tab tries the quiet sign-in of signInFromAnotherSite once (sessionStorage). */
const QUIET_SIGN_IN_TRIED_KEY = 'homes-quiet-sign-in-tried';

/**
 * A buyer signed in on our main site who opens a home center's pages
 * (`?lotNumber=`, another sign-in client) is signed in there too: the
 * provider is asked once in a hidden frame (SPEC §4's silent fetch), and a
 * live session answers with this site's tokens. Else (no session, not inside
 * a frame of ours, tried before in this tab) the site shows "Sign in" as before.
 */
async function signInFromAnotherSite(
  config: SignInConfig,
  lotNumber: string | null,
): Promise<User | null> {
  if (window.self !== window.top || !signedInWithAnotherClient(config)) return null;
  try {
    if (window.sessionStorage.getItem(QUIET_SIGN_IN_TRIED_KEY)) return null;
    window.sessionStorage.setItem(QUIET_SIGN_IN_TRIED_KEY, '1');
  } catch {
    return null;
  }
  const manager = await userManager(config);
  const user = await manager
    .signinSilent({ extraQueryParams: authorizeParams(lotNumber) })
    .catch(() => null);
  return user ? acceptSignIn(manager, user).catch(() => null) : null;
}

/**
 * An authorization request's extra parameters, with the home center whose pages it
 * starts from: the screen wears its brand and the sign-in is recorded through it.
 */
function authorizeParams(
  lotNumber: string | null,
  extra?: Record<string, string>,
): Record<string, string> | undefined {
  const params = { ...extra, ...(lotNumber ? { [LOT_NUMBER_AUTH_PARAM]: lotNumber } : {}) };
  return Object.keys(params).length ? params : undefined;
}

/** The provider's error code of a failed request (ErrorResponse.error), else null. */
function errorCode(error: unknown): string | null {
  return error && typeof error === 'object' && 'error' in error && typeof error.error === 'string'
    ? error.error
    : null;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** This page, as the place to come back to after signing in or out. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** 128 random bits as hex (crypto.randomUUID needs https; a site may be tried on plain http). */
function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A phone or a touch screen: sign in with the whole page, not a popup (see FULL_PAGE_SIGN_IN_MEDIA). */
function prefersFullPageSignIn(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(FULL_PAGE_SIGN_IN_MEDIA).matches
    : false;
}

type WindowRequest = {
  state?: unknown;
  extraQueryParams?: Record<string, string>;
  prompt?: string;
  login_hint?: string;
};

/**
 * SPEC §4: the sign-in window, or the whole page where popups are blocked.
 * Null when the page is leaving for the provider or the person closed the
 * window. The window is closed after SPEC §9's 60 s without word from it
 * (sign-in-window.ts).
 */
async function popupOrRedirect(manager: UserManager, request: WindowRequest): Promise<User | null> {
  const timeout = signInWindowTimeout(new URL(manager.settings.authority).origin);
  try {
    return await acceptSignIn(
      manager,
      await manager.signinPopup({
        ...request,
        popupAbortOnClose: true,
        popupSignal: timeout.signal,
      }),
    );
  } catch (error) {
    const text = message(error);
    if (/popup blocked|disposed window/i.test(text)) {
      // No popups here: the whole page goes, and comes back to request.state.returnTo.
      await manager.signinRedirect(request);
      return null;
    }
    // Closed, or "Cancel and go back" on the screen (access_denied): nothing to say.
    if (/closed by user/i.test(text) || errorCode(error) === 'access_denied') return null;
    // The window gave up (SPEC §9's 60 s without word from it) and was closed.
    if (timeout.signal.aborted) {
      throw new Error(SIGN_IN_WINDOW_TIMEOUT_MESSAGE, { cause: error });
    }
    throw error;
  } finally {
    timeout.dispose();
  }
}

export function SessionProvider({
  config,
  children,
}: {
  /** lotNumber: the home center whose pages these are (its brand on the sign-in screen). */
  config: (SignInConfig & { lotNumber: string | null }) | null;
  children: React.ReactNode;
}) {
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  // Read when a sign-in starts: the page's home center then, without renewing the session's callbacks.
  const lot = useRef(config?.lotNumber ?? null);
  useEffect(() => {
    lot.current = config?.lotNumber ?? null;
  }, [config?.lotNumber]);
  const [current, setCurrent] = useState<User | null>(null);
  const publicUrl = config?.publicUrl;
  const clientId = config?.clientId;
  const stable = useMemo(
    () => (publicUrl && clientId ? { publicUrl, clientId } : null),
    [publicUrl, clientId],
  );

  const adopt = useCallback((next: User | null) => {
    const kept = next && (!next.expired || next.refresh_token) ? next : null;
    setCurrent(kept);
    dispatch({ type: 'initialised', user: kept ? sessionUser(kept) : null });
  }, []);

  /** This device forgets the sign-in: no request, no navigation. */
  /**
   * Signing out, or the account deleted: this device forgets the sign-in, and
   * a shared computer keeps neither the person's sign-in on our other sites nor
   * which home centers and plans they had. No renewal timer is left for the
   * tokens just forgotten.
   */
  const forgetOnThisDevice = useCallback(async (config: SignInConfig, manager: UserManager) => {
    await manager.removeUser();
    try {
      forgetEverySignIn(config);
      window.localStorage.removeItem(PLANNER_FS_KEY);
      window.sessionStorage.removeItem(MONTHLY_BUDGET_KEY);
    } catch {
      // No storage: nothing kept.
    }
    setCurrent(null);
  }, []);

  const forget = useCallback(async (manager: UserManager) => {
    await manager.removeUser();
    setCurrent(null);
    dispatch({ type: 'signed-out' });
  }, []);

  /** A new access token, fetched once for all tabs: the lock's holder refreshes, the rest read its result. */
  const refresh = useCallback(
    /**
     * `force`: renew whatever the token's time; given as the refused token,
     * only while that is still the stored one (a renewal that waited for the
     * lock finds another's new token and takes it, instead of rotating again).
     */
    async (force: boolean | string = false): Promise<void> => {
      if (!stable) return;
      const manager = await userManager(stable);
      const run = async () => {
        const stored = await manager.getUser();
        if (typeof force === 'string' && stored && stored.access_token !== force) return stored;
        if (
          !force &&
          stored?.expires_at &&
          stored.expires_at - Date.now() / 1000 > TOKEN_MARGIN_SECONDS
        ) {
          return stored;
        }
        let last: unknown;
        // The first request and up to tokenRequestRetries more (SPEC §9).
        for (let attempt = 0; attempt <= IDENTITY_TIMINGS.tokenRequestRetries; attempt++) {
          try {
            const renewed = await manager.signinSilent({
              extraTokenParams: { scope: REFRESH_SCOPES },
            });
            return renewed ? await acceptSignIn(manager, renewed) : renewed;
          } catch (error) {
            last = error;
            // The provider said no: asking again will not help.
            if (errorCode(error)) break;
          }
        }
        // A refused refresh token (spent by another tab's renewal, or revoked) need not end
        // the sign-in while the provider's own session lasts: SPEC §4's silent fetch, once,
        // in a hidden frame. If that says no too, the refusal stands.
        if (errorCode(last) === 'invalid_grant' && stored?.refresh_token) {
          const again = await manager
            .signinSilent({ forceIframeAuth: true, extraQueryParams: authorizeParams(lot.current) })
            .catch(() => null);
          if (again) return await acceptSignIn(manager, again);
        }
        throw last;
      };
      try {
        const next =
          typeof navigator !== 'undefined' && 'locks' in navigator
            ? await navigator.locks.request(
                'homes-sign-in-refresh',
                { signal: AbortSignal.timeout(IDENTITY_TIMINGS.silentLockWaitMs) },
                run,
              )
            : await run();
        adopt(next);
      } catch (error) {
        const code = errorCode(error);
        const action = code ? onSilentTokenError(code, true) : 'keep-error';
        // Where popups are blocked, popupOrRedirect goes by redirect at once.
        if (action === 'login-popup' || action === 'consent-popup') {
          try {
            const user = await popupOrRedirect(manager, {
              ...(action === 'consent-popup' ? { prompt: 'consent' } : {}),
              extraQueryParams: authorizeParams(lot.current),
            });
            if (user) adopt(user);
          } catch (popupError) {
            dispatch({ type: 'failed', error: message(popupError) });
          }
          return;
        }
        if (code === 'invalid_grant') {
          // The sign-in ended (signed out elsewhere, or revoked): forget it here
          // too, and say so in words (the provider's are "grant request is invalid").
          await forget(manager);
          dispatch({ type: 'failed', error: SIGN_IN_ENDED });
          return;
        }
        dispatch({ type: 'failed', error: message(error) });
      }
    },
    [stable, adopt, forget],
  );

  const reload = useCallback(async () => {
    if (!stable) {
      adopt(null);
      return;
    }
    if (!window.localStorage.getItem(storedUserKey(stable))) {
      adopt(await signInFromAnotherSite(stable, lot.current));
      return;
    }
    try {
      const stored = await (await userManager(stable)).getUser();
      adopt(stored);
      if (stored?.expired && stored.refresh_token) await refresh();
    } catch (error) {
      dispatch({ type: 'failed', error: message(error) });
    }
  }, [stable, adopt, refresh]);

  // Initialise once: the library is loaded only when a user is stored.
  useEffect(() => {
    // Right after hydration (the server rendered "loading"), not during the effect.
    let active = true;
    queueMicrotask(() => {
      if (active) void reload();
    });
    // Another tab signed in, refreshed or signed out.
    const onStorage = (event: StorageEvent) => {
      if (stable && event.key === storedUserKey(stable)) void reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [stable, reload]);

  // SPEC §4: fetch a new token when this one expires.
  const token = state.authenticated ? (current?.access_token ?? null) : null;
  useEffect(() => {
    if (!token) return;
    let delay = 0;
    let problem: string | null = null;
    try {
      delay = refreshDelayMs(tokenExpiry(token), Date.now());
    } catch (error) {
      problem = message(error);
    }
    const timer = setTimeout(() => {
      if (problem) dispatch({ type: 'failed', error: problem });
      else void refresh();
    }, delay);
    return () => clearTimeout(timer);
  }, [token, refresh]);

  const signedIn = useCallback<Session['signedIn']>(
    async (options = {}) => {
      if (!stable || !current) return null;
      const manager = await userManager(stable);
      let user = await manager.getUser();
      if (
        user &&
        (options.renew || (user.expires_at ?? 0) - Date.now() / 1000 <= TOKEN_MARGIN_SECONDS)
      ) {
        // The refused token, not the stored one: another tab may have renewed since the refusal.
        await refresh(options.renew ? (options.refused ?? user.access_token) : false);
        user = await manager.getUser();
      }
      // No stored user: signed out (a refused refresh token is forgotten). A stored
      // one still expired: the renewal could not happen now (the lock was busy too
      // long, the network was down), which ends nothing; the caller tries later.
      if (!user) return null;
      if (user.expired) throw new Error('Your sign-in could not be renewed just now.');
      return { token: user.access_token, email: sessionUser(user).email };
    },
    [stable, current, refresh],
  );

  const value = useMemo<Session>(
    () => ({
      ...state,
      async accessToken() {
        // A renewal that could not happen now gives no token, as before.
        return (await signedIn().catch(() => null))?.token ?? null;
      },
      signedIn,
      reload,
      dismissError: () => dispatch({ type: 'error-dismissed' }),
      async signIn(options = {}) {
        if (!stable) return;
        const request = {
          state: { returnTo: currentPath() },
          extraQueryParams: authorizeParams(
            lot.current,
            options.signUp ? { ui_hint: 'sign-up' } : undefined,
          ),
        };
        try {
          // Inside: a sign-in library that does not load is a failed sign-in (SPEC §8).
          const manager = await userManager(stable);
          if (prefersFullPageSignIn()) {
            // The page goes to the sign-in screen and comes back to returnTo
            // (the portal landing finishes it, app/routes/account-login.tsx).
            await manager.signinRedirect(request);
            return;
          }
          const user = await popupOrRedirect(manager, request);
          if (user) adopt(user);
        } catch (error) {
          dispatch({ type: 'failed', error: message(error) });
        }
      },
      async confirmIdentity() {
        if (!stable || !current) return false;
        const manager = await userManager(stable);
        try {
          // A popup even on a phone: the change waiting on this screen (the
          // new email) would be lost if the page left.
          const user = await popupOrRedirect(manager, {
            state: { returnTo: currentPath() },
            prompt: 'login',
            login_hint: state.user?.email || undefined,
            extraQueryParams: authorizeParams(lot.current),
          });
          if (!user) return false;
          adopt(user);
          return true;
        } catch (error) {
          dispatch({ type: 'failed', error: message(error) });
          return false;
        }
      },
      async signOut() {
        if (!stable) return;
        window.dispatchEvent(new Event(SIGNING_OUT_EVENT));
        const manager = await userManager(stable);
        const signedIn = await manager.getUser();
        // The provider returns only to registered addresses: the post-logout
        // landing, which reads this page from here (this tab, this origin)
        // when the provider sends back the same random state.
        const back: SignOutReturn = { state: randomState(), returnTo: currentPath() };
        try {
          window.sessionStorage.setItem(SIGN_OUT_RETURN_KEY, JSON.stringify(back));
        } catch {
          // No storage (a private mode's quota): the landing page it is.
        }
        // The refresh token dies first; this device forgets the sign-in (other
        // tabs hear of it); then the provider ends its session and sends the
        // page back. This page keeps showing the person until it leaves: a
        // "Sign in" offered in that moment would race the sign-out.
        await manager.revokeTokens(['refresh_token']).catch(() => undefined);
        await forgetOnThisDevice(stable, manager);
        const end = new URL(`${authorityOf(stable.publicUrl)}/session/end`);
        end.searchParams.set('client_id', stable.clientId);
        end.searchParams.set(
          'post_logout_redirect_uri',
          `${window.location.origin}${POST_LOGOUT_PATH}`,
        );
        end.searchParams.set('state', back.state);
        if (signedIn?.id_token) end.searchParams.set('id_token_hint', signedIn.id_token);
        window.location.assign(end.href);
      },
      async accountDeleted() {
        if (!stable) return;
        window.dispatchEvent(new Event(SIGNING_OUT_EVENT));
        // The provider has no session of it left, nor tokens to revoke: this device forgets it.
        await forgetOnThisDevice(stable, await userManager(stable));
        // This tab's landing says so; an address alone would say it to whoever opened it.
        try {
          window.sessionStorage.setItem(ACCOUNT_DELETED_KEY, String(Date.now()));
        } catch {
          // No storage: the landing says nothing, and the account is gone all the same.
        }
        const lotNumber = new URL(window.location.href).searchParams.get('lotNumber');
        window.location.assign(
          `/myhome-account-login${lotNumber ? `?lotNumber=${encodeURIComponent(lotNumber)}` : ''}`,
        );
      },
      async forgetSignIn(ended) {
        if (stable) await forget(await userManager(stable));
        else dispatch({ type: 'signed-out' });
        dispatch({
          type: 'failed',
          error: ended?.changeLost ? SIGN_IN_ENDED_CHANGE_LOST : SIGN_IN_ENDED,
        });
      },
    }),
    [state, current, stable, adopt, reload, signedIn, forget, forgetOnThisDevice],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
