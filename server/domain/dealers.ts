// Home centers (dealers) and how a request finds its own (DESIGN §1 site mode).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orderTeam } from '../../lib/team-order.ts';
import type { Db } from '../db/client.ts';
import { rowAsJson } from '../db/json-row.ts';
import { dealers, salesAgents } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';
import { METERS_PER_MILE } from './geo.ts';
import { locationByPostalCode } from './places.ts';
import { referenceCache } from './reference-cache.ts';
import { isPostalCode } from '../../lib/location-source.ts';
import { DEALERS_NEAR_MILES } from '../../lib/distance.ts';

export type Dealer = typeof dealers.$inferSelect;

const LOT_NUMBER = /^\d{1,10}$/;
const SLUG_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Host header → bare lower-case host name without port (IPv6 literals kept whole). */
export function hostNameOf(host: string | null | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** `knoxville.localhost` → `knoxville`: browsers send every *.localhost to loopback. */
export function localhostSlug(hostName: string): string | null {
  const match = /^([^.]+)\.localhost$/.exec(hostName);
  const label = match?.[1];
  return label && SLUG_LABEL.test(label) ? label : null;
}

/** Every refusal of a lot number no home center has, in one wording. */
export const UNKNOWN_LOT_NUMBER = 'lotNumber is not one of our home centers';

export function isLotNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && LOT_NUMBER.test(value);
}

/**
 * A lot number an operation was given, trimmed; null when none was (blank).
 * One that no home center could have is refused beside `lotNumber`.
 */
export function givenLotNumber(value: string | null | undefined): string | null {
  const lot = value?.trim() ?? '';
  if (lot === '') return null;
  if (!isLotNumber(lot)) throw new UserInputError(UNKNOWN_LOT_NUMBER, 'lotNumber');
  return lot;
}

export async function dealerByLotNumber(
  ctx: DomainContext,
  lotNumber: string,
): Promise<Dealer | null> {
  if (!isLotNumber(lotNumber)) return null;
  return dealersByLotNumber.get(ctx.db, lotNumber, async () => {
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.lotNumber, lotNumber));
    return row ?? null;
  });
}
const dealersByLotNumber = referenceCache<string, Dealer | null>({ maxEntries: 5_000 });

/** What picks a host's dealer: its own host name, or {slug}.localhost; null for no host. */
export function dealerHostCondition(host: string | null | undefined): SQL | null {
  const hostName = hostNameOf(host);
  if (!hostName) return null;
  const slug = localhostSlug(hostName);
  return slug ? eq(dealers.slug, slug) : eq(dealers.hostName, hostName);
}

export async function dealerByHost(ctx: DomainContext, host: string): Promise<Dealer | null> {
  const hostName = hostNameOf(host);
  if (!hostName) return null;
  // Every page asks: the query is built only when the process has not kept the answer.
  return dealersByHost.get(ctx.db, hostName, async () => {
    const [row] = await ctx.db.select().from(dealers).where(dealerHostCondition(host)!);
    return row ?? null;
  });
}
// Host names a request may send are bounded by the request guard's host check.
const dealersByHost = referenceCache<string, Dealer | null>({ maxEntries: 5_000 });

/**
 * The dealer a request is for. The host wins over the lotNumber parameter, so
 * a home center's own site never turns into another's; on the corporate host
 * the parameter selects the home center. Neither → corporate site (null).
 */
export async function resolveDealer(
  ctx: DomainContext,
  input: { host?: string | null; lotNumber?: string | null },
): Promise<Dealer | null> {
  if (input.host) {
    const byHost = await dealerByHost(ctx, input.host);
    if (byHost) return byHost;
  }
  return input.lotNumber ? dealerByLotNumber(ctx, input.lotNumber) : null;
}

/**
 * What every home center's site is reached by: its own host name and slug,
 * with the brand and region that pick its sign-in client. Read once at start
 * by the request guard's host check and the identity provider's clients, so
 * both know the same hosts (a new home center's host needs a restart).
 */
export async function dealerSites(ctx: DomainContext) {
  return ctx.db
    .select({
      brandAcronym: dealers.brandAcronym,
      region: dealers.region,
      hostName: dealers.hostName,
      slug: dealers.slug,
    })
    .from(dealers);
}

export type DealerSite = Awaited<ReturnType<typeof dealerSites>>[number];

function dealersByIdsStatement(db: Db) {
  return (
    db
      // One JSON value a row: PGlite decodes each of the 22 columns on its own otherwise.
      .select({ dealer: rowAsJson(dealers) })
      .from(dealers)
      .where(sql`${dealers.dealerId} = any(${sql.placeholder('ids')}::integer[])`)
      // Built once per database handle; sent as the unnamed statement.
      .prepare('')
  );
}
const dealersByIdsStatements = new WeakMap<Db, ReturnType<typeof dealersByIdsStatement>>();

