import { describe, it, expect } from 'vitest';
import {
  BUDGET_PRICE_LIMIT,
  BUILDER_MODEL_TEMPLATE,
  CONTACT_FOR_PRICING,
  budgetHomes,
  homesOnSale,
  inStockHomes,
  isBudgetHome,
  isHomeOnSale,
  isInStockHome,
  isMoveInReadyHome,
  moveInReadyHomes,
  type DealerHomeListing,
} from './listing-filters.ts';

type Home = DealerHomeListing & { id: string };
const home = (id: string, fields: DealerHomeListing = {}): Home => ({ id, ...fields });
const ids = (list: Home[]) => list.map((h) => h.id);

describe('constants', () => {
  it('pins the values', () => {
    expect(BUDGET_PRICE_LIMIT).toBe(150000);
    expect(CONTACT_FOR_PRICING).toBe('Contact Us For Pricing');
    expect(BUILDER_MODEL_TEMPLATE).toBe('builder-model');
  });
});

describe('isBudgetHome / budgetHomes', () => {
  it('includes homes priced below 150,000', () => {
    expect(isBudgetHome({ priceSort: 149999 })).toBe(true);
    expect(isBudgetHome({ priceSort: 149999.99 })).toBe(true);
    expect(isBudgetHome({ priceSort: 1 })).toBe(true);
    expect(isBudgetHome({ priceSort: 89000, priceLabel: '$89,000' })).toBe(true);
  });

  it('excludes 150,000 and above', () => {
    expect(isBudgetHome({ priceSort: 150000 })).toBe(false);
    expect(isBudgetHome({ priceSort: 250000 })).toBe(false);
  });

  it('excludes homes without a usable price', () => {
    expect(isBudgetHome({})).toBe(false);
    expect(isBudgetHome({ priceSort: null })).toBe(false);
    expect(isBudgetHome({ priceSort: 0 })).toBe(false);
    expect(isBudgetHome({ priceSort: -5 })).toBe(false);
    expect(isBudgetHome({ priceSort: Number.NaN })).toBe(false);
  });

  it('excludes "Contact Us For Pricing", whatever the case or spacing', () => {
    expect(isBudgetHome({ priceSort: 90000, priceLabel: 'Contact Us For Pricing' })).toBe(false);
    expect(isBudgetHome({ priceSort: 90000, priceLabel: ' contact us for pricing ' })).toBe(false);
    expect(isBudgetHome({ priceSort: 90000, priceLabel: 'Contact Us' })).toBe(true);
  });

  it('excludes sold homes (sticker -1) only', () => {
    expect(isBudgetHome({ priceSort: 90000, stickerTypeId: -1 })).toBe(false);
    expect(isBudgetHome({ priceSort: 90000, stickerTypeId: 5 })).toBe(true);
    expect(isBudgetHome({ priceSort: 90000, stickerTypeId: 1 })).toBe(true);
  });

  it('filters a list, keeping order', () => {
    const list = [
      home('cheap', { priceSort: 80000 }),
      home('pricey', { priceSort: 200000 }),
      home('sold', { priceSort: 70000, stickerTypeId: -1 }),
      home('contact', { priceSort: 60000, priceLabel: CONTACT_FOR_PRICING }),
      home('cheap2', { priceSort: 100000 }),
    ];
    expect(ids(budgetHomes(list))).toEqual(['cheap', 'cheap2']);
    expect(budgetHomes([])).toEqual([]);
  });
});

