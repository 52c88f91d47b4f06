import { pricingDefaultsSchema } from './schema.ts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  dollarsUp,
  estimateParams,
  homeEstimate,
  loanKindFor,
  monthlyFromCents,
  parseEstimateChoices,
  pastTitleOneLimit,
  readEstimateNumber,
  STANDARD_CHOICES,
  standardFoundation,
  type PricingDefaults,
} from './estimate.ts';
import { amortizedPaymentCents } from './payment.ts';

/** Round figures, so every cent below can be worked out by hand. */
const FIGURES: PricingDefaults = {
  asOf: '2026-11-01',
  allIn: {
    ...DEFAULT_PRICING.allIn,
    installationPerSection: { low: 3_000, high: 4_000 },
    foundation: {
      piers: { low: 1_000, high: 2_000 },
      crawlspace: { low: 5_000, high: 6_000 },
      slab: { low: 6_000, high: 8_000 },
      basement: { low: 20_000, high: 25_000 },
    },
    utilities: {
      public: { low: 500, high: 1_500 },
      'well-and-septic': { low: 9_000, high: 15_000 },
    },
    permits: { low: 500, high: 1_000 },
    sitePrep: { low: 2_000, high: 5_000 },
  },
  finance: {
    loans: {
      'home-only': { ratePercent: 9, downPercent: 10, termMonths: 240 },
      'land-and-home': { ratePercent: 6, downPercent: 5, termMonths: 360 },
    },
    propertyTaxPercent: 1.2,
    insurancePerYear: 1_200,
    lotRentPerMonth: 600,
  },
};

const SINGLE = { price: 90_000, sections: 1, isModular: false, milesFromHomeCenter: 40 };

