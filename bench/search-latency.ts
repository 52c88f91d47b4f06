// Models search latency through the whole API path (validation, limits,
// resolvers, SQL) on PGlite, as a ratio to a primary-key lookup measured in the
// same run. Budget (DESIGN §9): p95 ≤ 10 ms on the seeded catalogue, one user.
//   npm run bench:search                    # the default seed
//   npm run bench:search -- --scale         # 1,000 home centers, 100,000 listings
import { performance } from 'node:perf_hooks';
import { parse } from 'graphql';
import pino from 'pino';
import { openDatabase } from '../server/db/client.ts';
import { seedDatabase, SCALE_OPTIONS } from '../server/db/seed/seed.ts';
import { createGraphQL, executeOperation } from '../server/graphql/yoga.ts';

const scale = process.argv.includes('--scale');
const ITERATIONS = 300;
const database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
await database.migrate();
const seeded = performance.now();
await seedDatabase(database.db, scale ? SCALE_OPTIONS : {});
console.log(
  `seed (${scale ? 'scale' : 'default'}): ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);
const yoga = createGraphQL({
  db: database.db,
  logger: pino({ level: 'silent' }),
  production: true,
});

const baseline = parse('query B { location(postalCode: "37918") { city } }');
const search =
  parse(`query S($lat: Float, $lon: Float, $beds: Int, $max: Int, $monthly: Int, $sort: Int, $page: Int) {
  modelsSearch(latitude: $lat, longitude: $lon, distance: 100, beds: $beds, maxPrice: $max, maxMonthlyPayment: $monthly, sortMethodId: $sort, pageNumber: $page, itemsPerPage: 10) {
    totalCount models { modelId name lowPrice monthlyEstimateFrom distance thumbnail { src alt } dealers { name } }
  }
}`);
const places = [
  { lat: 36.0501, lon: -83.9226 }, // Knoxville, TN
  { lat: 32.9483, lon: -96.7299 }, // Richardson, TX
  { lat: 33.749, lon: -84.388 }, // Atlanta, GA
  { lat: 35.2271, lon: -80.8431 }, // Charlotte, NC
];

async function measure(run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const base = await measure(() => executeOperation(yoga, baseline, {}, {}));
/** The i-th search of a run: a place, a beds filter every third, and the run's own filters. */
const searchAt = (
  i: number,
  filters: { max: number | null; monthly: number | null; sort: number; page: number },
) =>
  executeOperation(
    yoga,
    search,
    { ...places[i % places.length]!, beds: i % 3 === 0 ? 3 : null, ...filters },
    {},
  );
const searches = await measure((i) =>
  searchAt(i, {
    max: i % 2 === 0 ? 150000 : null,
    monthly: null,
    sort: (i % 8) + 1,
    page: (i % 3) + 1,
  }),
);
// Issue 14: the same searches with the monthly payment filter always on (three
// budgets), sorted by every order including the monthly estimate's.
const MONTHLY_BUDGETS = [900, 1_400, 2_200];
const monthlySearches = await measure((i) =>
  searchAt(i, {
    max: null,
    monthly: MONTHLY_BUDGETS[i % MONTHLY_BUDGETS.length]!,
    sort: (i % 9) + 1,
    page: (i % 2) + 1,
  }),
);
const row = (name: string, times: number[]) =>
  console.log(
    `${name} | ${pct(times, 0.5).toFixed(2)} | ${pct(times, 0.95).toFixed(2)} | ${(pct(times, 0.95) / pct(base, 0.95)).toFixed(1)}`,
  );
console.log('operation | p50 ms | p95 ms | p95 ÷ baseline p95');
row('baseline (postal-code lookup)', base);
row('modelsSearch', searches);
row('modelsSearch, monthly payment filter on', monthlySearches);
await database.close();
