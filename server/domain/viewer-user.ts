// The portal user behind a request: the users row keyed on the access
// token's issuer + subject (issue 10). Every portal use case starts here, so
// ownership always means "the row of this token's person", never an id the
// caller sent.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { designs, leads, users } from '../db/schema.ts';
import { requireViewer, type DomainContext, type Scope, type Viewer } from './context.ts';
import { NotFoundError } from './errors.ts';

export type UserRow = typeof users.$inferSelect;

/** What another user's id answers: exactly what an id that does not exist answers. */
export const NO_SUCH_USER = 'No such user.';

/** The SQL condition "this users row is the viewer's": join it to what must be theirs. */
export function isViewer(viewer: Viewer) {
  return and(eq(users.issuer, viewer.issuer), eq(users.subject, viewer.subject));
}

export async function findViewerUser(ctx: DomainContext, viewer: Viewer): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(isViewer(viewer));
  return row ?? null;
}

/**
 * The caller (with the scope) and their user; NOT_FOUND when they have not
 * created one yet (the browser creates it first, SPEC §4 step 2).
 */
export async function requireViewerUser(
  ctx: DomainContext,
  scope: Scope,
): Promise<{ viewer: Viewer; user: UserRow }> {
  const viewer = requireViewer(ctx, scope);
  const user = await findViewerUser(ctx, viewer);
  if (!user) {
    throw new NotFoundError('You have no home account user yet: create it first.');
  }
  return { viewer, user };
}

/** Whether an id the caller sent is their own user's (any letter case; blanks are not). */
export function isOwnUserId(user: UserRow, userId: string | null | undefined): boolean {
  return typeof userId === 'string' && userId.trim().toLowerCase() === user.userId;
}

/** The caller's user when userId is theirs; otherwise NOT_FOUND, as for an id that does not exist. */
export async function requireOwnUser(
  ctx: DomainContext,
  scope: Scope,
  userId: string,
): Promise<{ viewer: Viewer; user: UserRow }> {
  const viewer = requireViewer(ctx, scope);
  const user = await findViewerUser(ctx, viewer);
  if (!user || !isOwnUserId(user, userId)) throw new NotFoundError(NO_SUCH_USER);
  return { viewer, user };
}

/** The owner of what a deleted account had sent: no issuer signs a token for it. */
const DELETED_ACCOUNT = 'deleted-account';

/**
 * Deletes what the site keeps for the viewer (a home account being deleted):
 * their user row, and with it their profiles, planner answers, favourites and
 * sign-up forms (the rows cascade), and their designs not sent. Leads and
 * designs they sent stay with the home center that got them, no longer tied
 * to the account (docs/rules.md). One transaction: all of it, or none.
 */
export async function deleteViewerData(ctx: DomainContext, viewer: Viewer): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const theirs = and(
      eq(designs.ownerIssuer, viewer.issuer),
      eq(designs.ownerSubject, viewer.subject),
    );
    // A design sent to a home center is its record, as the lead that carried it is: its share
    // link in the home center's mail keeps working, owned by nobody and tied to no browser.
    await tx
      .update(designs)
      .set({
        ownerIssuer: DELETED_ACCOUNT,
        ownerSubject: sql`${designs.designId}::text`,
        dxClientId: '',
      })
      .where(and(theirs, eq(designs.isLocked, true)));
    await tx.delete(designs).where(theirs);
    const own = tx.select({ userId: users.userId }).from(users).where(isViewer(viewer));
    // Unhooked from the user, a lead's submission key would count among visitors' keys (one
    // per kind): two deleted accounts' same-day leads alike must not collide there.
    await tx
      .update(leads)
      .set({ userId: null, submissionKey: sql`'deleted-account:' || ${leads.leadId}` })
      .where(inArray(leads.userId, own));
    await tx.delete(users).where(isViewer(viewer));
  });
}
