// /sitemap.xml (an index) and /sitemaps/{section}-{n}.xml (the URLs).
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Db } from '../db/client.ts';
import {
  SITEMAP_CHUNK,
  SITEMAP_SECTIONS,
  sitemapCounts,
  sitemapEntries,
  type SitemapSection,
} from '../domain/sitemap.ts';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapRouter(options: { db: Db; publicUrl: string }): Router {
  const router = Router();
  const ctx = { db: options.db, viewer: null };
  const send = (res: Response, body: string) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
  };

  router.get('/sitemap.xml', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const counts = await sitemapCounts(ctx);
      const files = SITEMAP_SECTIONS.flatMap((section) =>
        Array.from(
          { length: Math.max(1, Math.ceil(counts[section] / SITEMAP_CHUNK)) },
          (_, n) => `${options.publicUrl}/sitemaps/${section}-${n}.xml`,
        ),
      );
      send(
        res,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
          .map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`)
          .join('\n')}\n</sitemapindex>\n`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.get(
    '/sitemaps/:file',
    async (req: Request<{ file: string }>, res: Response, next: NextFunction) => {
      const match = /^([a-z]+)-(\d{1,4})\.xml$/.exec(req.params.file);
      const section = match?.[1] as SitemapSection | undefined;
      if (!match || !section || !SITEMAP_SECTIONS.includes(section)) {
        next();
        return;
      }
      try {
        const entries = await sitemapEntries(ctx, section, Number(match[2]));
        if (entries.length === 0) {
          next();
          return;
        }
        send(
          res,
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
            .map(
              (e) =>
                `  <url><loc>${xmlEscape(options.publicUrl + e.path)}</loc>${
                  e.lastModified
                    ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`
                    : ''
                }</url>`,
            )
            .join('\n')}\n</urlset>\n`,
        );
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
