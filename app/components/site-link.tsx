import { forwardRef } from 'react';
import { Link as RouterLink, useRouteLoaderData, type LinkProps } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

/**
 * A path React Router gives back as it is (its `useHref`): from the root, no
 * `//`, backslash, `.` or `..` segment, and no empty `?` or `#` (which it drops).
 */
export function isPlainPath(to: string): boolean {
  if (!to.startsWith('/')) return false;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  if (/\/\/|\\|\/\.\.?(?:\/|$)/.test(pathname)) return false;
  return (
    !(hashAt !== -1 && hashAt === to.length - 1) &&
    !(searchAt !== -1 && searchAt === beforeHash.length - 1)
  );
}

const onServer = typeof document === 'undefined';

/**
 * The site's link: React Router's `Link`, except that on the server a plain
 * path is written as the `<a>` that `Link` would write, without its hooks
 * (resolving the path against the matched routes, the click handler, the
 * prefetch state): a page has 30 to 60 links and they were 6-9% of a render
 * (issue 15). The browser renders React Router's `Link` and hydrates that
 * same `<a>`; a test renders both on the server and compares them.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const {
    to,
    discover = 'render',
    prefetch,
    mask,
    target,
    // Used by the browser's Link only (navigation on click).
    onClick: _onClick,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  if (
    onServer &&
    typeof to === 'string' &&
    isPlainPath(to) &&
    (prefetch === undefined || prefetch === 'none') &&
    mask === undefined
  ) {
    // Link's own attribute order, so the two write the same bytes.
    return (
      <a
        {...rest}
        href={to}
        target={target}
        data-discover={discover === 'render' ? 'true' : undefined}
      />
    );
  }
  return <RouterLink ref={ref} {...props} />;
});

/**
 * SPEC §2: a page may be reached with a lotNumber parameter. When that is how
 * this visit chose its home center (not the host), links keep it, so the
 * visitor stays on the home center's site.
 */
export function withLotNumber(to: string, lotNumber: string | null | undefined): string {
  if (!lotNumber || /[?&]lotNumber=/.test(to)) return to;
  const [path = '', hash] = to.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}lotNumber=${encodeURIComponent(lotNumber)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * A model's page, placed where the visitor searched (issue 11: its nearest
 * home center with the model, and how far) and on this visit's home center.
 */
export function modelPageHref(
  modelNumber: string,
  options: { where?: string | null; lotNumber?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (options.where) params.set('where', options.where);
  if (options.lotNumber) params.set('lotNumber', options.lotNumber);
  const query = params.toString();
  return `/homes/model/${encodeURIComponent(modelNumber)}${query ? `?${query}` : ''}`;
}

export function useLotNumberParam(): string | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.lotNumberParam ?? null;
}

/**
 * A page of the main site: the path itself, except on a home center's own
 * host, which chooses its dealer whatever the address says, so it leads to
 * the main site's address.
 */
export function useMainSiteHref(path: string): string {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const onOwnHost = Boolean(root?.site.dealer) && root?.lotNumberParam === null;
  return onOwnHost ? `${root!.publicConfig.publicUrl}${path}` : path;
}

export function SiteLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={withLotNumber(to, useLotNumberParam())} {...props} />;
}
