// The GraphQL API on a real, seeded database (PGlite, or PostgreSQL in the pg project).
import { sql } from 'drizzle-orm';
import { serverAudits } from 'graphql-http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { postGraphQL } from './test-client.ts';
import { readOperations } from './trusted-documents.ts';
import { createGraphQL, type Yoga } from './yoga.ts';
import { UNKNOWN_LOT_NUMBER } from '../domain/dealers.ts';

let database: TestDatabase;
let yoga: Yoga;
let productionYoga: Yoga;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  const logger = pino({ level: 'silent' });
  yoga = createGraphQL({ db: database.db, logger, production: false });
  productionYoga = createGraphQL({
    db: database.db,
    logger,
    production: true,
    trustedDocuments: new Set(['query Trusted { getDealer(lotNumber: "1") { name } }']),
  });
});

afterAll(async () => {
  await database?.close();
});

const post = (query: string, variables: Record<string, unknown> = {}, server: Yoga = yoga) =>
  postGraphQL(server, query, variables);

describe('getDealer', () => {
  it('finds a home center by lot number (the dealer id as a string)', async () => {
    const { body } = await post(
      'query($l: String) { getDealer(lotNumber: $l) { dealerId lotNumber name city state } }',
      { l: '1' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.getDealer).toMatchObject({
      dealerId: 1,
      lotNumber: '1',
      city: 'Knoxville',
      state: 'TN',
    });
  });

  it('finds a home center by {slug}.localhost with a port, and the host wins over the lot number', async () => {
    const { body } = await post(
      '{ getDealer(host: "Knoxville.localhost:3000", lotNumber: "2") { lotNumber } }',
    );
    expect(body.data?.getDealer).toEqual({ lotNumber: '1' });
  });

  it('finds a home center by its own host name', async () => {
    const { body: list } = await post('{ a: getDealer(lotNumber: "1") { slug } }');
    expect(list.data).toBeTruthy();
    const host = await database.db.query.dealers.findFirst({
      where: (d, { isNotNull }) => isNotNull(d.hostName),
    });
    expect(host?.hostName).toBeTruthy();
    const { body } = await post('query($h: String) { getDealer(host: $h) { dealerId } }', {
      h: host!.hostName,
    });
    expect(body.data?.getDealer).toEqual({ dealerId: host!.dealerId });
  });

  it('gives null (corporate site) for unknown or malformed input', async () => {
    for (const vars of [{ l: '999999' }, { l: '1 OR 1=1' }, { l: '' }, {}]) {
      const { body } = await post(
        'query($l: String) { getDealer(lotNumber: $l, host: "www.example.com") { dealerId } }',
        vars,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.getDealer).toBeNull();
    }
  });
});

describe('location', () => {
  it('looks up exactly 5-character postal codes only', async () => {
    const { body } = await post(
      '{ a: location(postalCode: "37918") { city state cityStateFormatted latitude } b: location(postalCode: "3791") { city } c: location(postalCode: "379180") { city } d: location(postalCode: " 37918") { city } e: location(postalCode: " 37918 ", search: "Athens, TN") { city } }',
    );
    expect(body.data?.a).toMatchObject({
      city: 'Knoxville',
      state: 'TN',
      cityStateFormatted: 'Knoxville, TN',
    });
    expect(body.data?.b).toBeNull();
    expect(body.data?.c).toBeNull();
    // Spaces count: " 37918" is 6 characters, so the next source (here the search) answers.
    expect(body.data?.d).toBeNull();
    expect(body.data?.e).toMatchObject({ city: 'Athens' });
  });
});

describe('nearbyHomes', () => {
  it('lists unsold homes nearest first, within the radius, with model, dealer and pictures', async () => {
    const { body } = await post(`{
      nearbyHomes(postalCode: "37918", radiusMiles: 200, first: 20) {
        location { cityStateFormatted }
        homes { distanceMiles stickerTypeId priceLabel model { name exterior { src alt srcSet } } dealer { name } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const result = body.data?.nearbyHomes as {
      location: { cityStateFormatted: string };
      homes: {
        distanceMiles: number;
        stickerTypeId: number | null;
        model: { exterior: { src: string; alt: string } };
      }[];
    };
    expect(result.location.cityStateFormatted).toBe('Knoxville, TN');
    expect(result.homes.length).toBe(20);
    const distances = result.homes.map((h) => h.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(200);
    expect(result.homes.every((h) => h.stickerTypeId !== -1)).toBe(true);
    expect(result.homes[0]?.model.exterior.src).toMatch(
      /^\/images\/models\/[^/]+\/exterior-640\.webp$/,
    );
    expect(result.homes[0]?.model.exterior.alt.length).toBeGreaterThan(20);
  });

  it('keeps only one model’s homes when asked, in any case, and built ones with ON_DISPLAY', async () => {
    const query = (modelNumber: string, collection = '') => `{
      nearbyHomes(postalCode: "37918", radiusMiles: 100, first: 50, modelNumber: "${modelNumber}"${collection}) {
        homes { modelNumber serialNumber isAvailableFloorPlan stickerTypeId distanceMiles }
      }
    }`;
    type Homes = {
      homes: {
        modelNumber: string;
        serialNumber: string | null;
        isAvailableFloorPlan: boolean;
        stickerTypeId: number | null;
      }[];
    };
    const all = (await post(query('OAK-1876-3A'))).body.data?.nearbyHomes as Homes;
    expect(all.homes.length).toBeGreaterThan(0);
    expect(all.homes.every((h) => h.modelNumber === 'OAK-1876-3A')).toBe(true);
    const lower = (await post(query('oak-1876-3a'))).body.data?.nearbyHomes as Homes;
    expect(lower.homes).toEqual(all.homes);
    const built = (await post(query('OAK-1876-3A', ', collection: ON_DISPLAY'))).body.data
      ?.nearbyHomes as Homes;
    expect(built.homes.length).toBeGreaterThan(0);
    for (const home of built.homes) {
      expect(home.serialNumber).toBeTruthy();
      expect(home.isAvailableFloorPlan).toBe(false);
      expect(home.stickerTypeId).not.toBe(-1);
    }
    const none = (await post(query('NO-SUCH-MODEL'))).body.data?.nearbyHomes as Homes;
    expect(none.homes).toEqual([]);
  });

  it('takes at most perHomeCenter homes from any one home center, still nearest first', async () => {
    const query = (cap: string) => `{
      nearbyHomes(postalCode: "37918", radiusMiles: 200, first: 12${cap}) {
        homes { inventoryId distanceMiles dealer { dealerId } }
      }
    }`;
    type Homes = {
      homes: { inventoryId: number; distanceMiles: number; dealer: { dealerId: number } }[];
    };
    const uncapped = (await post(query(''))).body.data?.nearbyHomes as Homes;
    const capped = (await post(query(', perHomeCenter: 2'))).body.data?.nearbyHomes as Homes;
    const perCenter = (homes: Homes['homes']) =>
      homes.reduce(
        (m, h) => m.set(h.dealer.dealerId, (m.get(h.dealer.dealerId) ?? 0) + 1),
        new Map<number, number>(),
      );
    // Knoxville's own lot fills the uncapped list first.
    expect(Math.max(...perCenter(uncapped.homes).values())).toBeGreaterThan(2);
    expect(capped.homes).toHaveLength(12);
    expect(Math.max(...perCenter(capped.homes).values())).toBeLessThanOrEqual(2);
    expect(perCenter(capped.homes).size).toBeGreaterThanOrEqual(6);
    const distances = capped.homes.map((h) => h.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Each center's two are its two nearest: the nearest uncapped homes of the first center lead.
    const first = uncapped.homes[0]!.dealer.dealerId;
    expect(
      capped.homes.filter((h) => h.dealer.dealerId === first).map((h) => h.inventoryId),
    ).toEqual(
      uncapped.homes
        .filter((h) => h.dealer.dealerId === first)
        .slice(0, 2)
        .map((h) => h.inventoryId),
    );
    const bad = await post(
      '{ nearbyHomes(postalCode: "37918", perHomeCenter: 0) { homes { inventoryId } } }',
    );
    expect(bad.body.errors?.[0]?.message).toBe('perHomeCenter: must be at least 1');
  });

  it('holds each home to the filters before the per-center limit: each center’s nearest that fits', async () => {
    type Home = {
      inventoryId: number;
      beds: number;
      baths: number;
      priceSort: number | null;
      monthlyEstimateFrom: number | null;
      dealer: { dealerId: number };
      model: { sections: number; features: { featureId: number }[] };
    };
    const fields =
      'inventoryId beds baths priceSort monthlyEstimateFrom dealer { dealerId } model { sections features { featureId } }';
    const list = async (args: string) => {
      const { body } = await post(
        `{ nearbyHomes(postalCode: "37918", radiusMiles: 100, collection: ON_DISPLAY, ${args}) { homes { ${fields} } } }`,
      );
      expect(body.errors).toBeUndefined();
      return (body.data?.nearbyHomes as { homes: Home[] }).homes;
    };
    const everyOne = await list('first: 100');
    const monthlies = everyOne.flatMap((h) => h.monthlyEstimateFrom ?? []).sort((a, b) => a - b);
    const limit = monthlies[Math.floor(monthlies.length / 2)]!;
    // The feature most of the bigger homes' floor plans have.
    const bigger = (h: Home) => h.beds >= 3 && h.model.sections > 1;
    const counts = new Map<number, number>();
    for (const { featureId } of everyOne.filter(bigger).flatMap((h) => h.model.features)) {
      counts.set(featureId, (counts.get(featureId) ?? 0) + 1);
    }
    const feature = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const fits = (h: Home) =>
      bigger(h) &&
      h.monthlyEstimateFrom !== null &&
      h.monthlyEstimateFrom <= limit &&
      h.model.features.some((f) => f.featureId === feature);
    const filtered = await list(
      `first: 100, perHomeCenter: 1, beds: 3, isMultiSection: true, features: "${feature}", maxMonthlyPayment: ${limit}`,
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(fits)).toBe(true);
    // The first fitting home of each center among the nearest 100 is that center's one here,
    // however many nearer homes of the center do not fit.
    const firstFitting = new Map<number, number>();
    for (const home of everyOne.filter(fits)) {
      if (!firstFitting.has(home.dealer.dealerId)) {
        firstFitting.set(home.dealer.dealerId, home.inventoryId);
      }
    }
    const shown = new Map(filtered.map((h) => [h.dealer.dealerId, h.inventoryId]));
    expect(shown.size).toBe(filtered.length);
    for (const [dealerId, inventoryId] of firstFitting) {
      expect(shown.get(dealerId)).toBe(inventoryId);
    }
    // …and for some center that is not its nearest home: the filter came before the limit.
    const nearestOf = (dealerId: number) => everyOne.find((h) => h.dealer.dealerId === dealerId)!;
    expect([...firstFitting.keys()].some((dealerId) => !fits(nearestOf(dealerId)))).toBe(true);
  });

  it('holds a home sold with its parcel to the card’s own "from $X/mo", with and without utilities', async () => {
    type Home = {
      modelNumber: string;
      monthlyEstimateFrom: number | null;
      land: { hasUtilities: boolean } | null;
    };
    const list = async (args: string) => {
      const { body } = await post(
        `{ nearbyHomes(postalCode: "37918", radiusMiles: 500, collection: WITH_LAND, first: 100${args}) { homes { modelNumber monthlyEstimateFrom land { hasUtilities } } } }`,
      );
      expect(body.errors).toBeUndefined();
      return (body.data?.nearbyHomes as { homes: Home[] }).homes;
    };
    const onLand = (await list('')).filter((h) => h.land && h.monthlyEstimateFrom !== null);
    for (const hasUtilities of [false, true]) {
      const home = onLand.find((h) => h.land!.hasUtilities === hasUtilities);
      expect(home, `a home on a parcel with hasUtilities ${hasUtilities}`).toBeDefined();
      const at = (dollars: number) =>
        list(`, modelNumber: "${home!.modelNumber}", maxMonthlyPayment: ${dollars}`);
      const monthly = home!.monthlyEstimateFrom!;
      expect((await at(monthly)).map((h) => h.monthlyEstimateFrom)).toContain(monthly);
      expect((await at(monthly - 1)).every((h) => h.monthlyEstimateFrom! <= monthly - 1)).toBe(
        true,
      );
      expect((await at(monthly - 1)).map((h) => h.monthlyEstimateFrom)).not.toContain(monthly);
    }
  });

  it.each([
    ['beds: -1', 'beds'],
    ['minPrice: 200000, maxPrice: 100000', 'minPrice'],
    ['features: "fireplace"', 'features'],
    ['maxMonthlyPayment: 0', 'maxMonthlyPayment'],
  ])('refuses the filter %s clearly, whatever the ZIP code', async (args, field) => {
    for (const zip of ['37918', '00000']) {
      const { status, body } = await post(
        `{ nearbyHomes(postalCode: "${zip}", ${args}) { homes { inventoryId } } }`,
      );
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('finds the homes PostgreSQL’s earthdistance finds, in its order, at its distances', async () => {
    // The in-memory index (catalogue-index.ts) against the database's own geometry.
    const rows = (await database.db.execute(sql`
      select inventory_id, earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth(z.latitude, z.longitude)) / 1609.344 as miles
      from home_listings l, locations z
      where z.postal_code = '37918' and l.sticker_type_id is distinct from -1
        and (l.serial_number is not null or not exists (select 1 from home_listings e
          where e.dealer_id = l.dealer_id and e.model_id = l.model_id and e.serial_number is null
            and e.sticker_type_id is distinct from -1 and e.inventory_id < l.inventory_id))
        and earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth(z.latitude, z.longitude)) <= 150 * 1609.344
      order by miles, inventory_id limit 100`)) as unknown as {
      rows: { inventory_id: number; miles: number }[];
    };
    const { body } = await post(
      '{ nearbyHomes(postalCode: "37918", radiusMiles: 150, first: 100) { homes { inventoryId distanceMiles } } }',
    );
    const homes = (
      body.data?.nearbyHomes as { homes: { inventoryId: number; distanceMiles: number }[] }
    ).homes;
    expect(homes.length).toBeGreaterThan(50);
    expect(homes.map((h) => h.inventoryId)).toEqual(rows.rows.map((r) => Number(r.inventory_id)));
    homes.forEach((home, i) =>
      expect(home.distanceMiles).toBeCloseTo(Number(rows.rows[i]!.miles), 6),
    );
  });

  it('gives no homes for an unknown postal code', async () => {
    const { body } = await post(
      '{ nearbyHomes(postalCode: "00000") { location { city } homes { inventoryId } } }',
    );
    expect(body.data?.nearbyHomes).toEqual({ location: null, homes: [] });
  });

  it.each([
    ['first: 0', /^first: must be a whole number from 1 to 100$/],
    ['first: 101', /^first: must be a whole number from 1 to 100$/],
    ['radiusMiles: -5', /^radiusMiles: must be greater than 0$/],
    ['radiusMiles: 100000', /^radiusMiles: must be at most 500$/],
  ])('answers %s with a clear BAD_USER_INPUT error, not a 500', async (arg, message) => {
    const { status, body } = await post(
      `{ nearbyHomes(postalCode: "37918", ${arg}) { homes { inventoryId } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The argument it is about, as every other refusal of one argument names it (docs/api.md).
    expect(body.errors?.[0]?.extensions?.field).toBe(arg.split(':')[0]);
  });

  it('rejects a malformed postal code clearly', async () => {
    const { body } = await post('{ nearbyHomes(postalCode: "ABCDE") { homes { inventoryId } } }');
    expect(body.errors?.[0]?.message).toMatch(/^postalCode: must be 5 digits$/);
    expect(body.errors?.[0]?.extensions?.field).toBe('postalCode');
  });

  it('refuses a lot number no home center has in the one wording every operation uses', async () => {
    const { body } = await post('{ pricingDefaults(lotNumber: "999999") { own } }');
    expect(body.errors?.[0]).toMatchObject({
      message: UNKNOWN_LOT_NUMBER,
      extensions: { code: 'BAD_USER_INPUT', field: 'lotNumber' },
    });
  });

  it('names the argument of a page path past its length', async () => {
    const { body } = await post(`{ pageContent(path: "/${'a'.repeat(512)}") { title } }`);
    expect(body.errors?.[0]).toMatchObject({
      message: 'path: must be at most 512 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'path' },
    });
  });
});

describe('home center listings', () => {
  it('lists a home center’s unsold homes, newest first', async () => {
    const { body } = await post(
      '{ homesByLotNumber(lotNumber: "1", first: 50) { creationDate stickerTypeId dealer { lotNumber } } }',
    );
    const homes = body.data?.homesByLotNumber as {
      creationDate: string;
      stickerTypeId: number | null;
      dealer: { lotNumber: string };
    }[];
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.dealer.lotNumber === '1' && h.stickerTypeId !== -1)).toBe(true);
    const dates = homes.map((h) => h.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers a page of 10 unless asked for more (SPEC §9: default homes page offset 10)', async () => {
    const { body } = await post(
      '{ all: homesByLotNumber(lotNumber: "1", first: 50) { inventoryId } }',
    );
    const all = (body.data?.all as { inventoryId: number }[]).map((home) => home.inventoryId);
    expect(all.length).toBeGreaterThan(10);
    const paged = await post(
      '{ first: homesByLotNumber(lotNumber: "1") { inventoryId } next: homesByLotNumber(lotNumber: "1", offset: 10) { inventoryId } }',
    );
    const ids = (key: string) =>
      (paged.body.data?.[key] as { inventoryId: number }[]).map((home) => home.inventoryId);
    expect(ids('first')).toEqual(all.slice(0, 10));
    expect(ids('next')).toEqual(all.slice(10, 20));
  });

  it('lists a floor plan to order once, however often its home center lists it', async () => {
    // The seed lists some floor plans more than once at a home center, at one price.
    const repeated = (await database.db.execute(sql`
      select d.lot_number, d.postal_code, m.model_number, count(*)::int as listed
      from home_listings l join dealers d using (dealer_id) join models m on m.id = l.model_id
      where l.serial_number is null and l.sticker_type_id is distinct from -1
      group by d.lot_number, d.postal_code, m.model_number having count(*) > 1
      order by d.lot_number limit 1`)) as unknown as {
      rows: { lot_number: string; postal_code: string; model_number: string; listed: number }[];
    };
    const plan = repeated.rows[0]!;
    expect(plan.listed).toBeGreaterThan(1);
    type Listed = {
      serialNumber: string | null;
      modelNumber: string;
      dealer: { lotNumber: string };
    };
    const plansOnce = (homes: Listed[]) => {
      const plans = homes
        .filter((h) => h.serialNumber === null)
        .map((h) => `${h.dealer.lotNumber}:${h.modelNumber}`);
      expect(new Set(plans).size).toBe(plans.length);
      return plans;
    };
    const fields = 'serialNumber modelNumber dealer { lotNumber }';
    const { body } = await post(
      `query ($lot: String!) { homesByLotNumber(lotNumber: $lot, first: 100) { ${fields} } }`,
      { lot: plan.lot_number },
    );
    expect(plansOnce(body.data?.homesByLotNumber as Listed[])).toContain(
      `${plan.lot_number}:${plan.model_number}`,
    );
    const near = await post(
      `query ($zip: String!) { nearbyHomes(postalCode: $zip, radiusMiles: 25, first: 100) { homes { ${fields} } } }`,
      { zip: plan.postal_code },
    );
    expect(plansOnce((near.body.data?.nearbyHomes as { homes: Listed[] }).homes)).toContain(
      `${plan.lot_number}:${plan.model_number}`,
    );
  });

  it('shows a stored "Sale" badge only on a home in the sale list, never at a home center that runs no sales', async () => {
    const found = (await database.db.execute(sql`
      select l.serial_number, d.website_template = 'builder-model' as no_sales
      from home_listings l join dealers d using (dealer_id)
      where l.sticker_type_id = -3 and l.serial_number is not null
      order by (d.website_template = 'builder-model') desc, l.inventory_id`)) as unknown as {
      rows: { serial_number: string; no_sales: boolean }[];
    };
    const atNoSales = found.rows.find((row) => row.no_sales);
    expect(atNoSales).toBeDefined();
    const read = async (serial: string) =>
      (
        await post('query ($s: String!) { getHome(serialNumber: $s) { onSale sticker { key } } }', {
          s: serial,
        })
      ).body.data?.getHome as { onSale: boolean; sticker: { key: string } | null };
    expect(await read(atNoSales!.serial_number)).toEqual({ onSale: false, sticker: null });
    // Where the home is in the sale list, its badge stays.
    for (const row of found.rows.filter((r) => !r.no_sales)) {
      const home = await read(row.serial_number);
      expect(home.sticker?.key === 'sale').toBe(home.onSale);
    }
  });

  it('gives the price before only where a Price Drop or a sale the buyer is shown took it off', async () => {
    const found = (await database.db.execute(sql`
      select l.serial_number from home_listings l
      where l.previous_price is not null and l.serial_number is not null
      order by l.inventory_id`)) as unknown as { rows: { serial_number: string }[] };
    expect(found.rows.length).toBeGreaterThan(10);
    let shown = 0;
    for (const { serial_number: serial } of found.rows) {
      const home = (
        await post(
          'query ($s: String!) { getHome(serialNumber: $s) { priceSort previousPrice onSale sticker { key } } }',
          { s: serial },
        )
      ).body.data?.getHome as {
        priceSort: number;
        previousPrice: number | null;
        onSale: boolean;
        sticker: { key: string } | null;
      };
      const reduced = home.onSale || home.sticker?.key === 'price-drop';
      expect(home.previousPrice !== null, serial).toBe(reduced);
      if (home.previousPrice !== null) {
        expect(home.previousPrice).toBeGreaterThan(home.priceSort);
        shown += 1;
      }
    }
    expect(shown).toBeGreaterThan(0);
    // A home neither on sale nor dropped has none.
    const plain = (await database.db.execute(sql`
      select serial_number from home_listings
      where previous_price is null and serial_number is not null and price is not null limit 1`)) as unknown as {
      rows: { serial_number: string }[];
    };
    const none = await post('query ($s: String!) { getHome(serialNumber: $s) { previousPrice } }', {
      s: plain.rows[0]!.serial_number,
    });
    expect(none.body.data?.getHome).toEqual({ previousPrice: null });
  });

  it('features at most three homes, never sold or sale-pending ones', async () => {
    const { body } = await post('{ featuredHomes(lotNumber: "1") { inventoryId stickerTypeId } }');
    const homes = body.data?.featuredHomes as {
      inventoryId: number;
      stickerTypeId: number | null;
    }[];
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.length).toBeLessThanOrEqual(3);
    expect(new Set(homes.map((h) => h.inventoryId)).size).toBe(homes.length);
    expect(homes.every((h) => h.stickerTypeId !== -1 && h.stickerTypeId !== 5)).toBe(true);
  });
});

