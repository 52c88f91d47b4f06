// Debian's Chromium driven by playwright-core (browser downloads fail here).
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

let visitors = 0;

/**
 * A page that fails the test on any console error or uncaught page error.
 * Each context is its own visitor: a distinct documentation address
 * (198.18.0.0/15) in X-Forwarded-For, which the e2e sites trust.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  visitors += 1;
  // Test files run in parallel workers, each counting its own contexts.
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  const address = `198.18.${(worker * 16 + Math.floor(visitors / 254)) % 256}.${(visitors % 254) + 1}`;
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** SPEC §9's tracking events' names, in order, as the page sends them to our own API. */
export function trackedEvents(page: Page): string[] {
  const tracked: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (!request.url().endsWith('/graphql') || !body?.includes('"operationName":"trackEvent"'))
      return;
    tracked.push((JSON.parse(body) as { variables: { name: string } }).variables.name);
  });
  return tracked;
}

/** The cards of a search's results on /homes and /land (not the built homes shown below them). */
export const RESULT_CARDS = 'section[aria-labelledby="results-title"] > ul article';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** What a field's aria-describedby points at, as a screen reader reads it: its hint or its error. */
export function describedBy(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}
