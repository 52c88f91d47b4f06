// The shape of a home center's figures (issue 14), checked whole when staff
// save them and when they are read back. Its own module: zod stays out of the
// browser's bundles, which need only lib/pricing/estimate.ts.
import { z } from 'zod';
import type { PricingDefaults } from './estimate.ts';
import {
  MAX_ANNUAL_RATE_PERCENT,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  type LoanKind,
} from './payment.ts';

// Each figure's refusal reads as staff would say it; the page names the figure.
const count = (n: number) => n.toLocaleString('en-US');
const bounded = (min: number, max: number, whole: boolean, message: string) => {
  const number = z.number({ error: message }).min(min, message).max(max, message);
  return whole ? number.int(message) : number;
};
const money = (max: number) =>
  bounded(0, max, true, `Enter a whole number from 0 to ${count(max)}.`);
const range = (max: number) =>
  z
    .object({ low: money(max), high: money(max) })
    .refine((r) => r.low <= r.high, 'The low end must not be above the high end.');
const loanTerms = (kind: LoanKind) =>
  z.object({
    ratePercent: bounded(
      0,
      MAX_ANNUAL_RATE_PERCENT,
      false,
      `Enter a rate from 0 to ${MAX_ANNUAL_RATE_PERCENT}%.`,
    ),
    downPercent: bounded(0, 100, false, 'Enter a down payment from 0 to 100%.'),
    termMonths: bounded(
      MIN_TERM_MONTHS,
      MAX_TERM_MONTHS[kind],
      true,
      `Enter a whole number of months from ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS[kind]}.`,
    ),
  });

export const pricingDefaultsSchema = z.object({
  asOf: z.iso.date({ error: 'Enter the date the figures were checked on.' }),
  allIn: z.object({
    deliveryIncludedMiles: money(1_000),
    deliveryPerMilePerSection: range(100),
    deliveryMinimumPerSection: money(100_000),
    installationPerSection: range(100_000),
    foundation: z.object({
      piers: range(200_000),
      crawlspace: range(200_000),
      slab: range(200_000),
      basement: range(200_000),
    }),
    utilities: z.object({ public: range(200_000), 'well-and-septic': range(200_000) }),
    permits: range(200_000),
    sitePrep: range(200_000),
  }),
  finance: z.object({
    loans: z.object({
      'home-only': loanTerms('home-only'),
      'land-and-home': loanTerms('land-and-home'),
    }),
    propertyTaxPercent: bounded(0, 10, false, 'Enter a percentage from 0 to 10.'),
    insurancePerYear: money(100_000),
    lotRentPerMonth: money(20_000),
  }),
}) satisfies z.ZodType<PricingDefaults>;
