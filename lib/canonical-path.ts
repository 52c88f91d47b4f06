// One address per page (SPEC §2: routes are exact). React Router matches
// paths without regard to letter case or a trailing slash, so /HOMES,
// /homes/ and /homes//, left alone, each render the search under an address
// of their own (and a canonical link to it), as does /abc/%2e%2e/faq for the
// FAQ. The edge answers them with a 301
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
  return (
    /[A-Z]|\/\/|.\/$/.test(pathname) ||
    DOT_SEGMENT.test(pathname) ||
    ENDS_WITH_SLASH.has(`${pathname}/`)
  );
}

/**
 * A `.` or `..` segment, also written `%2e`: a URL reads `/abc/%2e%2e/faq` as
 * `/faq` (browsers send it so; a crawler or script may not), and so does the
 * page renderer, which would show the FAQ under an address of its own.
 */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/** The path a URL makes of `pathname`: its dot segments resolved. */
function withoutDotSegments(pathname: string): string {
  return DOT_SEGMENT.test(pathname) ? new URL(pathname, 'http://localhost').pathname : pathname;
}

export function routePattern(path: string): RoutePattern {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The route's own spelling of `pathname` when it differs (dot segments
 * resolved as a URL resolves them, static segments in the route's letters, no
 * empty segment, no trailing slash but where SPEC has one), else null. A path
 * no route but the splat or `/{hash}` matches keeps its values as they are,
 * for its page to judge.
 */
export function canonicalPathname(
  pathname: string,
  patterns: readonly RoutePattern[],
): string | null {
  const resolved = withoutDotSegments(pathname);
  const respelled = ownSpelling(resolved, patterns);
  const canonical = respelled ?? resolved;
  return canonical === pathname ? null : canonical;
}

/** The route's own spelling of a path without dot segments, when a route has it, else null. */
function ownSpelling(pathname: string, patterns: readonly RoutePattern[]): string | null {
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