describe('homeEstimate', () => {
  it('adds the standard lines and pays them off with the home-only loan, to the cent', () => {
    const estimate = homeEstimate(SINGLE, STANDARD_CHOICES, FIGURES);
    // 90,000 + 3,000 installation + 1,000 piers + 500 utilities + 500 permits + 2,000 site = 97,000.
    expect(estimate.allIn.total.low).toBe(97_000);
    expect(estimate.kind).toBe('home-only');
    expect(estimate.downPayment.low).toBe(9_700);
    expect(estimate.low.loanCents).toBe(8_730_000);
    expect(estimate.low.principalAndInterestCents).toBe(amortizedPaymentCents(8_730_000, 9, 240));
    // $87,300 at 9% over 20 years: $785.46 a month.
    expect(estimate.low.principalAndInterestCents).toBe(78_546);
    // 1.2% of $90,000 is $1,080 a year: $90.00; insurance $100.00.
    expect(estimate.low.taxCents).toBe(9_000);
    expect(estimate.low.insuranceCents).toBe(10_000);
    expect(estimate.low.lotRentCents).toBe(0);
    expect(estimate.low.totalCents).toBe(78_546 + 9_000 + 10_000);
  });

  it('takes the buyer’s down payment, rate and term', () => {
    const estimate = homeEstimate(
      SINGLE,
      { ...STANDARD_CHOICES, downPayment: 17_000, ratePercent: 0, termYears: 10 },
      FIGURES,
    );
    expect(estimate.downPayment).toEqual({ low: 17_000, high: 17_000 });
    // $80,000 at 0% over 120 months: $666.67.
    expect(estimate.low.principalAndInterestCents).toBe(66_667);
  });

  it('caps a term the loan kind does not allow, and says so', () => {
    const estimate = homeEstimate(SINGLE, { ...STANDARD_CHOICES, termYears: 30 }, FIGURES);
    expect(estimate.terms.termMonths).toBe(240);
    expect(estimate.notes).toEqual({ termYears: expect.stringMatching(/at most 20 years/) });
  });

  it('borrows nothing when the down payment covers it all', () => {
    const estimate = homeEstimate(SINGLE, { ...STANDARD_CHOICES, downPayment: 500_000 }, FIGURES);
    expect(estimate.low.principalAndInterestCents).toBe(0);
    expect(estimate.low.totalCents).toBe(9_000 + 10_000);
    expect(estimate.low.loanCents).toBe(0);
    expect(estimate.high.loanCents).toBe(0);
    expect(estimate.notes).toEqual({
      downPayment: 'The down payment covers the whole estimate, so nothing is borrowed.',
    });
  });

  it('says nothing is borrowed at the low end only, when the high end still borrows', () => {
    const { total } = homeEstimate(SINGLE, STANDARD_CHOICES, FIGURES).allIn;
    expect(total.high).toBeGreaterThan(total.low);
    const downPayment = Math.round((total.low + total.high) / 2);
    const estimate = homeEstimate(SINGLE, { ...STANDARD_CHOICES, downPayment }, FIGURES);
    expect(estimate.low.loanCents).toBe(0);
    expect(estimate.high.loanCents).toBe((total.high - downPayment) * 100);
    expect(estimate.notes).toEqual({
      downPayment:
        'The down payment is at least the estimate’s low end, so nothing is borrowed there.',
    });
  });

  it('adds lot rent and drops site work on a leased site', () => {
    const estimate = homeEstimate(SINGLE, { ...STANDARD_CHOICES, land: 'lease' }, FIGURES);
    expect(estimate.kind).toBe('home-only');
    expect(estimate.low.lotRentCents).toBe(60_000);
    expect(estimate.allIn.lines.find((l) => l.key === 'site-prep')?.range).toEqual({
      low: 0,
      high: 0,
    });
  });

  it('finances land bought with the home together, and leaves unpriced land out of the sum', () => {
    const priced = homeEstimate(
      SINGLE,
      { ...STANDARD_CHOICES, land: 'buy', landPrice: 30_000 },
      FIGURES,
    );
    expect(priced.kind).toBe('land-and-home');
    expect(priced.allIn.total.low).toBe(127_000);
    // On piers: FHA Title I's home-and-lot loan, 20 years for a single-section home, 25 for more.
    expect(priced.kindReason).toMatch(/FHA Title I home-and-lot loan, which runs at most 20 years/);
    expect(priced.terms.termMonths).toBe(240);
    const double = { ...SINGLE, sections: 2 };
    expect(
      homeEstimate(double, { ...STANDARD_CHOICES, land: 'buy' }, FIGURES).terms.termMonths,
    ).toBe(300);
    const asked = homeEstimate(
      double,
      { ...STANDARD_CHOICES, land: 'buy', termYears: 30 },
      FIGURES,
    );
    expect(asked.terms.termMonths).toBe(300);
    expect(asked.notes.termYears).toBe(
      'A home-and-lot loan for a multi-section home on piers (FHA Title I) runs at most 25 years, so the estimate uses 25.',
    );
    // On a permanent foundation the two carry a 30-year mortgage.
    const founded = homeEstimate(
      SINGLE,
      { ...STANDARD_CHOICES, land: 'buy', foundation: 'crawlspace' },
      FIGURES,
    );
    expect(founded.terms.termMonths).toBe(360);
    expect(founded.kindReason).toMatch(/as a mortgage/);
    const unpriced = homeEstimate(SINGLE, { ...STANDARD_CHOICES, land: 'buy' }, FIGURES);
    expect(unpriced.allIn.complete).toBe(false);
    expect(unpriced.allIn.total.low).toBe(97_000);
  });

  it('finances a home standing on the land it is sold with as a mortgage, with no set-up, and no lot rent', () => {
    const onLand = { ...SINGLE, onItsLand: { connected: true } };
    const estimate = homeEstimate(
      onLand,
      { ...STANDARD_CHOICES, land: 'lease', foundation: 'basement' },
      FIGURES,
    );
    expect(estimate.kind).toBe('land-and-home');
    expect(estimate.kindReason).toMatch(/sold with its land/);
    expect(estimate.low.lotRentCents).toBe(0);
    // The price (home and land) and permits only: 90,000 + 500–1,000.
    expect(estimate.allIn.total).toEqual({ low: 90_500, high: 91_000 });
    expect(estimate.foundation).toBe('piers');
    expect(estimate.terms.termMonths).toBe(360);
    expect(monthlyFromCents({ ...onLand, price: 90_000 }, FIGURES)).toBe(
      homeEstimate({ ...onLand, milesFromHomeCenter: 0 }, STANDARD_CHOICES, FIGURES).low.totalCents,
    );
    expect(monthlyFromCents({ ...onLand, price: 90_000 }, FIGURES)).toBeLessThan(
      monthlyFromCents({ ...SINGLE, price: 90_000 }, FIGURES)!,
    );
  });

  it('puts a modular home on a permanent foundation with a mortgage', () => {
    const estimate = homeEstimate({ ...SINGLE, isModular: true }, STANDARD_CHOICES, FIGURES);
    expect(estimate.foundation).toBe('crawlspace');
    expect(estimate.kind).toBe('land-and-home');
    expect(estimate.downPayment.low).toBe(Math.round((101_000 * 5) / 100));
  });
});

