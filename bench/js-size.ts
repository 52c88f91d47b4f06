// JavaScript each route sends (gzip), from the built client manifest.
// Budgets (DESIGN §9): public routes at most 150 KB gzip each; portal routes
// (any path under /portal) at most 200 KB gzip each, the data client included.
// Also: the data client's own size, and proof that it is in no public route's
// JS (decision 0006). Run after `npm run build`:
//   npm run bench:js-size
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { build as viteBuild, type Rollup } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_BUDGET_KB = 150;
const PORTAL_BUDGET_KB = 200;
/**
 * A string only the data client's code holds (the body's hash extension,
 * app/graphql/client.ts): a built file with it carries the client.
 */
const CLIENT_MARKER = 'persistedQuery';

const serverBuild = (await import(
  pathToFileURL(path.join(root, 'build/server/index.js')).href
)) as ServerBuild;
const { assets } = serverBuild;

const sizes = new Map<string, number>();
async function gzipKb(url: string): Promise<number> {
  const cached = sizes.get(url);
  if (cached !== undefined) return cached;
  const file = path.join(root, 'build/client', url);
  const kb = gzipSync(await readFile(file), { level: 9 }).length / 1024;
  sizes.set(url, kb);
  return kb;
}

/** The entry plus every module of the route and its ancestors, each file once. */
function routeFiles(routeId: string): Set<string> {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (!route) break;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return files;
}

/** The address a route answers, its ancestors' paths included ('/' for the home page). */
function fullPath(routeId: string): string {
  const parts: string[] = [];
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const segment = assets.routes[id]?.path;
    if (segment) parts.unshift(segment.replace(/^\/+|\/+$/g, ''));
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

const isPortal = (address: string) => address === '/portal' || address.startsWith('/portal/');

/** Built files that carry the data client, by the marker only its code holds. */
async function clientCarriers(): Promise<Set<string>> {
  const carriers = new Set<string>();
  const dir = path.join(root, 'build/client/assets');
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue;
    if ((await readFile(path.join(dir, name), 'utf8')).includes(CLIENT_MARKER)) {
      carriers.add(`/assets/${name}`);
    }
  }
  return carriers;
}

/**
 * The data client alone (client.ts, client-react.tsx and the generated
 * hashes), built for production as the app is, without what any page has
 * anyway (React) or what the documents bring (gql.tada's runtime and parser).
 */
async function clientOwnKb(): Promise<{ raw: number; gzip: number }> {
  const output = (await viteBuild({
    configFile: false,
    root,
    logLevel: 'silent',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      // An app build's minification (a library build keeps whitespace), with the entries' exports kept.
      rolldownOptions: {
        input: {
          binding: path.join(root, 'app/graphql/client-react.tsx'),
          client: path.join(root, 'app/graphql/client.ts'),
        },
        preserveEntrySignatures: 'exports-only',
        external: [/^react($|\/)/, /^react-dom($|\/)/, 'gql.tada', '@0no-co/graphql.web'],
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const code = chunks.map((c) => c.code).join('\n');
  return { raw: Buffer.byteLength(code) / 1024, gzip: gzipSync(code, { level: 9 }).length / 1024 };
}

type Row = { route: string; files: Set<string>; kb: number; budget: number; client: boolean };
const carriers = await clientCarriers();
const rows: Row[] = [];
for (const [id, route] of Object.entries(assets.routes)) {
  if (id === 'root' || !route) continue;
  // A pathless layout is no page of its own: its JS counts in each of its pages.
  if (!route.path && !route.index) continue;
  const address = fullPath(id);
  const files = routeFiles(id);
  let kb = 0;
  for (const f of files) kb += await gzipKb(f);
  rows.push({
    route: address,
    files,
    kb,
    budget: isPortal(address) ? PORTAL_BUDGET_KB : PUBLIC_BUDGET_KB,
    client: [...files].some((f) => carriers.has(f)),
  });
}
rows.sort((a, b) => b.kb - a.kb);

const publicRows = rows.filter((r) => r.budget === PUBLIC_BUDGET_KB);
const portalRows = rows.filter((r) => r.budget === PORTAL_BUDGET_KB);
const line = (r: Row) =>
  `${r.route} | ${r.kb.toFixed(1)} | ${((r.kb / r.budget) * 100).toFixed(0)}%${r.client ? ' | data client' : ''}`;

console.log(`Public routes: route | JS gzip KB | share of the ${PUBLIC_BUDGET_KB} KB budget`);
for (const r of publicRows) console.log(line(r));
console.log('');
if (portalRows.length === 0) {
  console.log(
    `Portal routes: none yet (no route under /portal in the build): nothing to hold to the ${PORTAL_BUDGET_KB} KB budget.`,
  );
} else {
  console.log(
    `Portal routes: route | JS gzip KB, the data client included | share of the ${PORTAL_BUDGET_KB} KB budget`,
  );
  for (const r of portalRows) console.log(line(r));
}

const own = await clientOwnKb();
console.log('');
console.log(
  `Data client alone (app/graphql/client.ts, client-react.tsx, operation-hashes.ts; React and the documents' gql.tada runtime not counted): ${own.gzip.toFixed(1)} KB gzip, ${own.raw.toFixed(1)} KB minified`,
);
const publicFiles = new Set(publicRows.flatMap((r) => [...r.files]));
const lazy = [...carriers].filter((f) => !publicFiles.has(f));
for (const f of lazy) {
  const where = portalRows.some((r) => r.files.has(f))
    ? 'portal routes'
    : 'loaded on demand only (the signed-in account panel of /myhome-account-login)';
  console.log(`  in ${f} (${(await gzipKb(f)).toFixed(1)} KB gzip): ${where}`);
}

const problems: string[] = [];
const over = rows.filter((r) => r.kb > r.budget);
if (over.length) problems.push(`Over budget: ${over.map((r) => r.route).join(', ')}`);
const leaked = publicRows.filter((r) => r.client);
if (leaked.length) {
  problems.push(
    `The data client is in the JS of public routes (portal routes only, decision 0006): ${leaked.map((r) => r.route).join(', ')}`,
  );
}
for (const problem of problems) console.error(problem);
if (problems.length) process.exitCode = 1;
