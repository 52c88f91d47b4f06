// SPEC §8: when a page's data fails to load on a client navigation (a dropped
// connection, a proxy's error page, a script chunk gone after a release), it
// is only logged to the console: the browser then loads the address whole, as
// a link does without JavaScript, and the server renders it (or says what
// went wrong itself). Only a failed GET of the address now showing counts: a
// form's POST, a fetcher's question and an error in a page's own code show as
// before, with what was typed kept by the form's page.
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  type DataStrategyResult,
  type MiddlewareFunction,
} from 'react-router';

/** The address (path and query) whose page data last failed to load in this browser. */
let failedLoad: string | null = null;

const addressOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/** The root's client middleware: notes a GET whose loaders came back with an error. */
export const noteLoadFailures: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  if (request.method === 'GET') {
    const failed = Object.values(results ?? {}).some((result) => result.type === 'error');
    failedLoad = failed ? addressOf(new URL(request.url)) : null;
  }
  return results;
};

/**
 * True when `error` is the failed load of the page now at the address: the
 * page is then loaded whole. False on the server and for the error a page
 * arrived with (so a server's error page never reloads itself), for a page
 * that is not there (404) or an address it cannot use (400), and for any
 * other error.
 */
export function useWholePageLoad(error: unknown): boolean {
  const whole =
    typeof document !== 'undefined' &&
    failedLoad !== null &&
    failedLoad === addressOf(window.location) &&
    !(isRouteErrorResponse(error) && error.status < 500);
  useEffect(() => {
    if (!whole) return;
    // Once: were the page to fail again after the reload, the server's answer shows.
    failedLoad = null;
    console.error('This page’s data did not load; loading the page whole.', error);
    window.location.reload();
  }, [whole, error]);
  return whole;
}
