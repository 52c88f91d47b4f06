// Issue 10's ownership test: two people signed up through our provider, each
// with a real access token. Every operation that takes an id is replayed with
// the second person's ids under the first person's token: each is refused as
// an id that does not exist would be, and the second person's data reads back
// unchanged with their own token. Without a token the portal answers 401; a
// token without the write scope cannot write (403).
import { randomUUID } from 'node:crypto';
import type { TadaDocumentNode } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddLikedFeatureMutation,
  CreateUserAndPlannerMutation,
  GetPlannerProgressServiceQuery,
  GetUserQuery,
  InitializePlannerMutation,
  InitializePlannerServiceMutation,
  LeadSubmittedQuery,
  MarkContentCompleteMutation,
  MarkContentIncompleteMutation,
  PatchUserMutation,
  PostPortalLeadFormMutation,
  PostUserSignupFormMutation,
  RemoveLikedFeatureMutation,
  UpdateProfileMutation,
} from '../../app/graphql/documents/portal.ts';
import { dealers, features } from '../db/schema.ts';
import { startTestSite, type TestSite } from '../identity/test-site.ts';
import {
  bootstrap,
  getUserVariables,
  ok,
  refusal,
  send,
  type ApiAnswer,
} from './portal-test-client.ts';

let site: TestSite;
let lotA: string;
let lotB: string;
let dealerNumberB: string;
let featureIds: number[];

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const rows = await site.database.db
    .select({ lotNumber: dealers.lotNumber, dealerNumber: dealers.dealerNumber })
    .from(dealers)
    .orderBy(dealers.dealerId)
    .limit(2);
  lotA = rows[0]!.lotNumber;
  lotB = rows[1]!.lotNumber;
  dealerNumberB = rows[1]!.dealerNumber;
  featureIds = (
    await site.database.db
      .select({ id: features.featureId })
      .from(features)
      .orderBy(features.featureId)
      .limit(3)
  ).map((row) => row.id);
});

afterAll(async () => {
  await site?.close();
});

/** Everything the second person has, as they read it themselves. */
async function everythingOf(token: string, lotNumber: string, userId: string) {
  const choice = { plannerType: 'retail' as const, lotNumber };
  return {
    user: ok(await send(site, GetUserQuery, getUserVariables(choice, userId), token)).getUser,
    planner: ok(
      await send(site, GetPlannerProgressServiceQuery, { plannerType: 'retail', lotNumber }, token),
    ).getPlannerProgressService,
    lead: ok(
      await send(site, LeadSubmittedQuery, { myHomeAccountId: userId, dealerNumber: null }, token),
    ).leadsubmitted,
  };
}

function notFound(answer: ApiAnswer<unknown>, what: string) {
  expect(refusal(answer).code, what).toBe('NOT_FOUND');
  // Nothing of the other person's comes back with the refusal.
  expect(JSON.stringify(answer.data ?? null), what).not.toMatch(
    /"userId"|"profileId"|"plannerProgress"/,
  );
  return refusal(answer).message;
}

