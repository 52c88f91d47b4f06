import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createBranchMatcher, matchedPathname, ROUTE_CACHE_MAX_ENTRIES } from './branch-handler.ts';

/** A manifest shaped as the app's: a root, an index, static and dynamic paths, a pathless layout and `*`. */
function manifest(): ServerBuild['routes'] {
  const routes = [
    { id: 'root', path: '' },
    { id: 'home', parentId: 'root', index: true },
    { id: 'homes', parentId: 'root', path: 'homes' },
    { id: 'home-details', parentId: 'root', path: 'homes/:serialNumber' },
    { id: 'model', parentId: 'root', path: 'homes/model/:modelNumber' },
    { id: 'portal', parentId: 'root' },
    { id: 'dashboard', parentId: 'portal', path: 'portal' },
    { id: 'favorites', parentId: 'portal', path: 'portal/favorites' },
    { id: 'not-found', parentId: 'root', path: '*' },
  ];
  return Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }])) as never;
}

describe('the branch a path matches (decision 0021)', () => {
  it('is React Router’s: the best-ranked branch, with its ancestors', () => {
    const { branchOf } = createBranchMatcher(manifest());
    expect(branchOf('/')).toBe('root\nhome');
    expect(branchOf('/homes')).toBe('root\nhomes');
    expect(branchOf('/homes/')).toBe('root\nhomes');
    expect(branchOf('/homes/model/OAK-1')).toBe('root\nmodel');
    expect(branchOf('/homes/ABC123')).toBe('root\nhome-details');
    expect(branchOf('/portal/favorites')).toBe('root\nportal\nfavorites');
    expect(branchOf('/portal')).toBe('root\nportal\ndashboard');
    expect(branchOf('/no/such/page')).toBe('root\nnot-found');
    expect(branchOf('/HOMES')).toBe('root\nhomes');
  });

  it('keeps at most ROUTE_CACHE_MAX_ENTRIES paths (SPEC §9), the oldest going first', () => {
    const matcher = createBranchMatcher(manifest());
    for (let n = 0; n < ROUTE_CACHE_MAX_ENTRIES + 5; n++) {
      expect(matcher.branchOf(`/homes/model/M-${n}`)).toBe('root\nmodel');
    }
    expect(matcher.size).toBe(ROUTE_CACHE_MAX_ENTRIES);
    expect(matcher.branchOf('/homes/model/M-0')).toBe('root\nmodel');
  });
});

describe('the path a request is matched by', () => {
  it('is the pathname, without a navigation’s .data, as React Router takes it', () => {
    expect(matchedPathname('http://localhost:3000/homes?where=37918#top')).toBe('/homes');
    expect(matchedPathname('http://localhost:3000/homes.data?where=37918')).toBe('/homes');
    expect(matchedPathname('http://localhost:3000/_.data')).toBe('/');
    expect(matchedPathname('http://localhost:3000/portal/_.data')).toBe('/portal/');
    expect(matchedPathname('http://localhost:3000/_root.data')).toBe('/_root');
    expect(matchedPathname('https://example.test')).toBe('/');
    expect(matchedPathname('http://localhost:3000/a%20b?x=/y')).toBe('/a%20b');
    expect(matchedPathname('http://localhost:3000/?where=/homes')).toBe('/');
  });
});
