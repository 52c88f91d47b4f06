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

export function SiteLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={withLotNumber(to, useLotNumberParam())} {...props} />;
}
