// The buyer portal's API end to end (issue 10): real sign-ups through our
// provider, real access tokens, the browser's own documents over HTTP to a
// site that accepts only trusted documents, on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddLikedFeatureMutation,
  CreateUserAndPlannerMutation,
  DealersNearQuery,
  GetHomeCenterQuery,
  GetPlannerProgressServiceQuery,
  PlannerQuery,
  GetUserQuery,
  InitializePlannerMutation,
  InitializePlannerServiceMutation,
  MarkContentCompleteMutation,
  MarkContentIncompleteMutation,
  PatchUserMutation,
  PostUserSignupFormMutation,
  RemoveLikedFeatureMutation,
  TrackEventMutation,
  UpdateProfileMutation,
} from '../../app/graphql/documents/portal.ts';
import {
  AuthorizedApplicationsQuery,
  GetApplicationQuery,
  UpdatePasswordServiceMutation,
} from '../../app/graphql/documents/account.ts';
import { teamRank } from '../../lib/team-order.ts';
import {
  accounts,
  corpCollectionModels,
  corpCollections,
  dealers,
  features,
  models,
  retailCollectionItems,
  retailCollections,
  signUpForms,
  trackingEvents,
  users,
} from '../db/schema.ts';
import { startTestSite, TEST_CLIENT, TEST_PERSON, type TestSite } from '../identity/test-site.ts';
import {
  bootstrap,
  getUserVariables,
  ok,
  refusal,
  send,
  type PlannerChoice,
} from './portal-test-client.ts';

let site: TestSite;
let lotNumber: string;
let otherLotNumber: string;

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const rows = await site.database.db
    .select({ lotNumber: dealers.lotNumber })
    .from(dealers)
    .orderBy(dealers.dealerId)
    .limit(2);
  lotNumber = rows[0]!.lotNumber;
  otherLotNumber = rows[1]!.lotNumber;
});

afterAll(async () => {
  await site?.close();
});

const retail = (): PlannerChoice => ({ plannerType: 'retail', lotNumber });

async function signedUp() {
  const person = await site.signUp();
  return { token: person.tokens.access_token, email: person.email };
}

