import { describe, expect, it } from 'vitest';
import { estimatedPlanPrice, floorPlanToOrder, priceDifference } from './floor-plan-price.ts';

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

  it('has no price for a plan on request, whether its price is missing or 0', () => {
    for (const priceSort of [null, 0]) {
      expect(floorPlanToOrder([{ ...toOrder, priceSort }])?.price).toBeNull();
    }
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

describe('estimatedPlanPrice', () => {
  const price = { low: 87_900 };
  it('is the home center’s own price on its site', () => {
    expect(
      estimatedPlanPrice({ atHomeCenter: { price: 91_900 }, nearestAsksOtherPrice: null, price }),
    ).toEqual({ price: 91_900, at: null });
  });
  it('on the main site, is what the named home center asks where it differs, and names it', () => {
    const nearestAsksOtherPrice = { homeCenter: 'Oak Creek Homes of Knoxville', more: 4_000 };
    expect(estimatedPlanPrice({ atHomeCenter: null, nearestAsksOtherPrice, price })).toEqual({
      price: 91_900,
      at: 'Oak Creek Homes of Knoxville',
    });
    expect(estimatedPlanPrice({ atHomeCenter: null, nearestAsksOtherPrice: null, price })).toEqual({
      price: 87_900,
      at: null,
    });
    // No starting price ("Contact Us For Pricing"): nothing to estimate from.
    expect(
      estimatedPlanPrice({ atHomeCenter: null, nearestAsksOtherPrice, price: { low: null } }),
    ).toEqual({ price: null, at: null });
  });
});
