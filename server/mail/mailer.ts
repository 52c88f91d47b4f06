// The site's mail. From the identity provider: reset-password and
// email-change links, the sign-up code (or, for an address that has an
// account, a notice to its owner), a welcome, and a notice with an undo link
// to an old address after an email change. From the portal: a buyer's lead to
// their home center (server/domain/leads.ts). Sent with
// nodemailer through the SMTP server of SMTP_URL; without one (development,
// tests, a demo) each message is written to an outbox folder in DATA_DIR,
// which listOutbox reads for the development page that shows it.
//
// Nothing here logs: the messages carry names, addresses, one-time links and
// what buyers told their home center.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { SIGN_UP_CODE_TTL_MS } from '../identity/sign-ups.ts';
import { DEFAULT_BRAND_LABEL } from '../../lib/brands.ts';
import { DEFAULT_COMPANY_MAIL } from '../../lib/forms/our-team.ts';
import {
  EMAIL_CHANGE_TOKEN_TTL_MS,
  EMAIL_REVERT_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '../identity/accounts.ts';

export type MailerOptions = {
  /** Where messages are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  /** The From header, e.g. 'Hearthstone Homes <no-reply@homes.example>' (MAIL_FROM). */
  from: string;
  /** smtp:// or smtps:// URL with any credentials (SMTP_URL): send through that server. */
  smtpUrl?: string;
  /** Any nodemailer transporter; wins over smtpUrl (tests, other services). */
  transport?: Transporter;
  /** Our own team's mailbox (COMPANY_MAIL): the leads no home center answers (LeadMail.to null). */
  companyMail?: string;
};

/** A link mail: to whom (address and name to greet), the link, and the dealer's brand to sign with. */
export type LinkMail = { to: string; name: string; link: string; brand?: string };

export type Mailer = {
  /** Where mail goes: the outbox folder, an SMTP server, or a transporter given by the caller. */
  kind: 'outbox' | 'smtp' | 'transport';
  sendPasswordReset(mail: LinkMail): Promise<void>;
  sendEmailChange(mail: LinkMail): Promise<void>;
  /** link: where to sign in (optional). */
  sendWelcome(mail: Omit<LinkMail, 'link'> & { link?: string }): Promise<void>;
  /** The code that finishes creating an account (sign-ups.ts). */
  sendSignUpCode(mail: { to: string; name: string; code: string; brand?: string }): Promise<void>;
  /** To an account's owner when someone tried to create another account with the address. */
  sendSignUpAttempt(mail: LinkMail): Promise<void>;
  /** To an account's owner when another account asked to take its address. */
  sendEmailChangeAttempt(mail: LinkMail): Promise<void>;
  /** To the previous address after an email change, with a link to undo it in case it was not the owner's doing. */
  sendEmailChanged(mail: LinkMail): Promise<void>;
  /** To the address of an account just deleted: what went, what stays, and what to do if it was not them. */
  sendAccountDeleted(mail: { to: string; name: string; brand?: string }): Promise<void>;
  /** A buyer's lead to a home center: who, how to reach them, and what their planner says. */
  sendLead(mail: LeadMail): Promise<void>;
  close(): void;
};

/**
 * A lead as the home center reads it. Every value is the buyer's (or the
 * home center's) text: the mailer escapes it in the HTML part.
 */
export type LeadMail = {
  /** The home center's address; null: our own team's (MailerOptions.companyMail). And the name to greet. */
  to: string | null;
  name: string;
  subject: string;
  /** Opening paragraphs. */
  intro: string[];
  /** The buyer's own words (may span lines); '' when none. */
  message: string;
  /** Facts under headings: [label, value] rows. */
  sections: { title: string; rows: [string, string][] }[];
  /** The closing lines (the brand). */
  signature: string;
  /** The buyer: a home center's Reply answers them, not our no-reply sender. */
  replyTo?: { address: string; name: string };
};

export type OutboxMessage = {
  /** The file name without extension; `${id}.eml` beside it is the raw message. */
  id: string;
  from: string;
  to: string;
  subject: string;
  date: Date;
  text: string;
  html: string;
};

type Composed = { subject: string; paragraphs: Paragraph[] };
/** A paragraph of text, or a link shown on its own line (a button in HTML). */
type Paragraph = string | { link: string; label: string };

/** How a notice to an address's owner ends: sign in, or choose a new password, or ignore it. */
function ownerNoticeEnd(link: string, brand: string): Paragraph[] {
  return [
    'If it was you, sign in with this address on the site. Forgot your password? Choose a new one here:',
    { link: checkedLink(link), label: 'Choose a new password' },
    'If it was not you, ignore this email: your account is unchanged.',
    brand,
  ];
}

export function createMailer(options: MailerOptions): Mailer {
  const kind = options.transport ? 'transport' : options.smtpUrl ? 'smtp' : 'outbox';
  const transporter: Transporter =
    options.transport ??
    (options.smtpUrl
      ? createTransport(options.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));

  // The account mails come from the brand they speak for (MAIL_FROM's address): a buyer of
  // Oak Creek Homes reads "Oak Creek Homes" as the sender, not the company's name.
  const fromAddress = /<([^>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
  const fromBrand = (brand: string) =>
    brand === DEFAULT_BRAND_LABEL
      ? options.from
      : `"${brand.replace(/["\\]/g, '')}" <${fromAddress}>`;

  async function deliver(
    to: string,
    name: string,
    subject: string,
    text: string,
    html: string,
    replyTo?: { address: string; name: string },
    from = options.from,
  ): Promise<void> {
    const info = await transporter.sendMail({
      from,
      to: { name, address: to },
      ...(replyTo ? { replyTo } : {}),
      subject,
      text,
      html,
    });
    if (kind === 'outbox') {
      await writeToOutbox(options.outboxDir, {
        raw: info.message as Buffer,
        from,
        to: `${name} <${to}>`,
        subject,
        text,
        html,
      });
    }
  }

  /** An account mail, from the brand it speaks for. */
  const send = (to: string, name: string, message: Composed & { brand: string }) =>
    deliver(
      to,
      name,
      message.subject,
      `${message.paragraphs.map(plainParagraph).join('\n\n')}\n`,
      htmlBody(message),
      undefined,
      fromBrand(message.brand),
    );

  return {
    kind,
    sendPasswordReset: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Reset your ${brand} password`,
        paragraphs: [
          `Hello ${name},`,
          `Someone asked to reset the password of your ${brand} home account. If it was you, choose a new password with this link. It works once, within ${duration(RESET_TOKEN_TTL_MS)}.`,
          { link: checkedLink(link), label: 'Choose a new password' },
          'If it was not you, ignore this email: your password stays as it is.',
          brand,
        ],
      }),
    sendEmailChange: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Confirm your new email address for ${brand}`,
        paragraphs: [
          `Hello ${name},`,
          `To use this address for your ${brand} home account, confirm it with this link. It works once, within ${duration(EMAIL_CHANGE_TOKEN_TTL_MS)}.`,
          { link: checkedLink(link), label: 'Confirm this email address' },
          'If you did not ask for this, ignore this email: nothing changes.',
          brand,
        ],
      }),
    sendSignUpCode: async ({ to, name, code, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Your ${brand} code: ${code}`,
        paragraphs: [
          `Hello ${name},`,
          `To finish creating your ${brand} home account, enter this code on the sign-up screen. It works for ${minutes(SIGN_UP_CODE_TTL_MS)}.`,
          code,
          'If you did not ask for it, ignore this email: no account is made without the code.',
          brand,
        ],
      }),
    sendSignUpAttempt: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Someone tried to create a ${brand} account with your address`,
        paragraphs: [
          `Hello ${name},`,
          `Someone, perhaps you, tried to create a ${brand} home account with this address. You already have one, so no second account was made and no code was sent.`,
          ...ownerNoticeEnd(link, brand),
        ],
      }),
    sendEmailChangeAttempt: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Someone asked to use your address for another ${brand} account`,
        paragraphs: [
          `Hello ${name},`,
          `Someone, perhaps you, asked to use this address for another ${brand} home account. It is already your account's address, so nothing was changed and no link was sent.`,
          ...ownerNoticeEnd(link, brand),
        ],
      }),
    sendAccountDeleted: async ({ to, name, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Your ${brand} home account is deleted`,
        paragraphs: [
          `Hello ${name},`,
          `Your ${brand} home account is deleted, as asked on your account details: your details, planner answers, favorites and designs are gone, and you are signed out on every device.`,
          'What you already sent to a home center (a message, your plan, a design and its link) stays with that home center. Ask them if you want it deleted too.',
          'If you did not ask for this, someone knew your password: make a new account whenever you like, and use a password you use nowhere else.',
          brand,
        ],
      }),
    sendWelcome: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `Welcome to ${brand}`,
        paragraphs: [
          `Hello ${name},`,
          `Your ${brand} home account is ready: save homes, follow your purchase and keep your documents in one place.`,
          ...(link ? [{ link: checkedLink(link), label: 'Sign in' }] : []),
          brand,
        ],
      }),
    sendEmailChanged: async ({ to, name, link, brand = DEFAULT_BRAND_LABEL }) =>
      send(to, name, {
        brand,
        subject: `The email address of your ${brand} account was changed`,
        paragraphs: [
          `Hello ${name},`,
          `The email address of your ${brand} home account was changed, and we now write to the new one. If you did this, there is nothing more to do.`,
          `If you did not, someone else may be using your account. Take it back with this link: your account gets this address again and a new password, and whoever changed it is signed out. It works once, within ${duration(EMAIL_REVERT_TOKEN_TTL_MS)}.`,
          { link: checkedLink(link), label: 'This was not me: undo the change' },
          brand,
        ],
      }),
    sendLead: async (mail) => {
      const text = leadText(mail);
      const html = leadHtml(mail);
      const to = mail.to ?? options.companyMail ?? DEFAULT_COMPANY_MAIL;
      await deliver(to, mail.name, mail.subject, text, html, mail.replyTo);
    },
    close: () => transporter.close(),
  };
}

function leadText({ intro, message, sections, signature }: LeadMail): string {
  const blocks = [...intro];
  if (message) blocks.push(`Their message:\n${message}`);
  for (const section of sections) {
    blocks.push(
      [section.title, ...section.rows.map(([label, value]) => `- ${label}: ${value}`)].join('\n'),
    );
  }
  blocks.push(signature);
  return `${blocks.join('\n\n')}\n`;
}

function leadHtml(mail: LeadMail): string {
  const parts = mail.intro.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`);
  if (mail.message) {
    parts.push(
      `<p style="margin:0 0 4px;font-weight:bold">Their message</p>` +
        `<p style="margin:0 0 16px;white-space:pre-wrap;border-left:3px solid #1f4e79;padding-left:12px">${escapeHtml(mail.message)}</p>`,
    );
  }
  for (const section of mail.sections) {
    const rows = section.rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:normal;color:#555555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(section.title)}</h2>` +
        `<table style="border-collapse:collapse;margin:0 0 8px">${rows}</table>`,
    );
  }
  parts.push(
    `<p style="margin:16px 0 0">${mail.signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
  );
  return htmlDocument(mail.subject, parts.join('\n'));
}

function checkedLink(link: string): string {
  const url = URL.parse(link);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('A mailed link must be an absolute http(s) URL');
  }
  return url.href;
}

function minutes(ms: number): string {
  return `${Math.round(ms / 60_000)} minutes`;
}

function duration(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

function plainParagraph(paragraph: Paragraph): string {
  return typeof paragraph === 'string' ? paragraph : paragraph.link;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function htmlBody({ subject, paragraphs }: Composed): string {
  return htmlDocument(subject, htmlParagraphs(paragraphs));
}

function htmlParagraphs(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1f4e79;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(p.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#555555">Or open this address: ${escapeHtml(p.link)}</p>`,
    )
    .join('\n');
}