/** The home centers of a request's DataLoader (a listing's, a land parcel's, a model's nearest). */
export async function dealersByIds(ctx: DomainContext, ids: readonly number[]): Promise<Dealer[]> {
  if (ids.length === 0) return [];
  const found = await dealerRows.getMany(ctx.db, ids, async (missing) => {
    let statement = dealersByIdsStatements.get(ctx.db);
    if (!statement) dealersByIdsStatements.set(ctx.db, (statement = dealersByIdsStatement(ctx.db)));
    const rows = await statement.execute({ ids: `{${missing.join(',')}}` });
    return new Map(rows.map(({ dealer }) => [dealer.dealerId, dealer]));
  });
  return found.filter((dealer) => dealer !== undefined);
}
const dealerRows = referenceCache<number, Dealer>({ maxEntries: 5_000 });

export type SalesAgent = typeof salesAgents.$inferSelect;

/**
 * Each home center's team in SPEC §9's order: shuffled, then by title rank,
 * so people of one rank take turns at the top (a request's DataLoader).
 */
export async function salesAgentsByDealerIds(
  ctx: DomainContext,
  ids: readonly number[],
  random: () => number = Math.random,
): Promise<Map<number, SalesAgent[]>> {
  const teams = new Map<number, SalesAgent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return teams;
  const rows = await ctx.db
    .select()
    .from(salesAgents)
    .where(inArray(salesAgents.dealerId, [...ids]))
    .orderBy(asc(salesAgents.salesAgentId));
  for (const row of rows) teams.get(row.dealerId)?.push(row);
  for (const [id, team] of teams) teams.set(id, orderTeam(team, random));
  return teams;
}

/**
 * Home centers within `miles` of a point, for a query on `dealers`: the
 * condition (the earth box first, which the index narrows) and each one's
 * distance in miles.
 */
export function dealersWithin(
  point: { latitude: number; longitude: number },
  miles: number,
): { within: SQL; distance: SQL<number> } {
  const origin = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  const position = sql`ll_to_earth(${dealers.latitude}, ${dealers.longitude})`;
  const radiusMeters = miles * METERS_PER_MILE;
  return {
    within: sql`earth_box(${origin}, ${radiusMeters}::float8) @> ${position} and earth_distance(${origin}, ${position}) <= ${radiusMeters}::float8`,
    distance: sql<number>`earth_distance(${origin}, ${position}) / ${METERS_PER_MILE}::float8`,
  };
}

export const MAX_DEALERS_NEAR = 10;

export type DealerDistance = { dealer: Dealer; distance: number };

/**
 * The corporate portal's "your home center": home centers within 250 miles
 * of a ZIP code's centre, nearest first. BAD_USER_INPUT for a code that is
 * not 5 digits; [] for a code we do not know.
 */
export async function dealersNear(
  ctx: DomainContext,
  input: { postalCode: string; limit?: number | null },
): Promise<DealerDistance[]> {
  const code = input.postalCode.trim();
  if (!isPostalCode(code)) throw new UserInputError('postalCode must be 5 digits', 'postalCode');
  const limit = input.limit ?? 3;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DEALERS_NEAR) {
    throw new UserInputError(`limit must be a whole number from 1 to ${MAX_DEALERS_NEAR}`, 'limit');
  }
  const place = await locationByPostalCode(ctx, code);
  if (!place) return [];
  const { within, distance } = dealersWithin(place, DEALERS_NEAR_MILES);
  const rows = await ctx.db
    .select({ dealer: dealers, distance })
    .from(dealers)
    .where(within)
    .orderBy(distance, asc(dealers.dealerId))
    .limit(limit);
  return rows.map((row) => ({ dealer: row.dealer, distance: Number(row.distance) }));
}

/** Every home center, by state then town (the corporate About page and the finder's list). */
export async function allHomeCenters(ctx: DomainContext): Promise<Dealer[]> {
  return ctx.db
    .select()
    .from(dealers)
    .orderBy(asc(dealers.state), asc(dealers.city), asc(dealers.name));
}

/**
 * The home center nearest a point, however far (a message always reaches
 * someone); only among those in `states` when given (a promotion's).
 */
export async function nearestHomeCenter(
  ctx: DomainContext,
  point: { latitude: number; longitude: number },
  states: readonly string[] | null = null,
): Promise<Dealer | null> {
  const origin = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  const [row] = await ctx.db
    .select()
    .from(dealers)
    .where(states ? inArray(dealers.state, [...states]) : undefined)
    .orderBy(
      sql`earth_distance(${origin}, ll_to_earth(${dealers.latitude}, ${dealers.longitude}))`,
      asc(dealers.dealerId),
    )
    .limit(1);
  return row ?? null;
}
