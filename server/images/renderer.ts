// SVG → PNG/WebP with a content-addressed cache. The hash covers the exact SVG
// text plus width and format, so any change to the drawing code or the model
// data yields a new ETag and the old bytes simply age out.
import { renderAsync } from '@resvg/resvg-js';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { exteriorSvg } from './exterior.ts';
import { floorplanSvg } from './floorplan.ts';
import { FONT_FAMILY, fontFiles } from './fonts.ts';
import { LruCache } from './lru-cache.ts';
import {
  MODEL_IMAGE_ASPECT,
  MODEL_IMAGE_WIDTHS,
  type ModelImageFormat,
  type ModelImageKind,
} from '../../lib/model-image-url.ts';
import type { ModelArtSource } from './model-art.ts';

export type RenderRequest = {
  kind: ModelImageKind;
  input: ModelArtSource;
  width: number;
  format: ModelImageFormat;
};

export type RenderedModelImage = { body: Buffer; contentType: string; etag: string };

export type ImageRendererStats = {
  /** Served from memory or disk without rendering. */
  hits: number;
  memoryHits: number;
  diskHits: number;
  /** Not in any cache (each miss is followed by a render, or joins one in flight). */
  misses: number;
  rendered: number;
  /** Disk cache reads/writes that failed; rendering still succeeded. */
  diskErrors: number;
  entries: number;
  maxEntries: number;
};

/** Any drawing of ours, already as SVG: the caller has checked its width against its own list. */
export type SvgRenderRequest = { svg: string; width: number; format: ModelImageFormat };

export type ImageRenderer = {
  render(request: RenderRequest): Promise<RenderedModelImage>;
  /** The same cache and ETags for other pictures (feature-art.ts). */
  renderSvg(request: SvgRenderRequest): Promise<RenderedModelImage>;
  stats(): ImageRendererStats;
};

export type ImageRendererOptions = { cacheDir?: string; maxEntries?: number };

export class ImageRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRequestError';
  }
}

const MAX_WIDTH = 2048;

const CONTENT_TYPES: Record<ModelImageFormat, string> = { png: 'image/png', webp: 'image/webp' };

export function imageHeight(kind: ModelImageKind, width: number): number {
  return Math.round(width * MODEL_IMAGE_ASPECT);
}

export function isImageWidth(width: unknown): width is (typeof MODEL_IMAGE_WIDTHS)[number] {
  return (MODEL_IMAGE_WIDTHS as readonly unknown[]).includes(width);
}

function validate(request: RenderRequest): void {
  if (request.kind !== 'exterior' && request.kind !== 'floorplan') {
    throw new ImageRequestError(`kind must be exterior or floorplan`);
  }
  if (request.format !== 'png' && request.format !== 'webp') {
    throw new ImageRequestError(`format must be png or webp`);
  }
  if (!isImageWidth(request.width)) {
    throw new ImageRequestError(`width must be one of ${MODEL_IMAGE_WIDTHS.join(', ')}`);
  }
}

/** The SVG for a request, exactly as it will be rasterised. */
export function svgFor(kind: ModelImageKind, input: ModelArtSource, width: number): string {
  const size = { width, height: imageHeight(kind, width) };
  return kind === 'exterior' ? exteriorSvg(input, size) : floorplanSvg(input, size);
}

export function contentHash(svg: string, width: number, format: ModelImageFormat): string {
  return createHash('sha256')
    .update(svg)
    .update(`\n${width}\n${format}`)
    .digest('hex')
    .slice(0, 16);
}

let cachedFontFiles: string[] | null = null;

async function rasterize(svg: string, width: number, format: ModelImageFormat): Promise<Buffer> {
  cachedFontFiles ??= fontFiles();
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: cachedFontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  });
  const png = image.asPng();
  // resvg writes fast, loosely compressed PNGs; zlib level 6 via sharp trims ~18% for ~20 ms.
  if (format === 'png') return sharp(png).png({ compressionLevel: 6 }).toBuffer();
  // effort 2: half the encode time of the default for ~8% more bytes; results are cached anyway.
  return sharp(png).webp({ quality: 84, effort: 2 }).toBuffer();
}

export function createImageRenderer(options: ImageRendererOptions = {}): ImageRenderer {
  const memory = new LruCache<string, Buffer>(options.maxEntries ?? 200);
  const cacheDir = options.cacheDir;
  const inFlight = new Map<string, Promise<Buffer>>();
  const counts = { memoryHits: 0, diskHits: 0, misses: 0, rendered: 0, diskErrors: 0 };
  let dirReady: Promise<void> | null = null;

  const diskPath = (hash: string, format: ModelImageFormat) =>
    cacheDir ? path.join(cacheDir, `${hash}.${format}`) : null;

  async function readDisk(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') counts.diskErrors++;
      return null;
    }
  }

  async function writeDisk(file: string, body: Buffer): Promise<void> {
    // Temp file + rename: readers (and other processes) never see half a file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      dirReady ??= mkdir(path.dirname(file), { recursive: true }).then(() => undefined);
      await dirReady;
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch {
      counts.diskErrors++;
      dirReady = null;
      await unlink(tmp).catch(() => undefined);
    }
  }

  async function produce(
    hash: string,
    svg: string,
    width: number,
    format: ModelImageFormat,
  ): Promise<Buffer> {
    const file = diskPath(hash, format);
    if (file) {
      const cached = await readDisk(file);
      if (cached) {
        counts.diskHits++;
        return cached;
      }
    }
    counts.misses++;
    const body = await rasterize(svg, width, format);
    counts.rendered++;
    if (file) await writeDisk(file, body);
    return body;
  }

  async function renderSvg({ svg, width, format }: SvgRenderRequest): Promise<RenderedModelImage> {
    if (format !== 'png' && format !== 'webp') {
      throw new ImageRequestError(`format must be png or webp`);
    }
    // Callers keep their own lists of widths; this only stops a mistake from allocating a huge bitmap.
    if (!Number.isInteger(width) || width < 16 || width > MAX_WIDTH) {
      throw new ImageRequestError(`width must be a whole number from 16 to ${MAX_WIDTH}`);
    }
    const etag = contentHash(svg, width, format);
    const contentType = CONTENT_TYPES[format];
    const hit = memory.get(etag);
    if (hit) {
      counts.memoryHits++;
      return { body: hit, contentType, etag };
    }
    // Concurrent requests for the same image share one render.
    let pending = inFlight.get(etag);
    if (!pending) {
      pending = produce(etag, svg, width, format).finally(() => inFlight.delete(etag));
      inFlight.set(etag, pending);
    } else {
      counts.memoryHits++;
    }
    const body = await pending;
    memory.set(etag, body);
    return { body, contentType, etag };
  }

  return {
    async render(request) {
      validate(request);
      const { kind, input, width, format } = request;
      return renderSvg({ svg: svgFor(kind, input, width), width, format });
    },
    renderSvg,
    stats() {
      return {
        hits: counts.memoryHits + counts.diskHits,
        memoryHits: counts.memoryHits,
        diskHits: counts.diskHits,
        misses: counts.misses,
        rendered: counts.rendered,
        diskErrors: counts.diskErrors,
        entries: memory.size,
        maxEntries: memory.maxEntries,
      };
    },
  };
}

let shared: ImageRenderer | null = null;

/** Render with a process-wide, memory-only renderer (use createImageRenderer for a disk cache). */
export function renderModelImage(request: RenderRequest): Promise<RenderedModelImage> {
  shared ??= createImageRenderer();
  return shared.render(request);
}
