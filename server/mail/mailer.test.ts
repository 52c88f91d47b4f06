import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { DEFAULT_COMPANY_MAIL } from '../../lib/forms/our-team.ts';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, listOutbox } from './mailer.ts';

const FROM = 'Hearthstone Homes <no-reply@homes.example>';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('writes each message as .eml and .json, listed newest first', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir, from: FROM });
    expect(mailer.kind).toBe('outbox');
    expect(await listOutbox(outboxDir)).toEqual([]);

    await mailer.sendWelcome({ to: 'jane@homes.example', name: 'Jane' });
    await mailer.sendPasswordReset({
      to: 'jane@homes.example',
      name: 'Jane <b>Buyer</b>',
      link: 'https://homes.example/account/reset?token=abc_DEF-123',
      brand: 'Oak Creek Homes',
    });
    await mailer.sendEmailChange({
      to: 'new.jane@homes.example',
      name: 'Jane',
      link: 'https://homes.example/account/confirm-email?token=xyz',
    });
    mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(6);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    expect((await stat(path.join(outboxDir, files[0]!))).mode & 0o777).toBe(0o600);

    const messages = await listOutbox(outboxDir);
    expect(messages.map((m) => m.subject)).toEqual([
      'Confirm your new email address for Hearthstone Homes',
      'Reset your Oak Creek Homes password',
      'Welcome to Hearthstone Homes',
    ]);
    const reset = messages[1]!;
    // From the brand it speaks for, at MAIL_FROM's address; the company's name otherwise.
    expect(messages[0]!.from).toBe(FROM);
    expect(reset).toMatchObject({
      from: '"Oak Creek Homes" <no-reply@homes.example>',
      to: 'Jane <b>Buyer</b> <jane@homes.example>',
      date: expect.any(Date),
    });
    expect(Date.now() - reset.date.getTime()).toBeLessThan(60_000);
    expect(reset.text).toContain('Hello Jane <b>Buyer</b>,');
    expect(reset.text).toContain('\nhttps://homes.example/account/reset?token=abc_DEF-123\n');
    expect(reset.text).toContain('within one hour');
    expect(reset.text).toMatch(/Oak Creek Homes\n$/);
    // HTML: the name escaped, the link a real link.
    expect(reset.html).toContain('Hello Jane &lt;b&gt;Buyer&lt;/b&gt;,');
    expect(reset.html).not.toContain('<b>');
    expect(reset.html).toContain('href="https://homes.example/account/reset?token=abc_DEF-123"');
    expect(messages[0]!.text).toContain('within 24 hours');

    // The .eml is a whole message a mail program opens.
    const eml = await readFile(path.join(outboxDir, `${reset.id}.eml`), 'utf8');
    expect(eml).toMatch(/^From: Oak Creek Homes <no-reply@homes\.example>$/m);
    expect(eml).toMatch(/^To: .*<jane@homes\.example>$/m);
    expect(eml).toMatch(/^Subject: Reset your Oak Creek Homes password$/m);
    expect(eml).toContain('multipart/alternative');

    expect(await listOutbox(outboxDir, { limit: 1 })).toHaveLength(1);
  });

  it('tells the previous address of an email change, with a link to undo it for 7 days', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM });
    await mailer.sendEmailChanged({
      to: 'old.jane@homes.example',
      name: 'Jane',
      link: 'http://localhost:3000/oidc/account/revert-email/abc',
    });
    const [message] = await listOutbox(dir);
    expect(message?.to).toBe('Jane <old.jane@homes.example>');
    expect(message?.subject).toBe(
      'The email address of your Hearthstone Homes account was changed',
    );
    expect(message?.text).toContain('If you did not');
    expect(message?.text).toContain('http://localhost:3000/oidc/account/revert-email/abc');
    expect(message?.text).toContain('within 7 days');
    expect(message?.html).toContain('This was not me: undo the change');
  });

  it('refuses a link that is not an absolute http(s) URL, sending nothing', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM });
    for (const link of ['javascript:alert(1)', '/account/reset?token=x', 'not a url']) {
      await expect(
        mailer.sendPasswordReset({ to: 'jane@homes.example', name: 'Jane', link }),
      ).rejects.toThrow('A mailed link must be an absolute http(s) URL');
    }
    expect(await listOutbox(dir)).toEqual([]);
  });

  it('ignores files that are not its messages', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM });
    await mailer.sendWelcome({ to: 'jane@homes.example', name: 'Jane' });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(dir, 'notes.json'), '{not json');
    await writeFile(path.join(dir, '.half-written.json.tmp'), '{');
    expect(await listOutbox(dir)).toHaveLength(1);
  });
});

