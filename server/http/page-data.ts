// SPEC §2's {path}/page-data.json: the page's data at its path with this
// suffix (server/app.ts rewrites such a request to its page). Where a page
// moves, its data moves to the target's page data, so fetch follows it.

export const PAGE_DATA_SUFFIX = '/page-data.json';

/** The page data of `target` (a path of this site, maybe with a query): no trailing slash before the suffix. */
export function pageDataLocation(target: string): string {
  const url = new URL(target, 'http://site.invalid');
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${path}${PAGE_DATA_SUFFIX}${url.search}`;
}
