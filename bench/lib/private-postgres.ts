// A PostgreSQL server of the benchmark's own, in a temporary folder on a free
// loopback port: the fault runs stop and start it mid-load without touching
// the machine's own server (or the tests' databases on it). Uses the
// machine's PostgreSQL programs (Debian: /usr/lib/postgresql/<version>/bin,
// or PG_BINDIR); as root, the server runs as the postgres user, as it must.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PrivatePostgres = {
  port: number;
  /** A connection string for one of its databases. */
  url(database: string): string;
  createDatabase(name: string): void;
  /** Stops the server: 'fast' rolls open transactions back and ends every session, as a restart does. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
};

function binDir(): string {
  const fromEnv = process.env.PG_BINDIR;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "No PostgreSQL programs found: install Debian's postgresql, or set PG_BINDIR to the folder of pg_ctl.",
    );
  }
  return path.join(base, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(tmpdir(), 'homes-bench-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(folder, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'server.log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      '-w',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  let running = true;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    stop(mode) {
      stop(mode);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    async close() {
      if (running) stop('immediate');
      running = false;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
