// SPEC §8: when a page's data fails to load on a client navigation (a dropped
// connection, a proxy's error page, a script chunk gone after a release), it
// is only logged to the console: the browser then loads the address whole, as
// a link does without JavaScript, and the server renders it (or says what
// went wrong itself). A form sent with POST is not sent again this way: its
// failure shows as before, what was typed kept by the form's page.
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigation } from 'react-router';

/** What the browser has done since the page loaded (module state: the browser only). */
const navigations = { started: false, submitting: false };

/** Notes each client navigation, and whether it sends a form other than by GET. */
export function TrackNavigations() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') return;
    navigations.started = true;
    navigations.submitting =
      navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET';
  }, [navigation]);
  return null;
}

/**
 * True when `error` ended a client navigation that only read a page: the
 * page is then loaded whole. False on the server and for the error a page
 * arrived with (so a server's error page never reloads itself), for a page
 * that is not there (404) or an address it cannot use (400), and after a
 * form's POST.
 */
export function useWholePageLoad(error: unknown): boolean {
  const whole =
    typeof document !== 'undefined' &&
    navigations.started &&
    !navigations.submitting &&
    !(isRouteErrorResponse(error) && error.status < 500);
  useEffect(() => {
    if (!whole) return;
    console.error('This page’s data did not load; loading the page whole.', error);
    window.location.reload();
  }, [whole, error]);
  return whole;
}