function htmlDocument(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f2;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222222">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${body}
</div>
</body>
</html>
`;
}

// Outbox: one message is NAME.eml (the raw message, opens in a mail program)
// and NAME.json (what listOutbox shows). NAME starts with the time, so names
// sort oldest first; a counter orders messages of the same millisecond.
let outboxSequence = 0;

type Stored = {
  raw: Buffer;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

async function writeToOutbox(outboxDir: string, message: Stored): Promise<void> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const date = new Date();
  outboxSequence = (outboxSequence + 1) % 1_000_000;
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${String(outboxSequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
  const { raw, ...summary } = message;
  await writeFile(path.join(outboxDir, `${id}.eml`), raw, { mode: 0o600 });
  // The .json appears whole or not at all: a listing never reads half a file.
  const partial = path.join(outboxDir, `.${id}.json.tmp`);
  await writeFile(partial, JSON.stringify({ ...summary, date: date.toISOString() }), {
    mode: 0o600,
  });
  await rename(partial, path.join(outboxDir, `${id}.json`));
}

const outboxId = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-[0-9a-f]{6}$/;

/** The outbox's messages, newest first (at most `limit`); none when the folder does not exist. */
export async function listOutbox(
  outboxDir: string,
  { limit = 100 }: { limit?: number } = {},
): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => outboxId.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    ids.map(async (id) => {
      const stored = JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8')) as Omit<
        OutboxMessage,
        'id' | 'date'
      > & { date: string };
      return { ...stored, id, date: new Date(stored.date) };
    }),
  );
}
