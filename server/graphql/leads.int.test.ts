// The portal's lead to a home center (issue 10): stored once per
// SubmissionId however often it is sent, mailed once to the home center (the
// development outbox), answered by leadsubmitted; the buyer's data in the
// mail only, never in a log.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LeadSubmittedQuery,
  MarkContentCompleteMutation,
  PostPortalLeadFormMutation,
  UpdateProfileMutation,
  AddLikedFeatureMutation,
  PatchUserMutation,
} from '../../app/graphql/documents/portal.ts';
import {
  corpCollectionModels,
  corpCollections,
  dealers,
  features,
  homeListings,
  leads,
  models,
  retailCollectionItems,
  retailCollections,
  users,
} from '../db/schema.ts';
import { mailsTo, startTestSite, type TestSite } from '../identity/test-site.ts';
import { bootstrap, ok, refusal, send } from './portal-test-client.ts';

let site: TestSite;
const logLines: string[] = [];
let dealer: {
  dealerId: number;
  dealerNumber: string;
  lotNumber: string;
  email: string;
  name: string;
};
let otherDealerNumber: string;

beforeAll(async () => {
  site = await startTestSite(
    {},
    { trustedDocuments: true, onLog: (line) => logLines.push(JSON.stringify(line)) },
  );
  const rows = await site.database.db
    .select({
      dealerId: dealers.dealerId,
      dealerNumber: dealers.dealerNumber,
      lotNumber: dealers.lotNumber,
      email: dealers.email,
      name: dealers.name,
    })
    .from(dealers)
    .orderBy(dealers.dealerId)
    .limit(2);
  dealer = rows[0]!;
  otherDealerNumber = rows[1]!.dealerNumber;
});

afterAll(async () => {
  await site?.close();
});

const MESSAGE = 'Could we visit on Saturday? <b>Thanks</b> & see you';

/** A home's keys as a saved list holds them. */
const keys = (home: { modelNumber: string; serialNumber: string | null }) => ({
  modelNumber: home.modelNumber,
  serialNumber: home.serialNumber,
});

