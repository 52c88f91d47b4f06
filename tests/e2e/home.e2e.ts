import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('shows seeded homes near the default location, with pictures that load', async () => {
    const { context, page, problems } = await openPage(browser);
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Manufactured & Modular Homes/);
    // The stylesheet is the first file <head> asks for; the canonical link is absolute.
    await expect(
      page.evaluate(() =>
        document.head
          .querySelector('link[rel=stylesheet], link[rel=modulepreload]')
          ?.getAttribute('rel'),
      ),
    ).resolves.toBe('stylesheet');
    await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toMatch(
      /^https?:\/\/[^/]+\/$/,
    );
    const heading = page.getByRole('heading', {
      level: 2,
      name: /Homes for sale near Knoxville, TN/,
    });
    await heading.waitFor();
    const cards = page.locator('#homes article:visible');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const first = cards.first();
    await expect(first.locator('h3').textContent()).resolves.toMatch(/\w/);
    // The first picture is a real rendered image, not a broken one.
    const img = first.locator('img');
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await img.elementHandle(),
    );
    await expect(img.getAttribute('alt')).resolves.toMatch(/exterior/i);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds homes near another ZIP code or a city, and explains one it cannot find', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(baseUrl);
    const where = page.getByLabel('ZIP code or city');
    await where.fill('75080');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await page
      .getByRole('heading', { level: 2, name: /Homes for sale near Richardson, TX/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('where')).toBe('75080');
    // A city as the homes search takes one, kept whole in the box (it was cut at 5 characters).
    await where.fill('Knoxville, TN');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await page
      .getByRole('heading', { level: 2, name: /Homes for sale near Knoxville, TN/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('where')).toBe('Knoxville, TN');
    expect(await where.inputValue()).toBe('Knoxville, TN');
    await where.fill('Qwzxv');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'We could not find “Qwzxv”. Try a 5-digit ZIP code, or a city and state like Knoxville, TN.',
    );
    expect(await where.inputValue()).toBe('Qwzxv');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers the ZIP code a visitor gave across the site, and places a model page there', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(baseUrl);
    await page.getByLabel('ZIP code').fill('75080');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await page
      .getByRole('heading', { level: 2, name: /Homes for sale near Richardson, TX/ })
      .waitFor();
    // The menu's plain links open the searches there (navigations in the page).
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Homes for sale' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Homes for sale near Richardson, TX' })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('where')).toBe('75080');
    await menu.getByRole('link', { name: 'Land' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Land for sale near Richardson, TX' })
      .waitFor();
    // A page opened afresh too (the server reads the remembered ZIP code).
    const other = await context.newPage();
    await other.goto(`${baseUrl}/homes`);
    await other
      .getByRole('heading', { level: 1, name: 'Homes for sale near Richardson, TX' })
      .waitFor();
    // A floor plan found there opens at its nearest home center, with how far it is.
    const stocked = other
      .getByRole('article')
      .filter({ hasText: /Nearest home center: .+ from you/ });
    const name = (await stocked.first().getByRole('heading').textContent())!.trim();
    await stocked.first().getByRole('link', { name }).click();
    await other.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(other.url()).searchParams.get('where')).toBe('75080');
    await other
      .getByText(
        /The nearest home center with this home: (\d+ mi|less than a mile) from Richardson, TX/,
      )
      .waitFor();
    await expectNoAxeViolations(other);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works with JavaScript turned off', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    // An old link's ?zip= still works: it moves to the one place parameter of the site, ?where=.
    const old = await page.goto(`${baseUrl}/?zip=37918`);
    expect(old?.request().redirectedFrom()?.url()).toMatch(/\?zip=37918$/);
    expect(new URL(page.url()).searchParams.get('where')).toBe('37918');
    await page
      .getByRole('heading', { level: 2, name: /Homes for sale near Knoxville, TN/ })
      .waitFor();
    expect(await page.locator('#homes article').count()).toBeGreaterThanOrEqual(4);
    await page.getByLabel('ZIP code').fill('75080');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await page.getByRole('heading', { level: 2, name: /near Richardson, TX/ }).waitFor();
    await context.close();
  });

  it('shows a home center’s own site on its host name', async () => {
    const { context, page, problems } = await openPage(browser);
    const response = await page.goto(`http://knoxville.localhost:${port}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /Welcome to .*Knoxville/ }).waitFor();
    // The host chose the home center: links stay plain.
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Homes for sale' })
        .getAttribute('href'),
    ).resolves.toBe('/homes');
    expect(await page.locator('#homes article').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('not found and errors', () => {
  for (const path of ['/no-such-page', '/homes/new', '/homes/used', '/homes/ABC123/images/2']) {
    it(`answers 404 with the not-found screen for ${path}`, async () => {
      const { context, page } = await openPage(browser);
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await page
        .getByRole('heading', { level: 1, name: 'The Page You Were Looking For Was Not Found' })
        .waitFor();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  it('shows the error display at /error', async () => {
    const { context, page, problems } = await openPage(browser);
    const response = await page.goto(`${baseUrl}/error`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'We could not load this page' }).waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
