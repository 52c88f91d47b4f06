import { describe, expect, it } from 'vitest';
import {
  oldZipLinkTarget,
  parseVisitorPlace,
  placeFromCookie,
  rememberedPlaceTarget,
} from './visitor-place.ts';

const query = (text: string) => new URLSearchParams(text);

describe('the remembered place', () => {
  it('reads a stored place, and nothing malformed', () => {
    expect(parseVisitorPlace('{"postalCode":"37918","latitude":36,"longitude":-83.9}')).toEqual({
      postalCode: '37918',
      latitude: 36,
      longitude: -83.9,
    });
    expect(parseVisitorPlace('{"postalCode":"3791","latitude":36,"longitude":-83.9}')).toBeNull();
    expect(parseVisitorPlace('{"postalCode":"37918","latitude":91,"longitude":0}')).toBeNull();
    expect(parseVisitorPlace('not json')).toBeNull();
    expect(parseVisitorPlace(null)).toBeNull();
  });

  it('finds the ZIP code cookie among others, and only five digits', () => {
    expect(placeFromCookie('a=1; place=37918; b=2')).toBe('37918');
    expect(placeFromCookie('place=37918')).toBe('37918');
    expect(placeFromCookie('place=3791')).toBeNull();
    expect(placeFromCookie('place=37918x')).toBeNull();
    expect(placeFromCookie('myplace=37918')).toBeNull();
    expect(placeFromCookie('')).toBeNull();
    expect(placeFromCookie(undefined)).toBeNull();
  });

  it('places the home page, the searches, model and home pages that have no place of their own', () => {
    expect(rememberedPlaceTarget('/', query(''), '37918')).toBe('/?where=37918');
    expect(rememberedPlaceTarget('/homes', query('beds=3'), '37918')).toBe(
      '/homes?beds=3&where=37918',
    );
    expect(rememberedPlaceTarget('/land', query(''), '75080')).toBe('/land?where=75080');
    expect(rememberedPlaceTarget('/homes/model/OAK-2868-3A', query(''), '37918')).toBe(
      '/homes/model/OAK-2868-3A?where=37918',
    );
    expect(rememberedPlaceTarget('/sale-homes', query(''), '37918')).toBe(
      '/sale-homes?where=37918',
    );
    expect(rememberedPlaceTarget('/mobile-manufactured-homes-with-land', query(''), '37918')).toBe(
      '/mobile-manufactured-homes-with-land?where=37918',
    );
    expect(rememberedPlaceTarget('/homes/model/OAK-2868-3A/brochure', query(''), '37918')).toBe(
      '/homes/model/OAK-2868-3A/brochure?where=37918',
    );
    // The designer is placed as its model's page is: its estimate uses the same home center.
    expect(
      rememberedPlaceTarget('/homes/model/OAK-2868-3A/design', query('nav=exterior'), '59801'),
    ).toBe('/homes/model/OAK-2868-3A/design?nav=exterior&where=59801');
    // A saved design reopened is priced where it was saved, not where the visitor now is.
    expect(
      rememberedPlaceTarget('/homes/model/OAK-2868-3A/design', query('design=abc'), '59801'),
    ).toBeNull();
    // A built home's delivery is measured from the visitor's place.
    expect(rememberedPlaceTarget('/homes/HSH421432OKAB', query(''), '37918')).toBe(
      '/homes/HSH421432OKAB?where=37918',
    );
    expect(rememberedPlaceTarget('/homes/HSH421432OKAB/brochure', query(''), '37918')).toBe(
      '/homes/HSH421432OKAB/brochure?where=37918',
    );
    // A curated list's plans are placed as their own pages are.
    expect(rememberedPlaceTarget('/family4br', query(''), '37918')).toBe('/family4br?where=37918');
    // The events of the home centers near the visitor; "Show more" keeps its page.
    expect(rememberedPlaceTarget('/news-events', query('events=24'), '37918')).toBe(
      '/news-events?events=24&where=37918',
    );
  });

  it('leaves a page that says its place or home center, other pages, and visitors with none', () => {
    expect(rememberedPlaceTarget('/homes', query('where='), '37918')).toBeNull();
    // `?where=` left empty: every home center's events.
    expect(rememberedPlaceTarget('/news-events', query('where='), '37918')).toBeNull();
    expect(rememberedPlaceTarget('/homes', query('where=Dallas'), '37918')).toBeNull();
    expect(rememberedPlaceTarget('/', query('zip=37918'), '75080')).toBeNull();
    expect(rememberedPlaceTarget('/homes', query('lotNumber=1'), '37918')).toBeNull();
    // SPEC §2's not-found screens stay as they are, as do a page's data requests.
    for (const path of [
      '/homes/new',
      '/homes/used/',
      '/homes/ABC123/images',
      '/homes/ABC123.data',
    ]) {
      expect(rememberedPlaceTarget(path, query(''), '37918'), path).toBeNull();
    }
    expect(rememberedPlaceTarget('/homes/ABC123', query('zip=37918'), '75080')).toBeNull();
    expect(rememberedPlaceTarget('/portal', query(''), '37918')).toBeNull();
    // One-segment pages that are no list's code (a code has a digit and no dash).
    for (const path of ['/about-us', '/crossmod', '/faq', '/family4br/x', '/FAMILY4BR']) {
      expect(rememberedPlaceTarget(path, query(''), '37918'), path).toBeNull();
    }
    expect(rememberedPlaceTarget('/homes.data', query(''), '37918')).toBeNull();
    expect(rememberedPlaceTarget('/homes', query(''), null)).toBeNull();
  });
});

describe('an old ?zip= link', () => {
  it('moves to ?where= with the rest of its query, unless it already says where', () => {
    const at = (path: string) => {
      const url = new URL(path, 'http://localhost');
      return oldZipLinkTarget(url.pathname, url.searchParams);
    };
    expect(at('/homes?zip=37918&beds=3')).toBe('/homes?beds=3&where=37918');
    expect(at('/land?zip=37804')).toBe('/land?where=37804');
    expect(at('/sale-homes?zip=37918')).toBe('/sale-homes?where=37918');
    expect(at('/homes?zip=37918&where=37804')).toBeNull();
    expect(at('/homes?beds=3')).toBeNull();
    expect(at('/?zip=37918')).toBe('/?where=37918');
    // A model's or a home's page reads zip as its estimate's site.
    expect(at('/homes/model/OAK-1864-3A?zip=37918')).toBeNull();
  });
});
