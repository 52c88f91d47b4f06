// SPEC §2: "A page may carry a redirect target, which is followed." Operators
// keep old addresses alive (a retired model, a marketing path from an old
// site) by pointing them at a page of this site. Every page request asks, so
// the whole (small) table is held in memory and re-read after a short while.
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { pageRedirects } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';

export type PageRedirect = { path: string; target: string; permanent: boolean };

/** How long a process trusts its copy of the table; a write in this process clears it at once. */
export const REDIRECTS_REFRESH_MS = 60_000;
export const MAX_PATH_LENGTH = 512;

/**
 * The form paths are stored and looked up in: lower case, no trailing slash,
 * no query. Old links arrive in every case and with or without the slash.
 */
export function normalizePagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').toLowerCase();
}

const pathSchema = z
  .string()
  .max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`)
  .regex(/^\/[^/\\]/, 'must be a path on this site, starting with one /');

const redirectInput = z.object({
  path: pathSchema,
  target: z
    .string()
    .max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`)
    // A path, optionally with a query; never another origin (no //host, no scheme).
    .regex(/^\/([^/\\]|$)/, 'must be a path on this site, starting with one /'),
  permanent: z.boolean().default(true),
  note: z.string().max(500).nullish(),
});

export type PageRedirectInput = z.input<typeof redirectInput>;

type Table = { loadedAt: number; byPath: Map<string, PageRedirect> };
const tables = new WeakMap<Db, Promise<Table>>();

async function load(db: Db): Promise<Table> {
  const rows = await db
    .select({
      path: pageRedirects.path,
      target: pageRedirects.target,
      permanent: pageRedirects.permanent,
    })
    .from(pageRedirects);
  return { loadedAt: Date.now(), byPath: new Map(rows.map((row) => [row.path, row])) };
}

async function table(db: Db): Promise<Table> {
  const current = tables.get(db);
  if (current) {
    const loaded = await current.catch(() => null);
    if (loaded && Date.now() - loaded.loadedAt < REDIRECTS_REFRESH_MS) return loaded;
  }
  const next = load(db);
  tables.set(db, next);
  return next;
}

/** The redirect for a page path, or null (most paths). */
export async function pageRedirectFor(
  ctx: DomainContext,
  path: string,
): Promise<PageRedirect | null> {
  if (path.length > MAX_PATH_LENGTH * 2) {
    throw new UserInputError(`path must be at most ${MAX_PATH_LENGTH * 2} characters`, 'path');
  }
  if (!path.startsWith('/')) throw new UserInputError('path must start with /', 'path');
  return (await table(ctx.db)).byPath.get(normalizePagePath(path)) ?? null;
}

/**
 * Adds or changes a redirect. Chains are refused both ways (a target that is
 * itself redirected, or a path other redirects point at), so a visitor is
 * never bounced twice and no loop can form.
 */
export async function savePageRedirect(
  ctx: DomainContext,
  input: PageRedirectInput,
): Promise<PageRedirect> {
  const parsed = redirectInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'input');
    throw new UserInputError(`${field} ${issue.message}`, field);
  }
  const path = normalizePagePath(parsed.data.path);
  const target = parsed.data.target;
  const targetPath = normalizePagePath(target);
  if (targetPath === path) throw new UserInputError('target must differ from path', 'target');
  const saved = await ctx.db.transaction(async (tx) => {
    // The table is small: check chains against every row, in the form lookups use.
    const rows = await tx
      .select({ path: pageRedirects.path, target: pageRedirects.target })
      .from(pageRedirects);
    for (const row of rows) {
      if (row.path === targetPath) {
        throw new UserInputError(
          `target ${target} is itself redirected to ${row.target}: point at that instead`,
          'target',
        );
      }
      if (row.path !== path && normalizePagePath(row.target) === path) {
        throw new UserInputError(
          `${row.path} redirects to ${path}: change that redirect first`,
          'path',
        );
      }
    }
    const row = {
      path,
      target,
      permanent: parsed.data.permanent,
      note: parsed.data.note ?? null,
      updatedAt: new Date(),
    };
    await tx
      .insert(pageRedirects)
      .values(row)
      .onConflictDoUpdate({ target: pageRedirects.path, set: row });
    return { path, target, permanent: row.permanent };
  });
  tables.delete(ctx.db);
  return saved;
}
