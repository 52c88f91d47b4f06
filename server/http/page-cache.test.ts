import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, uncacheableReason, type RenderedPage } from './page-cache.ts';

function page(body: string, overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
    body: Buffer.from(body),
    nonce: 'n0nce',
    variesByCaller: false,
    ...overrides,
  };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('uncacheableReason', () => {
  it('keeps pages, redirects and the not-found screen', () => {
    for (const status of [200, 301, 302, 308, 404]) {
      expect(uncacheableReason(page('x', { status }))).toBeNull();
    }
  });

  it('refuses errors, caller-specific pages, cookies and private answers', () => {
    expect(uncacheableReason(page('x', { status: 500 }))).toBe('status 500');
    expect(uncacheableReason(page('x', { status: 400 }))).toBe('status 400');
    expect(uncacheableReason(page('x', { variesByCaller: true }))).toBe('depends on the caller');
    expect(uncacheableReason(page('x', { headers: new Headers({ 'set-cookie': 'a=b' }) }))).toBe(
      'sets a cookie',
    );
    for (const value of ['private', 'no-store', 'max-age=0, no-cache']) {
      expect(
        uncacheableReason(page('x', { headers: new Headers({ 'cache-control': value }) })),
      ).toBe('marked private');
    }
    expect(uncacheableReason(page('x'.repeat(2 << 20)))).toBe('too big');
  });
});

describe('createPageCache', () => {
  it('renders a page once, then serves it compressed three ways with a content ETag', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1 << 20 });
    let renders = 0;
    const render = async () => {
      renders++;
      return page('<p>hello</p>'.repeat(50));
    };
    const first = await cache.fill('k', render);
    expect('cached' in first).toBe(true);
    const found = cache.lookup('k');
    expect(found?.fresh).toBe(true);
    const cached = found!.page;
    expect(renders).toBe(1);
    expect(cached.body.toString()).toBe('<p>hello</p>'.repeat(50));
    expect(gunzipSync(cached.gzip).toString()).toBe(cached.body.toString());
    expect(brotliDecompressSync(cached.br).toString()).toBe(cached.body.toString());
    expect(cached.br.length).toBeLessThan(cached.body.length);
    expect(cached.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cached.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
    // No inline scripts: nothing to allow.
    expect(cached.scriptHashes).toEqual([]);
  });

  it('renders once for many callers arriving together', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20 });
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders++;
      await gate;
      return page('together');
    };
    const all = Promise.all(Array.from({ length: 5 }, () => cache.fill('k', render)));
    finish();
    const results = await all;
    expect(renders).toBe(1);
    expect(results.every((r) => 'cached' in r && r.cached.body.toString() === 'together')).toBe(
      true,
    );
  });

  it('lets each waiter render for itself when the first answer cannot be shared', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20 });
    let renders = 0;
    const render = async () => {
      renders++;
      await Promise.resolve();
      return page(`caller ${renders}`, { variesByCaller: true });
    };
    const results = await Promise.all([cache.fill('k', render), cache.fill('k', render)]);
    expect(renders).toBe(2);
    expect(results.map((r) => ('rendered' in r ? r.rendered.body.toString() : 'cached'))).toEqual([
      'caller 1',
      'caller 2',
    ]);
    expect(cache.lookup('k')).toBeNull();
  });

  it('serves a stale page while one background render replaces it, then forgets it', async () => {
    const time = clock();
    const cache = createPageCache({
      freshMs: 1000,
      staleMs: 5000,
      maxBytes: 1 << 20,
      now: time.now,
    });
    await cache.fill('k', async () => page('old'));
    time.advance(1500);
    const stale = cache.lookup('k');
    expect(stale).toMatchObject({ fresh: false });
    expect(stale!.page.body.toString()).toBe('old');

    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders++;
      await gate;
      return page('new');
    };
    const errors: unknown[] = [];
    cache.refresh('k', render, (e) => errors.push(e));
    cache.refresh('k', render, (e) => errors.push(e));
    expect(renders).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.lookup('k')).toMatchObject({ fresh: true });
    expect(cache.lookup('k')!.page.body.toString()).toBe('new');
    expect(errors).toEqual([]);

    // Past the stale window an entry is gone: the next visitor renders.
    time.advance(7000);
    expect(cache.lookup('k')).toBeNull();
  });

  it('keeps a failed background render from replacing or breaking the page', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 10, staleMs: 1000, maxBytes: 1 << 20, now: time.now });
    await cache.fill('k', async () => page('kept'));
    time.advance(20);
    const errors: unknown[] = [];
    cache.refresh(
      'k',
      () => Promise.reject(new Error('database away')),
      (e) => errors.push(e),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(1);
    expect(cache.lookup('k')!.page.body.toString()).toBe('kept');
  });

  it('evicts the least recently used past its byte bound', async () => {
    const noise = () => randomBytes(300).toString('base64');
    const probe = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20 });
    await probe.fill('x', async () => page(noise()));
    // Room for two entries, not three.
    const maxBytes = Math.floor(probe.stats().bytes * 2.5);
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes });
    await cache.fill('a', async () => page(noise()));
    await cache.fill('b', async () => page(noise()));
    expect(cache.stats().entries).toBe(2);
    cache.lookup('a'); // a is now the most recently used
    await cache.fill('c', async () => page(noise()));
    expect(cache.lookup('b')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
    expect(cache.lookup('c')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);

    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used past its entry bound', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20, maxEntries: 2 });
    await cache.fill('a', async () => page('a'));
    await cache.fill('b', async () => page('b'));
    cache.lookup('a');
    await cache.fill('c', async () => page('c'));
    expect(cache.stats().entries).toBe(2);
    expect(cache.lookup('b')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
  });

  it('keeps at most 10000 pages by default (SPEC §9), however small', async () => {
    const cache = createPageCache({ freshMs: 60_000, staleMs: 0, maxBytes: 1 << 30 });
    for (let index = 0; index <= 10_000; index += 1) {
      await cache.fill(`/p/${index}`, async () => page(String(index)));
    }
    expect(cache.stats().entries).toBe(10_000);
    expect(cache.lookup('/p/0')).toBeNull();
    expect(cache.lookup('/p/1')?.page.body.toString()).toBe('1');
  });
});
