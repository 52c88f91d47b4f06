import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeSearchParams, parseHomeSearch } from './home-search.ts';
import { canonicalPageQuery, PAGE_QUERY_PARAMETERS } from './page-query.ts';

describe('canonicalPageQuery', () => {
  it('keeps the configurator’s choices (o{optionId}) and nothing like them', () => {
    const query = canonicalPageQuery(
      new URLSearchParams('o201=20103&nav=kitchen&oo=1&o=2&o1234567=3&utm_source=x'),
    );
    expect(query.toString()).toBe('o201=20103&nav=kitchen');
  });

  it('keeps the parameters pages read, in their order', () => {
    const query = canonicalPageQuery(
      new URLSearchParams('utm_source=tv&feature=40&beds=3&x=123&feature=12&lotNumber=7'),
    );
    expect(query.toString()).toBe('feature=40&beds=3&feature=12&lotNumber=7');
  });

  it('is empty when no parameter is one a page reads (cache busting)', () => {
    expect(canonicalPageQuery(new URLSearchParams('nocache=1&_=99')).size).toBe(0);
  });
});

describe('PAGE_QUERY_PARAMETERS', () => {
  it('lists every query parameter a page reads', async () => {
    const root = path.resolve(import.meta.dirname, '../app');
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.tsx?$/.test(file));
    const read = new Set<string>();
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/searchParams\.(?:get|getAll|has)\('([^']+)'\)/g)) {
        read.add(match[1]!);
      }
    }
    expect(read.size).toBeGreaterThan(3);
    for (const name of read) expect(PAGE_QUERY_PARAMETERS.has(name), name).toBe(true);
  });

  it('lists every parameter of the homes and land searches', () => {
    const { search } = parseHomeSearch(
      new URLSearchParams(
        'where=Knoxville&beds=3&baths=2&minPrice=1&maxPrice=2&minSquareFeet=1&maxSquareFeet=2&minAcres=1&multiSection=1&feature=1&sort=price-asc&page=2',
      ),
    );
    const names = [...homeSearchParams(search).keys()];
    expect(names).toHaveLength(12);
    for (const name of names) expect(PAGE_QUERY_PARAMETERS.has(name), name).toBe(true);
  });
});
