// Issue 12's public forms through the API, as their pages' action sends them
// (postSiteForm): "book a visit" on a home center's site, website feedback on
// the main site (our website team answers), each stored once and
// mailed with its own answers; and the promotions' rules, at a fixed date:
// the nearest home center taking part answers, one not taking part or an
// ended promotion refuses.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostSiteFormMutation } from '../../app/graphql/documents/content.ts';
import {
  DecideTestimonialMutation,
  OurHomeownersQuery,
  TestimonialDecisionQuery,
} from '../../app/graphql/documents/home-centers.ts';
import { firstEligibleDate } from '../../lib/eligible-date.ts';
import { visitDayLabel } from '../../lib/forms/site-form-fields.ts';
import { dealers, leads } from '../db/schema.ts';
import { postSiteForm } from '../domain/site-forms.ts';
import { mailsTo, startTestSite, type TestSite } from '../identity/test-site.ts';
import { ok, refusal, send } from './portal-test-client.ts';
import { DEFAULT_COMPANY_MAIL } from '../../lib/forms/our-team.ts';

let site: TestSite;
let tennessee: typeof dealers.$inferSelect;
let texas: typeof dealers.$inferSelect;

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const db = site.database.db;
  tennessee = (await db.select().from(dealers).where(eq(dealers.lotNumber, '1')))[0]!;
  texas = (await db.select().from(dealers).where(eq(dealers.state, 'TX')).limit(1))[0]!;
});

