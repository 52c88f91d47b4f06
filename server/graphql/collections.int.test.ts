// Issue 11's collections through the API, with the browser's own documents
// and real access tokens: what each operation answers, SPEC §5's
// preconditions, idempotent creates, and the two-user test for every id a
// collection operation takes.
import type { TadaDocumentNode } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CorpCollectionsQuery,
  CreateCollectionModelMutation,
  CreateCorpCollectionMutation,
  CreateInventoryItemMutation,
  CreateRetailCollectionMutation,
  DeleteCollectionModelMutation,
  DeleteCorpCollectionMutation,
  DeleteInventoryItemMutation,
  DeleteRetailCollectionMutation,
  GetRetailCollectionsQuery,
  PatchCorpCollectionMutation,
  PatchRetailCollectionMutation,
} from '../../app/graphql/documents/favorites.ts';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { dealers, homeListings, modelImages, models, modelVirtualTours } from '../db/schema.ts';
import { startTestSite, type TestSite } from '../identity/test-site.ts';
import { bootstrap, ok, refusal, send } from './portal-test-client.ts';

let site: TestSite;
let lotA: string;
let lotB: string;
/** A built home for sale and another model, both web-enabled. */
let home: { serialNumber: string; modelNumber: string; latitude: number; longitude: number };
let otherModel: string;

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const db = site.database.db;
  const lots = await db
    .select({ lotNumber: dealers.lotNumber })
    .from(dealers)
    .orderBy(dealers.dealerId)
    .limit(2);
  lotA = lots[0]!.lotNumber;
  lotB = lots[1]!.lotNumber;
  const [listing] = await db
    .select({
      serialNumber: homeListings.serialNumber,
      modelNumber: homeListings.modelNumber,
      latitude: homeListings.latitude,
      longitude: homeListings.longitude,
    })
    .from(homeListings)
    .innerJoin(models, eq(models.id, homeListings.modelId))
    .where(and(isNotNull(homeListings.serialNumber), eq(models.isWebEnabled, true)))
    .orderBy(homeListings.inventoryId)
    .limit(1);
  home = { ...listing!, serialNumber: listing!.serialNumber! };
  const [other] = await db
    .select({ modelNumber: models.modelNumber })
    .from(models)
    .where(and(eq(models.isWebEnabled, true), ne(models.modelNumber, home.modelNumber)))
    .limit(1);
  otherModel = other!.modelNumber;
});

afterAll(async () => {
  await site?.close();
});

async function person(lotNumber: string) {
  const signedUp = await site.signUp();
  const token = signedUp.tokens.access_token;
  const user = await bootstrap(site, token, { plannerType: 'retail', lotNumber });
  return { token, userId: user.userId };
}

