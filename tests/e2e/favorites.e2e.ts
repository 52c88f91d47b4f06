// Issue 11's hearts, as a buyer uses them: an anonymous visitor hearts two
// homes (the favourites wait in the browser and the sign-up hint shows),
// signs up, finds both in Favorites, removes one while the network is slow,
// and taps a heart several times on a slow network: once it settles, every
// heart says what the server has (read back after a reload).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, trackedEvents } from './browser.ts';
import path from 'node:path';
import { listOutbox } from '../../server/mail/mailer.ts';
import { accountButton, folderCode, signUpInPopup } from './sign-up.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The model cards of the search results, in order. */
function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function heart(card: Locator): Locator {
  return card.getByRole('button', { name: /^Save .+ to favorites$/ });
}

async function cardName(card: Locator): Promise<string> {
  return ((await card.getByRole('heading').textContent()) ?? '').trim();
}

/** Waits until the heart's pressed state is `pressed` (the page may still be settling). */
async function expectPressed(card: Locator, pressed: boolean) {
  await expect
    .poll(async () => heart(card).getAttribute('aria-pressed'), { timeout: 20_000 })
    .toBe(String(pressed));
}

/** The first built home for sale on the home page (a link to /homes/{serial}, not a model). */
async function builtHomeHref(page: Page, base: string): Promise<string> {
  await page.goto(base);
  const built = await page
    .locator('#homes article h3 a')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .find((href) => /^\/homes\/(?!model\/)/.test(href)),
    );
  expect(built).toBeTruthy();
  return built!;
}

/** A home on the sale list whose card says what the sale took off ("Was $X: $Y off"). */
async function markedDownHomeHref(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/sale-homes?where=37918`);
  const href = await page
    .getByRole('main')
    .locator('article')
    .filter({ hasText: /Was \$[\d,]+: \$[\d,]+ off/ })
    .first()
    .locator('h3 a')
    .getAttribute('href');
  expect(href).toMatch(/^\/homes\/(?!model\/)/);
  return href!;
}

/** Every favourite's name on /portal/favorites, as the server has them. */
async function savedNames(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/portal/favorites`);
  await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
  const list = page.getByRole('main').getByRole('article');
  const empty = page.getByText('No favorites yet.');
  await Promise.race([list.first().waitFor(), empty.waitFor()]);
  return (await list.getByRole('heading').allTextContents()).map((name) => name.trim()).sort();
}

/** Counts the page's API requests still waiting for an answer. */
function apiInFlight(page: Page): () => number {
  let waiting = 0;
  const isApi = (url: string) => new URL(url).pathname === '/graphql';
  page.on('request', (request) => {
    if (isApi(request.url())) waiting++;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) waiting--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => waiting;
}

/** Nothing asked of the API for a while: the hearts have settled. */
async function settled(inFlight: () => number) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince > 2_000;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
}

/** Adds latency to every request of the page (Chromium's network emulation). */
async function slowNetwork(page: Page, latencyMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return cdp;
}

