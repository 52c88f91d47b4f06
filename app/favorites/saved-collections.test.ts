import { describe, expect, it } from 'vitest';
import { corpCollections } from './saved-collections.ts';

type Nodes = Parameters<typeof corpCollections>[0];

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
  it('says a saved floor plan is in stock nearby as its card does, else built to order', () => {
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
      'In stock nearby',
      'Built to order',
      'Built to order',
    ]);
    expect(list!.homes[0]!.homeCenter).toBe('Oak Creek Homes of Knoxville, TN (12 mi)');
  });
});