describe('isHomeOnSale / homesOnSale', () => {
  const list = [
    home('sale', { isSaleHome: true }),
    home('default', { isDefaultSaleHome: true }),
    home('both', { isSaleHome: true, isDefaultSaleHome: true }),
    home('neither', { isSaleHome: false, isDefaultSaleHome: false }),
    home('missing'),
    home('nulls', { isSaleHome: null, isDefaultSaleHome: null }),
    home('soldsale', { isSaleHome: true, stickerTypeId: -1 }),
  ];

  it('keeps sale and default-sale homes, sold ones included', () => {
    expect(ids(homesOnSale(list, { websiteTemplate: 'classic' }))).toEqual([
      'sale',
      'default',
      'both',
      'soldsale',
    ]);
    expect(ids(homesOnSale(list))).toEqual(['sale', 'default', 'both', 'soldsale']);
    expect(ids(homesOnSale(list, { websiteTemplate: null }))).toEqual([
      'sale',
      'default',
      'both',
      'soldsale',
    ]);
  });

  it('is empty for the builder-model template', () => {
    expect(homesOnSale(list, { websiteTemplate: 'builder-model' })).toEqual([]);
    expect(homesOnSale(list, { websiteTemplate: ' Builder-Model ' })).toEqual([]);
  });

  it('judges single homes', () => {
    expect(isHomeOnSale({ isSaleHome: true })).toBe(true);
    expect(isHomeOnSale({ isDefaultSaleHome: true })).toBe(true);
    expect(isHomeOnSale({})).toBe(false);
  });
});

describe('isInStockHome / inStockHomes', () => {
  it('needs a serial number', () => {
    expect(isInStockHome({ serialNumber: 'SN1' })).toBe(true);
    expect(isInStockHome({})).toBe(false);
    expect(isInStockHome({ serialNumber: null })).toBe(false);
    expect(isInStockHome({ serialNumber: '' })).toBe(false);
    expect(isInStockHome({ serialNumber: '  ' })).toBe(false);
    expect(isInStockHome({ modelNumber: 'M1', stockNumber: 'K1' })).toBe(false);
  });

  it('excludes sold homes', () => {
    expect(isInStockHome({ serialNumber: 'SN1', stickerTypeId: -1 })).toBe(false);
    expect(isInStockHome({ serialNumber: 'SN1', stickerTypeId: 5 })).toBe(true);
  });

  it('excludes available-floor-plan-only listings', () => {
    expect(isInStockHome({ serialNumber: 'SN1', isAvailableFloorPlan: true })).toBe(false);
    expect(isInStockHome({ serialNumber: 'SN1', isAvailableFloorPlan: false })).toBe(true);
    expect(isInStockHome({ serialNumber: 'SN1', isAvailableFloorPlan: null })).toBe(true);
  });

  it('filters a list, keeping order', () => {
    const list = [
      home('a', { serialNumber: 'A' }),
      home('plan', { modelNumber: 'M' }),
      home('sold', { serialNumber: 'S', stickerTypeId: -1 }),
      home('b', { serialNumber: 'B', stickerTypeId: -7 }),
    ];
    expect(ids(inStockHomes(list))).toEqual(['a', 'b']);
  });
});

describe('isMoveInReadyHome / moveInReadyHomes', () => {
  it('is an in-stock home on land', () => {
    expect(isMoveInReadyHome({ serialNumber: 'S', isOnLand: true })).toBe(true);
  });

  it('is an in-stock home stickered move-in ready', () => {
    expect(isMoveInReadyHome({ serialNumber: 'S', stickerTypeId: 1 })).toBe(true);
  });

  it('is not an in-stock home that is neither', () => {
    expect(isMoveInReadyHome({ serialNumber: 'S' })).toBe(false);
    expect(isMoveInReadyHome({ serialNumber: 'S', isOnLand: false, stickerTypeId: 2 })).toBe(false);
  });

  it('is never a home that is not in stock', () => {
    expect(isMoveInReadyHome({ isOnLand: true, stickerTypeId: 1 })).toBe(false);
    expect(isMoveInReadyHome({ serialNumber: 'S', isOnLand: true, stickerTypeId: -1 })).toBe(false);
    expect(
      isMoveInReadyHome({ serialNumber: 'S', isOnLand: true, isAvailableFloorPlan: true }),
    ).toBe(false);
  });

  it('filters a list, keeping order', () => {
    const list = [
      home('land', { serialNumber: 'A', isOnLand: true }),
      home('lot', { serialNumber: 'B' }),
      home('sticker', { serialNumber: 'C', stickerTypeId: 1 }),
      home('soldland', { serialNumber: 'D', isOnLand: true, stickerTypeId: -1 }),
    ];
    expect(ids(moveInReadyHomes(list))).toEqual(['land', 'sticker']);
  });
});
