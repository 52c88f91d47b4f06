// Storage for oidc-provider's records in our database (PGlite or PostgreSQL
// alike), so sessions, grants and refresh tokens survive a restart and every
// process behind a load balancer sees the same ones.
//
// Consumed codes and refresh tokens are kept until they expire: the provider
// recognises a second use and revokes the whole grant. consume() is one
// conditional UPDATE, so two requests racing with the same code cannot both
// win (the second gets invalid_grant). A refresh token rotated in the last
// REFRESH_REUSE_GRACE_SECONDS works once more: the browser may never have
// heard the first answer (docs/identity.md, "Refresh tokens").
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcModels } from '../db/schema.ts';

/** Models whose rows are found by grant, session uid or device user code. */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'Grant',
]);

export type AdapterClass = new (model: string) => Adapter;

/**
 * How long a rotated refresh token still renews: a page that left (a click,
 * a reload) while its renewal was on the way lost the answer, and the next
 * page presents the same token a moment later. Past this, a second use is a
 * reuse and ends the sign-in.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Consumed, but so recently that a refresh token may be used again (database clock). */
const withinReuseGrace = sql<boolean>`${oidcModels.consumedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`;

export function createAdapterClass(db: Db): AdapterClass {
  const live = (model: string) =>
    and(
      eq(oidcModels.model, model),
      or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
    );

  async function findWhere(model: string, condition: ReturnType<typeof eq>) {
    const [row] = await db
      .select({
        payload: oidcModels.payload,
        consumedAt: oidcModels.consumedAt,
        inGrace: sql<boolean>`coalesce(${withinReuseGrace}, false)`,
      })
      .from(oidcModels)
      .where(and(live(model), condition))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    if (!row.consumedAt || (model === 'RefreshToken' && row.inGrace)) return payload;
    return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }

  return class DatabaseAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: GRANT_BOUND.has(this.model) ? (payload.grantId ?? null) : null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        userCode: this.model === 'DeviceCode' ? (payload.userCode ?? null) : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: payload.consumed ? new Date(Number(payload.consumed) * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values(row)
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.model, eq(oidcModels.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.model, eq(oidcModels.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.model, eq(oidcModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      // A refresh token used again within the grace keeps its first use's time,
      // so the grace never grows.
      const unconsumed =
        this.model === 'RefreshToken'
          ? or(isNull(oidcModels.consumedAt), withinReuseGrace)
          : isNull(oidcModels.consumedAt);
      const updated = await db
        .update(oidcModels)
        .set({ consumedAt: sql`coalesce(${oidcModels.consumedAt}, now())` })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id), unconsumed))
        .returning({ id: oidcModels.id });
      if (updated.length === 0) throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.grantId, grantId)));
    }
  };
}

/** Removes expired records; the provider never reads them again. */
export async function deleteExpiredOidcRecords(db: Db): Promise<number> {
  const removed = await db
    .delete(oidcModels)
    .where(lte(oidcModels.expiresAt, sql`now()`))
    .returning({ id: oidcModels.id });
  return removed.length;
}

/**
 * Ends everything the provider keeps for one account: its sign-in sessions,
 * grants, refresh tokens and unused codes (after a password reset, so whoever
 * knew the old password is signed out everywhere). Access tokens are JWTs
 * that are not stored: they live out their ten minutes. Returns how many
 * records went.
 */
export async function revokeAccountRecords(db: Db, accountId: string): Promise<number> {
  const removed = await db
    .delete(oidcModels)
    .where(sql`${oidcModels.payload}->>'accountId' = ${accountId}`)
    .returning({ id: oidcModels.id });
  return removed.length;
}
