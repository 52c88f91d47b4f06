import { Link, useRouteLoaderData, type LinkProps } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

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

export function useLotNumberParam(): string | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.lotNumberParam ?? null;
}

export function SiteLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={withLotNumber(to, useLotNumberParam())} {...props} />;
}
