// Issue 14's stored figures on a real, seeded database: the company's and a
// home center's own, checked whole when saved, dated, and answered by the API.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../lib/pricing/estimate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { seedPricingDefaults } from '../db/seed/pricing.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { postGraphQL } from '../graphql/test-client.ts';
import { createGraphQL, type Yoga } from '../graphql/yoga.ts';
import { UserInputError } from './errors.ts';
import { forgetPricingDefaults, pricingFor, savePricingDefaults } from './pricing.ts';
import { createStaffAccess } from './staff-access.ts';
import { localChangeBus } from '../db/changes.ts';

let database: TestDatabase;
let yoga: Yoga;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  yoga = createGraphQL({ db: database.db, logger: pino({ level: 'silent' }), production: false });
});
afterAll(async () => {
  await database?.close();
});

const PRICING = `query P($lotNumber: String) { pricingDefaults(lotNumber: $lotNumber) { asOf own defaults } }`;

describe('pricing figures', () => {
  it('gives a home center its own figures where it set them, else the company’s', async () => {
    const [knoxville] = seedPricingDefaults();
    const own = await pricingFor(database.db, knoxville!.dealerId, { fresh: true });
    expect(own).toEqual({ defaults: knoxville!.defaults, own: true });
    const other = await pricingFor(database.db, 50);
    expect(other).toEqual({ defaults: DEFAULT_PRICING, own: false });
    const company = await pricingFor(database.db, null);
    expect(company.own).toBe(false);
  });

  it('answers them through the API, dated, and refuses a lot number that is not ours', async () => {
    const { body } = await postGraphQL(yoga, PRICING, { lotNumber: '1' });
    expect(body.errors).toBeUndefined();
    const answer = (
      body.data as { pricingDefaults: { asOf: string; own: boolean; defaults: string } }
    ).pricingDefaults;
    expect(answer.own).toBe(true);
    expect(answer.asOf).toBe('2026-11-20');
    expect(JSON.parse(answer.defaults).allIn.deliveryIncludedMiles).toBe(150);
    const company = await postGraphQL(yoga, PRICING, {});
    expect(
      JSON.parse(
        (company.body.data as { pricingDefaults: { defaults: string } }).pricingDefaults.defaults,
      ),
    ).toEqual(DEFAULT_PRICING);
    const unknown = await postGraphQL(yoga, PRICING, { lotNumber: '999999' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stores figures checked whole, names the field it refuses, and forgets them', async () => {
    const upsideDown = structuredClone(DEFAULT_PRICING);
    upsideDown.allIn.sitePrep = { low: 9_000, high: 1_000 };
    await expect(savePricingDefaults(database.db, 60, upsideDown)).rejects.toMatchObject({
      name: UserInputError.name,
      field: 'allIn.sitePrep',
      message: 'The low end must not be above the high end.',
    });
    await expect(
      savePricingDefaults(database.db, 60, { ...DEFAULT_PRICING, asOf: '26/11/2026' }),
    ).rejects.toMatchObject({ field: 'asOf' });
    const slow = structuredClone(DEFAULT_PRICING);
    slow.finance.loans['home-only'].ratePercent = -1;
    await expect(savePricingDefaults(database.db, 60, slow)).rejects.toMatchObject({
      field: 'finance.loans.home-only.ratePercent',
      message: 'Enter a rate from 0 to 30%.',
    });
    const unset = structuredClone(DEFAULT_PRICING);
    unset.finance.insurancePerYear = Number.NaN;
    await expect(savePricingDefaults(database.db, 60, unset)).rejects.toMatchObject({
      field: 'finance.insurancePerYear',
      message: 'Enter a whole number from 0 to 100,000.',
    });
    expect((await pricingFor(database.db, 60, { fresh: true })).own).toBe(false);

    const theirs = structuredClone(DEFAULT_PRICING);
    theirs.finance.lotRentPerMonth = 410;
    theirs.asOf = '2026-11-25';
    await savePricingDefaults(database.db, 60, theirs);
    // A second save replaces the first: one row per home center.
    theirs.finance.lotRentPerMonth = 420;
    await savePricingDefaults(database.db, 60, theirs);
    expect(await pricingFor(database.db, 60)).toEqual({ defaults: theirs, own: true });
    const staff = createStaffAccess(database.db, localChangeBus());
    expect((await staff.homeCenters()).find((c) => c.dealerId === 60)?.own).toBe(true);

    await forgetPricingDefaults(database.db, 60);
    expect(await pricingFor(database.db, 60)).toEqual({ defaults: DEFAULT_PRICING, own: false });
  });

  it('bounds a search by monthly payment with the figures saved last, in this process at once', async () => {
    const SEARCH = `query S($maxMonthlyPayment: Int) {
      modelsSearch(latitude: 35.96, longitude: -83.92, distance: 100, sortMethodId: 9,
        maxMonthlyPayment: $maxMonthlyPayment, itemsPerPage: 100) {
        totalCount models { modelId monthlyEstimateFrom }
      }
    }`;
    type Found = {
      modelsSearch: { totalCount: number; models: { monthlyEstimateFrom: number }[] };
    };
    const found = async (maxMonthlyPayment: number | null) =>
      ((await postGraphQL(yoga, SEARCH, { maxMonthlyPayment })).body.data as Found).modelsSearch;
    const before = await found(null);
    const bound = before.models[Math.floor(before.models.length / 2)]!.monthlyEstimateFrom;
    const within = await found(bound);
    expect(within.totalCount).toBeGreaterThan(0);
    expect(within.totalCount).toBeLessThan(before.totalCount);
    const dearer = structuredClone(DEFAULT_PRICING);
    dearer.finance.loans['home-only'].ratePercent = 20;
    dearer.finance.loans['land-and-home'].ratePercent = 20;
    const [knoxville] = seedPricingDefaults();
    const kept = await pricingFor(database.db, knoxville!.dealerId, { fresh: true });
    await savePricingDefaults(database.db, null, dearer);
    await savePricingDefaults(database.db, knoxville!.dealerId, dearer);
    try {
      // Dearer loans: fewer homes within the same monthly payment (the others' own figures stay).
      expect((await found(bound)).totalCount).toBeLessThan(within.totalCount);
    } finally {
      await savePricingDefaults(database.db, knoxville!.dealerId, kept.defaults);
      await savePricingDefaults(database.db, null, DEFAULT_PRICING);
    }
    expect(await found(bound)).toEqual(within);
  });

  it('lets two saves of the company’s figures at once leave one row', async () => {
    const a = structuredClone(DEFAULT_PRICING);
    a.finance.insurancePerYear = 1_100;
    const b = structuredClone(DEFAULT_PRICING);
    b.finance.insurancePerYear = 1_200;
    await Promise.all([
      savePricingDefaults(database.db, null, a),
      savePricingDefaults(database.db, null, b),
    ]);
    const company = await pricingFor(database.db, null, { fresh: true });
    expect([1_100, 1_200]).toContain(company.defaults.finance.insurancePerYear);
    await savePricingDefaults(database.db, null, DEFAULT_PRICING);
  });
});
