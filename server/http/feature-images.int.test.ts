// GET /images/features/{featureId}-{width}.{webp|png} on the whole app (real
// build, seeded database): the drawn picture of each feature, its ETag and
// cache headers, the refusals, and GraphQL pointing at it.
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureImageUrl, FEATURE_IMAGE_WIDTHS } from '../../lib/feature-image-url.ts';
import { createApp, type AppBuild } from '../app.ts';
import { features } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { forgetReferenceRows } from '../domain/reference-cache.ts';
import { loadConfig } from '../env.ts';

const root = path.resolve(import.meta.dirname, '../..');
let database: TestDatabase;
let server: Server;
let base: string;
let dataDir: string | undefined;
const errors: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  const build = (await import(
    pathToFileURL(path.join(root, 'build/server/index.js')).href
  )) as AppBuild;
  const config = loadConfig({
    DATA_DIR: (dataDir = await mkdtemp(path.join(tmpdir(), 'feature-images-'))),
    LOG_LEVEL: 'silent',
  });
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => errors.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const { app } = createApp({
    config,
    database,
    logger,
    build,
    clientDir: null,
    dealerHosts: [],
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
  // Bad addresses are the caller's mistake, never the site's error.
  expect(errors).toEqual([]);
});

const firstFeature = async () => (await database.db.query.features.findFirst())!;

describe('feature pictures', () => {
  it('draws a square WebP or PNG at each width, with a content-hash ETag and a day of caching', async () => {
    const { featureId } = await firstFeature();
    for (const width of FEATURE_IMAGE_WIDTHS) {
      for (const format of ['webp', 'png'] as const) {
        const response = await fetch(`${base}${featureImageUrl(featureId, width, format)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
        expect(response.headers.get('cache-control')).toBe(
          'public, max-age=86400, stale-while-revalidate=604800',
        );
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format, width, height: width });
      }
    }
  });

  it('answers 304 to a matching If-None-Match, and the same ETag every time', async () => {
    const url = `${base}${featureImageUrl((await firstFeature()).featureId, 160)}`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect((await fetch(url)).headers.get('etag')).toBe(etag);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const stale = await fetch(url, { headers: { 'if-none-match': '"0000000000000000"' } });
    expect(stale.status).toBe(200);
  });

  it('draws different features differently, and a feature from its row, not its id', async () => {
    const rows = await database.db.query.features.findMany();
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    const etagOf = async (id: number) =>
      (await fetch(`${base}${featureImageUrl(id, 160, 'png')}`)).headers.get('etag');
    const tub = await etagOf(byName('Soaking tub in primary bath').featureId);
    const roof = await etagOf(byName('Metal roof').featureId);
    expect(tub).not.toBe(roof);
    // A copy of a feature under a new id is the same picture (one cached render);
    // retagging or renaming a row redraws it.
    const [copy] = await database.db
      .insert(features)
      .values({ name: 'Metal roof', type: 'Materials', featureTags: ['roof'] })
      .returning();
    expect(await etagOf(copy!.featureId)).toBe(roof);
    await database.db
      .update(features)
      .set({ name: 'Porch swing', type: 'MarketingFeatures', featureTags: ['porch'] })
      .where(eq(features.featureId, copy!.featureId));
    const renamed = await etagOf(copy!.featureId);
    expect(renamed).not.toBe(roof);
    expect(renamed).toMatch(/^"[0-9a-f]{16}"$/);
    await database.db.delete(features).where(eq(features.featureId, copy!.featureId));
  });

  it('answers the not-found page for unknown features, other widths, formats and spellings', async () => {
    const { featureId } = await firstFeature();
    for (const address of [
      featureImageUrl(999_999),
      featureImageUrl(2_147_483_647),
      '/images/features/2147483648-320.webp',
      '/images/features/99999999999999999999-320.webp',
      `/images/features/${featureId}-200.webp`,
      `/images/features/${featureId}-1280.png`,
      `/images/features/${featureId}-320.gif`,
      `/images/features/${featureId}-320.svg`,
      `/images/features/0${featureId}-320.webp`,
      `/images/features/${featureId}-0320.webp`,
      `/images/features/-${featureId}-320.webp`,
      `/images/features/${featureId}.5-320.webp`,
      `/images/features/${featureId}-320.webp.png`,
      '/images/features/kitchen-320.webp',
      `/images/features/${featureId}/320.webp`,
      '/images/features/',
    ]) {
      const response = await fetch(`${base}${address}`);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).not.toMatch(/^image\//);
    }
    // A NUL in the path never gets this far: the request guard refuses it.
    expect((await fetch(`${base}/images/features/%00-320.webp`)).status).toBe(400);
  });

  it('is what GraphQL points at when a row has no pictures; stored values win', async () => {
    const query = async () => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          query: '{ getFeatures { featureId name url icon thumbnail } }',
        }),
      });
      expect(response.status).toBe(200);
      return (
        (await response.json()) as {
          data: {
            getFeatures: {
              featureId: number;
              name: string;
              url: string;
              icon: string;
              thumbnail: string;
            }[];
          };
        }
      ).data.getFeatures;
    };
    const seeded = await query();
    expect(seeded.length).toBeGreaterThanOrEqual(80);
    for (const f of seeded) {
      expect(f.thumbnail).toBe(`/images/features/${f.featureId}-320.webp`);
      expect(f.icon).toBe(`/images/features/${f.featureId}-160.webp`);
      // No feature has a page of its own: the seed stores no url, so it is the picture.
      expect(f.url).toBe(`/images/features/${f.featureId}-320.webp`);
    }
    const picture = await fetch(`${base}${seeded[0]!.thumbnail}`);
    expect(picture.status).toBe(200);

    const [a, b] = seeded;
    await database.db
      .update(features)
      .set({ url: '', thumbnail: '/photos/tub.jpg', icon: '  ' })
      .where(eq(features.featureId, a!.featureId));
    await database.db
      .update(features)
      .set({ url: 'https://example.com/feature', icon: '/icons/b.svg' })
      .where(eq(features.featureId, b!.featureId));
    // As an operator's import does (docs/deploy.md): the feature list is kept until then.
    expect((await query()).find((f) => f.featureId === b!.featureId)?.icon).toBe(b!.icon);
    forgetReferenceRows(database.db);
    const edited = await query();
    expect(edited.find((f) => f.featureId === a!.featureId)).toMatchObject({
      url: '/photos/tub.jpg',
      thumbnail: '/photos/tub.jpg',
      icon: `/images/features/${a!.featureId}-160.webp`,
    });
    expect(edited.find((f) => f.featureId === b!.featureId)).toMatchObject({
      url: 'https://example.com/feature',
      thumbnail: `/images/features/${b!.featureId}-320.webp`,
      icon: '/icons/b.svg',
    });
    for (const f of [a!, b!]) {
      await database.db
        .update(features)
        .set({ url: f.url, icon: null, thumbnail: null })
        .where(eq(features.featureId, f.featureId));
    }
    forgetReferenceRows(database.db);
  });
});
