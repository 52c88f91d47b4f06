// The catalogue API on a real, seeded database: getModelService,
// getModelsService, getFeatures, imageHealth, location and locationSearch.
import { readOperations } from './trusted-documents.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { createApp } from '../app.ts';
import { eq } from 'drizzle-orm';
import { configurators } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { ensureConfigurators } from '../domain/configurator.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import type { Model } from '../domain/catalogue.ts';
import { loadConfig } from '../env.ts';
import { locationByPostalCode, type Location } from '../domain/places.ts';
import { METERS_PER_MILE } from '../domain/geo.ts';
import {
  createMmdbIpLocationProvider,
  ipLocationProviderFor,
  type IpLocationProvider,
} from '../places/ip-location.ts';
import { testCityDatabase } from '../places/test-city-database.ts';
import { postGraphQL, type GraphQLTestResult } from './test-client.ts';
import { createGraphQL, type Yoga } from './yoga.ts';

let database: TestDatabase;
let yoga: Yoga;
let models: Model[];

/** Answers one fixed place for every address, and remembers what it was asked. */
const fakeIp: { asked: string[]; place: Location | null; provider: IpLocationProvider } = {
  asked: [],
  place: null,
  provider: {
    lookup: async (ip: string) => {
      fakeIp.asked.push(ip);
      return fakeIp.place;
    },
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  yoga = createGraphQL({
    db: database.db,
    logger: pino({ level: 'silent' }),
    production: false,
    ipLocation: fakeIp.provider,
  });
  models = await database.db.query.models.findMany({ orderBy: (m, { asc }) => asc(m.id) });
});

afterAll(async () => {
  await database?.close();
});

type Result = GraphQLTestResult;

