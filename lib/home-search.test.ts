import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  listingFits,
  EMPTY_SEARCH,
  NO_LISTING_FILTER,
  type ListingFilter,
  homeSearchParams,
  joinFeatures,
  landSortName,
  parseHomeSearch,
  placeNotFound,
  sortMethodId,
} from './home-search.ts';

const parse = (query: string) => parseHomeSearch(new URLSearchParams(query));

describe('parseHomeSearch', () => {
  it('gives the default search for an empty query', () => {
    expect(parse('')).toEqual({ search: EMPTY_SEARCH, errors: {} });
  });

  it('reads every filter', () => {
    const { search, errors } = parse(
      'where=Knoxville,+TN&beds=3&baths=2.5&minPrice=$50,000&maxPrice=150k&minSquareFeet=1000&maxSquareFeet=2000&maxMonthly=$900&minAcres=2.5&multiSection=1&virtualTour=on&feature=40&feature=12&sort=price-asc&page=3',
    );
    expect(errors).toEqual({});
    expect(search).toEqual({
      where: 'Knoxville, TN',
      beds: 3,
      baths: 2.5,
      minPrice: 50000,
      maxPrice: 150000,
      minSquareFeet: 1000,
      maxSquareFeet: 2000,
      maxMonthly: 900,
      minAcres: 2.5,
      multiSection: true,
      features: [12, 40],
      sort: 'price-asc',
      page: 3,
    });
  });

  it.each([
    ['beds=-1', 'beds', /bedrooms/],
    ['beds=abc', 'beds', /bedrooms/],
    ['baths=1.25', 'baths', /bathrooms/],
    ['minPrice=-5', 'minPrice', /whole number up to 1,000,000/],
    ['maxPrice=99999999', 'maxPrice', /up to 1,000,000/],
    ['minSquareFeet=12.5', 'minSquareFeet', /square feet/],
    ['minPrice=200000&maxPrice=100000', 'maxPrice', /at least the lowest price/],
    ['minSquareFeet=2000&maxSquareFeet=1000', 'maxSquareFeet', /at least the smallest/],
    ['feature=x', 'features', /not known/],
    // Beyond what the API takes (9 digits): it used to reach the API and fail the page.
    ['feature=2147483648', 'features', /not known/],
    ['feature=0', 'features', /not known/],
    ['minAcres=-1', 'minAcres', /acres as a number/],
    ['minAcres=5000', 'minAcres', /up to 1,000/],
    ['sort=cheapest', 'sort', /sort order/],
    ['maxMonthly=0', 'maxMonthly', /at least \$1/],
    ['maxMonthly=25000', 'maxMonthly', /up to 20,000/],
    ['maxMonthly=600.50', 'maxMonthly', /monthly amount/],
    ['page=0', 'page', /first page/],
    ['page=2.5', 'page', /first page/],
  ])('drops and explains a bad value: %s', (query, field, message) => {
    const { search, errors } = parse(query);
    expect(errors[field as keyof typeof errors]).toMatch(message);
    expect(search[field as keyof typeof search]).toEqual(
      field === 'maxPrice' && query.startsWith('minPrice=2')
        ? null
        : field === 'maxSquareFeet' && query.startsWith('minSquareFeet=2')
          ? null
          : EMPTY_SEARCH[field as keyof typeof EMPTY_SEARCH],
    );
  });

  it('keeps the good filters when one is bad', () => {
    const { search, errors } = parse('beds=9&baths=2&minPrice=80000');
    expect(Object.keys(errors)).toEqual(['beds']);
    expect(search.baths).toBe(2);
    expect(search.minPrice).toBe(80000);
  });

  it('de-duplicates and caps features, trims and caps the place text', () => {
    const { search } = parse(`feature=5&feature=5&feature=3&where=${'x'.repeat(200)}`);
    expect(search.features).toEqual([3, 5]);
    expect(search.where).toHaveLength(80);
  });
});

