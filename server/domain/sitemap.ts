// What search engines should find: every public page with its own content.
import { asc, eq, isNotNull, sql, and } from 'drizzle-orm';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { dealers, events, homeListings, landListings, models } from '../db/schema.ts';
import { HOME_COLLECTION_PAGES } from '../../lib/home-collections.ts';
import { CONTENT_KINDS, siteContent, type ContentKind } from './content.ts';
import type { DomainContext } from './context.ts';

/** A sitemap file holds at most 50,000 URLs; we stay well under. */
export const SITEMAP_CHUNK = 40_000;
export const SITEMAP_SECTIONS = ['pages', 'models', 'homes', 'land'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export type SitemapEntry = { path: string; lastModified: Date | null };

/** The pages of their own that no content file, home center or event adds. */
const FIXED_PAGES = [
  '/',
  '/homes',
  '/land',
  '/about-us',
  '/our-homeowners',
  '/learn',
  '/news-events',
  '/special-offers',
  '/contact-us',
  '/interactive-facility-tour',
  ...Object.values(HOME_COLLECTION_PAGES).map((page) => page.path),
];

/**
 * The site's own pages: the fixed ones, every content file's (articles, news,
 * content pages, promotions), each home center's About and landing page under
 * its canonical address, and every event's page. Forms, thank-you pages,
 * brochures and shared lists are left out: they carry nothing to find.
 */
async function sitePages(ctx: DomainContext): Promise<SitemapEntry[]> {
  const library = await siteContent();
  const content = (Object.keys(CONTENT_KINDS) as ContentKind[])
    .flatMap((kind) => library.list(kind))
    .filter((entry) => !entry.redirect)
    .map((entry) => ({ path: entry.path, lastModified: new Date(entry.updated) }));
  const centers = await ctx.db
    .select({ lotNumber: dealers.lotNumber })
    .from(dealers)
    .orderBy(asc(dealers.dealerId));
  const homeCenterEvents = await ctx.db
    .select({ slug: events.slug })
    .from(events)
    .orderBy(asc(events.eventId));
  const pages: SitemapEntry[] = [
    ...FIXED_PAGES.map((path) => ({ path, lastModified: null })),
    ...content,
    ...centers.flatMap(({ lotNumber }) => [
      { path: `/about-us?lotNumber=${encodeURIComponent(lotNumber)}`, lastModified: null },
      { path: `/lp/${encodeURIComponent(lotNumber)}/affordable-homes`, lastModified: null },
    ]),
    ...homeCenterEvents.map(({ slug }) => ({
      path: `/event/${encodeURIComponent(slug)}`,
      lastModified: null,
    })),
  ];
  // The corporate About page is both fixed and a content file: listed once.
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of pages) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()];
}

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
  return {
    pages: (await sitePages(ctx)).length,
    models: m?.n ?? 0,
    homes: h?.n ?? 0,
    land: l?.n ?? 0,
  };
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
      return chunk === 0 ? sitePages(ctx) : [];
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
