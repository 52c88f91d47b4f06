// SSR throughput of a page against a bare Node server sending the same bytes,
// both measured now on this machine (loopback only, bounded in time).
// Budget (DESIGN §9): /homes ≥ 25% of the bare server; p95 TTFB ≤ 50 ms at half
// of peak. Run after `npm run build`:
//   npm run bench:ssr -- [path]      (default /homes?where=37918)
//   npm run bench:ssr -- [path] --postgres   also renders every request on PostgreSQL
//                                            (a server of the run's own: bench/lib/private-postgres.ts)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { startPrivatePostgres } from './lib/private-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const page = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '/homes?where=37918';
const onPostgres = process.argv.includes('--postgres');
const SECONDS = 10;
const CONNECTIONS = 10;

type Site = { url: string; stop: () => Promise<void> };

/** The production server on its own seeded PGlite folder. */
async function startSite(env: Record<string, string>): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homes-bench-'));
  const site = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    site.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Site ready at (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    site.on('exit', (code) => reject(new Error(`site exited ${code}`)));
  });
  const exited = new Promise((resolve) => site.on('exit', resolve));
  return {
    url,
    stop: async () => {
      site.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Two processes, one after the other: the default (rendered pages cached for
// PAGE_CACHE_SECONDS) and every request rendered (PAGE_CACHE_SECONDS=0).
// One client sends every request here: the per-client render limit (which
// would answer it 429) is lifted; the process's own turn-taking stays.
const cached = await startSite({ RENDER_LIMIT_PER_SECOND: '0' });
const siteUrl = cached.url;

// The bytes the page sends, served by the simplest possible Node server.
const sample = await fetch(`${siteUrl}${page}`, { headers: { 'accept-encoding': 'identity' } });
const body = Buffer.from(await sample.arrayBuffer());
const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareAddress = bare.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;

/**
 * The site answers at localhost (PUBLIC_URL; a loopback address is sent
 * there), which may resolve to ::1 where the site does not listen: connect to
 * 127.0.0.1 and name the host the site expects.
 */
function viaLoopback(url: string): { url: string; host: string } {
  const parsed = new URL(url);
  const host = parsed.host;
  parsed.hostname = '127.0.0.1';
  return { url: parsed.href, host };
}

async function load(url: string, overallRate?: number) {
  const target = viaLoopback(url);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'identity', host: target.host },
    ...(overallRate ? { overallRate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

type Run = Awaited<ReturnType<typeof load>>;
const row = (name: string, run: Run) =>
  `${name} | ${run.rps.toFixed(0)} | ${run.p50} | ${run.p975} | ${run.p99}`;

try {
  const bareRun = await load(`${bareUrl}/`);
  const peak = await load(`${siteUrl}${page}`);
  const half = await load(`${siteUrl}${page}`, Math.max(1, Math.floor(peak.rps / 2)));
  await cached.stop();
  const rendering = await startSite({ PAGE_CACHE_SECONDS: '0', RENDER_LIMIT_PER_SECOND: '0' });
  let renderPeak: Run;
  let renderHalf: Run;
  try {
    renderPeak = await load(`${rendering.url}${page}`);
    renderHalf = await load(`${rendering.url}${page}`, Math.max(1, Math.floor(renderPeak.rps / 2)));
  } finally {
    await rendering.stop();
  }
  // The same on PostgreSQL, where a process of a deployment renders (issue 15).
  let postgresPeak: Run | null = null;
  let postgresHalf: Run | null = null;
  if (onPostgres) {
    const postgres = await startPrivatePostgres();
    try {
      postgres.createDatabase('homes');
      const site = await startSite({
        PAGE_CACHE_SECONDS: '0',
        RENDER_LIMIT_PER_SECOND: '0',
        DATABASE_URL: postgres.url('homes'),
        OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await generateSigningKey()] }),
        OIDC_COOKIE_KEYS: generateCookieKey(),
      });
      try {
        // Warm: the first renders fill each process's reference rows and plans.
        await load(`${site.url}${page}`);
        postgresPeak = await load(`${site.url}${page}`);
        postgresHalf = await load(
          `${site.url}${page}`,
          Math.max(1, Math.floor(postgresPeak.rps / 2)),
        );
      } finally {
        await site.stop();
      }
    } finally {
      await postgres.close();
    }
  }
  console.log(`page ${page}: ${(body.length / 1024).toFixed(1)} KB of HTML`);
  console.log('server | req/s | p50 ms | p97.5 ms | p99 ms');
  console.log(row('bare Node, same bytes', bareRun));
  console.log(row('site at peak (page cache on, the default)', peak));
  console.log(row('site at half of peak (page cache on)', half));
  console.log(row('site at peak, every request rendered (PAGE_CACHE_SECONDS=0)', renderPeak));
  console.log(row('site at half of that peak, every request rendered', renderHalf));
  if (postgresPeak && postgresHalf) {
    console.log(row('site at peak, every request rendered, on PostgreSQL', postgresPeak));
    console.log(row('site at half of that peak, on PostgreSQL', postgresHalf));
  }
  const ratio = (run: Run) => `${((run.rps / bareRun.rps) * 100).toFixed(1)}%`;
  console.log(
    `throughput ratio site ÷ bare: ${ratio(peak)} with the page cache, ${ratio(renderPeak)} rendering every request (budget ≥ 25%)`,
  );
  if (postgresPeak) {
    console.log(`rendering every request on PostgreSQL: ${ratio(postgresPeak)} of the bare server`);
  }
} finally {
  bare.close();
  await cached.stop().catch(() => {});
}