const post = (
  query: string,
  variables: Record<string, unknown> = {},
  options: { ip?: string | null; server?: Yoga } = {},
) => postGraphQL(options.server ?? yoga, query, variables, options);

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await post(query, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function badInput(query: string, variables: Record<string, unknown>, message: RegExp) {
  const { status, body } = await post(query, variables);
  expect(status).toBe(200);
  expect(body.errors?.[0]?.message).toMatch(message);
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
}

const webModel = () => models.find((m) => m.isWebEnabled)!;

/** SPEC §7: getModelService's include flags; getModelsService takes the same. */
const INCLUDE_FLAGS = [
  'includeDimensions',
  'includePrice',
  'includeFloorplan',
  'includeThumbnail',
  'includeDollhouse',
  'includeMatterport',
  'includeGallery',
  'includeTestimonials',
  'includeFeatures',
];

const MODEL_PAGE = `query getModelService(
  $slug: String, $salesModelId: String, $modelNumber: String, $zipcode: String,
  $includeDimensions: Boolean = true, $includePrice: Boolean = true,
  $includeFloorplan: Boolean = true, $includeThumbnail: Boolean = true,
  $includeDollhouse: Boolean = true, $includeMatterport: Boolean = true,
  $includeGallery: Boolean = true, $includeTestimonials: Boolean = true,
  $includeFeatures: Boolean = true
) {
  getModelService(
    slug: $slug, salesModelId: $salesModelId, modelNumber: $modelNumber, zipcode: $zipcode
  ) {
    id salesModelId sourceId modelNumber description slug name
    dimensions @include(if: $includeDimensions) { beds baths squareFeet length width }
    price @include(if: $includePrice) { low high startingInThePrice label }
    floorplan @include(if: $includeFloorplan) { url src description alt }
    thumbnail @include(if: $includeThumbnail) { url src description alt }
    dollhouse @include(if: $includeDollhouse) { url alt }
    matterport @include(if: $includeMatterport)
    multiSection zipCode
    gallery @include(if: $includeGallery) { url src description alt }
    testimonials @include(if: $includeTestimonials) { name content }
    features @include(if: $includeFeatures) {
      featureId name ordinal type description featureTag icon thumbnail url
    }
    isInStockInArea distance nearestDealer { dealerId latitude longitude }
    brand { acronym } exterior { src } sections isModular width length
  }
}`;

type ModelPage = {
  id: number;
  slug: string;
  salesModelId: string;
  zipCode: string | null;
  dimensions?: { beds: number; length: number };
  price?: { low: number | null; label: string };
  features?: { ordinal: number; featureTag: string[] }[];
  testimonials?: { name: string; content: string }[];
  gallery?: { url: string; alt: string }[];
  dollhouse?: { url: string };
  matterport?: string | null;
  isInStockInArea: boolean | null;
  distance: number | null;
  nearestDealer: { dealerId: number; latitude: number; longitude: number } | null;
};

describe('getModelService', () => {
  it('finds a model by slug and by salesModelId, with every group', async () => {
    const model = webModel();
    const bySlug = await data<{ getModelService: ModelPage }>(MODEL_PAGE, { slug: model.slug });
    const byId = await data<{ getModelService: ModelPage }>(MODEL_PAGE, {
      salesModelId: model.salesModelId,
    });
    const both = await data<{ getModelService: ModelPage }>(MODEL_PAGE, {
      slug: model.slug,
      salesModelId: model.salesModelId,
    });
    expect(bySlug.getModelService).toEqual(byId.getModelService);
    expect(both.getModelService).toEqual(byId.getModelService);
    const page = bySlug.getModelService;
    expect(page).toMatchObject({
      id: model.id,
      slug: model.slug,
      salesModelId: model.salesModelId,
      zipCode: null,
      isInStockInArea: null,
      distance: null,
      nearestDealer: null,
      dimensions: { beds: model.beds, length: model.lengthFt },
      price: { low: model.lowPrice },
    });
    expect(page.gallery?.map((p) => p.url)).toEqual([
      `/images/models/${model.modelNumber}/exterior-640.webp`,
      `/images/models/${model.modelNumber}/floorplan-640.webp`,
    ]);
    expect(page.dollhouse?.url).toBe(`/images/models/${model.modelNumber}/floorplan-640.webp`);
    const ordinals = page.features?.map((f) => f.ordinal) ?? [];
    expect(ordinals.length).toBeGreaterThanOrEqual(8);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
    expect(page.features?.every((f) => f.featureTag.length > 0)).toBe(true);
  });

  it('labels prices, links Matterport tours and lists testimonials as stored', async () => {
    const unpriced = models.find((m) => m.isWebEnabled && m.lowPrice === null)!;
    const toured = models.find((m) => m.isWebEnabled && m.hasMatterport)!;
    const plain = models.find((m) => m.isWebEnabled && !m.hasMatterport)!;
    const q = (slug: string) =>
      data<{ getModelService: ModelPage }>(MODEL_PAGE, { slug }).then((d) => d.getModelService);
    expect((await q(unpriced.slug)).price?.label).toBe('Contact Us For Pricing');
    expect((await q(toured.slug)).matterport).toBe(toured.matterportUrl);
    expect((await q(plain.slug)).matterport).toBeNull();
    const said = await database.db.query.testimonials.findFirst({
      where: (t, { isNotNull }) => isNotNull(t.modelId),
    });
    const author = models.find((m) => m.id === said!.modelId)!;
    if (author.isWebEnabled) {
      const page = await q(author.slug);
      expect(page.testimonials).toContainEqual({ name: said!.name, content: said!.content });
    }
  });

  it('answers SPEC §3’s image and virtual tour records of a model, each image with its picture', async () => {
    const toured = await database.db.query.modelVirtualTours.findFirst();
    const model = models.find((m) => m.id === toured!.modelId)!;
    const { getModelService } = await data<{
      getModelService: {
        images: { sortOrder: number; imageType: string; picture: { url: string } | null }[];
        virtualTours: unknown[];
      };
    }>(
      `query($slug: String) { getModelService(slug: $slug) {
        images { mfgModelImageId modelId sortOrder imageType imageTypeAcronym reference picture { url } }
        virtualTours { mfgModelVirtualTourId modelId virtualTourId virtualTourReference thumbnailReference }
      } }`,
      { slug: model.slug },
    );
    expect(getModelService.virtualTours).toEqual([
      {
        mfgModelVirtualTourId: toured!.mfgModelVirtualTourId,
        modelId: model.id,
        virtualTourId: toured!.virtualTourId,
        virtualTourReference: toured!.virtualTourReference,
        thumbnailReference: toured!.thumbnailReference,
      },
    ]);
    const sortOrders = getModelService.images.map((image) => image.sortOrder);
    expect(sortOrders.length).toBeGreaterThan(0);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
    // Each record's reference is one of the model's drawings, which its picture loads.
    for (const image of getModelService.images) {
      expect(image.picture?.url, image.imageType).toMatch(
        new RegExp(`^/images/models/${model.modelNumber}/(exterior|floorplan)-640\\.webp$`),
      );
    }
  });

  it('leaves out the groups the client does not include', async () => {
    const { getModelService } = await data<{ getModelService: Record<string, unknown> }>(
      MODEL_PAGE,
      {
        slug: webModel().slug,
        includeDimensions: false,
        includePrice: false,
        includeGallery: false,
        includeFeatures: false,
        includeTestimonials: false,
      },
    );
    for (const group of ['dimensions', 'price', 'gallery', 'features', 'testimonials']) {
      expect(getModelService).not.toHaveProperty(group);
    }
    expect(getModelService).toHaveProperty('floorplan');
  });

  it('the site’s own getModelService and getModelsService take all nine include flags', async () => {
    const operations = await readOperations();
    for (const name of ['getModelService', 'getModelsService']) {
      for (const flag of INCLUDE_FLAGS)
        expect(operations[name], `${name} ${flag}`).toContain(`$${flag}:`);
    }
    const asked = {
      slug: webModel().slug,
      includeDimensions: false,
      includeGallery: true,
      includeThumbnail: true,
    };
    const { getModelService: one } = await data<{ getModelService: Record<string, unknown> }>(
      operations.getModelService!,
      asked,
    );
    expect(one).not.toHaveProperty('dimensions');
    expect(one.gallery).toEqual(
      expect.arrayContaining([expect.objectContaining({ src: expect.any(String) })]),
    );
    expect(one).toHaveProperty('thumbnail');
    // Left at its default: what the model's page shows, and not what it does not.
    expect(one).toHaveProperty('price');
    expect(one).not.toHaveProperty('dollhouse');
    const { getModelsService: list } = await data<{
      getModelsService: { nodes: Record<string, unknown>[] };
    }>(operations.getModelsService!, { first: 2, includeFeatures: true, includeThumbnail: false });
    expect(list.nodes).toHaveLength(2);
    for (const node of list.nodes) {
      expect(node.features).toEqual(expect.any(Array));
      expect(node).not.toHaveProperty('thumbnail');
      expect(node).not.toHaveProperty('gallery');
    }
  });

  it('fills the location fields from a ZIP code: the nearest home center with the model', async () => {
    const knoxville = (await locationByPostalCode({ db: database.db, viewer: null }, '37918'))!;
    const listings = await database.db.query.homeListings.findMany();
    const dealers = new Map(
      (await database.db.query.dealers.findMany()).map((d) => [d.dealerId, d]),
    );
    const miles = (d: { latitude: number; longitude: number }) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((d.latitude - knoxville.latitude) * rad) / 2) ** 2 +
        Math.cos(knoxville.latitude * rad) *
          Math.cos(d.latitude * rad) *
          Math.sin(((d.longitude - knoxville.longitude) * rad) / 2) ** 2;
      return (2 * 6_378_168 * Math.asin(Math.sqrt(h))) / METERS_PER_MILE;
    };
    // A model sold near Knoxville, and one only far away.
    const near = listings.find(
      (l) =>
        l.stickerTypeId !== STICKER_SOLD &&
        miles(dealers.get(l.dealerId)!) < 30 &&
        models.find((m) => m.id === l.modelId)?.isWebEnabled,
    )!;
    const model = models.find((m) => m.id === near.modelId)!;
    const page = (
      await data<{ getModelService: ModelPage }>(MODEL_PAGE, {
        salesModelId: model.salesModelId,
        zipcode: '37918',
      })
    ).getModelService;
    expect(page.zipCode).toBe('37918');
    const candidates = listings.filter(
      (l) => l.modelId === model.id && l.stickerTypeId !== STICKER_SOLD,
    );
    const nearest = Math.min(...candidates.map((l) => miles(dealers.get(l.dealerId)!)));
    expect(page.distance).toBeCloseTo(nearest, 3);
    expect(miles(page.nearestDealer!)).toBeCloseTo(nearest, 3);
    const builtNearby = candidates.some(
      (l) => l.serialNumber !== null && miles(dealers.get(l.dealerId)!) <= 100,
    );
    expect(page.isInStockInArea).toBe(builtNearby);

    const nowhere = models.find(
      (m) =>
        m.isWebEnabled &&
        !listings.some(
          (l) =>
            l.modelId === m.id &&
            l.stickerTypeId !== STICKER_SOLD &&
            miles(dealers.get(l.dealerId)!) <= 100,
        ),
    )!;
    const far = (
      await data<{ getModelService: ModelPage }>(MODEL_PAGE, {
        slug: nowhere.slug,
        zipcode: '37918',
      })
    ).getModelService;
    expect(far).toMatchObject({
      zipCode: '37918',
      isInStockInArea: false,
      distance: null,
      nearestDealer: null,
    });
  });

  it('gives null for an unknown or hidden model', async () => {
    const hidden = models.find((m) => !m.isWebEnabled)!;
    for (const vars of [
      { slug: 'no-such-model' },
      { salesModelId: 'SM-000000' },
      { slug: 'no-such-model', salesModelId: 'SM-000000' },
      { slug: hidden.slug },
    ]) {
      expect((await data<{ getModelService: unknown }>(MODEL_PAGE, vars)).getModelService).toBe(
        null,
      );
    }
  });

  it('finds a model by model number (the /homes/model/{modelNumber} page), alone or with a matching key', async () => {
    const [a] = models.filter((m) => m.isWebEnabled);
    for (const vars of [
      { modelNumber: a!.modelNumber },
      { modelNumber: a!.modelNumber, slug: a!.slug },
    ]) {
      const result = await data<{ getModelService: { modelNumber: string } | null }>(
        MODEL_PAGE,
        vars,
      );
      expect(result.getModelService?.modelNumber).toBe(a!.modelNumber);
    }
    expect(
      (await data<{ getModelService: unknown }>(MODEL_PAGE, { modelNumber: 'NOPE-0000' }))
        .getModelService,
    ).toBeNull();
  });

  it('refuses missing keys, keys of two models and malformed ZIP codes', async () => {
    const [a, b] = models.filter((m) => m.isWebEnabled);
    await badInput(MODEL_PAGE, {}, /^slug, salesModelId or modelNumber is required$/);
    await badInput(
      MODEL_PAGE,
      { salesModelId: a!.salesModelId, modelNumber: b!.modelNumber },
      /^salesModelId and modelNumber name different models$/,
    );
    await badInput(
      MODEL_PAGE,
      { slug: a!.slug, salesModelId: b!.salesModelId },
      /^slug and salesModelId name different models$/,
    );
    await badInput(
      MODEL_PAGE,
      { slug: a!.slug, salesModelId: 'SM-000000' },
      /^slug and salesModelId name different models$/,
    );
    await badInput(MODEL_PAGE, { slug: a!.slug, zipcode: '3791' }, /^zipcode must be 5 digits$/);
  });
});

