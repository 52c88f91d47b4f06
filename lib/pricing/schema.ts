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

const money = (max: number) => z.number().int().min(0).max(max);
const range = (max: number) =>
  z
    .object({ low: money(max), high: money(max) })
    .refine((r) => r.low <= r.high, 'the low end must not be above the high end');
const loanTerms = (kind: LoanKind) =>
  z.object({
    ratePercent: z.number().min(0).max(MAX_ANNUAL_RATE_PERCENT),
    downPercent: z.number().min(0).max(100),
    termMonths: z.number().int().min(MIN_TERM_MONTHS).max(MAX_TERM_MONTHS[kind]),
  });

export const pricingDefaultsSchema = z.object({
  asOf: z.iso.date(),
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
    propertyTaxPercent: z.number().min(0).max(10),
    insurancePerYear: money(100_000),
    lotRentPerMonth: money(20_000),
  }),
}) satisfies z.ZodType<PricingDefaults>;
