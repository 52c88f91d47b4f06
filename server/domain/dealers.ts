// Home centers (dealers) and how a request finds its own (DESIGN §1 site mode).
import { eq, inArray } from 'drizzle-orm';
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

export async function dealerByHost(ctx: DomainContext, host: string): Promise<Dealer | null> {
  const hostName = hostNameOf(host);
  if (!hostName) return null;
  const slug = localhostSlug(hostName);
  const [row] = await ctx.db
    .select()
    .from(dealers)
    .where(slug ? eq(dealers.slug, slug) : eq(dealers.hostName, hostName));
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

export async function dealersByIds(ctx: DomainContext, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(dealers)
    .where(inArray(dealers.dealerId, [...ids]));
}
