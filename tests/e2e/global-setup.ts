// Starts the built site once for all journeys, exactly as `npm start` runs it
// (a child process on the production build), on a fresh embedded database in a
// temporary folder, seeded like a new user's first start.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homes-e2e-'));
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey is one client on one address, rendering far more pages
      // a minute than a person; the render limits have their own tests
      // (server/http/request-guard.int.test.ts).
      RENDER_LIMIT_PER_SECOND: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const port = Number(new URL(url).port);
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('port', port);
  return async () => {
    child.kill('SIGTERM');
    const code = await exited;
    await rm(dataDir, { recursive: true, force: true });
    // Anything the server logged at warn or above during the journeys is a failure.
    if (code !== 0 || /"level":(40|50|60)/.test(output)) {
      throw new Error(`server exited ${code} or logged problems:\n${output}`);
    }
  };
}