describe('curatedList', () => {
  const LIST = `query curatedList($hash: String!, $zipcode: String) {
    curatedList(hash: $hash) {
      models(zipcode: $zipcode) {
        modelNumber zipCode monthlyEstimateFrom isInStockInArea distance nearestDealer { dealerId }
      }
    }
  }`;
  type Listed = Pick<ModelPage, 'zipCode' | 'isInStockInArea' | 'distance' | 'nearestDealer'> & {
    modelNumber: string;
    monthlyEstimateFrom: number | null;
  };

  it('locates its models at a ZIP code as getModelService does, and without one says no place', async () => {
    const list = async (zipcode?: string) =>
      (await data<{ curatedList: { models: Listed[] } }>(LIST, { hash: 'family4br', zipcode }))
        .curatedList.models;
    const placed = await list('37918');
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.some((m) => m.nearestDealer !== null)).toBe(true);
    for (const listed of placed) {
      const page = await data<{ getModelService: ModelPage & { monthlyEstimateFrom: number } }>(
        `query m($modelNumber: String, $zipcode: String) {
          getModelService(modelNumber: $modelNumber, zipcode: $zipcode) {
            zipCode monthlyEstimateFrom isInStockInArea distance nearestDealer { dealerId }
          }
        }`,
        { modelNumber: listed.modelNumber, zipcode: '37918' },
      );
      const { modelNumber: _, ...facts } = listed;
      expect(facts).toEqual(page.getModelService);
    }
    for (const unplaced of await list()) {
      expect(unplaced).toMatchObject({ zipCode: null, isInStockInArea: null, nearestDealer: null });
    }
    await badInput(LIST, { hash: 'family4br', zipcode: '3791' }, /^zipcode must be 5 digits$/);
  });
});