describe('limits and production hardening', () => {
  it('refuses queries deeper than the limit', async () => {
    const deep = `{ nearbyHomes(postalCode: "37918") { homes { model { brand { name } } dealer { name } } } }`;
    expect((await post(deep)).body.errors).toBeUndefined();
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `a${i}: location(postalCode: "37918") { city }`,
    ).join(' ');
    const { body } = await post(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('hides the schema and unknown documents in production', async () => {
    const introspection = await post('{ __schema { types { name } } }', {}, productionYoga);
    expect(introspection.body.errors?.[0]?.message).toBeDefined();
    const untrusted = await post('{ getDealer(lotNumber: "1") { name } }', {}, productionYoga);
    expect(untrusted.status).toBe(400);
    expect(untrusted.body.errors?.[0]?.message).toMatch(/not a trusted document/);
    const trusted = await post(
      'query Trusted { getDealer(lotNumber: "1") { name } }',
      {},
      productionYoga,
    );
    expect(trusted.body.errors).toBeUndefined();
  });

  it('passes every trusted document through the depth, alias, token and cost limits', async () => {
    const operations = Object.entries(await readOperations());
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, document] of operations) {
      // No variables: an operation that needs some is refused after these checks, not by them.
      const { body } = await post(document, {});
      const limited = (body.errors ?? []).filter((error) =>
        /cost limit|depth|aliases|token limit|directives/i.test(error.message),
      );
      expect(limited, name).toEqual([]);
    }
  });

  it('runs the operation asked for in a document of several, each time (decision 0012)', async () => {
    const query =
      'query One { getDealer(lotNumber: "1") { lotNumber } } query Two { getDealer(lotNumber: "2") { lotNumber } }';
    for (const [operationName, lotNumber] of [
      ['One', '1'],
      ['Two', '2'],
      ['One', '1'],
    ] as const) {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName }),
      });
      expect(await response.json()).toEqual({ data: { getDealer: { lotNumber } } });
    }
  });

  it('passes every MUST of the graphql-http server audit', async () => {
    const audits = serverAudits({
      url: 'http://localhost/graphql',
      fetchFn: (input: unknown, init?: RequestInit) =>
        yoga.fetch(new URL(String(input)), init ?? {}),
    });
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (audit.name.startsWith('MUST') && result.status !== 'ok')
        failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});
