// Issue 9's findings 2–4 and the smaller ones at the HTTP edge, on the whole
// site (real build, provider and database): each test sends what the security
// review sent and expects the 4xx the fix gives.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../identity/test-site.ts';
import { DEFAULT_RENDER_LIMIT } from './render-limit.ts';
import {
  GRAPHQL_MAX_BODY_BYTES,
  MAX_REQUEST_BODY_BYTES,
  PAGE_FORM_MAX_BYTES,
} from './request-guard.ts';

let site: TestSite;
let port: number;
const problems: Record<string, unknown>[] = [];
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  site = await startTestSite(
    {},
    {
      onProblem: (line) => problems.push(line),
      onLog: (line) => logs.push(line),
      renderLimit: DEFAULT_RENDER_LIMIT,
    },
  );
  port = Number(new URL(site.base).port);
});

afterAll(async () => {
  await site?.close();
  // Nothing the callers here did wrong is the site's problem to log.
  expect(problems.filter((line) => Number(line.level) >= 50)).toEqual([]);
});

type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A request exactly as written (fetch will not send a bad Host or TRACE).
 * `body` is written after the headers; with `partial`, the request is never
 * finished, so an answer proves the server did not wait for the rest.
 */
function raw(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  partial?: boolean;
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `localhost:${port}`, ...options.headers },
        setHost: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          req.destroy();
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the connection once it has answered a body it refused.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    if (options.body !== undefined) req.write(options.body);
    if (!options.partial) req.end();
  });
}

const graphql = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('methods', () => {
  it('answers TRACE, PUT and DELETE with 405 and the methods it takes', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
      const response = await raw({ method, path: '/homes' });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    }
  });
});

