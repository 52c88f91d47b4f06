// The provider's storage on a real database (PGlite, and PostgreSQL when set).
import { and, eq, sql } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcModels } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import {
  createAdapterClass,
  deleteExpiredOidcRecords,
  REFRESH_REUSE_GRACE_SECONDS,
  revokeAccountRecords,
  type AdapterClass,
} from './adapter.ts';

let database: TestDatabase;
let Adapter: AdapterClass;

beforeAll(async () => {
  database = await openTestDatabase();
  Adapter = createAdapterClass(database.db);
});
afterAll(async () => {
  await database?.close();
});

const expire = (model: string, id: string) =>
  database.db
    .update(oidcModels)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));

describe('identity storage adapter', () => {
  it('stores, replaces, finds and destroys a record per model', async () => {
    const codes = new Adapter('AuthorizationCode');
    const tokens = new Adapter('AccessToken');
    await codes.upsert('same-id', { grantId: 'g1', accountId: 'a1' }, 60);
    await tokens.upsert('same-id', { grantId: 'g1', scope: 'openid' }, 60);
    expect(await codes.find('same-id')).toEqual({ grantId: 'g1', accountId: 'a1' });
    expect(await tokens.find('same-id')).toEqual({ grantId: 'g1', scope: 'openid' });
    await codes.upsert('same-id', { grantId: 'g1', accountId: 'a2' }, 60);
    expect(await codes.find('same-id')).toEqual({ grantId: 'g1', accountId: 'a2' });
    await codes.destroy('same-id');
    expect(await codes.find('same-id')).toBeUndefined();
    expect(await tokens.find('same-id')).toBeDefined();
    expect(await codes.find('never-stored')).toBeUndefined();
  });

  it('forgets a record once it has expired, and cleans expired ones away', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('s-old', { uid: 'uid-old', accountId: 'a1' }, 60);
    await sessions.upsert('s-new', { uid: 'uid-new', accountId: 'a1' }, 60);
    expect(await sessions.findByUid('uid-old')).toMatchObject({ accountId: 'a1' });
    await expire('Session', 's-old');
    expect(await sessions.find('s-old')).toBeUndefined();
    expect(await sessions.findByUid('uid-old')).toBeUndefined();
    expect(await deleteExpiredOidcRecords(database.db)).toBeGreaterThanOrEqual(1);
    expect(await sessions.findByUid('uid-new')).toMatchObject({ accountId: 'a1' });
  });

  it('marks a consumed code, keeps it, and refuses to consume it twice', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g2' }, 600);
    await codes.consume('c1');
    const found = await codes.find('c1');
    expect(found?.consumed).toBeTypeOf('number');
    expect(Math.abs(Number(found?.consumed) - Date.now() / 1000)).toBeLessThan(120);
    await expect(codes.consume('c1')).rejects.toBeInstanceOf(errors.InvalidGrant);
    // Two at once: exactly one wins.
    await codes.upsert('c2', { grantId: 'g2' }, 600);
    const results = await Promise.allSettled([codes.consume('c2'), codes.consume('c2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('lets a refresh token rotated moments ago renew again, and only within the grace', async () => {
    const refresh = new Adapter('RefreshToken');
    await refresh.upsert('rt1', { grantId: 'g2' }, 600);
    await refresh.consume('rt1');
    // The first answer may never have reached the browser: the token still reads as unused...
    expect((await refresh.find('rt1'))?.consumed).toBeUndefined();
    await refresh.consume('rt1');
    const [row] = await database.db
      .select({ consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, 'rt1')));
    expect(row?.consumedAt).toBeInstanceOf(Date);
    // ...and the grace counts from the first use, however often it is used within it.
    await database.db
      .update(oidcModels)
      .set({
        consumedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})`,
      })
      .where(and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, 'rt1')));
    const found = await refresh.find('rt1');
    expect(found?.consumed).toBeTypeOf('number');
    expect(Date.now() / 1000 - Number(found?.consumed)).toBeGreaterThan(
      REFRESH_REUSE_GRACE_SECONDS,
    );
    await expect(refresh.consume('rt1')).rejects.toBeInstanceOf(errors.InvalidGrant);
  });

  it('revokes every record of a grant in one model, and leaves other grants', async () => {
    const refresh = new Adapter('RefreshToken');
    const codes = new Adapter('AuthorizationCode');
    await refresh.upsert('rt-a', { grantId: 'revoke-me' }, 600);
    await refresh.upsert('rt-b', { grantId: 'revoke-me' }, 600);
    await refresh.upsert('rt-c', { grantId: 'keep-me' }, 600);
    await codes.upsert('code-a', { grantId: 'revoke-me' }, 60);
    await refresh.revokeByGrantId('revoke-me');
    expect(await refresh.find('rt-a')).toBeUndefined();
    expect(await refresh.find('rt-b')).toBeUndefined();
    expect(await refresh.find('rt-c')).toBeDefined();
    expect(await codes.find('code-a')).toBeDefined();
  });

  it('ends every session, grant and token of one account, and leaves other accounts', async () => {
    const sessions = new Adapter('Session');
    const grants = new Adapter('Grant');
    const refresh = new Adapter('RefreshToken');
    await sessions.upsert('s-mine', { accountId: 'mine' }, 600);
    await grants.upsert('g-mine', { accountId: 'mine', clientId: 'c' }, 600);
    await refresh.upsert('rt-mine', { accountId: 'mine', grantId: 'g-mine' }, 600);
    await sessions.upsert('s-theirs', { accountId: 'theirs' }, 600);
    await refresh.upsert('rt-theirs', { accountId: 'theirs', grantId: 'g-theirs' }, 600);
    expect(await revokeAccountRecords(database.db, 'mine')).toBe(3);
    expect(await sessions.find('s-mine')).toBeUndefined();
    expect(await grants.find('g-mine')).toBeUndefined();
    expect(await refresh.find('rt-mine')).toBeUndefined();
    expect(await sessions.find('s-theirs')).toBeDefined();
    expect(await refresh.find('rt-theirs')).toBeDefined();
  });

  it('keeps a record without a lifetime (a registered client) until it is destroyed', async () => {
    const clients = new Adapter('Client');
    await clients.upsert('c1', { client_id: 'c1' });
    expect(await clients.find('c1')).toEqual({ client_id: 'c1' });
    await deleteExpiredOidcRecords(database.db);
    expect(await clients.find('c1')).toEqual({ client_id: 'c1' });
  });
});
