// The monthly payment of issue 14: pure functions shared by server and
// browser, in whole cents. Never an offer of credit: an estimate from the
// buyer's own down payment, rate and term (docs/pricing.md).

/** How a home is financed (issue 14): the home alone, or the home with its land. */
export type LoanKind = 'home-only' | 'land-and-home';

/**
 * The longest term we show for each loan kind, in months. A home-only
 * (chattel) loan follows FHA Title I's 20 years for a manufactured home; a
 * land-and-home loan is a mortgage, up to 30 years (docs/pricing.md).
 */
export const MAX_TERM_MONTHS: Record<LoanKind, number> = {
  'home-only': 240,
  'land-and-home': 360,
};
export const MIN_TERM_MONTHS = 12;
/** Rates a buyer may type, percent a year. */
export const MAX_ANNUAL_RATE_PERCENT = 30;

export class PaymentInputError extends RangeError {
  readonly field: string;
  constructor(message: string, field: string) {
    super(message);
    this.name = 'PaymentInputError';
    this.field = field;
  }
}

function wholeCents(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new PaymentInputError(`${field} must be a whole number of cents, 0 or more`, field);
  }
  return value;
}

/**
 * The level monthly payment, in cents, that repays `principalCents` over
 * `months` at `annualRatePercent` a year compounded monthly:
 * P × r ÷ (1 − (1 + r)^−n), r the monthly rate; at 0% it is P ÷ n. Rounded
 * to the nearest cent (half up), as a lender's schedule shows it; the last
 * payment of a real schedule absorbs the rounding.
 */
export function amortizedPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number {
  wholeCents(principalCents, 'principal');
  if (!Number.isInteger(months) || months < 1) {
    throw new PaymentInputError('the term must be a whole number of months, 1 or more', 'term');
  }
  if (
    !Number.isFinite(annualRatePercent) ||
    annualRatePercent < 0 ||
    annualRatePercent > MAX_ANNUAL_RATE_PERCENT
  ) {
    throw new PaymentInputError(
      `the rate must be from 0 to ${MAX_ANNUAL_RATE_PERCENT} percent a year`,
      'rate',
    );
  }
  if (principalCents === 0) return 0;
  return roundCents(principalCents * paymentFactor(annualRatePercent, months));
}

/**
 * The payment on one cent borrowed: r ÷ (1 − (1 + r)^−n), or 1 ÷ n at 0%. The
 * models search multiplies by the same number in SQL (server/domain/search.ts),
 * so a card's figure and the search's filter agree to the cent.
 */
export function paymentFactor(annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  return r === 0 ? 1 / months : r / (1 - (1 + r) ** -months);
}

/** Half up, and never a float's 0.49999… for a true half (the SQL twin adds the same 1e-9). */
export const roundCents = (exact: number) => Math.floor(exact + 0.5 + 1e-9);

export type MonthlyPaymentInput = {
  kind: LoanKind;
  /** What is bought: the home (and its land, for land-and-home), in cents. */
  priceCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  termMonths: number;
  /** Property tax a year, in cents (0 when none is known). */
  yearlyTaxCents: number;
  /** Home insurance a year, in cents. */
  yearlyInsuranceCents: number;
  /** Lot rent a month in a community, in cents (0 on the buyer's own land). */
  monthlyLotRentCents: number;
};

export type MonthlyPayment = {
  /** What the loan is for: the price less the down payment. */
  loanCents: number;
  principalAndInterestCents: number;
  taxCents: number;
  insuranceCents: number;
  lotRentCents: number;
  totalCents: number;
  /** Every payment over the term, less the loan: what the loan costs. */
  totalInterestCents: number;
};

/** A yearly amount as a month's share, to the cent. */
export const monthlyShare = (yearlyCents: number) => roundCents(yearlyCents / 12);

/** The monthly estimate: the loan's payment, plus taxes, insurance and lot rent. */
export function monthlyPayment(input: MonthlyPaymentInput): MonthlyPayment {
  const price = wholeCents(input.priceCents, 'price');
  const down = wholeCents(input.downPaymentCents, 'downPayment');
  if (down > price) {
    throw new PaymentInputError('the down payment cannot be more than the price', 'downPayment');
  }
  const max = MAX_TERM_MONTHS[input.kind];
  if (
    !Number.isInteger(input.termMonths) ||
    input.termMonths < MIN_TERM_MONTHS ||
    input.termMonths > max
  ) {
    throw new PaymentInputError(
      `the term must be from ${MIN_TERM_MONTHS / 12} to ${max / 12} years for this kind of loan`,
      'term',
    );
  }
  const loanCents = price - down;
  const principalAndInterestCents = amortizedPaymentCents(
    loanCents,
    input.annualRatePercent,
    input.termMonths,
  );
  const taxCents = monthlyShare(wholeCents(input.yearlyTaxCents, 'tax'));
  const insuranceCents = monthlyShare(wholeCents(input.yearlyInsuranceCents, 'insurance'));
  const lotRentCents = wholeCents(input.monthlyLotRentCents, 'lotRent');
  return {
    loanCents,
    principalAndInterestCents,
    taxCents,
    insuranceCents,
    lotRentCents,
    totalCents: principalAndInterestCents + taxCents + insuranceCents + lotRentCents,
    // At 0% the payments only repay the loan (the last one absorbs the rounding up): no interest.
    totalInterestCents:
      input.annualRatePercent === 0
        ? 0
        : Math.max(0, principalAndInterestCents * input.termMonths - loanCents),
  };
}