describe('refusals', () => {
  it('shows a browser a page in the site’s look with a way home, and scripts plain text', async () => {
    const browser = await fetch(`${site.base}/homes?where=%00`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(browser.status).toBe(400);
    expect(browser.headers.get('content-type')).toContain('text/html');
    const html = await browser.text();
    expect(html).toContain('<h1>We could not use this address</h1>');
    expect(html).toContain('Hearthstone Homes');
    expect(html).toContain('href="/"');
    const script = await fetch(`${site.base}/homes?where=%00`);
    expect(script.headers.get('content-type')).toContain('text/plain');
  });

  it('answers OPTIONS on a page with the methods it takes, not an error', async () => {
    const response = await fetch(`${site.base}/homes`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});

describe('bodies', () => {
  it('refuses a declared 100 MB form with 413 before reading it', async () => {
    const response = await raw({
      method: 'POST',
      path: '/oidc/account/forgot-password',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(100 * 1024 * 1024),
      },
      body: 'email=' + 'a'.repeat(1000),
      partial: true,
    });
    expect(response.status).toBe(413);
    expect(MAX_REQUEST_BODY_BYTES).toBeLessThan(100 * 1024);
  });

  it('stops reading an undeclared (chunked) page form past its limit', async () => {
    const big = `email=${'a'.repeat(PAGE_FORM_MAX_BYTES)}`;
    const response = await raw({
      method: 'POST',
      path: '/oidc/account/forgot-password',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      body: big,
      partial: true,
    });
    expect(response.status).toBe(413);
  });

  it('never echoes a field beyond its limit', async () => {
    const long = `${'x'.repeat(20_000)}@example.com`;
    const response = await fetch(`${site.base}/oidc/account/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: long }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('at most 254 characters');
    expect(html).not.toContain('x'.repeat(255));
    expect(html).toContain('x'.repeat(254));
  });

  it('takes page forms only as form posts', async () => {
    const response = await fetch(`${site.base}/oidc/account/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(response.status).toBe(415);
  });

  it('refuses a GraphQL body larger than the largest document needs with 413', async () => {
    const response = await graphql({
      query: '{ __typename }',
      variables: { filler: 'a'.repeat(GRAPHQL_MAX_BODY_BYTES) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('answers a body that is no JSON, or names no operation, with 400 and Yoga’s words alone', async () => {
    for (const [body, message] of [
      ['{bad json', 'POST body sent invalid JSON.'],
      ['{}', 'Must provide query string.'],
      ['{"query":null}', 'Must provide query string.'],
      ['{"query":""}', 'Must provide query string.'],
    ]) {
      const response = await fetch(`${site.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({
        errors: [{ message, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('answers GET /graphql with unreadable JSON variables with 400', async () => {
    const response = await fetch(
      `${site.base}/graphql?query=${encodeURIComponent('{ __typename }')}&variables={bad`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'The variables parameter is not valid JSON.' }],
    });
  });
});

describe('hosts', () => {
  it('refuses a malformed Host instead of caching the corporate page under a home center', async () => {
    const poisoned = await raw({
      path: '/page-data.json',
      headers: { host: `knoxville.localhost:${port}:1` },
    });
    expect(poisoned.status).toBe(400);
    // The home center's own host still gets the home center.
    const own = await raw({
      path: '/page-data.json',
      headers: { host: `knoxville.localhost:${port}` },
    });
    expect(own.status).toBe(200);
    expect(own.body).toContain('"slug":"knoxville"');
  });

  it('refuses a host that is not ours, so the provider never publishes it', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/', '/graphql']) {
      const response = await raw({ path, headers: { host: 'evil.example' } });
      expect(response.status, path).toBe(400);
      expect(response.body).not.toContain('evil.example');
    }
    const unknownSlug = await raw({ path: '/', headers: { host: `nowhere.localhost:${port}` } });
    expect(unknownSlug.status).toBe(400);
    const ours = await raw({ path: '/oidc/.well-known/openid-configuration' });
    expect(JSON.parse(ours.body)).toMatchObject({
      token_endpoint: `${site.base}/oidc/token`,
    });
  });

  it('sends a loopback address to PUBLIC_URL, where sign-in works', async () => {
    for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`]) {
      const response = await raw({ path: '/homes?beds=3', headers: { host } });
      expect(response.status, host).toBe(307);
      expect(response.headers.location).toBe(`${site.base}/homes?beds=3`);
    }
  });

  it('still answers health checks by address (load balancers)', async () => {
    const response = await raw({ path: '/healthz', headers: { host: '10.0.0.5' } });
    expect(response.status).toBe(200);
  });
});

describe('addresses', () => {
  it('refuses a NUL in any path segment or query parameter with 400', async () => {
    for (const path of [
      '/homes?where=%00',
      '/homes/model/%00',
      '/land/%00',
      '/homes/%00/brochure',
      '/images/models/%00/exterior-640.webp',
      '/oidc/interaction/%00',
    ]) {
      const response = await fetch(`${site.base}${path}`);
      expect(response.status, path).toBe(400);
    }
  });

  it('answers a path over 1,024 characters with 414', async () => {
    const response = await fetch(`${site.base}/${'a'.repeat(1100)}`);
    expect(response.status).toBe(414);
    const justUnder = await fetch(`${site.base}/${'a'.repeat(1000)}`);
    expect(justUnder.status).toBe(404);
  });

  it('refuses a broken %-escape in the path with 400', async () => {
    const response = await raw({ path: '/homes/%E0%A4%A' });
    expect(response.status).toBe(400);
  });

  it('drops a feature id the API would refuse, and says so, like any other bad filter', async () => {
    const response = await fetch(`${site.base}/homes?feature=2147483648`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('One of the chosen features is not known');
  });
});

describe('the API', () => {
  it('lets only registered origins read it from a browser, without credentials', async () => {
    const preflight = (origin: string) =>
      fetch(`${site.base}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(204);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    for (const origin of [site.base, `http://knoxville.localhost:${port}`]) {
      const ours = await preflight(origin);
      expect(ours.headers.get('access-control-allow-origin')).toBe(origin);
      expect(ours.headers.get('access-control-allow-credentials')).toBeNull();
      expect(ours.headers.get('vary')).toContain('Origin');
    }
    const post = await graphql({ query: '{ __typename }' }, { origin: 'https://evil.example' });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes operations as JSON only, so another site’s form cannot post one in a visitor’s name', async () => {
    const query = '{ __typename }';
    const form = new URLSearchParams({ query });
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query }));
    for (const body of [form, multipart, query]) {
      const response = await fetch(`${site.base}/graphql`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        errors: [
          {
            message: 'Send the operation as JSON (Content-Type: application/json).',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    }
    const json = await graphql({ query: '{ __typename }' });
    expect(json.status).toBe(200);
  });

  it('refuses a NUL in a string variable as the caller’s input, not a server error', async () => {
    const response = await graphql({
      query: 'query ($host: String) { getDealer(host: $host) { slug } }',
      variables: { host: 'a\u0000b' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('gives no "Did you mean" hints in production', async () => {
    const response = await graphql({
      query:
        'query ($sort: String) { landSearch(latitude: 35.9, longitude: -83.9, sort: $sort) { totalCount } }',
      variables: { sort: 'nerest' },
    });
    const text = await response.text();
    expect(text).not.toContain('Did you mean');
    const unknownField = await graphql({ query: '{ modelSearch { totalCount } }' });
    expect(await unknownField.text()).not.toContain('Did you mean');
    const badEnum = await graphql({
      query:
        'query ($x: Int) { modelsSearch(latitude: 35.9, longitude: -83.9, beds: $x) { totalCount } }',
      variables: { x: 'three' },
    });
    expect(await badEnum.text()).not.toContain('Did you mean');
  });

  it('takes a denormal coordinate as 0, and refuses acres beyond any parcel', async () => {
    const denormal = await graphql({
      query:
        'query { modelsSearch(latitude: 5e-324, longitude: 5e-324) { totalCount } landSearch(latitude: 5e-324, longitude: -5e-324) { totalCount } }',
    });
    expect(denormal.status).toBe(200);
    expect(await denormal.json()).toEqual({
      data: { modelsSearch: { totalCount: 0 }, landSearch: { totalCount: 0 } },
    });
    const acres = await graphql({
      query: '{ landSearch(latitude: 35.9, longitude: -83.9, minAcres: 1e308) { totalCount } }',
    });
    expect(await acres.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'minAcres' } }],
    });
  });
});

describe('the access log', () => {
  it('records each request’s own path (/graphql too), and a caller’s mistake not as an error', async () => {
    const response = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'access-log-check' },
      body: JSON.stringify({
        query:
          'query ($x: Int) { modelsSearch(latitude: 35.9, longitude: -83.9, beds: $x) { totalCount } }',
        variables: { x: 'three' },
      }),
    });
    await response.text();
    const line = logs.find((entry) => entry.requestId === 'access-log-check');
    expect(line).toMatchObject({ msg: 'request', method: 'POST', path: '/graphql', level: 30 });
    expect(problems.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    const oidc = await fetch(`${site.base}/oidc/jwks`, {
      headers: { 'x-request-id': 'jwks-check' },
    });
    await oidc.text();
    expect(logs.find((entry) => entry.requestId === 'jwks-check')).toMatchObject({
      path: '/oidc/jwks',
    });
  });
});

describe('page renders', () => {
  it('keys the page cache on the parameters pages read: cache busting gets the cached page', async () => {
    const first = await fetch(`${site.base}/land?sort=price-asc&utm_source=tv`);
    expect(first.status).toBe(200);
    for (const busting of ['nocache=1', 'nocache=2&_=3', 'x=%E2%9C%93']) {
      const again = await fetch(`${site.base}/land?${busting}&sort=price-asc`);
      expect(again.headers.get('x-page-cache'), busting).toBe('hit');
    }
  });

  it('rations uncached renders per client: a burst, then 429 with Retry-After', async () => {
    // Every address is a new page (distinct page numbers): none can come from the cache.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let batch = 0; batch < 5; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`${site.base}/homes/page-data.json?page=${100 + batch * 30 + i}`),
        ),
      );
      for (const response of responses) {
        statuses.push(response.status);
        if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
        await response.arrayBuffer();
      }
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(40);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Cached pages are not rationed.
    const cached = await fetch(`${site.base}/homes/page-data.json?page=100`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
  });
});
