// Page redirect targets (SPEC §2) on a real database: the rules of the table,
// the write's checks, and the pageRedirect query.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRedirects } from '../db/schema.ts';
import { seedPageRedirects } from '../db/seed/page-redirects.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { normalizePagePath, pageRedirectFor, savePageRedirect } from '../domain/redirects.ts';
import { UserInputError } from '../domain/errors.ts';
import { postGraphQL } from './test-client.ts';
import { createGraphQL, type Yoga } from './yoga.ts';

let database: TestDatabase;
let yoga: Yoga;
const ctx = () => ({ db: database.db, viewer: null });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(pageRedirects).values(seedPageRedirects());
  yoga = createGraphQL({ db: database.db, logger: pino({ level: 'silent' }), production: false });
});
afterAll(async () => {
  await database?.close();
});

describe('normalizePagePath', () => {
  it.each([
    ['/Find-A-Home/', '/find-a-home'],
    ['/find-a-home?where=1', '/find-a-home'],
    ['/land//', '/land'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(normalizePagePath(path)).toBe(expected);
  });
});

describe('page redirects', () => {
  it('finds a seeded redirect whatever the case or trailing slash, and nothing for other paths', async () => {
    expect(await pageRedirectFor(ctx(), '/Find-A-Home/')).toEqual({
      path: '/find-a-home',
      target: '/homes',
      permanent: true,
    });
    expect(await pageRedirectFor(ctx(), '/homes-near-me')).toMatchObject({
      target: '/homes?sort=nearest',
      permanent: false,
    });
    expect(await pageRedirectFor(ctx(), '/homes')).toBeNull();
    expect(await pageRedirectFor(ctx(), '/')).toBeNull();
  });

  it('saves a redirect and serves it at once in this process', async () => {
    await savePageRedirect(ctx(), { path: '/Old-Specials/', target: '/homes?maxPrice=90000' });
    expect(await pageRedirectFor(ctx(), '/old-specials')).toEqual({
      path: '/old-specials',
      target: '/homes?maxPrice=90000',
      permanent: true,
    });
    // Saving again changes it.
    await savePageRedirect(ctx(), { path: '/old-specials', target: '/land', permanent: false });
    expect(await pageRedirectFor(ctx(), '/old-specials')).toMatchObject({
      target: '/land',
      permanent: false,
    });
  });

  it.each([
    [{ path: 'find', target: '/homes' }, /^path must be a path on this site/],
    [{ path: '//elsewhere.example', target: '/homes' }, /^path must be a path on this site/],
    [{ path: '/x', target: 'https://elsewhere.example/' }, /^target must be a path on this site/],
    [{ path: '/x', target: '//elsewhere.example/' }, /^target must be a path on this site/],
    [{ path: '/x', target: '/\\elsewhere.example' }, /^target must be a path on this site/],
    [{ path: '/x', target: '/X/' }, /^target must differ from path$/],
    [{ path: '/x', target: `/${'a'.repeat(600)}` }, /^target must be at most 512 characters$/],
    // Chains: /find-a-home already redirects, and /homes-near-me is pointed at below.
    [{ path: '/x', target: '/find-a-home' }, /is itself redirected to \/homes: point at that/],
  ])('refuses %j', async (input, message) => {
    const error = await savePageRedirect(ctx(), input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserInputError);
    expect((error as Error).message).toMatch(message);
    expect(await pageRedirectFor(ctx(), '/x')).toBeNull();
  });

  it('refuses to redirect a path that another redirect points at', async () => {
    await savePageRedirect(ctx(), { path: '/deals', target: '/summer-deals' });
    await expect(
      savePageRedirect(ctx(), { path: '/Summer-Deals', target: '/homes' }),
    ).rejects.toThrow('/deals redirects to /summer-deals: change that redirect first');
  });

  it('keeps off-site targets out at the database too', async () => {
    await expect(
      database.db.execute(
        sql`insert into page_redirects (path, target) values ('/y', '//elsewhere.example')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into page_redirects (path, target) values ('/y', '/y')`),
    ).rejects.toThrow();
  });

  it('answers the pageRedirect query, and a bad path as the caller’s error', async () => {
    const query = 'query($path: String!) { pageRedirect(path: $path) { path target permanent } }';
    const found = await postGraphQL(yoga, query, { path: '/land-for-sale' });
    expect(found.body.data).toEqual({
      pageRedirect: { path: '/land-for-sale', target: '/land', permanent: true },
    });
    const none = await postGraphQL(yoga, query, { path: '/homes' });
    expect(none.body.data).toEqual({ pageRedirect: null });
    const bad = await postGraphQL(yoga, query, { path: 'homes' });
    expect(bad.status).toBe(200);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'path must start with /',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