describe('ownership of every id (issue 10)', () => {
  it('refuses the second user’s ids under the first user’s token, changing nothing', async () => {
    const first = await site.signUp();
    const second = await site.signUp();
    const tokenA = first.tokens.access_token;
    const tokenB = second.tokens.access_token;
    await bootstrap(site, tokenA, { plannerType: 'retail', lotNumber: lotA });
    const b = await bootstrap(site, tokenB, { plannerType: 'retail', lotNumber: lotB });
    const profileB = b.profile!.profileId;

    // The second person's data: answers, a liked feature, a marked step, a lead.
    ok(
      await send(
        site,
        PatchUserMutation,
        {
          userId: b.userId,
          patch: { phone: '8655550142', zipCode: '37918', preferredName: 'Bee' },
          clearFields: null,
          lotNumber: lotB,
          includeRetailCollections: false,
          includeCorpCollections: false,
        },
        tokenB,
      ),
    );
    ok(
      await send(
        site,
        UpdateProfileMutation,
        { profileId: profileB, patch: { budget: 150000, hasLand: true, landZip: '37918' } },
        tokenB,
      ),
    );
    ok(
      await send(
        site,
        AddLikedFeatureMutation,
        { profileId: profileB, featureId: featureIds[0]! },
        tokenB,
      ),
    );
    ok(
      await send(
        site,
        MarkContentCompleteMutation,
        { contentTag: 'journey-visit-home-center', plannerType: 'retail', lotNumber: lotB },
        tokenB,
      ),
    );
    ok(
      await send(
        site,
        PostPortalLeadFormMutation,
        {
          content: {
            FirstName: 'Bee',
            LastName: 'Buyer',
            EmailAddress: second.email,
            PortalName: 'Retail',
            DealerNumber: dealerNumberB,
            MarketingMeta: null,
            Message: null,
            SubmissionId: randomUUID(),
          },
        },
        tokenB,
      ),
    );
    const before = await everythingOf(tokenB, lotB, b.userId);
    expect(before.user!.profile!.budget).toBe(150000);
    expect(before.lead!.success).toBe(true);

    const answers: Record<string, string> = {
      getUser: notFound(
        await send(
          site,
          GetUserQuery,
          getUserVariables({ plannerType: 'retail', lotNumber: lotB }, b.userId),
          tokenA,
        ),
        'getUser',
      ),
      patchUser: notFound(
        await send(
          site,
          PatchUserMutation,
          {
            userId: b.userId,
            patch: { firstName: 'Mallory', optInText: true },
            clearFields: ['phone'],
            lotNumber: lotB,
            includeRetailCollections: true,
            includeCorpCollections: true,
          },
          tokenA,
        ),
        'patchUser',
      ),
      updateProfile: notFound(
        await send(
          site,
          UpdateProfileMutation,
          { profileId: profileB, patch: { budget: 1, hasLand: null } },
          tokenA,
        ),
        'updateProfile',
      ),
      addLikedFeature: notFound(
        await send(
          site,
          AddLikedFeatureMutation,
          { profileId: profileB, featureId: featureIds[1]! },
          tokenA,
        ),
        'addLikedFeature',
      ),
      removeLikedFeature: notFound(
        await send(
          site,
          RemoveLikedFeatureMutation,
          { profileId: profileB, featureId: featureIds[0]! },
          tokenA,
        ),
        'removeLikedFeature',
      ),
      leadsubmitted: notFound(
        await send(
          site,
          LeadSubmittedQuery,
          { myHomeAccountId: b.userId, dealerNumber: dealerNumberB },
          tokenA,
        ),
        'leadsubmitted',
      ),
      // The first person has no planner at the second's home center.
      markContentComplete: notFound(
        await send(
          site,
          MarkContentCompleteMutation,
          { contentTag: 'journey-how-it-works', plannerType: 'retail', lotNumber: lotB },
          tokenA,
        ),
        'markContentComplete',
      ),
      markContentIncomplete: notFound(
        await send(
          site,
          MarkContentIncompleteMutation,
          { contentTag: 'journey-visit-home-center', plannerType: 'retail', lotNumber: lotB },
          tokenA,
        ),
        'markContentIncomplete',
      ),
    };
    // The second person's id answers exactly as an id nobody has.
    const nobody = {
      getUser: await send(
        site,
        GetUserQuery,
        getUserVariables({ plannerType: 'retail', lotNumber: lotA }, randomUUID()),
        tokenA,
      ),
      updateProfile: await send(
        site,
        UpdateProfileMutation,
        { profileId: 2_147_483_647, patch: {} },
        tokenA,
      ),
      leadsubmitted: await send(
        site,
        LeadSubmittedQuery,
        { myHomeAccountId: randomUUID(), dealerNumber: null },
        tokenA,
      ),
    };
    for (const [name, answer] of Object.entries(nobody)) {
      expect(refusal(answer), name).toMatchObject({ code: 'NOT_FOUND', message: answers[name] });
    }
    expect(answers.patchUser).toBe(answers.getUser);
    expect(answers.addLikedFeature).toBe(answers.updateProfile);
    expect(answers.removeLikedFeature).toBe(answers.updateProfile);

    // Reads keyed on the caller's token show the caller's own data, never the other's.
    expect(
      ok(
        await send(
          site,
          GetPlannerProgressServiceQuery,
          { plannerType: 'retail', lotNumber: lotB },
          tokenA,
        ),
      ),
    ).toEqual({ getPlannerProgressService: null });
    const own = ok(
      await send(
        site,
        GetUserQuery,
        getUserVariables({ plannerType: 'retail', lotNumber: lotB }),
        tokenA,
      ),
    ).getUser!;
    expect(own.userId).not.toBe(b.userId);
    expect(own.profile).toBeNull();
    // Making a planner at the second's home center makes the first person's own.
    const made = ok(
      await send(
        site,
        InitializePlannerMutation,
        { plannerType: 'retail', lotNumber: lotB, clientMutationId: null },
        tokenA,
      ),
    ).initializePlanner!;
    expect(made.profileId).not.toBe(profileB);
    ok(
      await send(
        site,
        MarkContentCompleteMutation,
        { contentTag: 'journey-how-it-works', plannerType: 'retail', lotNumber: lotB },
        tokenA,
      ),
    );

    expect(await everythingOf(tokenB, lotB, b.userId)).toEqual(before);
  });
});