describe('profile bootstrap (SPEC §4)', () => {
  it('has no user at first, then creates the user, profile and planner, and reads them back', async () => {
    const { token, email } = await signedUp();
    const none = await send(site, GetUserQuery, getUserVariables(retail()), token);
    // Step 2's condition: no data and no error.
    expect(ok(none)).toEqual({ getUser: null });

    const created = ok(
      await send(
        site,
        CreateUserAndPlannerMutation,
        {
          user: { preferredContactMethod: ['phone', 'email', 'phone'], optInEmail: true },
          plannerType: 'retail',
          lotNumber,
          includeRetailCollections: true,
          includeCorpCollections: false,
        },
        token,
      ),
    ).createUserAndPlanner!;
    // Names come from the account; the email is the account's.
    expect(created).toMatchObject({
      firstName: TEST_PERSON.firstName,
      lastName: TEST_PERSON.lastName,
      email,
      identityProviderId: 1,
      phone: '',
      phoneFormatted: null,
      preferredContactMethod: ['phone', 'email'],
      preferredContactTime: [],
      optInEmail: true,
      optInCall: false,
      leadFormSubmitted: false,
      retailCollections: [],
    });
    expect(created).not.toHaveProperty('corpCollections');
    expect(created.userId).toMatch(/^[0-9a-f-]{36}$/);

    const user = ok(
      await send(site, GetUserQuery, getUserVariables(retail(), created.userId), token),
    ).getUser!;
    expect(user.userId).toBe(created.userId);
    expect(user.profile).toMatchObject({
      profileType: 'retail',
      lotNumber,
      budget: null,
      hasLand: null,
      likedFeatures: [],
    });
    const progress = user.plannerProgress!;
    expect(progress.planner.plannerType).toBe('retail');
    expect(progress.planner.sections.map((s) => [s.name, s.title])).toEqual([
      ['journey', 'Home Buying Journey'],
      ['budget', 'Budget'],
      ['land', 'Land'],
      ['aspirations', 'Home Aspirations'],
    ]);
    expect(
      progress.plannerProgress.map((s) => [s.section, s.completed, s.total, s.percentCompleted]),
    ).toEqual([
      ['journey', 0, 9, 0],
      ['budget', 0, 6, 0],
      ['land', 0, 6, 0],
      ['aspirations', 0, 6, 0],
    ]);
    expect(progress.userPlanners).toEqual([
      { plannerType: 'retail', lotNumber, completedContents: [] },
    ]);
  });

  it('makes one user when two tabs create it at once, and returns an existing user unchanged', async () => {
    const { token } = await signedUp();
    const create = (firstName: string) =>
      send(
        site,
        CreateUserAndPlannerMutation,
        {
          user: { firstName },
          plannerType: 'corporate',
          lotNumber: null,
          includeRetailCollections: false,
          includeCorpCollections: true,
        },
        token,
      );
    const [a, b] = await Promise.all([create('Ana'), create('Bea')]);
    const userA = ok(a).createUserAndPlanner!;
    const userB = ok(b).createUserAndPlanner!;
    expect(userA.userId).toBe(userB.userId);
    const rows = await site.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.userId, userA.userId));
    expect(rows).toHaveLength(1);
    // A third call changes nothing of the existing user.
    const again = ok(await create('Cleo')).createUserAndPlanner!;
    expect(again.firstName).toBe(rows[0]!.firstName);
    expect(['Ana', 'Bea']).toContain(again.firstName);
  });

  it('initializes a planner for a user without one, echoing clientMutationId, idempotently', async () => {
    const { token } = await signedUp();
    const before = await send(
      site,
      InitializePlannerMutation,
      { plannerType: 'retail', lotNumber, clientMutationId: 'tab-1' },
      token,
    );
    expect(refusal(before).code).toBe('NOT_FOUND');

    const user = await bootstrap(site, token, { plannerType: 'corporate' });
    const first = ok(
      await send(
        site,
        InitializePlannerMutation,
        { plannerType: 'retail', lotNumber: otherLotNumber, clientMutationId: 'tab-1' },
        token,
      ),
    ).initializePlanner!;
    expect(first.clientMutationId).toBe('tab-1');
    const second = ok(
      await send(
        site,
        InitializePlannerServiceMutation,
        { plannerType: 'retail', lotNumber: otherLotNumber, clientMutationId: null },
        token,
      ),
    ).initializePlannerService!;
    expect(second).toEqual({ ...first, clientMutationId: null });
    expect(second.profileId).not.toBe(user.profile!.profileId);

    const read = ok(
      await send(
        site,
        GetUserQuery,
        getUserVariables({ plannerType: 'retail', lotNumber: otherLotNumber }),
        token,
      ),
    ).getUser!;
    expect(read.profile!.profileId).toBe(first.profileId);
    expect(read.plannerProgress!.planner.plannerId).toBe(first.plannerId);
    expect(read.plannerProgress!.userPlanners.map((p) => [p.plannerType, p.lotNumber])).toEqual([
      ['corporate', null],
      ['retail', otherLotNumber],
    ]);

    const unknownLot = await send(
      site,
      InitializePlannerMutation,
      { plannerType: 'retail', lotNumber: '987654321', clientMutationId: null },
      token,
    );
    expect(refusal(unknownLot)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lotNumber' });
    const noLot = await send(
      site,
      InitializePlannerMutation,
      { plannerType: 'retail', lotNumber: null, clientMutationId: null },
      token,
    );
    expect(refusal(noLot)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lotNumber' });
  });

  it('starts a planner somewhere new with the answers, likes and done steps the buyer already has', async () => {
    const { token } = await signedUp();
    // The main site first: a corporate plan with answers, a liked feature and a step done.
    const corporate = await bootstrap(site, token, { plannerType: 'corporate' });
    ok(
      await send(
        site,
        UpdateProfileMutation,
        {
          profileId: corporate.profile!.profileId,
          patch: { budget: 185_000, hasLand: false, cashBudget: 0 },
        },
        token,
      ),
    );
    ok(
      await send(
        site,
        AddLikedFeatureMutation,
        { profileId: corporate.profile!.profileId, featureId: 3 },
        token,
      ),
    );
    ok(
      await send(
        site,
        MarkContentCompleteMutation,
        { contentTag: 'journey-how-it-works', plannerType: 'corporate', lotNumber: null },
        token,
      ),
    );
    // Then a home center's site: its planner starts from that, not from nothing.
    ok(
      await send(
        site,
        InitializePlannerMutation,
        { plannerType: 'retail', lotNumber: otherLotNumber, clientMutationId: null },
        token,
      ),
    );
    const retailUser = ok(
      await send(
        site,
        GetUserQuery,
        getUserVariables({ plannerType: 'retail', lotNumber: otherLotNumber }),
        token,
      ),
    ).getUser!;
    expect(retailUser.profile).toMatchObject({
      profileType: 'retail',
      lotNumber: otherLotNumber,
      budget: 185_000,
      hasLand: false,
      cashBudget: 0,
    });
    expect(retailUser.profile!.profileId).not.toBe(corporate.profile!.profileId);
    expect(retailUser.profile!.likedFeatures.map((f) => f.featureId)).toEqual([3]);
    const journey = retailUser.plannerProgress!.plannerProgress.find(
      (p) => p.section === 'journey',
    )!;
    expect(journey.completedContents).toEqual(['journey-how-it-works']);
    // From then on each is its own: a change to one leaves the other.
    ok(
      await send(
        site,
        UpdateProfileMutation,
        { profileId: retailUser.profile!.profileId, patch: { budget: 200_000 } },
        token,
      ),
    );
    const again = ok(
      await send(site, GetUserQuery, getUserVariables({ plannerType: 'corporate' }), token),
    ).getUser!;
    expect(again.profile!.budget).toBe(185_000);
  });

  it('answers a retail profile asked for without a lot number with BAD_USER_INPUT', async () => {
    const { token } = await signedUp();
    await bootstrap(site, token, retail());
    const answer = await send(
      site,
      GetUserQuery,
      { ...getUserVariables(retail()), lotNumber: null },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lotNumber',
    });
  });
});

