// Prices the way retailers print them.
import { CONTACT_FOR_PRICING } from '../../../lib/listing-filters.ts';
import { formatPrice } from '../../../lib/price.ts';
import { DEFAULT_PRICING, type PricingDefaults } from '../../../lib/pricing/estimate.ts';

/** Nearest thousand minus 100: 129,412 → 128,900 … the "$x9,900" look of a price tag. */
export function tagPrice(value: number): number {
  return Math.max(900, Math.round(value / 1000) * 1000 - 100);
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The label shown beside a price: "$129,900", or the contact text when there is no price. */
export function priceLabel(price: number | null): string {
  return price === null ? CONTACT_FOR_PRICING : formatPrice(price);
}

/**
 * Home centers that set their own estimate figures (issue 14); the others use
 * the company's. Dealer 1 (Knoxville) delivers further free and has its
 * installer's and lender's figures; dealer 2 its lot rent and county's taxes.
 * Fictional, as every home center of the seed is.
 */
export function seedPricingDefaults(): { dealerId: number; defaults: PricingDefaults }[] {
  const company = DEFAULT_PRICING;
  return [
    {
      dealerId: 1,
      defaults: {
        ...company,
        asOf: '2026-11-20',
        allIn: {
          ...company.allIn,
          deliveryIncludedMiles: 150,
          installationPerSection: { low: 2_800, high: 3_600 },
        },
        finance: {
          ...company.finance,
          loans: {
            ...company.finance.loans,
            'home-only': { ratePercent: 9.75, downPercent: 10, termMonths: 240 },
          },
        },
      },
    },
    {
      dealerId: 2,
      defaults: {
        ...company,
        asOf: '2026-11-18',
        finance: { ...company.finance, propertyTaxPercent: 0.7, lotRentPerMonth: 525 },
      },
    },
  ];
}
