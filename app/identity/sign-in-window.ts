// SPEC §9's popup time-out (60 s), kept without cutting off a person at work
// in the window. The sign-in window gives up after 60 s in which nothing
// happens in it: each screen of the provider that shows in it, each key,
// tap or typed character there, and the code screen while it waits for the
// mailed code, tell the page that opened it that the person is still there.
// A window that never shows the screen, or is left alone, closes at 60 s.
import { useEffect } from 'react';
import { IDENTITY_TIMINGS } from '../../lib/identity-session.ts';

/** The message a provider page in the sign-in window sends the page that opened it. */
export const SIGN_IN_WINDOW_ALIVE = 'homes:sign-in-window-alive';

/** What the page says when the window gave up. */
export const SIGN_IN_WINDOW_TIMEOUT_MESSAGE = `The sign-in window was closed after ${IDENTITY_TIMINGS.popupTimeoutMs / 1000} seconds`;

/** How often a screen that waits for something outside the window (a mailed code) says so. */
const WAITING_BEAT_MS = 15_000;
/** At most one message a second for keys and taps. */
const ACTIVITY_BEAT_MS = 1_000;

/**
 * In a provider page opened as the sign-in window: tells its opener the
 * person is there. `waiting`: the screen waits for the person to come back
 * from elsewhere (their mail), which counts as being there.
 */
export function useSignInWindowAlive(waiting = false) {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || !window.location.pathname.startsWith('/oidc/')) return;
    // Any opener may hear it: it carries nothing but "still here".
    const beat = () => opener.postMessage({ type: SIGN_IN_WINDOW_ALIVE }, '*');
    beat();
    let last = Date.now();
    const onActivity = () => {
      if (Date.now() - last < ACTIVITY_BEAT_MS) return;
      last = Date.now();
      beat();
    };
    const events = ['keydown', 'input', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, onActivity, true);
    const timer = waiting ? window.setInterval(beat, WAITING_BEAT_MS) : undefined;
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity, true);
      window.clearInterval(timer);
    };
  }, [waiting]);
}

/**
 * The opener's side: an AbortSignal for oidc-client-ts's `popupSignal` that
 * aborts after SPEC §9's 60 s without word from the provider's window.
 * `dispose` stops listening (call it once the window's answer is in).
 */
export function signInWindowTimeout(providerOrigin: string): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const controller = new AbortController();
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(
      () => controller.abort(SIGN_IN_WINDOW_TIMEOUT_MESSAGE),
      IDENTITY_TIMINGS.popupTimeoutMs,
    );
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== providerOrigin) return;
    if ((event.data as { type?: unknown } | null)?.type === SIGN_IN_WINDOW_ALIVE) restart();
  };
  window.addEventListener('message', onMessage);
  restart();
  return {
    signal: controller.signal,
    dispose: () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    },
  };
}