describe.each(sites)('favourites on $database', (site) => {
  const base = site.baseUrl;

  it('keeps an anonymous visitor’s hearts through sign-up, and every heart matches the server after slow, rapid taps', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const firstName = 'Hattie';
    const inFlight = apiInFlight(page);
    const tracked = trackedEvents(page);
    await page.goto(`${base}/homes?where=37918`);
    const [first, second, third] = [cards(page).nth(0), cards(page).nth(1), cards(page).nth(2)];
    await heart(first).waitFor();
    const names = [await cardName(first), await cardName(second)];

    // Not signed in: the heart fills, the hint says why signing up helps.
    await heart(first).click();
    await expectPressed(first, true);
    const hint = page.getByRole('dialog', { name: 'Keep your favorites' });
    await hint.waitFor();
    await expectNoAxeViolations(page);
    await hint.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => hint.count()).toBe(0);
    await heart(second).click();
    await expectPressed(second, true);
    // Kept in this browser across a reload, still not signed in.
    await page.reload();
    await expectPressed(first, true);
    await expectPressed(second, true);
    await expectPressed(third, false);
    // The portal, signed out, names the homes kept on this device.
    await page.goto(`${base}/portal/favorites`);
    const kept = page.getByRole('region', { name: 'Saved on this device' });
    await expect
      .poll(() => kept.getByRole('link').allTextContents())
      .toEqual(expect.arrayContaining(names));
    await expectNoAxeViolations(page);
    await page.goto(`${base}/homes?where=37918`);
    await expectPressed(second, true);

    // The hint's Sign up: once the account exists, both are added to it.
    await heart(third).click();
    await heart(third).click();
    await expectPressed(third, false);
    await heart(second).click();
    await heart(second).click();
    await page.getByRole('dialog', { name: 'Keep your favorites' }).waitFor();
    await signUpInPopup(
      page,
      { firstName, email: `e2e.favorites.${site.database}.${Date.now()}@example.com` },
      undefined,
      // The code from the site's outbox folder (the outbox page is off on PostgreSQL in production).
      { button: 'Sign up', code: (email) => folderCode(site.dataDir, email) },
    );
    await accountButton(page, firstName).waitFor();
    await expectPressed(first, true);
    await expectPressed(second, true);
    await expectPressed(third, false);
    // The planner made for the new account, and both queued homes added, each with its
    // tracking event (SPEC §9), and nothing tracked before.
    await settled(inFlight);
    expect([...tracked].sort()).toEqual(['favorite_model', 'favorite_model', 'planner_started']);
    await expect.poll(() => savedNames(page, base), { timeout: 20_000 }).toEqual([...names].sort());
    await expectNoAxeViolations(page);

    // On a phone the Compare bar stays at the window's bottom: nothing the keyboard reaches is under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).focus();
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const bar = document.getElementById('compare-form')!.getBoundingClientRect();
        const focused = document.activeElement;
        if (!focused || document.getElementById('compare-form')!.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > bar.top && box.top < bar.bottom ? focused.outerHTML.slice(0, 80) : null;
      });
      expect(hidden, `Tab ${step + 1}`).toBeNull();
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Compare both, side by side, with the floorplans at one scale.
    const picks = page.getByRole('main').getByRole('checkbox', { name: /^Compare / });
    await picks.nth(0).check();
    await picks.nth(1).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare homes' }).waitFor();
    const table = page.getByRole('table');
    expect(
      (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim()).sort(),
    ).toEqual([...names].sort());
    await table.getByRole('rowheader', { name: 'Dimensions' }).waitFor();
    // The whole table shows on a wide screen; on a narrow phone it scrolls, and says so,
    // with the row names kept in view.
    const scrollHint = page.getByText('Scroll the table sideways to see all 2 homes.');
    expect(await scrollHint.count()).toBe(0);
    await page.setViewportSize({ width: 320, height: 800 });
    await scrollHint.waitFor();
    // Only the table scrolls: nothing in it widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const region = page.getByRole('region', { name: /compared$/ });
    expect(await region.getAttribute('aria-describedby')).toBe(await scrollHint.getAttribute('id'));
    const rowName = table.getByRole('rowheader', { name: 'Dimensions' });
    const before = (await rowName.boundingBox())!.x;
    await region.evaluate((box) => box.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect((await rowName.boundingBox())!.x).toBe(before);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => scrollHint.count()).toBe(0);
    // Located where the visitor searched (37918, remembered by the search page): the nearest home center with each.
    const centers = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Home center', exact: true }) });
    await expect
      .poll(() => centers.getByRole('cell').allTextContents())
      .toEqual([expect.stringMatching(/, TN/), expect.stringMatching(/, TN/)]);
    const plans = page.getByRole('region', { name: 'Floor plans at one scale' }).getByRole('img');
    await expect.poll(() => plans.count()).toBe(2);
    // One scale: each plan's shown width is in the same ratio to its drawn width.
    const scales = await plans.evaluateAll((images) =>
      (images as HTMLImageElement[]).map(
        (img) => img.getBoundingClientRect().width / Number(img.getAttribute('width')),
      ),
    );
    expect(Math.abs(scales[0]! - scales[1]!)).toBeLessThan(0.01);
    for (const plan of await plans.all()) {
      // Plans load lazily, as the buyer scrolls to them.
      await plan.scrollIntoViewIfNeeded();
      await expect
        .poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to favorites' }).click();
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();

    // Removed on a slow network: the card goes, and the server agrees after a reload.
    const cdp = await slowNetwork(page, 600);
    const favorites = page.getByRole('main').getByRole('article');
    await favorites
      .filter({ hasText: names[0]! })
      .getByRole('button', { name: `Remove ${names[0]}` })
      .click();
    await expect
      .poll(() => favorites.filter({ hasText: names[0]! }).count(), { timeout: 20_000 })
      .toBe(0);
    // The keyboard goes on from the list's heading, not from the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName))
      .toMatch(/^H[12]$/);

    // Rapid taps, slow answers: three taps on a saved heart (remove, add, remove), two on a new one.
    await page.goto(`${base}/homes?where=37918`);
    await expectPressed(second, true);
    await expectPressed(first, false);
    for (let i = 0; i < 3; i++) await heart(second).click();
    for (let i = 0; i < 2; i++) await heart(third).click();
    await heart(first).click();
    // Settled: nothing in flight; the hearts say what was last asked, and the server has it.
    await settled(inFlight);
    await expectPressed(second, false);
    await expectPressed(third, false);
    await expectPressed(first, true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const shown = {
      first: await heart(first).getAttribute('aria-pressed'),
      second: await heart(second).getAttribute('aria-pressed'),
      third: await heart(third).getAttribute('aria-pressed'),
    };
    const third3 = await cardName(third);
    const onServer = await savedNames(page, base);
    expect({
      first: String(onServer.includes(names[0]!)),
      second: String(onServer.includes(names[1]!)),
      third: String(onServer.includes(third3)),
    }).toEqual(shown);
    expect(onServer).toEqual([names[0]!]);

    // An add the server refuses: the heart goes back, and the page says why until dismissed.
    await refuseOperation(page, /^createCollectionModel$/);
    await page.goto(`${base}/homes?where=37918`);
    await expectPressed(third, false);
    await heart(third).click();
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'We could not update your favorites.' });
    await refused.waitFor();
    await expectPressed(third, false);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
    await page.unroute('**/graphql');
    expect(await savedNames(page, base)).toEqual([names[0]!]);

    // The list renamed: a blank name is refused in words beside the field, a new one is kept.
    await page.getByRole('button', { name: 'Rename Favorites' }).click();
    const newName = page.getByLabel('New name');
    // The box it opened takes the keyboard; Escape closes it and gives it back.
    await expect.poll(() => newName.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await newName.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Rename Favorites');
    await page.keyboard.press('Enter');
    await newName.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Give the list a name.').waitFor();
    expect(await newName.getAttribute('aria-invalid')).toBe('true');
    // A name the server refuses says so beside the field until the name is typed again.
    await refuseOperation(page, /^patch(Retail|Corp)Collection$/);
    await newName.fill('Lake lo');
    await page.getByRole('button', { name: 'Save name' }).click();
    const refusedName = page.getByText('Refused for the test.');
    await refusedName.waitFor();
    await page.unroute('**/graphql');
    await newName.pressSequentially('t');
    await refusedName.waitFor({ state: 'detached' });
    expect(await newName.getAttribute('aria-invalid')).not.toBe('true');
    await newName.fill('Lake lot');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lake lot' }).waitFor();
    expect(await savedNames(page, base)).toEqual([names[0]!]);
    await page.getByRole('heading', { level: 2, name: 'Lake lot' }).waitFor();

    // A home for sale saved on the main site goes to its home center's list, named with it;
    // its card there says what the sale took off, as its page does.
    await page.goto(`${base}${await markedDownHomeHref(page, base)}`);
    const wasOnPage = await page
      .getByText(/^Was \$[\d,]+: \$[\d,]+ off$/)
      .first()
      .textContent();
    // The page's own heart says what it did in words.
    const saveHome = page.getByRole('main').getByRole('button', { name: /^Saved? to favorites$/ });
    await saveHome.click();
    await expect.poll(() => saveHome.getAttribute('aria-pressed')).toBe('true');
    expect(await saveHome.textContent()).toBe('Saved to favorites');
    // Its first home at that home center makes the list, then adds the home: let both finish.
    await settled(inFlight);
    await page.goto(`${base}/portal/favorites`);
    const centerList = page.getByRole('region', { name: /^Favorites at .+, [A-Z]{2}$/ });
    await centerList.getByText(/^1 home$/).waitFor();
    await centerList.getByText(wasOnPage!, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Lake lot' }).waitFor();
    // No ZIP code given: the portal's home center is the one that has the saved home, not a ZIP form.
    const listName = (await centerList.getAttribute('aria-labelledby'))!;
    const listTitle = (await page.locator(`[id="${listName}"]`).textContent()) ?? '';
    await page.goto(`${base}/portal`);
    const yours = page.getByRole('region', { name: 'Your home center' });
    await yours.getByText('The home center of the homes you saved.', { exact: false }).waitFor();
    const centerName = (await yours.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(listTitle).toContain(centerName);
    expect(await yours.getByLabel('ZIP code').count()).toBe(0);
    await page.goto(`${base}/portal/favorites`);

    // A new named list, and a saved floor plan put in it too; a refusal first, gone once typing.
    await refuseOperation(page, /^createCorpCollection$/);
    const newList = page.getByLabel('Start a new list');
    await newList.fill('For mo');
    await page.getByRole('button', { name: 'Add list' }).click();
    await refusedName.waitFor();
    await page.unroute('**/graphql');
    await newList.fill('For mom');
    await refusedName.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add list' }).click();
    const forMom = page.getByRole('region', { name: 'For mom' });
    await forMom.getByText('Nothing in this list yet.').waitFor();
    const lakeLot = page.getByRole('region', { name: 'Lake lot' });
    await lakeLot.getByLabel(`Also save ${names[0]} in`).selectOption({ label: 'For mom' });
    await expectNoAxeViolations(page);
    await lakeLot.getByRole('button', { name: `Save ${names[0]} in this list` }).click();
    await forMom.getByRole('heading', { level: 3, name: names[0] }).waitFor();
    await forMom.getByText(/^1 home$/).waitFor();
    // In every list now: nothing left to offer, and both keep it after a reload.
    await expect.poll(() => lakeLot.getByLabel(`Also save ${names[0]} in`).count()).toBe(0);
    await page.reload();
    await lakeLot.getByRole('heading', { level: 3, name: names[0] }).waitFor();
    await forMom.getByRole('heading', { level: 3, name: names[0] }).waitFor();

    // One heart, two lists: un-hearted, the floor plan leaves both, and the page says which.
    await page.goto(`${base}/homes?where=37918`);
    // Pressed once the page has hydrated and the lists have loaded: a tap now is one.
    await expectPressed(first, true);
    await heart(first).click();
    await expectPressed(first, false);
    const leftBoth = page.getByRole('status').filter({ hasText: `${names[0]} is out of 2 lists:` });
    await leftBoth.waitFor();
    expect(await leftBoth.getByRole('paragraph').textContent()).toMatch(
      /: (Lake lot and For mom|For mom and Lake lot)\.$/,
    );
    await expectNoAxeViolations(page);
    await leftBoth.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => leftBoth.count()).toBe(0);
    await page.goto(`${base}/portal/favorites`);
    await forMom.getByText('Nothing in this list yet.').waitFor();
    expect(await lakeLot.getByRole('heading', { level: 3, name: names[0] }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
    // The whole story on a slowed network: about 25 s alone, more on a busy CI machine.
  }, 120_000);

  it('finds the nearest home center of a saved floor plan from the land’s ZIP code, else the account’s, when no search place is remembered', async () => {
    const { context, page, problems } = await openPage(browser);
    const inFlight = apiInFlight(page);
    await page.goto(`${base}/portal/account-details`);
    const email = `e2e.zip.${site.database}.${Date.now()}@example.com`;
    await signUpInPopup(page, { firstName: 'Tex', email }, undefined, {
      code: (email) => folderCode(site.dataDir, email),
    });
    await accountButton(page, 'Tex').waitFor();
    await page.goto(`${base}/homes?where=75201`);
    const first = cards(page).first();
    await heart(first).click();
    await expectPressed(first, true);
    await settled(inFlight);
    const name = await cardName(first);
    // Searched from Dallas: its home center is the one near there.
    const saved = page.getByRole('main').getByRole('article').filter({ hasText: name });
    // The card names its nearest home center and the miles to it.
    const homeCenter = async () =>
      /· ([^·]+, [A-Z]{2}) \((?:\d+ mi|less than a mile) from \d{5}\)/.exec(
        (await saved.textContent()) ?? '',
      )?.[1];
    await page.goto(`${base}/portal/favorites`);
    await expect.poll(homeCenter).toMatch(/, (TX|OK|AR|LA)$/);
    const nearDallas = await homeCenter();
    // That place forgotten (another browser, cleared storage) and no ZIP code on the account:
    // the network knows nothing on loopback, so the list is located where the search starts
    // (the site's default, Knoxville): the nearest home center building the plan is named,
    // with no miles "from" anywhere.
    await page.evaluate(() => localStorage.removeItem('visitor_place'));
    await context.clearCookies({ name: 'place' });
    await page.reload();
    await saved.waitFor();
    await expect
      .poll(async () => await saved.textContent())
      .toMatch(/ · [^·(]+, (TN|KY|NC|VA|GA)Compare /);
    expect(await saved.textContent()).not.toMatch(/mi from|mile from/);
    expect(await homeCenter()).toBeUndefined();
    // With the account's Dallas ZIP code it is the Dallas home center again.
    await page.goto(`${base}/portal/account-details`);
    await page.getByLabel('ZIP code (optional)').fill('75201');
    // Reached by text, the phone is not optional: its label says so before the check does.
    const contactBy = page.getByRole('group', { name: 'Best way to reach you' });
    await contactBy.getByRole('radio', { name: 'Text message' }).check();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).waitFor();
    await contactBy.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('textbox', { name: 'Phone (optional)' }).waitFor();
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await page.goto(`${base}/portal/favorites`);
    await expect.poll(homeCenter).toBe(nearDallas);
    // The land's ZIP code (Knoxville) comes before the account's, as Homes for you reads it:
    // the nearest home center is one near the land, and the miles say they are from there.
    await page.goto(`${base}/portal/land`);
    await page.getByLabel('ZIP code where you want to live').fill('37918');
    await page.getByRole('button', { name: 'Save land' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await page.goto(`${base}/portal/favorites`);
    await expect.poll(homeCenter).toMatch(/, (TN|KY|NC|VA|GA)$/);
    expect(await saved.textContent()).toMatch(/from 37918\)/);
    // Signed in, "Ask about this home" starts with the buyer's name and email in.
    await saved.getByRole('link', { name }).click();
    const ask = page.getByRole('region', { name: /^Ask about/ });
    await expect.poll(() => ask.getByLabel('Your name').inputValue()).toMatch(/^Tex\b/);
    expect(await ask.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('sends “Ask about this home” with JavaScript off, and with it: problems beside their fields, then one lead', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const built = await builtHomeHref(page, base);
    await page.goto(`${base}${built}`);
    const form = page.getByRole('region', { name: 'Ask about this home' });
    // High on a phone: the form starts within the first two screens.
    const top = await form.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(844 * 2);
    const name = `Nojs ${site.database} ${Date.now()}`;
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Phone call').check();
    await form.getByRole('button', { name: 'Send my question' }).click();
    // No way to answer given: the page comes back with the problem and keeps the name.
    await form.getByText('Give an email address or a phone number so we can answer you.').waitFor();
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe(name);
    // ... opened at the form, not at the page's top, where the problem would be out of sight.
    expect(new URL(page.url()).hash).toBe('#ask');
    const formTop = await form.evaluate((el) => el.getBoundingClientRect().top);
    expect(formTop).toBeGreaterThanOrEqual(0);
    expect(formTop).toBeLessThan(844 / 2);
    await form.getByLabel('Phone', { exact: true }).fill('865-555-0190');
    await form.getByLabel('Your question (optional)').fill('Can we see it Saturday morning?');
    await form.getByRole('button', { name: 'Send my question' }).click();
    // Sent, the post moves (303) to the page's address saying who has it: nothing personal
    // in it, and a reload shows the thanks again without sending the question twice.
    const thanks = form.getByRole('status').filter({
      hasText: /^Thank you\. .+ has your question and will answer you the way you chose/,
    });
    await thanks.waitFor();
    expect(page.url()).toMatch(/\?sent=\d+&seal=[\w-]{22}#ask$/);
    await page.reload();
    await thanks.waitFor();
    // ... and another question starts from an empty form.
    await form.getByRole('link', { name: 'Ask another question' }).click();
    await form.getByLabel('Your name').waitFor();
    expect(new URL(page.url()).searchParams.has('sent')).toBe(false);
    await context.close();
    await expect
      .poll(
        async () =>
          (await listOutbox(path.join(site.dataDir, 'outbox'), { limit: 1000 })).filter(
            (m) => m.subject === `Question about a home from ${name}`,
          ).length,
      )
      .toBe(1);

    // With JavaScript: the problem is beside its field, which takes the focus; the answer comes in place.
    const js = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await js.page.goto(`${base}${built}`);
    const jsForm = js.page.getByRole('region', { name: 'Ask about this home' });
    await jsForm.getByLabel('Your name').fill(`Withjs ${site.database}`);
    await jsForm.getByRole('button', { name: 'Send my question' }).click();
    await jsForm
      .getByText('Give an email address or a phone number so we can answer you.')
      .waitFor();
    await expect
      .poll(() => js.page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('email');
    await expectNoAxeViolations(js.page);
    await jsForm.getByRole('textbox', { name: 'Email' }).fill('withjs@example.com');
    await jsForm.getByRole('button', { name: 'Send my question' }).click();
    await jsForm
      .getByRole('status')
      .filter({ hasText: /^Thank you, Withjs\./ })
      .waitFor();
    // The refused form came back as a 400 page (bad input gets a 4xx), which Chromium reports; nothing else.
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    expect(js.problems).toEqual([]);
    await js.context.close();
  });
});

/** The page's GraphQL calls of one operation refused, in GraphQL's words, until unrouted. */
async function refuseOperation(page: Page, operation: RegExp) {
  await page.route('**/graphql', async (route) => {
    const name = /"operationName":"([^"]+)"/.exec(route.request().postData() ?? '')?.[1] ?? '';
    if (!operation.test(name)) return route.continue();
    // Refused with a 200 (a 5xx would also be logged by the browser itself).
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Refused for the test.' }], data: null }),
    });
  });
}