describe('homeSearchParams', () => {
  it('round-trips a search and leaves defaults out', () => {
    const query =
      'where=37918&beds=3&baths=2&minPrice=50000&maxPrice=150000&multiSection=1&feature=12&feature=40&sort=price-asc&page=2';
    const { search } = parse(query);
    expect(homeSearchParams(search).toString()).toBe(new URLSearchParams(query).toString());
    expect(homeSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('adds extra parameters such as lotNumber', () => {
    expect(homeSearchParams(EMPTY_SEARCH, { lotNumber: '7', empty: '' }).toString()).toBe(
      'lotNumber=7',
    );
  });
});

describe('helpers', () => {
  it('maps sort keys to the land API sorts', () => {
    expect(landSortName('size-desc')).toBe('acres-desc');
    expect(landSortName('beds-desc')).toBe('nearest');
  });

  it('maps sort keys to the API sort method ids', () => {
    expect(sortMethodId('nearest')).toBe(1);
    expect(sortMethodId('price-asc')).toBe(2);
    expect(sortMethodId('popular')).toBe(8);
  });

  it('joins features with pipes (SPEC §7) or gives null', () => {
    expect(joinFeatures([12, 40])).toBe('12|40');
    expect(joinFeatures([])).toBeNull();
  });

  it('says a place it cannot find in words that fit it: a whole ZIP code as every form says one', () => {
    expect(placeNotFound('99999')).toBe(
      'We could not find ZIP code 99999. Try another ZIP code, or a city and state like Knoxville, TN.',
    );
    expect(placeNotFound('Qwzxv')).toBe(
      'We could not find “Qwzxv”. Try a 5-digit ZIP code, or a city and state like Knoxville, TN.',
    );
    expect(placeNotFound('9999')).toMatch(/^We could not find “9999”\. Try a 5-digit ZIP code/);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(
      activeFilterCount(parse('beds=3&minPrice=1&maxPrice=2&feature=1&feature=2').search),
    ).toBe(4);
  });
});

describe('listingFits', () => {
  const home = {
    beds: 3,
    baths: 2,
    squareFeet: 1400,
    priceSort: 89_900,
    monthlyEstimateFrom: 910,
    model: { sections: 2 },
  };
  const search = (changes: Partial<ListingFilter>) => ({ ...NO_LISTING_FILTER, ...changes });

  it('fits a search without filters, and each filter the home meets', () => {
    expect(listingFits(home, NO_LISTING_FILTER)).toBe(true);
    expect(
      listingFits(
        home,
        search({
          beds: 3,
          baths: 2,
          minPrice: 89_900,
          maxPrice: 89_900,
          minSquareFeet: 1400,
          maxSquareFeet: 1400,
          isMultiSection: true,
          maxMonthly: 910,
        }),
      ),
    ).toBe(true);
  });

  it('does not fit a filter it misses by one', () => {
    for (const changes of [
      { beds: 4 },
      { baths: 2.5 },
      { maxPrice: 89_899 },
      { minPrice: 89_901 },
      { minSquareFeet: 1401 },
      { maxSquareFeet: 1399 },
      { maxMonthly: 909 },
    ]) {
      expect(listingFits(home, search(changes)), JSON.stringify(changes)).toBe(false);
    }
    const single = { ...home, model: { sections: 1 } };
    expect(listingFits(single, search({ isMultiSection: true }))).toBe(false);
    // false is one section only, as the models search takes it.
    expect(listingFits(single, search({ isMultiSection: false }))).toBe(true);
    expect(listingFits(home, search({ isMultiSection: false }))).toBe(false);
  });

  it('fits features only where its floor plan’s are known and hold them all', () => {
    expect(listingFits(home, search({ features: [7] }))).toBe(false);
    const withFeatures = { ...home, model: { sections: 2, features: new Set([7, 9]) } };
    expect(listingFits(withFeatures, search({ features: [7, 9] }))).toBe(true);
    expect(listingFits(withFeatures, search({ features: [7, 8] }))).toBe(false);
  });

  it('reads no monthly estimate unless the filter has a monthly limit', () => {
    const { monthlyEstimateFrom: _unknown, ...withoutMonthly } = home;
    expect(listingFits(withoutMonthly, search({ beds: 3 }))).toBe(true);
    expect(listingFits(withoutMonthly, search({ maxMonthly: 5_000 }))).toBe(false);
  });

  it('without a price, fits no price or monthly filter', () => {
    const unpriced = { ...home, priceSort: 0, monthlyEstimateFrom: null };
    expect(listingFits(unpriced, NO_LISTING_FILTER)).toBe(true);
    expect(listingFits(unpriced, search({ maxPrice: 500_000 }))).toBe(false);
    expect(listingFits(unpriced, search({ maxMonthly: 20_000 }))).toBe(false);
  });
});
