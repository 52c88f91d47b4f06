import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';
import { MODEL_IMAGE_WIDTHS } from '../../lib/model-image-url.ts';
import { createImageRenderer, ImageRequestError, renderModelImage } from './renderer.ts';
import { MAGNOLIA, model } from './test-models.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('renderModelImage', () => {
  it('renders PNG and WebP at exact 16:10 sizes', async () => {
    for (const kind of ['exterior', 'floorplan'] as const) {
      for (const width of [320, 960] as const) {
        const png = await renderModelImage({ kind, input: MAGNOLIA, width, format: 'png' });
        expect(png.contentType).toBe('image/png');
        expect([...png.body.subarray(0, 8)]).toEqual([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
        ]);
        expect(await sharp(png.body).metadata()).toMatchObject({
          format: 'png',
          width,
          height: (width * 10) / 16,
        });

        const webp = await renderModelImage({ kind, input: MAGNOLIA, width, format: 'webp' });
        expect(webp.contentType).toBe('image/webp');
        expect(webp.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(await sharp(webp.body).metadata()).toMatchObject({
          format: 'webp',
          width,
          height: (width * 10) / 16,
        });
        expect(webp.etag).not.toBe(png.etag);
      }
    }
  });

  it('only accepts the listed widths', async () => {
    expect(MODEL_IMAGE_WIDTHS).toEqual([320, 640, 960, 1280]);
    for (const width of [0, 500, 641, 2560, Number.NaN]) {
      await expect(
        renderModelImage({ kind: 'exterior', input: MAGNOLIA, width, format: 'png' }),
      ).rejects.toThrow(ImageRequestError);
    }
    await expect(
      renderModelImage({
        kind: 'exterior',
        input: MAGNOLIA,
        width: '640' as unknown as number,
        format: 'png',
      }),
    ).rejects.toThrow(/width must be one of 320, 640, 960, 1280/);
    await expect(
      renderModelImage({ kind: 'photo' as 'exterior', input: MAGNOLIA, width: 640, format: 'png' }),
    ).rejects.toThrow(ImageRequestError);
    await expect(
      renderModelImage({ kind: 'exterior', input: MAGNOLIA, width: 640, format: 'gif' as 'png' }),
    ).rejects.toThrow(ImageRequestError);
  });
});

describe('createImageRenderer', () => {
  it('uses a 16-hex-digit content hash as the ETag: same input, same tag', async () => {
    const a = await createImageRenderer().render({
      kind: 'floorplan',
      input: MAGNOLIA,
      width: 320,
      format: 'png',
    });
    const b = await createImageRenderer().render({
      kind: 'floorplan',
      input: MAGNOLIA,
      width: 320,
      format: 'png',
    });
    expect(a.etag).toMatch(/^[0-9a-f]{16}$/);
    expect(b.etag).toBe(a.etag);
    const c = await createImageRenderer().render({
      kind: 'floorplan',
      input: model({ beds: 4 }),
      width: 320,
      format: 'png',
    });
    expect(c.etag).not.toBe(a.etag);
  });

  it('counts a memory hit on the second render', async () => {
    const renderer = createImageRenderer();
    const req = { kind: 'exterior', input: MAGNOLIA, width: 320, format: 'webp' } as const;
    const first = await renderer.render(req);
    expect(renderer.stats()).toMatchObject({ hits: 0, misses: 1, rendered: 1, entries: 1 });
    const second = await renderer.render(req);
    expect(renderer.stats()).toMatchObject({ hits: 1, memoryHits: 1, misses: 1, rendered: 1 });
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('renders concurrent identical requests once', async () => {
    const renderer = createImageRenderer();
    const req = { kind: 'floorplan', input: MAGNOLIA, width: 320, format: 'png' } as const;
    const results = await Promise.all([
      renderer.render(req),
      renderer.render(req),
      renderer.render(req),
    ]);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(renderer.stats().rendered).toBe(1);
  });

  it('keeps the memory cache bounded', async () => {
    const renderer = createImageRenderer({ maxEntries: 2 });
    for (const seed of [1, 2, 3]) {
      await renderer.render({
        kind: 'exterior',
        input: model({ seed }),
        width: 320,
        format: 'png',
      });
    }
    expect(renderer.stats()).toMatchObject({ entries: 2, maxEntries: 2, rendered: 3 });
  });

  it('keeps a disk cache that survives a new renderer instance', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'model-art-'));
    dirs.push(cacheDir);
    const req = { kind: 'floorplan', input: MAGNOLIA, width: 320, format: 'webp' } as const;
    const first = await createImageRenderer({ cacheDir }).render(req);
    const files = await readdir(cacheDir);
    expect(files).toEqual([`${first.etag}.webp`]);

    const fresh = createImageRenderer({ cacheDir });
    const again = await fresh.render(req);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.etag).toBe(first.etag);
    expect(fresh.stats()).toMatchObject({ hits: 1, diskHits: 1, misses: 0, rendered: 0 });
  });

  it('still renders when the disk cache cannot be written', async () => {
    // A directory "inside" a regular file can never be created.
    const dir = await mkdtemp(path.join(tmpdir(), 'model-art-'));
    dirs.push(dir);
    const file = path.join(dir, 'not-a-dir');
    await writeFile(file, 'x');
    const renderer = createImageRenderer({ cacheDir: path.join(file, 'cache') });
    const out = await renderer.render({
      kind: 'exterior',
      input: MAGNOLIA,
      width: 320,
      format: 'png',
    });
    expect(out.body.length).toBeGreaterThan(1000);
    expect(renderer.stats().diskErrors).toBeGreaterThan(0);
  });
});

describe('renderSvg', () => {
  const svg = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;

  it('rasterises any of our drawings through the same cache and ETags', async () => {
    const renderer = createImageRenderer();
    const a = await renderer.renderSvg({ svg: svg('#336699'), width: 100, format: 'png' });
    expect(await sharp(a.body).metadata()).toMatchObject({ width: 100, height: 100 });
    const again = await renderer.renderSvg({ svg: svg('#336699'), width: 100, format: 'png' });
    expect(again.etag).toBe(a.etag);
    expect(renderer.stats()).toMatchObject({ rendered: 1, memoryHits: 1 });
    const b = await renderer.renderSvg({ svg: svg('#996633'), width: 100, format: 'png' });
    expect(b.etag).not.toBe(a.etag);
  });

  it('refuses formats it does not write and widths no page asks for', async () => {
    const renderer = createImageRenderer();
    for (const width of [0, 15, 2049, 100.5, Number.NaN]) {
      await expect(renderer.renderSvg({ svg: svg('#000'), width, format: 'png' })).rejects.toThrow(
        ImageRequestError,
      );
    }
    await expect(
      renderer.renderSvg({ svg: svg('#000'), width: 100, format: 'jpeg' as 'png' }),
    ).rejects.toThrow(ImageRequestError);
    expect(renderer.stats().rendered).toBe(0);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
  });
});
