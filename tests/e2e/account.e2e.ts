// Issue 10's account friction, as a buyer meets it: the header's account menu
// once signed in (by keyboard, keeping the home center, without moving the
// header), signing out in one click back to the page the buyer was on, a
// phone that signs up and in with the whole page instead of a popup, and the
// sign-in screen kept to its task.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser.ts';
import {
  accountButton,
  E2E_PASSWORD,
  mailedCode,
  signOutFromMenu,
  signUpInPopup,
} from './sign-up.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storedUser = (page: Page, clientId: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), `oidc.user:${baseUrl}/oidc:${clientId}`);

type Box = { x: number; y: number; width: number; height: number };

/** Where the header's account control and the last main link sit. */
async function headerLayout(page: Page): Promise<{ slot: Box; land: Box; header: Box }> {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not shown`);
    return found;
  };
  return {
    // The control's fixed box: the parent of its link or button.
    slot: await box('header nav[aria-label="Main"] + div'),
    land: await box('header nav[aria-label="Main"] li:last-child a'),
    header: await box('header'),
  };
}

/** The sign-in screens keep to their task: the brand, no site navigation, no account menu, no footer links. */
async function expectTaskScreen(page: Page, homeCenter?: string): Promise<void> {
  const header = page.locator('header');
  await header
    .getByText(/Homes$/)
    .first()
    .waitFor();
  if (homeCenter) await header.getByText(homeCenter).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await header.getByRole('link').count()).toBe(0);
  expect(await header.getByRole('button').count()).toBe(0);
  expect(await page.locator('footer').getByRole('link').count()).toBe(0);
}

describe('the home account in the header', () => {
  it('opens the account menu by keyboard, keeps the home center and the header still, and signs out in one click back to the page', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const email = `e2e.menu.${Date.now()}@example.com`;
    // A page whose ?lotNumber= picks the home center: links must keep it.
    const here = `${baseUrl}/homes?where=37918&lotNumber=1`;
    await page.goto(`${baseUrl}/myhome-account-login?lotNumber=1`);
    await signUpInPopup(page, { firstName: 'Dana', email }, async (popup) => {
      // The popup carries the sign-up and nothing of the site around it.
      await expectTaskScreen(popup);
    });
    await accountButton(page, 'Dana').waitFor();

    // The header keeps its place: the signed-in control has the box of the
    // "Sign in" link shown before the session is known (and without JavaScript).
    const before = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    await before.page.goto(here);
    const loading = await headerLayout(before.page);
    await before.context.close();
    await page.goto(here);
    const button = accountButton(page, 'Dana');
    await button.waitFor();
    expect(await headerLayout(page)).toEqual(loading);

    // By keyboard: Enter opens it, Tab walks its items, Escape closes it and
    // gives focus back to the button.
    await button.focus();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await menu.getByText(email).waitFor();
    await expectNoAxeViolations(page);
    const focusedItem = () =>
      page.evaluate(() => ({
        text: document.activeElement?.textContent?.trim(),
        href: document.activeElement?.getAttribute('href'),
      }));
    await page.keyboard.press('Tab');
    expect(await focusedItem()).toEqual({ text: 'My home account', href: '/portal?lotNumber=1' });
    await page.keyboard.press('Tab');
    expect(await focusedItem()).toEqual({
      text: 'Account details',
      href: '/portal/account-details?lotNumber=1',
    });
    await page.keyboard.press('Tab');
    expect(await focusedItem()).toEqual({ text: 'Sign out', href: null });
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await menu.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Space opens it too; a click elsewhere closes it.
    await page.keyboard.press('Space');
    await menu.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Sign out: one click, and the same page comes back, signed out.
    await signOutFromMenu(page, 'Dana');
    await page.waitForURL(here);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedUser(page, 'web-oak-prod')).toBeNull();
    // The stored return was used up.
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('homes-sign-out-return')),
    ).toBeNull();
    await expectNoAxeViolations(page);

    // "Cancel and go back" in the sign-in window closes it, with nothing to report.
    const [cancelled] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('header').getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await Promise.all([
      cancelled.waitForEvent('close'),
      cancelled.getByRole('button', { name: 'Cancel and go back' }).click(),
    ]);
    // The page hears of it just after the window closes.
    await page.waitForTimeout(500);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The provider's session ended too: the next sign-in asks for the password.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('header').getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await popup.getByRole('heading', { name: 'Sign in' }).waitFor();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Password').fill(E2E_PASSWORD);
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    await accountButton(page, 'Dana').waitFor();
    expect(page.url()).toBe(here);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, signs up and in with the whole page, no popup, back to the page it started on', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    page.on('popup', () => problems.push('a popup opened'));
    const email = `e2e.phone.${Date.now()}@example.com`;
    const here = `${baseUrl}/homes?where=37918`;
    await page.goto(here);
    const signedOut = await headerLayout(page);
    // The links and the account share one row, inside the screen.
    const middle = (box: Box) => box.y + box.height / 2;
    expect(Math.abs(middle(signedOut.slot) - middle(signedOut.land))).toBeLessThan(2);
    expect(signedOut.slot.x + signedOut.slot.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Sign up: the page itself goes to the screen.
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await expectTaskScreen(page);
    await expectNoAxeViolations(page);
    // "Forgot your password?" and back: the same sign-in, not "This sign-in has expired".
    const signInAt = page.url();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(signInAt);
    expect(await page.getByText('This sign-in has expired').count()).toBe(0);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your home account' }).waitFor();
    await expectTaskScreen(page);
    // Sent with only a last name: every other field's problem at once, each
    // beside its field (not the browser's bubble on the first empty one).
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check the 3 fields marked below.').waitFor();
    const described = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    expect(await described('First name')).toBe('Enter your first name.');
    expect(await described('Email')).toMatch(/email/i);
    expect(await described('Last name')).toBe('');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Buyer');
    // SPEC §2: the first field with a problem, in the form's order, has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('firstName');
    expect(problems.splice(0)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectTaskScreen(page);
    const code = await mailedCode(page, email);
    // One digit wrong: refused, and the code comes back as typed to be put right.
    const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('That code is not right.').waitFor();
    expect(await page.getByLabel('Code').inputValue()).toBe(wrong);
    // The refused code's page came back as a 400 (bad input gets a 4xx), which Chromium reports.
    expect(problems.splice(0)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Back where it started, signed in.
    await page.waitForURL(here);
    const button = accountButton(page, 'Pat');
    await button.waitFor();
    expect(await storedUser(page, 'web-corporate-prod')).toContain('access_token');

    // The header still fits, with the account control where "Sign in" was.
    expect(await headerLayout(page)).toEqual(signedOut);
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await menu.getByRole('link', { name: 'Account details' }).waitFor();
    const panel = (await menu.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectNoAxeViolations(page);

    // Sign out, then sign in again: by the whole page, asking for the password.
    await page.keyboard.press('Escape');
    await signOutFromMenu(page, 'Pat');
    await page.waitForURL(here);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(here);
    await accountButton(page, 'Pat').waitFor();

    // "Cancel and go back" on the screen goes back to the page too.
    await signOutFromMenu(page, 'Pat');
    await page.waitForURL(here);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.waitForURL(here);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).waitFor();

    // Signed in from the account page itself, it comes back to it done, not "Signing you in…".
    const landing = `${baseUrl}/myhome-account-login`;
    await page.goto(landing);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/myhome-account-login');
    await expect.poll(() => page.getByText('Signing you in…').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without its script, the provider’s sign-out page offers one button, and it signs out', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${baseUrl}/myhome-account-login`);
    await signUpInPopup(page, {
      firstName: 'Noa',
      email: `e2e.noscript.${Date.now()}@example.com`,
    });
    await accountButton(page, 'Noa').waitFor();
    // The page as a browser that runs no script gets it: the line that presses the button cut out.
    await page.route(`${baseUrl}/oidc/session/end?*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script>[^<]*<\/script>/, '');
      await route.fulfill({ response, body });
    });
    const landing = `${baseUrl}/myhome-account-login`;
    await page.goto(
      `${baseUrl}/oidc/session/end?${new URLSearchParams({
        client_id: 'web-corporate-prod',
        post_logout_redirect_uri: landing,
      })}`,
    );
    await page.getByRole('heading', { name: 'Signing you out' }).waitFor();
    expect(await page.getByRole('button').allTextContents()).toEqual(['Sign out']);
    expect(await page.getByRole('link').allTextContents()).toEqual(['Hearthstone Homes']);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(landing);
    // The provider forgot this browser (this page went there directly, so the
    // site's own sign-out, which forgets the tokens here, did not run): signing
    // in asks for the password again.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    await popup.getByRole('heading', { name: 'Sign in' }).waitFor();
    await popup.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone at a home center, a new account is that center’s alone: no company planner is made on the way back', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    // What the page asks the API to make (SPEC §4 bootstrap step 2), in order.
    const made: unknown[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? request.postData() : null;
      if (body?.includes('createUserAndPlanner')) {
        const { variables } = JSON.parse(body) as { variables: Record<string, unknown> };
        made.push({ plannerType: variables.plannerType, lotNumber: variables.lotNumber });
      }
    });
    const email = `e2e.center.${Date.now()}@example.com`;
    const here = `${baseUrl}/homes?where=37918&lotNumber=1`;
    await page.goto(here);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your home account' }).waitFor();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByLabel('Code').fill(await mailedCode(page, email));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(here);
    await accountButton(page, 'Robin').waitFor();
    // The hearts' engine makes the account at the home center the page is on.
    await expect.poll(() => made.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(made).toEqual([{ plannerType: 'retail', lotNumber: '1' }]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