describe('patchUser', () => {
  it('changes given fields, keeps absent ones, clears with clearFields, and renames the account', async () => {
    const { token } = await signedUp();
    const user = await bootstrap(site, token, retail());
    const patch = (variables: Partial<Parameters<typeof send<unknown, object>>[2]> & object) =>
      send(
        site,
        PatchUserMutation,
        {
          userId: user.userId,
          patch: {},
          clearFields: null,
          lotNumber,
          includeRetailCollections: false,
          includeCorpCollections: false,
          ...variables,
        },
        token,
      );

    const changed = ok(
      await patch({
        patch: {
          phone: '(865) 555-0123',
          zipCode: ' 37918 ',
          preferredContactTime: ['evening', 'weekend'],
          preferredName: 'Dee',
          optInText: true,
          firstName: 'Dana Marie',
        },
      }),
    ).patchUser!;
    expect(changed).toMatchObject({
      phone: '8655550123',
      phoneFormatted: '(865) 555-0123',
      zipCode: '37918',
      preferredContactTime: ['evening', 'weekend'],
      preferredName: 'Dee',
      optInText: true,
      optInEmail: false,
      firstName: 'Dana Marie',
      lastName: TEST_PERSON.lastName,
    });
    // The account's name follows, so the ID token's does on the next renewal.
    const [account] = await site.database.db
      .select({ firstName: accounts.firstName })
      .from(accounts)
      .innerJoin(users, eq(users.subject, sql`${accounts.accountId}::text`))
      .where(eq(users.userId, user.userId));
    expect(account!.firstName).toBe('Dana Marie');

    const cleared = ok(
      await patch({ patch: { suffix: 'Jr.' }, clearFields: ['phone', 'preferredContactTime'] }),
    ).patchUser!;
    expect(cleared).toMatchObject({
      phone: '',
      phoneFormatted: null,
      preferredContactTime: [],
      suffix: 'Jr.',
      zipCode: '37918',
      preferredName: 'Dee',
    });

    for (const [bad, field] of [
      [{ phone: '555-0123' }, 'phone'],
      [{ phone: '1 (865) 555-0123' }, 'phone'],
      [{ zipCode: '3791' }, 'zipCode'],
      [{ preferredContactMethod: ['fax'] }, 'preferredContactMethod'],
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: 'Buyer\nBcc: x@example.com' }, 'lastName'],
      [{ suffix: 'x'.repeat(11) }, 'suffix'],
    ] as const) {
      expect(refusal(await patch({ patch: bad })), JSON.stringify(bad)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect(
      refusal(await patch({ patch: { zipCode: '37918' }, clearFields: ['zipCode'] })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'zipCode' });
    // Nothing of the refused patches was written.
    const after = ok(await send(site, GetUserQuery, getUserVariables(retail()), token)).getUser!;
    expect(after).toMatchObject({
      zipCode: '37918',
      suffix: 'Jr.',
      lastName: TEST_PERSON.lastName,
    });
  });
});

