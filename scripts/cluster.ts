// `npm run cluster -- [processes]`: the site as several processes behind
// HAProxy on one PostgreSQL, on loopback (issue 15, docs/deploy.md).
//   DATABASE_URL        the shared PostgreSQL (required)
//   PORT                where HAProxy listens (default 3000); the processes take PORT+1…PORT+N
//   OIDC_SIGNING_KEYS,  the keys every process signs with; made up for this run when unset
//   OIDC_COOKIE_KEYS    (a real deployment sets them: `npm run keys`)
// Stops everything on Ctrl-C or SIGTERM. Nothing listens beyond 127.0.0.1.
// bench/cluster.ts starts the same cluster through startCluster.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { ensureBuild } from './start.ts';

const root = path.resolve(import.meta.dirname, '..');

export type ClusterOptions = {
  processes: number;
  databaseUrl: string;
  /** HAProxy's port; the processes take the next ones. */
  port: number;
  /** Added to every process's environment (after the cluster's own). */
  env?: NodeJS.ProcessEnv;
  /** Where the processes' and HAProxy's output goes (default: this terminal). */
  output?: 'inherit' | 'ignore';
};

export type Cluster = {
  /** HAProxy's address. */
  url: string;
  /** Each process's own address, in order. */
  processUrls: string[];
  /** Each process's DATA_DIR (its development outbox is `outbox/` in it). */
  dataDirs: string[];
  /** Stops process `index` (0-based) with SIGTERM, waits for it to exit, starts it again and waits until it is ready. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
};

export function haproxyConfig(
  port: number,
  processPorts: readonly number[],
  statsSocket: string,
): string {
  return `global
  maxconn 4096
  # What HAProxy thinks of each process (restart() waits until a new one is taken back).
  stats socket ${statsSocket}
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A check answered slowly (a process busy rendering) is not a failed one: the
  # check waits up to 2 s for the answer; a draining process answers 503 at once.
  timeout check 2s
  # Connections to the processes are kept and reused (a new one per request
  # cost HAProxy and the process more than a cached page does, issue 15);
  # \`http-reuse safe\` sends a client's first request on a connection of its own.
  option http-keep-alive
  http-reuse safe
  # A request that could not reach a process (stopping, not yet listening) goes to
  # another, as does one whose kept connection the process closed before answering:
  # replaying is safe here, every write is idempotent by its key (decision 0009).
  retries 3
  retry-on conn-failure empty-response
  option redispatch
frontend site
  bind 127.0.0.1:${port}
  # One address, the caller's: a client's own X-Forwarded-For is not passed on.
  http-request set-header X-Forwarded-For %[src]
  default_backend processes
backend processes
  balance roundrobin
  # A draining process answers 503 here and is taken out; a new one needs two good checks.
  option httpchk GET /readyz
  default-server inter 500ms fall 1 rise 2
${processPorts.map((p, i) => `  server site${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** HAProxy's `show stat` (CSV: proxy, server, …, status at column 18) from its stats socket. */
function haproxyStat(socketPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.on('connect', () => socket.end('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('The cluster needs HAProxy: apt-get install -y haproxy (as root).');
  }
  const { port, processes: count } = options;
  const stdio = options.output ?? 'inherit';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    // HAProxy says who the visitor is (X-Forwarded-For); the processes listen on loopback only.
    TRUST_PROXY: 'true',
    // Three of HAProxy's checks (every 500 ms, out after one 503) before a stopping process closes.
    SHUTDOWN_DRAIN_MS: '1500',
    OIDC_SIGNING_KEYS:
      process.env.OIDC_SIGNING_KEYS ?? JSON.stringify({ keys: [await generateSigningKey()] }),
    OIDC_COOKIE_KEYS:
      process.env.OIDC_COOKIE_KEYS ?? [generateCookieKey(), generateCookieKey()].join(','),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  await ensureBuild();
  const workDir = await mkdtemp(path.join(tmpdir(), 'homes-cluster-'));
  const ports = Array.from({ length: count }, (_, i) => port + i + 1);
  const dataDirs = ports.map((_, i) => path.join(workDir, `site-${i + 1}`));
  const sites: (ChildProcess | undefined)[] = [];
  let haproxy: ChildProcess | null = null;
  let stopping = false;

  /** One site process; it migrates and seeds an empty database itself (one at a time, by lock). */
  const startSite = (index: number) => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { ...env, PORT: String(ports[index]), DATA_DIR: dataDirs[index] },
      stdio: ['ignore', stdio, stdio],
    });
    child.on('exit', (code, signal) => {
      if (!stopping && sites[index] === child) {
        console.error(`site ${index + 1} exited (${code ?? signal})`);
      }
    });
    sites[index] = child;
  };
  const ready = (index: number, seconds: number) =>
    waitFor(`http://127.0.0.1:${ports[index]}/readyz`, seconds);
  const statsSocket = path.join(workDir, 'haproxy.sock');
  /** Until HAProxy sends requests to process `index` again (two good checks). */
  const takenBack = async (index: number) => {
    for (let i = 0; i < 120; i++) {
      const state = await haproxyStat(statsSocket).catch(() => '');
      const row = state.split('\n').find((line) => line.startsWith(`processes,site${index + 1},`));
      if (row?.split(',')[17] === 'UP') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`HAProxy did not take process ${index + 1} back`);
  };

  const stop = async () => {
    stopping = true;
    // HAProxy first, then each process drains its requests (SIGTERM) and closes its database.
    const all = [haproxy, ...sites].filter((child) => child != null);
    const exits = all.map(exited);
    for (const child of all) child.kill('SIGTERM');
    await Promise.all(exits);
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    // The first process migrates and seeds; the others start once it is ready.
    startSite(0);
    await ready(0, 300);
    for (let index = 1; index < count; index++) startSite(index);
    await Promise.all(ports.map((_, index) => ready(index, 120)));
    const configFile = path.join(workDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig(port, ports, statsSocket));
    haproxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', stdio, stdio] });
    await waitFor(`http://127.0.0.1:${port}/healthz`, 30);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    processUrls: ports.map((p) => `http://127.0.0.1:${p}`),
    dataDirs,
    async restart(index) {
      const child = sites[index];
      if (!child) throw new Error(`no process ${index}`);
      sites[index] = undefined;
      child.kill('SIGTERM');
      await exited(child);
      startSite(index);
      await ready(index, 120);
      await takenBack(index);
    },
    stop,
  };
}

if (import.meta.main) {
  const processes = Number(process.argv[2] ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
    console.error('usage: npm run cluster -- [processes, 1 to 16]');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'npm run cluster needs DATABASE_URL: the processes share one PostgreSQL (PGlite serves one process).',
    );
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 3000);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes,
      databaseUrl,
      port,
      env: process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {},
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `Cluster ready at ${process.env.PUBLIC_URL ?? `http://localhost:${port}`}: ${processes} process${processes === 1 ? '' : 'es'} behind HAProxy (ports ${port + 1}–${port + processes}).`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
