// Stable URLs of the procedurally drawn feature pictures (docs/images.md). Like
// the model pictures, the URL names the feature, not the drawing: the content
// hash goes into the ETag only, so a redrawn picture keeps its address.
import type { ModelImageFormat } from './model-image-url.ts';

export type FeatureImageFormat = ModelImageFormat;
/**
 * Widths the renderer accepts. Feature pictures are small (a liked-feature
 * card shows them at 160 CSS px, an icon at 80), so 160 and 320 cover 1x and
 * 2x screens, and 640 is there for a large detail view.
 */
export const FEATURE_IMAGE_WIDTHS = [160, 320, 640] as const;
/** The width GraphQL's `thumbnail` (and `url`, when the row has none) points at. */
export const FEATURE_THUMBNAIL_WIDTH = 320;
/** The width GraphQL's `icon` points at. */
export const FEATURE_ICON_WIDTH = 160;
/** Postgres `integer`: a larger id can name no row, and must not reach the database. */
const MAX_FEATURE_ID = 2_147_483_647;

export function featureImageUrl(
  featureId: number,
  width: number = FEATURE_THUMBNAIL_WIDTH,
  format: FeatureImageFormat = 'webp',
): string {
  return `/images/features/${featureId}-${width}.${format}`;
}

export function featureImageSrcSet(featureId: number, format: FeatureImageFormat = 'webp'): string {
  return FEATURE_IMAGE_WIDTHS.map((w) => `${featureImageUrl(featureId, w, format)} ${w}w`).join(
    ', ',
  );
}

// Canonical numbers only (no leading zeros or signs): one picture, one URL.
const PATH = /^\/images\/features\/([1-9]\d{0,9})-([1-9]\d{0,3})\.(webp|png)$/;

export function parseFeatureImagePath(pathname: string): {
  featureId: number;
  width: number;
  format: FeatureImageFormat;
} | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  const [, id, width, format] = match;
  const featureId = Number(id);
  const widthNumber = Number(width);
  if (featureId > MAX_FEATURE_ID) return null;
  if (!(FEATURE_IMAGE_WIDTHS as readonly number[]).includes(widthNumber)) return null;
  return { featureId, width: widthNumber, format: format as FeatureImageFormat };
}
