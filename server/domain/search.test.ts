import { describe, expect, it } from 'vitest';
import { UserInputError } from './errors.ts';
import {
  DEFAULT_SEARCH_DISTANCE_MILES,
  DEFAULT_SEARCH_PAGE_SIZE,
  parseFeatureIds,
  parseModelsSearch,
  SORT_METHOD_IDS,
  SORT_METHODS,
} from './search.ts';

const at = { latitude: 35.96, longitude: -83.92 };

describe('parseModelsSearch', () => {
  it('applies the defaults: 100 miles, nearest first, 10 a page from the start', () => {
    expect(parseModelsSearch(at)).toMatchObject({
      ...at,
      distanceMiles: DEFAULT_SEARCH_DISTANCE_MILES,
      sortMethodId: SORT_METHODS.NEAREST,
      pageSize: DEFAULT_SEARCH_PAGE_SIZE,
      offset: 0,
      beds: null,
      featureIds: [],
      hasIfp: null,
    });
  });

  it('pages by numberOfItemsPerPage, then itemsPerPage; startingIndex beats pageNumber', () => {
    expect(parseModelsSearch({ ...at, itemsPerPage: 12, pageNumber: 3 })).toMatchObject({
      pageSize: 12,
      offset: 24,
    });
    expect(
      parseModelsSearch({ ...at, itemsPerPage: 12, numberOfItemsPerPage: 5, pageNumber: 2 }),
    ).toMatchObject({ pageSize: 5, offset: 5 });
    expect(parseModelsSearch({ ...at, startingIndex: 7, pageNumber: 9 })).toMatchObject({
      offset: 7,
    });
  });

  it('keeps boolean filters three-way: true, false or not given', () => {
    const query = parseModelsSearch({ ...at, hasIfp: false, isMultiSection: true });
    expect(query.hasIfp).toBe(false);
    expect(query.isMultiSection).toBe(true);
    expect(query.hasVirtualTour).toBeNull();
  });

  it('accepts every documented sort method', () => {
    expect(SORT_METHOD_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const id of SORT_METHOD_IDS) {
      expect(parseModelsSearch({ ...at, sortMethodId: id }).sortMethodId).toBe(id);
    }
  });

  it.each([
    [{}, /^latitude and longitude are required$/],
    [{ latitude: 35 }, /^latitude and longitude are required$/],
    [{ longitude: -80 }, /^latitude and longitude are required$/],
    [{ ...at, latitude: 200 }, /^latitude must be between -90 and 90$/],
    [{ ...at, longitude: -181 }, /^longitude must be between -180 and 180$/],
    [{ ...at, distance: 0 }, /^distance must be greater than 0 and at most 500 miles$/],
    [{ ...at, distance: 501 }, /^distance must be greater than 0 and at most 500 miles$/],
    [{ ...at, beds: -1 }, /^beds must be a whole number from 0 to 20$/],
    [{ ...at, beds: 2.5 }, /^beds must be a whole number from 0 to 20$/],
    [{ ...at, baths: 1.25 }, /^baths must be 0 to 20 in steps of 0.5$/],
    [{ ...at, baths: -1 }, /^baths must be 0 to 20 in steps of 0.5$/],
    [{ ...at, minPrice: -5 }, /^minPrice must be a whole number of at least 0$/],
    [
      { ...at, minPrice: 200_000, maxPrice: 100_000 },
      /^minPrice must not be greater than maxPrice$/,
    ],
    [
      { ...at, minSquareFeet: 2000, maxSquareFeet: 1000 },
      /^minSquareFeet must not be greater than maxSquareFeet$/,
    ],
    [{ ...at, itemsPerPage: 0 }, /^itemsPerPage must be a whole number from 1 to 100$/],
    [{ ...at, itemsPerPage: 1000 }, /^itemsPerPage must be a whole number from 1 to 100$/],
    [
      { ...at, numberOfItemsPerPage: 101 },
      /^numberOfItemsPerPage must be a whole number from 1 to 100$/,
    ],
    [{ ...at, pageNumber: 0 }, /^pageNumber must be a whole number of at least 1$/],
    [{ ...at, startingIndex: -1 }, /^startingIndex must be a whole number of at least 0$/],
    [{ ...at, startingIndex: 0.5 }, /^startingIndex must be a whole number of at least 0$/],
    [{ ...at, sortMethodId: 10 }, /^sortMethodId must be one of 1, 2, 3, 4, 5, 6, 7, 8, 9$/],
    [
      { ...at, maxMonthlyPayment: 0 },
      /^maxMonthlyPayment must be a whole number from 1 to 1000000$/,
    ],
    [{ ...at, features: '12|x' }, /^features must be feature ids joined by \|/],
    [{ ...at, pageNumber: 2_000_000_000, itemsPerPage: 100 }, /^pageNumber is too large$/],
  ])('rejects %j with a clear message', (args, message) => {
    expect(() => parseModelsSearch(args)).toThrow(UserInputError);
    expect(() => parseModelsSearch(args)).toThrow(message);
  });
});

describe('parseFeatureIds', () => {
  it('splits on |, ignores blanks and repeats, and sorts', () => {
    expect(parseFeatureIds('40|12| 12 ||')).toEqual([12, 40]);
    expect(parseFeatureIds('')).toEqual([]);
    expect(parseFeatureIds(null)).toEqual([]);
  });

  it.each(['0', '-3', '1.5', 'abc', '1e3', '12,40', '9999999999'])('rejects %j', (text) => {
    expect(() => parseFeatureIds(text)).toThrow(/^features must be feature ids/);
  });

  it('refuses more features than a model can have', () => {
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join('|');
    expect(() => parseFeatureIds(many)).toThrow(/at most 20 features/);
  });
});
