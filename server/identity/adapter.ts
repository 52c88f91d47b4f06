// Storage for oidc-provider's records in our database (PGlite or PostgreSQL
// alike), so sessions, grants and refresh tokens survive a restart and every
// process behind a load balancer sees the same ones.
//
// Consumed codes and refresh tokens are kept until they expire: the provider
// recognises a second use and revokes the whole grant. consume() is one
// conditional UPDATE, so two requests racing with the same refresh token
// cannot both win (the second gets invalid_grant).
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

export function createAdapterClass(db: Db): AdapterClass {
  const live = (model: string) =>
    and(
      eq(oidcModels.model, model),
      or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
    );

  async function findWhere(model: string, condition: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(live(model), condition))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
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
      const updated = await db
        .update(oidcModels)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oidcModels.model, this.model),
            eq(oidcModels.id, id),
            isNull(oidcModels.consumedAt),
          ),
        )
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