const MODELS_LIST = `query getModelsService(
  $sortBy: String, $zipcode: String, $filters: ModelFilters,
  $locationFilters: LocationFilters, $first: Int, $after: String
) {
  getModelsService(
    sortBy: $sortBy, zipcode: $zipcode, filters: $filters,
    locationFilters: $locationFilters, first: $first, after: $after
  ) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name } }
    nodes {
      id name beds baths squareFeet lowPrice multiSection isModular brand { acronym }
      zipCode distance isInStockInArea
    }
  }
}`;

type ListNode = {
  id: number;
  name: string;
  beds: number;
  baths: number;
  squareFeet: number;
  lowPrice: number | null;
  multiSection: boolean;
  isModular: boolean;
  brand: { acronym: string };
  zipCode: string | null;
  distance: number | null;
  isInStockInArea: boolean | null;
};
type List = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: number } }[];
  nodes: ListNode[];
};

async function list(variables: Record<string, unknown>): Promise<List> {
  return (await data<{ getModelsService: List }>(MODELS_LIST, variables)).getModelsService;
}

async function walkList(variables: Record<string, unknown>, first: number) {
  const all: ListNode[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await list({ ...variables, first, after });
    expect(page.edges.map((e) => e.node.id)).toEqual(page.nodes.map((n) => n.id));
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) {
      expect(all.length).toBe(page.totalCount);
      return all;
    }
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor);
    after = page.pageInfo.endCursor;
  }
}

