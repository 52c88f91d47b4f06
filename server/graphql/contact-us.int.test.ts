// Issue 12's /contact-us through the API (SPEC §7 postContactUsForm), as the
// page's action sends it: on the main site the ZIP code finds the nearest
// home center; on a home center's site its lot number sends the message
// there; the same message sent at once several times is one lead and one
// mail; a robot filling the hidden field stores nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostContactUsFormMutation } from '../../app/graphql/documents/content.ts';
import { dealers, leads } from '../db/schema.ts';
import { mailsTo, startTestSite, type TestSite } from '../identity/test-site.ts';
import { dealersNear } from '../domain/dealers.ts';
import { ok, refusal, send } from './portal-test-client.ts';
import { DEFAULT_COMPANY_MAIL } from '../../lib/forms/our-team.ts';
import { postContactUs } from '../domain/contact-us.ts';
import { FORM_PER_IP } from '../rate-limit.ts';

let site: TestSite;
let nearest: { lotNumber: string; email: string; name: string };
let other: { lotNumber: string; email: string; name: string };

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const ctx = { db: site.database.db, viewer: null };
  const [near] = await dealersNear(ctx, { postalCode: '37918', limit: 1 });
  nearest = near!.dealer;
  const [row] = await site.database.db
    .select({ lotNumber: dealers.lotNumber, email: dealers.email, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.state, 'TX'))
    .limit(1);
  other = row!;
});

afterAll(async () => {
  await site?.close();
});

const message = {
  name: 'Carla Contact',
  email: 'carla@example.com',
  phone: '',
  preferredContact: 'email',
  zip: '37918',
  topic: 'land',
  message: 'We own 3 acres near Powell. Can you tell us what site work a double-wide needs?',
};

/** postContactUsForm as a visitor sends it, signed out. */
const contact = (content: Record<string, unknown>) =>
  send(site, PostContactUsFormMutation, { content: content as never }, null);

