// CPU time per uncached render, of this checkout's build and, with --against,
// of another checkout's build side by side: the two sites take turns at short
// loads and each round compares them, so a slower or busier moment of the
// machine falls on both (req/s moved by 10-30% between runs on the shared
// machines of issue 15; a 10% change was only visible this way). Loopback only,
// bounded in rounds. Run after `npm run build` (in both checkouts):
//   npm run bench:render-cpu -- [path]                       (default /homes?where=37918)
//   npm run bench:render-cpu -- [path] --against ../other    (a checkout with its own build)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
const page =
  args.find((arg, index) => !arg.startsWith('--') && index !== againstAt + 1) ??
  '/homes?where=37918';
const ROUNDS = 10;
const REQUESTS = 400;
const CONNECTIONS = 10;

type Site = { root: string; child: ChildProcess; url: string; host: string; dataDir: string };

/** A checkout's production server on its own seeded PGlite folder, rendering every request. */
async function startSite(root: string): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homes-render-cpu-'));
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PAGE_CACHE_SECONDS: '0',
      // One client sends every request: the per-client render limit is lifted.
      RENDER_LIMIT_PER_SECOND: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Site ready at (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${root}: site exited ${code}`)));
  });
  // The site answers at localhost: connect to 127.0.0.1 and name the host it expects.
  const url = new URL(ready);
  const host = url.host;
  url.hostname = '127.0.0.1';
  return { root, child, url: url.href.replace(/\/$/, ''), host, dataDir };
}

/** The process's user and system CPU time so far, in milliseconds (Linux). */
async function cpuMilliseconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function load(site: Site, amount: number) {
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
const sites: Site[] = [];
try {
  for (const root of roots) sites.push(await startSite(root));
  for (const site of sites) await load(site, REQUESTS); // warm up
  const perRender: number[][] = sites.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, site] of sites.entries()) {
      const before = await cpuMilliseconds(site.child.pid!);
      await load(site, REQUESTS);
      perRender[index]!.push(((await cpuMilliseconds(site.child.pid!)) - before) / REQUESTS);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(`page ${page}: ${ROUNDS} rounds of ${REQUESTS} requests, every one rendered`);
  console.log('build | CPU ms a render (median) | lowest | ÷ this checkout (median of rounds)');
  for (const [index, site] of sites.entries()) {
    const mine = perRender[index]!;
    const ratios = mine.map((value, round) => value / perRender[0]![round]!);
    console.log(
      `${site.root} | ${median(mine).toFixed(2)} | ${Math.min(...mine).toFixed(2)} | ${median(ratios).toFixed(3)}`,
    );
  }
} finally {
  for (const site of sites) {
    const exited = new Promise((resolve) => site.child.on('exit', resolve));
    site.child.kill('SIGTERM');
    await exited;
    await rm(site.dataDir, { recursive: true, force: true });
  }
}
