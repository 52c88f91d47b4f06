// CPU time per uncached render, of this checkout's build and, with --against,
// of another checkout's build side by side: the two sites take turns at short
// loads and each round compares them, so a slower or busier moment of the
// machine falls on both (req/s moved by 10-30% between runs on the shared
// machines of issue 15; a 10% change was only visible this way), and the page
// faults a render takes. With --together the two take the load at the same
// time instead (half the connections each, rounds of five seconds), so every
// moment of the machine falls on both: two identical builds then differ by
// about 1% (middle half of rounds 0.99–1.03, 2026-12-04) where taking turns
// gave 0.90–1.15. Loopback only, bounded in rounds. Run after
// `npm run build` (in both checkouts):
//   npm run bench:render-cpu -- [path]                       (default /homes?where=37918)
//   npm run bench:render-cpu -- [path] --against ../other    (a checkout with its own build)
//   npm run bench:render-cpu -- [path] --postgres            (each site on a database of a
//     PostgreSQL server of the run's own; PostgreSQL's CPU a render is counted too)
//   ... --together                                           (both loaded at once)
//   ... --rounds 60 --requests 400                           (rounds of 200 requests; default 30)
import path from 'node:path';
import autocannon from 'autocannon';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { startPrivatePostgres, type PrivatePostgres } from './lib/private-postgres.ts';
import { postgresCpuMs, usage } from './lib/proc-usage.ts';
import { startSite, type Site } from './lib/site.ts';

const args = process.argv.slice(2);
const valued = new Set(['--against', '--rounds', '--requests']);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const against = option('--against');
/** The first argument that is neither a flag nor a flag's value. */
const page =
  args.find((arg, index) => !arg.startsWith('--') && !valued.has(args[index - 1] ?? '')) ??
  '/homes?where=37918';
const onPostgres = args.includes('--postgres');
// Many short rounds: this machine's speed drifts within seconds, and a round's
// ratio is only as good as the moment it was measured in.
const ROUNDS = Math.min(200, Math.max(4, Number(option('--rounds') ?? 30)));
const REQUESTS = Math.min(5_000, Math.max(50, Number(option('--requests') ?? 200)));
const CONNECTIONS = 10;
const together = args.includes('--together') && against !== undefined;
const TOGETHER_SECONDS = 5;

/** A load of `amount` requests, or (together) of TOGETHER_SECONDS on half the connections; the requests sent. */
async function load(site: Site & { root: string }, amount: number): Promise<number> {
  const result = await autocannon({
    url: site.url + page,
    ...(together
      ? { connections: CONNECTIONS / 2, duration: TOGETHER_SECONDS }
      : { connections: CONNECTIONS, amount }),
    headers: { 'accept-encoding': 'identity', host: site.host },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${site.root}${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.total;
}

const roots = [
  path.resolve(import.meta.dirname, '..'),
  ...(against ? [path.resolve(against)] : []),
];
const sites: (Site & { root: string })[] = [];
let postgres: PrivatePostgres | null = null;
try {
  const keys: Record<string, string> = onPostgres
    ? {
        OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await generateSigningKey()] }),
        OIDC_COOKIE_KEYS: generateCookieKey(),
      }
    : {};
  if (onPostgres) postgres = await startPrivatePostgres();
  for (const [index, root] of roots.entries()) {
    // Every request rendered; one client sends them all, so the per-client render limit is lifted.
    const env: Record<string, string> = {
      PAGE_CACHE_SECONDS: '0',
      RENDER_LIMIT_PER_SECOND: '0',
      ...keys,
    };
    if (postgres) {
      postgres.createDatabase(`homes${index}`);
      env.DATABASE_URL = postgres.url(`homes${index}`);
    }
    sites.push({ root, ...(await startSite({ root, env })) });
  }
  for (const site of sites) await load(site, REQUESTS); // warm up
  const perRender: number[][] = sites.map(() => []);
  const faultsPerRender: number[][] = sites.map(() => []);
  const postgresPerRender: number[][] = sites.map(() => []);
  const totalCpuMs = sites.map(() => 0);
  const totalSent = sites.map(() => 0);
  for (let round = 0; together && round < ROUNDS; round++) {
    const before = await Promise.all(sites.map((site) => usage(site.pid)));
    const sent = await Promise.all(sites.map((site) => load(site, REQUESTS)));
    const after = await Promise.all(sites.map((site) => usage(site.pid)));
    for (const index of sites.keys()) {
      perRender[index]!.push((after[index]!.cpuMs - before[index]!.cpuMs) / sent[index]!);
      totalCpuMs[index]! += after[index]!.cpuMs - before[index]!.cpuMs;
      totalSent[index]! += sent[index]!;
      faultsPerRender[index]!.push((after[index]!.faults - before[index]!.faults) / sent[index]!);
    }
  }
  for (let round = 0; !together && round < ROUNDS; round++) {
    // Each round starts with the next site: the one measured first after the
    // other's load ran up to 6% slower, whichever it was.
    const order = sites.map((_, at) => (at + round) % sites.length);
    for (const index of order) {
      const site = sites[index]!;
      const before = await usage(site.pid);
      const postgresBefore = postgres ? await postgresCpuMs() : 0;
      await load(site, REQUESTS);
      const after = await usage(site.pid);
      perRender[index]!.push((after.cpuMs - before.cpuMs) / REQUESTS);
      totalCpuMs[index]! += after.cpuMs - before.cpuMs;
      totalSent[index]! += REQUESTS;
      faultsPerRender[index]!.push((after.faults - before.faults) / REQUESTS);
      if (postgres)
        postgresPerRender[index]!.push(((await postgresCpuMs()) - postgresBefore) / REQUESTS);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    together
      ? `page ${page}: ${ROUNDS} rounds of ${TOGETHER_SECONDS} s, both sites at once, every request rendered`
      : `page ${page}: ${ROUNDS} rounds of ${REQUESTS} requests, every one rendered`,
  );
  console.log(
    `build | CPU ms a render (median) | lowest | ÷ this checkout (median of rounds) | ÷ this checkout (all rounds' CPU) | page faults a render (median)${postgres && !together ? ' | PostgreSQL CPU ms a render (median)' : ''}`,
  );
  const quartiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${sorted[Math.floor(sorted.length / 4)]!.toFixed(3)}–${sorted[Math.floor((3 * sorted.length) / 4)]!.toFixed(3)}`;
  };
  // The whole run's CPU as well: a round that took a full garbage collection
  // (100-270 ms) counts for what it cost, where the median of rounds drops it.
  for (const [index, site] of sites.entries()) {
    const mine = perRender[index]!;
    const ratios = mine.map((value, round) => value / perRender[0]![round]!);
    const totalRatio = totalCpuMs[index]! / totalSent[index]! / (totalCpuMs[0]! / totalSent[0]!);
    if (index > 0) console.log(`(its ratios' middle half: ${quartiles(ratios)})`);
    console.log(
      `${site.root} | ${median(mine).toFixed(2)} | ${Math.min(...mine).toFixed(2)} | ${median(ratios).toFixed(3)} | ${totalRatio.toFixed(3)} | ${median(faultsPerRender[index]!).toFixed(1)}${postgres && !together ? ` | ${median(postgresPerRender[index]!).toFixed(2)}` : ''}`,
    );
  }
} finally {
  for (const site of sites) await site.stop();
  await postgres?.close();
}
