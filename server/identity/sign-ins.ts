// Which home center a user signs in through, per sign-in client
// (account_sign_ins). Sign-in clients are per brand region, so the home
// center is known only from where the sign-in returns to: a home center's own
// host (or {slug}.localhost locally), or the site's own host (none). It is
// not part of any security decision: authorizedApplications shows it.
import { eq, sql, type SQL } from 'drizzle-orm';
import { accountSignIns, dealers } from '../db/schema.ts';
import type { DomainContext } from '../domain/context.ts';
import { brandRegionCode } from '../../lib/sign-in-client.ts';
import { dealerByLotNumber, dealerHostCondition, isLotNumber } from '../domain/dealers.ts';
import { isAccountId } from './accounts.ts';
import { clientRegionCode } from './clients.ts';

/**
 * Records a completed sign-in (or sign-up) of accountId with clientId, in one
 * statement: the first time adds the row, later ones move its last time and
 * home center. returnHost is the host the sign-in returns to, or null for the
 * site's own; a host that is no home center's records null too. On the site's
 * own host, lotNumber (the center whose pages the sign-in started from) names it.
 */
export async function recordSignIn(
  ctx: DomainContext,
  input: {
    accountId: string;
    clientId: string;
    returnHost: string | null;
    lotNumber?: string | null;
  },
): Promise<void> {
  // A home center's host wins; on any other host, the center the lotNumber names (if any).
  const lotOf = (condition: SQL | null) =>
    condition
      ? sql`(${ctx.db.select({ lotNumber: dealers.lotNumber }).from(dealers).where(condition)})`
      : sql`null`;
  const lotNumber = sql`coalesce(${lotOf(dealerHostCondition(input.returnHost))}, ${lotOf(
    isLotNumber(input.lotNumber) ? eq(dealers.lotNumber, input.lotNumber) : null,
  )})`;
  await ctx.db
    .insert(accountSignIns)
    .values({ accountId: input.accountId, clientId: input.clientId, lotNumber })
    .onConflictDoUpdate({
      target: [accountSignIns.accountId, accountSignIns.clientId],
      set: {
        lotNumber: sql`excluded.lot_number`,
        lastSignedInAt: sql`excluded.last_signed_in_at`,
      },
    });
}

/**
 * The home center a lot number names, when a sign-in with clientId can start from its
 * pages (its site signs in with that client); else null. For `lot_number`, which the
 * browser sends (LOT_NUMBER_AUTH_PARAM): another brand's center is not taken.
 */
export async function homeCenterOfClient(
  ctx: DomainContext,
  lotNumber: unknown,
  clientId: string,
): Promise<string | null> {
  if (typeof lotNumber !== 'string' || !isLotNumber(lotNumber)) return null;
  const dealer = await dealerByLotNumber(ctx, lotNumber);
  if (!dealer) return null;
  const code = brandRegionCode(dealer);
  // A main-brand center's site signs in with the corporate client (of any environment).
  const ownClient =
    code === null ? CORPORATE_CLIENT.test(clientId) : code === clientRegionCode(clientId);
  return ownClient ? dealer.lotNumber : null;
}

const CORPORATE_CLIENT = /^web-corporate-[a-z]+$/;

/** Client id → the lot number of the home center the account last signed in through (or null). */
export async function lastHomeCenters(
  ctx: DomainContext,
  accountId: string,
): Promise<Map<string, string | null>> {
  if (!isAccountId(accountId)) return new Map();
  const rows = await ctx.db
    .select({ clientId: accountSignIns.clientId, lotNumber: accountSignIns.lotNumber })
    .from(accountSignIns)
    .where(eq(accountSignIns.accountId, accountId));
  return new Map(rows.map((row) => [row.clientId, row.lotNumber]));
}
