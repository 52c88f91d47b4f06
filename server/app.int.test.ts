// The Express host end to end on a real seeded database and the real build
// (npm test builds before it runs the suites).
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import {
  dealers,
  events,
  features,
  homeListings,
  landListings,
  modelFeatures,
  rateLimitHits,
} from './db/schema.ts';
import { FORM_PER_IP, hit } from './rate-limit.ts';
import { formatPrice } from '../lib/price.ts';
import {
  STICKER_COMING_SOON,
  STICKER_PRICE_DROP,
  STICKER_SALE,
  STICKER_SALE_PENDING,
  STICKER_SOLD,
  STICKER_UNDER_CONSTRUCTION,
  stickerById,
} from '../lib/stickers.ts';
import { createApp, type AppBuild } from './app.ts';
import { homeCardKey } from '../app/components/home-card.tsx';
import { modelCardKey } from '../app/components/model-card.tsx';
import { localChangeBus } from './db/changes.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { dealerSites } from './domain/dealers.ts';
import { homeCenterEvents } from './domain/events.ts';
import { notARepeatedFloorPlan } from './domain/listing-repeats.ts';
import { openTestDatabase, type TestDatabase } from './db/test-database.ts';
import { loadConfig } from './env.ts';
import { testCityDatabase } from './places/test-city-database.ts';

