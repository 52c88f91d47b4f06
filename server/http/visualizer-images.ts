// GET /images/visualizer/{salesModelId}/{version}/{sceneId}/{selectionIds}-{width}.webp:
// the configurator's pictures (issue 13), drawn from the selections the
// scene's nav shows, cached by content hash like every drawn picture. Only a
// picture the configurator could show is drawn: the ids must be the scene's
// whitelisted selections, one per option.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { optionsOf } from '../../lib/configurator/selections.ts';
import { parseVisualizerPath } from '../../lib/configurator/selections.ts';
import { MODEL_IMAGE_ASPECT } from '../../lib/model-image-url.ts';
import type { Db } from '../db/client.ts';
import { artInputOf, modelBySalesModelId } from '../domain/catalogue.ts';
import { configuratorOfModelVersion } from '../domain/configurator.ts';
import { createImageRenderer, type ImageRenderer } from '../images/renderer.ts';
import { visualizerSvg } from '../images/visualizer.ts';
import { sendDrawnImage } from './image-response.ts';

export function createVisualizerImageHandler(options: {
  db: Db;
  cacheDir: string;
  logger: Logger;
  renderer?: ImageRenderer;
}) {
  const renderer = options.renderer ?? createImageRenderer({ cacheDir: options.cacheDir });
  const ctx = { db: options.db };
  return async (req: Request, res: Response, next: NextFunction) => {
    const parsed = parseVisualizerPath(req.path);
    if (!parsed) {
      next();
      return;
    }
    try {
      const configurator = await configuratorOfModelVersion(
        ctx,
        parsed.salesModelId,
        parsed.version,
      );
      const nav = configurator?.navs.find((n) =>
        n.scenes.some((s) => s.sceneId === parsed.sceneId),
      );
      if (!configurator || !nav) {
        next();
        return;
      }
      // Each id a shown selection, at most one per option, in ascending order (one URL per picture).
      const shown = new Set(nav.whitelistedSelections);
      const optionOf = new Map(
        optionsOf(configurator).flatMap((o) =>
          o.selections.map((s) => [s.selectionId, o.configuratorOptionId] as const),
        ),
      );
      const options = parsed.selectionIds.map((id) => optionOf.get(id));
      const valid =
        parsed.selectionIds.every(
          (id, i) => shown.has(id) && (i === 0 || id > parsed.selectionIds[i - 1]!),
        ) && new Set(options).size === options.length;
      const model = valid ? await modelBySalesModelId(ctx, parsed.salesModelId) : null;
      if (!model) {
        next();
        return;
      }
      const svg = visualizerSvg(artInputOf(model), parsed.sceneId, parsed.selectionIds, {
        width: parsed.width,
        height: Math.round(parsed.width * MODEL_IMAGE_ASPECT),
      });
      if (!svg) {
        next();
        return;
      }
      const image = await renderer.renderSvg({ svg, width: parsed.width, format: 'webp' });
      sendDrawnImage(req, res, image);
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'visualizer image failed');
      next(error);
    }
  };
}
