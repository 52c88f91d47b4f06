// What search engines should find: every public page with its own content.
import { asc, eq, isNotNull, sql, and } from 'drizzle-orm';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { homeListings, landListings, models } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

/** A sitemap file holds at most 50,000 URLs; we stay well under. */
export const SITEMAP_CHUNK = 40_000;
export const SITEMAP_SECTIONS = ['pages', 'models', 'homes', 'land'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export type SitemapEntry = { path: string; lastModified: Date | null };

const STATIC_PAGES = ['/', '/homes', '/land'];

export async function sitemapCounts(ctx: DomainContext): Promise<Record<SitemapSection, number>> {
  const [m] = await ctx.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(models)
    .where(eq(models.isWebEnabled, true));
  const [h] = await ctx.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(homeListings)
    .where(unsoldBuiltHome);
  const [l] = await ctx.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(landListings)
    .where(sql`${landListings.stickerTypeId} is distinct from ${STICKER_SOLD}`);
  return { pages: STATIC_PAGES.length, models: m?.n ?? 0, homes: h?.n ?? 0, land: l?.n ?? 0 };
}

const unsoldBuiltHome = and(
  isNotNull(homeListings.serialNumber),
  sql`${homeListings.stickerTypeId} is distinct from ${STICKER_SOLD}`,
);

export async function sitemapEntries(
  ctx: DomainContext,
  section: SitemapSection,
  chunk: number,
): Promise<SitemapEntry[]> {
  const offset = chunk * SITEMAP_CHUNK;
  switch (section) {
    case 'pages':
      return chunk === 0 ? STATIC_PAGES.map((path) => ({ path, lastModified: null })) : [];
    case 'models': {
      const rows = await ctx.db
        .select({ modelNumber: models.modelNumber, updatedAt: models.updatedAt })
        .from(models)
        .where(eq(models.isWebEnabled, true))
        .orderBy(asc(models.id))
        .limit(SITEMAP_CHUNK)
        .offset(offset);
      return rows.map((r) => ({
        path: `/homes/model/${encodeURIComponent(r.modelNumber)}`,
        lastModified: r.updatedAt,
      }));
    }
    case 'homes': {
      const rows = await ctx.db
        .select({ serialNumber: homeListings.serialNumber, created: homeListings.creationDate })
        .from(homeListings)
        .where(unsoldBuiltHome)
        .orderBy(asc(homeListings.inventoryId))
        .limit(SITEMAP_CHUNK)
        .offset(offset);
      return rows.map((r) => ({
        path: `/homes/${encodeURIComponent(r.serialNumber ?? '')}`,
        lastModified: r.created,
      }));
    }
    case 'land': {
      const rows = await ctx.db
        .select({ stockNumber: landListings.stockNumber, created: landListings.creationDate })
        .from(landListings)
        .where(sql`${landListings.stickerTypeId} is distinct from ${STICKER_SOLD}`)
        .orderBy(asc(landListings.landId))
        .limit(SITEMAP_CHUNK)
        .offset(offset);
      return rows.map((r) => ({
        path: `/land/${encodeURIComponent(r.stockNumber)}`,
        lastModified: r.created,
      }));
    }
  }
}
