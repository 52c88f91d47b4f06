// GET /images/features/{featureId}-{width}.{format}: a feature's drawn picture
// (docs/images.md), from the feature's own row, cached by content hash like the
// model pictures beside it.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { parseFeatureImagePath } from '../../lib/feature-image-url.ts';
import type { Db } from '../db/client.ts';
import { featureArtInputOf, featureById } from '../domain/features.ts';
import { renderFeatureImage } from '../images/feature-art.ts';
import { createImageRenderer } from '../images/renderer.ts';
import { sendDrawnImage } from './image-response.ts';

export function createFeatureImageHandler(options: { db: Db; cacheDir: string; logger: Logger }) {
  // Its own memory cache: the catalogue's few hundred small pictures never push models out.
  const renderer = createImageRenderer({ cacheDir: options.cacheDir });
  return async (req: Request, res: Response, next: NextFunction) => {
    const parsed = parseFeatureImagePath(req.path);
    if (!parsed) {
      next();
      return;
    }
    try {
      const feature = await featureById({ db: options.db, viewer: null }, parsed.featureId);
      if (!feature) {
        next();
        return;
      }
      const image = await renderFeatureImage(renderer, {
        input: featureArtInputOf(feature),
        width: parsed.width,
        format: parsed.format,
      });
      sendDrawnImage(req, res, image);
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'feature image failed');
      next(error);
    }
  };
}
