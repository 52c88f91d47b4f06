import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm scripts', () => {
  it('run every benchmark, so each runs under the project’s Node 24', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const benches = (await readdir(path.join(root, 'bench'))).filter((f) => f.endsWith('.ts'));
    expect(benches.length).toBeGreaterThan(0);
    for (const file of benches) {
      expect(Object.values(scripts), file).toContain(`node bench/${file}`);
    }
  });

  it('are what the documentation tells people to run: never `node bench/…` on the machine’s Node', async () => {
    for (const file of ['README.md', 'bench/README.md']) {
      const text = await readFile(path.join(root, file), 'utf8');
      expect(text, file).not.toMatch(/`node (bench|scripts)\//);
    }
  });
});
