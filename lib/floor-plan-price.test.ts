import { describe, expect, it } from 'vitest';
import { floorPlanToOrder, priceDifference } from './floor-plan-price.ts';

const built = { serialNumber: 'OC1234', priceLabel: '$79,900', priceSort: 79_900, sticker: null };
const toOrder = {
  serialNumber: null,
  priceLabel: '$91,900',
  priceSort: 91_900,
  sticker: { label: 'Great Value' },
};

describe('floorPlanToOrder', () => {
  it('takes the listing without a serial number: the plan to order, not a built home', () => {
    expect(floorPlanToOrder([built, toOrder])).toEqual({
      price: 91_900,
      label: '$91,900',
      sticker: 'Great Value',
    });
  });

  it('is null where the home center lists only built homes of the model', () => {
    expect(floorPlanToOrder([built])).toBeNull();
  });
});

describe('priceDifference', () => {
  const asked = { price: 91_900, label: '$91,900', sticker: null };

  it('says how much more a home center asks than the price shown', () => {
    expect(priceDifference(asked, 87_900)).toEqual({ label: '$91,900', more: 4_000 });
  });

  it('says less as a negative difference', () => {
    expect(priceDifference(asked, 95_000)).toEqual({ label: '$91,900', more: -3_100 });
  });

  it('is null for the same price, a price on request, or no price shown', () => {
    expect(priceDifference(asked, 91_900)).toBeNull();
    expect(priceDifference({ price: null, label: 'Call for price' }, 1)).toBeNull();
    expect(priceDifference(asked, null)).toBeNull();
    expect(priceDifference(null, 87_900)).toBeNull();
  });
});
