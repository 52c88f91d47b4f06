// GET /images/models/{modelNumber}/{kind}-{width}.{format}: the procedural
// pictures of DESIGN §6, drawn from the model's own row, cached by content hash;
// and /images/models/{modelNumber}/floorplan-to-scale.{format}: the floorplan
// at one scale for every home (compare, issue 11), drawn at twice its CSS size.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  FLOORPLAN_TO_SCALE_PX_PER_FOOT,
  parseFloorplanToScalePath,
  parseModelImagePath,
} from '../../lib/model-image-url.ts';
import type { Db } from '../db/client.ts';
import { artInputOf, modelByNumber } from '../domain/catalogue.ts';
import { floorplanToScale } from '../images/floorplan.ts';
import { createImageRenderer } from '../images/renderer.ts';
import { sendDrawnImage } from './image-response.ts';

export function createModelImageHandler(options: { db: Db; cacheDir: string; logger: Logger }) {
  const renderer = createImageRenderer({ cacheDir: options.cacheDir });
  return async (req: Request, res: Response, next: NextFunction) => {
    const toScale = parseFloorplanToScalePath(req.path);
    if (toScale) {
      try {
        const model = await modelByNumber({ db: options.db, viewer: null }, toScale.modelNumber);
        if (!model) {
          next();
          return;
        }
        const drawn = floorplanToScale(artInputOf(model), FLOORPLAN_TO_SCALE_PX_PER_FOOT);
        const image = await renderer.renderSvg({
          svg: drawn.svg,
          width: drawn.width * 2,
          format: toScale.format,
        });
        sendDrawnImage(req, res, image);
      } catch (error) {
        options.logger.error({ err: error, path: req.path }, 'model image failed');
        next(error);
      }
      return;
    }
    const parsed = parseModelImagePath(req.path);
    if (!parsed) {
      next();
      return;
    }
    try {
      const model = await modelByNumber({ db: options.db, viewer: null }, parsed.modelNumber);
      if (!model) {
        next();
        return;
      }
      const image = await renderer.render({
        kind: parsed.kind,
        input: artInputOf(model),
        width: parsed.width,
        format: parsed.format,
      });
      sendDrawnImage(req, res, image);
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'model image failed');
      next(error);
    }
  };
}
