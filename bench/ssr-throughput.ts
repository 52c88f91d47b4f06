// SSR throughput of a page against a bare Node server sending the same bytes,
// both measured now on this machine (loopback only, bounded in time).
// Budget (DESIGN §9): /homes ≥ 25% of the bare server; p95 TTFB ≤ 50 ms at half
// of peak; rendering every request on PostgreSQL ≥ 5%. Run after `npm run build`:
//   npm run bench:ssr -- [path]      (default /homes?where=37918)
//   npm run bench:ssr -- [path] --postgres   also renders every request on PostgreSQL
//     (a server of the run's own: bench/lib/private-postgres.ts): one process, the
//     long tail of searches (many different ones in turn), and two processes behind
//     HAProxy as a deployment runs them (scripts/cluster.ts), beside a bare server of
//     two processes. Each of these is measured in short rounds that take turns
//     with the bare server (ROUNDS of ROUND_SECONDS a row), and each round's
//     ratio is its row against the mean of the bare rows just before and after
//     it: on these machines the same render's CPU time moves by up to 2.7 times
//     within a minute, in spells of 10-30 s (bench/README.md, 2026-12-04), so
//     only rows seconds apart can be divided.
//   npm run bench:ssr -- --postgres --rounds 25   (default 15)
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster.ts';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { startPrivatePostgres } from './lib/private-postgres.ts';
import { startSite, viaLoopback } from './lib/site.ts';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const page =
  args.find((arg, index) => !arg.startsWith('--') && index !== roundsAt + 1) ??
  '/homes?where=37918';
const onPostgres = args.includes('--postgres');
const SECONDS = 10;
/** The PostgreSQL rows: rounds of ROUND_SECONDS a row, between two of the bare server. */
const ROUNDS = Math.min(60, Math.max(3, Number(roundsAt >= 0 ? args[roundsAt + 1] : 15)));
const ROUND_SECONDS = 2;
const CONNECTIONS = 10;
/** HAProxy's port for the two-process run; the processes take the next two. */
const CLUSTER_PORT = Number(process.env.BENCH_PORT ?? 3450);

/**
 * The long tail: searches nobody repeats, in turn: six places with home
 * centers around them, each with one of seven filter sets, nine sorts and two
 * pages (756 addresses). What the page cache never holds.
 */
function longTail(): string[] {
  const places = ['37918', '75080', '30303', '28202', '35203', '29201'];
  const filters = [
    '',
    'beds=3',
    'baths=2',
    'maxPrice=150000',
    'multiSection=1',
    'maxMonthly=1200',
    'beds=2&minSquareFeet=1000',
  ];
  const sorts = [
    '',
    'price-asc',
    'price-desc',
    'size-desc',
    'size-asc',
    'beds-desc',
    'newest',
    'popular',
    'monthly-asc',
  ];
  const paths: string[] = [];
  for (const where of places) {
    for (const filter of filters) {
      for (const sort of sorts) {
        for (const pageNumber of [1, 2]) {
          const query = new URLSearchParams(filter);
          query.set('where', where);
          if (sort) query.set('sort', sort);
          if (pageNumber > 1) query.set('page', String(pageNumber));
          paths.push(`/homes?${query}`);
        }
      }
    }
  }
  return paths;
}

// Two processes, one after the other: the default (rendered pages cached for
// PAGE_CACHE_SECONDS) and every request rendered (PAGE_CACHE_SECONDS=0).
// One client sends every request here: the per-client render limit (which
// would answer it 429) is lifted; the process's own turn-taking stays.
const cached = await startSite({ env: { RENDER_LIMIT_PER_SECOND: '0' } });
const siteUrl = cached.publicUrl;

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

/** The same bytes from a bare server of `processes` processes (node:cluster, one port). */
async function startBareServerOf(
  processes: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'homes-bench-bare-'));
  const file = path.join(folder, 'page.html');
  await writeFile(file, body);
  const port = CLUSTER_PORT + 10;
  const script = `
    const cluster = require('node:cluster');
    const { createServer } = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    if (cluster.isPrimary) { for (let i = 0; i < ${processes}; i++) cluster.fork(); }
    else createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  // A file, not -e: node:cluster starts its workers from the primary's script.
  const scriptFile = path.join(folder, 'bare-server.cjs');
  await writeFile(scriptFile, script);
  const child = spawn(process.execPath, [scriptFile], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url: `http://127.0.0.1:${port}/`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The bare server of ${processes} did not answer on port ${port}.`);
}

async function load(url: string, overallRate?: number, paths?: string[], seconds = SECONDS) {
  const target = viaLoopback(url);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'identity', host: target.host },
    ...(overallRate ? { overallRate } : {}),
    // Each connection walks the list from a different place, so the searches differ at every moment.
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Rows measured in turns with the bare server: each round's req/s and its ratio to the bare rows on either side. */
type Interleaved = { bare: number[]; rows: Map<string, { rps: number[]; ratios: number[] }> };

async function interleaved(
  bareUrl: string,
  rows: { name: string; url: string; paths?: string[] }[],
): Promise<Interleaved> {
  const result: Interleaved = { bare: [], rows: new Map() };
  const measure = () => load(bareUrl, undefined, undefined, ROUND_SECONDS);
  const rounds: number[][] = [];
  result.bare.push((await measure()).rps);
  for (let round = 0; round < ROUNDS; round++) {
    const rendered: number[] = [];
    for (const { url, paths } of rows) {
      rendered.push((await load(url, undefined, paths, ROUND_SECONDS)).rps);
    }
    rounds.push(rendered);
    result.bare.push((await measure()).rps);
  }
  for (const [index, { name }] of rows.entries()) {
    const rps = rounds.map((rendered) => rendered[index]!);
    const ratios = rps.map((value, round) => {
      const around = (result.bare[round]! + result.bare[round + 1]!) / 2;
      return value / around;
    });
    result.rows.set(name, { rps, ratios });
  }
  return result;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The middle half of a list: its lower and upper quartile. */
function middleHalf(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))]!;
  return `${format(at(0.25))}–${format(at(0.75))}`;
}