describe('updateProfile', () => {
  it('stores false and 0, keeps absent fields, and clears with null', async () => {
    const { token } = await signedUp();
    const { profile } = await bootstrap(site, token, retail());
    const update = (patch: object) =>
      send(site, UpdateProfileMutation, { profileId: profile!.profileId, patch }, token);
    const year = new Date().getUTCFullYear();

    const first = ok(
      await update({
        hasLand: false,
        isPreApproved: false,
        cashBudget: 0,
        budget: 95000,
        preferredBaths: 2.5,
        preferredBeds: 3,
        landZip: '37918',
        budgetConfidence: 'rough-idea',
        fundingSource: 'pre_approved',
        targetMoveDateMonth: 6,
        targetMoveDateYear: year + 1,
        propertyDescription: 'Two acres\nwith a creek',
      }),
    ).updateProfile!;
    expect(first).toMatchObject({
      hasLand: false,
      isPreApproved: false,
      cashBudget: 0,
      budget: 95000,
      preferredBaths: 2.5,
      landZip: '37918',
      propertyDescription: 'Two acres\nwith a creek',
    });

    const second = ok(await update({ budget: null, landZip: '' })).updateProfile!;
    expect(second).toMatchObject({
      budget: null,
      landZip: null,
      hasLand: false,
      cashBudget: 0,
      preferredBeds: 3,
    });

    const [model] = await site.database.db
      .select({ modelNumber: models.modelNumber })
      .from(models)
      .limit(1);
    expect(
      ok(await update({ topFavoriteHome: model!.modelNumber })).updateProfile!.topFavoriteHome,
    ).toBe(model!.modelNumber);

    for (const [bad, field] of [
      [{ budget: -1 }, 'budget'],
      [{ budget: 5_000_001 }, 'budget'],
      [{ preferredBaths: 2.25 }, 'preferredBaths'],
      [{ preferredBaths: 0.5 }, 'preferredBaths'],
      [{ preferredBeds: 9 }, 'preferredBeds'],
      [{ landZip: 'abcde' }, 'landZip'],
      [{ targetMoveDateMonth: 13 }, 'targetMoveDateMonth'],
      [{ targetMoveDateYear: year - 2 }, 'targetMoveDateYear'],
      [{ targetMoveDateYear: year + 6 }, 'targetMoveDateYear'],
      [{ budgetConfidence: 'maybe' }, 'budgetConfidence'],
      [{ fundingSource: 'pre-approved' }, 'fundingSource'],
      [{ landType: 'island' }, 'landType'],
      [{ topFavoriteHome: 'NO-SUCH-HOME' }, 'topFavoriteHome'],
      [{ propertyDescription: 'x'.repeat(1001) }, 'propertyDescription'],
    ] as const) {
      expect(refusal(await update(bad)), JSON.stringify(bad)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const after = ok(await send(site, GetUserQuery, getUserVariables(retail()), token)).getUser!;
    expect(after.profile).toMatchObject({ budget: null, preferredBaths: 2.5, landType: null });
  });
});

describe('ZIP codes', () => {
  it('refuses a ZIP code that does not exist, on the user and on the land, naming the field', async () => {
    const { token } = await signedUp();
    const user = await bootstrap(site, token, { plannerType: 'corporate' });
    const onUser = await send(
      site,
      PatchUserMutation,
      {
        userId: user.userId,
        patch: { zipCode: '00000', optInCall: false, optInEmail: false, optInText: false },
        clearFields: null,
        lotNumber: null,
        includeRetailCollections: false,
        includeCorpCollections: false,
      },
      token,
    );
    expect(refusal(onUser)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'zipCode' });
    expect(refusal(onUser).message).toBe('We could not find ZIP code 00000.');
    const onLand = await send(
      site,
      UpdateProfileMutation,
      { profileId: user.profile!.profileId, patch: { landZip: '00000', budget: 1 } },
      token,
    );
    expect(refusal(onLand)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'landZip' });
    // Nothing of a refused patch is kept.
    const after = ok(
      await send(site, GetUserQuery, getUserVariables({ plannerType: 'corporate' }), token),
    ).getUser!;
    expect(after.zipCode).toBe('');
    expect(after.profile).toMatchObject({ landZip: null, budget: null });
  });
});