afterAll(async () => {
  await site?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const contact = {
  name: 'Vera Visitor',
  email: 'vera@example.com',
  phone: '',
  preferredContact: 'email',
  message: 'We would like to see the three-bedroom homes.',
};

describe('public forms (issue 12)', () => {
  it('books a visit at a home center once, and mails its answers', async () => {
    const visitDate = day(firstEligibleDate());
    const content = {
      ...contact,
      form: 'book-a-visit',
      lotNumber: tennessee.lotNumber,
      answers: [
        { name: 'visitDate', value: visitDate },
        { name: 'visitTime', value: 'afternoon' },
        { name: 'notAQuestion', value: 'ignored' },
      ],
    };
    const answers = await Promise.all(
      [1, 2].map(() => send(site, PostSiteFormMutation, { content }, null)),
    );
    const [first, second] = answers.map((a) => ok(a).postSiteForm);
    expect(first).toEqual(second);
    expect(first!.lotNumber).toBe(tennessee.lotNumber);
    expect(first!.messageBody).toBe(
      `Thank you, Vera. ${tennessee.name} has your visit request (${visitDayLabel(visitDate)}, in the afternoon) and will email you at vera@example.com soon. You can also call them at ${first!.messageBody.split('call them at ')[1]}`,
    );
    const stored = await site.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, 'form:book-a-visit'), eq(leads.firstName, 'Vera')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.details).toEqual([
      ['Day you would like to come', visitDayLabel(visitDate)],
      ['Time of day', 'Afternoon'],
    ]);
    const mail = (await mailsTo(site, tennessee.email)).find(
      (m) => m.subject === 'Visit request from Vera Visitor',
    );
    expect(mail?.text).toContain(`Day you would like to come: ${visitDayLabel(visitDate)}`);
    expect(mail?.text).toContain('We would like to see the three-bedroom homes.');
  });

  it('sends website feedback to our website team, filed with the home center nearest', async () => {
    const before = (await mailsTo(site, tennessee.email)).length;
    const answer = ok(
      await send(
        site,
        PostSiteFormMutation,
        {
          content: {
            ...contact,
            name: 'Fern Feedback',
            message: 'The map would not zoom on my phone.',
            form: 'site-feedback',
            zip: '37918',
            answers: [
              { name: 'task', value: 'find-land' },
              { name: 'managed', value: 'partly' },
            ],
          },
        },
        null,
      ),
    ).postSiteForm;
    expect(answer.messageBody).toBe(
      'Thank you, Fern. Our website team has your feedback and will email you at vera@example.com soon.',
    );
    expect(answer.lotNumber).toBe(tennessee.lotNumber);
    expect(await mailsTo(site, tennessee.email)).toHaveLength(before);
    const mail = (await mailsTo(site, DEFAULT_COMPANY_MAIL)).find(
      (m) => m.subject === 'Website feedback from Fern Feedback',
    );
    expect(mail?.text).toContain('What were you trying to do?: Find land');
    expect(mail?.text).toContain(tennessee.name);
  });

  it('refuses a visit on an ineligible day, and feedback without its message', async () => {
    const sunday = new Date();
    sunday.setDate(sunday.getDate() + ((7 - sunday.getDay()) % 7 || 7) + 7);
    expect(
      refusal(
        await send(
          site,
          PostSiteFormMutation,
          {
            content: {
              ...contact,
              form: 'book-a-visit',
              lotNumber: tennessee.lotNumber,
              answers: [
                { name: 'visitDate', value: day(sunday) },
                { name: 'visitTime', value: 'morning' },
              ],
            },
          },
          null,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'visitDate' });
    expect(
      refusal(
        await send(
          site,
          PostSiteFormMutation,
          {
            content: {
              ...contact,
              message: '',
              form: 'site-feedback',
              zip: '37918',
              answers: [
                { name: 'task', value: 'find-a-home' },
                { name: 'managed', value: 'no' },
              ],
            },
          },
          null,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
    expect(
      refusal(
        await send(site, PostSiteFormMutation, { content: { ...contact, form: 'lottery' } }, null),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'form' });
  });
});

describe('promotions (issue 12), on 2026-11-26', () => {
  const now = new Date('2026-11-26T18:00:00Z');
  const ctx = () => ({
    db: site.database.db,
    viewer: null,
    mailer: null,
    afterAnswer: { later: () => {}, idle: async () => {} },
    ip: '203.0.113.9',
  });
  const redTag = {
    ...contact,
    name: 'Rita Redtag',
    form: 'red-tag-sales-event',
    answers: [
      { name: 'homeSize', value: 'multi-section' },
      { name: 'budget', value: '75-000-to-125-000' },
      { name: 'when', value: 'within-3-months' },
    ],
  };

  it('sends a main-site request to the nearest home center taking part', async () => {
    // From Jackson, Mississippi, the nearest home center is in Mississippi, which is not in
    // the red-tag event; one in a state taking part is within reach.
    const result = await postSiteForm(ctx(), { ...redTag, zip: '39201' }, now);
    const [chosen] = await site.database.db
      .select()
      .from(dealers)
      .where(eq(dealers.lotNumber, result.lotNumber));
    expect(['TN', 'GA', 'AL', 'SC', 'NC', 'KY']).toContain(chosen!.state);
  });

  it('sends no request for an offer to a home center across the country', async () => {
    // From Beverly Hills the nearest home center taking part is some 1,800 miles away.
    await expect(postSiteForm(ctx(), { ...redTag, zip: '90210' }, now)).rejects.toMatchObject({
      field: 'zip',
      message:
        'No home center taking part in this offer is within 500 miles of 90210: it is for homes in TN, GA, AL, SC, NC, KY.',
    });
  });

  it('sends no request for an offer open everywhere to a home center across the country either', async () => {
    // A buyer review: a trade-in from Anchorage went to a home center in Arizona.
    const tradeIn = {
      ...contact,
      name: 'Al Aska',
      form: 'trade-in',
      answers: [
        { name: 'homeYear', value: '1998' },
        { name: 'homeSections', value: 'single-section' },
        { name: 'homeCondition', value: 'good' },
        { name: 'owesMoney', value: 'no' },
      ],
    };
    await expect(postSiteForm(ctx(), { ...tradeIn, zip: '99501' }, now)).rejects.toMatchObject({
      field: 'zip',
      message: 'No home center taking part in this offer is within 500 miles of 99501.',
    });
    // Near a home center it goes there.
    expect((await postSiteForm(ctx(), { ...tradeIn, zip: '37918' }, now)).lotNumber).toBe('1');
  });

  it('refuses a home center that does not take part, and a promotion that has ended', async () => {
    await expect(
      postSiteForm(ctx(), { ...redTag, lotNumber: texas.lotNumber }, now),
    ).rejects.toMatchObject({ field: 'lotNumber' });
    await expect(
      postSiteForm(
        ctx(),
        {
          ...contact,
          form: 'go-big-go-home',
          zip: '75201',
          answers: [
            { name: 'bedrooms', value: '4' },
            { name: 'land', value: 'yes-i-have-land' },
            { name: 'when', value: 'just-looking' },
          ],
        },
        now,
      ),
    ).rejects.toMatchObject({ field: 'form', message: 'This offer ended on Oct 31, 2026.' });
  });
});

describe('testimonials wait for the home center (issue 12)', () => {
  it('keeps a visitor’s story off the site until the home center publishes it by its link', async () => {
    const story =
      'Our home was set before the first frost and the crew left the yard cleaner than they found it.';
    const content = {
      ...contact,
      name: 'Hattie Homeowner',
      message: story,
      form: 'give-a-testimonial',
      lotNumber: tennessee.lotNumber,
      answers: [
        { name: 'rating', value: '5' },
        { name: 'homeName', value: 'The Magnolia' },
        { name: 'town', value: 'Powell' },
        { name: 'publish', value: 'on' },
      ],
    };
    ok(await send(site, PostSiteFormMutation, { content }, null));
    const shown = async () =>
      // The newest six of the home center's words, as /our-homeowners shows them.
      ok(
        await send(site, OurHomeownersQuery, { lotNumber: tennessee.lotNumber }, null),
      ).homeCenterTestimonials.some((t) => t.content === story);
    expect(await shown()).toBe(false);
    const mail = (await mailsTo(site, tennessee.email)).find(
      (m) => m.subject === 'Testimonial from Hattie Homeowner',
    );
    const link = /(http\S+\/testimonials\/([\w-]+))/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    expect(link![1]!.startsWith(site.base)).toBe(true);
    const token = link![2]!;
    const pending = ok(await send(site, TestimonialDecisionQuery, { token }, null));
    expect(pending.testimonialDecision).toMatchObject({
      name: 'Hattie H., Powell, TN',
      status: 'pending',
      homeName: 'The Magnolia',
    });
    ok(await send(site, DecideTestimonialMutation, { token, publish: true }, null));
    expect(await shown()).toBe(true);
    ok(await send(site, DecideTestimonialMutation, { token, publish: false }, null));
    expect(await shown()).toBe(false);
    expect(
      refusal(
        await send(site, DecideTestimonialMutation, { token: 'x'.repeat(32), publish: true }, null),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('needs the home center the story is about, and the permission to publish it', async () => {
    const base = {
      ...contact,
      form: 'review',
      message: 'Straight answers and a fair price.',
      answers: [
        { name: 'rating', value: '4' },
        { name: 'town', value: 'Maryville' },
        { name: 'publish', value: 'on' },
      ],
    };
    expect(
      refusal(await send(site, PostSiteFormMutation, { content: { ...base, zip: '37918' } }, null)),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lotNumber' });
    expect(
      refusal(
        await send(
          site,
          PostSiteFormMutation,
          {
            content: {
              ...base,
              lotNumber: tennessee.lotNumber,
              answers: base.answers.filter((a) => a.name !== 'publish'),
            },
          },
          null,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publish' });
  });
});
