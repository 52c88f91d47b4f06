import { describe, expect, it } from 'vitest';
import { canonicalPathname, mayBeRespelled, routePattern } from './canonical-path.ts';

const patterns = [
  '',
  'homes',
  'homes/:serialNumber',
  'homes/:serialNumber/brochure',
  'homes/model/:modelNumber',
  'about-us',
  'special-offers/red-tag-sales-event/thank-you',
  'special-offers/trade-in/thank-you',
  ':hash',
  '*',
].map(routePattern);

describe("a page's own address", () => {
  it('leaves the route’s own spelling alone', () => {
    for (const path of ['/', '/homes', '/homes/HSH1', '/homes/model/OAK-1', '/about-us']) {
      expect(canonicalPathname(path, patterns), path).toBeNull();
    }
    expect(
      canonicalPathname('/special-offers/red-tag-sales-event/thank-you/', patterns),
    ).toBeNull();
  });

  it('writes static segments in the route’s letters and keeps the values as sent', () => {
    expect(canonicalPathname('/HOMES', patterns)).toBe('/homes');
    expect(canonicalPathname('/About-Us', patterns)).toBe('/about-us');
    expect(canonicalPathname('/Homes/Model/oak-1', patterns)).toBe('/homes/model/oak-1');
    expect(canonicalPathname('/HOMES/hsh1/BROCHURE', patterns)).toBe('/homes/hsh1/brochure');
  });

  it('prefers the route with more static segments (a word over /{hash})', () => {
    expect(canonicalPathname('/ABOUT-US', patterns)).toBe('/about-us');
    // A path of values alone is its page's: a curated list, an old address's redirect target.
    expect(canonicalPathname('/FAMILY4BR', patterns)).toBeNull();
    expect(canonicalPathname('/Find-A-Home/', patterns)).toBeNull();
    // /homes/model is a serial number's page, not the model route (one segment short).
    expect(canonicalPathname('/HOMES/model', patterns)).toBe('/homes/model');
  });

  it('drops trailing and doubled slashes, but where SPEC has one', () => {
    expect(canonicalPathname('/homes/', patterns)).toBe('/homes');
    expect(canonicalPathname('//homes', patterns)).toBe('/homes');
    expect(canonicalPathname('/homes//HSH1/', patterns)).toBe('/homes/HSH1');
    expect(canonicalPathname('//', patterns)).toBe('/');
    expect(canonicalPathname('/special-offers/trade-in/thank-you/', patterns)).toBe(
      '/special-offers/trade-in/thank-you',
    );
    expect(canonicalPathname('/special-offers/red-tag-sales-event/thank-you', patterns)).toBe(
      '/special-offers/red-tag-sales-event/thank-you/',
    );
  });

  it('resolves dot segments, written or escaped, as a URL does (SPEC §2: one address)', () => {
    expect(canonicalPathname('/abc/%2e%2e/about-us', patterns)).toBe('/about-us');
    expect(canonicalPathname('/xyz/%2E%2E/HOMES', patterns)).toBe('/homes');
    expect(canonicalPathname('/homes/%2e', patterns)).toBe('/homes');
    expect(canonicalPathname('/homes/./HSH1', patterns)).toBe('/homes/HSH1');
    expect(canonicalPathname('/learn/..', patterns)).toBe('/');
    expect(canonicalPathname('/homes/.%2e/nothing/at/all', patterns)).toBe('/nothing/at/all');
    // Dots inside a segment are a value, not a step up.
    expect(canonicalPathname('/homes/a..b', patterns)).toBeNull();
    expect(mayBeRespelled('/homes/a..b')).toBe(false);
    expect(mayBeRespelled('/abc/%2e%2e/faq')).toBe(true);
  });

  it('leaves a path only the not-found splat matches as it is', () => {
    expect(canonicalPathname('/HOMES/a/b/c', patterns)).toBeNull();
    expect(canonicalPathname('/nothing/at/all/', patterns)).toBeNull();
  });

  it('looks at the routes only for a path that can be another spelling', () => {
    for (const path of ['/', '/homes', '/homes/model/oak-1', '/land/x']) {
      expect(mayBeRespelled(path), path).toBe(false);
    }
    for (const path of [
      '/HOMES',
      '/homes/',
      '//',
      '/a//b',
      '/special-offers/red-tag-sales-event/thank-you',
    ]) {
      expect(mayBeRespelled(path), path).toBe(true);
    }
  });
});