describe('loanKindFor', () => {
  it('follows the home and the buyer', () => {
    const mh = { isModular: false };
    expect(loanKindFor(mh, 'piers', 'own').kind).toBe('home-only');
    expect(loanKindFor(mh, 'crawlspace', 'own').kind).toBe('land-and-home');
    expect(loanKindFor(mh, 'basement', 'lease').kind).toBe('home-only');
    expect(loanKindFor(mh, 'piers', 'buy').kind).toBe('land-and-home');
    expect(loanKindFor({ isModular: true }, 'crawlspace', 'lease').kind).toBe('land-and-home');
  });

  it('of the standard estimate is what the cards say: a mortgage for modular, home-only else', () => {
    // app/components/monthly-from.tsx words the card's "from $X/mo" by these.
    for (const [isModular, kind] of [
      [true, 'land-and-home'],
      [false, 'home-only'],
    ] as const) {
      const { foundation, land } = STANDARD_CHOICES;
      expect(foundation).toBeNull();
      expect(loanKindFor({ isModular }, standardFoundation(isModular), land).kind).toBe(kind);
      const estimate = homeEstimate(
        { price: 80_000, sections: 1, isModular, milesFromHomeCenter: 0 },
        STANDARD_CHOICES,
        DEFAULT_PRICING,
      );
      expect(estimate.kind).toBe(kind);
    }
  });
});

describe('monthlyFromCents', () => {
  it('is the low end of the standard estimate within the included miles', () => {
    const from = monthlyFromCents({ price: 90_000, sections: 1, isModular: false }, FIGURES);
    expect(from).toBe(
      homeEstimate({ ...SINGLE, milesFromHomeCenter: 0 }, STANDARD_CHOICES, FIGURES).low.totalCents,
    );
    expect(dollarsUp(from!)).toBe(976);
    expect(monthlyFromCents({ price: null, sections: 2, isModular: false }, FIGURES)).toBeNull();
  });

  it('shows whole dollars rounded up, never below the estimate', () => {
    expect(dollarsUp(60_001)).toBe(601);
    expect(dollarsUp(60_000)).toBe(600);
  });
});

describe('the panel’s address', () => {
  it('reads the choices and writes them back without the defaults', () => {
    const params = new URLSearchParams(
      'land=buy&landPrice=45,000&foundation=slab&utilities=well-and-septic&down=$5000&rate=7.25&years=15',
    );
    const { choices, errors } = parseEstimateChoices(params);
    expect(errors).toEqual({});
    expect(choices).toEqual({
      land: 'buy',
      landPrice: 45_000,
      foundation: 'slab',
      utilities: 'well-and-septic',
      downPayment: 5_000,
      ratePercent: 7.25,
      termYears: 15,
    });
    expect(estimateParams(choices).toString()).toBe(
      'foundation=slab&utilities=well-and-septic&land=buy&landPrice=45000&down=5000&rate=7.25&years=15',
    );
    expect(estimateParams(STANDARD_CHOICES).toString()).toBe('');
  });

  it('explains and drops what it cannot use', () => {
    const { choices, errors } = parseEstimateChoices(
      new URLSearchParams('land=moon&foundation=stilts&rate=45&years=0&down=-3&landPrice=1e9'),
    );
    expect(choices).toEqual(STANDARD_CHOICES);
    expect(Object.keys(errors).sort()).toEqual(
      ['downPayment', 'foundation', 'land', 'landPrice', 'ratePercent', 'termYears'].sort(),
    );
    expect(errors.termYears).toMatch(/from 1 to 50/);
  });

  it('reads a number the same from a URL and as it is typed', () => {
    // A percent is not dollars: refused, not read as $5.
    expect(readEstimateNumber('downPayment', '5%')).toEqual({
      value: null,
      error: expect.stringMatching(/whole dollars \(not a percent\)/),
    });
    expect(readEstimateNumber('downPayment', '$12,500')).toEqual({ value: 12_500, error: null });
    expect(readEstimateNumber('ratePercent', '7.25%')).toEqual({ value: 7.25, error: null });
    expect(readEstimateNumber('landPrice', '')).toEqual({ value: null, error: null });
    // A term longer than any loan is read; the estimate shortens it and says so.
    expect(readEstimateNumber('termYears', '40')).toEqual({ value: 40, error: null });
    expect(readEstimateNumber('termYears', '51').error).toMatch(/from 1 to 50/);
    expect(readEstimateNumber('termYears', '0').error).toMatch(/from 1 to 50/);
    const { choices, errors } = parseEstimateChoices(new URLSearchParams('years=40&down=5%25'));
    expect(choices.termYears).toBe(40);
    expect(errors.downPayment).toMatch(/not a percent/);
    const estimate = homeEstimate(SINGLE, choices, FIGURES);
    expect(estimate.terms.termMonths).toBeLessThanOrEqual(360);
    expect(estimate.notes.termYears).toMatch(/runs at most \d+ years, so the estimate uses/);
  });
});

