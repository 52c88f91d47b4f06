import { describe, expect, it } from 'vitest';
import { amortizedPaymentCents, monthlyPayment, PaymentInputError } from './payment.ts';

describe('amortizedPaymentCents', () => {
  it('matches the textbook payments to the cent', () => {
    // $100,000 over 30 years at 6.5%: $632.07 a month.
    expect(amortizedPaymentCents(10_000_000, 6.5, 360)).toBe(63_207);
    // $80,000 over 20 years at 8.99%: $719.27.
    expect(amortizedPaymentCents(8_000_000, 8.99, 240)).toBe(71_927);
    // $50,000 over 15 years at 7.25%: $456.43.
    expect(amortizedPaymentCents(5_000_000, 7.25, 180)).toBe(45_643);
  });

  it('divides evenly at 0%, rounding half up', () => {
    expect(amortizedPaymentCents(1_234_567, 0, 36)).toBe(34_294);
    expect(amortizedPaymentCents(150, 0, 4)).toBe(38);
    expect(amortizedPaymentCents(12_000_000, 0, 240)).toBe(50_000);
  });

  it('is nothing for nothing borrowed, and refuses what is not a loan', () => {
    expect(amortizedPaymentCents(0, 7, 240)).toBe(0);
    expect(() => amortizedPaymentCents(-1, 7, 240)).toThrow(PaymentInputError);
    expect(() => amortizedPaymentCents(100.5, 7, 240)).toThrow(/whole number of cents/);
    expect(() => amortizedPaymentCents(100, 31, 240)).toThrow(/from 0 to 30 percent/);
    expect(() => amortizedPaymentCents(100, Number.NaN, 240)).toThrow(PaymentInputError);
    expect(() => amortizedPaymentCents(100, 7, 0)).toThrow(/whole number of months/);
  });
});

describe('monthlyPayment', () => {
  const base = {
    kind: 'land-and-home' as const,
    priceCents: 15_000_000,
    downPaymentCents: 1_500_000,
    annualRatePercent: 6.5,
    termMonths: 360,
    yearlyTaxCents: 180_000,
    yearlyInsuranceCents: 110_000,
    monthlyLotRentCents: 0,
  };

  it('adds taxes, insurance and lot rent to the loan’s payment', () => {
    const payment = monthlyPayment(base);
    expect(payment.loanCents).toBe(13_500_000);
    expect(payment.principalAndInterestCents).toBe(85_329);
    expect(payment.taxCents).toBe(15_000);
    // $1,100 a year is $91.666… a month: $91.67.
    expect(payment.insuranceCents).toBe(9_167);
    expect(payment.totalCents).toBe(85_329 + 15_000 + 9_167);
    expect(payment.totalInterestCents).toBe(85_329 * 360 - 13_500_000);
  });

  it('charges no interest at 0%, though each payment is rounded up to the cent', () => {
    // $100,001.70 over 180 months is $555.565 a month, rounded to $555.57: 180 of those are $0.90 more than the loan.
    const payment = monthlyPayment({
      ...base,
      priceCents: 10_000_170,
      downPaymentCents: 0,
      annualRatePercent: 0,
      termMonths: 180,
    });
    expect(payment.principalAndInterestCents * 180).toBeGreaterThan(payment.loanCents);
    expect(payment.totalInterestCents).toBe(0);
  });

  it('with no down payment borrows the whole price', () => {
    const payment = monthlyPayment({ ...base, downPaymentCents: 0 });
    expect(payment.loanCents).toBe(15_000_000);
    expect(payment.principalAndInterestCents).toBe(amortizedPaymentCents(15_000_000, 6.5, 360));
  });

  it('holds each kind of loan to its longest term, and a year at least', () => {
    expect(() => monthlyPayment({ ...base, kind: 'home-only', termMonths: 300 })).toThrow(
      /from 1 to 20 years/,
    );
    expect(
      monthlyPayment({ ...base, kind: 'home-only', termMonths: 240 }).totalCents,
    ).toBeGreaterThan(0);
    expect(() => monthlyPayment({ ...base, termMonths: 361 })).toThrow(/from 1 to 30 years/);
    expect(() => monthlyPayment({ ...base, termMonths: 11 })).toThrow(PaymentInputError);
  });

  it('adds lot rent in a community, and refuses a down payment over the price', () => {
    const inCommunity = monthlyPayment({
      ...base,
      kind: 'home-only',
      termMonths: 240,
      yearlyTaxCents: 0,
      monthlyLotRentCents: 55_000,
    });
    expect(inCommunity.totalCents).toBe(
      inCommunity.principalAndInterestCents + inCommunity.insuranceCents + 55_000,
    );
    expect(() => monthlyPayment({ ...base, downPaymentCents: 15_000_001 })).toThrow(
      /cannot be more than the price/,
    );
  });
});
