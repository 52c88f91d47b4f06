// The consent screen in a real browser. Our clients are first-party, so it
// shows only when a client sends prompt=consent: a signed-in user allows
// (the client gets a code and tokens) or cancels (access_denied), by keyboard
// as well as by mouse. openid-client plays the client, so the site's own
// callback page is kept from using the code.
import * as oidc from 'openid-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser.ts';
import { accountButton, signUpInPopup } from './sign-up.ts';

const baseUrl = inject('baseUrl');
const clientId = 'web-corporate-prod';
const callback = `${baseUrl}/myhome-account-login`;
const isCallback = (url: URL) => url.href.startsWith(`${callback}?`);
let browser: Browser;
let config: oidc.Configuration;

beforeAll(async () => {
  browser = await launchBrowser();
  config = await oidc.discovery(new URL(`${baseUrl}/oidc`), clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new user up in the popup from the portal landing: the context keeps the provider's session. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(callback);
  await signUpInPopup(page, { firstName: 'Robin', email });
  await accountButton(page, 'Robin').waitFor();
}

/** An authorization request with prompt=consent, as a client builds it. */
async function consentRequest() {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callback,
    scope: 'openid profile email offline_access retail.web.read global.user.read',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'consent',
  });
  return { url, verifier, state };
}

/**
 * Answers the callback with an empty page (the site's own would take the
 * code) and records each address it was reached at. The browser reaches it by
 * a redirect from the provider, which Playwright's page.route does not
 * intercept (only a request's first hop), so this asks Chromium's Fetch
 * domain directly: every hop of a redirect chain passes through it.
 */
async function interceptCallback(
  context: BrowserContext,
  page: Page,
  problems: string[],
): Promise<string[]> {
  const reached: string[] = [];
  const cdp = await context.newCDPSession(page);
  const body = Buffer.from(
    '<!doctype html><html lang="en"><title>Callback</title><link rel="icon" href="data:,"></html>',
  ).toString('base64');
  cdp.on('Fetch.requestPaused', (event) => {
    reached.push(event.request.url);
    cdp
      .send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
        body,
      })
      .catch((error: Error) => problems.push(`callback not answered: ${error.message}`));
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: `${callback}?*`, requestStage: 'Request' }],
  });
  return reached;
}

const consentHeading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: 'Allow Hearthstone Homes to use your home account?',
  });

describe('consent screen', () => {
  it('a signed-in user allows by keyboard and the client gets tokens, or cancels and it gets access_denied', async () => {
    const { context, page, problems } = await openPage(browser);
    const email = `e2e.consent.${Date.now()}@example.com`;
    await signUp(page, email);
    const reached = await interceptCallback(context, page, problems);

    // Allow, by keyboard only.
    const allowRun = await consentRequest();
    await page.goto(allowRun.url.href);
    await consentHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    // The title names this screen (it used to say "Sign in" on every screen of the route).
    expect(await page.title()).toBe('Allow access | Home account');
    await expectNoAxeViolations(page);
    const allow = page.getByRole('button', { name: 'Allow', exact: true });
    const isFocused = () => allow.evaluate((button) => button === document.activeElement);
    let tabs = 0;
    while (!(await isFocused()) && tabs < 50) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await isFocused()).toBe(true);
    await Promise.all([page.waitForURL(isCallback), page.keyboard.press('Enter')]);
    expect(reached).toHaveLength(1);
    const allowed = new URL(reached[0]!);
    expect(allowed.searchParams.get('state')).toBe(allowRun.state);
    expect(allowed.searchParams.get('code')).toBeTruthy();
    expect(allowed.searchParams.has('error')).toBe(false);
    const tokens = await oidc.authorizationCodeGrant(config, allowed, {
      pkceCodeVerifier: allowRun.verifier,
      expectedState: allowRun.state,
      idTokenExpected: true,
    });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.claims()?.email).toBe(email);

    // Cancel: the client hears access_denied with its state, and gets no code.
    const cancelRun = await consentRequest();
    await page.goto(cancelRun.url.href);
    await consentHeading(page).waitFor();
    await Promise.all([
      page.waitForURL(isCallback),
      page.getByRole('button', { name: 'Cancel', exact: true }).click(),
    ]);
    expect(reached).toHaveLength(2);
    const cancelled = new URL(reached[1]!);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('state')).toBe(cancelRun.state);
    expect(cancelled.searchParams.has('code')).toBe(false);

    expect(problems).toEqual([]);
    await context.close();
  });
});
