// The site's Link writes plain paths on the server without React Router's
// hooks (issue 15); the browser hydrates React Router's own Link over that
// markup, so the two must write the same bytes for every link the site has.
import { type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, Route, Routes, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, Link } from './site-link.tsx';

/** Rendered at a nested route, as a page's links are. */
function onPage(link: ReactNode, location = '/homes/model/OAK-1660-3A?where=37918'): string {
  return renderToString(
    <StaticRouter location={location}>
      <Routes>
        <Route path="/homes/model/:modelNumber" element={link} />
        <Route path="*" element={link} />
      </Routes>
    </StaticRouter>,
  );
}

const cases: LinkProps[] = [
  { to: '/' },
  { to: '/homes' },
  { to: '/homes?where=37918&beds=3&sort=price-asc', className: 'underline' },
  { to: '/homes/model/OAK-1660-3A?lotNumber=7#floor-plan', 'aria-label': 'The Keystone' },
  { to: '/portal/', children: 'Your portal' },
  { to: '/learn/a%20b', target: '_blank', rel: 'noopener' },
  { to: '/about-us', discover: 'none' },
  { to: '/myhome-account-login', reloadDocument: true, replace: true, state: { from: 'x' } },
  { to: '/homes?page=2', preventScrollReset: true, prefetch: 'intent', onClick: () => {} },
  // Not plain: React Router resolves these, and the site's Link leaves them to it.
  { to: '/homes?' },
  { to: '/homes#' },
  { to: '/a//b' },
  { to: '/a/../b' },
  { to: '/a/./b' },
  { to: '#plans' },
  { to: 'brochure' },
  { to: '../land' },
  { to: 'https://example.com/x' },
  { to: { pathname: '/homes', search: '?beds=3' } },
  { to: '/homes', prefetch: 'render' },
];

describe('Link on the server', () => {
  it.each(cases.map((props) => [JSON.stringify(props.to), props] as const))(
    'writes what React Router’s Link writes for %s',
    (_name, props) => {
      const ours = onPage(<Link {...props}>{props.children ?? 'A link'}</Link>);
      const theirs = onPage(<RouterLink {...props}>{props.children ?? 'A link'}</RouterLink>);
      expect(ours).toBe(theirs);
      expect(ours).toContain('<a ');
    },
  );

  it('is the same at the site’s root and on an unmatched address', () => {
    for (const location of ['/', '/no-such-page/deep']) {
      const ours = onPage(<Link to="/homes?beds=2">Homes</Link>, location);
      const theirs = onPage(<RouterLink to="/homes?beds=2">Homes</RouterLink>, location);
      expect(ours).toBe(theirs);
    }
  });
});

describe('isPlainPath', () => {
  it('takes paths from the root with a query or a fragment', () => {
    for (const to of ['/', '/homes', '/homes?beds=3', '/homes#top', '/homes/', '/a.b/c.d']) {
      expect(isPlainPath(to)).toBe(true);
    }
  });
  it('leaves to React Router what it would change', () => {
    for (const to of ['', 'homes', '../homes', '//cdn.example/x', '/a//b', '/a\\b', '/a/./b']) {
      expect(isPlainPath(to)).toBe(false);
    }
    for (const to of ['/a/..', '/a/../b', '/homes?', '/homes#', '/homes?beds=3#']) {
      expect(isPlainPath(to)).toBe(false);
    }
  });
});