describe('getModelsService', () => {
  it.each(['name', 'priceAsc', 'priceDesc', 'sizeDesc', 'newest', 'ASC', 'DESC'])(
    'sortBy %s: cursor pages cover every web-enabled model exactly once, in order',
    async (sortBy) => {
      const small = await walkList({ sortBy }, 23);
      const large = await walkList({ sortBy }, 100);
      const ids = small.map((n) => n.id);
      expect(ids).toEqual(large.map((n) => n.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set(models.filter((m) => m.isWebEnabled).map((m) => m.id)));
      const price = (n: ListNode, missing: number) => n.lowPrice ?? missing;
      for (let i = 1; i < small.length; i++) {
        const [a, b] = [small[i - 1]!, small[i]!];
        if (sortBy === 'priceAsc')
          expect(price(a, Infinity)).toBeLessThanOrEqual(price(b, Infinity));
        if (sortBy === 'priceDesc') expect(price(a, -1)).toBeGreaterThanOrEqual(price(b, -1));
        if (sortBy === 'sizeDesc') expect(a.squareFeet).toBeGreaterThanOrEqual(b.squareFeet);
      }
    },
  );

  it('SPEC’s sort order: ASC is by name, DESC the same list the other way', async () => {
    const byName = (await walkList({ sortBy: 'name' }, 100)).map((n) => n.id);
    expect((await walkList({ sortBy: 'ASC' }, 100)).map((n) => n.id)).toEqual(byName);
    expect((await walkList({ sortBy: 'DESC' }, 37)).map((n) => n.id)).toEqual(byName.reverse());
  });

  it('filters: every node matches, and the count is right', async () => {
    const filters = {
      beds: 3,
      baths: 2,
      minPrice: 80_000,
      maxPrice: 200_000,
      minSquareFeet: 1_000,
      maxSquareFeet: 2_000,
      isMultiSection: true,
      isModular: false,
      brandAcronym: 'cla',
    };
    const nodes = await walkList({ filters }, 50);
    const expected = models.filter(
      (m) =>
        m.isWebEnabled &&
        m.beds >= 3 &&
        m.baths >= 2 &&
        m.lowPrice !== null &&
        m.lowPrice >= 80_000 &&
        m.lowPrice <= 200_000 &&
        m.squareFeet >= 1_000 &&
        m.squareFeet <= 2_000 &&
        m.isMultiSection &&
        !m.isModular &&
        m.brandId === 1,
    );
    expect(nodes.length).toBeGreaterThan(0);
    expect(new Set(nodes.map((n) => n.id))).toEqual(new Set(expected.map((m) => m.id)));
    expect(nodes.every((n) => n.brand.acronym === 'CLA')).toBe(true);
  });

  it('searches names, tolerating typos and literal wildcards', async () => {
    const target = models.find((m) => m.isWebEnabled && /^The \w{6,}$/.test(m.name))!;
    const word = target.name.slice(4);
    const typo = word.slice(0, 2) + word.slice(3); // one letter dropped
    for (const search of [word.toLowerCase(), typo, `  ${word.toUpperCase()} `]) {
      const nodes = await walkList({ filters: { search } }, 100);
      expect(nodes.map((n) => n.name)).toContain(target.name);
    }
    expect((await list({ filters: { search: '%_%' } })).totalCount).toBe(0);
  });

  it('locationFilters keep models available within the distance, with their place facts', async () => {
    const locationFilters = { latitude: 35.9606, longitude: -83.9207, distance: 60 };
    const nodes = await walkList({ locationFilters, zipcode: '37918' }, 40);
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of nodes) {
      expect(n.distance).not.toBeNull();
      expect(n.distance!).toBeLessThanOrEqual(60);
      expect(n.zipCode).toBe('37918');
      expect(n.isInStockInArea).not.toBeNull();
    }
    const everywhere = await list({});
    expect(nodes.length).toBeLessThan(everywhere.totalCount);
    const noPlace = await list({ first: 1 });
    expect(noPlace.nodes[0]).toMatchObject({
      zipCode: null,
      distance: null,
      isInStockInArea: null,
    });
  });

  it.each([
    [
      { sortBy: 'cheapest' },
      /^sortBy must be one of name, priceAsc, priceDesc, sizeDesc, newest, ASC, DESC$/,
    ],
    [{ first: 0 }, /^first must be a whole number from 1 to 100$/],
    [{ first: 500 }, /^first must be a whole number from 1 to 100$/],
    [{ after: 'not-a-cursor' }, /^after is not a cursor of this list$/],
    [{ zipcode: '123' }, /^zipcode must be 5 digits$/],
    [{ filters: { beds: -2 } }, /^filters\.beds must be a whole number from 0 to 20$/],
    [
      { filters: { minPrice: 5, maxPrice: 1 } },
      /^filters\.minPrice must not be greater than filters\.maxPrice$/,
    ],
    [{ filters: { brandAcronym: 'C1A' } }, /^filters\.brandAcronym must be 2 to 10 letters$/],
    [{ filters: { search: 'x'.repeat(101) } }, /^filters\.search must be at most 100 characters$/],
    [{ locationFilters: { latitude: 35 } }, /^latitude and longitude are required$/],
    [{ locationFilters: { latitude: 200, longitude: 0 } }, /^latitude must be between -90 and 90$/],
    [
      { locationFilters: { latitude: 35, longitude: -83, distance: 0 } },
      /^distance must be greater than 0/,
    ],
  ])('answers %j with BAD_USER_INPUT', async (variables, message) => {
    await badInput(MODELS_LIST, variables, message);
  });

  it('refuses a cursor of another sort order', async () => {
    const page = await list({ sortBy: 'name', first: 2 });
    await badInput(
      MODELS_LIST,
      { sortBy: 'newest', after: page.pageInfo.endCursor },
      /^after is a cursor of the name order, not newest$/,
    );
  });
});

