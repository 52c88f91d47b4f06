// Addresses an earlier site used, kept alive (SPEC §2 redirect targets).
// Stored in the form lookups use: lower case, no trailing slash. Every column
// is given: the seed's bulk insert does not apply column defaults.
import type { pageRedirects } from '../schema.ts';

export type PageRedirectRow = typeof pageRedirects.$inferInsert;

export function seedPageRedirects(): PageRedirectRow[] {
  return [
    { path: '/find-a-home', target: '/homes', permanent: true, note: 'Old site search page' },
    {
      path: '/manufactured-homes-for-sale',
      target: '/homes',
      permanent: true,
      note: 'Old campaign landing page',
    },
    {
      path: '/modular-homes-for-sale',
      target: '/homes',
      permanent: true,
      note: 'Old campaign landing page',
    },
    { path: '/land-for-sale', target: '/land', permanent: true, note: 'Old land page' },
    {
      path: '/homes-near-me',
      target: '/homes?sort=nearest',
      permanent: false,
      note: 'Seasonal ad link: temporary so it can point elsewhere later',
    },
  ];
}
