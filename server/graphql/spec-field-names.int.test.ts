// SPEC §3 names fields our own documents do not ask for (the browser reads
// them by other names): a caller writing SPEC's names gets them. A site that
// takes any document (not production's trusted ones) sends SPEC's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateInventoryItemMutation,
  CreateRetailCollectionMutation,
} from '../../app/graphql/documents/favorites.ts';
import { startTestSite, type TestSite } from '../identity/test-site.ts';
import { bootstrap, ok, send } from './portal-test-client.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(async () => {
  await site?.close();
});

async function query(text: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: text, variables }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('SPEC §3 field names', () => {
  it('gives a retail collection’s item its retail link: collectionModelId, retailCollectionId, modelNumber, serialNumber', async () => {
    const token = (await site.signUp()).tokens.access_token;
    const { userId } = await bootstrap(site, token, { plannerType: 'corporate' });
    const [listing] = await site.database.db.query.homeListings.findMany({
      columns: { modelNumber: true, serialNumber: true, dealerId: true },
      where: (l, { isNotNull }) => isNotNull(l.serialNumber),
      limit: 1,
    });
    const collection = ok(
      await send(
        site,
        CreateRetailCollectionMutation,
        { userId, label: 'Favorites', lotNumber: String(listing!.dealerId) },
        token,
      ),
    ).createRetailCollection;
    const item = ok(
      await send(
        site,
        CreateInventoryItemMutation,
        {
          inventoryItem: {
            retailCollectionId: collection.id,
            modelNumber: listing!.modelNumber,
            serialNumber: listing!.serialNumber,
          },
        },
        token,
      ),
    ).createInventoryItem;
    const data = await query(
      `query ($userId: ID!) { getRetailCollections(userId: $userId) { nodes { inventoryItems {
         collectionModelId retailCollectionId modelNumber serialNumber } } } }`,
      { userId },
      token,
    );
    expect(data.getRetailCollections).toEqual({
      nodes: [
        {
          inventoryItems: [
            {
              collectionModelId: item.retailCollectionInventoryItemId,
              retailCollectionId: collection.id,
              modelNumber: listing!.modelNumber,
              serialNumber: item.serialNumber,
            },
          ],
        },
      ],
    });
  });
});
