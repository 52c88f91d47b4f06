// The figures every estimate assumes (issue 14): the company's, and a home
// center's own where it set them (table pricing_defaults). Read often (every
// card), changed rarely: each process keeps them for PRICING_CACHE_MS.
import { pricingDefaultsSchema } from '../../lib/pricing/schema.ts';
import { eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_PRICING, type PricingDefaults } from '../../lib/pricing/estimate.ts';
import type { Db } from '../db/client.ts';
import { pricingDefaults } from '../db/schema.ts';
import { UserInputError } from './errors.ts';

/** How long a process trusts what it read: a home center's change shows everywhere within this. */
export const PRICING_CACHE_MS = 30_000;

type Cached = { at: number; company: PricingDefaults; byDealer: Map<number, PricingDefaults> };
const cache = new WeakMap<Db, Cached>();

/** A stored document that no longer passes the schema is not shown to buyers: the company's is. */
function readStored(value: unknown): PricingDefaults | null {
  const parsed = pricingDefaultsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function load(db: Db, now: number, fresh = false): Promise<Cached> {
  const cached = cache.get(db);
  if (!fresh && cached && now - cached.at < PRICING_CACHE_MS) return cached;
  const rows = await db
    .select({ dealerId: pricingDefaults.dealerId, defaults: pricingDefaults.defaults })
    .from(pricingDefaults);
  let company = DEFAULT_PRICING;
  const byDealer = new Map<number, PricingDefaults>();
  for (const row of rows) {
    const stored = readStored(row.defaults);
    if (!stored) continue;
    if (row.dealerId === null) company = stored;
    else byDealer.set(row.dealerId, stored);
  }
  const loaded = { at: now, company, byDealer };
  cache.set(db, loaded);
  return loaded;
}

/** The company's figures: every estimate of a home center that set none, and of a model with no place. */
export async function companyPricing(db: Db, now = Date.now()): Promise<PricingDefaults> {
  return (await load(db, now)).company;
}

/**
 * Every home center's figures at once, for reading many without waiting
 * (the models search): a home center's own, else the company's (null: the company's).
 */
export async function figuresByDealer(
  db: Db,
  now = Date.now(),
): Promise<(dealerId: number | null) => PricingDefaults> {
  const { company, byDealer } = await load(db, now);
  return (dealerId) => (dealerId === null ? company : (byDealer.get(dealerId) ?? company));
}

/** A home center's figures (its own where it set them, else the company's); null: the company's. */
export async function pricingFor(
  db: Db,
  dealerId: number | null,
  options: { now?: number; fresh?: boolean } = {},
): Promise<{ defaults: PricingDefaults; own: boolean }> {
  const loaded = await load(db, options.now ?? Date.now(), options.fresh);
  const own = dealerId === null ? undefined : loaded.byDealer.get(dealerId);
  return own ? { defaults: own, own: true } : { defaults: loaded.company, own: false };
}

/**
 * Stores a home center's figures (dealerId null: the company's), checked whole.
 * This process sees them at once; the others within PRICING_CACHE_MS.
 */
export async function savePricingDefaults(
  db: Db,
  dealerId: number | null,
  defaults: unknown,
  now = Date.now(),
): Promise<PricingDefaults> {
  const parsed = pricingDefaultsSchema.safeParse(defaults);
  if (!parsed.success) {
    // The message is the figure's own (lib/pricing/schema.ts); the field says which figure.
    const issue = parsed.error.issues[0];
    throw new UserInputError(
      issue?.message ?? 'These figures are not valid.',
      issue?.path.join('.') || 'defaults',
    );
  }
  // Pages say "figures as of {asOf}": a day still to come was not checked on. A day ahead
  // of the server's is allowed, for a checker east of it.
  const latest = new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (parsed.data.asOf > latest) {
    throw new UserInputError(
      'Enter the day the figures were checked on: not a day still to come.',
      'asOf',
    );
  }
  await db.transaction(async (tx) => {
    const where =
      dealerId === null ? isNull(pricingDefaults.dealerId) : eq(pricingDefaults.dealerId, dealerId);
    const updated = await tx
      .update(pricingDefaults)
      .set({ defaults: parsed.data, updatedAt: sql`now()` })
      .where(where)
      .returning({ id: pricingDefaults.pricingDefaultsId });
    if (updated.length > 0) return;
    const inserted = await tx
      .insert(pricingDefaults)
      .values({ dealerId, defaults: parsed.data })
      .onConflictDoNothing()
      .returning({ id: pricingDefaults.pricingDefaultsId });
    // Another save made the row first (it is committed by now): this one replaces it.
    if (inserted.length === 0) {
      await tx
        .update(pricingDefaults)
        .set({ defaults: parsed.data, updatedAt: sql`now()` })
        .where(where);
    }
  });
  cache.delete(db);
  return parsed.data;
}

/** This process reads the figures again at their next use (a change elsewhere, decision 0009). */
export function forgetPricingCache(db: Db): void {
  cache.delete(db);
}

/** A home center goes back to the company's figures. */
export async function forgetPricingDefaults(db: Db, dealerId: number): Promise<void> {
  await db.delete(pricingDefaults).where(eq(pricingDefaults.dealerId, dealerId));
  cache.delete(db);
}