describe('pricingDefaultsSchema', () => {
  it('takes the company’s figures and refuses a range upside down or a term too long', () => {
    expect(pricingDefaultsSchema.safeParse(DEFAULT_PRICING).success).toBe(true);
    const upsideDown = structuredClone(DEFAULT_PRICING);
    upsideDown.allIn.permits = { low: 900, high: 300 };
    expect(pricingDefaultsSchema.safeParse(upsideDown).success).toBe(false);
    const tooLong = structuredClone(DEFAULT_PRICING);
    tooLong.finance.loans['home-only'].termMonths = 360;
    expect(pricingDefaultsSchema.safeParse(tooLong).success).toBe(false);
    expect(pricingDefaultsSchema.safeParse({ ...DEFAULT_PRICING, asOf: 'yesterday' }).success).toBe(
      false,
    );
  });
});

describe('pastTitleOneLimit', () => {
  // $110,000: all-in $117,000 to $123,500; 10% down borrows $105,300 to $111,150,
  // either side of the single-section limit of $105,532.
  const PRICIER = { ...SINGLE, price: 110_000 };

  it('names the high end alone when only its loan passes the limit', () => {
    const estimate = homeEstimate(PRICIER, STANDARD_CHOICES, FIGURES);
    expect(estimate.low.loanCents).toBe(10_530_000);
    expect(pastTitleOneLimit(estimate, 1)).toEqual({ limit: 105_532, past: 'high' });
  });

  it('still names the high end once a typed down payment brings the low end under', () => {
    // $20,000 down: $97,000 to $103,500 borrowed, under the limit at both ends.
    const under = homeEstimate(PRICIER, { ...STANDARD_CHOICES, downPayment: 20_000 }, FIGURES);
    expect(pastTitleOneLimit(under, 1)).toBeNull();
    // $15,000 down: $102,000 to $108,500.
    const between = homeEstimate(PRICIER, { ...STANDARD_CHOICES, downPayment: 15_000 }, FIGURES);
    expect(pastTitleOneLimit(between, 1)).toEqual({ limit: 105_532, past: 'high' });
  });

  it('names the whole range when the low end passes too, and uses the multi-section limit', () => {
    const estimate = homeEstimate(PRICIER, { ...STANDARD_CHOICES, downPayment: 0 }, FIGURES);
    expect(pastTitleOneLimit(estimate, 1)).toEqual({ limit: 105_532, past: 'all' });
    expect(pastTitleOneLimit(estimate, 2)).toBeNull();
  });

  it('says nothing of a land-and-home loan', () => {
    const estimate = homeEstimate(PRICIER, { ...STANDARD_CHOICES, downPayment: 0 }, FIGURES);
    expect(pastTitleOneLimit({ ...estimate, kind: 'land-and-home' }, 1)).toBeNull();
  });
});