describe('Contact us (issue 12)', () => {
  it('sends a main-site message to the home center nearest the ZIP code, once', async () => {
    const before = (await mailsTo(site, nearest.email)).length;
    const answers = await Promise.all([1, 2, 3].map(() => contact(message)));
    const bodies = answers.map((a) => ok(a).postContactUsForm.messageBody);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(
      new RegExp(
        `^Thank you, Carla\\. ${nearest.name} has your message and will email you at carla@example\\.com soon\\.`,
      ),
    );
    const stored = await site.database.db.select().from(leads).where(eq(leads.firstName, 'Carla'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'contact',
      userId: null,
      about: 'contact:land',
      details: [
        ['About', 'Land or a home site'],
        ['ZIP code', '37918'],
      ],
    });
    const mails = await mailsTo(site, nearest.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.subject === 'Land or a home site: message from Carla Contact');
    expect(mail?.text).toContain('We own 3 acres near Powell.');
    expect(mail?.text).toContain('About: Land or a home site');
  });

  it('says how far the nearest home center is when none is within 250 miles of the ZIP code', async () => {
    const far = ok(
      await contact({ ...message, name: 'Bev Faraway', zip: '90210', topic: 'buying' }),
    ).postContactUsForm.messageBody;
    const [, miles] =
      /^Thank you, Bev\. We have no home center within 250 miles of 90210 yet, so the nearest, .+ in [^,]+, [A-Z]{2}, about ([\d,]+) miles away, has your message and will email you at carla@example\.com soon\. You can also call them at \(\d{3}\) \d{3}-\d{4}\.$/.exec(
        far,
      ) ?? [];
    expect(Number(miles?.replaceAll(',', ''))).toBeGreaterThan(250);
    // Near one, the thank-you just names it.
    expect(
      ok(await contact({ ...message, name: 'Nan Nearby', topic: 'buying' })).postContactUsForm
        .messageBody,
    ).toMatch(new RegExp(`^Thank you, Nan\\. ${nearest.name} has your message`));
  });

  it('sends a home center site’s message to that home center, without a ZIP code', async () => {
    const answer = ok(
      await contact({
        ...message,
        name: 'Dale Dealer-Site',
        zip: '',
        lotNumber: other.lotNumber,
        topic: 'buying',
      }),
    );
    expect(answer.postContactUsForm.messageBody).toContain(other.name);
    expect(
      (await mailsTo(site, other.email)).some(
        (m) => m.subject === 'Buying a home: message from Dale Dealer-Site',
      ),
    ).toBe(true);
  });

  it('sends a message about personal data or the website to our own team, naming the home center', async () => {
    const before = (await mailsTo(site, nearest.email)).length;
    const answer = ok(
      await contact({
        ...message,
        name: 'Pia Privacy',
        topic: 'privacy',
        message: 'Please delete what my plan sent to your Knoxville home center.',
      }),
    );
    expect(answer.postContactUsForm.messageBody).toBe(
      'Thank you, Pia. Our privacy team has your message and will email you at carla@example.com soon.',
    );
    // Filed with the home center nearest the ZIP code, which gets no mail of it.
    expect(answer.postContactUsForm.lotNumber).toBe(nearest.lotNumber);
    expect(await mailsTo(site, nearest.email)).toHaveLength(before);
    const [mail] = await mailsTo(site, DEFAULT_COMPANY_MAIL);
    expect(mail?.subject).toBe(
      'My personal data (see, correct or delete it): message from Pia Privacy',
    );
    expect(mail?.text).toContain('Hello privacy team,');
    expect(mail?.text).toContain('About: My personal data (see, correct or delete it)');
    expect(mail?.text).toContain(
      `Their home center\n- The site’s, or the nearest to their ZIP code: ${nearest.name}`,
    );
    // A website problem from a home center's site: the website team, the site's home center named.
    const website = ok(
      await contact({
        ...message,
        name: 'Wes Website',
        zip: '',
        lotNumber: other.lotNumber,
        topic: 'website',
      }),
    );
    expect(website.postContactUsForm.messageBody).toMatch(
      /^Thank you, Wes\. Our website team has your message/,
    );
    const wes = (await mailsTo(site, DEFAULT_COMPANY_MAIL)).find(
      (m) => m.subject === 'A problem with this website: message from Wes Website',
    );
    expect(wes?.text).toContain(other.name);
    expect((await mailsTo(site, other.email)).some((m) => m.subject.includes('Wes'))).toBe(false);
  });

  it('mails the words as they read: no character that turns the text around it', async () => {
    ok(
      await contact({
        ...message,
        name: 'Tess \u202eevil\u202c Turner',
        message: 'Is the \u2066Magnolia\u2069 on\u200b your lot?',
        lotNumber: other.lotNumber,
      }),
    );
    const mail = (await mailsTo(site, other.email)).find((m) => m.subject.includes('Tess'));
    expect(mail?.subject).toBe('Land or a home site: message from Tess evil Turner');
    expect(mail?.text).toContain('Is the Magnolia on your lot?');
    expect(mail?.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
  });

  it('takes a nullable field sent as null as not given', async () => {
    const answer = ok(
      await contact({
        ...message,
        name: 'Nell Nulls',
        phone: null,
        zip: null,
        lotNumber: other.lotNumber,
        website: null,
      }),
    );
    expect(answer.postContactUsForm.messageBody).toMatch(/^Thank you, Nell\./);
    // Without the home center's lot number, a null ZIP code is a missing one, in words.
    const refused = refusal(await contact({ ...message, name: 'Nell Nulls', zip: null }));
    expect(refused.message).toBe('Enter your ZIP code, so we know the home center near you.');
  });

  it('stores nothing when the hidden field is filled, and answers as if it had', async () => {
    const content = { ...message, name: 'Robo Tron', website: 'http://spam.example' };
    expect(ok(await contact(content)).postContactUsForm.messageBody).toMatch(/^Thank you, Robo\./);
    expect(await site.database.db.select().from(leads).where(eq(leads.firstName, 'Robo'))).toEqual(
      [],
    );
  });

  it('refuses what cannot be answered, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, zip: '' }, 'zip'],
      [{ ...message, zip: '00000' }, 'zip'],
      [{ ...message, email: '' }, 'email'],
      [{ ...message, topic: 'weather' }, 'topic'],
      [{ ...message, message: '' }, 'message'],
      [{ ...message, lotNumber: '99999999' }, 'lotNumber'],
      [{ ...message, message: 'http://a.example http://b.example http://c.example' }, 'message'],
    ];
    for (const [content, field] of cases) {
      const refused = refusal(await contact(content));
      expect(refused, JSON.stringify(content)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('past the hour’s allowance, offers the home center’s phone only when the home center answers', async () => {
    const ctx = {
      db: site.database.db,
      viewer: null,
      mailer: null,
      afterAnswer: { later: () => {}, idle: async () => {} },
      ip: '203.0.113.77',
    };
    for (let n = 0; n < FORM_PER_IP.limit; n++) {
      await postContactUs(ctx, { ...message, name: `Rae Repeat${n}`, topic: 'privacy' });
    }
    const refusedFor = (topic: string) =>
      postContactUs(ctx, { ...message, name: 'Rae Again', topic }).then(
        () => null,
        (error: Error) => error.message,
      );
    // The allowance's window ends on the hour: the wait is said in minutes, at most 60.
    expect(await refusedFor('privacy')).toMatch(
      /^You have sent many messages this hour\. Try again in ([1-9]|[1-5]\d|60) minutes?\.$/,
    );
    expect(await refusedFor('buying')).toMatch(
      new RegExp(
        `^You have sent many messages this hour\\. Call ${nearest.name} at \\(\\d{3}\\) \\d{3}-\\d{4}, or try again in \\d+ minutes?\\.$`,
      ),
    );
  });
});