describe('retail collections (SPEC §3 favourites)', () => {
  it('gives a saved floor plan as its home center lists it to order there, and nothing where it does not', async () => {
    const db = site.database.db;
    const [plan] = await db
      .select({
        lotNumber: dealers.lotNumber,
        modelNumber: homeListings.modelNumber,
        priceLabel: homeListings.priceLabel,
      })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(
        and(
          isNull(homeListings.serialNumber),
          eq(homeListings.isAvailableFloorPlan, true),
          isNotNull(homeListings.price),
          eq(models.isWebEnabled, true),
        ),
      )
      .orderBy(homeListings.inventoryId)
      .limit(1);
    const { token, userId } = await person(plan!.lotNumber);
    const made = ok(
      await send(
        site,
        CreateRetailCollectionMutation,
        { userId, label: 'Favorites', lotNumber: plan!.lotNumber },
        token,
      ),
    ).createRetailCollection;
    for (const modelNumber of [plan!.modelNumber, home.modelNumber]) {
      ok(
        await send(
          site,
          CreateInventoryItemMutation,
          { inventoryItem: { retailCollectionId: made.id, modelNumber } },
          token,
        ),
      );
    }
    const [collection] = ok(
      await send(site, GetRetailCollectionsQuery, { userId, lotNumber: plan!.lotNumber }, token),
    ).getRetailCollections.nodes;
    const [listed, other] = collection!.inventoryItems;
    expect(listed!.toOrder).toMatchObject({ priceLabel: plan!.priceLabel });
    expect(listed!.toOrder!.monthlyEstimateFrom).toBeGreaterThan(0);
    const otherListed = await db
      .select({ id: homeListings.inventoryId })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(
        and(
          eq(dealers.lotNumber, plan!.lotNumber),
          eq(homeListings.modelNumber, home.modelNumber),
          isNull(homeListings.serialNumber),
        ),
      );
    if (otherListed.length === 0) expect(other!.toOrder).toBeNull();
  });

  it('creates "Favorites" once, saves a home and a model once each, and removes them', async () => {
    const { token, userId } = await person(lotA);
    const list = async () =>
      ok(await send(site, GetRetailCollectionsQuery, { userId, lotNumber: lotA }, token))
        .getRetailCollections.nodes;
    // SPEC §4: the list loads empty before "Favorites" is made.
    expect(await list()).toEqual([]);

    const create = () =>
      send(
        site,
        CreateRetailCollectionMutation,
        { userId, label: 'Favorites', lotNumber: lotA },
        token,
      );
    const [first, second] = await Promise.all([create(), create()]);
    const made = ok(first).createRetailCollection;
    // Two tabs creating it at once make one collection.
    expect(ok(second).createRetailCollection.id).toBe(made.id);
    expect(made).toMatchObject({ label: 'Favorites', lotNumber: lotA, collectionId: made.id });
    // Another letter case is the same label.
    expect(
      ok(
        await send(
          site,
          CreateRetailCollectionMutation,
          { userId, label: 'favorites', lotNumber: lotA },
          token,
        ),
      ).createRetailCollection.id,
    ).toBe(made.id);

    const saveHome = () =>
      send(
        site,
        CreateInventoryItemMutation,
        {
          inventoryItem: {
            retailCollectionId: made.id,
            modelNumber: home.modelNumber,
            serialNumber: home.serialNumber.toLowerCase(),
          },
        },
        token,
      );
    const saved = await Promise.all([saveHome(), saveHome(), saveHome()]);
    const item = ok(saved[0]!).createInventoryItem;
    expect(item).toEqual({
      modelNumber: home.modelNumber,
      retailCollectionId: made.id,
      retailCollectionInventoryItemId: expect.any(Number),
      serialNumber: home.serialNumber,
    });
    for (const answer of saved) {
      expect(ok(answer).createInventoryItem.retailCollectionInventoryItemId).toBe(
        item.retailCollectionInventoryItemId,
      );
    }
    const model = ok(
      await send(
        site,
        CreateInventoryItemMutation,
        { inventoryItem: { retailCollectionId: made.id, modelNumber: otherModel } },
        token,
      ),
    ).createInventoryItem;
    expect(model.serialNumber).toBeNull();

    const [collection] = await list();
    expect(collection!.inventoryItems.map((i) => [i.modelNumber, i.serialNumber])).toEqual([
      [home.modelNumber, home.serialNumber],
      [otherModel, null],
    ]);
    // What the favourites page shows of each.
    const [savedHome, savedModel] = collection!.inventoryItems;
    expect(savedHome!.home).toMatchObject({ serialNumber: home.serialNumber });
    expect(savedHome!.home!.dealer.lotNumber).toMatch(/^\d+$/);
    expect(savedHome!.model!.modelNumber).toBe(home.modelNumber);
    expect(savedModel!.home).toBeNull();
    expect(savedModel!.model).toMatchObject({ modelNumber: otherModel });
    expect(savedModel!.model!.exterior.src).toMatch(/^\/images\//);

    // deleteInventoryItem answers the collection as it is now.
    const after = ok(
      await send(
        site,
        DeleteInventoryItemMutation,
        { inventoryItemId: item.retailCollectionInventoryItemId },
        token,
      ),
    ).deleteInventoryItem;
    expect(after).toMatchObject({ collectionId: made.id, label: 'Favorites' });
    expect(after!.inventoryItems.map((i) => i.id)).toEqual([model.retailCollectionInventoryItemId]);
    // Gone is gone: a second delete is NOT_FOUND.
    expect(
      refusal(
        await send(
          site,
          DeleteInventoryItemMutation,
          { inventoryItemId: item.retailCollectionInventoryItemId },
          token,
        ),
      ).code,
    ).toBe('NOT_FOUND');

    const renamed = ok(
      await send(
        site,
        PatchRetailCollectionMutation,
        { collectionId: made.id, collection: { label: '  Our short list ' } },
        token,
      ),
    ).patchRetailCollection;
    expect(renamed).toEqual({ collectionId: made.id, label: 'Our short list' });

    expect(
      ok(await send(site, DeleteRetailCollectionMutation, { collectionId: made.id }, token))
        .deleteRetailCollection,
    ).toBe(made.id);
    expect(await list()).toEqual([]);
  });

  it('refuses what SPEC §5 and the catalogue do not allow, with the field named', async () => {
    const { token, userId } = await person(lotA);
    const cases: [string, Promise<Parameters<typeof refusal>[0]>, RegExp, string][] = [
      [
        'blank label',
        send(
          site,
          CreateRetailCollectionMutation,
          { userId, label: '   ', lotNumber: lotA },
          token,
        ),
        /label is required/,
        'label',
      ],
      [
        'long label',
        send(
          site,
          CreateRetailCollectionMutation,
          { userId, label: 'x'.repeat(61), lotNumber: lotA },
          token,
        ),
        /at most 60/,
        'label',
      ],
      [
        'no lot',
        send(site, CreateRetailCollectionMutation, { userId, label: 'A', lotNumber: ' ' }, token),
        /lotNumber is required/,
        'lotNumber',
      ],
      [
        'unknown lot',
        send(
          site,
          CreateRetailCollectionMutation,
          { userId, label: 'A', lotNumber: '999999' },
          token,
        ),
        /^lotNumber is not one of our home centers$/,
        'lotNumber',
      ],
    ];
    for (const [name, answer, message, field] of cases) {
      const refused = refusal(await answer);
      expect(refused.code, name).toBe('BAD_USER_INPUT');
      expect(refused.message, name).toMatch(message);
      expect(refused.field, name).toBe(field);
    }
    const { id } = ok(
      await send(
        site,
        CreateRetailCollectionMutation,
        { userId, label: 'Favorites', lotNumber: lotA },
        token,
      ),
    ).createRetailCollection;
    const items: [string, object, RegExp, string][] = [
      ['unknown model', { modelNumber: 'NOPE-1' }, /not a home we list/, 'modelNumber'],
      [
        'unknown serial',
        { modelNumber: home.modelNumber, serialNumber: 'HSH000' },
        /not a home we list/,
        'serialNumber',
      ],
      [
        'serial of another model',
        { modelNumber: otherModel, serialNumber: home.serialNumber },
        /is a /,
        'serialNumber',
      ],
    ];
    for (const [name, inventoryItem, message, field] of items) {
      const refused = refusal(
        await send(
          site,
          CreateInventoryItemMutation,
          { inventoryItem: { retailCollectionId: id, ...inventoryItem } as never },
          token,
        ),
      );
      expect(refused, name).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(refused.message, name).toMatch(message);
    }
    // A second collection may not take a label the first has.
    const other = ok(
      await send(
        site,
        CreateRetailCollectionMutation,
        { userId, label: 'Maybe', lotNumber: lotA },
        token,
      ),
    ).createRetailCollection;
    expect(
      refusal(
        await send(
          site,
          PatchRetailCollectionMutation,
          { collectionId: other.id, collection: { label: 'FAVORITES' } },
          token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'label' });
  });
});

describe('corporate collections (SPEC §3)', () => {
  it('keeps models located for the asked place, each with its corpCollectionModelId', async () => {
    const signedUp = await site.signUp();
    const token = signedUp.tokens.access_token;
    const { userId } = await bootstrap(site, token, { plannerType: 'corporate' });
    const at = { latitude: home.latitude, longitude: home.longitude };
    const made = ok(
      await send(
        site,
        CreateCorpCollectionMutation,
        { collection: { userId, label: 'Favorites' }, ...at },
        token,
      ),
    ).createCorpCollection;
    const saved = ok(
      await send(
        site,
        CreateCollectionModelMutation,
        { collectionModel: { corpCollectionId: made.id, modelNumber: home.modelNumber } },
        token,
      ),
    ).createCollectionModel;
    expect(saved).toEqual({
      corpCollectionId: made.id,
      corpCollectionModelId: expect.any(Number),
      modelNumber: home.modelNumber,
    });
    // Again: the one already there.
    expect(
      ok(
        await send(
          site,
          CreateCollectionModelMutation,
          { collectionModel: { corpCollectionId: made.id, modelNumber: home.modelNumber } },
          token,
        ),
      ).createCollectionModel.corpCollectionModelId,
    ).toBe(saved.corpCollectionModelId);

    const [collection] = ok(
      await send(site, CorpCollectionsQuery, { userId, ...at }, token),
    ).corpCollections;
    expect(collection!.collectionModels).toEqual([
      {
        id: saved.corpCollectionModelId,
        corpCollectionModelId: saved.corpCollectionModelId,
        modelNumber: home.modelNumber,
      },
    ]);
    const [model] = collection!.models;
    expect(model).toMatchObject({
      modelNumber: home.modelNumber,
      corpCollectionModelId: saved.corpCollectionModelId,
    });
    // Located where the home is: a home center with it is right there.
    expect(model!.nearestDealer).not.toBeNull();
    expect(model!.distance).toBeLessThan(1);

    const patched = ok(
      await send(
        site,
        PatchCorpCollectionMutation,
        { collectionId: made.id, patch: { label: 'Lake house' } },
        token,
      ),
    ).patchCorpCollection;
    expect(patched).toMatchObject({ id: made.id, label: 'Lake house' });
    expect(patched.models.map((m) => m.corpCollectionModelId)).toEqual([
      saved.corpCollectionModelId,
    ]);
    // SPEC §7: the models with their images and virtual tours, SPEC §3's records as stored.
    const [row] = await site.database.db
      .select({ id: models.id })
      .from(models)
      .where(eq(models.modelNumber, home.modelNumber));
    const images = await site.database.db
      .select()
      .from(modelImages)
      .where(eq(modelImages.modelId, row!.id))
      .orderBy(asc(modelImages.sortOrder));
    const tours = await site.database.db
      .select()
      .from(modelVirtualTours)
      .where(eq(modelVirtualTours.modelId, row!.id));
    const records = patched.models[0] as unknown as {
      images: Record<string, unknown>[];
      virtualTours: Record<string, unknown>[];
    };
    expect(images.length).toBeGreaterThan(0);
    expect(records.images).toEqual(
      images.map((image) => ({
        ...image,
        creationDate: image.creationDate.toISOString(),
        lastModificationDate: image.lastModificationDate.toISOString(),
      })),
    );
    expect(records.virtualTours).toEqual(tours);
    expect(
      refusal(
        await send(
          site,
          PatchCorpCollectionMutation,
          { collectionId: made.id, patch: { latitude: 36 } },
          token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'longitude' });

    expect(
      ok(
        await send(
          site,
          DeleteCollectionModelMutation,
          { collectionModelId: saved.corpCollectionModelId },
          token,
        ),
      ).deleteCollectionModel.modelNumber,
    ).toBe(home.modelNumber);
    expect(
      ok(await send(site, DeleteCorpCollectionMutation, { collectionId: made.id }, token))
        .deleteCorpCollection,
    ).toBe(made.id);
    expect(
      ok(await send(site, CorpCollectionsQuery, { userId, ...at }, token)).corpCollections,
    ).toEqual([]);
  });
});

describe('ownership of every collection id (issue 11, the two-user test)', () => {
  it('refuses the second user’s ids under the first user’s token as ids nobody has, changing nothing', async () => {
    const a = await person(lotA);
    const b = await person(lotB);
    const at = { latitude: home.latitude, longitude: home.longitude };
    // The second person's collections, items and models.
    const retailB = ok(
      await send(
        site,
        CreateRetailCollectionMutation,
        { userId: b.userId, label: 'Favorites', lotNumber: lotB },
        b.token,
      ),
    ).createRetailCollection;
    const itemB = ok(
      await send(
        site,
        CreateInventoryItemMutation,
        { inventoryItem: { retailCollectionId: retailB.id, modelNumber: otherModel } },
        b.token,
      ),
    ).createInventoryItem;
    const corpB = ok(
      await send(
        site,
        CreateCorpCollectionMutation,
        { collection: { userId: b.userId, label: 'Favorites' }, ...at },
        b.token,
      ),
    ).createCorpCollection;
    const modelB = ok(
      await send(
        site,
        CreateCollectionModelMutation,
        { collectionModel: { corpCollectionId: corpB.id, modelNumber: otherModel } },
        b.token,
      ),
    ).createCollectionModel;
    const everythingOfB = async () => ({
      retail: ok(
        await send(site, GetRetailCollectionsQuery, { userId: b.userId, lotNumber: null }, b.token),
      ),
      corp: ok(await send(site, CorpCollectionsQuery, { userId: b.userId, ...at }, b.token)),
    });
    const before = await everythingOfB();

    const NOBODY_INT = 2_147_483_647;
    const replay: [string, TadaDocumentNode<unknown, never>, object, object][] = [
      [
        'getRetailCollections',
        GetRetailCollectionsQuery as never,
        { userId: b.userId, lotNumber: null },
        { userId: crypto.randomUUID(), lotNumber: null },
      ],
      [
        'corpCollections',
        CorpCollectionsQuery as never,
        { userId: b.userId, ...at },
        { userId: crypto.randomUUID(), ...at },
      ],
      [
        'createRetailCollection',
        CreateRetailCollectionMutation as never,
        { userId: b.userId, label: 'Mine now', lotNumber: lotB },
        { userId: crypto.randomUUID(), label: 'Mine now', lotNumber: lotB },
      ],
      [
        'patchRetailCollection',
        PatchRetailCollectionMutation as never,
        { collectionId: retailB.id, collection: { label: 'Mine now' } },
        { collectionId: NOBODY_INT, collection: { label: 'Mine now' } },
      ],
      [
        'deleteRetailCollection',
        DeleteRetailCollectionMutation as never,
        { collectionId: retailB.id },
        { collectionId: NOBODY_INT },
      ],
      [
        'createInventoryItem',
        CreateInventoryItemMutation as never,
        { inventoryItem: { retailCollectionId: retailB.id, modelNumber: home.modelNumber } },
        { inventoryItem: { retailCollectionId: NOBODY_INT, modelNumber: home.modelNumber } },
      ],
      [
        'deleteInventoryItem',
        DeleteInventoryItemMutation as never,
        { inventoryItemId: itemB.retailCollectionInventoryItemId },
        { inventoryItemId: NOBODY_INT },
      ],
      [
        'createCorpCollection',
        CreateCorpCollectionMutation as never,
        { collection: { userId: b.userId, label: 'Mine now' }, ...at },
        { collection: { userId: crypto.randomUUID(), label: 'Mine now' }, ...at },
      ],
      [
        'patchCorpCollection',
        PatchCorpCollectionMutation as never,
        { collectionId: corpB.id, patch: { label: 'Mine now' } },
        { collectionId: NOBODY_INT, patch: { label: 'Mine now' } },
      ],
      [
        'deleteCorpCollection',
        DeleteCorpCollectionMutation as never,
        { collectionId: corpB.id },
        { collectionId: NOBODY_INT },
      ],
      [
        'createCollectionModel',
        CreateCollectionModelMutation as never,
        { collectionModel: { corpCollectionId: corpB.id, modelNumber: home.modelNumber } },
        { collectionModel: { corpCollectionId: NOBODY_INT, modelNumber: home.modelNumber } },
      ],
      [
        'deleteCollectionModel',
        DeleteCollectionModelMutation as never,
        { collectionModelId: modelB.corpCollectionModelId },
        { collectionModelId: NOBODY_INT },
      ],
    ];
    for (const [name, document, theirs, nobodys] of replay) {
      const refused = await send(site, document, theirs as never, a.token);
      expect(refusal(refused).code, name).toBe('NOT_FOUND');
      expect(JSON.stringify(refused.data ?? null), name).not.toContain(b.userId);
      // Exactly what an id that does not exist answers.
      expect(refusal(refused).message, name).toBe(
        refusal(await send(site, document, nobodys as never, a.token)).message,
      );
    }
    expect(await everythingOfB()).toEqual(before);
  });

  it('answers each collection operation without a token with 401, and a read-only token cannot write', async () => {
    const { userId } = await person(lotA);
    const reader = await site.signUp({ scope: 'openid profile email global.user.read' });
    const write: [string, TadaDocumentNode<unknown, never>, object][] = [
      [
        'createRetailCollection',
        CreateRetailCollectionMutation as never,
        { userId, label: 'A', lotNumber: lotA },
      ],
      [
        'createInventoryItem',
        CreateInventoryItemMutation as never,
        { inventoryItem: { retailCollectionId: 1, modelNumber: otherModel } },
      ],
      ['deleteInventoryItem', DeleteInventoryItemMutation as never, { inventoryItemId: 1 }],
      [
        'createCorpCollection',
        CreateCorpCollectionMutation as never,
        { collection: { userId, label: 'A' }, latitude: 36, longitude: -84 },
      ],
      ['deleteCollectionModel', DeleteCollectionModelMutation as never, { collectionModelId: 1 }],
    ];
    for (const [name, document, variables] of write) {
      const anonymous = await send(site, document, variables as never, null);
      expect(anonymous.status, name).toBe(401);
      const asReader = await send(site, document, variables as never, reader.tokens.access_token);
      expect(asReader.status, name).toBe(403);
      expect(refusal(asReader).code, name).toBe('FORBIDDEN');
    }
    expect(
      (await send(site, GetRetailCollectionsQuery, { userId, lotNumber: null }, null)).status,
    ).toBe(401);
  });
});
