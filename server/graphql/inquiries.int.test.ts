// Issue 11's "Ask about this home" through the API, as the pages' action
// sends it: a visitor without an account asks about a home for sale; the
// same question sent at once several times is one lead and one mail to the
// home center that has the home; a robot filling the hidden field stores
// nothing; a model's question goes to the home center the page showed.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostHomeInquiryMutation } from '../../app/graphql/documents/details.ts';
import { formatPrice } from '../../lib/price.ts';
import { dealers, homeListings, landListings, leads, models } from '../db/schema.ts';
import { mailsTo, startTestSite, type TestSite } from '../identity/test-site.ts';
import { ok, refusal, send } from './portal-test-client.ts';

let site: TestSite;
let home: { serialNumber: string; dealerEmail: string; dealerName: string; name: string };
let model: { modelNumber: string };
let lotNumber: string;

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const db = site.database.db;
  const [row] = await db
    .select({
      serialNumber: homeListings.serialNumber,
      dealerEmail: dealers.email,
      dealerName: dealers.name,
      name: models.name,
    })
    .from(homeListings)
    .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
    .innerJoin(models, eq(models.id, homeListings.modelId))
    .where(and(isNotNull(homeListings.serialNumber), eq(models.isWebEnabled, true)))
    .limit(1);
  home = { ...row!, serialNumber: row!.serialNumber! };
  const [m] = await db
    .select({ modelNumber: models.modelNumber })
    .from(models)
    .where(eq(models.isWebEnabled, true))
    .limit(1);
  model = m!;
  const [d] = await db.select({ lotNumber: dealers.lotNumber }).from(dealers).limit(1);
  lotNumber = d!.lotNumber;
});

afterAll(async () => {
  await site?.close();
});

const question = {
  subject: 'home',
  name: 'Wanda Visitor',
  email: '',
  phone: '(865) 555-0177',
  message: 'Is it still available? Could it go on our lot near Maryville?',
  preferredContact: 'text',
};

describe('Ask about this home (issue 11)', () => {
  it('stores one lead for the same question sent at once, and mails the home center once', async () => {
    const before = (await mailsTo(site, home.dealerEmail)).length;
    const content = { ...question, key: home.serialNumber.toLowerCase() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(site, PostHomeInquiryMutation, { content }, null)),
    );
    const bodies = answers.map((a) => ok(a).postHomeInquiry.messageBody);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toBe(
      `Thank you, Wanda. ${home.dealerName} has your question about ${home.name} and will text you at (865) 555-0177 soon. You can also call them at ${bodies[0]!.split('call them at ')[1]}`,
    );
    const stored = await site.database.db
      .select()
      .from(leads)
      .where(eq(leads.about, `home:${home.serialNumber}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'inquiry',
      userId: null,
      firstName: 'Wanda',
      lastName: 'Visitor',
      phone: '8655550177',
      preferredContact: 'text',
      portalName: 'Retail',
    });
    const mails = await mailsTo(site, home.dealerEmail);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.subject === 'Question about a home from Wanda Visitor');
    expect(mail?.text).toContain('Is it still available?');
    expect(mail?.text).toContain(`Serial ${home.serialNumber}`.replace('Serial', 'serial'));
    expect(mail?.text).toContain('Prefers: Text message');
    // Which of our sites they used is not known: the mail names none.
    expect(mail?.text).toContain('Wanda Visitor asked about a home on our website:');
  });

  it('stores nothing when the hidden field is filled, and answers as if it had', async () => {
    const content = {
      ...question,
      key: home.serialNumber,
      name: 'Robo Tron',
      website: 'http://spam.example',
    };
    expect(
      ok(await send(site, PostHomeInquiryMutation, { content }, null)).postHomeInquiry.messageBody,
    ).toMatch(/^Thank you, Robo\./);
    const stored = await site.database.db.select().from(leads).where(eq(leads.firstName, 'Robo'));
    expect(stored).toEqual([]);
  });

  it('tells the home center the price it asks to order a floor plan, as its page showed it', async () => {
    const db = site.database.db;
    // A floor plan a home center lists to order (no serial number), not sold.
    const [plan] = await db
      .select({
        modelNumber: models.modelNumber,
        lowPrice: models.lowPrice,
        lotNumber: dealers.lotNumber,
        dealerEmail: dealers.email,
        priceLabel: homeListings.priceLabel,
      })
      .from(homeListings)
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(
        and(
          isNull(homeListings.serialNumber),
          eq(models.isWebEnabled, true),
          isNotNull(models.lowPrice),
          isNotNull(homeListings.priceSort),
        ),
      )
      .limit(1);
    ok(
      await send(
        site,
        PostHomeInquiryMutation,
        {
          content: {
            ...question,
            name: 'Plan Asker',
            subject: 'model',
            key: plan!.modelNumber,
            lotNumber: plan!.lotNumber,
          } as never,
        },
        null,
      ),
    );
    const [mail] = (await mailsTo(site, plan!.dealerEmail)).filter(
      (m) => m.subject === 'Question about a home from Plan Asker',
    );
    expect(mail!.text).toContain(`- Your price to order this plan: ${plan!.priceLabel}`);
    expect(mail!.text).toContain(
      `- Starting at, across our home centers: ${formatPrice(plan!.lowPrice!)}`,
    );
  });

  it('names land as land in the mail’s subject and first line', async () => {
    const [parcel] = await site.database.db
      .select({ stockNumber: landListings.stockNumber, dealerEmail: dealers.email })
      .from(landListings)
      .innerJoin(dealers, eq(dealers.dealerId, landListings.dealerId))
      .limit(1);
    ok(
      await send(
        site,
        PostHomeInquiryMutation,
        {
          content: {
            ...question,
            name: 'Lana Acres',
            subject: 'land',
            key: parcel!.stockNumber,
          } as never,
        },
        null,
      ),
    );
    const [mail] = (await mailsTo(site, parcel!.dealerEmail)).filter(
      (m) => m.subject === 'Question about land from Lana Acres',
    );
    expect(mail!.text).toContain('Lana Acres asked about land on our website:');
  });

  it('refuses what cannot be answered, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...question, key: home.serialNumber, phone: '' }, 'email'],
      [{ ...question, key: 'NOPE0000' }, 'key'],
      [{ ...question, subject: 'model', key: model.modelNumber }, 'lotNumber'],
      [{ ...question, subject: 'castle', key: 'x' }, 'subject'],
    ];
    for (const [content, field] of cases) {
      const refused = refusal(
        await send(site, PostHomeInquiryMutation, { content: content as never }, null),
      );
      expect(refused, JSON.stringify(content)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    ok(
      await send(
        site,
        PostHomeInquiryMutation,
        { content: { ...question, subject: 'model', key: model.modelNumber, lotNumber } as never },
        null,
      ),
    );
  });
});
