// Where an uncached render's CPU goes (issue 15, decision 0016): the site runs
// under V8's sampling profiler with every request rendered, takes a warm-up
// and then a measured load of one page, and the samples of the measured load
// are shared out by the part of the stack that spent them (a native function
// counted with the JavaScript that called it), with the CPU per render from
// /proc. Loopback only, bounded in time. Run after `npm run build`:
//   npm run bench:render-profile -- [path]              (default /homes?where=37918, PGlite)
//   npm run bench:render-profile -- [path] --postgres   (a PostgreSQL server of the run's own)
//   ... --seconds 20 --keep profile.cpuprofile          (load length; keep the raw profile)
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { startPrivatePostgres, type PrivatePostgres } from './lib/private-postgres.ts';
import { usage } from './lib/proc-usage.ts';
import { startSite } from './lib/site.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const valued = new Set(['--seconds', '--keep']);
const page =
  args.find((arg, index) => !arg.startsWith('--') && !valued.has(args[index - 1] ?? '')) ??
  '/homes?where=37918';
const onPostgres = args.includes('--postgres');
const SECONDS = Math.min(120, Math.max(5, Number(option('--seconds') ?? 20)));
const keep = option('--keep');
const WARM_UP_SECONDS = 5;
const CONNECTIONS = 10;

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The part of the stack a frame belongs to, by where its code comes from. */
function partOf(frame: CallFrame): string | null {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)' || functionName === '(program)') return 'idle and V8 itself';
  if (url === '') return null; // a native function: its caller's part
  if (/react-router\/.*(turbo-stream|single-fetch)/.test(url))
    return 'React Router: turbo-stream (the loader data for hydration) and its script';
  if (url.includes('/react-router/') || url.includes('/@react-router/'))
    return 'React Router: the rest (request, matching, route trees, static handler)';
  if (url.includes('/react-dom/') || url.includes('/react/'))
    return "React DOM's renderer, React's elements";
  if (url.includes('/build/server/')) return "the page's own components";
  if (
    /\/(graphql|graphql-yoga|@graphql-yoga|@pothos|@envelop|graphql-jit|@escape\.tech|@whatwg-node|dataloader)\//.test(
      url,
    )
  )
    return 'the GraphQL stack the loaders call in process';
  if (/\/(pg|pg-protocol|pg-pool|drizzle-orm|@electric-sql)\//.test(url))
    return 'the database driver (PGlite runs here)';
  if (url.includes('/node_modules/')) return 'Express, its middleware, other packages';
  if (url.startsWith('node:')) return "Node's HTTP server, sockets, timers (node: internals)";
  return 'our server code (request guard, search, catalogue index, pricing)';
}

function analyse(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let counted = 0;
  let time = profile.startTime;
  for (const [index, sample] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) continue;
    counted++;
    let id: number | undefined = sample;
    let part: string | null = null;
    while (id !== undefined && part === null) {
      part = partOf(byId.get(id)!.callFrame);
      id = parent.get(id);
    }
    part ??= "Node's HTTP server, sockets, timers (node: internals)";
    parts.set(part, (parts.get(part) ?? 0) + 1);
    const frame = byId.get(sample)!.callFrame;
    const where = frame.url
      .replace(/^.*\/node_modules\//, '')
      .replace(/^file:\/\/\/.*?\/(build|server|app|lib)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'} ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + 1);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { counted, parts: sorted(parts), functions: sorted(functions) };
}

const profileDir = await mkdtemp(path.join(tmpdir(), 'homes-bench-profile-'));
let postgres: PrivatePostgres | null = null;
try {
  const env: Record<string, string> = { PAGE_CACHE_SECONDS: '0', RENDER_LIMIT_PER_SECOND: '0' };
  if (onPostgres) {
    postgres = await startPrivatePostgres();
    postgres.createDatabase('homes');
    env.DATABASE_URL = postgres.url('homes');
    env.OIDC_SIGNING_KEYS = JSON.stringify({ keys: [await generateSigningKey()] });
    env.OIDC_COOKIE_KEYS = generateCookieKey();
  }
  const site = await startSite({
    env,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval', '200'],
  });
  const load = async (seconds: number) => {
    const result = await autocannon({
      url: site.url + page,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'accept-encoding': 'identity', host: site.host },
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return result.requests.total;
  };
  let requests: number;
  let cpuMs: number;
  let loadStart: number;
  let loadEnd: number;
  try {
    await load(WARM_UP_SECONDS);
    const before = await usage(site.pid);
    loadStart = performance.now();
    requests = await load(SECONDS);
    loadEnd = performance.now();
    cpuMs = (await usage(site.pid)).cpuMs - before.cpuMs;
  } finally {
    await site.stop(); // SIGTERM: the profiler writes its file as the process exits
  }
  const exited = performance.now();
  const file = (await readdir(profileDir)).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the site wrote no profile');
  const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as Profile;
  if (keep) await copyFile(path.join(profileDir, file), keep);
  // The profile ends as the process exits: count back from there (microseconds).
  const from = profile.endTime - (exited - loadStart) * 1000;
  const to = profile.endTime - (exited - loadEnd) * 1000;
  const { counted, parts, functions } = analyse(profile, from, to);
  const perRender = cpuMs / requests;
  console.log(
    `${page} on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${requests} renders in ${SECONDS} s, ` +
      `${perRender.toFixed(2)} ms of the process's CPU a render, ${counted} samples`,
  );
  console.log('\npart of the stack | share | ms a render');
  for (const [part, samples] of parts) {
    const share = samples / counted;
    console.log(`${part} | ${(100 * share).toFixed(1)}% | ${(share * perRender).toFixed(2)}`);
  }
  console.log('\nfunction (self time) | share');
  for (const [name, samples] of functions.slice(0, 20)) {
    console.log(`${name} | ${((100 * samples) / counted).toFixed(1)}%`);
  }
} finally {
  await postgres?.close();
  await rm(profileDir, { recursive: true, force: true });
}
