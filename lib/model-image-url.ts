// Stable URLs of the procedurally drawn model pictures (DESIGN §6). The server
// renders them on demand; the content hash only goes into the ETag, so a URL
// never changes while the picture it names may be redrawn.
export const MODEL_IMAGE_KINDS = ['exterior', 'floorplan'] as const;
export type ModelImageKind = (typeof MODEL_IMAGE_KINDS)[number];
export const MODEL_IMAGE_FORMATS = ['webp', 'png'] as const;
export type ModelImageFormat = (typeof MODEL_IMAGE_FORMATS)[number];
/** Widths the renderer accepts; pages pick from these in srcset. */
export const MODEL_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** Both kinds are drawn at 16:10. */
export const MODEL_IMAGE_ASPECT = 10 / 16;

export function modelImageUrl(
  modelNumber: string,
  kind: ModelImageKind,
  width: number = 640,
  format: ModelImageFormat = 'webp',
): string {
  return `/images/models/${encodeURIComponent(modelNumber)}/${kind}-${width}.${format}`;
}

export function modelImageSrcSet(
  modelNumber: string,
  kind: ModelImageKind,
  format: ModelImageFormat = 'webp',
): string {
  return MODEL_IMAGE_WIDTHS.map((w) => `${modelImageUrl(modelNumber, kind, w, format)} ${w}w`).join(
    ', ',
  );
}

const PATH = /^\/images\/models\/([^/]+)\/(exterior|floorplan)-(\d+)\.(webp|png)$/;

export function parseModelImagePath(pathname: string): {
  modelNumber: string;
  kind: ModelImageKind;
  width: number;
  format: ModelImageFormat;
} | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  const [, encoded, kind, width, format] = match;
  const widthNumber = Number(width);
  if (!(MODEL_IMAGE_WIDTHS as readonly number[]).includes(widthNumber)) return null;
  let modelNumber: string;
  try {
    modelNumber = decodeURIComponent(encoded ?? '');
  } catch {
    return null;
  }
  return {
    modelNumber,
    kind: kind as ModelImageKind,
    width: widthNumber,
    format: format as ModelImageFormat,
  };
}

/** Issue 11's compare: every floorplan drawn at this many CSS pixels per foot (and twice that in pixels, for sharp screens). */
export const FLOORPLAN_TO_SCALE_PX_PER_FOOT = 10;

export function floorplanToScaleUrl(
  modelNumber: string,
  format: ModelImageFormat = 'webp',
): string {
  return `/images/models/${encodeURIComponent(modelNumber)}/floorplan-to-scale.${format}`;
}

const TO_SCALE_PATH = /^\/images\/models\/([^/]+)\/floorplan-to-scale\.(webp|png)$/;

export function parseFloorplanToScalePath(
  pathname: string,
): { modelNumber: string; format: ModelImageFormat } | null {
  const match = TO_SCALE_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { modelNumber: decodeURIComponent(match[1]!), format: match[2] as ModelImageFormat };
  } catch {
    return null;
  }
}
