// React Router's request handler, one per matched branch (decision 0021,
// issue 15: the uncached render). React Router's handler matches every
// request against all of the build's routes twice (its request handler, then
// its static handler's query), trying the ranked branches one by one (about
// 140 path joins and tests for /homes), and copies every route's module into
// each document's context: together about 6% of a /homes render's CPU. Here
// the URL's branch is looked up once per path, then a handler made over that
// branch's routes alone answers, so React Router's own matching finds its one
// branch at once. What it answers is the same: server/app.int.test.ts holds
// documents and navigation data to React Router's whole handler, byte for byte.
import {
  createRequestHandler,
  createStaticHandler,
  type RouteObject,
  type ServerBuild,
} from 'react-router';

type RequestHandler = ReturnType<typeof createRequestHandler>;
type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** SPEC §9: route caches hold up to 10000 entries (a path's branch, here). */
export const ROUTE_CACHE_MAX_ENTRIES = 10_000;

/** The build's routes as a tree, in the order React Router makes its own (its children by manifest order). */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parent = route.parentId ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const childrenOf = (parentId: string): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          },
    );
  return childrenOf('');
}

/**
 * The path React Router matches a request by: its URL's pathname (the URL a
 * Request gives back is serialised, so no parse is needed) without the `.data`
 * of a navigation's data, as React Router's `getNormalizedPath` takes it off.
 */
export function matchedPathname(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  let end = url.length;
  for (const mark of ['?', '#']) {
    const at = url.indexOf(mark, start);
    if (at !== -1 && at < end) end = at;
  }
  const pathname = url.slice(start, end);
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * The ids of the routes a path matches, root first, joined by newlines (null:
 * none), as React Router's static handler matches them (the same ranked
 * branches); kept for up to ROUTE_CACHE_MAX_ENTRIES paths.
 */
export function createBranchMatcher(routes: ServerBuild['routes'], basename?: string) {
  const matcher = createStaticHandler(routeTree(routes), { basename });
  const branchOfPath = new Map<string, string | null>();
  return {
    branchOf(pathname: string): string | null {
      let branch = branchOfPath.get(pathname);
      if (branch === undefined) {
        const matches = matcher.match(pathname);
        branch = matches ? matches.map((match) => match.route.id).join('\n') : null;
        // The oldest path goes first: a crawl of many model pages cannot grow it past the bound.
        if (branchOfPath.size >= ROUTE_CACHE_MAX_ENTRIES) {
          branchOfPath.delete(branchOfPath.keys().next().value!);
        }
        branchOfPath.set(pathname, branch);
      }
      return branch;
    },
    /** How many paths are kept. */
    get size() {
      return branchOfPath.size;
    },
  };
}

export function createBranchRequestHandler(build: ServerBuild, mode: string): RequestHandler {
  const whole = createRequestHandler(build, mode);
  const matcher = createBranchMatcher(build.routes, build.basename);
  const handlers = new Map<string, RequestHandler>();
  return (request, loadContext) => {
    const branch = matcher.branchOf(matchedPathname(request.url));
    // No route at all (none here: `*` catches every path): React Router's own answer.
    if (branch === null) return whole(request, loadContext);
    let handle = handlers.get(branch);
    if (!handle) {
      // A branch holds its ancestors, so its routes make a whole tree; at most one handler a route.
      const routes: ServerBuild['routes'] = {};
      for (const id of branch.split('\n')) routes[id] = build.routes[id];
      handle = createRequestHandler({ ...build, routes }, mode);
      handlers.set(branch, handle);
    }
    return handle(request, loadContext);
  };
}
