// The welcome-home gallery (SPEC §1, §3 isShownInGallery, §9; issue 12):
// families on delivery day. A home center's gallery shows only with at least
// 12 flagged images; the main site shows the newest from home centers whose
// galleries qualify. Each picture is the drawing of the model they bought.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { GALLERY_MIN_IMAGES } from '../../lib/gallery.ts';
import { dealers, welcomeHomeImages } from '../db/schema.ts';
import type { DomainContext } from './context.ts';

export type WelcomeHomeImage = typeof welcomeHomeImages.$inferSelect & {
  dealerName: string;
  city: string;
  state: string;
  lotNumber: string;
};

export type WelcomeHomeGallery = {
  /** SPEC §9: shown only with at least 12 flagged images. */
  isShown: boolean;
  flaggedCount: number;
  images: WelcomeHomeImage[];
};

/** How many pictures a gallery page shows at most. */
export const MAX_GALLERY_IMAGES = 48;

function imageRows(ctx: DomainContext) {
  return ctx.db
    .select({
      image: welcomeHomeImages,
      dealerName: dealers.name,
      city: dealers.city,
      state: dealers.state,
      lotNumber: dealers.lotNumber,
    })
    .from(welcomeHomeImages)
    .innerJoin(dealers, eq(dealers.dealerId, welcomeHomeImages.dealerId));
}

const flatten = (row: Awaited<ReturnType<ReturnType<typeof imageRows>['execute']>>[number]) => ({
  ...row.image,
  dealerName: row.dealerName,
  city: row.city,
  state: row.state,
  lotNumber: row.lotNumber,
});

export async function welcomeHomeGallery(
  ctx: DomainContext,
  lotNumber: string | null,
): Promise<WelcomeHomeGallery> {
  if (lotNumber) {
    const rows = await imageRows(ctx)
      .where(and(eq(dealers.lotNumber, lotNumber), eq(welcomeHomeImages.isShownInGallery, true)))
      .orderBy(desc(welcomeHomeImages.deliveredOn), desc(welcomeHomeImages.welcomeHomeImageId))
      .limit(MAX_GALLERY_IMAGES);
    const [counted] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(welcomeHomeImages)
      .innerJoin(dealers, eq(dealers.dealerId, welcomeHomeImages.dealerId))
      .where(and(eq(dealers.lotNumber, lotNumber), eq(welcomeHomeImages.isShownInGallery, true)));
    const flaggedCount = counted?.count ?? 0;
    const isShown = flaggedCount >= GALLERY_MIN_IMAGES;
    return { isShown, flaggedCount, images: isShown ? rows.map(flatten) : [] };
  }
  // The main site: home centers whose own gallery qualifies.
  const qualifying = ctx.db
    .select({ dealerId: welcomeHomeImages.dealerId })
    .from(welcomeHomeImages)
    .where(eq(welcomeHomeImages.isShownInGallery, true))
    .groupBy(welcomeHomeImages.dealerId)
    .having(sql`count(*) >= ${GALLERY_MIN_IMAGES}`);
  const rows = await imageRows(ctx)
    .where(
      and(
        eq(welcomeHomeImages.isShownInGallery, true),
        inArray(welcomeHomeImages.dealerId, qualifying),
      ),
    )
    .orderBy(desc(welcomeHomeImages.deliveredOn), desc(welcomeHomeImages.welcomeHomeImageId))
    .limit(MAX_GALLERY_IMAGES);
  return {
    isShown: rows.length >= GALLERY_MIN_IMAGES,
    flaggedCount: rows.length,
    images: rows.length >= GALLERY_MIN_IMAGES ? rows.map(flatten) : [],
  };
}
