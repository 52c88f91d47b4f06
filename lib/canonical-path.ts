// One address per page (SPEC §2: routes are exact). React Router matches
// paths without regard to letter case or a trailing slash, so /HOMES,
// /homes/ and /homes//, left alone, each render the search under an address
// of their own (and a canonical link to it). The edge answers them with a 301
// to the route's own spelling instead (server/http/canonical-path.ts); the
// values in a path (a serial number, a slug, a token) are left as sent, for
// the page that reads them to judge.
import { promotionThankYouPath } from './promotion-status.ts';

/** A route's path as segments: `homes/model/:modelNumber` → ['homes', 'model', ':modelNumber']. */
export type RoutePattern = readonly string[];

/** SPEC §2's one path that ends with a slash. */
const ENDS_WITH_SLASH = new Set([promotionThankYouPath('red-tag-sales-event')]);

/**
 * Whether `pathname` can be another spelling of a route's path at all: it has
 * a capital letter, an empty segment or a trailing slash, or it is SPEC's one
 * path with a slash, without it. Most requests are not, and skip the routes.
 */
export function mayBeRespelled(pathname: string): boolean {
  return /[A-Z]|\/\/|.\/$/.test(pathname) || ENDS_WITH_SLASH.has(`${pathname}/`);
}

export function routePattern(path: string): RoutePattern {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The route's own spelling of `pathname` when it differs (static segments in
 * the route's letters, no empty segment, no trailing slash but where SPEC has
 * one), else null. A path no route but the splat or `/{hash}` matches is
 * left alone, for its page to judge.
 */
export function canonicalPathname(
  pathname: string,
  patterns: readonly RoutePattern[],
): string | null {
  const segments = routePattern(pathname);
  let best: RoutePattern | null = null;
  let bestStatic = -1;
  for (const pattern of patterns) {
    if (pattern.length !== segments.length || pattern.some((part) => part.includes('*'))) continue;
    let staticCount = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      staticCount++;
      return part.toLowerCase() === segments[index]!.toLowerCase();
    });
    // A path of values alone (/{hash}) is its page's to judge: a curated list's
    // code, an old address with a redirect target (SPEC §2), or no page.
    if (matches && staticCount > bestStatic && (staticCount > 0 || pattern.length === 0)) {
      best = pattern;
      bestStatic = staticCount;
    }
  }
  if (!best) return null;
  const spelled = `/${best.map((part, index) => (part.startsWith(':') ? segments[index] : part)).join('/')}`;
  const canonical = ENDS_WITH_SLASH.has(`${spelled}/`) ? `${spelled}/` : spelled;
  return canonical === pathname ? null : canonical;
}
