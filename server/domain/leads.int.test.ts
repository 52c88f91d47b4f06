// A lead whose mail fails is kept, answered as sent, and the failure logged
// as a warning by kind only: the buyer's data never reaches a log (issue 10).
// Two plans sent seconds apart are mailed in turn, the second as an update.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfterAnswer } from '../after-answer.ts';
import { accounts, dealers, leads } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createMailer } from '../mail/mailer.ts';
import { SCOPES, type Viewer } from './context.ts';
import { postPortalLead } from './leads.ts';
import { createUserAndPlanner } from './users.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { dealers: 3, listings: 20 });
});

afterAll(async () => {
  await database?.close();
});

/** Ada, a signed-in buyer with a retail planner at the first home center. */
async function retailBuyer(email: string, lastName: string) {
  const db = database.db;
  const [account] = await db
    .insert(accounts)
    .values({ email, passwordHash: 'not a hash', firstName: 'Ada', lastName })
    .returning({ accountId: accounts.accountId });
  const viewer: Viewer = {
    issuer: 'http://localhost/oidc',
    subject: account!.accountId,
    scopes: [SCOPES.userRead, SCOPES.userWrite],
    authTime: null,
  };
  const [dealer] = await db.select().from(dealers).limit(1);
  await createUserAndPlanner(
    { db, viewer },
    { user: {}, plannerType: 'retail', lotNumber: dealer!.lotNumber },
  );
  return { viewer, dealer: dealer! };
}

describe('a lead whose mail fails', () => {
  it('is stored and answered, with mailed_at left null and a warning without personal data', async () => {
    const db = database.db;
    const email = 'ada.mail-fails@example.com';
    const { viewer, dealer } = await retailBuyer(email, 'Byron');

    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'debug' },
      { write: (text: string) => lines.push(JSON.parse(text)) },
    );
    const afterAnswer = createAfterAnswer(logger);
    const failing = createTransport({
      name: 'failing',
      version: '1',
      send: (_mail, callback) =>
        callback(
          Object.assign(new Error(`550 mailbox ${dealer.email} is full`), { responseCode: 550 }),
          undefined as never,
        ),
    });
    const mailer = createMailer({
      outboxDir: '/nonexistent',
      from: 'Site <no-reply@homes.example>',
      transport: failing,
    });

    const answer = await postPortalLead(
      { db, viewer, mailer, afterAnswer },
      {
        FirstName: 'Ada',
        LastName: 'Byron',
        EmailAddress: email,
        PortalName: 'Retail',
        DealerNumber: dealer.dealerNumber,
        MarketingMeta: '',
        Message: 'Please call after five',
        SubmissionId: randomUUID(),
      },
    );
    expect(answer.messageBody).toContain(dealer.name);
    await afterAnswer.idle();

    const [lead] = await db.select().from(leads).where(eq(leads.leadId, answer.leadId));
    expect(lead!.mailedAt).toBeNull();
    expect(lines.map((l) => [l.level, l.msg, l.err])).toEqual([
      [40, 'lead mail failed', { type: 'Error', responseCode: 550 }],
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [email, 'Ada', 'Byron', 'after five', dealer.email]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('two plans sent to one home center seconds apart', () => {
  it('mails the second as an update to the first, after the first’s mail went', async () => {
    const db = database.db;
    const email = 'ada.twice@example.com';
    const { viewer, dealer } = await retailBuyer(email, 'Twice');
    // The first mail is still with the mail server when the second plan is sent.
    const subjects: string[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const slow = createTransport({
      name: 'slow',
      version: '1',
      send: (mail, callback) => {
        const subject = String(mail.data.subject);
        const held = subjects.length === 0 ? firstHeld : Promise.resolve();
        void held.then(() => {
          subjects.push(subject);
          callback(null, { envelope: mail.message.getEnvelope(), messageId: subject });
        });
      },
    });
    const mailer = createMailer({
      outboxDir: '/nonexistent',
      from: 'Site <no-reply@homes.example>',
      transport: slow,
    });
    const afterAnswer = createAfterAnswer(pino({ level: 'silent' }));
    const send = (message: string) =>
      postPortalLead(
        { db, viewer, mailer, afterAnswer },
        {
          FirstName: 'Ada',
          LastName: 'Twice',
          EmailAddress: email,
          PortalName: 'Retail',
          DealerNumber: dealer.dealerNumber,
          MarketingMeta: '',
          Message: message,
          SubmissionId: randomUUID(),
        },
      );
    await send('First');
    await send('Second, a moment later');
    // The second's mail waits for the first's rather than being built without it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(subjects).toEqual([]);
    releaseFirst();
    await afterAnswer.idle();
    expect(subjects).toEqual(['New lead from Ada Twice', 'Update from Ada Twice']);
  });
});