describe('liked features', () => {
  it('adds once, removes idempotently, lists them with their pictures in the order liked', async () => {
    const { token } = await signedUp();
    const { profile } = await bootstrap(site, token, retail());
    const ids = (
      await site.database.db
        .select({ id: features.featureId })
        .from(features)
        .orderBy(features.featureId)
        .limit(3)
    ).map((row) => row.id);
    const like = (featureId: number) =>
      send(site, AddLikedFeatureMutation, { profileId: profile!.profileId, featureId }, token);
    const unlike = (featureId: number) =>
      send(site, RemoveLikedFeatureMutation, { profileId: profile!.profileId, featureId }, token);

    expect(ok(await like(ids[1]!)).addLikedFeature!.featureId).toBe(ids[1]);
    ok(await like(ids[0]!));
    ok(await like(ids[1]!));
    const liked = ok(await send(site, GetUserQuery, getUserVariables(retail()), token)).getUser!
      .profile!.likedFeatures;
    expect(liked.map((f) => f.featureId)).toEqual([ids[1], ids[0]]);
    for (const feature of liked) {
      expect(feature).toHaveProperty('thumbnail');
      expect(feature).toHaveProperty('icon');
      expect(feature.name).not.toBe('');
    }

    expect(ok(await unlike(ids[1]!)).removeLikedFeature!.featureId).toBe(ids[1]);
    expect(ok(await unlike(ids[1]!)).removeLikedFeature!.featureId).toBe(ids[1]);
    expect(refusal(await like(2_000_000_000))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'featureId',
    });
    const left = ok(await send(site, GetUserQuery, getUserVariables(retail()), token)).getUser!
      .profile!.likedFeatures;
    expect(left.map((f) => f.featureId)).toEqual([ids[0]]);
  });
});

