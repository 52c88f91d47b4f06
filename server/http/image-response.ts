// How every drawn picture is answered (model and feature pictures): a day
// fresh, then revalidated by its content hash, so a redrawn picture (the
// model or feature changed) reaches browsers within a day.
import type { Request, Response } from 'express';

export type DrawnImage = { etag: string; contentType: string; body: Buffer };

export function sendDrawnImage(req: Request, res: Response, image: DrawnImage): void {
  const etag = `"${image.etag}"`;
  res.set({
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
    'Content-Type': image.contentType,
  });
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.send(image.body);
}
