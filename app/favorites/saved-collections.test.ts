import { describe, expect, it } from 'vitest';
import { corpCollections, retailCollections } from './saved-collections.ts';

type Nodes = Parameters<typeof corpCollections>[0];
type RetailNodes = Parameters<typeof retailCollections>[0];

const model = (modelNumber: string, isInStockInArea: boolean | null) => ({
  id: modelNumber,
  modelNumber,
  name: `The ${modelNumber}`,
  slug: modelNumber.toLowerCase(),
  beds: 3,
  baths: 2,
  squareFeet: 1200,
  width: 28,
  length: 52,
  sections: 2,
  isModular: false,
  price: { low: 90_000, label: '$90,000' },
  monthlyEstimateFrom: 900,
  exterior: null,
  floorplanToScale: null,
  features: [],
  corpCollectionModelId: 7,
  isInStockInArea,
  distance: 12.4,
  nearestDealer: {
    name: 'Oak Creek Homes of Knoxville',
    city: 'Knoxville',
    state: 'TN',
    lotNumber: '1',
    phone: '8655550100',
  },
});

describe('corpCollections', () => {
  it('says a saved floor plan is built to order, and in stock nearby where its card says so', () => {
    const [list] = corpCollections([
      {
        id: 1,
        label: 'Favorites',
        userId: 'u',
        latitude: 35.9,
        longitude: -83.9,
        collectionModels: [],
        models: [model('A-1', true), model('B-2', false), model('C-3', null)],
      },
    ] as unknown as Nodes);
    expect(list!.homes.map((home) => home.availability)).toEqual([
      'Built to order; in stock nearby',
      'Built to order',
      'Built to order',
    ]);
    expect(list!.homes[0]!.homeCenter).toBe('Oak Creek Homes of Knoxville, TN (12 mi)');
    // Located at the middle of the country (no place known): miles from there say nothing.
    const [unplaced] = corpCollections(
      [
        {
          id: 1,
          label: 'Favorites',
          userId: 'u',
          collectionModels: [],
          models: [model('A-1', true)],
        },
      ] as unknown as Nodes,
      null,
      false,
    );
    expect(unplaced!.homes[0]!.homeCenter).toBe('Oak Creek Homes of Knoxville, TN');
  });

  it('says where its miles are from when the buyer gave the place (a search’s or the account’s ZIP)', () => {
    const nodes = (distance: number) =>
      [
        {
          id: 1,
          label: 'Favorites',
          userId: 'u',
          latitude: 35.9,
          longitude: -83.9,
          collectionModels: [],
          models: [{ ...model('A-1', true), distance }],
        },
      ] as unknown as Nodes;
    expect(corpCollections(nodes(12.4), '37918')[0]!.homes[0]!.homeCenter).toBe(
      'Oak Creek Homes of Knoxville, TN (12 mi from 37918)',
    );
    expect(corpCollections(nodes(0.4), '37918')[0]!.homes[0]!.homeCenter).toBe(
      'Oak Creek Homes of Knoxville, TN (less than a mile from 37918)',
    );
    // From the country's middle (no place given), under a mile says nothing.
    expect(corpCollections(nodes(0.4))[0]!.homes[0]!.homeCenter).toBe(
      'Oak Creek Homes of Knoxville, TN',
    );
  });
});

describe('retailCollections', () => {
  it('shows a saved floor plan at its home center’s price to order there, leading to that center’s page', () => {
    const item = (id: number, modelNumber: string, toOrder: unknown) => ({
      id,
      collectionId: 3,
      modelNumber,
      serialNumber: null,
      home: null,
      model: model(modelNumber, null),
      toOrder,
    });
    const [list] = retailCollections([
      {
        id: 3,
        collectionId: 3,
        label: 'Favorites',
        lotNumber: '1',
        homeCenter: { name: 'Oak Creek Homes of Knoxville', city: 'Knoxville', state: 'TN' },
        userId: 'u',
        inventoryItems: [
          item(1, 'A-1', { priceLabel: '$91,900', monthlyEstimateFrom: 995 }),
          // Not listed to order there: the plan's own starting price.
          item(2, 'B-2', null),
        ],
      },
    ] as unknown as RetailNodes);
    const [listed, unlisted] = list!.homes;
    expect(listed).toMatchObject({
      priceLabel: '$91,900',
      monthlyFrom: 995,
      href: '/homes/model/A-1?lotNumber=1',
      homeCenter: 'Oak Creek Homes of Knoxville, TN',
    });
    expect(unlisted).toMatchObject({
      priceLabel: 'Starting at $90,000',
      monthlyFrom: 900,
      href: '/homes/model/B-2?lotNumber=1',
    });
  });

  it('says a home center’s homes’ miles from the buyer’s place, as the floor plans do: a home on its land, to the land', () => {
    const knoxville = { latitude: 35.96, longitude: -83.92 };
    const dealer = {
      name: 'Oak Creek Homes of Knoxville',
      city: 'Knoxville',
      state: 'TN',
      lotNumber: '1',
      phone: '8655550100',
      ...knoxville,
    };
    const builtHome = (id: number, land: { latitude: number; longitude: number } | null) => ({
      id,
      collectionId: 3,
      modelNumber: 'A-1',
      serialNumber: `S${id}`,
      home: {
        serialNumber: `S${id}`,
        stockNumber: null,
        priceLabel: '$99,000',
        monthlyEstimateFrom: 1000,
        priceSort: 99_000,
        beds: 3,
        baths: 2,
        squareFeet: 1200,
        isOnLand: land !== null,
        // The one on its land is used.
        isNew: land === null,
        sticker: null,
        dealer,
        land,
      },
      model: model('A-1', null),
      toOrder: null,
    });
    const nodes = [
      {
        id: 3,
        collectionId: 3,
        label: 'Favorites',
        lotNumber: '1',
        homeCenter: dealer,
        userId: 'u',
        inventoryItems: [
          builtHome(1, null),
          // About 69 miles north of the home center (a degree of latitude).
          builtHome(2, { latitude: 36.96, longitude: -83.92 }),
          { ...builtHome(3, null), serialNumber: null, home: null },
        ],
      },
    ] as unknown as RetailNodes;
    const [list] = retailCollections(nodes, {
      position: { latitude: 35.96, longitude: -83.72 },
      from: '37918',
    });
    const [atCenter, onLand, plan] = list!.homes;
    expect(atCenter!.homeCenter).toBe('Oak Creek Homes of Knoxville, TN (11 mi from 37918)');
    expect(onLand!.homeCenter).toMatch(
      /^Oak Creek Homes of Knoxville, TN \(its land is (7\d) mi from 37918\)$/,
    );
    expect(plan!.homeCenter).toBe('Oak Creek Homes of Knoxville, TN (11 mi from 37918)');
    // A used home says so, as its card and page do.
    expect(atCenter!.availability).not.toContain('Pre-owned');
    expect(onLand!.availability).toMatch(/ · Pre-owned$/);
    // Nowhere known (a home center's own site): no miles.
    expect(retailCollections(nodes)[0]!.homes[0]!.homeCenter).toBe(
      'Oak Creek Homes of Knoxville, TN',
    );
  });
});