describe('planner progress', () => {
  it('moves percentCompleted as articles and tasks are marked, idempotently', async () => {
    const { token } = await signedUp();
    await bootstrap(site, token, retail());
    const mark = async (contentTag: string, complete = true) => {
      const variables = { contentTag, plannerType: 'retail' as const, lotNumber };
      const result = complete
        ? ok(await send(site, MarkContentCompleteMutation, variables, token)).markContentComplete
        : ok(await send(site, MarkContentIncompleteMutation, variables, token))
            .markContentIncomplete;
      return result!;
    };
    const journey = (result: Awaited<ReturnType<typeof mark>>) =>
      result.plannerProgress.find((s) => s.section === 'journey')!;

    expect(journey(await mark('journey-visit-home-center'))).toMatchObject({
      completed: 1,
      percentCompleted: 11,
      completedContents: ['journey-visit-home-center'],
    });
    expect(journey(await mark('journey-visit-home-center')).completed).toBe(1);
    expect(journey(await mark('journey-how-it-works'))).toMatchObject({
      completed: 2,
      percentCompleted: 22,
    });
    expect(journey(await mark('journey-visit-home-center', false))).toMatchObject({
      completed: 1,
      percentCompleted: 11,
      completedContents: ['journey-how-it-works'],
    });
    expect(journey(await mark('journey-visit-home-center', false)).completed).toBe(1);

    // The planner pages' words come with the page, for everybody alike (no token).
    const planner = ok(await send(site, PlannerQuery, { plannerType: 'retail' }, null)).planner;
    const items = planner.sections.flatMap((s) => s.contents);
    expect(items).toHaveLength(27);
    for (const item of items) {
      expect(item.body.split('\n\n').length, item.tag).toBeGreaterThanOrEqual(1);
      expect(item.body.length, item.tag).toBeGreaterThan(150);
    }
    // The buyer's progress on those pages comes with their token, without the words.
    const pages = ok(
      await send(site, GetPlannerProgressServiceQuery, { plannerType: 'retail', lotNumber }, token),
    ).getPlannerProgressService!;
    expect(pages.planner.plannerId).toBe(planner.plannerId);
    expect(pages.userPlanners[0]!.completedContents).toEqual(['journey-how-it-works']);
  });

  it('refuses unknown tags and question tags, and completes questions from the profile', async () => {
    const { token } = await signedUp();
    const { profile } = await bootstrap(site, token, retail());
    const mark = (contentTag: string) =>
      send(
        site,
        MarkContentCompleteMutation,
        { contentTag, plannerType: 'retail', lotNumber },
        token,
      );
    expect(refusal(await mark('no-such-tag'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'contentTag',
    });
    const question = refusal(await mark('budget-amount'));
    expect(question).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contentTag' });
    expect(question.message).toContain('Budget form');
    expect(
      refusal(
        await send(
          site,
          MarkContentIncompleteMutation,
          { contentTag: 'land-has-land', plannerType: 'retail', lotNumber },
          token,
        ),
      ).code,
    ).toBe('BAD_USER_INPUT');

    ok(
      await send(
        site,
        UpdateProfileMutation,
        { profileId: profile!.profileId, patch: { budget: 0, hasLand: false, preferredBeds: 3 } },
        token,
      ),
    );
    const progress = ok(
      await send(site, GetPlannerProgressServiceQuery, { plannerType: 'retail', lotNumber }, token),
    ).getPlannerProgressService!;
    const section = (name: string) => progress.plannerProgress.find((s) => s.section === name)!;
    // A budget of 0 and "no land" are answers; beds without baths are not a size yet.
    expect(section('budget')).toMatchObject({ completed: 1, percentCompleted: 17 });
    expect(section('budget').completedContents).toEqual(['budget-amount']);
    expect(section('land').completedContents).toEqual(['land-has-land']);
    expect(section('aspirations').completed).toBe(0);
    expect(section('budget').contents.find((c) => c.tag === 'budget-amount')).toEqual({
      type: 'question',
      tag: 'budget-amount',
      isCompleted: true,
    });

    // Three liked features answer aspirations-features.
    const ids = (
      await site.database.db.select({ id: features.featureId }).from(features).limit(3)
    ).map((row) => row.id);
    for (const featureId of ids) {
      ok(
        await send(
          site,
          AddLikedFeatureMutation,
          { profileId: profile!.profileId, featureId },
          token,
        ),
      );
    }
    const after = ok(
      await send(site, GetPlannerProgressServiceQuery, { plannerType: 'retail', lotNumber }, token),
    ).getPlannerProgressService!;
    expect(
      after.plannerProgress.find((s) => s.section === 'aspirations')!.completedContents,
    ).toEqual(['aspirations-features']);
  });

  it('takes the misspelled scheme word for the two mark operations only (SPEC §6)', async () => {
    const { token } = await signedUp();
    await bootstrap(site, token, retail());
    const variables = {
      contentTag: 'journey-walk-through',
      plannerType: 'retail' as const,
      lotNumber,
    };
    ok(await send(site, MarkContentCompleteMutation, variables, token, { scheme: 'Bearor' }));
    ok(await send(site, MarkContentIncompleteMutation, variables, token, { scheme: 'Bearor' }));
    const elsewhere = await send(site, GetUserQuery, getUserVariables(retail()), token, {
      scheme: 'Bearor',
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers null for a planner the caller does not have', async () => {
    const { token } = await signedUp();
    expect(
      ok(
        await send(
          site,
          GetPlannerProgressServiceQuery,
          { plannerType: 'corporate', lotNumber: null },
          token,
        ),
      ),
    ).toEqual({ getPlannerProgressService: null });
    await bootstrap(site, token, retail());
    expect(
      ok(
        await send(
          site,
          GetPlannerProgressServiceQuery,
          { plannerType: 'corporate', lotNumber: null },
          token,
        ),
      ),
    ).toEqual({ getPlannerProgressService: null });
  });
});

describe('postUserSignupForm', () => {
  it('stores the sign-up content once per user and lot number', async () => {
    const { token } = await signedUp();
    const user = await bootstrap(site, token, retail());
    const content = JSON.stringify({
      firstName: 'Dana',
      lastName: 'Buyer',
      lotNumber,
      page: '/myhome-account-login',
      referrer: `https://search.example/?q=${'x'.repeat(600)}`,
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
      ignored: 'not kept',
    });
    const first = ok(
      await send(site, PostUserSignupFormMutation, { content }, token),
    ).postUserSignupForm;
    expect(first).toMatch(/^\d+$/);
    const second = ok(
      await send(
        site,
        PostUserSignupFormMutation,
        { content: JSON.stringify({ lotNumber }) },
        token,
      ),
    ).postUserSignupForm;
    expect(second).toBe(first);
    const rows = await site.database.db
      .select()
      .from(signUpForms)
      .where(eq(signUpForms.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toMatchObject({ firstName: 'Dana', utm: { source: 'newsletter' } });
    expect(rows[0]!.content).not.toHaveProperty('ignored');
    expect(String(rows[0]!.content.referrer)).toHaveLength(512);

    for (const bad of [
      'not json',
      '[1]',
      JSON.stringify({ lotNumber: 'abc' }),
      `{"firstName":"\\u0000"}`,
      'x'.repeat(5000),
    ]) {
      expect(
        refusal(await send(site, PostUserSignupFormMutation, { content: bad }, token)).code,
        bad.slice(0, 40),
      ).toBe('BAD_USER_INPUT');
    }
  });
});

describe('trackEvent', () => {
  it('records events with or without a token, cut to 512 characters', async () => {
    const { token } = await signedUp();
    const user = await bootstrap(site, token, retail());
    const location = `https://homes.example/portal?${'a'.repeat(600)}`;
    expect(
      ok(
        await send(site, TrackEventMutation, {
          name: 'planner_started',
          location,
          referrer: null,
          properties: [{ key: 'section', value: 'journey' }],
        }),
      ).trackEvent,
    ).toBe(true);
    ok(
      await send(
        site,
        TrackEventMutation,
        { name: 'planner_progressed', location: '/portal', referrer: '/', properties: null },
        token,
      ),
    );
    const rows = await site.database.db
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.name} in ('planner_started', 'planner_progressed')`);
    const started = rows.find(
      (r) => r.name === 'planner_started' && r.location.startsWith('https://homes.example'),
    )!;
    expect(started.location).toHaveLength(512);
    expect(started.userId).toBeNull();
    expect(started.properties).toEqual({ section: 'journey' });
    expect(rows.find((r) => r.name === 'planner_progressed')!.userId).toBe(user.userId);

    const tooMany = Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    for (const properties of [
      tooMany,
      [{ key: 'a', value: 'x'.repeat(201) }],
      [{ key: '9a', value: 'x' }],
      [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    ]) {
      expect(
        refusal(
          await send(site, TrackEventMutation, {
            name: 'profile_updated',
            location: null,
            referrer: null,
            properties,
          }),
        ).code,
      ).toBe('BAD_USER_INPUT');
    }
  });
});

describe('home centers for the portal', () => {
  it('lists a home center’s team in SPEC §9’s order', async () => {
    const { getDealer } = ok(await send(site, GetHomeCenterQuery, { lotNumber }));
    const ranks = getDealer!.salesAgents.map((agent) => teamRank(agent.salesAgentTitle));
    expect(ranks.length).toBeGreaterThan(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(getDealer!.salesAgents[0]!.phoneFormatted).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it('finds the nearest home centers to a ZIP code, within 250 miles', async () => {
    const [dealer] = await site.database.db
      .select({ postalCode: dealers.postalCode, dealerId: dealers.dealerId })
      .from(dealers)
      .where(eq(dealers.lotNumber, lotNumber));
    const near = ok(
      await send(site, DealersNearQuery, { postalCode: dealer!.postalCode, limit: 5 }),
    ).dealersNear;
    expect(near.length).toBeGreaterThanOrEqual(1);
    expect(near.length).toBeLessThanOrEqual(5);
    const distances = near.map((n) => n.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 250)).toBe(true);
    expect(near.map((n) => n.dealer.dealerId)).toContain(dealer!.dealerId);

    expect(
      ok(await send(site, DealersNearQuery, { postalCode: '00000', limit: null })).dealersNear,
    ).toEqual([]);
    expect(
      refusal(await send(site, DealersNearQuery, { postalCode: '3791', limit: null })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'postalCode',
    });
    expect(
      refusal(await send(site, DealersNearQuery, { postalCode: '37918', limit: 11 })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
  });
});

describe('collections on the user (read side)', () => {
  it('lists the caller’s own saved homes and models', async () => {
    const { token } = await signedUp();
    const user = await bootstrap(site, token, retail());
    const db = site.database.db;
    const [retailRow] = await db
      .insert(retailCollections)
      .values({ userId: user.userId, label: 'Favorites', lotNumber })
      .returning();
    await db
      .insert(retailCollectionItems)
      .values({ collectionId: retailRow!.id, modelNumber: 'M-1', serialNumber: null });
    await db
      .insert(retailCollections)
      .values({ userId: user.userId, label: 'Elsewhere', lotNumber: otherLotNumber });
    const [corpRow] = await db
      .insert(corpCollections)
      .values({ userId: user.userId, label: 'Ideas', latitude: 35.96, longitude: -83.92 })
      .returning();
    await db.insert(corpCollectionModels).values({ collectionId: corpRow!.id, modelNumber: 'M-2' });

    const read = ok(await send(site, GetUserQuery, getUserVariables(retail()), token)).getUser!;
    expect(read.retailCollections).toEqual([
      {
        id: retailRow!.id,
        label: 'Favorites',
        lotNumber,
        userId: user.userId,
        inventoryItems: [
          {
            id: expect.any(Number),
            collectionId: retailRow!.id,
            modelNumber: 'M-1',
            serialNumber: null,
          },
        ],
      },
    ]);
    expect(read.corpCollections).toEqual([
      {
        id: corpRow!.id,
        label: 'Ideas',
        userId: user.userId,
        latitude: 35.96,
        longitude: -83.92,
        collectionModels: [
          { id: expect.any(Number), collectionId: corpRow!.id, modelNumber: 'M-2' },
        ],
      },
    ]);
    const rows = await db
      .select({ id: retailCollections.id })
      .from(retailCollections)
      .where(and(eq(retailCollections.userId, user.userId)));
    expect(rows).toHaveLength(2);
  });
});

describe('the account page’s documents', () => {
  it('lists the applications signed in to, names a client, and mails a password link', async () => {
    const { token, email } = await signedUp();
    const { authorizedApplications } = ok(await send(site, AuthorizedApplicationsQuery, {}, token));
    expect(authorizedApplications.map((a) => a.clientId)).toContain(TEST_CLIENT);
    expect(
      ok(await send(site, GetApplicationQuery, { name: TEST_CLIENT })).getApplication,
    ).toMatchObject({
      clientId: TEST_CLIENT,
      isRetail: false,
    });
    expect(
      ok(await send(site, UpdatePasswordServiceMutation, { email, clientId: TEST_CLIENT }, token))
        .updatePasswordService,
    ).toBe(true);
    expect(
      refusal(
        await send(
          site,
          UpdatePasswordServiceMutation,
          { email: 'other@example.com', clientId: TEST_CLIENT },
          token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});
