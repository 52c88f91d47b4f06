// Image health (SPEC §3 image health per model, §7 imageHealth): does every
// catalogue image row of a model still turn into a picture right now?
import { asc, eq, gt, sql } from 'drizzle-orm';
import { sceneSelectionIds, scenesOf, standardChoices } from '../../lib/configurator/selections.ts';
import { MODEL_IMAGE_ASPECT, type ModelImageKind } from '../../lib/model-image-url.ts';
import { models } from '../db/schema.ts';
import { createImageRenderer, type ImageRenderer } from '../images/renderer.ts';
import { visualizerSvg } from '../images/visualizer.ts';
import { latestConfigurator } from './configurator.ts';
import { SCENES } from './configurator-catalogue.ts';
import { artInputOf, imagesByModelIds, pictureKindOf, type Model } from './catalogue.ts';
import type { DomainContext } from './context.ts';
import { UserInputError } from './errors.ts';

/** Echoed when the caller names none: bump it when the drawings change on purpose. */
export const IMAGE_CACHE_VERSION = 'procedural-2026.11';
export const DEFAULT_IMAGE_HEALTH_PAGE_SIZE = 20;
/** Each model renders its pictures: a page is bounded so one call stays short. */
export const MAX_IMAGE_HEALTH_PAGE_SIZE = 50;
/** The check renders small PNGs: enough to prove the drawing works, cheap to make. */
export const HEALTH_CHECK_WIDTH = 320;
const RENDER_CONCURRENCY = 4;

export type ImageHealth = {
  modelNumber: string;
  salesModelId: string;
  isHealthy: boolean;
  healthCheckDate: Date;
  cacheVersion: string;
  expectedImageCount: number;
  actualImageCount: number;
};

export type ImageHealthResult = {
  modelHealth: ImageHealth[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
};

let sharedRenderer: ImageRenderer | null = null;

/** One renderer per process: its memory cache makes a repeated check cheap. */
function renderer(): ImageRenderer {
  sharedRenderer ??= createImageRenderer();
  return sharedRenderer;
}

async function renders(
  model: Model,
  kind: ModelImageKind | null,
  using: ImageRenderer,
): Promise<boolean> {
  if (!kind) return false;
  try {
    const image = await using.render({
      kind,
      input: artInputOf(model),
      width: HEALTH_CHECK_WIDTH,
      format: 'png',
    });
    return image.body.length > 0;
  } catch {
    return false;
  }
}

async function rendersScene(
  model: Model,
  sceneId: number,
  selectionIds: number[],
  using: ImageRenderer,
): Promise<boolean> {
  try {
    const svg = visualizerSvg(artInputOf(model), sceneId, selectionIds, {
      width: HEALTH_CHECK_WIDTH,
      height: Math.round(HEALTH_CHECK_WIDTH * MODEL_IMAGE_ASPECT),
    });
    if (!svg) return false;
    const image = await using.renderSvg({ svg, width: HEALTH_CHECK_WIDTH, format: 'png' });
    return image.body.length > 0;
  } catch {
    return false;
  }
}

/** Runs tasks with at most `limit` in flight, keeping their order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function encodeImageHealthCursor(modelId: number): string {
  return Buffer.from(`model:${modelId}`).toString('base64url');
}

function decodeImageHealthCursor(cursor: string): number {
  const match = /^model:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new UserInputError('after is not a cursor of this list', 'after');
  return Number(match[1]);
}

function checkCacheVersion(cacheVersion: string | null | undefined): string {
  const version = cacheVersion?.trim() ?? '';
  if (version === '') return IMAGE_CACHE_VERSION;
  if (!/^[\w.:-]{1,64}$/.test(version)) {
    throw new UserInputError(
      'cacheVersion must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
      'cacheVersion',
    );
  }
  return version;
}

/**
 * SPEC §7 imageHealth: per model, how many image rows it has (expected) and
 * how many of them the renderer draws right now (actual). One model by
 * salesModelId, or all models by id, `first` at a time after `after`.
 */
export async function imageHealth(
  ctx: DomainContext,
  input: {
    salesModelId?: string | null;
    cacheVersion?: string | null;
    first?: number | null;
    after?: string | null;
  },
  using: ImageRenderer = renderer(),
): Promise<ImageHealthResult> {
  const cacheVersion = checkCacheVersion(input.cacheVersion);
  const first = input.first ?? DEFAULT_IMAGE_HEALTH_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_IMAGE_HEALTH_PAGE_SIZE) {
    throw new UserInputError(
      `first must be a whole number from 1 to ${MAX_IMAGE_HEALTH_PAGE_SIZE}`,
      'first',
    );
  }
  const salesModelId = input.salesModelId?.trim() || null;
  const afterId = input.after ? decodeImageHealthCursor(input.after) : null;
  const where = salesModelId
    ? eq(models.salesModelId, salesModelId)
    : afterId !== null
      ? gt(models.id, afterId)
      : undefined;
  const totalCountSql = sql<number>`(select count(*) from ${models})`.mapWith(Number);
  const rows = await ctx.db
    .select({ model: models, totalCount: totalCountSql })
    .from(models)
    .where(where)
    .orderBy(asc(models.id))
    .limit(first + 1);
  const page = rows.slice(0, first).map((r) => r.model);
  const images = await imagesByModelIds(
    ctx,
    page.map((m) => m.id),
  );
  const healthCheckDate = new Date();
  // Each model's catalogue images, and its configurator's standard picture of every scene
  // (issue 13): one queue, a few renders at a time.
  const configuratorsOf = await Promise.all(
    page.map((model) => latestConfigurator(ctx, model.salesModelId)),
  );
  const checks = page.flatMap((model, index) => {
    const catalogue = images
      .filter((image) => image.modelId === model.id)
      .map((image) => ({ model, draw: () => renders(model, pictureKindOf(image, model), using) }));
    const configurator = configuratorsOf[index];
    const scenes = configurator
      ? scenesOf(configurator).map((scene) => ({
          model,
          draw: () =>
            rendersScene(
              model,
              scene.sceneId,
              sceneSelectionIds(configurator, scene.sceneId, standardChoices(configurator)),
              using,
            ),
        }))
      : // A model without its configurator misses every visualizer picture.
        Object.values(SCENES).map(() => ({ model, draw: async () => false }));
    return [...catalogue, ...scenes];
  });
  const produced = await mapLimited(checks, RENDER_CONCURRENCY, (check) => check.draw());
  const modelHealth = page.map((model) => {
    const mine = checks.flatMap((check, index) => (check.model === model ? [produced[index]] : []));
    const actualImageCount = mine.filter(Boolean).length;
    return {
      modelNumber: model.modelNumber,
      salesModelId: model.salesModelId,
      isHealthy: actualImageCount === mine.length,
      healthCheckDate,
      cacheVersion,
      expectedImageCount: mine.length,
      actualImageCount,
    };
  });
  const last = page.at(-1);
  // The count rides on the page; past the end there is no row to carry it.
  const totalCount = salesModelId
    ? page.length
    : (rows[0]?.totalCount ??
      (await ctx.db.select({ count: totalCountSql }).from(sql`(select 1) as one`))[0]?.count ??
      0);
  return {
    modelHealth,
    totalCount,
    hasNextPage: !salesModelId && rows.length > first,
    endCursor: last && !salesModelId ? encodeImageHealthCursor(last.id) : null,
  };
}
