// SPEC §2's routes are exact: a page asked for under another spelling of its
// path (/HOMES, /homes/, /about-us//) moves (301) to the route's own one,
// before the page cache or React Router, which would render it under the
// address it was asked by (lib/canonical-path.ts). The query is kept.
import { PAGE_DATA_SUFFIX, pageDataLocation } from './page-data.ts';
import type { NextFunction, Request, Response } from 'express';
import type { ServerBuild } from 'react-router';
import {
  canonicalPathname,
  mayBeRespelled,
  routePattern,
  type RoutePattern,
} from '../../lib/canonical-path.ts';

/** Every route's whole path, from the build's route manifest (a layout adds none). */
function routePatterns(build: ServerBuild): RoutePattern[] {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route) return '';
    return `${fullPath(route.parentId)}/${route.path ?? ''}`;
  };
  return Object.keys(build.routes).map((id) => routePattern(fullPath(id)));
}

export function canonicalPathRedirect(loadBuild: () => Promise<ServerBuild>) {
  // Development reloads the build: its routes are read again then.
  const patternsOf = new WeakMap<ServerBuild, RoutePattern[]>();
  return async (req: Request, res: Response, next: NextFunction) => {
    // {path}/page-data.json (SPEC §2) moves to the page data of the page's own path.
    const pageData = req.path.endsWith(PAGE_DATA_SUFFIX);
    const page = pageData ? req.path.slice(0, -PAGE_DATA_SUFFIX.length) || '/' : req.path;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !mayBeRespelled(page)) {
      next();
      return;
    }
    try {
      const build = await loadBuild();
      let patterns = patternsOf.get(build);
      if (!patterns) {
        patterns = routePatterns(build);
        patternsOf.set(build, patterns);
      }
      const canonical = canonicalPathname(page, patterns);
      // A page whose path ends with a slash has its data at {path}page-data.json.
      const target = canonical !== null && pageData ? pageDataLocation(canonical) : canonical;
      if (target === null || target === req.path) {
        next();
        return;
      }
      const queryAt = req.originalUrl.indexOf('?');
      res.redirect(301, `${target}${queryAt === -1 ? '' : req.originalUrl.slice(queryAt)}`);
    } catch (error) {
      next(error);
    }
  };
}
