// CPU time per uncached render, of this checkout's build and, with --against,
// of another checkout's build side by side: the two sites take turns at short
// loads and each round compares them, so a slower or busier moment of the
// machine falls on both (req/s moved by 10-30% between runs on the shared
// machines of issue 15; a 10% change was only visible this way), and the page
// faults a render takes. Loopback only, bounded in rounds. Run after
// `npm run build` (in both checkouts):
//   npm run bench:render-cpu -- [path]                       (default /homes?where=37918)
//   npm run bench:render-cpu -- [path] --against ../other    (a checkout with its own build)
import path from 'node:path';
import autocannon from 'autocannon';
import { usage } from './lib/proc-usage.ts';
import { startSite, type Site } from './lib/site.ts';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
/** The first argument that is neither a flag nor --against's checkout. */
const page =
  args.find(
    (arg, index) => !arg.startsWith('--') && (againstAt === -1 || index !== againstAt + 1),
  ) ?? '/homes?where=37918';
const ROUNDS = 10;
const REQUESTS = 400;
const CONNECTIONS = 10;

async function load(site: Site & { root: string }, amount: number) {
  const result = await autocannon({
    url: site.url + page,
    connections: CONNECTIONS,
    amount,
    headers: { 'accept-encoding': 'identity', host: site.host },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${site.root}${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
}

const roots = [
  path.resolve(import.meta.dirname, '..'),
  ...(against ? [path.resolve(against)] : []),
];
const sites: (Site & { root: string })[] = [];
try {
  for (const root of roots) {
    // Every request rendered; one client sends them all, so the per-client render limit is lifted.
    const env = { PAGE_CACHE_SECONDS: '0', RENDER_LIMIT_PER_SECOND: '0' };
    sites.push({ root, ...(await startSite({ root, env })) });
  }
  for (const site of sites) await load(site, REQUESTS); // warm up
  const perRender: number[][] = sites.map(() => []);
  const faultsPerRender: number[][] = sites.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, site] of sites.entries()) {
      const before = await usage(site.pid);
      await load(site, REQUESTS);
      const after = await usage(site.pid);
      perRender[index]!.push((after.cpuMs - before.cpuMs) / REQUESTS);
      faultsPerRender[index]!.push((after.faults - before.faults) / REQUESTS);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(`page ${page}: ${ROUNDS} rounds of ${REQUESTS} requests, every one rendered`);
  console.log(
    'build | CPU ms a render (median) | lowest | ÷ this checkout (median of rounds) | page faults a render (median)',
  );
  for (const [index, site] of sites.entries()) {
    const mine = perRender[index]!;
    const ratios = mine.map((value, round) => value / perRender[0]![round]!);
    console.log(
      `${site.root} | ${median(mine).toFixed(2)} | ${Math.min(...mine).toFixed(2)} | ${median(ratios).toFixed(3)} | ${median(faultsPerRender[index]!).toFixed(1)}`,
    );
  }
} finally {
  for (const site of sites) await site.stop();
}