describe('getFeatures', () => {
  const FEATURES = `query getFeatures($condition: FeatureCondition) {
    getFeatures(condition: $condition) {
      featureId name type url description icon thumbnail featureTags ordinal
    }
  }`;
  type Feature = { featureId: number; name: string; type: string; ordinal: number | null };

  it('lists the whole catalogue without a condition', async () => {
    const { getFeatures } = await data<{ getFeatures: Feature[] }>(FEATURES);
    const count = (await database.db.query.features.findMany()).length;
    expect(getFeatures.length).toBe(count);
    expect(new Set(getFeatures.map((f) => f.type))).toEqual(
      new Set(['Details', 'Featurette', 'Included', 'MarketingFeatures', 'Materials']),
    );
    expect(getFeatures.every((f) => f.ordinal === null)).toBe(true);
    // No feature has a page of its own: its url is its drawn picture, never a dead link.
    for (const f of getFeatures as (Feature & { url: string })[]) {
      expect(f.url).toBe(`/images/features/${f.featureId}-320.webp`);
    }
    const ids = getFeatures.map((f) => f.featureId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by type, by name (ignoring case) or both', async () => {
    const { getFeatures: included } = await data<{ getFeatures: Feature[] }>(FEATURES, {
      condition: { type: 'Included' },
    });
    expect(included.length).toBeGreaterThan(0);
    expect(included.every((f) => f.type === 'Included')).toBe(true);
    const one = included[0]!;
    const byName = await data<{ getFeatures: Feature[] }>(FEATURES, {
      condition: { name: ` ${one.name.toUpperCase()} ` },
    });
    expect(byName.getFeatures.map((f) => f.featureId)).toEqual([one.featureId]);
    const mismatch = await data<{ getFeatures: Feature[] }>(FEATURES, {
      condition: { name: one.name, type: 'Materials' },
    });
    expect(mismatch.getFeatures).toEqual([]);
  });

  it('rejects an unknown type while reading the variables', async () => {
    await badInput(FEATURES, { condition: { type: 'Gadgets' } }, /^Variable "\$condition"/);
  });
});

describe('imageHealth', () => {
  const HEALTH = `query imageHealth($salesModelId: String, $cacheVersion: String, $first: Int, $after: String) {
    imageHealth(salesModelId: $salesModelId, cacheVersion: $cacheVersion, first: $first, after: $after) {
      totalCount hasNextPage endCursor
      modelHealth {
        modelNumber isHealthy healthCheckDate cacheVersion expectedImageCount actualImageCount
      }
    }
  }`;
  type Health = {
    totalCount: number;
    hasNextPage: boolean;
    endCursor: string | null;
    modelHealth: {
      modelNumber: string;
      isHealthy: boolean;
      healthCheckDate: string;
      cacheVersion: string;
      expectedImageCount: number;
      actualImageCount: number;
    }[];
  };

  async function imageRows(modelId: number) {
    return (
      await database.db.query.modelImages.findMany({
        where: (i, { eq }) => eq(i.modelId, modelId),
      })
    ).length;
  }

  it('renders every image of a model and its configurator’s pictures: counts match and the model is healthy', async () => {
    const model = models[0]!;
    const { imageHealth } = await data<{ imageHealth: Health }>(HEALTH, {
      salesModelId: model.salesModelId,
      cacheVersion: 'release-42',
    });
    expect(imageHealth.modelHealth).toHaveLength(1);
    const [health] = imageHealth.modelHealth;
    expect(health).toMatchObject({
      modelNumber: model.modelNumber,
      isHealthy: true,
      cacheVersion: 'release-42',
      // The catalogue's image rows and one configurator picture per scene (issue 13).
      expectedImageCount: (await imageRows(model.id)) + 4,
      actualImageCount: (await imageRows(model.id)) + 4,
    });
    expect(health!.expectedImageCount).toBe(6);
    expect(Date.now() - Date.parse(health!.healthCheckDate)).toBeLessThan(60_000);
  });

  it('counts a model without its configurator as missing its pictures', async () => {
    const model = models.at(-1)!;
    await database.db
      .delete(configurators)
      .where(eq(configurators.salesModelId, model.salesModelId));
    try {
      const { imageHealth } = await data<{ imageHealth: Health }>(HEALTH, {
        salesModelId: model.salesModelId,
      });
      expect(imageHealth.modelHealth[0]).toMatchObject({
        isHealthy: false,
        expectedImageCount: (await imageRows(model.id)) + 4,
        actualImageCount: await imageRows(model.id),
      });
    } finally {
      await ensureConfigurators(database.db);
    }
  });

  it('pages through all models, and answers to both names', async () => {
    const first = await data<{ imageHealth: Health }>(HEALTH, { first: 3 });
    expect(first.imageHealth.totalCount).toBe(models.length);
    expect(first.imageHealth.hasNextPage).toBe(true);
    expect(first.imageHealth.modelHealth.map((h) => h.modelNumber)).toEqual(
      models.slice(0, 3).map((m) => m.modelNumber),
    );
    for (const h of first.imageHealth.modelHealth) {
      expect(h.isHealthy).toBe(true);
      expect(h.actualImageCount).toBe(h.expectedImageCount);
      expect(h.cacheVersion).toMatch(/^procedural-/);
    }
    const { getImageHealth } = await data<{ getImageHealth: Health }>(
      HEALTH.replace('imageHealth(salesModelId', 'getImageHealth(salesModelId'),
      { first: 2, after: first.imageHealth.endCursor },
    );
    expect(getImageHealth.modelHealth.map((h) => h.modelNumber)).toEqual(
      models.slice(3, 5).map((m) => m.modelNumber),
    );
    const unknown = await data<{ imageHealth: Health }>(HEALTH, { salesModelId: 'SM-000000' });
    expect(unknown.imageHealth.modelHealth).toEqual([]);
  });

  it.each([
    [{ first: 51 }, /^first must be a whole number from 1 to 50$/],
    [{ first: 0 }, /^first must be a whole number from 1 to 50$/],
    [{ after: 'nope' }, /^after is not a cursor of this list$/],
    [{ cacheVersion: 'has spaces' }, /^cacheVersion must be 1 to 64 letters/],
  ])('answers %j with BAD_USER_INPUT', async (variables, message) => {
    await badInput(HEALTH, variables, message);
  });
});

describe('location', () => {
  const LOCATION = `query location($postalCode: String, $search: String) {
    location(postalCode: $postalCode, search: $search) {
      postalCode city state cityStateFormatted latitude longitude source
    }
  }`;
  type Found = { postalCode: string; city: string; state: string; source: string } | null;
  const richardson: Location = {
    postalCode: '75080',
    city: 'Richardson',
    county: null,
    state: 'TX',
    latitude: 32.97,
    longitude: -96.74,
    cityStateFormatted: 'Richardson, TX',
  };

  async function locate(
    variables: Record<string, unknown>,
    ip: string | null = null,
    place: Location | null = null,
  ): Promise<Found> {
    fakeIp.asked = [];
    fakeIp.place = place;
    const { status, body } = await post(LOCATION, variables, { ip });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data?.location as Found;
  }

  it('keeps the existing behaviour: a known 5-character postal code', async () => {
    expect(await locate({ postalCode: '37918' })).toMatchObject({
      city: 'Knoxville',
      state: 'TN',
      source: 'postalCode',
    });
  });

  it('postal code beats IP beats search', async () => {
    const all = await locate({ postalCode: '37918', search: 'Seattle, WA' }, '8.8.8.8', richardson);
    expect(all).toMatchObject({ postalCode: '37918', source: 'postalCode' });
    // The IP is not even asked when the postal code answers.
    expect(fakeIp.asked).toEqual([]);
    const ipAndSearch = await locate({ search: 'Seattle, WA' }, '8.8.8.8', richardson);
    expect(ipAndSearch).toMatchObject({ postalCode: '75080', source: 'ip' });
    expect(fakeIp.asked).toEqual(['8.8.8.8']);
    const searchOnly = await locate({ search: 'Seattle, WA' });
    expect(searchOnly).toMatchObject({ city: 'Seattle', state: 'WA', source: 'search' });
  });

  it('falls through: a 4-digit or unknown postal code, an unknown or private IP', async () => {
    expect(
      await locate({ postalCode: '3791', search: 'richardson' }, '8.8.8.8', richardson),
    ).toMatchObject({
      source: 'ip',
    });
    expect(await locate({ postalCode: '00000', search: 'Seattle' }, '8.8.8.8', null)).toMatchObject(
      {
        city: 'Seattle',
        source: 'search',
      },
    );
    for (const ip of ['127.0.0.1', '::1', '10.0.0.7', '192.168.1.2', '::ffff:127.0.0.1']) {
      expect(await locate({ search: 'Seattle' }, ip, richardson)).toMatchObject({
        source: 'search',
      });
      expect(fakeIp.asked).toEqual([]);
    }
    expect(await locate({ postalCode: '3791' })).toBeNull();
    expect(await locate({})).toBeNull();
  });

  it.each([
    ['knoxvile tn', 'Knoxville', 'TN'],
    ['Knoxville, TN', 'Knoxville', 'TN'],
    ['knoxville tennessee', 'Knoxville', 'TN'],
    ['richardson', 'Richardson', 'TX'],
    ['Richardson, TX', 'Richardson', 'TX'],
    ['springfield il', 'Springfield', 'IL'],
    // A town named exactly as typed, not a bigger one whose name begins with it.
    ['Jackson', 'Jackson', 'MS'],
    ['springfield', 'Springfield', 'IL'],
    ['Nashvile', 'Nashville', 'TN'],
  ])('finds %j by search text', async (search, city, state) => {
    expect(await locate({ search })).toMatchObject({ city, state, source: 'search' });
  });

  it('answers a search for nowhere with null, and refuses an essay', async () => {
    expect(await locate({ search: 'qqqqxzzy' })).toBeNull();
    // One letter names no town (it matched an initial: "b" was "J B P H H, HI").
    for (const search of ['b', 'a', 'B.', 'b tn']) expect(await locate({ search })).toBeNull();
    await badInput(
      LOCATION,
      { search: 'x'.repeat(101) },
      /^search must be at most 100 characters$/,
    );
  });

  it('suggests one place per city, best first', async () => {
    const SUGGEST = `query($search: String!, $first: Int) {
      locationSearch(search: $search, first: $first) { postalCode cityStateFormatted }
    }`;
    const { locationSearch } = await data<{
      locationSearch: { postalCode: string; cityStateFormatted: string }[];
    }>(SUGGEST, { search: 'knox' });
    expect(locationSearch.length).toBe(5);
    expect(locationSearch[0]?.cityStateFormatted).toBe('Knoxville, TN');
    const names = locationSearch.map((l) => l.cityStateFormatted);
    expect(new Set(names).size).toBe(names.length);
    const byCode = await data<{ locationSearch: { postalCode: string }[] }>(SUGGEST, {
      search: '37918',
    });
    expect(byCode.locationSearch).toEqual([
      { postalCode: '37918', cityStateFormatted: 'Knoxville, TN' },
    ]);
    // A ZIP+4 pasted from an address is its ZIP code.
    const zipPlusFour = await data<{ locationSearch: { postalCode: string }[] }>(SUGGEST, {
      search: ' 37918-1234 ',
    });
    expect(zipPlusFour.locationSearch).toEqual(byCode.locationSearch);
    await badInput(
      SUGGEST,
      { search: 'knox', first: 21 },
      /^first must be a whole number from 1 to 20$/,
    );
  });
});

describe('IP location from a MaxMind database', () => {
  it('maps an address to our postal code, or the nearest one, and leaves others unknown', async () => {
    const ctx = { db: database.db, viewer: null };
    const provider = createMmdbIpLocationProvider({ ctx, buffer: testCityDatabase() });
    expect(await provider.lookup('8.8.8.8')).toMatchObject({
      postalCode: '37918',
      city: 'Knoxville',
    });
    expect(await provider.lookup('8.8.4.4')).toMatchObject({ state: 'TX', city: 'Richardson' });
    expect(await provider.lookup('1.1.1.1')).toBeNull();
    expect(await provider.lookup('9.9.9.9')).toBeNull();
    expect(await provider.lookup('4.4.4.4')).toBeNull();
    expect(await provider.lookup('127.0.0.1')).toBeNull();
    // An IPv6 caller against an IPv4-only database is simply unknown.
    expect(await provider.lookup('2606:4700::1111')).toBeNull();
    // A broken database file is reported, and the location query goes on without it.
    const errors: unknown[] = [];
    const broken = createMmdbIpLocationProvider({
      ctx,
      buffer: Buffer.from('not a MaxMind database'),
      onError: (e) => errors.push(e),
    });
    expect(await broken.lookup('8.8.8.8')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('reads the GEOIP_DATABASE file and answers the location query by IP', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'geoip-'));
    try {
      const file = path.join(dir, 'City.mmdb');
      await writeFile(file, testCityDatabase());
      const server = createGraphQL({
        db: database.db,
        logger: pino({ level: 'silent' }),
        production: false,
        ipLocation: ipLocationProviderFor({ db: database.db, viewer: null }, file),
      });
      const { body } = await post(
        '{ location(search: "Seattle") { postalCode source } }',
        {},
        { ip: '::ffff:8.8.8.8', server },
      );
      expect(body.data?.location).toEqual({ postalCode: '37918', source: 'ip' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [true, { postalCode: '37918', source: 'ip' }],
    // Without trust proxy the header is the caller's claim; the socket is loopback.
    [false, { postalCode: expect.stringMatching(/^98/) as unknown, source: 'search' }],
  ])(
    'through Express: GEOIP_DATABASE and req.ip (trust proxy %s)',
    async (trustProxy, expected) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'geoip-'));
      const file = path.join(dir, 'City.mmdb');
      await writeFile(file, testCityDatabase());
      let server: Server | undefined;
      try {
        const config = loadConfig({
          DATA_DIR: dir,
          LOG_LEVEL: 'silent',
          TRUST_PROXY: String(trustProxy),
          GEOIP_DATABASE: file,
        });
        const { app } = createApp({
          config,
          database,
          logger: pino({ level: 'silent' }),
          // /graphql never renders a page.
          build: () => Promise.reject(new Error('no pages in this test')),
          clientDir: null,
          dealerHosts: [],
        });
        server = await new Promise<Server>((resolve) => {
          const s = app.listen(0, '127.0.0.1', () => resolve(s));
        });
        const address = server.address() as AddressInfo;
        const response = await fetch(`http://localhost:${address.port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' },
          body: JSON.stringify({
            query: '{ location(search: "Seattle, WA") { postalCode source } }',
          }),
        });
        const body = (await response.json()) as Result;
        expect(body.data?.location).toEqual(expected);
      } finally {
        await new Promise((resolve) => server?.close(resolve));
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
