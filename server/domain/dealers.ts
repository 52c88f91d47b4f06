// Home centers (dealers) and how a request finds its own (DESIGN §1 site mode).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowAsJson } from '../db/json-row.ts';
import { dealers } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

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

export function isLotNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && LOT_NUMBER.test(value);
}

export async function dealerByLotNumber(
  ctx: DomainContext,
  lotNumber: string,
): Promise<Dealer | null> {
  if (!isLotNumber(lotNumber)) return null;
  const [row] = await ctx.db.select().from(dealers).where(eq(dealers.lotNumber, lotNumber));
  return row ?? null;
}

/** What picks a host's dealer: its own host name, or {slug}.localhost; null for no host. */
export function dealerHostCondition(host: string | null | undefined): SQL | null {
  const hostName = hostNameOf(host);
  if (!hostName) return null;
  const slug = localhostSlug(hostName);
  return slug ? eq(dealers.slug, slug) : eq(dealers.hostName, hostName);
}

export async function dealerByHost(ctx: DomainContext, host: string): Promise<Dealer | null> {
  const condition = dealerHostCondition(host);
  if (!condition) return null;
  const [row] = await ctx.db.select().from(dealers).where(condition);
  return row ?? null;
}

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
  let statement = dealersByIdsStatements.get(ctx.db);
  if (!statement) dealersByIdsStatements.set(ctx.db, (statement = dealersByIdsStatement(ctx.db)));
  const rows = await statement.execute({ ids: `{${ids.join(',')}}` });
  return rows.map((row) => row.dealer);
}
