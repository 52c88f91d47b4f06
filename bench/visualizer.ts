// The configurator's picture after a changed selection (issue 13; DESIGN §9:
// within 300 ms on the 2-core machine, cached or not): the whole HTTP path of
// /images/visualizer/... (configurator, model, drawing, resvg, WebP), on PGlite
// in memory, as a ratio to sending the same bytes from memory in the same run.
// Then a buyer's session of clicks, for the cache hit ratio.
//   npm run bench:visualizer
import express from 'express';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import {
  optionsOf,
  standardChoices,
  visualizerPictures,
  type Choices,
} from '../lib/configurator/selections.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDatabase } from '../server/db/seed/seed.ts';
import { configurators } from '../server/db/schema.ts';
import { latestConfigurator } from '../server/domain/configurator.ts';
import { createVisualizerImageHandler } from '../server/http/visualizer-images.ts';
import { createImageRenderer } from '../server/images/renderer.ts';

const BUDGET_MS = 300;
const CHANGES = 120;
const SESSION_CLICKS = 300;

const database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
await database.migrate();
await seedDatabase(database.db);
const renderer = createImageRenderer();
const app = express();
app.get(
  '/images/visualizer/:salesModelId/:version/:sceneId/:file',
  createVisualizerImageHandler({
    db: database.db,
    cacheDir: '',
    logger: pino({ level: 'silent' }),
    renderer,
  }),
);
let baselineBody = Buffer.alloc(0);
app.get('/baseline', (_req, res) => {
  res.type('image/webp').send(baselineBody);
});
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function get(path: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { ms: performance.now() - start, bytes: body.length };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

// Models of every size: each change is on a model and choice never drawn before.
const rows = await database.db
  .select({ salesModelId: configurators.salesModelId })
  .from(configurators)
  .orderBy(configurators.configuratorId);
const configuratorsUsed = await Promise.all(
  rows.slice(0, 40).map((r) => latestConfigurator({ db: database.db }, r.salesModelId)),
);
let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

/** A changed selection: one option of a random nav set to another selection; the picture of that nav's scene. */
function change(i: number) {
  const configurator = configuratorsUsed[i % configuratorsUsed.length]!;
  const nav = configurator.navs[Math.floor(random() * 4)]!; // the four pictured navs
  const options = nav.optionGroups.flatMap((g) => g.configuratorOptions);
  const choices: Record<number, number> = { ...standardChoices(configurator) };
  for (const option of options) {
    choices[option.configuratorOptionId] =
      option.selections[Math.floor(random() * option.selections.length)]!.selectionId;
  }
  const picture = visualizerPictures(configurator, choices, [nav.scenes[0]!.sceneId])[0]!;
  return picture.url;
}

const urls = Array.from({ length: CHANGES }, (_, i) => change(i));
const first = await get(urls[0]!); // warm-up: fonts, resvg, the first configurator
baselineBody = Buffer.from(await (await fetch(`${base}${urls[0]!}`)).arrayBuffer());
for (let i = 0; i < 20; i++) await get('/baseline');
const baseline: number[] = [];
for (let i = 0; i < CHANGES; i++) baseline.push((await get('/baseline')).ms);
const uncached: number[] = [];
const statsBefore = renderer.stats();
for (const url of urls.slice(1)) uncached.push((await get(url)).ms);
const rendered = renderer.stats().rendered - statsBefore.rendered;
const cached: number[] = [];
for (const url of urls.slice(1)) cached.push((await get(url)).ms);

// A buyer's session: clicks through the navs, trying options and going back to earlier ones.
const session = configuratorsUsed[0]!;
let choices: Choices = standardChoices(session);
const sessionStart = renderer.stats();
for (let click = 0; click < SESSION_CLICKS; click++) {
  const nav = session.navs[Math.floor(click / (SESSION_CLICKS / 5))]!;
  const options = nav.optionGroups.flatMap((g) => g.configuratorOptions);
  const option = options[Math.floor(random() * options.length)]!;
  // Buyers compare a few favourites: most clicks pick among the first three of an option.
  const pool = option.selections.slice(0, random() < 0.8 ? 3 : undefined);
  choices = {
    ...choices,
    [option.configuratorOptionId]: pool[Math.floor(random() * pool.length)]!.selectionId,
  };
  const scene = nav.scenes[0]!.sceneId;
  await get(visualizerPictures(session, choices, [scene])[0]!.url);
}
const sessionEnd = renderer.stats();
const hits = sessionEnd.hits - sessionStart.hits;
const misses = sessionEnd.misses - sessionStart.misses;

const row = (name: string, values: number[]) =>
  `${name} | ${pct(values, 0.5).toFixed(1)} | ${pct(values, 0.95).toFixed(1)} | ${Math.max(...values).toFixed(1)} | ${(pct(values, 0.95) / pct(baseline, 0.95)).toFixed(1)} | ${((pct(values, 0.95) / BUDGET_MS) * 100).toFixed(0)}%`;
console.log(`picture 960 px WebP, first request ${first.ms.toFixed(0)} ms, ${first.bytes} bytes`);
console.log('request | p50 ms | p95 ms | max ms | p95 ÷ baseline p95 | p95 of the 300 ms budget');
console.log(row('baseline (same bytes from memory)', baseline));
console.log(row(`changed selection, uncached (${rendered} drawn)`, uncached));
console.log(row('changed selection, cached', cached));
console.log(
  `session of ${SESSION_CLICKS} clicks on one model: ${hits} hits, ${misses} misses, hit ratio ${((hits / (hits + misses)) * 100).toFixed(0)}%`,
);
console.log(
  `options on that model: ${optionsOf(session).length}; pictures drawn in the run: ${renderer.stats().rendered}`,
);
server.close();
await database.close();
