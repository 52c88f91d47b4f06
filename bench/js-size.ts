// JavaScript each public route sends (gzip), from the built client manifest.
// Budget (DESIGN §9): at most 150 KB gzip per route. Run after `npm run build`:
//   npm run bench:js-size
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 150;
const build = (await import(
  pathToFileURL(path.join(root, 'build/server/index.js')).href
)) as ServerBuild;
const { assets } = build;

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
async function routeKb(routeId: string): Promise<number> {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (!route) break;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  let total = 0;
  for (const f of files) total += await gzipKb(f);
  return total;
}

const rows: { route: string; kb: number }[] = [];
for (const [id, route] of Object.entries(assets.routes)) {
  if (id === 'root' || !route) continue;
  rows.push({
    route: route.path ? `/${route.path}` : id === 'routes/home' ? '/' : id,
    kb: await routeKb(id),
  });
}
rows.sort((a, b) => b.kb - a.kb);
console.log(`route | JS gzip KB | share of the ${BUDGET_KB} KB budget`);
for (const r of rows)
  console.log(`${r.route} | ${r.kb.toFixed(1)} | ${((r.kb / BUDGET_KB) * 100).toFixed(0)}%`);
const over = rows.filter((r) => r.kb > BUDGET_KB);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => r.route).join(', ')}`);
  process.exitCode = 1;
}
