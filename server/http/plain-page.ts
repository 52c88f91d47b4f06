// A small page in the site's look for answers that come before React Router
// (the identity provider's sign-out and error pages, the request guard's
// refusals): the header with the brand (and home center), a heading, the
// words, and the way home. No inline script or style (the CSP allows
// neither): /identity.css.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whose site a page speaks for: a brand, and the home center when one is known. */
export type PageSite = { brand: string; homeCenter: string | null; home: string };

/**
 * `body` is HTML, already escaped where it holds text from outside. `wayHome`
 * false leaves out "Back to the home page", for a page whose one task must be
 * finished (the sign-out: leaving would keep the provider's session).
 */
export function plainPage(
  title: string,
  body: string,
  site: PageSite,
  titleSuffix = 'Home account',
  { wayHome = true }: { wayHome?: boolean } = {},
): string {
  const home = escapeHtml(site.home);
  const homeCenter = site.homeCenter
    ? `<span class="home-center">${escapeHtml(site.homeCenter)}</span>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(titleSuffix)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/identity.css"></head><body><header><a class="brand" href="${home}">${escapeHtml(site.brand)}</a>${homeCenter}</header><main><h1>${escapeHtml(title)}</h1>${body}${wayHome ? `<p><a href="${home}">Back to the home page</a></p>` : ''}</main></body></html>`;
}
