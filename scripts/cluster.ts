// `npm run cluster -- [processes]`: the site as several processes behind
// HAProxy on one PostgreSQL, on loopback (issue 15, docs/deploy.md).
//   DATABASE_URL        the shared PostgreSQL (required)
//   PORT                where HAProxy listens (default 3000); the processes take PORT+1…PORT+N
//   OIDC_SIGNING_KEYS,  the keys every process signs with; made up for this run when unset
//   OIDC_COOKIE_KEYS    (a real deployment sets them: `npm run keys`)
// Stops everything on Ctrl-C or SIGTERM. Nothing listens beyond 127.0.0.1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { ensureBuild } from './start.ts';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 16) {
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
if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
  console.error('npm run cluster needs HAProxy: apt-get install -y haproxy (as root).');
  process.exit(2);
}

const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  DATABASE_URL: databaseUrl,
  // HAProxy says who the visitor is (X-Forwarded-For); the processes listen on loopback only.
  TRUST_PROXY: 'true',
  OIDC_SIGNING_KEYS:
    process.env.OIDC_SIGNING_KEYS ?? JSON.stringify({ keys: [await generateSigningKey()] }),
  OIDC_COOKIE_KEYS:
    process.env.OIDC_COOKIE_KEYS ?? [generateCookieKey(), generateCookieKey()].join(','),
};

await ensureBuild();
const workDir = await mkdtemp(path.join(tmpdir(), 'homes-cluster-'));
const children: ChildProcess[] = [];
let stopping = false;

/** One site process; it migrates and seeds an empty database itself (one at a time, by lock). */
function startSite(index: number): ChildProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port + index), DATA_DIR: path.join(workDir, `site-${index}`) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`site ${index} exited (${code ?? signal})`);
  });
  return child;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

// The first process migrates and seeds; the others start once it is ready.
children.push(startSite(1));
await waitFor(`http://127.0.0.1:${port + 1}/readyz`, 300);
for (let index = 2; index <= count; index++) children.push(startSite(index));
await Promise.all(
  Array.from({ length: count }, (_, i) => waitFor(`http://127.0.0.1:${port + i + 1}/readyz`, 120)),
);

// Round robin over the processes; /readyz takes a draining process out before it stops.
const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option http-server-close
  retries 2
  option redispatch
frontend site
  bind 127.0.0.1:${port}
  # One address, the caller's: a client's own X-Forwarded-For is not passed on.
  http-request set-header X-Forwarded-For %[src]
  default_backend processes
backend processes
  balance roundrobin
  option httpchk GET /readyz
  default-server inter 500ms fall 1 rise 2
${Array.from({ length: count }, (_, i) => `  server site${i + 1} 127.0.0.1:${port + i + 1} check`).join('\n')}
`;
const configFile = path.join(workDir, 'haproxy.cfg');
await writeFile(configFile, config);
const haproxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: 'inherit' });
children.push(haproxy);
await waitFor(`http://127.0.0.1:${port}/healthz`, 30);
console.log(
  `Cluster ready at ${publicUrl}: ${count} process${count === 1 ? '' : 'es'} behind HAProxy (ports ${port + 1}–${port + count}).`,
);

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // HAProxy first, then each process drains its requests (SIGTERM) and closes its database.
  const exits = children.map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      }),
  );
  for (const child of children.reverse()) child.kill('SIGTERM');
  await Promise.all(exits);
  await rm(workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
