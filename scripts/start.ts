// `npm start`: builds the browser and server bundles when the sources changed
// since the last build, then starts the server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'build/.source-hash');
const inputs = [
  'app',
  'lib',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

async function files(entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const dirents = await readdir(full, { withFileTypes: true }).catch(() => null);
  if (!dirents) return [full];
  const nested = await Promise.all(
    dirents.filter((d) => !d.name.startsWith('.')).map((d) => files(path.join(entry, d.name))),
  );
  return nested.flat();
}

export async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await Promise.all(inputs.map(files))).flat().sort()) {
    const content = await readFile(file).catch(() => null);
    if (content === null) continue;
    hash.update(path.relative(root, file)).update('\0').update(content);
  }
  return hash.digest('hex');
}

export async function ensureBuild(): Promise<void> {
  const wanted = await sourceHash();
  const current = await readFile(stampFile, 'utf8').catch(() => '');
  if (current.trim() === wanted) return;
  console.log('Building the site (first start or sources changed)…');
  const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await writeFile(stampFile, wanted);
}

if (import.meta.main) {
  await ensureBuild();
  await import('../server/main.ts').then((m) => m.main());
}
