// SPEC §7 "authorized applications": the sites a signed-in user has let use
// their home account, from the identity provider's grants (one per site).
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { oidcModels } from '../db/schema.ts';
import { requireViewer, SCOPES, type DomainContext } from '../domain/context.ts';
import { describeClient, type AuthorizationClients } from './clients.ts';
import { lastHomeCenters } from './sign-ins.ts';

export type AuthorizedApplication = {
  audience: string;
  clientId: string;
  /** A home center brand's site (retail); false for the corporate site. */
  isRetail: boolean;
  /**
   * The home center the user last signed in through with this client (from
   * the sign-in's return host); null for the site's own host or unrecorded.
   */
  lotNumber: string | null;
  name: string;
  userId: string;
};

type GrantPayload = { clientId?: string; resources?: Record<string, string> };

export async function authorizedApplications(
  ctx: DomainContext,
  authorization: AuthorizationClients,
): Promise<AuthorizedApplication[]> {
  const viewer = requireViewer(ctx, SCOPES.userRead);
  const rows = await ctx.db
    .select({ payload: oidcModels.payload })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.model, 'Grant'),
        sql`${oidcModels.payload}->>'accountId' = ${viewer.subject}`,
        or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(sql`(${oidcModels.payload}->>'iat')::bigint`));
  const homeCenters = rows.length
    ? await lastHomeCenters(ctx, viewer.subject)
    : new Map<string, string | null>();
  const seen = new Set<string>();
  const applications: AuthorizedApplication[] = [];
  for (const { payload } of rows) {
    const grant = payload as GrantPayload;
    if (!grant.clientId || seen.has(grant.clientId)) continue;
    seen.add(grant.clientId);
    applications.push({
      audience: Object.keys(grant.resources ?? {})[0] ?? '',
      clientId: grant.clientId,
      lotNumber: homeCenters.get(grant.clientId) ?? null,
      userId: viewer.subject,
      ...describeClient(grant.clientId, authorization),
    });
  }
  return applications;
}