function printInterleaved(title: string, measured: Interleaved) {
  console.log(
    `${title}: ${ROUNDS} rounds of ${ROUND_SECONDS} s a row, each between two of the bare server`,
  );
  console.log(
    'row | req/s (median of rounds) | middle half of rounds | ÷ bare (median of rounds) | middle half of rounds',
  );
  const whole = (value: number) => value.toFixed(0);
  console.log(
    `bare Node, same bytes | ${whole(median(measured.bare))} | ${middleHalf(measured.bare, whole)} | 100% |`,
  );
  for (const [name, { rps, ratios }] of measured.rows) {
    console.log(
      `${name} | ${whole(median(rps))} | ${middleHalf(rps, whole)} | **${percent(median(ratios))}** | ${middleHalf(ratios, percent)}`,
    );
  }
}

const ONE_PROCESS = 'every request rendered, one process';

try {
  const bareRun = await load(`${bareUrl}/`);
  const peak = await load(`${siteUrl}${page}`);
  const half = await load(`${siteUrl}${page}`, Math.max(1, Math.floor(peak.rps / 2)));
  await cached.stop();
  const rendering = await startSite({
    env: { PAGE_CACHE_SECONDS: '0', RENDER_LIMIT_PER_SECOND: '0' },
  });
  let renderPeak: Run;
  let renderHalf: Run;
  try {
    renderPeak = await load(`${rendering.publicUrl}${page}`);
    renderHalf = await load(
      `${rendering.publicUrl}${page}`,
      Math.max(1, Math.floor(renderPeak.rps / 2)),
    );
  } finally {
    await rendering.stop();
  }
  // The same on PostgreSQL, where a process of a deployment renders (issue 15).
  let postgresRuns: { half: Run; one: Interleaved; two: Interleaved } | null = null;
  if (onPostgres) {
    const postgres = await startPrivatePostgres();
    try {
      postgres.createDatabase('homes');
      const keys = {
        OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await generateSigningKey()] }),
        OIDC_COOKIE_KEYS: generateCookieKey(),
      };
      const rendered = { PAGE_CACHE_SECONDS: '0', RENDER_LIMIT_PER_SECOND: '0' };
      const site = await startSite({
        env: { ...rendered, DATABASE_URL: postgres.url('homes'), ...keys },
      });
      let half: Run;
      let one: Interleaved;
      try {
        // Warm: the first renders fill the process's reference rows and catalogue index.
        await load(`${site.publicUrl}${page}`);
        await load(site.publicUrl, undefined, longTail());
        one = await interleaved(`${bareUrl}/`, [
          { name: ONE_PROCESS, url: `${site.publicUrl}${page}` },
          {
            name: 'the long tail (756 searches in turn), one process',
            url: site.publicUrl,
            paths: longTail(),
          },
        ]);
        const peak = median(one.rows.get(ONE_PROCESS)!.rps);
        half = await load(`${site.publicUrl}${page}`, Math.max(1, Math.floor(peak / 2)));
      } finally {
        await site.stop();
      }
      // Two processes behind HAProxy, as a deployment on PostgreSQL runs (docs/deploy.md),
      // in turns with a bare server of two.
      const cluster = await startCluster({
        processes: 2,
        databaseUrl: postgres.url('homes'),
        port: CLUSTER_PORT,
        env: { ...rendered, ...keys, LOG_LEVEL: 'error', STAFF_PASSWORD: undefined },
        output: 'ignore',
      });
      let two: Interleaved;
      try {
        const bareOfTwo = await startBareServerOf(2);
        try {
          const url = `http://localhost:${CLUSTER_PORT}${page}`;
          await load(url);
          two = await interleaved(bareOfTwo.url, [
            { name: 'every request rendered, 2 processes behind HAProxy', url },
          ]);
        } finally {
          await bareOfTwo.stop();
        }
      } finally {
        await cluster.stop();
      }
      postgresRuns = { half, one, two };
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
  if (postgresRuns) {
    console.log(
      row('site at half of its peak, every request rendered, on PostgreSQL', postgresRuns.half),
    );
    printInterleaved('\nOn PostgreSQL, one process', postgresRuns.one);
    printInterleaved('\nOn PostgreSQL, against a bare server of 2 processes', postgresRuns.two);
  }
  const ratio = (run: Run, of: Run = bareRun) => `${((run.rps / of.rps) * 100).toFixed(1)}%`;
  console.log(
    `throughput ratio site ÷ bare: ${ratio(peak)} with the page cache, ${ratio(renderPeak)} rendering every request (budget ≥ 25%)`,
  );
  if (postgresRuns) {
    const [single, tail] = [...postgresRuns.one.rows.values()];
    const [pair] = [...postgresRuns.two.rows.values()];
    console.log(
      `rendering every request on PostgreSQL, the median of rounds against the bare server on either side: ${percent(median(single!.ratios))} (one process), ${percent(median(tail!.ratios))} over the long tail, ${percent(median(pair!.ratios))} as 2 processes against a bare server of 2 (budget ≥ 5%)`,
    );
  }
} finally {
  bare.close();
  await cached.stop().catch(() => {});
}
