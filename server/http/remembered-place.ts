// Issue 11, dead end 2: the place a visitor chose is remembered across the
// site. A page placed by where the visitor is (/, /homes, /land, a model's
// page) opened on the main site without a place of its own goes to the same
// address with ?where={ZIP} from the `place` cookie (lib/visitor-place.ts),
// before the page cache is asked: the shared page of that place answers, and
// the address says which place it shows. Navigations inside the browser do
// the same in root.tsx's client middleware.
import { pageDataLocation } from './page-data.ts';
import type { NextFunction, Request, Response } from 'express';
import {
  oldZipLinkTarget,
  placeFromCookie,
  rememberedPlaceTarget,
} from '../../lib/visitor-place.ts';

/** `mainHostName`: PUBLIC_URL's host name; a home center's own host is about that home center. */
export function rememberedPlaceRedirect(mainHostName: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The host the edge checked and normalised (site-host.ts), without its port.
    const hostName = String(res.locals.host ?? '').replace(/:\d+$/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const queryAt = req.originalUrl.indexOf('?');
    const search = new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1));
    // page-data.json (server/app.ts rewrote its path) goes to the placed page's data.
    const located = (target: string) =>
      res.locals.pageData === true ? pageDataLocation(target) : target;
    // An old ?zip= link, on any host: the same for everyone, so it may be kept.
    const zipLink = oldZipLinkTarget(req.path, search);
    if (zipLink) {
      res.redirect(301, located(zipLink));
      return;
    }
    const target =
      hostName === mainHostName
        ? rememberedPlaceTarget(req.path, search, placeFromCookie(req.headers.cookie))
        : null;
    if (!target) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('Cookie');
    res.redirect(302, located(target));
  };
}
