// GET /images/maps/{file}: the offline maps of issue 12 (server/images/us-map.ts),
// rasterised and cached like the other drawn pictures. A home center's state
// with it marked; the home centers nearest a ZIP code, numbered in the finder's order.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  FINDER_LIMIT,
  FINDER_MAP_HEIGHT,
  HOME_CENTER_MAP_HEIGHT,
  MAP_WIDTH,
  parseMapImageFile,
} from '../../lib/map-image-url.ts';
import type { Db } from '../db/client.ts';
import { dealerByLotNumber, dealersNear } from '../domain/dealers.ts';
import { createImageRenderer } from '../images/renderer.ts';
import { drawAreaMap, drawStateMap, type DrawnMap } from '../images/us-map.ts';
import { sendDrawnImage } from './image-response.ts';

export function createMapImageHandler(options: { db: Db; cacheDir: string; logger: Logger }) {
  const renderer = createImageRenderer({ cacheDir: options.cacheDir });
  const ctx = { db: options.db, viewer: null };
  return async (req: Request, res: Response, next: NextFunction) => {
    const parsed = parseMapImageFile(String(req.params.file ?? ''));
    if (!parsed) {
      next();
      return;
    }
    try {
      let drawn: DrawnMap | null = null;
      if (parsed.kind === 'home-center') {
        const dealer = await dealerByLotNumber(ctx, parsed.lotNumber);
        drawn = dealer
          ? drawStateMap({
              state: dealer.state,
              points: [dealer],
              width: MAP_WIDTH,
              height: HOME_CENTER_MAP_HEIGHT,
            })
          : null;
      } else {
        const near = await dealersNear(ctx, { postalCode: parsed.postalCode, limit: FINDER_LIMIT });
        drawn =
          near.length > 0
            ? drawAreaMap({
                points: near.map((n) => n.dealer),
                width: MAP_WIDTH,
                height: FINDER_MAP_HEIGHT,
              })
            : null;
      }
      if (!drawn) {
        next();
        return;
      }
      sendDrawnImage(
        req,
        res,
        await renderer.renderSvg({ svg: drawn.svg, width: drawn.width, format: 'webp' }),
      );
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'map image failed');
      next(error);
    }
  };
}
