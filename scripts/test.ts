// `npm test`: every check the project has, in the order a failure is cheapest
// to find: lint, format, types, generated files, build, then all test projects
// (unit, integration on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
// browser journeys), then the short form of the load and fault runs (issue 15:
// several processes behind HAProxy on a PostgreSQL of their own).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './start.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Browser journeys need Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
// `npm test -- <vitest arguments>` runs those tests only.
const everything = process.argv.length <= 2;
if (everything && spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
  console.error('The load and fault runs need HAProxy (apt-get install -y haproxy).');
  process.exit(1);
}

run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
run('format', bin('prettier'), ['--check', '.']);
run('types', bin('react-router'), ['typegen']);
run('types', bin('tsc'), ['--noEmit', '-p', '.']);
run('generated GraphQL files', process.execPath, ['scripts/generate-graphql.ts', '--check']);
console.log('\n▶ build');
await ensureBuild();
run('tests', bin('vitest'), ['run', ...process.argv.slice(2)]);
if (everything) {
  run('load and faults, short (bench/cluster.ts)', process.execPath, [
    'bench/cluster.ts',
    '--short',
  ]);
}