/** Each portal operation that needs a token, with plausible variables. */
function portalOperations(ids: { userId: string; profileId: number; lotNumber: string }) {
  const planner = { plannerType: 'retail' as const, lotNumber: ids.lotNumber };
  const operations: [string, TadaDocumentNode<unknown, never>, object, 'read' | 'write'][] = [
    ['getUser', GetUserQuery as never, getUserVariables(planner), 'read'],
    ['getPlannerProgressService', GetPlannerProgressServiceQuery as never, planner, 'read'],
    [
      'leadsubmitted',
      LeadSubmittedQuery as never,
      { myHomeAccountId: ids.userId, dealerNumber: null },
      'read',
    ],
    [
      'createUserAndPlanner',
      CreateUserAndPlannerMutation as never,
      { user: {}, ...planner, includeRetailCollections: false, includeCorpCollections: false },
      'write',
    ],
    [
      'initializePlanner',
      InitializePlannerMutation as never,
      { ...planner, clientMutationId: null },
      'write',
    ],
    [
      'initializePlannerService',
      InitializePlannerServiceMutation as never,
      { ...planner, clientMutationId: null },
      'write',
    ],
    [
      'patchUser',
      PatchUserMutation as never,
      {
        userId: ids.userId,
        patch: { suffix: 'Sr.' },
        clearFields: null,
        lotNumber: ids.lotNumber,
        includeRetailCollections: false,
        includeCorpCollections: false,
      },
      'write',
    ],
    [
      'updateProfile',
      UpdateProfileMutation as never,
      { profileId: ids.profileId, patch: { budget: 5 } },
      'write',
    ],
    [
      'addLikedFeature',
      AddLikedFeatureMutation as never,
      { profileId: ids.profileId, featureId: featureIds[2]! },
      'write',
    ],
    [
      'removeLikedFeature',
      RemoveLikedFeatureMutation as never,
      { profileId: ids.profileId, featureId: featureIds[2]! },
      'write',
    ],
    [
      'markContentComplete',
      MarkContentCompleteMutation as never,
      { contentTag: 'journey-how-it-works', ...planner },
      'write',
    ],
    [
      'markContentIncomplete',
      MarkContentIncompleteMutation as never,
      { contentTag: 'journey-how-it-works', ...planner },
      'write',
    ],
    ['postUserSignupForm', PostUserSignupFormMutation as never, { content: '{}' }, 'write'],
    [
      'postPortalLeadForm',
      PostPortalLeadFormMutation as never,
      {
        content: {
          FirstName: 'A',
          LastName: 'B',
          EmailAddress: 'a@example.com',
          PortalName: 'Retail',
          DealerNumber: dealerNumberB,
          SubmissionId: randomUUID(),
        },
      },
      'write',
    ],
  ];
  return operations;
}

describe('tokens and scopes', () => {
  it('answers every portal operation without a token with 401', async () => {
    const person = await site.signUp();
    const user = await bootstrap(site, person.tokens.access_token, {
      plannerType: 'retail',
      lotNumber: lotA,
    });
    const operations = portalOperations({
      userId: user.userId,
      profileId: user.profile!.profileId,
      lotNumber: lotA,
    });
    expect(operations).toHaveLength(14);
    for (const [name, document, variables] of operations) {
      const answer = await send(site, document, variables as never, null);
      expect(answer.status, name).toBe(401);
      expect(refusal(answer).code, name).toBe('UNAUTHENTICATED');
      expect(answer.headers.get('www-authenticate'), name).toBe('Bearer');
    }
  });

  it('lets a token without global.user.write read but not write (403), and one without read do neither', async () => {
    const writer = await site.signUp();
    const user = await bootstrap(site, writer.tokens.access_token, {
      plannerType: 'retail',
      lotNumber: lotA,
    });
    const ids = { userId: user.userId, profileId: user.profile!.profileId, lotNumber: lotA };
    const reader = await site.signUp({ scope: 'openid profile email global.user.read' });
    const nobody = await site.signUp({ scope: 'openid profile email retail.web.read' });
    for (const [name, document, variables, kind] of portalOperations(ids)) {
      const asReader = await send(site, document, variables as never, reader.tokens.access_token);
      if (kind === 'write') {
        expect(asReader.status, name).toBe(403);
        expect(refusal(asReader).code, name).toBe('FORBIDDEN');
      } else {
        expect(asReader.status, name).not.toBe(403);
      }
      const asNobody = await send(site, document, variables as never, nobody.tokens.access_token);
      expect(asNobody.status, name).toBe(403);
      expect(asNobody.headers.get('www-authenticate'), name).toMatch(/insufficient_scope/);
    }
    // The reader's token wrote nothing: they still have no user.
    expect(
      ok(
        await send(
          site,
          GetUserQuery,
          getUserVariables({ plannerType: 'retail', lotNumber: lotA }),
          reader.tokens.access_token,
        ),
      ),
    ).toEqual({ getUser: null });
  });
});