/** `text` matched as it is. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function leadContent(email: string, overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'Dana',
    LastName: 'Buyer',
    EmailAddress: email.toUpperCase(),
    PortalName: 'Retail',
    DealerNumber: dealer.dealerNumber,
    MarketingMeta: JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring' }),
    Message: MESSAGE,
    SubmissionId: randomUUID(),
    ...overrides,
  };
}

describe('postPortalLeadForm', () => {
  it('stores one lead and sends one mail for two posts of one submission, and a second lead for another', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    const user = await bootstrap(site, token, {
      plannerType: 'retail',
      lotNumber: dealer.lotNumber,
    });
    // Some planner for the mail to carry.
    ok(
      await send(
        site,
        PatchUserMutation,
        {
          userId: user.userId,
          patch: {
            phone: '865-555-0199',
            preferredContactMethod: ['phone'],
            optInCall: true,
            preferredName: 'Dee',
          },
          clearFields: null,
          lotNumber: dealer.lotNumber,
          includeRetailCollections: false,
          includeCorpCollections: false,
        },
        token,
      ),
    );
    ok(
      await send(
        site,
        UpdateProfileMutation,
        {
          profileId: user.profile!.profileId,
          patch: { budget: 120000, hasLand: false, cashBudget: 0, preferredBeds: 3 },
        },
        token,
      ),
    );
    const [feature] = await site.database.db
      .select({ featureId: features.featureId, name: features.name })
      .from(features)
      .limit(1);
    ok(
      await send(
        site,
        AddLikedFeatureMutation,
        { profileId: user.profile!.profileId, featureId: feature!.featureId },
        token,
      ),
    );
    ok(
      await send(
        site,
        MarkContentCompleteMutation,
        {
          contentTag: 'journey-visit-home-center',
          plannerType: 'retail',
          lotNumber: dealer.lotNumber,
        },
        token,
      ),
    );
    // A built home of this home center in the buyer's list for it.
    const [built, builtToo] = await site.database.db
      .select({
        modelNumber: homeListings.modelNumber,
        serialNumber: homeListings.serialNumber,
        name: models.name,
      })
      .from(homeListings)
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(and(eq(homeListings.dealerId, dealer.dealerId), isNotNull(homeListings.serialNumber)))
      .orderBy(homeListings.serialNumber)
      .limit(2);
    const [list] = await site.database.db
      .insert(retailCollections)
      .values({ userId: user.userId, label: 'Favorites', lotNumber: dealer.lotNumber })
      .returning();
    await site.database.db.insert(retailCollectionItems).values({
      collectionId: list!.id,
      modelNumber: built!.modelNumber,
      serialNumber: built!.serialNumber,
    });
    const mailsBefore = (await mailsTo(site, dealer.email)).length;
    const submitted = (dealerNumber: string | null) =>
      send(site, LeadSubmittedQuery, { myHomeAccountId: user.userId, dealerNumber }, token);
    expect(ok(await submitted(null)).leadsubmitted).toEqual({
      success: false,
      submittedAt: null,
      homeCenter: null,
    });

    const content = leadContent(person.email);
    const [a, b] = await Promise.all([
      send(site, PostPortalLeadFormMutation, { content }, token),
      send(site, PostPortalLeadFormMutation, { content }, token),
    ]);
    const first = ok(a).postPortalLeadForm!;
    const second = ok(b).postPortalLeadForm!;
    expect(second).toEqual(first);
    // Greeted by the name they go by, not the form's first name (Dana).
    expect(first.messageBody).toMatch(/^Thank you, Dee\. /);
    expect(first.messageBody).toContain(dealer.name);
    expect(first.messageBody).toContain('call you at (865) 555-0199');
    // A retry later answers the same words and mails nothing.
    expect(
      ok(await send(site, PostPortalLeadFormMutation, { content }, token)).postPortalLeadForm,
    ).toEqual(first);
    const rows = await site.database.db.select().from(leads).where(eq(leads.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'portal',
      email: person.email,
      phone: '8655550199',
      message: MESSAGE,
      marketingMeta: { utm_source: 'newsletter', utm_campaign: 'spring' },
    });
    const mails = await mailsTo(site, dealer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const [mail] = mails;
    expect(mail!.subject).toBe('New lead from Dana Buyer');
    expect(mail!.text).toContain(MESSAGE);
    expect(mail!.text).toContain('- Budget: $120,000');
    expect(mail!.text).toContain('- Has land: No');
    expect(mail!.text).toContain('- Cash for a down payment: $0');
    expect(mail!.text).toContain(`- Liked features: ${feature!.name}`);
    // Which steps are done, by name: an update can say one was undone and another done.
    expect(mail!.text).toContain(
      '- Home Buying Journey: 1 of 9 done (11%): Visit the home center\n',
    );
    expect(mail!.text).toContain('- Prefers: Phone call');
    // The homes they saved for this home center, each with its page.
    expect(mail!.text).toContain(
      `Homes they saved and designed\n- Home: ${built!.name}, serial ${built!.serialNumber}: ${site.base}/homes/${built!.serialNumber}`,
    );
    expect(mail!.text).toContain('- utm_source: newsletter');
    expect(mail!.text).toContain('Dana Buyer sent you their home plan and a message');
    // News and offers: what they agreed to (a call), not whether to answer the lead.
    expect(mail!.text).toContain('- News and offers: wanted by phone call');
    // Only answers: nothing the buyer left blank, and nothing of ours (the page, the source).
    expect(mail!.text).not.toContain('not answered');
    expect(mail!.text).not.toContain('- page:');
    // Reply answers the buyer, not our no-reply sender.
    const raw = await readFile(path.join(site.dataDir, 'outbox', `${mail!.id}.eml`), 'utf8');
    expect(raw).toMatch(
      new RegExp(`^Reply-To: Dana Buyer <${person.email.replace(/[.+]/g, '\\$&')}>`, 'mi'),
    );
    expect(mail!.html).toContain('&lt;b&gt;Thanks&lt;/b&gt; &amp; see you');
    expect(mail!.html).not.toContain('<b>Thanks</b>');
    const [stored] = await site.database.db
      .select()
      .from(leads)
      .where(eq(leads.leadId, first.leadId!));
    expect(stored!.mailedAt).toBeInstanceOf(Date);

    const after = ok(await submitted(null)).leadsubmitted!;
    expect(after.success).toBe(true);
    expect(new Date(after.submittedAt!).getTime()).toBe(stored!.createdAt.getTime());
    // Where it went: the portal says so once the buyer's nearest home center is another.
    expect(after.homeCenter).toEqual({ dealerId: stored!.dealerId, name: dealer.name });
    expect(ok(await submitted(dealer.dealerNumber)).leadsubmitted!.success).toBe(true);
    expect(ok(await submitted(otherDealerNumber)).leadsubmitted!.success).toBe(false);
    const [flag] = await site.database.db
      .select({ leadFormSubmitted: users.leadFormSubmitted })
      .from(users)
      .where(eq(users.userId, user.userId));
    expect(flag!.leadFormSubmitted).toBe(true);

    const another = ok(
      await send(site, PostPortalLeadFormMutation, { content: leadContent(person.email) }, token),
    ).postPortalLeadForm!;
    expect(another.leadId).not.toBe(first.leadId);
    // Sent again: an update, which the home center can tell from a new lead.
    expect(another.messageBody).toContain('has your message and your updated home plan');
    const [same] = await mailsTo(site, dealer.email);
    expect(await mailsTo(site, dealer.email)).toHaveLength(mailsBefore + 2);
    expect(same!.subject).toBe('Update from Dana Buyer');
    expect(same!.text).toMatch(
      /Dana Buyer sent you an update to the home plan they sent you on [A-Z][a-z]+ \d{1,2}, \d{4} and a message/,
    );
    expect(same!.text).toContain('Nothing in their plan changed since then');
    expect(same!.text).not.toContain('What changed since');
    // A changed answer, an answer taken back, a home saved and one unsaved come first,
    // under what changed (every saved home is labelled "Home": each is known by its page).
    await site.database.db
      .delete(retailCollectionItems)
      .where(eq(retailCollectionItems.serialNumber, built!.serialNumber!));
    await site.database.db.insert(retailCollectionItems).values({
      collectionId: list!.id,
      modelNumber: builtToo!.modelNumber,
      serialNumber: builtToo!.serialNumber,
    });
    ok(
      await send(
        site,
        UpdateProfileMutation,
        { profileId: user.profile!.profileId, patch: { budget: 130000, preferredBeds: null } },
        token,
      ),
    );
    ok(
      await send(
        site,
        MarkContentCompleteMutation,
        { contentTag: 'journey-prepare-site', plannerType: 'retail', lotNumber: dealer.lotNumber },
        token,
      ),
    );
    ok(
      await send(
        site,
        PostPortalLeadFormMutation,
        { content: leadContent(person.email, { Message: '' }) },
        token,
      ),
    );
    const [changed] = await mailsTo(site, dealer.email);
    expect(changed!.subject).toBe('Update from Dana Buyer');
    const whatChanged = changed!.text.slice(changed!.text.indexOf('What changed since'));
    const homeRow = (home: typeof built) =>
      `${home!.name}, serial ${home!.serialNumber}: ${site.base}/homes/${home!.serialNumber}`;
    expect(whatChanged.slice(0, whatChanged.indexOf('\n\n'))).toMatch(
      new RegExp(
        [
          '^What changed since [A-Z][a-z]+ \\d{1,2}, \\d{4}',
          '- Budget: \\$130,000 \\(was \\$120,000\\)',
          `- Home Buying Journey: 2 of 9 done \\(22%\\): Visit the home center; Get your site ready \\(was 1 of 9 done \\(11%\\): Visit the home center\\)`,
          '- Bedrooms: no longer given \\(was 3\\)',
          `- Home: newly saved: ${escapeRegExp(homeRow(builtToo))}`,
          `- Home: no longer saved: ${escapeRegExp(homeRow(built))}$`,
        ].join('\n'),
      ),
    );
    expect(changed!.text).toContain(
      'What changed is first; their whole plan as it is now follows.',
    );

    // The buyer's data went into the mail, never into a log line.
    const logs = logLines.join('\n');
    expect(logs).not.toContain(person.email);
    expect(logs).not.toContain('Saturday');
    expect(logs).not.toContain('8655550199');
  });

  it('carries every home a main-site buyer saved: floor plans in their lists, and homes for sale kept in each home center’s list', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    const user = await bootstrap(site, token, { plannerType: 'corporate' });
    const db = site.database.db;
    const builtAt = (dealerId: number) =>
      db
        .select({
          modelNumber: homeListings.modelNumber,
          serialNumber: homeListings.serialNumber,
          lotNumber: dealers.lotNumber,
          name: models.name,
        })
        .from(homeListings)
        .innerJoin(models, eq(models.id, homeListings.modelId))
        .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
        .where(and(eq(homeListings.dealerId, dealerId), isNotNull(homeListings.serialNumber)))
        .orderBy(homeListings.serialNumber)
        .limit(1)
        .then((rows) => rows[0]!);
    const [other] = await db
      .select({ dealerId: dealers.dealerId })
      .from(dealers)
      .where(eq(dealers.dealerNumber, otherDealerNumber));
    const here = await builtAt(dealer.dealerId);
    const there = await builtAt(other!.dealerId);
    const [plan, plan2] = await db
      .select({ modelNumber: models.modelNumber, name: models.name })
      .from(models)
      .orderBy(models.modelNumber)
      .limit(2);
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    // The main site's heart: a floor plan into the buyer's named list, a home for sale
    // into the list of the home center that has it. Saved on days 1 to 4, in this order.
    const [named] = await db
      .insert(corpCollections)
      .values({ userId: user.userId, label: 'Favorites', latitude: 35.99, longitude: -83.92 })
      .returning();
    await db.insert(corpCollectionModels).values([
      { collectionId: named!.id, modelNumber: plan!.modelNumber, createdAt: day(1) },
      { collectionId: named!.id, modelNumber: plan2!.modelNumber, createdAt: day(1) },
    ]);
    const listOf = async (lotNumber: string) =>
      (
        await db
          .insert(retailCollections)
          .values({ userId: user.userId, label: 'Favorites', lotNumber })
          .returning()
      )[0]!.id;
    const hereList = await listOf(here.lotNumber);
    const thereList = await listOf(there.lotNumber);
    await db.insert(retailCollectionItems).values([
      { collectionId: hereList, ...keys(here), createdAt: day(2) },
      { collectionId: thereList, ...keys(there), createdAt: day(3) },
      // The same floor plan again, at a home center: one row, that center's offer.
      { collectionId: thereList, modelNumber: plan2!.modelNumber, createdAt: day(4) },
    ]);
    const sendPlan = async () => {
      ok(
        await send(
          site,
          PostPortalLeadFormMutation,
          { content: leadContent(person.email, { FirstName: 'Main', LastName: 'Site' }) },
          token,
        ),
      );
      const [latest] = await mailsTo(site, dealer.email);
      expect(latest!.subject).toMatch(/ from Main Site$/);
      return latest!.text;
    };
    const homeRow = (home: typeof here) =>
      `Home: ${home.name}, serial ${home.serialNumber}: ${site.base}/homes/${home.serialNumber}`;
    const planRow = (model: typeof plan, lotNumber?: string) =>
      `Floor plan: ${model!.name} (${model!.modelNumber}): ${site.base}/homes/model/${model!.modelNumber}${lotNumber ? `?lotNumber=${lotNumber}` : ''}`;
    // Their top pick, a built home: named and linked as a saved one is.
    ok(
      await send(
        site,
        UpdateProfileMutation,
        { profileId: user.profile!.profileId, patch: { topFavoriteHome: here.serialNumber } },
        token,
      ),
    );
    const first = await sendPlan();
    expect(first).toMatch(
      new RegExp(
        `- Favorite home: ${escapeRegExp(`${here.name}, serial ${here.serialNumber} (model ${here.modelNumber}, stock `)}[^)]+\\): ${escapeRegExp(`${site.base}/homes/${here.serialNumber}`)}\\n`,
      ),
    );
    const saved = first.slice(first.indexOf('Homes they saved and designed'));
    // Newest first, across the named list and the home centers' lists.
    expect(saved.slice(0, saved.indexOf('\n\n'))).toBe(
      [
        'Homes they saved and designed',
        `- ${planRow(plan2, there.lotNumber)}`,
        `- ${homeRow(there)}`,
        `- ${homeRow(here)}`,
        `- ${planRow(plan)}`,
      ].join('\n'),
    );

    // A home saved before a plan its mail left out (as plans sent before 2026-12-06 did)
    // is "saved" in the next update, not "newly saved"; one saved since is.
    const [sent] = await db
      .select({ leadId: leads.leadId, details: leads.details })
      .from(leads)
      .where(eq(leads.userId, user.userId));
    await db
      .update(leads)
      .set({ details: sent!.details.filter(([, value]) => !value.includes(here.serialNumber!)) })
      .where(eq(leads.leadId, sent!.leadId));
    const [newer] = await db
      .select({ modelNumber: homeListings.modelNumber, serialNumber: homeListings.serialNumber })
      .from(homeListings)
      .where(and(eq(homeListings.dealerId, dealer.dealerId), isNotNull(homeListings.serialNumber)))
      .orderBy(desc(homeListings.serialNumber))
      .limit(1);
    await db.insert(retailCollectionItems).values({ collectionId: hereList, ...keys(newer!) });
    const update = await sendPlan();
    const changed = update.slice(update.indexOf('What changed since'));
    expect(changed).toContain(`- Home: saved: ${homeRow(here).slice('Home: '.length)}`);
    expect(changed).toMatch(
      new RegExp(`- Home: newly saved: [^\\n]*/homes/${escapeRegExp(newer!.serialNumber!)}\\n`),
    );
  });

  it('takes SPEC §3’s six fields alone: the same lead sent again the same day is one lead', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    await bootstrap(site, token, { plannerType: 'retail', lotNumber: dealer.lotNumber });
    const { Message: _message, SubmissionId: _id, ...specFields } = leadContent(person.email);
    const first = ok(
      await send(site, PostPortalLeadFormMutation, { content: specFields }, token),
    ).postPortalLeadForm!;
    expect(first.messageBody).not.toBe('');
    const again = ok(
      await send(site, PostPortalLeadFormMutation, { content: specFields }, token),
    ).postPortalLeadForm!;
    expect(again.leadId).toBe(first.leadId);
    const other = ok(
      await send(
        site,
        PostPortalLeadFormMutation,
        { content: { ...specFields, Message: 'And one more question.' } },
        token,
      ),
    ).postPortalLeadForm!;
    expect(other.leadId).not.toBe(first.leadId);
  });

  it('refuses another email, portal name or home center, and a SubmissionId that is no UUID', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    const user = await bootstrap(site, token, {
      plannerType: 'retail',
      lotNumber: dealer.lotNumber,
    });
    for (const [overrides, field] of [
      [{ EmailAddress: 'someone.else@example.com' }, 'EmailAddress'],
      [{ PortalName: 'Corporate' }, 'PortalName'],
      [{ DealerNumber: 'NO-SUCH-DEALER' }, 'DealerNumber'],
      [{ SubmissionId: 'not-a-uuid' }, 'SubmissionId'],
      [{ FirstName: ' ' }, 'FirstName'],
      [{ Message: 'x'.repeat(1001) }, 'Message'],
      [{ MarketingMeta: '{"broken"' }, 'MarketingMeta'],
      [{ MarketingMeta: '[1,2]' }, 'MarketingMeta'],
      [{ MarketingMeta: JSON.stringify({ a: 'x'.repeat(2100) }) }, 'MarketingMeta'],
      [{ MarketingMeta: '{"a":"\\ud800"}' }, 'MarketingMeta'],
    ] as const) {
      const answer = await send(
        site,
        PostPortalLeadFormMutation,
        { content: leadContent(person.email, overrides) },
        token,
      );
      expect(refusal(answer), JSON.stringify(overrides)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const [row] = await site.database.db
      .select({ leadFormSubmitted: users.leadFormSubmitted })
      .from(users)
      .where(eq(users.userId, user.userId));
    expect(row!.leadFormSubmitted).toBe(false);
    expect(
      await site.database.db.select().from(leads).where(eq(leads.userId, user.userId)),
    ).toEqual([]);
  });

  it('answers 50 copies of one submission sent at once with one lead, without using the allowance up', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    const user = await bootstrap(site, token, {
      plannerType: 'retail',
      lotNumber: dealer.lotNumber,
    });
    const content = leadContent(person.email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(site, PostPortalLeadFormMutation, { content }, token)),
    );
    const leadIds = new Set(answers.map((answer) => ok(answer).postPortalLeadForm!.leadId));
    expect(leadIds.size).toBe(1);
    const rows = await site.database.db.select().from(leads).where(eq(leads.userId, user.userId));
    expect(rows.map((row) => row.leadId)).toEqual([...leadIds]);
    // The copies counted as one lead: nine more go through.
    for (let i = 0; i < 9; i++) {
      ok(
        await send(site, PostPortalLeadFormMutation, { content: leadContent(person.email) }, token),
      );
    }
  });

  it('refuses a user without a home account user, and more than 10 leads an hour', async () => {
    const person = await site.signUp();
    const token = person.tokens.access_token;
    const before = await send(
      site,
      PostPortalLeadFormMutation,
      { content: leadContent(person.email) },
      token,
    );
    expect(refusal(before).code).toBe('NOT_FOUND');

    await bootstrap(site, token, { plannerType: 'retail', lotNumber: dealer.lotNumber });
    for (let i = 0; i < 10; i++) {
      ok(
        await send(site, PostPortalLeadFormMutation, { content: leadContent(person.email) }, token),
      );
    }
    const content = leadContent(person.email);
    const limited = await send(site, PostPortalLeadFormMutation, { content }, token);
    expect(limited.status).toBe(429);
    expect(refusal(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