const root = path.resolve(import.meta.dirname, '..');
let database: TestDatabase;
let server: Server;
let base: string;
let dataDir: string | undefined;
/** The app's change bus: a test that edits listings in the database tells the caches, as an import does. */
const changes = localChangeBus();

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  const build = (await import(
    pathToFileURL(path.join(root, 'build/server/index.js')).href
  )) as AppBuild;
  dataDir = await mkdtemp(path.join(tmpdir(), 'homes-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // One address renders every page of this file back to back, faster than any visitor:
    // the per-client render limit has tests of its own (server/http/render-limit.test.ts).
    RENDER_LIMIT_PER_SECOND: '0',
  });
  const { app } = createApp({
    config,
    database,
    changes,
    logger: pino({ level: 'silent' }),
    build,
    clientDir: path.join(root, 'build/client'),
    dealerHosts: await dealerSites({ db: database.db, viewer: null }),
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('health and robots', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('ready');
  });

  it('serves a sitemap index whose files list pages that answer 200, and no sold homes', async () => {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = [
      ...index.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[a-z]+-\d+\.xml)<\/loc>/g),
    ].map((m) => m[1]!);
    expect(files).toEqual([
      '/sitemaps/pages-0.xml',
      '/sitemaps/models-0.xml',
      '/sitemaps/homes-0.xml',
      '/sitemaps/land-0.xml',
    ]);
    for (const file of files) {
      const response = await fetch(`${base}${file}`);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const paths = [
        ...(await response.text()).matchAll(/<loc>http:\/\/localhost:3000([^<]+)<\/loc>/g),
      ].map((m) => m[1]!);
      expect(paths.length).toBeGreaterThan(0);
      // The first of each file is a real page.
      expect((await fetch(`${base}${paths[0]}`)).status).toBe(200);
    }
    const homes = await (await fetch(`${base}/sitemaps/homes-0.xml`)).text();
    const sold = await database.db.query.homeListings.findFirst({
      where: (h, { and, eq, isNotNull }) => and(eq(h.stickerTypeId, -1), isNotNull(h.serialNumber)),
    });
    expect(sold).toBeTruthy();
    expect(homes).not.toContain(`/homes/${sold!.serialNumber}<`);
    // The site's own pages: content files, promotions, home centers and events, each answering 200.
    const pages = [
      ...(await (await fetch(`${base}/sitemaps/pages-0.xml`)).text()).matchAll(
        /<loc>http:\/\/localhost:3000([^<]+)<\/loc>/g,
      ),
    ].map((m) => m[1]!);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/faq',
        '/learn/the-hud-code',
        '/news-events',
        '/special-offers/trade-in',
        '/sale-homes',
      ]),
    );
    const center = await database.db.query.dealers.findFirst();
    const event = await database.db.query.events.findFirst();
    expect(pages).toContain(`/about-us?lotNumber=${center!.lotNumber}`);
    expect(pages).toContain(`/lp/${center!.lotNumber}/affordable-homes`);
    expect(pages).toContain(`/event/${event!.slug}`);
    expect(pages.filter((p) => /thank-you|brochure|\/portal/.test(p))).toEqual([]);
    const sample = [
      ...pages.filter((p) => !/^\/(about-us\?|lp\/|event\/)/.test(p)),
      `/about-us?lotNumber=${center!.lotNumber}`,
      `/lp/${center!.lotNumber}/affordable-homes`,
      `/event/${event!.slug}`,
    ];
    for (const path of sample)
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 200]);
    expect((await fetch(`${base}/sitemaps/homes-9.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemaps/users-0.xml`)).status).toBe(404);
  });

  it('serves robots.txt with the sitemap and private areas disallowed', async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text();
    expect(text).toContain('Disallow: /portal');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('pages', () => {
  it('answers a HEAD of a page the cache never keeps with its GET’s status and type, without a body', async () => {
    // Sign-in screens and 404s are rendered for every request (never kept), so
    // their HEAD reaches React Router; the entry answers it without rendering.
    for (const address of ['/oidc/account/forgot-password', '/no-such-page-at-all']) {
      const got = await fetch(`${base}${address}`);
      const head = await fetch(`${base}${address}`, { method: 'HEAD' });
      expect(head.status).toBe(got.status);
      expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'));
      expect(await head.text()).toBe('');
      expect((await got.text()).length).toBeGreaterThan(1000);
    }
  });

  it('tells visitors of a home center open on Sundays to come by then without booking', async () => {
    const all = await database.db
      .select({ lotNumber: dealers.lotNumber, hours: dealers.hours })
      .from(dealers);
    const sundays = all.find((d) => d.hours.some((h) => h.days === 'Sun' && h.open !== 'Closed'));
    const closed = all.find((d) => d.hours.some((h) => h.days === 'Sun' && h.open === 'Closed'));
    const open = sundays!.hours.find((h) => h.days === 'Sun')!.open;
    const page = async (lotNumber: string) =>
      (await (await fetch(`${base}/about-us?lotNumber=${lotNumber}`)).text()).replaceAll(
        '<!-- -->',
        '',
      );
    expect(await page(sundays!.lotNumber)).toContain(
      `We book visits Monday to Saturday; on Sundays, ${open}, come by without booking.`,
    );
    expect(await page(closed!.lotNumber)).not.toContain('come by without booking');
    // Its structured data gives the hours as search engines read them.
    expect(await page(sundays!.lotNumber)).toMatch(
      /"openingHours":\["(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d"/,
    );
  });

  it('shows in the home page banner the nearest home still for sale, never one under contract', async () => {
    const bannerHome = async () => {
      const html = await (await fetch(`${base}/`)).text();
      const banner = html.slice(html.indexOf('A home for sale nearby'));
      return /href="\/homes\/([A-Z0-9]+)(?:\?[^"]*)?"/.exec(banner)?.[1];
    };
    const nearest = await bannerHome();
    expect(nearest).toBeTruthy();
    const [listing] = await database.db
      .select({ inventoryId: homeListings.inventoryId, stickerTypeId: homeListings.stickerTypeId })
      .from(homeListings)
      .where(eq(homeListings.serialNumber, nearest!));
    // One on the lot to be had today, not one coming soon or being built.
    expect([STICKER_COMING_SOON, STICKER_UNDER_CONSTRUCTION]).not.toContain(listing!.stickerTypeId);
    await database.db
      .update(homeListings)
      .set({ stickerTypeId: STICKER_SALE_PENDING })
      .where(eq(homeListings.inventoryId, listing!.inventoryId));
    await changes.publish({ kind: 'catalogue' });
    try {
      const next = await bannerHome();
      expect(next).toBeTruthy();
      expect(next).not.toBe(nearest);
    } finally {
      await database.db
        .update(homeListings)
        .set({ stickerTypeId: listing!.stickerTypeId })
        .where(eq(homeListings.inventoryId, listing!.inventoryId));
      await changes.publish({ kind: 'catalogue' });
    }
    expect(await bannerHome()).toBe(nearest);
    // Where the nearest is a plan to order, a built home near there is shown first.
    const athens = await (await fetch(`${base}/?where=${encodeURIComponent('Athens, TN')}`)).text();
    const banner = athens.slice(athens.indexOf('A home for sale nearby'));
    expect(/href="(\/homes\/[^"]+)"/.exec(banner)?.[1]).toMatch(/^\/homes\/(?!model\/)[A-Z0-9]+/);
  });

  it('says the main site’s curated lists hold a few of each home center’s, and links each center’s whole list', async () => {
    const html = (
      await (await fetch(`${base}/mobile-manufactured-homes-on-display?where=37918`)).text()
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('Up to 3 from each home center here');
    const lots = [
      ...html.matchAll(/href="\/mobile-manufactured-homes-on-display\?lotNumber=(\d+)"/g),
    ].map((m) => m[1]!);
    expect(lots.length).toBeGreaterThan(0);
    // A home center's own list has every one of its built homes, more than the three.
    const counts = await Promise.all(
      lots.map(async (lot) => {
        const own = await (
          await fetch(`${base}/mobile-manufactured-homes-on-display?lotNumber=${lot}`)
        ).text();
        return own.split('<article').length - 1;
      }),
    );
    expect(Math.max(...counts)).toBeGreaterThan(3);
  });

  it('calls homes near a place on the home page only within the homes search’s 100 miles', async () => {
    const text = async (where: string) =>
      (await (await fetch(`${base}/?where=${encodeURIComponent(where)}`)).text()).replaceAll(
        '<!-- -->',
        '',
      );
    const near = await text('37918');
    const miles = [...near.matchAll(/(\d+) mi from you/g)].map((m) => Number(m[1]));
    expect(miles.length).toBeGreaterThan(0);
    expect(Math.max(...miles)).toBeLessThanOrEqual(100);
    // A town with none that near says so, as /homes does, not "nearby" at 120 miles.
    const far = await text('Springfield');
    expect(far).toMatch(/No homes for sale within 100 miles of Springfield, [A-Z]{2} right now/);
    expect(far).not.toContain('A home for sale nearby');
    const search = (await (await fetch(`${base}/homes?where=Springfield`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(search).toMatch(/No homes for sale within 100 miles of Springfield/);
  });

  it('server-renders the home page with seeded homes, security headers and a request id', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Homes for sale near Knoxville, TN/);
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(4);
    // The strict CSP lets hydration run: every inline script is allowed, by
    // its hash on a page kept for everyone (this one), by the response's
    // nonce on a page rendered for one visitor. JSON-LD is data: CSP does not apply.
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !m[1]?.includes('application/ld+json') && m[2] !== '')
      .map((m) => ({ attrs: m[1]!, text: m[2]! }));
    expect(inline.length).toBeGreaterThan(0);
    for (const { attrs, text } of inline) {
      const allowed = nonce
        ? attrs.includes(`nonce="${nonce}"`)
        : csp.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(allowed, text.slice(0, 80)).toBe(true);
    }
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(csp).toContain(`frame-ancestors 'none'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('lets our own pages, and only they, frame the sign-in landing a silent sign-in finishes in', async () => {
    // Twice: rendered, then from the page cache.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/myhome-account-login?code=x&state=y`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self'`);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const other = await fetch(`${base}/portal`);
    expect(other.headers.get('content-security-policy')).toContain(`frame-ancestors 'none'`);
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('renders each document whole, with the loader data React Router hydrates from (decision 0013)', async () => {
    for (const page of ['/', '/homes?where=37918', '/land', '/learn', '/no-such-page']) {
      const response = await fetch(`${base}${page}`);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html><html lang="en">'), page).toBe(true);
      expect(html.endsWith('</html>'), page).toBe(true);
      // A boundary React could not fill (something suspended) leaves this marker and no content.
      expect(html, page).not.toContain('<!--$!-->');
      // The data arrives in one or more chunks and the stream is then closed, as React Router writes it.
      const chunks = [
        ...html.matchAll(
          /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g,
        ),
      ];
      expect(chunks.length, page).toBeGreaterThan(0);
      expect(html, page).toContain('window.__reactRouterContext.streamController.close();');
      const data = chunks.map((m) => JSON.parse(m[1]!) as string).join('');
      expect(data, page).toContain('"loaderData"');
      expect(data, page).toContain('"root"');
    }
  });

  it('carries the search page’s data once, as JSON of its own, in the document and in a navigation’s data (decision 0018)', async () => {
    const html = await (await fetch(`${base}/homes?where=37918`)).text();
    const element = /<script type="application\/json" id="json-data-homes">([^<]*)<\/script>/.exec(
      html,
    );
    const pageData = (await (await fetch(`${base}/homes/page-data.json?where=37918`)).json()) as {
      data: { homes: { models: { name: string }[] } };
    };
    expect(JSON.parse(element![1]!)).toEqual(pageData.data.homes);
    // React Router's own data names the element, not the models a second time.
    const [modelName] = pageData.data.homes.models.map((model) => model.name);
    const routerData = html.slice(html.indexOf('streamController.enqueue'));
    expect(routerData).toContain('inDocument');
    expect(routerData).not.toContain(modelName!);
    // A navigation (client-side, no document) gets the same JSON as one string.
    const navigation = await (await fetch(`${base}/homes.data?where=37918`)).text();
    expect(navigation).toContain('"json"');
    expect(navigation).toContain(modelName!.replaceAll('"', '\\"'));
    expect(navigation).not.toContain('inDocument');
  });

  it('writes a document of over 65,000 characters in Latin-1, so it stays a regular V8 string (decision 0015)', async () => {
    const pages = [
      '/',
      '/homes?where=37918',
      '/homes?where=75080&beds=3&sort=price-desc&page=2',
      '/homes?where=30303&maxMonthly=1200&sort=monthly-asc',
      '/land',
      '/homes/model/OAK-1660-3A',
    ];
    let large = 0;
    for (const page of pages) {
      const html = await (await fetch(`${base}${page}`)).text();
      // Up to 65,000 characters even a two-byte string fits V8's 128 KB limit.
      if (html.length <= 65_000) continue;
      large++;
      const wide = /[\u0100-\uffff]/.exec(html);
      expect(
        wide && `${wide[0]} in …${html.slice(wide.index - 60, wide.index + 20)}`,
        page,
      ).toBeNull();
      expect(html.length, page).toBeLessThan(131_000);
    }
    // The search pages are the large ones; if none is, this test no longer guards anything.
    expect(large).toBeGreaterThanOrEqual(3);
  });

  it('puts the dealer and the derived sign-in client id in the initial page data', async () => {
    const html = await (await fetch(`${base}/?lotNumber=1`)).text();
    expect(html).toMatch(/Welcome to (<!-- -->)?Oak Creek Homes of Knoxville/);
    // Dealer 1 is an Oak Creek (OAK) home center: its brand's client, not the corporate one.
    expect(html).toContain('web-oak-prod');
    expect(html).not.toContain('web-corporate-prod');
    const corporate = await (await fetch(`${base}/`)).text();
    expect(corporate).toContain('web-corporate-prod');
  });

  it('keeps ?lotNumber in the site links when the parameter chose the home center', async () => {
    const byParam = await (await fetch(`${base}/?lotNumber=1`)).text();
    expect(byParam).toContain('href="/homes?lotNumber=1"');
    expect(byParam).toContain('href="/land?lotNumber=1"');
    // (The host case, where links stay plain, is a browser journey: fetch cannot set Host.)
    const corporate = await (await fetch(`${base}/`)).text();
    expect(corporate).toContain('href="/homes"');
    // Only a floor plan's card names a home center's page (the center that lists it).
    const withLot = [...corporate.matchAll(/href="([^"]*lotNumber=[^"]*)"/g)].map(([, h]) => h!);
    expect(
      withLot.every((href) => href.startsWith('/homes/model/')),
      withLot.join(' '),
    ).toBe(true);
  });

  it('moves an old ?zip= link of a search or list to ?where=, which the page reads', async () => {
    for (const path of ['/homes', '/land', '/sale-homes']) {
      const moved = await fetch(`${base}${path}?zip=37804&sort=nearest`, { redirect: 'manual' });
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get('location'), path).toBe(`${path}?sort=nearest&where=37804`);
      const location = new URL(moved.headers.get('location')!, base);
      const page = await (await fetch(location)).text();
      expect(page.replaceAll('<!-- -->', ''), path).toContain('Maryville');
    }
  });

  it('moves another spelling of a page’s path to the page’s own address (SPEC §2: exact)', async () => {
    const [home] = await database.db
      .select({ serialNumber: homeListings.serialNumber })
      .from(homeListings)
      .where(notARepeatedFloorPlan)
      .limit(1);
    const serial = home!.serialNumber!;
    const [land] = await database.db
      .select({ stockNumber: landListings.stockNumber })
      .from(landListings)
      .limit(1);
    const [event] = await database.db.select({ slug: events.slug }).from(events).limit(1);
    const moves: [string, string][] = [
      ['/HOMES?where=37918', '/homes?where=37918'],
      ['/learn/Choosing-A-Floorplan?lotNumber=1', '/learn/choosing-a-floorplan?lotNumber=1'],
      ['/news/MACON-RAMP-BUILD-DAY', '/news/macon-ramp-build-day'],
      [`/event/${event!.slug.toUpperCase()}`, `/event/${event!.slug}`],
      [`/news/${event!.slug.toUpperCase()}`, `/event/${event!.slug}`],
      ['/homes/?where=37918', '/homes?where=37918'],
      ['//homes', '/homes'],
      ['/About-Us/', '/about-us'],
      ['/SALE-HOMES', '/sale-homes'],
      ['/PORTAL/Favorites', '/portal/favorites'],
      [`/homes/${serial.toLowerCase()}`, `/homes/${serial}`],
      [`/homes/${serial}/BROCHURE/`, `/homes/${serial}/brochure`],
      ['/homes/model/oak-1864-3a?where=37918', '/homes/model/OAK-1864-3A?where=37918'],
      ['/homes/model/oak-1864-3a/design', '/homes/model/OAK-1864-3A/design'],
      [`/land/${land!.stockNumber.toLowerCase()}`, `/land/${land!.stockNumber}`],
      ['/FAMILY4BR', '/family4br'],
      ['/family4br/', '/family4br'],
      ['/HOMES/page-data.json?where=37918', '/homes/page-data.json?where=37918'],
      [
        '/special-offers/red-tag-sales-event/thank-you',
        '/special-offers/red-tag-sales-event/thank-you/',
      ],
      ['/special-offers/trade-in/thank-you/', '/special-offers/trade-in/thank-you'],
    ];
    for (const [asked, own] of moves) {
      const moved = await fetch(`${base}${asked}`, { redirect: 'manual' });
      expect(moved.status, asked).toBe(301);
      expect(moved.headers.get('location'), asked).toBe(own);
      const page = await fetch(`${base}${own}`, { redirect: 'manual' });
      expect(page.status, own).toBe(200);
      if (!own.includes('page-data.json')) {
        const canonical = /<link rel="canonical" href="http:\/\/localhost:3000([^"?]*)/.exec(
          await page.text(),
        )?.[1];
        if (canonical !== undefined) expect(canonical, own).toBe(own.replace(/\?.*/, ''));
      }
    }
    // SPEC's thank-you with its slash has its page data at {path}page-data.json, not a loop.
    const thanks = await fetch(
      `${base}/special-offers/red-tag-sales-event/thank-you/page-data.json`,
      { redirect: 'manual' },
    );
    expect(thanks.status).toBe(200);
    // An ended offer's thank-you, opened without a form sent, does not suggest one was taken.
    const endedThanks = (
      await (await fetch(`${base}/special-offers/go-big-go-home/thank-you`)).text()
    ).replaceAll('<!-- -->', '');
    expect(endedThanks).toContain(
      'This offer ended on Oct 31, 2026, so it takes no more requests.',
    );
    expect(endedThanks).not.toContain('If you sent the form');
    // Not a page under any spelling: the not-found screen, as before.
    for (const path of [
      '/homes/model/nope-1',
      '/NOTHING-HERE/at/all',
      '/land/l-none',
      '/nothing/',
    ]) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
  });

  it('moves a path with dot segments, as sent by a script, to the page’s own address', async () => {
    // fetch() and a URL resolve them themselves, as a browser does: send the path as written.
    const asIs = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        get({ host: hostname, port, path, headers: { host: `localhost:${port}` } }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location });
        }).on('error', reject);
      });
    for (const [asked, own] of [
      ['/abc/%2e%2e/faq', '/faq'],
      ['/xyz/%2E%2E/ABOUT-US?lotNumber=1', '/about-us?lotNumber=1'],
      ['/homes/%2e?where=37918', '/homes?where=37918'],
      ['/learn/..', '/'],
      ['/abc/%2e%2e/faq/page-data.json', '/faq/page-data.json'],
    ]) {
      expect(await asIs(asked!), asked).toEqual({ status: 301, location: own });
    }
  });

  it('leads a floor plan’s card to the page of the home center it names, on any site', async () => {
    // The landing page names its home center in the path; the main site's lists name each plan's.
    for (const path of ['/lp/45/affordable-homes', '/sale-homes?where=75001', '/?where=37918']) {
      const html = (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
      const cards = html.split('<article').slice(1);
      const plans = cards
        .map((card) => ({
          href: /href="(\/homes\/model\/[^"]+)"/.exec(card)?.[1],
          at: /Built to order at ([^<]+)</.exec(card)?.[1],
        }))
        .filter((plan) => plan.href && plan.at);
      expect(plans.length, path).toBeGreaterThan(0);
      for (const plan of plans) {
        const lot = new URL(plan.href!.replaceAll('&amp;', '&'), base).searchParams.get(
          'lotNumber',
        );
        expect(lot, `${path} ${plan.href}`).toBeTruthy();
        const [center] = await database.db
          .select({ name: dealers.name, city: dealers.city })
          .from(dealers)
          .where(eq(dealers.lotNumber, lot!));
        expect(plan.at, path).toContain(center!.name);
      }
    }
  });

  it('moves a post asked for under the other prefix to its own: /news and /event are one post screen', async () => {
    const event = await database.db.query.events.findFirst();
    const toEvent = await fetch(`${base}/news/${event!.slug}`, { redirect: 'manual' });
    expect(toEvent.status).toBe(301);
    expect(toEvent.headers.get('location')).toBe(`/event/${event!.slug}`);
    const toNews = await fetch(`${base}/event/macon-ramp-build-day`, { redirect: 'manual' });
    expect(toNews.status).toBe(301);
    expect(toNews.headers.get('location')).toBe('/news/macon-ramp-build-day');
    expect((await fetch(`${base}/news/macon-ramp-build-day`)).status).toBe(200);
    expect((await fetch(`${base}/news/no-such-post`)).status).toBe(404);
  });

  it('dresses a home center’s landing page in its brand by its path alone, as its ads link it', async () => {
    const header = async (path: string) => {
      const html = (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
      return html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    };
    const branded = await header('/lp/1/affordable-homes?lotNumber=1');
    expect(branded).toContain('Oak Creek');
    expect(await header('/lp/1/affordable-homes')).toBe(branded);
    // Another home center's host, or another ?lotNumber=, would put its header over this
    // one's page: it goes to the main site's page, branded by its path.
    const [knoxville] = await database.db
      .select({ lotNumber: dealers.lotNumber })
      .from(dealers)
      .where(eq(dealers.slug, 'knoxville'));
    const other = knoxville!.lotNumber === '1' ? '2' : '1';
    const port = new URL(base).port;
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      get(
        `${base}/lp/${other}/affordable-homes?sent=${other}&lotNumber=9`,
        { headers: { host: `knoxville.localhost:${port}` } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        },
      ).on('error', reject);
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `http://localhost:3000/lp/${other}/affordable-homes?sent=${other}`,
    );
    // Another, an empty or an unknown ?lotNumber= too: the page wears its own brand, never none.
    for (const lotNumber of ['2', '', '999999']) {
      const crossed = await fetch(`${base}/lp/1/affordable-homes?lotNumber=${lotNumber}`, {
        redirect: 'manual',
      });
      expect(crossed.status, lotNumber).toBe(302);
      expect(crossed.headers.get('location')).toBe('http://localhost:3000/lp/1/affordable-homes');
    }
    // Not a home center: not found, never a server error.
    for (const path of ['/lp/abc/affordable-homes', '/lp/%20/affordable-homes']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps ?lotNumber on every home and land card of a home center page', async () => {
    for (const path of [
      '/?lotNumber=1',
      '/sale-homes?lotNumber=1',
      '/lp/1/affordable-homes?lotNumber=1',
      // The landing page names its home center in its path: the same without the parameter.
      '/lp/1/affordable-homes',
      '/homes?where=37918&lotNumber=1',
      '/land?lotNumber=1',
    ]) {
      const html = await (await fetch(`${base}${path}`)).text();
      const cards = [...html.matchAll(/href="(\/(?:homes|land)\/[^"]+)"/g)].map(
        ([, href]) => href!,
      );
      expect(cards.length, path).toBeGreaterThan(0);
      for (const href of cards) expect(href, path).toMatch(/[?&](amp;)?lotNumber=1(&|$)/);
    }
  });

  it('answers {path}/page-data.json with the same data the page renders, as JSON', async () => {
    const home = await fetch(`${base}/page-data.json`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('application/json');
    const homeData = (await home.json()) as {
      path: string;
      data: Record<string, Record<string, unknown>>;
    };
    expect(homeData.path).toBe('/');
    expect(homeData.data.root?.site).toMatchObject({
      dealer: null,
      signInClientId: 'web-corporate-prod',
    });
    expect(homeData.data.root?.nonce).toBeUndefined();
    const nearby = homeData.data['routes/home']?.nearby as { homes: unknown[] };
    expect(nearby.homes.length).toBeGreaterThan(0);

    const search = (await (
      await fetch(`${base}/homes/page-data.json?where=37918&beds=3&lotNumber=1`)
    ).json()) as { path: string; data: Record<string, Record<string, unknown>> };
    expect(search.path).toBe('/homes');
    expect((search.data.root?.site as { dealer: { lotNumber: string } }).dealer.lotNumber).toBe(
      '1',
    );
    const models = search.data.homes?.models as { beds: number }[];
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.beds >= 3)).toBe(true);

    const missing = await fetch(`${base}/homes/NOPE123/page-data.json`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { status: number }).status).toBe(404);
  });

  it('counts on a home center’s "Every home on display" link the homes that page lists', async () => {
    const home = (await (await fetch(`${base}/?lotNumber=9`)).text()).replaceAll('<!-- -->', '');
    const count = Number(/Every home on display \((\d+)\)/.exec(home)?.[1]);
    expect(count).toBeGreaterThan(3);
    const list = (
      await (await fetch(`${base}/mobile-manufactured-homes-on-display?lotNumber=9`)).text()
    ).replaceAll('<!-- -->', '');
    expect(list.split('<article').length - 1).toBe(count);
  });

  it('says the order a list of homes is in: newest first at a home center, nearest the place elsewhere', async () => {
    const text = async (path: string) =>
      (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
    const atCenter = await text('/mobile-manufactured-homes-on-display?lotNumber=9');
    expect(atCenter).toContain('Newest first.');
    expect(atCenter).not.toContain('nearest you');
    const typed = await text('/sale-homes?where=37918');
    expect(typed).toContain('Nearest you first.');
    const untyped = await text('/mobile-manufactured-homes-on-display');
    expect(untyped).toMatch(/Nearest to [^<]+, [A-Z]{2} first: enter your ZIP code/);
    expect(untyped).not.toContain('Nearest you first.');
  });

  it('says on a card that a home is pre-owned', async () => {
    const homes = await database.db
      .select({
        serialNumber: homeListings.serialNumber,
        isNew: homeListings.isNew,
        lotNumber: dealers.lotNumber,
      })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(
        and(
          sql`${homeListings.serialNumber} is not null`,
          sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
          eq(homeListings.isAvailableFloorPlan, false),
        ),
      );
    const used = homes.find((h) => !h.isNew)!;
    const page = (
      await (
        await fetch(`${base}/mobile-manufactured-homes-on-display?lotNumber=${used.lotNumber}`)
      ).text()
    ).replaceAll('<!-- -->', '');
    const cards = page.split('<article').slice(1);
    const card = (serial: string) =>
      cards.find((c) => c.includes(`href="/homes/${serial}?lotNumber=${used.lotNumber}"`));
    expect(card(used.serialNumber!)).toContain(' · Pre-owned');
    const fresh = homes.find(
      (h) => h.isNew && h.lotNumber === used.lotNumber && card(h.serialNumber!),
    );
    expect(card(fresh!.serialNumber!)).not.toContain('Pre-owned');
  });

  it('shows the 12 soonest events, 12 more at a time behind a link, bounded', async () => {
    const eventLinks = (page: string) => page.match(/href="\/event\/[^"]+"/g) ?? [];
    const [row] = await database.db
      .select({ upcoming: count() })
      .from(events)
      .where(gte(events.endsAt, new Date()));
    const upcoming = row!.upcoming;
    expect(upcoming).toBeGreaterThan(24);
    const page = await (await fetch(`${base}/news-events`)).text();
    expect(eventLinks(page)).toHaveLength(12);
    expect(page).toContain('href="/news-events?events=24#more-events"');
    expect(page).not.toContain('id="more-events"');
    const more = await (await fetch(`${base}/news-events?events=24`)).text();
    expect(eventLinks(more)).toHaveLength(24);
    // The link lands on the first of the new ones: the 13th.
    const thirteenth = eventLinks(more)[12]!;
    expect(more.indexOf('id="more-events"')).toBeLessThan(more.indexOf(thirteenth));
    expect(more.indexOf('id="more-events"')).toBeGreaterThan(more.indexOf(eventLinks(more)[11]!));
    expect(more).toContain('href="/news-events?events=36#more-events"');
    const every = await (await fetch(`${base}/news-events?events=99999`)).text();
    expect(eventLinks(every)).toHaveLength(Math.min(upcoming, 240));
    expect(every).not.toContain('Show 12 more events');
    // The end of the list says so (or, past the bound, that more are planned).
    expect(every.replaceAll('<!-- -->', '')).toContain(
      upcoming <= 240
        ? `That is every event planned: ${upcoming} in all.`
        : 'These are the 240 soonest; more are planned further out.',
    );
    expect(page).not.toContain('That is every event planned');
    expect(eventLinks(await (await fetch(`${base}/news-events?events=x`)).text())).toHaveLength(12);
  });

  it('shows the events near a place, the remembered one too, and every home center’s on asking', async () => {
    const eventLinks = (page: string) => page.match(/href="\/event\/[^"]+"/g) ?? [];
    const ctx = { db: database.db, viewer: null };
    // A home center with fewer events near it than there are in all.
    const everyOne = await homeCenterEvents(ctx, { lotNumber: null, when: 'upcoming', first: 250 });
    let zip = '';
    let near: Awaited<ReturnType<typeof homeCenterEvents>> = [];
    for (const dealer of await database.db.select().from(dealers)) {
      near = await homeCenterEvents(ctx, {
        lotNumber: null,
        near: dealer.postalCode,
        when: 'upcoming',
        first: 13,
      });
      zip = dealer.postalCode;
      if (near.length > 0 && near.length < 12) break;
    }
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(12);
    const page = (await (await fetch(`${base}/news-events?where=${zip}`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(eventLinks(page)).toEqual(near.map((event) => `href="/event/${event.slug}"`));
    expect(page).toMatch(/Coming up near [^<]+, [A-Z]{2}</);
    expect(page).toContain('At our home centers within 100 miles, soonest first.');
    expect(page).toContain('href="/news-events?where="');
    // The place remembered from a search opens the page there.
    const remembered = await fetch(`${base}/news-events`, {
      headers: { cookie: `place=${zip}` },
      redirect: 'manual',
    });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe(`/news-events?where=${zip}`);
    // `?where=` left empty: every home center's, with the cookie too; "Show more" keeps it.
    const every = await (
      await fetch(`${base}/news-events?where=`, { headers: { cookie: `place=${zip}` } })
    ).text();
    expect(eventLinks(every)).toEqual(
      everyOne.slice(0, 12).map((event) => `href="/event/${event.slug}"`),
    );
    expect(every).toContain('href="/news-events?where=&amp;events=24#more-events"');
    // It says they are every state's, and how to narrow them.
    expect(every).toContain('Coming up at all our home centers');
    expect(every).toContain('Soonest first, in every state we serve.');
    // A place we cannot find says so, and shows every home center's.
    const unknown = await (await fetch(`${base}/news-events?where=zzzz`)).text();
    expect(unknown).toContain('We could not find “zzzz”.');
    expect(eventLinks(unknown)).toHaveLength(12);
  });

  /** A parcel's unsold home standing on it (LandListing.homeOnIt), to join land with. */
  const unsoldHomeOnParcel = and(
    eq(homeListings.landId, landListings.landId),
    sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
  );

  it('says on a parcel’s page that a home stands on it, links the home and tells the two prices apart', async () => {
    const rows = await database.db
      .select({
        stockNumber: landListings.stockNumber,
        serialNumber: homeListings.serialNumber,
        priceLabel: homeListings.priceLabel,
        homePrice: homeListings.priceSort,
        stickerTypeId: homeListings.stickerTypeId,
      })
      .from(landListings)
      .leftJoin(homeListings, unsoldHomeOnParcel);
    const withHome = rows.find(
      (r) => r.serialNumber !== null && r.stickerTypeId !== STICKER_SALE_PENDING && r.homePrice,
    )!;
    const bare = rows.find(
      (r) =>
        r.serialNumber === null &&
        !rows.some((o) => o.stockNumber === r.stockNumber && o.serialNumber),
    )!;
    const page = (await (await fetch(`${base}/land/${withHome.stockNumber}`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(page).toContain('A home stands on this land');
    expect(page).toContain(`href="/homes/${withHome.serialNumber}"`);
    expect(page).toContain(`<strong>${withHome.priceLabel}</strong> for the two together`);
    // In large type, as on its card: the price the buyer pays, the two together.
    expect(page).toMatch(
      new RegExp(
        `text-3xl font-bold text-ink">\\${withHome.priceLabel}<span[^>]*>with the home on it<`,
      ),
    );
    expect(page).toContain(`— ${withHome.priceLabel} | `);
    // The home's page links its land.
    const home = await (await fetch(`${base}/homes/${withHome.serialNumber}`)).text();
    expect(home).toContain(`href="/land/${withHome.stockNumber}"`);
    // Nothing on it says it is bare: no "room for a home", no other homes to look for.
    expect(page).not.toContain('Room for a multi-section home');
    expect(page).not.toContain('See homes for this land');
    expect(page).toMatch(/A \d-bedroom home stands on it; the two are sold together\./);
    expect(page).toMatch(
      /aria-label="Map sketch of the [\d.]+ acres? parcel, with the home on it"/,
    );
    const land = await (await fetch(`${base}/land/${bare.stockNumber}`)).text();
    expect(land).not.toContain('A home stands on this land');
    expect(land).toContain('See homes for this land');
    // The land search's card says so too, and whose price it shows.
    const parcel = await database.db.query.landListings.findFirst({
      where: (l, { eq }) => eq(l.stockNumber, withHome.stockNumber),
    });
    const search = (
      await (await fetch(`${base}/land?where=${parcel!.postalCode}&distance=10`)).text()
    ).replaceAll('<!-- -->', '');
    const card = search.slice(search.indexOf(`href="/land/${withHome.stockNumber}"`));
    // In large type the price the buyer pays, the two together; the land's own beside it.
    const parcelPrice = parcel!.priceLabel;
    expect(card.slice(0, card.indexOf('</article>'))).toContain(
      `${withHome.priceLabel}<span class="text-sm font-normal text-muted"> with the home on it</span>`,
    );
    expect(card).toMatch(/A \d-bedroom home stands on it, sold with it \(the land alone: /);
    expect(card).toContain(`(the land alone: ${parcelPrice})</p>`);
    // Its price filter reads what the buyer pays: the two together, not the land alone.
    const within = async (maxPrice: number) =>
      (
        await (
          await fetch(`${base}/land?where=${parcel!.postalCode}&distance=10&maxPrice=${maxPrice}`)
        ).text()
      ).includes(`href="/land/${withHome.stockNumber}"`);
    expect(parcel!.priceSort).toBeLessThan(withHome.homePrice!);
    expect(await within(parcel!.priceSort!)).toBe(false);
    expect(await within(withHome.homePrice!)).toBe(true);
    // A home on it without a price leaves the parcel without one: no price filter takes it.
    await database.db
      .update(homeListings)
      .set({ priceSort: null })
      .where(eq(homeListings.serialNumber, withHome.serialNumber!));
    try {
      expect(await within(parcel!.priceSort! + 1)).toBe(false);
    } finally {
      await database.db
        .update(homeListings)
        .set({ priceSort: withHome.homePrice })
        .where(eq(homeListings.serialNumber, withHome.serialNumber!));
    }
  });

  it('shows what a parcel’s Sale or Price Drop took off, and wears neither over the price of the land and its home together', async () => {
    const rows = await database.db
      .select({
        stockNumber: landListings.stockNumber,
        postalCode: landListings.postalCode,
        price: landListings.price,
        previousPrice: landListings.previousPrice,
        stickerTypeId: landListings.stickerTypeId,
        homePrice: homeListings.priceSort,
        homeSticker: homeListings.stickerTypeId,
      })
      .from(landListings)
      .leftJoin(homeListings, unsoldHomeOnParcel)
      .where(sql`${landListings.stickerTypeId} in (${STICKER_SALE}, ${STICKER_PRICE_DROP})`);
    const clean = (html: string) =>
      html
        .replaceAll('<!-- -->', '')
        .replace(/<script(?! type="application\/ld\+json")[\s\S]*?<\/script>/g, '');
    const alone = rows.find((r) => r.homePrice === null && r.homeSticker === null);
    expect(alone).toBeDefined();
    const label = (id: number | null) => stickerById(id)!.label;
    const was = `Was <s>${formatPrice(alone!.previousPrice)}</s>: ${formatPrice(alone!.previousPrice! - alone!.price!)} off`;
    const page = clean(await (await fetch(`${base}/land/${alone!.stockNumber}`)).text());
    expect(page).toContain(`>${label(alone!.stickerTypeId)}</p>`);
    expect(page).toContain(was);
    const search = clean(
      await (await fetch(`${base}/land?where=${alone!.postalCode}&distance=10`)).text(),
    );
    const card = search.slice(search.indexOf(`href="/land/${alone!.stockNumber}"`));
    expect(card.slice(0, card.indexOf('</article>'))).toContain(was);
    // Over a home for sale on it, the large price is the two together: the land's drop is not it.
    const withHome = rows.find(
      (r) => r.homePrice !== null && r.homeSticker !== STICKER_SALE_PENDING,
    );
    expect(withHome).toBeDefined();
    const both = clean(await (await fetch(`${base}/land/${withHome!.stockNumber}`)).text());
    expect(both).not.toContain(`>${label(withHome!.stickerTypeId)}</p>`);
    expect(both).not.toContain('Was <s>');
    // Search engines are told the price the page leads with.
    expect(both).toContain(`"price":${withHome!.homePrice},`);
    expect(both).toContain(', with the home on it","sku"');
  });

  it('says a home set on its land is sold with it: its price is with its land, and a pending sale is not "for sale"', async () => {
    const rows = await database.db
      .select({
        stockNumber: landListings.stockNumber,
        postalCode: landListings.postalCode,
        serialNumber: homeListings.serialNumber,
        inventoryId: homeListings.inventoryId,
        stickerTypeId: homeListings.stickerTypeId,
        priceSort: homeListings.priceSort,
      })
      .from(landListings)
      .innerJoin(homeListings, eq(homeListings.landId, landListings.landId))
      .where(
        and(
          sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
          sql`${homeListings.priceSort} is not null`,
        ),
      );
    // Two parcels the test before did not open (pages may be cached once rendered).
    const [onLand, pending] = rows.slice(-2);
    const clean = (html: string) => html.replaceAll('<!-- -->', '');
    const homePage = clean(await (await fetch(`${base}/homes/${onLand!.serialNumber}`)).text());
    expect(homePage).toContain('On its own land, sold by');
    expect(homePage).not.toContain('Built and ready at');
    expect(homePage).toContain('with its land</span>');
    // Its estimate is of the two as they stand: nothing to deliver, set up or buy, and a mortgage.
    expect(homePage).toContain('In the price: the home is sold with its land.');
    expect(homePage).toContain('The home already stands on its land.');
    expect(homePage).toContain('Land-and-home mortgage.');
    expect(homePage).not.toContain('Your site’s ZIP code');
    expect(homePage).toContain('Ask about this home and its land');
    expect(homePage).not.toContain('delivery to your land');
    expect(homePage).not.toContain('Clearing, grading and a gravel drive and pad.');
    const search = clean(
      await (
        await fetch(`${base}/mobile-manufactured-homes-with-land?where=${onLand!.postalCode}`)
      ).text(),
    );
    expect(search).toContain(`href="/homes/${onLand!.serialNumber}"`);
    expect(search).toContain('On its own land, sold by');
    expect(search).toContain('est. with its land');

    await database.db
      .update(homeListings)
      .set({ stickerTypeId: STICKER_SALE_PENDING })
      .where(eq(homeListings.inventoryId, pending!.inventoryId));
    await changes.publish({ kind: 'catalogue' });
    try {
      const landPage = clean(await (await fetch(`${base}/land/${pending!.stockNumber}`)).text());
      expect(landPage).toContain('is under contract with this land, so neither is for sale now');
      // Nor priced, as if it were: its card and page say it is under contract.
      expect(landPage).toMatch(/text-3xl font-bold text-ink">Under contract</);
      expect(landPage).not.toContain('"@type":"Offer"');
      expect(landPage).not.toContain('is for sale with this land');
      // The parcel wears its home's badge: it is not to be had either.
      expect(landPage).toMatch(/>Sale Pending<\/[a-z]+>\s*<h1/);
      // ... and so does its card in the land search, as the page does.
      const results = clean(
        await (await fetch(`${base}/land?where=${pending!.postalCode}&distance=10`)).text(),
      );
      const card = results.slice(results.indexOf(`href="/land/${pending!.stockNumber}"`));
      expect(card.slice(0, card.indexOf('</article>'))).toContain(
        'home stands on it, under contract with it',
      );
      expect(card.slice(0, card.indexOf('</article>'))).toMatch(
        /text-lg font-bold text-ink">Under contract</,
      );
      const article = results.slice(0, results.indexOf(`href="/land/${pending!.stockNumber}"`));
      expect(article.slice(article.lastIndexOf('<article'))).toContain('>Sale Pending</p>');
      const forSale = clean(await (await fetch(`${base}/land/${onLand!.stockNumber}`)).text());
      expect(forSale).toContain('is for sale with this land');
    } finally {
      await database.db
        .update(homeListings)
        .set({ stickerTypeId: pending!.stickerTypeId })
        .where(eq(homeListings.inventoryId, pending!.inventoryId));
      await changes.publish({ kind: 'catalogue' });
    }
  });

  it('says "On sale" beside the price of a home in the sale list whose badge does not say Sale', async () => {
    const homes = await database.db
      .select({
        serialNumber: homeListings.serialNumber,
        isSaleHome: homeListings.isSaleHome,
        stickerTypeId: homeListings.stickerTypeId,
        template: dealers.websiteTemplate,
      })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(sql`${homeListings.serialNumber} is not null`);
    const plain = (t: string | null) => (t ?? '').trim().toLowerCase() !== 'builder-model';
    const onSale = homes.find(
      (h) =>
        h.isSaleHome &&
        plain(h.template) &&
        h.stickerTypeId !== -3 &&
        h.stickerTypeId !== STICKER_SOLD,
    )!;
    const notOnSale = homes.find((h) => !h.isSaleHome && h.stickerTypeId !== STICKER_SOLD)!;
    const mark = />On sale<\/span>/;
    expect(await (await fetch(`${base}/homes/${onSale.serialNumber}`)).text()).toMatch(mark);
    expect(await (await fetch(`${base}/homes/${notOnSale.serialNumber}`)).text()).not.toMatch(mark);
    // The brochure says it too, among its printed badges.
    const printed = />On sale<\/li>/;
    const brochure = (serial: string | null) =>
      fetch(`${base}/homes/${serial}/brochure`).then((r) => r.text());
    expect(await brochure(onSale.serialNumber)).toMatch(printed);
    expect(await brochure(notOnSale.serialNumber)).not.toMatch(printed);
    const sale = await (await fetch(`${base}/sale-homes?where=37918`)).text();
    expect(sale).toMatch(mark);
    // No earlier price is known, so the page promises no markdown.
    expect(sale).not.toMatch(/marked down/i);
    expect(sale).toContain('the price shown is the sale price');
  });

  it('prints on a home center’s brochure the address of its own page, in words and as a QR code', async () => {
    const html = (
      await (await fetch(`${base}/homes/model/OAK-1876-3A/brochure?lotNumber=1`)).text()
    ).replaceAll('&amp;', '&');
    expect(html).toContain('QR code of http');
    expect(html).toMatch(/QR code of [^"]*\/homes\/model\/OAK-1876-3A\?lotNumber=1"/);
    // "Back to the home" stays on the home center's pages, a built home's too.
    expect(html).toContain('href="/homes/model/OAK-1876-3A?lotNumber=1"');
    const [built] = await database.db
      .select({ serialNumber: homeListings.serialNumber })
      .from(homeListings)
      .where(and(eq(homeListings.dealerId, 1), sql`${homeListings.serialNumber} is not null`))
      .limit(1);
    const builtBrochure = (
      await (await fetch(`${base}/homes/${built!.serialNumber}/brochure?lotNumber=1`)).text()
    ).replaceAll('&amp;', '&');
    expect(builtBrochure).toContain(`href="/homes/${built!.serialNumber}?lotNumber=1"`);
    const main = await (await fetch(`${base}/homes/model/OAK-1876-3A/brochure`)).text();
    expect(main).toMatch(/QR code of [^"]*\/homes\/model\/OAK-1876-3A"/);
    expect(main).toContain('href="/homes/model/OAK-1876-3A"');
  });

  it('prints on a home’s brochure what a sale or price drop took off, as its page says it', async () => {
    const [dropped] = await database.db
      .select({ serialNumber: homeListings.serialNumber })
      .from(homeListings)
      .where(
        and(
          sql`${homeListings.serialNumber} is not null`,
          sql`${homeListings.previousPrice} > ${homeListings.price}`,
          sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
        ),
      )
      .limit(1);
    const text = async (path: string) =>
      (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
    const was = /Was <s>\$[\d,]+<\/s>: \$[\d,]+ off/;
    const page = (await text(`/homes/${dropped!.serialNumber}`)).match(was)?.[0];
    expect(page).toBeDefined();
    expect(await text(`/homes/${dropped!.serialNumber}/brochure`)).toContain(page);
  });

  it('prints a built home’s sticker on its brochure, and a floor plan’s “In stock nearby” on its own', async () => {
    const [withSticker] = await database.db
      .select({
        serialNumber: homeListings.serialNumber,
        stickerTypeId: homeListings.stickerTypeId,
      })
      .from(homeListings)
      .where(
        sql`${homeListings.serialNumber} is not null and ${homeListings.stickerTypeId} = ${STICKER_PRICE_DROP}`,
      )
      .limit(1);
    expect(withSticker).toBeDefined();
    const home = await (await fetch(`${base}/homes/${withSticker!.serialNumber}/brochure`)).text();
    expect(home).toMatch(/aria-label="Highlights"[^]*?>Price Drop<\/li>/);
    // The model page's badge, on the model's brochure at the same place.
    const search = (await (await fetch(`${base}/homes?where=37918`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    const inStock = /In stock nearby[^]*?href="\/homes\/model\/([^"?]+)/.exec(search)?.[1];
    expect(inStock).toBeDefined();
    const model = await (await fetch(`${base}/homes/model/${inStock}/brochure?where=37918`)).text();
    expect(model).toMatch(/>In stock nearby<\/li>/);
  });

  it('describes each welcome-home picture in plain words', async () => {
    const html = await (await fetch(`${base}/our-homeowners?lotNumber=1`)).text();
    const alts = [...html.matchAll(/alt="([^"]*\(a drawing\))"/g)].map((m) => m[1]!);
    expect(alts.length).toBeGreaterThanOrEqual(12);
    for (const alt of alts) {
      expect(alt).toMatch(/^The [^,]+, the home of the [A-Z][\w’' -]+ family \(a drawing\)$/);
    }
  });

  it('answers a testimonial link we never sent with 404, opened or posted to', async () => {
    const path = `/testimonials/${'x'.repeat(32)}`;
    expect((await fetch(`${base}${path}`)).status).toBe(404);
    const posted = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ publish: 'yes' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(404);
  });

  it('puts an unknown ZIP code’s problem beside the ZIP code field of a public form, keeping what was typed', async () => {
    const response = await fetch(`${base}/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({
        name: 'Pat Buyer',
        email: 'pat@example.com',
        preferredContact: 'email',
        zip: '99999',
        topic: 'buying',
        message: 'Is the Hearthside still for sale?',
      }),
    });
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    const zip = /<input[^>]*name="zip"[^>]*>/.exec(html)?.[0] ?? '';
    expect(zip).toContain('aria-invalid="true"');
    expect(zip).toContain('value="99999"');
    const errorId = /aria-describedby="[^"]*?([^" ]+-error)"/.exec(zip)?.[1];
    expect(html).toContain(
      `<p id="${errorId}" class="mt-1 text-sm font-semibold text-red-800">We could not find ZIP code 99999.</p>`,
    );
    expect(html).toContain('Is the Hearthside still for sale?');
  });

  it('says without JavaScript how far the home center is when none is near the ZIP code, and thanks no one at a typed address', async () => {
    const post = (zip: string) =>
      fetch(`${base}/contact-us`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({
          name: 'Bev Faraway',
          email: 'bev@example.com',
          preferredContact: 'email',
          zip,
          topic: 'buying',
          message: 'Do you deliver to California?',
        }),
      });
    try {
      const far = await post('90210');
      expect(far.status).toBe(303);
      const thankYou = far.headers.get('location') ?? '';
      expect(thankYou).toMatch(/^\/contact-us\?sent=\d+&from=90210&seal=[\w-]{22}#send-form$/);
      const html = (await (await fetch(`${base}${thankYou}`)).text()).replaceAll('<!-- -->', '');
      const [, miles] =
        /We have no home center within 250 miles of 90210 yet, so the nearest, [^<]+ in [^<,]+, [A-Z]{2}, about ([\d,]+) miles away, has your message and will answer you the way you chose\./.exec(
          html,
        ) ?? [];
      expect(Number(miles?.replaceAll(',', ''))).toBeGreaterThan(250);
      // A ZIP code near a home center: the address names it alone.
      expect((await post('37918')).headers.get('location')).toMatch(
        /^\/contact-us\?sent=\d+&seal=[\w-]{22}#send-form$/,
      );
      // An address the server did not write thanks no one: typed, or its home center or ZIP code
      // changed (which would name one that is not the nearest), it shows the form.
      const seal = new URL(thankYou, base).searchParams.get('seal');
      for (const typed of [
        '/contact-us?sent=1',
        '/contact-us?sent=1&from=90210',
        `/contact-us?sent=1&from=90210&seal=${seal}`,
        thankYou.replace('from=90210', 'from=37918'),
        thankYou.replace(/seal=[\w-]+/, 'seal=AAAAAAAAAAAAAAAAAAAAAA'),
      ]) {
        const page = (await (await fetch(`${base}${typed}`)).text()).replaceAll('<!-- -->', '');
        expect(page, typed).not.toContain('has your message');
        expect(page, typed).toContain('Send my message');
      }
      // The server's own address still thanks, with a lot number or a tracking parameter added.
      for (const added of ['&lotNumber=8', '&utm_source=mail']) {
        const [path, hash] = thankYou.split('#');
        const page = (await (await fetch(`${base}${path}${added}#${hash}`)).text()).replaceAll(
          '<!-- -->',
          '',
        );
        expect(page, added).toContain('has your message');
      }
    } finally {
      await database.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, FORM_PER_IP.bucket));
    }
  });

  it('answers a public form past the hour’s allowance with 429, Retry-After and the wait in words, keeping what was typed', async () => {
    // This file's requests all come from one address: its allowance is spent here, then given back.
    const ctx = { db: database.db, viewer: null };
    try {
      while ((await hit(ctx, FORM_PER_IP.bucket, '127.0.0.1', FORM_PER_IP)).allowed);
      const response = await fetch(`${base}/contact-us`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({
          name: 'Max Many',
          email: 'max@example.com',
          preferredContact: 'email',
          zip: '37918',
          topic: 'buying',
          message: 'One more question about the Hearthside.',
        }),
      });
      expect(response.status).toBe(429);
      const wait = Number(response.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(FORM_PER_IP.windowMs / 1000);
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toMatch(
        new RegExp(
          `You have sent many messages this hour\\. Call [^<]+, or try again in ${Math.ceil(wait / 60)} minutes?\\.`,
        ),
      );
      expect(html).toContain('One more question about the Hearthside.');
    } finally {
      await database.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, FORM_PER_IP.bucket));
    }
  });

  it('counts a posted line break as the one character the browser counted, and reads a message whole', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${base}/contact-us`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({
          name: 'Lin Breaks',
          email: 'lin@example.com',
          preferredContact: 'email',
          zip: '37918',
          topic: 'buying',
          ...fields,
        }),
      });
    // 1,950 characters as the browser's maxLength counts them, 150 of them line breaks (sent as \r\n).
    const lines = `${'a'.repeat(12)}\r\n`.repeat(150);
    expect(lines.replaceAll('\r\n', '\n')).toHaveLength(1950);
    expect((await post({ message: lines })).status).toBe(303);
    // Words, spaces past the limit, more words: too long, not cut to fit and sent without its end.
    const padded = await post({ message: `${'x'.repeat(1990)}${' '.repeat(200)}yy` });
    expect(padded.status).toBe(400);
    expect(await padded.text()).toContain('Keep it to 2,000 characters.');
    // A name of invisible characters alone is no name.
    const invisible = await post({ name: '\u200b\u200b', message: 'Hello' });
    expect(invisible.status).toBe(400);
    expect(await invisible.text()).toContain('Enter your name.');
  });

  it('lists every home a home center has for sale on its home page (issue 11)', async () => {
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(
        and(
          eq(dealers.lotNumber, '1'),
          sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
          // A floor plan to order listed twice is one offer, one card.
          notARepeatedFloorPlan,
        ),
      );
    expect(n).toBeGreaterThan(12);
    const html = (await (await fetch(`${base}/?lotNumber=1`)).text()).replaceAll('<!-- -->', '');
    // Each once: the featured ones, then the rest (the lists of issue 12 show some again).
    const list = (label: string) => {
      const start = html.indexOf(`aria-label="${label}`);
      return start < 0 ? '' : html.slice(start, html.indexOf('</ul>', start));
    };
    const both = list('Featured homes') + list('Homes for sale at ');
    // (Each card keeps the ?lotNumber= that chose the home center.)
    const serials = [...both.matchAll(/href="\/homes\/([A-Z0-9-]{6,})\?lotNumber=1"/g)].map(
      (m) => m[1],
    );
    expect([...both.matchAll(/<article/g)]).toHaveLength(n);
    expect(new Set(serials).size).toBe(serials.length);
    const plans = [
      ...both.matchAll(/<h3[^>]*><a [^>]*href="\/homes\/model\/([A-Z0-9-]+)\?lotNumber=1"/g),
    ].map((m) => m[1]);
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(plans).size).toBe(plans.length);
  });

  it('gives a floor plan a home center lists to order its price there, on its site’s model page and estimate', async () => {
    const plans = (await database.db.execute(sql`
      select l.model_number, l.price_label, l.price_sort, m.low_price
      from home_listings l join dealers d using (dealer_id) join models m on m.id = l.model_id
      where d.lot_number = '1' and l.serial_number is null and l.sticker_type_id is distinct from -1
      order by l.inventory_id`)) as unknown as {
      rows: {
        model_number: string;
        price_label: string;
        price_sort: number | null;
        low_price: number | null;
      }[];
    };
    // Its card's price, not the plan's lowest anywhere (the seed prices each center's own).
    const priced = plans.rows.find(
      (p) => p.price_sort !== null && Number(p.price_sort) !== Number(p.low_price),
    );
    expect(priced).toBeDefined();
    const page = async (modelNumber: string, lot = '?lotNumber=1') =>
      (await (await fetch(`${base}/homes/model/${modelNumber}${lot}`)).text())
        .replaceAll('<!-- -->', '')
        .replace(/<script[\s\S]*?<\/script>/g, '');
    const html = await page(priced!.model_number);
    expect(html).toContain(`${priced!.price_label}<span`);
    expect(html).toContain('to order at this home center');
    // The plan's "Starting at" of the main site's cards, named for what it is.
    expect(html).toContain(
      `The plan starts at $${Number(priced!.low_price).toLocaleString('en-US')} across our home centers`,
    );
    expect(html).toContain('at this home center’s price');
    // The estimate's first line is the home at that price.
    const at = html.indexOf('>The home</span>');
    expect(at).toBeGreaterThan(0);
    expect(html.slice(at, html.indexOf('</tr>', at))).toContain(`>${priced!.price_label}<`);
    expect(html).toContain('The floor plan as priced, before any options you add.');
    // A plan it lists to order without a price says so, as its card does.
    const unpriced = plans.rows.find((p) => p.price_sort === null);
    expect(unpriced).toBeDefined();
    const ask = await page(unpriced!.model_number);
    expect(ask).toContain('Contact Us For Pricing');
    expect(ask).toContain('to order at this home center');
    // ... beside what the plan starts at elsewhere, which the main site's cards say.
    expect(unpriced!.low_price).not.toBeNull();
    expect(ask).toContain(
      `The plan starts at $${Number(unpriced!.low_price).toLocaleString('en-US')} across our home centers`,
    );
    // Its site's brochure prints the same price and estimates from it.
    const brochure = await page(`${priced!.model_number}/brochure`);
    expect(brochure).toMatch(
      new RegExp(`>\\${priced!.price_label}<span[^>]*>to order at this home center</span>`),
    );
    expect(brochure).not.toContain('Starting at');
    // ... and for a plan it prices on request, the same words as its page.
    const askBrochure = await page(`${unpriced!.model_number}/brochure`);
    expect(askBrochure).toMatch(
      />Contact Us For Pricing<span[^>]*>to order at this home center<\/span>/,
    );
    expect(askBrochure).toContain(
      `>The plan starts at $${Number(unpriced!.low_price).toLocaleString('en-US')} across our home centers</p>`,
    );
    // Its site's designer prices the plan there too, and estimates from that total.
    const designer = await page(`${priced!.model_number}/design`);
    expect(designer).toMatch(
      new RegExp(`Home, standard options</dt><dd[^>]*>\\${priced!.price_label}<`),
    );
    expect(designer).toContain('What this design really costs');
    const askDesigner = await page(`${unpriced!.model_number}/design`);
    expect(askDesigner).toMatch(/Home, standard options<\/dt><dd[^>]*>Contact Us For Pricing</);
    expect(askDesigner).not.toContain('What this design really costs');
    // With the standard options the total is the home's own label, not "$0 + the home".
    expect(askDesigner).toMatch(/Total<\/dt><dd[^>]*>Contact Us For Pricing</);
    expect(askDesigner).not.toContain('$0 + the home');
    expect(askDesigner).toMatch(/Your upgrades<\/dt><dd[^>]*>No extra cost</);
    const mainDesigner = await page(`${priced!.model_number}/design`, '');
    // At the main site's default place (Knoxville's), at the price of the home center nearest
    // it, as that model page's cost panel is.
    expect(mainDesigner).toMatch(
      new RegExp(`Home, standard options</dt><dd[^>]*>\\${priced!.price_label}<`),
    );
    // The main site still gives the plan's starting price, and, placed beside
    // that home center, what the home center it names asks.
    const main = await page(priced!.model_number, '');
    expect(main).toContain('Starting at');
    expect(main).not.toContain('to order at this home center');
    const center = (await database.db.execute(
      sql`select name, postal_code from dealers where lot_number = '1'`,
    )) as unknown as { rows: { name: string; postal_code: string }[] };
    const { name, postal_code: zip } = center.rows[0]!;
    const placed = await page(priced!.model_number, `?where=${zip}`);
    expect(placed).toContain(`See it at ${name}`);
    expect(placed).toContain(`${priced!.price_label} to order at ${name}`);
    // Its cost panel, on that home center's figures, prices the home at its price too.
    expect(placed).toContain(
      Number(priced!.price_sort) === Number(priced!.low_price)
        ? 'What this home really costs, from its starting price'
        : `What this home really costs, at ${name}’s price`,
    );
    const placedBrochure = await page(`${priced!.model_number}/brochure`, `?where=${zip}`);
    expect(placedBrochure).toContain(`>${priced!.price_label} to order at ${name}</p>`);
    // The designer placed there prices the home at that center's price and says so (a buyer
    // review: a design sent to that center at the plan's lowest price, without a word; then
    // its list, share page and mail totalled it at that lowest price).
    const placedDesigner = await page(`${priced!.model_number}/design`, `?where=${zip}`);
    expect(placedDesigner).toMatch(
      new RegExp(`Home, standard options</dt><dd[^>]*>\\${priced!.price_label}<`),
    );
    expect(placedDesigner).toContain(
      `The home is at ${name}’s price to order this plan. It starts at $${Number(priced!.low_price).toLocaleString('en-US')} at another home center.`,
    );
    expect(placedDesigner).toContain(`What this design really costs, at ${name}’s price`);
    // A plan it prices on request (another center's "Starting at" is the plan's): the main
    // site placed there says so beside that price, as the center's own site leads with it.
    expect(unpriced!.low_price).not.toBeNull();
    const onRequest = await page(unpriced!.model_number, `?where=${zip}`);
    expect(onRequest).toContain('Starting at');
    expect(onRequest).toContain(`Contact Us For Pricing to order at ${name}`);
    const onRequestBrochure = await page(`${unpriced!.model_number}/brochure`, `?where=${zip}`);
    expect(onRequestBrochure).toContain(`>Contact Us For Pricing to order at ${name}</p>`);
  });

  it.each([
    ['a home center’s site', '/homes?lotNumber=1'],
    ['the main site', '/homes?where=37918'],
  ])(
    'gives every floor plan card of a search on %s the prices and "from" its page leads with',
    async (site, search) => {
      const text = (html: string) =>
        html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
      const fetchHtml = async (path: string) =>
        (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
      // Every page of the search's floor plans, as a buyer pages through them.
      const cards: { href: string; price: string; from: string | null }[] = [];
      for (let n = 1; n <= 40; n++) {
        const html = await fetchHtml(`${search}&page=${n}`);
        const plans = html
          .split('<article')
          .slice(1)
          .filter((card) => card.includes('/homes/model/'));
        for (const card of plans) {
          const nearest = /Nearest home center: ([^·<]+?)\s*(?:·|<)/.exec(card)?.[1];
          cards.push({
            href: /href="(\/homes\/model\/[^"]+)"/.exec(card)![1]!.replaceAll('&amp;', '&'),
            // "to order at the nearest home center" is the center the card names.
            price: text(
              /<p class="text-lg font-bold text-ink">([\s\S]*?)<\/p>/.exec(card)![1]!,
            ).replace('to order at the nearest home center', `to order at ${nearest}`),
            from: /from \$([\d,]+)/.exec(text(card))?.[1] ?? null,
          });
        }
        if (!html.includes(`page=${n + 1}`)) break;
      }
      expect(cards.length).toBeGreaterThan(50);
      const here = cards.filter((card) => card.price.endsWith('to order at this home center'));
      if (site === 'the main site') expect(here).toEqual([]);
      else {
        expect(here.some((card) => card.price.startsWith('$'))).toBe(true);
        expect(here.some((card) => card.price.startsWith('Contact Us For Pricing'))).toBe(true);
      }
      // Cards that say what their nearest center asks beside "Starting at".
      const atNearest = cards.filter((card) =>
        / to order at (?!this home center)/.test(card.price),
      );
      expect(atNearest.length).toBeGreaterThan(0);
      // Those, the center's own plans, and a spread of the others.
      for (const card of cards.filter(
        (c, i) => here.includes(c) || atNearest.includes(c) || i % 4 === 0,
      )) {
        const html = await fetchHtml(card.href);
        const leads = text(
          /<p class="text-3xl font-bold text-ink">([\s\S]*?)<\/p>/.exec(html)![1]!,
        );
        expect(
          `${leads} `.startsWith(`${card.price} `),
          `${card.href}: ${card.price} / ${leads}`,
        ).toBe(true);
        const low = /data-testid="monthly"[^>]*>\$([\d,]+\.\d\d)/.exec(html)?.[1];
        if (card.from === null) {
          expect(low, card.href).toBeUndefined();
          continue;
        }
        expect(Math.ceil(Number(low!.replace(/,/g, ''))), card.href).toBe(
          Number(card.from.replace(/,/g, '')),
        );
      }
    },
  );

  it('says on a model page the sticker its home center’s card of the plan shows', async () => {
    const plans = (await database.db.execute(sql`
      select home_listings.model_number, dealers.lot_number
      from home_listings join dealers using (dealer_id)
      where home_listings.serial_number is null and home_listings.sticker_type_id = 3
        and ${notARepeatedFloorPlan}
      order by home_listings.inventory_id limit 1`)) as unknown as {
      rows: { model_number: string; lot_number: string }[];
    };
    const plan = plans.rows[0]!;
    const path = `/homes/model/${plan.model_number}?lotNumber=${plan.lot_number}`;
    const html = (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<p class="mb-2 [^"]*">Great Value<\/p>/);
    // The center's card of it says the same.
    const center = (await (await fetch(`${base}/?lotNumber=${plan.lot_number}`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(center).toContain(`href="${path}"`);
  });

  it('links the floor plans and built homes for sale a search finds (issue 11)', async () => {
    const html = await (await fetch(`${base}/homes?where=37918`)).text();
    const models = [...html.matchAll(/href="\/homes\/model\/([A-Z0-9-]+)"/g)];
    expect(models.length).toBeGreaterThanOrEqual(5);
    const built = html.slice(html.indexOf('id="built-title"')).replaceAll('<!-- -->', '');
    expect(built).toContain('Built homes for sale near Knoxville, TN');
    const serials = [...built.matchAll(/href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/g)].map(
      (m) => m[1],
    );
    expect(serials.length).toBeGreaterThanOrEqual(1);
    expect(serials.length).toBeLessThanOrEqual(3);
    for (const serial of serials) {
      expect((await fetch(`${base}/homes/${serial}`)).status).toBe(200);
    }
    // One a home center; more of each near there a link away, those shown among them.
    const all =
      /href="(\/mobile-manufactured-homes-on-display\?where=37918)"[^>]*>More built homes near Knoxville, TN</.exec(
        built,
      )?.[1];
    expect(all).toBeDefined();
    const everyOne = await (await fetch(`${base}${all}`)).text();
    const listed = [...everyOne.matchAll(/href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/g)].map(
      (m) => m[1],
    );
    expect(listed.length).toBeGreaterThan(serials.length);
    for (const serial of serials) expect(listed).toContain(serial);
  });

  it('shows beside a filtered search only built homes that fit its filters', async () => {
    const html = (
      await (await fetch(`${base}/homes?where=37918&beds=3&maxPrice=100000`)).text()
    ).replaceAll('<!-- -->', '');
    const at = html.indexOf('id="built-title"');
    expect(at).toBeGreaterThan(-1);
    const built = html.slice(at);
    expect(built).toContain('Homes already built that fit the filters above');
    // The built homes' own list takes no filters: its link says so.
    expect(built).toContain('More built homes near Knoxville, TN, without these filters');
    const serials = [...built.matchAll(/href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/g)].map(
      (m) => m[1]!,
    );
    expect(serials.length).toBeGreaterThan(0);
    const homes = await database.db
      .select({
        beds: homeListings.beds,
        price: homeListings.priceSort,
        lotNumber: dealers.lotNumber,
      })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(inArray(homeListings.serialNumber, serials));
    for (const home of homes) {
      expect(home.beds).toBeGreaterThanOrEqual(3);
      expect(home.price).toBeLessThanOrEqual(100000);
    }
    // One a home center, and the nearest one's fitting home among them, whatever its nearest
    // home is (Oak Creek Homes of Knoxville, lot 1, is in 37918).
    expect(new Set(homes.map((home) => home.lotNumber)).size).toBe(homes.length);
    expect(homes.map((home) => home.lotNumber)).toContain('1');
    // With a feature asked for, built homes whose floor plan has it.
    const withFeature = (
      await (await fetch(`${base}/homes?where=37918&feature=1`)).text()
    ).replaceAll('<!-- -->', '');
    const featured = withFeature.slice(withFeature.indexOf('id="built-title"'));
    expect(featured).toContain('Homes already built that fit the filters above');
    const featuredSerials = [
      ...featured.matchAll(/href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/g),
    ].map((m) => m[1]!);
    expect(featuredSerials.length).toBeGreaterThan(0);
    const withoutIt = await database.db
      .select({ serial: homeListings.serialNumber })
      .from(homeListings)
      .where(
        and(
          inArray(homeListings.serialNumber, featuredSerials),
          notExists(
            database.db
              .select({ one: sql`1` })
              .from(modelFeatures)
              .where(
                and(
                  eq(modelFeatures.modelId, homeListings.modelId),
                  eq(modelFeatures.featureId, 1),
                ),
              ),
          ),
        ),
      );
    expect(withoutIt).toEqual([]);
  });

  it('says nothing is near a place far from every home center, not that filters are to blame', async () => {
    const response = await fetch(`${base}/homes?where=90210`);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('No homes for sale within 100 miles of Beverly Hills, CA.');
    expect(html).toContain('href="/contact-us"');
    expect(html).not.toContain('match all of these filters');
    // With a filter given, the filters may be why: the page says so.
    const filtered = await (await fetch(`${base}/homes?where=90210&beds=3`)).text();
    expect(filtered).toContain('match all of these filters');
  });

  it('does not ask a placed buyer for their ZIP code again: far from every home center, or near one', async () => {
    const html = (
      await (await fetch(`${base}/homes/model/OAK-1660-3A?where=90210`)).text()
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('None of our home centers is near your site to deliver from');
    expect(html).not.toContain('give your ZIP code to estimate it');
    // Nothing there is for the buyer to complete: delivery is theirs to ask about.
    expect(html).not.toContain('Not estimated yet');
    expect(html).toContain('All in, without delivery');
    expect(html).toMatch(/<td[^>]*>Ask us<\/td>/);
    const near = await (await fetch(`${base}/homes/model/OAK-1660-3A?where=37918`)).text();
    expect(near).not.toContain('None of our home centers is near your site');
    // The panel says where its delivery miles come from while its own ZIP code box is empty.
    expect(near).toContain('Delivery is measured from Knoxville, TN, where you searched');
    const typed = await (
      await fetch(`${base}/homes/model/OAK-1660-3A?where=37918&zip=37918`)
    ).text();
    expect(typed).not.toContain('Delivery is measured from');
  });

  it('says a page number past the end is past the end, and links the last page, not "no match"', async () => {
    const first = (await (await fetch(`${base}/homes?where=37918`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    const lastPage = Math.max(
      ...[...first.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1])),
    );
    expect(lastPage).toBeGreaterThanOrEqual(2);
    const response = await fetch(`${base}/homes?where=37918&page=999`);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Page 999 is past the end of these results.');
    expect(html).not.toContain('match all of these filters');
    expect(html).toContain(`href="/homes?where=37918&amp;page=${lastPage}"`);
    expect(html).toContain(`Go to the last page, page ${lastPage}`);
    // "Previous" leads back inside the results, not to page 998.
    expect(html).not.toContain('page=998');
  });

  it('answers a form posted to a home, parcel or home center there is none of 404, as its page', async () => {
    for (const page of ['/homes/NOPE-1', '/land/NOPE-1', '/lp/99999999/affordable-homes']) {
      expect((await fetch(`${base}${page}`)).status, page).toBe(404);
      const posted = await fetch(`${base}${page}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({
          name: 'Pat Buyer',
          email: 'pat@example.com',
          phone: '8655550100',
          preferredContact: 'email',
          zip: '37918',
          message: 'Is it still for sale?',
        }),
      });
      expect(posted.status, page).toBe(404);
    }
  });

  it('sends the model page’s place on to its designer, whose estimate uses the same home center’s figures', async () => {
    const model = (await (await fetch(`${base}/homes/model/OAK-1876-3A?where=37918`)).text())
      .replaceAll('<!-- -->', '')
      .replaceAll('&#x27;', '’');
    const figures = /from ([^<]+?)’s figures as of/.exec(model)?.[1];
    expect(figures).toBe('Oak Creek Homes of Knoxville');
    const design = /href="(\/homes\/model\/OAK-1876-3A\/design[^"]*)"/.exec(model)?.[1];
    expect(design).toBe('/homes/model/OAK-1876-3A/design?where=37918');
    const designer = (await (await fetch(`${base}${design}`)).text()).replaceAll('<!-- -->', '');
    expect(designer).toContain(`from ${figures}’s figures as of`);
    // Its way back to the model keeps the place too.
    expect(designer).toContain('href="/homes/model/OAK-1876-3A?where=37918"');
    // Both measure the delivery from the visitor's place, not "give your ZIP code".
    for (const page of [model, designer]) {
      expect(page).toMatch(/(Less than a mile|About \d+ miles) from Oak Creek Homes of Knoxville/);
    }
  });

  it('leads a model page’s “In stock nearby” to the built homes of that model near its place', async () => {
    const html = (
      await (await fetch(`${base}/homes/model/OAK-1876-3A?where=37918`)).text()
    ).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<a href="#built-nearby"[^>]*>In stock nearby<\/a>/);
    const section = html.slice(html.indexOf('id="built-nearby"'));
    expect(section).toContain('Built and for sale nearby');
    const serials = [
      ...section
        .slice(0, section.indexOf('</section>'))
        .matchAll(/href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/g),
    ].map((m) => m[1]!);
    expect(serials.length).toBeGreaterThanOrEqual(1);
    expect(serials.length).toBeLessThanOrEqual(3);
    // The first is one the badge promises: to be had today, not on its way or under contract.
    const first = /<article[\s\S]*?<\/article>/.exec(section)![0];
    expect(first).not.toMatch(/Coming Soon|Under Construction|Sale Pending/);
    for (const serial of serials) {
      const home = await fetch(`${base}/homes/${serial}`);
      expect(home.status).toBe(200);
      // A home of that model (its structured data names the model number).
      expect((await home.text()).includes('"mpn":"OAK-1876-3A"')).toBe(true);
    }
  });

  it('shows “In stock nearby” on a search’s card only where the model’s page lists such a home', async () => {
    // Places whose only built home of some plan stands on a parcel farther than its home center.
    let badged = 0;
    for (const where of ['75001', '29401', '37918']) {
      const search = (await (await fetch(`${base}/homes?where=${where}`)).text()).replaceAll(
        '<!-- -->',
        '',
      );
      const cards = [...search.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => card);
      for (const card of cards.filter((c) => c.includes('In stock nearby'))) {
        const href = /href="(\/homes\/model\/[^"]+)"/.exec(card)?.[1]?.replaceAll('&amp;', '&');
        if (!href) continue;
        badged += 1;
        // The search remembers its place, which a model page opened without one takes.
        const page = (
          await (await fetch(`${base}${href}`, { headers: { cookie: `place=${where}` } })).text()
        ).replaceAll('<!-- -->', '');
        expect(/<a href="#built-nearby"[^>]*>In stock nearby<\/a>/.test(page), href).toBe(true);
      }
    }
    expect(badged).toBeGreaterThan(0);
  });

  it('says "from you" only of a place the visitor gave: the default place is named, or no miles', async () => {
    const page = async (path: string) =>
      (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
    // No place typed and none from the connection (loopback): the default place, by name.
    const homes = await page('/homes');
    expect(homes).toContain('Homes for sale near Knoxville, TN');
    const fromYou = /(mi|mile) from you\b/;
    expect(homes).not.toMatch(fromYou);
    expect(homes).toMatch(/ mi from Knoxville, TN|less than a mile from Knoxville, TN/);
    expect(await page('/land')).not.toMatch(fromYou);
    expect(await page('/homes?where=37918')).toMatch(fromYou);
    // A model page's cards measure from the place the visitor chose, and only then say so.
    const model = await page('/homes/model/OAK-1876-3A');
    expect(model).not.toMatch(fromYou);
    expect(await page('/homes/model/OAK-1876-3A?where=37918')).toMatch(fromYou);
  });

  it('shows similar floor plans on a model page, found through getModelsService', async () => {
    const html = await (await fetch(`${base}/homes/model/OAK-2868-3A`)).text();
    const section = html.slice(html.indexOf('id="similar-heading"')).replaceAll('<!-- -->', '');
    expect(section).toContain('Similar floor plans');
    const links = [...section.matchAll(/href="\/homes\/model\/([^"?]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(4);
    expect(links).not.toContain('OAK-2868-3A');
    expect(new Set(links).size).toBe(4);
    // The Cumberland has 3 bedrooms and 1,847 sq ft: each card has 3+ and 1,569–2,125 sq ft.
    const cards = [...section.matchAll(/(\d+) beds? · [\d.]+ baths? · ([\d,]+) sq ft/g)];
    expect(cards).toHaveLength(4);
    for (const [, beds, size] of cards) {
      expect(Number(beds)).toBeGreaterThanOrEqual(3);
      expect(Number(size!.replace(',', ''))).toBeGreaterThanOrEqual(1569);
      expect(Number(size!.replace(',', ''))).toBeLessThanOrEqual(2125);
    }
  });

  it('shows a curated list under its code (SPEC §2 /{hash}), and no other code', async () => {
    const response = await fetch(`${base}/family4br`);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Four bedrooms or more, and room to grow');
    const beds = [...html.matchAll(/(\d) beds ·/g)].map((m) => Number(m[1]));
    expect(beds.length).toBeGreaterThan(0);
    expect(beds.every((n) => n >= 4)).toBe(true);
    // The search's own cards: a starting price, a monthly estimate and a heart on each.
    expect(html.match(/Starting at /g)).toHaveLength(beds.length);
    expect(html.match(/<span aria-hidden="true">\/mo<\/span>/g)).toHaveLength(beds.length);
    expect(html.match(/aria-label="Save [^"]+ to favorites"/g)).toHaveLength(beds.length);
  });

  it('places a curated list’s plans where the visitor is, as each plan’s own page is', async () => {
    const cardsOf = async (url: string) => {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      const html = (await response.text()).replaceAll('<!-- -->', '');
      return [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => ({
        href: /href="([^"]+)"/.exec(card)![1]!.replaceAll('&amp;', '&'),
        homeCenter: /(?:At|Nearest home center:) ([^<·]+?)(?: ·|<)/.exec(card)?.[1] ?? null,
        fromYou: card.includes('from you'),
      }));
    };
    // No place of the visitor's: placed as a model's page without one is (the default
    // place), no miles "from you", and links that add no place.
    const unplaced = await cardsOf('/family4br');
    expect(unplaced.length).toBeGreaterThan(0);
    expect(unplaced.every((card) => !card.href.includes('where=') && !card.fromYou)).toBe(true);
    const placed = await cardsOf('/family4br?where=37918');
    expect(placed).toHaveLength(unplaced.length);
    expect(placed.every((card) => card.href.endsWith('?where=37918'))).toBe(true);
    const named = placed.find((card) => card.homeCenter !== null);
    expect(named).toBeDefined();
    // The plan's own page at that place names the same home center.
    const page = await (await fetch(`${base}${named!.href}`)).text();
    expect(page.replaceAll('<!-- -->', '')).toContain(`See it at ${named!.homeCenter}`);
    expect(await (await fetch(`${base}/family4br?where=37918`)).text()).toContain(
      'Prices, home centers and monthly estimates near',
    );
    // A place no home center delivers to: the cards name none, and the page says what that
    // means for their estimates.
    const far = await (await fetch(`${base}/family4br?where=90210`)).text();
    expect(far.replaceAll('<!-- -->', '')).toContain(
      'None of our home centers is near Beverly Hills, CA to deliver from',
    );
    expect(far).not.toContain('Prices, home centers and monthly estimates near');
    // A buyer review: Amarillo has a home center, which lists none of these plans. The page
    // said none was near; it says none near lists them, and names the nearest to ask.
    const amarillo = (await (await fetch(`${base}/family4br?where=79101`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(amarillo).toContain('No home center near Amarillo, TX lists these plans');
    expect(amarillo).toMatch(
      /href="\/about-us\?lotNumber=\d+"[^>]*>Ask [^<]+ of Amarillo, the nearest/,
    );
    expect(amarillo).not.toContain('None of our home centers is near');
    // A place that is none: said beside the box, and the list as without one.
    const unknown = await fetch(`${base}/family4br?where=zzzz`);
    expect(unknown.status).toBe(200);
    const refused = await unknown.text();
    expect(refused).toContain('We could not find “zzzz”');
    // What was typed stays in the box, here and on a home collection's page.
    expect(refused).toMatch(/<input[^>]*name="where"[^>]*value="zzzz"/);
    const collection = await (await fetch(`${base}/sale-homes?where=3791x`)).text();
    expect(collection).toContain('Enter a ZIP code of 5 digits');
    expect(collection).toMatch(/<input[^>]*name="where"[^>]*value="3791x"/);
  });

  it.each([
    '/nope',
    '/family4bx',
    '/abc',
    '/homes/new',
    '/homes/used',
    '/homes/123/images',
    '/homes/123/images/4',
  ])('answers %s with 404 and the not-found text', async (url) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('The Page You Were Looking For Was Not Found');
  });

  it.each(['/nope', '/a/b/c', '/family4br', '/graphql/x'])(
    'answers a form posted to %s, where no page takes one, with the not-found screen',
    async (url) => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: 'a=1',
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('The Page You Were Looking For Was Not Found');
    },
  );

  it('answers a path under /graphql with the not-found screen, and /graphql itself as the API', async () => {
    const page = await fetch(`${base}/graphql/x`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('The Page You Were Looking For Was Not Found');
    const api = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${base}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });
});

describe('titles', () => {
  const title = async (path: string) =>
    /<title>([^<]*)<\/title>/.exec(
      (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', ''),
    )?.[1];

  it('name whose site it is: the company’s, or the home center’s on its own site, never twice', async () => {
    expect(await title('/contact-us')).toBe('Contact us | Hearthstone Homes');
    expect(await title('/contact-us?lotNumber=1')).toBe(
      'Contact us | Oak Creek Homes of Knoxville',
    );
    expect(await title('/special-offers?lotNumber=1')).toBe(
      'Special offers | Oak Creek Homes of Knoxville',
    );
    // A title that already names the home center is not followed by its name.
    expect(await title('/?lotNumber=1')).toBe(
      'Oak Creek Homes of Knoxville: Manufactured &amp; Modular Homes in Knoxville, TN',
    );
  });

  it('name the site on a page that is not found too, whether no route or the page’s data is missing', async () => {
    expect(await title('/no-such-page')).toBe(
      'The Page You Were Looking For Was Not Found | Hearthstone Homes',
    );
    expect(await title('/news/no-such-post')).toBe(
      'The Page You Were Looking For Was Not Found | Hearthstone Homes',
    );
    expect(await title('/news/no-such-post?lotNumber=1')).toBe(
      'The Page You Were Looking For Was Not Found | Oak Creek Homes of Knoxville',
    );
    expect(await title('/no-such-page?lotNumber=1')).toBe(
      'The Page You Were Looking For Was Not Found | Oak Creek Homes of Knoxville',
    );
  });
});

describe('page redirects (SPEC §2)', () => {
  it('follows a page’s redirect target, keeping the visitor’s query', async () => {
    const permanent = await fetch(`${base}/Find-A-Home/?where=37918&lotNumber=1`, {
      redirect: 'manual',
    });
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/homes?where=37918&lotNumber=1');
    // Parameters no page reads are not part of the shared render, yet the visitor keeps them.
    const tagged = await fetch(`${base}/Find-A-Home/?utm_source=tv&where=37918`, {
      redirect: 'manual',
    });
    expect(tagged.headers.get('location')).toBe('/homes?where=37918&utm_source=tv');
    const again = await fetch(`${base}/Find-A-Home/?utm_source=radio&where=37918`, {
      redirect: 'manual',
    });
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('location')).toBe('/homes?where=37918&utm_source=radio');
    const temporary = await fetch(`${base}/homes-near-me?where=37918`, { redirect: 'manual' });
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/homes?sort=nearest&where=37918');
    // Followed, it is the target page.
    const followed = await fetch(`${base}/land-for-sale`);
    expect(followed.url).toBe(`${base}/land`);
    expect(await followed.text()).toMatch(/Land for Sale/);
  });

  it('sends page-data.json to the target’s page data, and client navigations to the target', async () => {
    const data = await fetch(`${base}/find-a-home/page-data.json?where=37918`, {
      redirect: 'manual',
    });
    expect(data.status).toBe(301);
    expect(data.headers.get('location')).toBe('/homes/page-data.json?where=37918');
    const followed = (await (
      await fetch(`${base}/find-a-home/page-data.json?where=37918`)
    ).json()) as { path: string; status: number };
    expect(followed).toMatchObject({ path: '/homes', status: 200 });
    // React Router's client navigations fetch {path}.data: the redirect rides in the payload.
    const navigation = await fetch(`${base}/find-a-home.data?where=37918`, { redirect: 'manual' });
    expect(navigation.status).toBe(202);
    const payload = await navigation.text();
    expect(payload).toContain('SingleFetchRedirect');
    expect(payload).toContain('"/homes?where=37918"');
  });
});

describe('the remembered place (issue 11)', () => {
  const remembered = { headers: { cookie: 'place=37918' }, redirect: 'manual' as const };

  it('opens a placed page without a place of its own at the ZIP code the visitor chose', async () => {
    for (const [from, to] of [
      ['/', '/?where=37918'],
      ['/homes?beds=3', '/homes?beds=3&where=37918'],
      ['/land', '/land?where=37918'],
      ['/homes/model/OAK-2868-3A', '/homes/model/OAK-2868-3A?where=37918'],
      ['/homes/ABC123', '/homes/ABC123?where=37918'],
      ['/homes/page-data.json?beds=3', '/homes/page-data.json?beds=3&where=37918'],
      ['/page-data.json', '/page-data.json?where=37918'],
    ] as const) {
      const response = await fetch(`${base}${from}`, remembered);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
      expect(response.headers.get('cache-control'), from).toBe('private, no-store');
    }
  });

  it('leaves pages with a place or a home center, other pages, and home centers’ own sites', async () => {
    for (const url of ['/homes?where=Dallas', '/?lotNumber=1', '/homes/new', '/learn']) {
      const response = await fetch(`${base}${url}`, remembered);
      expect([200, 404], url).toContain(response.status);
    }
    // A home center's own host (fetch cannot set Host).
    const dealerStatus = await new Promise<number | undefined>((resolve, reject) => {
      const port = new URL(base).port;
      get(
        `${base}/homes`,
        { headers: { host: `knoxville.localhost:${port}`, cookie: 'place=37918' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      ).on('error', reject);
    });
    expect(dealerStatus).toBe(200);
    // Without the cookie, nothing moves.
    expect((await fetch(`${base}/homes`, { redirect: 'manual' })).status).toBe(200);
  });

  it('names a floor plan card’s home center as the nearest on a home center’s site too', async () => {
    const page = (await (await fetch(`${base}/homes?lotNumber=1`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    const plans = page.slice(0, page.indexOf('id="built-title"'));
    expect(plans).toMatch(/Nearest home center: [^<]+/);
    expect(plans).not.toMatch(/>At [A-Z]/);
  });

  it('links another home center’s home page from a home center’s own host to the main site', async () => {
    const [knoxville] = await database.db
      .select()
      .from(dealers)
      .where(eq(dealers.slug, 'knoxville'))
      .limit(1);
    expect(knoxville).toBeDefined();
    const homeAt = async (own: boolean) => {
      const [row] = await database.db
        .select({ serialNumber: homeListings.serialNumber, dealerId: homeListings.dealerId })
        .from(homeListings)
        .where(
          and(
            own
              ? eq(homeListings.dealerId, knoxville!.dealerId)
              : sql`${homeListings.dealerId} <> ${knoxville!.dealerId}`,
            sql`${homeListings.serialNumber} is not null`,
          ),
        )
        .limit(1);
      return row!;
    };
    const port = new URL(base).port;
    const onKnoxvilleHost = (path: string) =>
      new Promise<string>((resolve, reject) => {
        get(`${base}${path}`, { headers: { host: `knoxville.localhost:${port}` } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        }).on('error', reject);
      });
    const other = await homeAt(false);
    const [otherDealer] = await database.db
      .select({ lotNumber: dealers.lotNumber, name: dealers.name })
      .from(dealers)
      .where(eq(dealers.dealerId, other.dealerId));
    const moreHomes = (page: string) =>
      /<a href="([^"]*)"[^>]*>More homes at /.exec(page.replaceAll('<!-- -->', ''))?.[1];
    // The host chooses Knoxville whatever ?lotNumber= says: another center's home is on the main site.
    expect(moreHomes(await onKnoxvilleHost(`/homes/${other.serialNumber}`))).toBe(
      `http://localhost:3000/?lotNumber=${otherDealer!.lotNumber}`,
    );
    expect(moreHomes(await onKnoxvilleHost(`/homes/${(await homeAt(true)).serialNumber}`))).toBe(
      '/',
    );
    // On the main site, the lot number chooses.
    expect(moreHomes(await (await fetch(`${base}/homes/${other.serialNumber}`)).text())).toBe(
      `/?lotNumber=${otherDealer!.lotNumber}`,
    );
  });

  it('measures a built home’s delivery from the chosen place, on its page and its brochure', async () => {
    const search = (await (await fetch(`${base}/homes?where=37918`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    const built = search.slice(search.indexOf('id="built-title"'));
    const serial = /href="\/homes\/(?!model\/)([A-Z0-9-]{6,})"/.exec(built)?.[1];
    expect(serial).toBeDefined();
    const delivery = /(Less than a mile|About \d+ miles) from /;
    for (const path of [`/homes/${serial}`, `/homes/${serial}/brochure`]) {
      const placed = (await (await fetch(`${base}${path}?where=37918`)).text()).replaceAll(
        '<!-- -->',
        '',
      );
      const unplaced = (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');
      if (path.endsWith('/brochure')) {
        // The brochure's summary prices the delivery once it knows where the site is.
        expect(placed).not.toContain('Depends on your site');
        expect(unplaced).toContain('Depends on your site');
        // A cost there is none of (the land the buyer has) reads as the page writes it.
        expect(placed).toContain('>None</td>');
        expect(placed).not.toMatch(/>\$0<\/td>/);
      } else {
        expect(placed).toMatch(delivery);
        expect(unplaced).not.toMatch(delivery);
      }
    }
  });

  it('shows a model at the nearest home center that has it, and how far from the chosen place', async () => {
    const html = (
      await (await fetch(`${base}/homes/model/TRU-2472-3A?where=37918`)).text()
    ).replaceAll('<!-- -->', '');
    expect(html).toMatch(
      /The nearest home center with this home: (\d+ mi|less than a mile) from Knoxville, TN/,
    );
    // A city works as the searches take it, and the suggested floor plans keep the place.
    const byCity = (
      await (await fetch(`${base}/homes/model/TRU-2472-3A?where=Knoxville%2C+TN`)).text()
    ).replaceAll('<!-- -->', '');
    expect(byCity).toMatch(/from Knoxville, TN/);
    expect(byCity).toMatch(/href="\/homes\/model\/[^"?]+\?where=Knoxville%2C\+TN"/);
    // No place: the default one, and no claim of distance from the visitor.
    const plain = (await (await fetch(`${base}/homes/model/TRU-2472-3A`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(plain).not.toContain('The nearest home center with this home');
  });
});

describe('page cache', () => {
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it('renders a public page once, then serves the same bytes, its scripts allowed by hash, not a shared nonce', async () => {
    const url = `${base}/homes?where=37918&beds=4&sort=priceAsc`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const [html1, html2] = [await first.text(), await second.text()];
    expect(html2).toBe(html1);
    // Issue 9: every visitor of a kept page gets the same bytes, so its CSP names
    // no nonce (one read once would work for the page's whole life): each inline
    // script is allowed by its SHA-256 instead, files by 'self'.
    for (const response of [first, second]) {
      const csp = response.headers.get('content-security-policy')!;
      expect(nonceOf(response)).toBeUndefined();
      expect(csp).not.toContain('strict-dynamic');
      // Scripts that run: a page's data (JSON) is not run, and CSP does not apply to it.
      const inline = [...html1.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !m[1]!.includes('application/') && m[2] !== '')
        .map((m) => m[2]!);
      expect(inline.length).toBeGreaterThan(1);
      for (const text of inline) {
        const hash = createHash('sha256').update(text).digest('base64');
        expect(csp).toContain(`'sha256-${hash}'`);
      }
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
    }
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(second.headers.get('vary')).toContain('Accept-Encoding');

    const etag = second.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    // (fetch adds Cache-Control: no-cache to conditional requests; a browser revalidating does not.)
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      get(url, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(revalidated).toBe(304);

    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      expect(await response.text()).toBe(html1);
    }
  });

  it('keys pages by everything that changes them: path, query, home center and data form', async () => {
    const corporate = await (await fetch(`${base}/homes?where=37918&beds=5`)).text();
    const dealer = await fetch(`${base}/homes?where=37918&beds=5&lotNumber=1`);
    expect(dealer.headers.get('x-page-cache')).toBe('miss');
    const dealerHtml = await dealer.text();
    expect(dealerHtml).toContain('Oak Creek Homes of Knoxville');
    expect(corporate).not.toContain('Welcome to');
    const asData = await fetch(`${base}/homes/page-data.json?where=37918&beds=5`);
    expect(asData.headers.get('content-type')).toContain('application/json');
    expect(((await asData.json()) as { path: string }).path).toBe('/homes');
    const notFound = await fetch(`${base}/homes/NOPE-CACHE`);
    const notFoundAgain = await fetch(`${base}/homes/NOPE-CACHE`);
    expect([notFound.status, notFoundAgain.status]).toEqual([404, 404]);
    expect(notFoundAgain.headers.get('x-page-cache')).toBe('hit');
  });

  it('never keeps a shared design: one deleted or changed by its owner is so at once', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/designs/${'A'.repeat(22)}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-page-cache')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('never shares a page that placed its visitor by IP address, and honours a typed city', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'homes-geoip-'));
    const file = path.join(dir, 'City.mmdb');
    await writeFile(file, testCityDatabase());
    const build = (await import(
      pathToFileURL(path.join(root, 'build/server/index.js')).href
    )) as AppBuild;
    const { app } = createApp({
      config: loadConfig({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        GEOIP_DATABASE: file,
      }),
      database,
      logger: pino({ level: 'silent' }),
      build,
      clientDir: null,
      dealerHosts: await dealerSites({ db: database.db, viewer: null }),
    });
    const geoServer = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = geoServer.address();
    const geoBase = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const from = (ip: string, url = '/homes') =>
        fetch(`${geoBase}${url}`, { headers: { 'x-forwarded-for': ip } });
      const knoxville = await from('8.8.8.8');
      const richardson = await from('8.8.4.4');
      expect(await knoxville.text()).toMatch(/near Knoxville, TN/);
      expect(await richardson.text()).toMatch(/near Richardson, TX/);
      for (const response of [knoxville, richardson]) {
        expect(response.headers.get('x-page-cache')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
      }
      // A visitor in Texas who types Knoxville gets Knoxville, and that page is shared.
      const typed = '/homes?where=Knoxville%2C+TN';
      expect(await (await from('8.8.4.4', typed)).text()).toMatch(/near Knoxville, TN/);
      const again = await from('8.8.8.8', typed);
      expect(again.headers.get('x-page-cache')).toBe('hit');
    } finally {
      await new Promise((resolve) => geoServer.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a place typed', () => {
  const note = (typed: string) =>
    `We could not find “${typed}”, so this shows the closest name we know: `;
  const text = async (path: string) =>
    (await (await fetch(`${base}${path}`)).text()).replaceAll('<!-- -->', '');

  it('found by another name is said on every page placed by it, and the page names the place shown', async () => {
    const homes = await text('/homes?where=Knoxville%2C+CA');
    expect(homes).toContain(note('Knoxville, CA'));
    const shown = /Homes for sale near ([^<]+, CA)</.exec(homes)?.[1];
    expect(shown).toBeDefined();
    expect(shown).not.toBe('Knoxville, CA');
    expect(homes).toContain(`${note('Knoxville, CA')}${shown}.`);
    for (const path of [
      '/?where=Knoxville%2C+CA',
      '/news-events?where=Knoxville%2C+CA',
      '/about-us?near=Knoxville%2C+CA',
    ]) {
      expect(await text(path), path).toContain(`${note('Knoxville, CA')}${shown}.`);
    }
  });

  it('as it is named, or as a ZIP code (a ZIP+4 too), needs no word', async () => {
    for (const path of [
      '/homes?where=knoxville+tn',
      '/homes?where=Knoxville%2C+TN+37918',
      '/homes?where=37918-1234',
      '/?where=37918-1234',
      '/about-us?near=37918-1234',
    ]) {
      const page = await text(path);
      expect(page, path).not.toContain('We could not find');
      expect(page, path).toContain('Knoxville, TN');
    }
    // The ZIP code list writes "Saint Louis": "St. Louis" is the same town.
    const stLouis = await text('/homes?where=St.+Louis%2C+MO');
    expect(stLouis).not.toContain('We could not find');
    expect(stLouis).toContain('Homes for sale near Saint Louis, MO');
    // Find pressed with nothing typed says what to type; the page alone says nothing.
    for (const path of ['/about-us', '/review', '/give-a-testimonial']) {
      expect(await text(`${path}?near=`), path).toContain(
        'Type a ZIP code, or a city and state like Knoxville, TN, to find the home centers near it.',
      );
      expect(await text(path), path).not.toContain('Type a ZIP code, or a city');
    }
    // A home collection takes a ZIP code alone, a ZIP+4 too.
    const collection = await text('/sale-homes?where=37918-1234');
    expect(collection).not.toContain('Enter a ZIP code of 5 digits');
    expect(collection).toContain('Knoxville, TN');
  });
});

describe('model pictures', () => {
  it('renders an exterior as WebP and a floorplan as PNG at the asked width, with ETag revalidation', async () => {
    const model = await database.db.query.models.findFirst();
    const exterior = await fetch(`${base}/images/models/${model!.modelNumber}/exterior-640.webp`);
    expect(exterior.status).toBe(200);
    expect(exterior.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await exterior.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    const etag = exterior.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/images/models/${model!.modelNumber}/exterior-640.webp`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    const plan = await fetch(`${base}/images/models/${model!.modelNumber}/floorplan-320.png`);
    expect(plan.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await plan.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('answers 404 for unknown models and widths it does not draw', async () => {
    expect((await fetch(`${base}/images/models/NOPE-1/exterior-640.webp`)).status).toBe(404);
    const model = await database.db.query.models.findFirst();
    expect(
      (await fetch(`${base}/images/models/${model!.modelNumber}/exterior-641.webp`)).status,
    ).toBe(404);
    expect((await fetch(`${base}/images/models/${model!.modelNumber}/roof-640.webp`)).status).toBe(
      404,
    );
  });
});

/** Where two documents part, with some of each around it; null when they are the same. */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  return `at ${at}: …${actual.slice(at - 80, at + 80)}… instead of …${expected.slice(at - 80, at + 80)}…`;
}

describe('server fragments (decision 0017) and handlers per branch (decision 0021)', () => {
  it('shows a feature renamed in the catalogue in the search filter once the change is announced', async () => {
    const search = async () => {
      const response = await fetch(`${base}/homes/page-data.json?where=37918&beds=2`);
      const { features: shown } = (
        (await response.json()) as {
          data: { homes: { features: { featureId: number; name: string }[] } };
        }
      ).data.homes;
      return { shown, html: await (await fetch(`${base}/homes?where=37918&beds=2`)).text() };
    };
    const before = await search();
    const feature = before.shown[0]!;
    expect(before.html).toContain(feature.name);
    const renamed = `${feature.name}, renamed`;
    await database.db
      .update(features)
      .set({ name: renamed })
      .where(eq(features.featureId, feature.featureId));
    try {
      // Kept until the catalogue changes, as the cards are.
      expect((await search()).shown[0]!.name).toBe(feature.name);
      await changes.publish({ kind: 'catalogue' });
      const after = await search();
      expect(after.shown[0]).toEqual({ ...feature, name: renamed });
      expect(after.html).toContain(renamed);
    } finally {
      await database.db
        .update(features)
        .set({ name: feature.name })
        .where(eq(features.featureId, feature.featureId));
      await changes.publish({ kind: 'catalogue' });
    }
    expect((await search()).shown[0]!.name).toBe(feature.name);
  });

  it('gives a card the same model fields for one model number from every query behind a card (its key leaves them out)', async () => {
    type Card = Record<string, unknown> & { modelNumber: string };
    const routeData = async <T>(path: string, route: string) =>
      ((await (await fetch(`${base}${path}`)).json()) as { data: Record<string, T> }).data[route]!;
    const models: Card[] = [];
    const homes: Card[] = [];
    for (const query of [
      'where=37918',
      'where=37918&lotNumber=1',
      'where=37918&sort=price-desc&page=2',
      'where=75080',
      'where=75080&page=3',
    ]) {
      const search = await routeData<{ models: Card[]; built: Card[] }>(
        `/homes/page-data.json?${query}`,
        'homes',
      );
      models.push(...search.models);
      homes.push(...search.built);
    }
    const details = await routeData<{ similar: Card[] }>(
      '/homes/model/OAK-1660-3A/page-data.json?where=37918',
      'routes/model-details',
    );
    models.push(...details.similar);
    const curated = await routeData<{ list: { models: Card[] } }>(
      '/family4br/page-data.json?where=37918',
      'routes/curated-list',
    );
    models.push(...curated.list.models);
    const home = await routeData<{ nearby: { homes: Card[] } }>('/page-data.json', 'routes/home');
    homes.push(...home.nearby.homes);
    for (const [cards, { byModel }] of [
      [models, modelCardKey],
      [homes, homeCardKey],
    ] as const) {
      const seen = new Map<string, string>();
      let repeated = 0;
      for (const card of cards) {
        const own = JSON.stringify(byModel.map((field) => card[field]));
        const before = seen.get(card.modelNumber);
        if (before !== undefined) {
          repeated++;
          expect(own, card.modelNumber).toBe(before);
        }
        seen.set(card.modelNumber, own);
      }
      // The check met the same model more than once (from more than one query).
      expect(repeated).toBeGreaterThan(2);
    }
  });

  it('writes every kind of page byte for byte as a render of the whole page would, cold and warm', async () => {
    const build = (await import(
      pathToFileURL(path.join(root, 'build/server/index.js')).href
    )) as AppBuild;
    const dir = await mkdtemp(path.join(tmpdir(), 'homes-whole-'));
    const { app } = createApp({
      config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', RENDER_LIMIT_PER_SECOND: '0' }),
      database,
      logger: pino({ level: 'silent' }),
      build,
      clientDir: null,
      dealerHosts: await dealerSites({ db: database.db, viewer: null }),
      serverFragments: false,
    });
    const wholeServer = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = wholeServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const [home] = await database.db
      .select({ serialNumber: homeListings.serialNumber })
      .from(homeListings)
      .where(and(sql`${homeListings.serialNumber} is not null`, eq(homeListings.isOnLand, false)))
      .limit(1);
    const site = (await dealerSites({ db: database.db, viewer: null })).find((d) => d.hostName);
    const features = await (await fetch(`${base}/homes/page-data.json?where=37918`)).json();
    const [first, second] = (features.data.homes.features as { featureId: number }[]).slice(0, 2);
    // Every part kept as a fragment (header, footer, feature list, cards) on every
    // kind of page it sits on, with the inputs it varies by changed. (A home
    // center's home page is left out: its team is shuffled on every visit, SPEC §9.)
    const pages: { path: string; host?: string }[] = [
      { path: '/' },
      { path: '/homes?where=37918' },
      { path: '/homes?where=37918&lotNumber=1' },
      {
        path: `/homes?where=37918&beds=3&feature=${first!.featureId}&feature=${second!.featureId}`,
      },
      { path: '/homes?where=75080&sort=price-desc&page=2' },
      { path: '/homes?where=nowhere-at-all' },
      { path: '/land?where=37918' },
      { path: '/homes/model/OAK-1660-3A?where=37918' },
      { path: `/homes/${home!.serialNumber}` },
      { path: '/about-us' },
      { path: '/sale-homes' },
      { path: '/special-offers' },
      { path: '/learn' },
      { path: '/no-such-page' },
      { path: '/myhome-account-login' },
      { path: '/portal/favorites' },
      { path: '/oidc/account/forgot-password' },
      { path: '/homes?where=37918', host: site!.hostName! },
      { path: '/special-offers', host: site!.hostName! },
    ];
    // A navigation's data (React Router's `.data`, and `?_routes=` of some routes), and
    // each branch's answer once another branch's handler was made: React Router's own.
    const navigations: { path: string; host?: string }[] = [
      { path: '/homes.data?where=37918' },
      { path: '/_.data' },
      { path: '/_root.data' },
      { path: '/homes/model/OAK-1660-3A.data?where=37918&_routes=routes/model-details' },
      { path: `/homes/${home!.serialNumber}.data` },
      { path: '/no-such-page.data' },
      { path: '/portal/favorites.data?_routes=root' },
      { path: '/homes.data?where=37918', host: site!.hostName! },
    ];
    /** The page with this response's nonce (its scripts' and the root's data) made neutral. */
    const page = (port: number, { path: address, host }: { path: string; host?: string }) =>
      new Promise<string>((resolve, reject) => {
        get(
          {
            host: '127.0.0.1',
            port,
            path: address,
            headers: { host: host ?? `localhost:${port}` },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              // A document's in its attributes; a navigation's data, in the root's data.
              const nonce = (/nonce="([^"]+)"/.exec(text) ?? /"nonce","([^"]+)"/.exec(text))?.[1];
              const neutral = nonce ? text.replaceAll(nonce, 'NONCE') : text;
              resolve(
                `${response.statusCode} ${neutral.replaceAll(`localhost:${port}`, 'localhost')}`,
              );
            });
          },
        ).on('error', reject);
      });
    const port0 = Number(new URL(base).port);
    try {
      for (const each of pages) {
        const whole = await page(port, each);
        expect(whole, each.path).toMatch(/^(200|400|404) <!DOCTYPE html>/);
        const cold = await page(port0, each);
        const warm = await page(port0, each);
        expect(firstDifference(cold, whole), `${each.host ?? ''}${each.path}: first render`).toBe(
          null,
        );
        expect(
          firstDifference(warm, whole),
          `${each.host ?? ''}${each.path}: from the fragments`,
        ).toBe(null);
      }
      for (const each of navigations) {
        const whole = await page(port, each);
        expect(whole, each.path).toMatch(/^(200|202|204|404) /);
        expect(firstDifference(await page(port0, each), whole), each.path).toBe(null);
      }
    } finally {
      await new Promise((resolve) => wholeServer.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