describe('a lead to a home center', () => {
  it('sends the facts as text and as simple HTML, every value escaped', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM });
    await mailer.sendLead({
      to: 'knoxville@homes.example',
      name: 'Oak Creek <Knoxville>',
      subject: 'New lead from Ada <b>Byron</b>',
      intro: ['Hello Oak Creek <Knoxville>,', 'Ada & co sent you their plan.'],
      message: 'Call me after 5 <script>alert(1)</script>\nThanks',
      sections: [
        {
          title: 'Budget & land',
          rows: [
            ['Budget', '$95,000'],
            ['About the land', '"flat" <lot>'],
          ],
        },
      ],
      signature: 'Hearthstone Homes',
    });
    mailer.close();
    const [mail] = await listOutbox(dir);
    expect(mail!.to).toBe('Oak Creek <Knoxville> <knoxville@homes.example>');
    expect(mail!.subject).toBe('New lead from Ada <b>Byron</b>');
    expect(mail!.text).toBe(
      [
        'Hello Oak Creek <Knoxville>,',
        'Ada & co sent you their plan.',
        'Their message:\nCall me after 5 <script>alert(1)</script>\nThanks',
        'Budget & land\n- Budget: $95,000\n- About the land: "flat" <lot>',
        'Hearthstone Homes\n',
      ].join('\n\n'),
    );
    expect(mail!.html).not.toMatch(/<script|<b>|<lot>|<Knoxville>/);
    expect(mail!.html).toContain('<title>New lead from Ada &lt;b&gt;Byron&lt;/b&gt;</title>');
    expect(mail!.html).toContain('Call me after 5 &lt;script&gt;alert(1)&lt;/script&gt;\nThanks');
    expect(mail!.html).toContain('Budget &amp; land');
    expect(mail!.html).toContain('<td style="padding:4px 0">&quot;flat&quot; &lt;lot&gt;</td>');
  });

  it('sends one no home center answers to our own mailbox (COMPANY_MAIL)', async () => {
    const lead = {
      to: null,
      name: 'Hearthstone Homes privacy team',
      subject: 'Message from Pia',
      intro: ['Hello privacy team,'],
      message: '',
      sections: [],
      signature: 'Hearthstone Homes',
    };
    const ours = path.join(dir, 'ours');
    const mailer = createMailer({
      outboxDir: ours,
      from: FROM,
      companyMail: 'privacy@homes.example',
    });
    await mailer.sendLead(lead);
    mailer.close();
    expect((await listOutbox(ours)).map((m) => m.to)).toEqual([
      'Hearthstone Homes privacy team <privacy@homes.example>',
    ]);
    // Not configured: the default beside the seed's home centers.
    const fallback = path.join(dir, 'fallback');
    const plain = createMailer({ outboxDir: fallback, from: FROM });
    await plain.sendLead(lead);
    plain.close();
    expect((await listOutbox(fallback)).map((m) => m.to)).toEqual([
      `Hearthstone Homes privacy team <${DEFAULT_COMPANY_MAIL}>`,
    ]);
  });
});

describe('other transports', () => {
  it('sends through a transporter given by the caller, writing no outbox', async () => {
    const transport = createTransport({ jsonTransport: true });
    const sent: string[] = [];
    transport.use('compile', (mail, done) => {
      sent.push(String(mail.data.subject));
      done();
    });
    const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: FROM, transport });
    expect(mailer.kind).toBe('transport');
    await mailer.sendWelcome({ to: 'jane@homes.example', name: 'Jane' });
    expect(sent).toEqual(['Welcome to Hearthstone Homes']);
    expect(await listOutbox(path.join(dir, 'outbox'))).toEqual([]);
  });

  describe('SMTP', () => {
    let server: Server;
    let port: number;
    const received: { from: string; to: string[]; data: string }[] = [];

    // Just enough of an SMTP server to take one message per connection.
    beforeEach(async () => {
      server = createServer((socket) => {
        let buffer = '';
        let inData = false;
        const message = { from: '', to: [] as string[], data: '' };
        socket.write('220 test.local ESMTP\r\n');
        socket.on('data', (chunk) => {
          buffer += chunk.toString('utf8');
          while (buffer.length > 0) {
            if (inData) {
              const end = buffer.indexOf('\r\n.\r\n');
              if (end < 0) return;
              message.data = buffer.slice(0, end);
              buffer = buffer.slice(end + 5);
              inData = false;
              received.push({ ...message });
              socket.write('250 queued\r\n');
              continue;
            }
            const lineEnd = buffer.indexOf('\r\n');
            if (lineEnd < 0) return;
            const line = buffer.slice(0, lineEnd);
            buffer = buffer.slice(lineEnd + 2);
            const verb = line.slice(0, 4).toUpperCase();
            if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
            else if (verb === 'MAIL') {
              message.from = line;
              socket.write('250 ok\r\n');
            } else if (verb === 'RCPT') {
              message.to.push(line);
              socket.write('250 ok\r\n');
            } else if (verb === 'DATA') {
              inData = true;
              socket.write('354 go ahead\r\n');
            } else if (verb === 'QUIT') socket.end('221 bye\r\n');
            else socket.write('250 ok\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterEach(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('sends through the SMTP server of SMTP_URL', async () => {
      const mailer = createMailer({
        outboxDir: path.join(dir, 'outbox'),
        from: FROM,
        smtpUrl: `smtp://127.0.0.1:${port}`,
      });
      expect(mailer.kind).toBe('smtp');
      await mailer.sendPasswordReset({
        to: 'jane@homes.example',
        name: 'Jane',
        link: 'https://homes.example/account/reset?token=abc',
      });
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('MAIL FROM:<no-reply@homes.example>');
      expect(received[0]!.to).toEqual(['RCPT TO:<jane@homes.example>']);
      expect(received[0]!.data).toMatch(/^Subject: Reset your Hearthstone Homes password$/m);
      // Bodies travel quoted-printable: decoded, the link is whole.
      const decoded = received[0]!.data
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(decoded).toContain('\nhttps://homes.example/account/reset?token=abc\r\n');
      expect(decoded).toContain('href="https://homes.example/account/reset?token=abc"');
      expect(await listOutbox(path.join(dir, 'outbox'))).toEqual([]);
    });
  });
});
