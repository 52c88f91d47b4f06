// The production server of a checkout, started for a benchmark on its own
// seeded PGlite folder (or the DATABASE_URL given in env), and stopped with
// its folder removed. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Site = {
  /** The address the site announces (its PUBLIC_URL), as a browser would open it. */
  publicUrl: string;
  /** The same site at 127.0.0.1, without a trailing slash: what a load generator connects to. */
  url: string;
  /** The Host header the site expects on requests sent to `url`. */
  host: string;
  pid: number;
  stop: () => Promise<void>;
};

/**
 * The site answers at localhost (PUBLIC_URL; a loopback address is sent
 * there), which may resolve to ::1 where the site does not listen: connect to
 * 127.0.0.1 and name the host the site expects.
 */
export function viaLoopback(url: string): { url: string; host: string } {
  const parsed = new URL(url);
  const host = parsed.host;
  parsed.hostname = '127.0.0.1';
  return { url: parsed.href.replace(/\/$/, ''), host };
}

export async function startSite(
  options: {
    root?: string;
    port?: number;
    env?: Record<string, string>;
    /** Node's own options before the script (a profiler's, for one). */
    nodeArgs?: string[];
  } = {},
): Promise<Site> {
  const root = options.root ?? path.resolve(import.meta.dirname, '../..');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homes-bench-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let publicUrl: string;
  try {
    publicUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Site ready at (\S+)/.exec(out);
        if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
      });
      child.on('exit', (code) => reject(new Error(`${root}: site exited ${code}`)));
    });
  } catch (error) {
    await removeData();
    throw error;
  }
  return {
    publicUrl,
    ...viaLoopback(publicUrl),
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await removeData();
    },
  };
}
