// A short-lived cache of whole public page responses (HTML, the client's
// .data navigations and page-data.json), kept compressed. Public pages are the
// same for every visitor of a host and URL (tokens live in the browser, SPEC
// §3), and the catalogue changes rarely, so rendering each page once per
// freshness window and then serving bytes is what lets one process answer
// near the speed of a bare server (DESIGN §9). See docs/decisions/0004.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ROUTE_AND_COMPILE_CACHE_ENTRIES } from '../../lib/cache-limits.ts';
import { inlineScriptHashes } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Statuses worth keeping: the page, its redirects and the not-found screen. */
const CACHEABLE_STATUS = new Set([200, 301, 302, 307, 308, 404]);
/** Bigger bodies are rendered each time rather than crowding the cache out. */
const MAX_ENTRY_BYTES = 1 << 20;
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'keep-alive',
]);

export type RenderedPage = {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The CSP nonce the body's scripts carry (for its own response, when it is not kept). */
  nonce: string;
  /** Set when the render looked at who was asking (their IP address's place). */
  variesByCaller: boolean;
};

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** SHA-256 of each inline script of an HTML body: the copies' CSP allows these, not a nonce. */
  scriptHashes: string[];
  storedAt: number;
  bytes: number;
};

export type PageCacheOptions = {
  /** How long an entry is served as fresh. */
  freshMs: number;
  /** How long after that it is still served while one background render replaces it. */
  staleMs: number;
  /** Upper bound of the bytes kept (plain + gzip + brotli); least recently used go first. */
  maxBytes: number;
  /** Upper bound of the pages kept (SPEC §9); least recently used go first. */
  maxEntries?: number;
  now?: () => number;
};

export type PageLookup = { page: CachedPage; fresh: boolean };

/** Why a rendered page is not kept, or null when it is. */
export function uncacheableReason(page: RenderedPage): string | null {
  if (!CACHEABLE_STATUS.has(page.status)) return `status ${page.status}`;
  if (page.variesByCaller) return 'depends on the caller';
  if (page.headers.has('set-cookie')) return 'sets a cookie';
  const cacheControl = page.headers.get('cache-control') ?? '';
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 'marked private';
  if (page.headers.get('vary')?.includes('*')) return 'varies on everything';
  if (page.body.length > MAX_ENTRY_BYTES) return 'too big';
  return null;
}

export async function toCachedPage(page: RenderedPage, storedAt: number): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(page.body, { level: 6 }),
    // Quality 5 compresses a page in about a millisecond and still beats gzip.
    brotli(page.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
  ]);
  const headers: [string, string][] = [];
  page.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers.push([name, value]);
  });
  const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
  return {
    status: page.status,
    headers,
    body: page.body,
    gzip: gz,
    br,
    etag,
    scriptHashes: /^text\/html\b/i.test(page.headers.get('content-type') ?? '')
      ? inlineScriptHashes(page.body.toString('utf8'))
      : [],
    storedAt,
    bytes: page.body.length + gz.length + br.length,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? ROUTE_AND_COMPILE_CACHE_ENTRIES;
  const entries = new Map<string, CachedPage>();
  const refreshing = new Set<string>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, page: CachedPage) {
    remove(key);
    if (page.bytes > options.maxBytes) return;
    entries.set(key, page);
    bytes += page.bytes;
    // Map order is insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes && entries.size <= maxEntries) break;
      remove(oldest);
    }
  }

  async function renderAndStore(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ rendered: RenderedPage; cached: CachedPage | null }> {
    const rendered = await render();
    if (uncacheableReason(rendered) !== null) {
      remove(key);
      return { rendered, cached: null };
    }
    const cached = await toCachedPage(rendered, now());
    store(key, cached);
    return { rendered, cached };
  }

  return {
    /** A usable entry: fresh, or stale but within the stale window. */
    lookup(key: string): PageLookup | null {
      const page = entries.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (age > options.freshMs + options.staleMs) {
        remove(key);
        return null;
      }
      // Touch: move to the most recently used end.
      entries.delete(key);
      entries.set(key, page);
      return { page, fresh: age <= options.freshMs };
    },

    /**
     * Renders a missing page once however many ask at the same moment: the
     * first caller renders, the others wait for its entry. When the result
     * cannot be kept, each waiter renders for itself (it may differ per caller).
     */
    async fill(
      key: string,
      render: () => Promise<RenderedPage>,
    ): Promise<{ cached: CachedPage } | { rendered: RenderedPage }> {
      const inFlight = pending.get(key);
      if (inFlight) {
        const cached = await inFlight.catch(() => null);
        if (cached) return { cached };
        return { rendered: await render() };
      }
      const work = renderAndStore(key, render);
      const entry = work.then(
        (result) => result.cached,
        () => null,
      );
      pending.set(key, entry);
      try {
        const { rendered, cached } = await work;
        return cached ? { cached } : { rendered };
      } finally {
        pending.delete(key);
      }
    },

    /** Replaces a stale entry in the background, once at a time per key. */
    refresh(key: string, render: () => Promise<RenderedPage>, onError: (error: unknown) => void) {
      if (refreshing.has(key) || pending.has(key)) return;
      refreshing.add(key);
      renderAndStore(key, render)
        .catch(onError)
        .finally(() => refreshing.delete(key));
    },

    /** Forgets every page: call after a write that public pages show. */
    clear() {
      entries.clear();
      bytes = 0;
    },

    stats() {
      return { entries: entries.size, bytes };
    },
  };
}
