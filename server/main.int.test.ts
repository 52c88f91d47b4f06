// The real process, as `npm start` runs it: first start seeds, a second start
// on the same data keeps it, a bad setting stops start-up with one line, and
// SIGTERM drains in-flight requests and exits 0. Embedded database only: this
// is the workstation path (the pg path is the same code, covered elsewhere).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnderTest } from './db/test-database.ts';

const root = path.resolve(import.meta.dirname, '..');
let dataDir: string;

type Started = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
};

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output, exit });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => reject(new Error(`exited ${code} before ready:\n${output}`)));
  });
}

const onPglite = databaseUnderTest() === 'pglite';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'homes-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(onPglite)('the server process', () => {
  it('seeds an empty database, serves, and drains an in-flight request on SIGTERM', async () => {
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain('seeded');
    const page = await fetch(`${first.url}/`);
    expect(page.status).toBe(200);
    // A second process on the same embedded database is refused, not let in to corrupt it.
    const intruder = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let intruderErr = '';
    intruder.stderr.on('data', (c: Buffer) => (intruderErr += c.toString()));
    expect(await new Promise((r) => intruder.on('exit', r))).toBe(1);
    expect(intruderErr).toMatch(/Another process \(pid \d+\) is using the embedded database/);
    // A picture takes a moment to draw: SIGTERM arrives while it is in flight.
    const inFlight = fetch(
      `${first.url}/images/models/${await firstModelNumber(first.url)}/floorplan-1280.png`,
    );
    await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('stopped');
  });

  it('starts again on the same data without seeding, keeping what was there', async () => {
    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('seeding');
    const html = await (await fetch(`${second.url}/`)).text();
    expect(html).toMatch(/Homes for sale near Knoxville, TN/);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('refuses a bad setting with one line naming it', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "eighty")');
  });
});

async function firstModelNumber(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const match = /\/images\/models\/([^/]+)\/exterior/.exec(html);
  if (!match?.[1]) throw new Error('no model picture on the home page');
  return decodeURIComponent(match[1]);
}
