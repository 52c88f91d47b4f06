// Writes the generated seed into an empty database in one transaction: either
// every table is filled or, on any error, nothing is.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  brands,
  dealers,
  features,
  homeListings,
  landListings,
  locations,
  meta,
  modelAvailability,
  modelFeatures,
  modelImages,
  models,
  modelVirtualTours,
  pageRedirects,
  pricingDefaults,
  salesAgents,
  testimonials,
  events,
  curatedLists,
  welcomeHomeImages,
} from '../schema.ts';
import { ensureConfigurators } from '../../domain/configurator.ts';
import { generateSeedData } from './seed-data.ts';
import { seedPricingDefaults } from './pricing.ts';

export type SeedOptions = {
  /** Total home listings; default 1,800. */
  listings?: number;
  /** Home centers; default 120. */
  dealers?: number;
};

export type SeedReport = {
  brands: number;
  models: number;
  dealers: number;
  homeListings: number;
  landListings: number;
  agents: number;
  welcomeHomeImages: number;
  features: number;
  locations: number;
  testimonials: number;
  events: number;
  ms: number;
};

/** The size the benchmarks run at (DESIGN §1: ~1,000 home centers, ~100,000 homes). */
export const SCALE_OPTIONS = { dealers: 1_000, listings: 100_000 } as const satisfies SeedOptions;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class AlreadySeededError extends Error {
  constructor() {
    super('The database is already seeded (meta key "seed" exists).');
    this.name = 'AlreadySeededError';
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: meta.key }).from(meta).where(eq(meta.key, 'seed')).limit(1);
  return rows.length > 0;
}

/** Rows per statement: each statement carries one JSON document, so this only bounds its size. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows as one JSON parameter per statement, expanded by
 * jsonb_populate_recordset. PGlite parses one JSON document far faster than
 * thousands of bound parameters: the default seed went from ~4.8 s to ~2 s.
 */
async function insertAll(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  // Keys are camelCase in code; the JSON must use the database column names.
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => row[key] !== undefined))
    .map(([key, column]) => ({ key, name: column.name }));
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      for (const { key, name } of columns) {
        const value = row[key];
        out[name] = value instanceof Date ? value.toISOString() : (value ?? null);
      }
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::jsonb)`,
    );
  }
}

/** Serial columns whose ids the seed sets itself; their sequences must continue after them. */
const SERIALS: readonly (readonly [string, string])[] = [
  ['brands', 'id'],
  ['features', 'feature_id'],
  ['models', 'id'],
  ['model_images', 'mfg_model_image_id'],
  ['model_virtual_tours', 'mfg_model_virtual_tour_id'],
  ['dealers', 'dealer_id'],
  ['sales_agents', 'sales_agent_id'],
  ['land_listings', 'land_id'],
  ['home_listings', 'inventory_id'],
  ['welcome_home_images', 'welcome_home_image_id'],
  ['testimonials', 'testimonial_id'],
  ['events', 'event_id'],
];

async function resetSequences(tx: Tx): Promise<void> {
  for (const [table, column] of SERIALS) {
    // With no rows, the next id stays 1 (is_called = false).
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.identifier(column)}), 1), max(${sql.identifier(column)}) is not null) from ${sql.identifier(table)}`,
    );
  }
}

/** Fills an empty database with the deterministic seed. Throws if it is already seeded. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const data = generateSeedData(options);
  await db.transaction(async (tx) => {
    if (await isSeeded(tx)) throw new AlreadySeededError();
    await insertAll(tx, brands, data.brands);
    await insertAll(tx, features, data.features);
    await insertAll(
      tx,
      models,
      data.models.map((m) => m.row),
    );
    await insertAll(tx, modelImages, data.modelImages);
    await insertAll(tx, modelVirtualTours, data.modelVirtualTours);
    await insertAll(tx, modelFeatures, data.modelFeatures);
    await insertAll(tx, dealers, data.dealers);
    await insertAll(tx, salesAgents, data.salesAgents);
    // Only where the seed has those home centers (a small test seed may not).
    const dealerIds = new Set(data.dealers.map((d) => d.dealerId));
    await insertAll(
      tx,
      pricingDefaults,
      seedPricingDefaults().filter((row) => dealerIds.has(row.dealerId)),
    );
    await insertAll(tx, landListings, data.landListings);
    await insertAll(tx, homeListings, data.homeListings);
    await insertAll(tx, welcomeHomeImages, data.welcomeHomeImages);
    await insertAll(tx, testimonials, data.testimonials);
    await insertAll(tx, events, data.events);
    await insertAll(tx, curatedLists, data.curatedLists);
    await insertAll(tx, locations, data.locations);
    await insertAll(tx, pageRedirects, data.pageRedirects);
    await resetSequences(tx);
    // Last, so a seed that got this far is complete.
    await insertAll(tx, meta, data.meta);
  });
  // Every model's configurator (issue 13); a start also tops up a database seeded before.
  await ensureConfigurators(db);
  // The models search reads model_availability from its covering index alone,
  // which needs the table's visibility map (and statistics) that VACUUM writes.
  // PGlite runs no autovacuum, so the freshly filled table gets one here.
  await db.execute(sql`vacuum (analyze) ${modelAvailability}`);
  return {
    brands: data.brands.length,
    models: data.models.length,
    dealers: data.dealers.length,
    homeListings: data.homeListings.length,
    landListings: data.landListings.length,
    agents: data.salesAgents.length,
    welcomeHomeImages: data.welcomeHomeImages.length,
    features: data.features.length,
    locations: data.locations.length,
    testimonials: data.testimonials.length,
    events: data.events.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The benchmark-size seed: ~1,000 home centers and ~100,000 home listings. */
export function seedScale(db: Db, options: SeedOptions = SCALE_OPTIONS): Promise<SeedReport> {
  return seedDatabase(db, { ...SCALE_OPTIONS, ...options });
}
