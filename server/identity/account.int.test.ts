// Home accounts' mailed-link flows end to end over HTTP, with the real build's
// screens and the development outbox: forgot and reset password, change email,
// the GraphQL mutations and queries of SPEC §7, and their rate limits.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import * as oidc from 'openid-client';
import pino from 'pino';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandLabel } from '../../lib/brands.ts';
import { eq } from 'drizzle-orm';
import { accounts, designs, leads, rateLimitHits, users } from '../db/schema.ts';
import { createAccountFlows } from './account-flows.ts';
import { recordSignIn } from './sign-ins.ts';
import { MESSAGES } from './bearer.ts';
import { KEYS_FILE, SIGNING_ALG } from './keys.ts';
import { createMailer, listOutbox } from '../mail/mailer.ts';
import {
  CookieJar,
  form,
  startTestSite,
  TEST_CLIENT,
  TEST_PERSON,
  type TestSite,
} from './test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(async () => {
  await site?.close();
});

// Every test comes from 127.0.0.1: each starts with fresh counts.
beforeEach(async () => {
  await site.database.db.delete(rateLimitHits);
});

const RESET_ANSWER = /If an account uses (.+?), we sent a link to it to choose a new password\./;

/** The newest outbox mail to this address, once the mail started so far has gone out. */
async function mailTo(email: string, subject: RegExp) {
  await site.app.idle();
  const messages = await listOutbox(path.join(site.dataDir, 'outbox'));
  return messages.find(
    (message) =>
      message.to.toLowerCase().includes(`<${email.toLowerCase()}>`) &&
      subject.test(message.subject),
  );
}

function linkIn(text: string, kind: 'reset-password' | 'confirm-email' | 'revert-email'): string {
  const link = new RegExp(`${site.base}/oidc/account/${kind}/[\\w-]{43}`).exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

async function page(url: string, init?: RequestInit) {
  const response = await site.visit(new CookieJar(), url, init);
  return { response, html: await response.text() };
}

async function forgot(email: string) {
  return page('/oidc/account/forgot-password', form({ email }));
}

/** Signs in on our screen; the callback URL when it worked, else the screen's HTML. */
async function signIn(email: string, password: string): Promise<URL | string> {
  const jar = new CookieJar();
  const { screen } = await site.startSignIn(jar);
  const interaction = (screen as Response).url;
  const answer = await site.follow(
    jar,
    await site.visit(jar, interaction, form({ intent: 'sign-in', email, password })),
  );
  return answer instanceof URL ? answer : answer.text();
}

/** A label names the input by its id. */
function expectLabelled(html: string, id: string, label: string) {
  expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}</label>`));
  expect(html).toMatch(new RegExp(`<input[^>]* id="${id}"[^>]* name="${id}"`));
}

function expectPrivatePage(response: Response, html: string) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
}

async function graphql(query: string, variables: object, accessToken?: string) {
  const response = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: Record<string, unknown> }[];
    },
  };
}

const UPDATE_PASSWORD = `mutation ($clientId: String!, $email: String!) {
  updatePassword(clientId: $clientId, email: $email)
}`;
const UPDATE_PASSWORD_SERVICE = `mutation ($clientId: String!, $email: String!) {
  updatePasswordService(clientId: $clientId, email: $email)
}`;
const UPDATE_EMAIL = `mutation ($newEmail: String!, $clientId: String!) {
  updateEmail(newEmail: $newEmail, clientId: $clientId)
}`;

describe('forgot and reset password', () => {
  it('mails a reset link; the new password signs in, the old one does not, the link works once', async () => {
    const { email, tokens } = await site.signUp();
    const newPassword = 'lantern by the creek';

    const screen = await page('/oidc/account/forgot-password');
    expect(screen.response.status).toBe(200);
    expectPrivatePage(screen.response, screen.html);
    expectLabelled(screen.html, 'email', 'Email');

    const sent = await forgot(email);
    expect(sent.response.status).toBe(200);
    expect(sent.html).toMatch(RESET_ANSWER);
    // This site has no mail server: the answer points to the development outbox.
    expect(sent.html).toContain('href="/oidc/account/outbox"');

    const mail = await mailTo(email, /^Reset your Hearthstone Homes password$/);
    expect(mail).toBeDefined();
    const link = linkIn(mail!.text, 'reset-password');

    // The outbox page lists it, newest first, with the link clickable.
    const outbox = await page('/oidc/account/outbox');
    expect(outbox.response.status).toBe(200);
    expectPrivatePage(outbox.response, outbox.html);
    expect(outbox.html).toContain(`href="${link}"`);
    expect(outbox.html).toContain('Reset your Hearthstone Homes password');

    const resetScreen = await page(link);
    expect(resetScreen.response.status).toBe(200);
    expectPrivatePage(resetScreen.response, resetScreen.html);
    expectLabelled(resetScreen.html, 'password', 'New password');
    expectLabelled(resetScreen.html, 'confirmPassword', 'New password again');

    const mismatch = await page(link, form({ password: newPassword, confirmPassword: 'other' }));
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.html).toContain('The two passwords are not the same.');

    const weak = await page(link, form({ password: 'short', confirmPassword: 'short' }));
    expect(weak.response.status).toBe(400);
    expect(weak.html).toMatch(/aria-invalid="true"/);

    const done = await page(link, form({ password: newPassword, confirmPassword: newPassword }));
    expect(done.response.status).toBe(200);
    expect(done.html).toContain('Password changed, sign in');
    expect(done.html).toContain('href="/"');

    // One use only.
    const again = await page(
      link,
      form({ password: 'another fine password', confirmPassword: 'another fine password' }),
    );
    expect(again.response.status).toBe(410);
    expect(again.html).toContain('This reset link has expired or was already used.');
    expect((await page(link)).html).toContain('This reset link has expired or was already used.');

    expect(await signIn(email, TEST_PERSON.password)).toContain(
      'That email and password do not match an account.',
    );
    expect(await signIn(email, newPassword)).toBeInstanceOf(URL);
    // The reset signed the account out everywhere: the old refresh token is dead.
    await expect(oidc.refreshTokenGrant(site.oidc, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('asked for on a home center’s pages, the link’s screens wear its brand and lead back to its pages', async () => {
    const { email } = await site.signUp();
    const center = await site.database.db.query.dealers.findFirst({
      where: (d, { eq }) => eq(d.lotNumber, '1'),
    });
    const brand = brandLabel(center!.brandAcronym);
    // The sign-in started on the home center's own host: its "Forgot your password?" link.
    const jar = new CookieJar();
    const { screen } = await site.openHomeCenterSignIn(jar);
    const forgotHref = /href="(\/oidc\/account\/forgot-password\?[^"]+)"/
      .exec(await screen.text())?.[1]
      ?.replaceAll('&amp;', '&');
    expect(forgotHref).toMatch(/[?&]lotNumber=1(&|$)/);
    await site.visit(jar, forgotHref!, form({ email }));
    const mail = await mailTo(email, /^Reset your /);
    const link = new RegExp(
      `${site.base}/oidc/account/reset-password/[\\w-]{43}\\?lotNumber=1`,
    ).exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();
    const text = (html: string) => html.replaceAll('<!-- -->', '');
    expect(text((await page(link!)).html)).toContain(`${brand} home account`);
    const done = await page(
      link!,
      form({ password: 'lantern by the creek', confirmPassword: 'lantern by the creek' }),
    );
    expect(done.html).toContain('Password changed, sign in');
    expect(text(done.html)).toContain(`${brand} home account`);
    expect(done.html).toContain('href="/?lotNumber=1"');
    // Used up, it says so in the same brand, and a new link is asked for on the same pages.
    const dead = await page(link!);
    expect(dead.html).toContain('href="/oidc/account/forgot-password?lotNumber=1"');
  });

  it('answers the same whether or not an account uses the email, and mails only an account', async () => {
    const { email } = await site.signUp();
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await forgot(email);
    const stranger = await forgot(unknown);
    expect(stranger.response.status).toBe(known.response.status);
    const answer = (html: string) =>
      RESET_ANSWER.exec(html)![0].replace(/uses .+?, we/, 'uses …, we');
    expect(answer(stranger.html)).toBe(answer(known.html));
    expect(await mailTo(email, /Reset your/)).toBeDefined();
    expect(await mailTo(unknown, /./)).toBeUndefined();
  });

  it('keeps what was typed when the address is not one', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain('Enter a valid email address');
    expect(bad.html).toContain('value="not-an-email"');
    expect(bad.html).toContain('aria-invalid="true"');
  });

  it('limits reset requests per email and per address', async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await forgot(email)).html).toMatch(RESET_ANSWER);
    const limited = await forgot(email);
    expect(limited.response.status).toBe(400);
    expect(limited.html).toMatch(/Too many requests\. Try again in \d+ minutes?\./);
    expect(limited.html).toContain(`value="${email}"`);

    await site.database.db.delete(rateLimitHits);
    for (let i = 0; i < 10; i++) await forgot(`ip.${i}.${Date.now()}@example.com`);
    expect((await forgot(`ip.last.${Date.now()}@example.com`)).html).toMatch(/Too many requests/);
  });

  it('says a link is dead before anyone types into it', async () => {
    const dead = await page(`/oidc/account/reset-password/${'x'.repeat(43)}`);
    expect(dead.response.status).toBe(200);
    expect(dead.html).toContain('This reset link has expired or was already used.');
    expect(dead.html).toContain('href="/oidc/account/forgot-password"');
  });

  it('links the sign-in screen to the forgot page, with the way back to the sign-in', async () => {
    const jar = new CookieJar();
    const { screen } = await site.startSignIn(jar);
    const signInPage = screen as Response;
    const uid = new URL(signInPage.url).pathname.split('/').pop()!;
    const html = await signInPage.text();
    const href = `/oidc/account/forgot-password?client=${TEST_CLIENT}&amp;uid=${uid}`;
    expect(html).toContain(`href="${href}"`);
    const forgotPage = await site.visit(jar, href.replace('&amp;', '&'));
    const forgotHtml = await forgotPage.text();
    expect(forgotHtml).toContain(`href="/oidc/interaction/${uid}"`);
    expect(forgotHtml).toContain('Back to sign in');
  });

  it('logs a failed mail without the address or the link', async () => {
    const { email } = await site.signUp();
    const logged: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
    const failing = createTransport({
      name: 'failing',
      version: '1',
      send: (_mail, callback) =>
        callback(
          Object.assign(new Error(`550 mailbox <${email}> unavailable`), { responseCode: 550 }),
        ),
    });
    const flows = createAccountFlows({
      db: site.database.db,
      mailer: createMailer({
        outboxDir: '/nonexistent',
        from: 'a@homes.example',
        transport: failing,
      }),
      publicUrl: site.base,
      env: 'prod',
      outboxDir: '/nonexistent',
      logger,
    });
    await flows.requestReset({ email, ip: '192.0.2.1' });
    await flows.idle();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('password reset mail failed');
    expect(logged[0]).toContain('"responseCode":550');
    expect(logged[0]!.toLowerCase()).not.toContain(email.toLowerCase());
    expect(logged[0]).not.toContain('reset-password/');
  });
});

describe('GraphQL: updatePassword, updatePasswordService, updateEmail', () => {
  it('refuses them without a token (401)', async () => {
    for (const [query, variables] of [
      [UPDATE_PASSWORD, { clientId: TEST_CLIENT, email: 'a@example.com' }],
      [UPDATE_PASSWORD_SERVICE, { clientId: TEST_CLIENT, email: 'a@example.com' }],
      [UPDATE_EMAIL, { newEmail: 'a@example.com', clientId: TEST_CLIENT }],
    ] as const) {
      const { status, body } = await graphql(query, variables);
      expect(status).toBe(401);
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a token without the global.user.write scope with 403, and reads need global.user.read', async () => {
    const readOnly = await site.signUp({ scope: 'openid email retail.web.read global.user.read' });
    const refused = await graphql(
      UPDATE_PASSWORD,
      { clientId: TEST_CLIENT, email: readOnly.email },
      readOnly.tokens.access_token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Your access token was not given the global.user.write scope this needs.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await mailTo(readOnly.email, /Reset your/)).toBeUndefined();
    const listed = await graphql(
      '{ authorizedApplications { clientId } }',
      {},
      readOnly.tokens.access_token,
    );
    expect(listed.body).toEqual({ data: { authorizedApplications: [{ clientId: TEST_CLIENT }] } });

    const retailOnly = await site.signUp({ scope: 'openid retail.web.read' });
    const unread = await graphql(
      '{ authorizedApplications { clientId } }',
      {},
      retailOnly.tokens.access_token,
    );
    expect(unread.status).toBe(403);
    expect(unread.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('mails the signed-in user a reset link for their own email only', async () => {
    const { email, tokens } = await site.signUp();
    const token = tokens.access_token;
    const wrong = await graphql(
      UPDATE_PASSWORD,
      { clientId: TEST_CLIENT, email: 'someone.else@example.com' },
      token,
    );
    expect(wrong.body.errors![0]).toMatchObject({
      message: 'This is not the email address of your account.',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const unknownClient = await graphql(
      UPDATE_PASSWORD,
      { clientId: 'web-nowhere-prod', email },
      token,
    );
    expect(unknownClient.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'clientId',
    });
    expect(await mailTo(email, /Reset your/)).toBeUndefined();

    const ok = await graphql(
      UPDATE_PASSWORD,
      { clientId: 'web-oak-prod', email: email.toUpperCase() },
      token,
    );
    expect(ok.body).toEqual({ data: { updatePassword: true } });
    // Branded by the client's brand.
    const mail = await mailTo(email, /^Reset your Oak Creek Homes password$/);
    expect(mail).toBeDefined();
    linkIn(mail!.text, 'reset-password');

    const alias = await graphql(UPDATE_PASSWORD_SERVICE, { clientId: TEST_CLIENT, email }, token);
    expect(alias.body).toEqual({ data: { updatePasswordService: true } });
    await graphql(UPDATE_PASSWORD_SERVICE, { clientId: TEST_CLIENT, email }, token);
    const limited = await graphql(UPDATE_PASSWORD, { clientId: TEST_CLIENT, email }, token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('leads the mailed link back to the home center the account last signed in through with that client', async () => {
    const { email, tokens } = await site.signUp();
    const accountId = tokens.claims()!.sub;
    const ask = async () => {
      await graphql(UPDATE_PASSWORD, { clientId: 'web-oak-prod', email }, tokens.access_token);
      return (await mailTo(email, /^Reset your /))!.text;
    };
    // Never signed in through one of the brand's home centers: the link is the site's own.
    const plain = await ask();
    expect(linkIn(plain, 'reset-password')).not.toContain('lotNumber');
    expect(plain).not.toMatch(/reset-password\/[\w-]{43}\?lotNumber=/);
    // Signed in on Oak Creek Homes of Knoxville's own host (as the provider records it).
    await recordSignIn(
      { db: site.database.db, viewer: null },
      { accountId, clientId: 'web-oak-prod', returnHost: 'knoxville.localhost' },
    );
    const branded = await ask();
    expect(branded).toMatch(
      new RegExp(`${site.base}/oidc/account/reset-password/[\\w-]{43}\\?lotNumber=1`),
    );
  });

  it('changes the email once the link mailed to the new address is confirmed', async () => {
    const { email, tokens } = await site.signUp();
    const newEmail = `moved.${Date.now()}@example.com`;
    const taken = await graphql(
      UPDATE_EMAIL,
      { newEmail: email, clientId: TEST_CLIENT },
      tokens.access_token,
    );
    expect(taken.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'newEmail',
    });
    const bad = await graphql(
      UPDATE_EMAIL,
      { newEmail: 'nope', clientId: TEST_CLIENT },
      tokens.access_token,
    );
    expect(bad.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'newEmail',
    });

    const asked = await graphql(
      UPDATE_EMAIL,
      { newEmail, clientId: TEST_CLIENT },
      tokens.access_token,
    );
    expect(asked.body).toEqual({ data: { updateEmail: true } });
    const mail = await mailTo(newEmail, /^Confirm your new email address/);
    expect(mail).toBeDefined();
    const link = linkIn(mail!.text, 'confirm-email');

    // Opening the link changes nothing (a mail scanner may open it first).
    for (let i = 0; i < 2; i++) {
      const opened = await page(link);
      expect(opened.response.status).toBe(200);
      expectPrivatePage(opened.response, opened.html);
      expect(opened.html).toContain('Confirm this email address');
    }
    expect(await signIn(email, TEST_PERSON.password)).toBeInstanceOf(URL);

    const confirmed = await page(link, form({}));
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.html).toContain('Email address changed');
    expect(confirmed.html).toContain(newEmail);
    expect(await mailTo(email, /was changed$/)).toBeDefined();

    const again = await page(link, form({}));
    expect(again.response.status).toBe(400);
    expect(again.html).toContain('This confirmation link has expired or was already used.');
    expect((await page(link)).html).toContain(
      'This confirmation link has expired or was already used.',
    );

    expect(await signIn(newEmail, TEST_PERSON.password)).toBeInstanceOf(URL);
    expect(await signIn(email, TEST_PERSON.password)).toContain(
      'That email and password do not match an account.',
    );
  });
});

describe('GraphQL: updateEmail to an address that has an account', () => {
  it('answers as for a free address, and tells the address’s owner instead of mailing a link', async () => {
    const asker = await site.signUp();
    const owner = await site.signUp();
    const asked = await graphql(
      UPDATE_EMAIL,
      { newEmail: owner.email.toUpperCase(), clientId: TEST_CLIENT },
      asker.tokens.access_token,
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ data: { updateEmail: true } });
    expect(await mailTo(owner.email, /^Confirm your new email address/)).toBeUndefined();
    const notice = await mailTo(owner.email, /^Someone asked to use your address/);
    expect(notice?.text).toContain('nothing was changed and no link was sent');
    expect(notice?.text).toContain(`${site.base}/oidc/account/forgot-password`);
    // Neither account changed: each still signs in with its own address.
    expect(await signIn(asker.email, TEST_PERSON.password)).toBeInstanceOf(URL);
    expect(await signIn(owner.email, TEST_PERSON.password)).toBeInstanceOf(URL);
  });
});

describe('GraphQL: getApplication and getClientByName', () => {
  const query = (field: string) => `query ($name: String!) {
    ${field}(name: $name) { clientId isRetail lotNumber name }
  }`;

  it('finds one of this environment’s clients by client id or by name, without a token', async () => {
    for (const field of ['getApplication', 'getClientByName']) {
      const oak = {
        clientId: 'web-oak-prod',
        isRetail: true,
        lotNumber: null,
        name: 'Oak Creek Homes website',
      };
      expect((await graphql(query(field), { name: 'web-oak-prod' })).body).toEqual({
        data: { [field]: oak },
      });
      expect((await graphql(query(field), { name: ' Oak Creek Homes Website ' })).body).toEqual({
        data: { [field]: oak },
      });
      expect((await graphql(query(field), { name: 'Hearthstone Homes website' })).body).toEqual({
        data: {
          [field]: {
            clientId: TEST_CLIENT,
            isRetail: false,
            lotNumber: null,
            name: 'Hearthstone Homes website',
          },
        },
      });
      // SPEC §6's authorisation clients (their ids are configurable; these are APP_ENV's defaults).
      expect((await graphql(query(field), { name: 'retail-authorization-prod' })).body).toEqual({
        data: {
          [field]: {
            clientId: 'retail-authorization-prod',
            isRetail: true,
            lotNumber: null,
            name: 'Retail authorization',
          },
        },
      });
      expect((await graphql(query(field), { name: 'Corporate authorization' })).body).toEqual({
        data: {
          [field]: {
            clientId: 'corporate-authorization-prod',
            isRetail: false,
            lotNumber: null,
            name: 'Corporate authorization',
          },
        },
      });
      for (const name of ['web-oak-dev', 'nobody', '']) {
        expect((await graphql(query(field), { name })).body).toEqual({ data: { [field]: null } });
      }
    }
  });
});

/**
 * An access token our provider could have issued, signed with its real key,
 * but from a sign-in `authAgeSeconds` ago: what a thief holds after the
 * owner's last sign-in (the provider itself only issues tokens of sign-ins that happen).
 */
async function tokenSignedInAgo(subject: string, authAgeSeconds: number): Promise<string> {
  const file = JSON.parse(await readFile(path.join(site.dataDir, KEYS_FILE), 'utf8')) as {
    signing: { keys: JWK[] };
  };
  const jwk = file.signing.keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    scope: 'openid global.user.read global.user.write',
    client_id: TEST_CLIENT,
    auth_time: now - authAgeSeconds,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid! })
    .setIssuer(`${site.base}/oidc`)
    .setAudience(`${site.base}/graphql`)
    .setSubject(subject)
    .setJti(`test-${now}-${Math.random()}`)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, SIGNING_ALG));
}

const APPLICATIONS = '{ authorizedApplications { clientId } }';

/** Waits for the clock's next whole second: tokens issued in a change's own second are refused. */
async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

describe('a stolen access token (issue 9)', () => {
  it('cannot change the email: that needs a sign-in of the last five minutes', async () => {
    const { email, tokens } = await site.signUp();
    const subject = tokens.claims()!.sub;
    // The provider says in every access token when the password was typed.
    const authTime = decodeJwt(tokens.access_token).auth_time as number;
    expect(Math.abs(Date.now() / 1000 - authTime)).toBeLessThan(60);
    // A refreshed token keeps the sign-in's time: refreshing is not signing in.
    const refreshed = await oidc.refreshTokenGrant(site.oidc, tokens.refresh_token!);
    expect(decodeJwt(refreshed.access_token).auth_time).toBe(authTime);

    const stolen = await tokenSignedInAgo(subject, 6 * 60);
    // It still reads the account (what it was issued for) …
    expect((await graphql(APPLICATIONS, {}, stolen)).body.errors).toBeUndefined();
    // … but the email, which would hand over the account, needs the password again.
    const refused = await graphql(
      UPDATE_EMAIL,
      { newEmail: `thief.${Date.now()}@example.com`, clientId: TEST_CLIENT },
      stolen,
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(
      /^Bearer error="insufficient_user_authentication".*max_age=300$/,
    );
    expect(refused.body.errors![0]!.extensions).toMatchObject({
      code: 'REAUTHENTICATION_REQUIRED',
      maxAgeSeconds: 300,
    });
    expect(await mailTo(email, /^Confirm your new email address/)).toBeUndefined();
    // A mistyped address is said at once: typing the password again would not mend it.
    const mistyped = await graphql(
      UPDATE_EMAIL,
      { newEmail: 'not-an-email', clientId: TEST_CLIENT },
      stolen,
    );
    expect(mistyped.status).toBe(200);
    expect(mistyped.body.errors![0]).toMatchObject({
      message: 'Enter a valid email address, like name@example.com.',
      extensions: { code: 'BAD_USER_INPUT', field: 'newEmail' },
    });

    // Four minutes is recent enough.
    const recent = await tokenSignedInAgo(subject, 4 * 60);
    const newEmail = `recent.${Date.now()}@example.com`;
    expect((await graphql(UPDATE_EMAIL, { newEmail, clientId: TEST_CLIENT }, recent)).body).toEqual(
      { data: { updateEmail: true } },
    );
  });

  it('asks the signed-in person for the password again with prompt=login, and says why', async () => {
    const { jar, email, tokens } = await site.signUp();
    const { verifier, state, screen } = await site.startSignIn(jar, {
      prompt: 'login',
      login_hint: email,
    });
    const html = await (screen as Response).text();
    expect(html).toContain('Confirm it’s you');
    expect(html).not.toContain('Create an account');
    expect(html).toContain(`value="${email}"`);
    const back = await site.follow(
      jar,
      await site.visit(
        jar,
        (screen as Response).url,
        form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
      ),
    );
    const again = await oidc.authorizationCodeGrant(site.oidc, back as URL, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(decodeJwt(again.access_token).auth_time as number).toBeGreaterThanOrEqual(
      decodeJwt(tokens.access_token).auth_time as number,
    );
  });

  it('stops working when the password is reset, not ten minutes later', async () => {
    const { email, tokens } = await site.signUp();
    expect((await graphql(APPLICATIONS, {}, tokens.access_token)).status).toBe(200);
    await forgot(email);
    const link = linkIn((await mailTo(email, /^Reset your/))!.text, 'reset-password');
    const password = 'weathervane over the barn';
    await page(link, form({ password, confirmPassword: password }));
    const refused = await graphql(APPLICATIONS, {}, tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors![0]!.message).toBe(MESSAGES.superseded);
    expect(refused.body.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('takes a token renewed right after an email change, in the same second, and refuses the one from before', async () => {
    const owner = await site.signUp();
    const subject = owner.tokens.claims()!.sub;
    const newEmail = `renewed.${Date.now()}@example.com`;
    await graphql(
      UPDATE_EMAIL,
      { newEmail, clientId: TEST_CLIENT },
      await tokenSignedInAgo(subject, 60),
    );
    await page(
      linkIn((await mailTo(newEmail, /^Confirm your new email address/))!.text, 'confirm-email'),
      form({}),
    );
    // At once, as the browser does when the API refuses its token: the renewed
    // token is newer than the change to the millisecond (iat_ms), so it is good.
    const renewed = await oidc.refreshTokenGrant(site.oidc, owner.tokens.refresh_token!);
    expect(Math.floor((decodeJwt(renewed.access_token).iat_ms as number) / 1000)).toBe(
      decodeJwt(renewed.access_token).iat,
    );
    expect((await graphql(APPLICATIONS, {}, renewed.access_token)).status).toBe(200);
    const before = await graphql(APPLICATIONS, {}, owner.tokens.access_token);
    expect(before.body.errors![0]!.message).toBe(MESSAGES.superseded);
  });

  it('stops working when the email changes, and the old address can take the account back', async () => {
    const owner = await site.signUp();
    const subject = owner.tokens.claims()!.sub;
    // A thief with a fresh token moves the account to an address they read …
    const thief = `thief.${Date.now()}@example.com`;
    const fresh = await tokenSignedInAgo(subject, 60);
    await graphql(UPDATE_EMAIL, { newEmail: thief, clientId: TEST_CLIENT }, fresh);
    const confirm = linkIn(
      (await mailTo(thief, /^Confirm your new email address/))!.text,
      'confirm-email',
    );
    await page(confirm, form({}));
    // … every token from before the change is refused at once …
    const after = await graphql(APPLICATIONS, {}, owner.tokens.access_token);
    expect(after.body.errors![0]!.message).toBe(MESSAGES.superseded);
    // … the thief moves it on again (with a token of a later second) and sets a password of their own.
    await nextSecond();
    const thief2 = `thief2.${Date.now()}@example.com`;
    await graphql(
      UPDATE_EMAIL,
      { newEmail: thief2, clientId: TEST_CLIENT },
      await tokenSignedInAgo(subject, 60),
    );
    await page(
      linkIn((await mailTo(thief2, /^Confirm your new email address/))!.text, 'confirm-email'),
      form({}),
    );
    await forgot(thief2);
    const thiefPassword = 'mine now all mine';
    await page(
      linkIn((await mailTo(thief2, /^Reset your/))!.text, 'reset-password'),
      form({
        password: thiefPassword,
        confirmPassword: thiefPassword,
      }),
    );
    expect(await signIn(thief2, thiefPassword)).toBeInstanceOf(URL);

    // The owner's old address was told, with a link that undoes the change for 7 days.
    const notice = await mailTo(owner.email, /was changed$/);
    expect(notice!.text).toContain('within 7 days');
    const undo = linkIn(notice!.text, 'revert-email');
    const opened = await page(undo);
    expect(opened.response.status).toBe(200);
    expectPrivatePage(opened.response, opened.html);
    expect(opened.html).toContain('Undo the change of your email');
    expectLabelled(opened.html, 'password', 'New password');
    const mismatch = await page(undo, form({ password: 'a'.repeat(12), confirmPassword: 'b' }));
    expect(mismatch.response.status).toBe(400);
    const weak = await page(
      undo,
      form({ password: 'password123', confirmPassword: 'password123' }),
    );
    expect(weak.html).toContain('too common');

    const ownerPassword = 'back in my own hands';
    const taken = await page(
      undo,
      form({ password: ownerPassword, confirmPassword: ownerPassword }),
    );
    expect(taken.response.status).toBe(200);
    expect(taken.html).toContain('Your account is yours again');
    expect(taken.html).toContain(owner.email);

    expect(await signIn(owner.email, ownerPassword)).toBeInstanceOf(URL);
    expect(await signIn(thief2, thiefPassword)).toContain(
      'That email and password do not match an account.',
    );
    // Everyone was signed out: the owner's old refresh token too.
    await expect(
      oidc.refreshTokenGrant(site.oidc, owner.tokens.refresh_token!),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    // The link worked once; the undo link the thief's own address got died with it.
    expect((await page(undo)).html).toContain('This link has expired or was already used.');
    const thiefUndo = linkIn((await mailTo(thief, /was changed$/))!.text, 'revert-email');
    expect((await page(thiefUndo)).html).toContain('This link has expired or was already used.');
  });
});

describe('GraphQL: deleteAccount (beyond SPEC)', () => {
  const DELETE_ACCOUNT = 'mutation { deleteAccount }';
  const db = () => site.database.db;

  /** A signed-up person with a portal user, a design and a lead, as the portal makes them. */
  async function buyerWithData(name: string) {
    const signedUp = await site.signUp();
    const subject = signedUp.tokens.claims()!.sub;
    const [user] = await db()
      .insert(users)
      .values({ issuer: `${site.base}/oidc`, subject, firstName: name })
      .returning();
    const [draft, sent] = await db()
      .insert(designs)
      .values(
        (['draft', 'sent'] as const).map((kind) => ({
          ownerIssuer: `${site.base}/oidc`,
          ownerSubject: subject,
          dxClientId: `browser-${name}`,
          // As the site makes them: 16 random bytes, base64url (22 characters).
          shareToken: randomBytes(16).toString('base64url'),
          ...(kind === 'sent' ? { state: 'SUBMITTED' as const, isLocked: true } : {}),
        })),
      )
      .returning();
    const dealer = await db().query.dealers.findFirst();
    // The same words the same day: the same-day submission key, alike for both buyers.
    const [lead] = await db()
      .insert(leads)
      .values({
        kind: 'portal',
        userId: user!.userId,
        dealerId: dealer!.dealerId,
        firstName: 'Pat',
        lastName: 'Buyer',
        email: signedUp.email,
        portalName: 'test',
        submissionKey: 'same-day:alike',
        messageBody: 'Thank you',
      })
      .returning();
    return { ...signedUp, subject, user: user!, lead: lead!, draft: draft!, sent: sent! };
  }

  it('deletes only the caller’s account and what it keeps, after the password typed again', async () => {
    const ann = await buyerWithData('Ann');
    const ben = await buyerWithData('Ben');
    // A token alone is not enough: a sign-in of the last five minutes is.
    const stolen = await tokenSignedInAgo(ann.subject, 6 * 60);
    const refused = await graphql(DELETE_ACCOUNT, {}, stolen);
    expect(refused.status).toBe(401);
    expect(refused.body.errors![0]!.extensions).toMatchObject({
      code: 'REAUTHENTICATION_REQUIRED',
    });
    expect(
      await db().query.users.findFirst({ where: eq(users.userId, ann.user.userId) }),
    ).toBeDefined();

    // Each password signs in before (the check below could not pass for another reason).
    expect(await signIn(ann.email, TEST_PERSON.password)).toBeInstanceOf(URL);
    for (const buyer of [ann, ben]) {
      expect((await graphql(DELETE_ACCOUNT, {}, buyer.tokens.access_token)).body).toEqual({
        data: { deleteAccount: true },
      });
      // The account, its user and its draft design are gone; the lead and the sent design stay
      // with the home center, owned by nobody (the design's link in its mail keeps working).
      expect(
        await db().query.designs.findFirst({ where: eq(designs.designId, buyer.draft.designId) }),
      ).toBeUndefined();
      const sentDesign = await db().query.designs.findFirst({
        where: eq(designs.designId, buyer.sent.designId),
      });
      expect(sentDesign).toMatchObject({ shareToken: buyer.sent.shareToken, dxClientId: '' });
      expect(sentDesign!.ownerSubject).not.toBe(buyer.subject);
      const link = await graphql(
        'query ($t: String!) { sharedDesign(shareToken: $t) { status } }',
        { t: buyer.sent.shareToken },
      );
      expect(link.body.data).toEqual({ sharedDesign: { status: 'Submitted' } });
      expect(
        await db().query.accounts.findFirst({ where: eq(accounts.accountId, buyer.subject) }),
      ).toBeUndefined();
      expect(
        await db().query.users.findFirst({ where: eq(users.userId, buyer.user.userId) }),
      ).toBeUndefined();
      expect(
        await db().query.designs.findFirst({ where: eq(designs.ownerSubject, buyer.subject) }),
      ).toBeUndefined();
      const kept = await db().query.leads.findFirst({ where: eq(leads.leadId, buyer.lead.leadId) });
      expect(kept).toMatchObject({ userId: null, email: buyer.email });
      if (buyer === ann) {
        // Ben's are untouched by Ann's deletion.
        expect(
          await db().query.users.findFirst({ where: eq(users.userId, ben.user.userId) }),
        ).toBeDefined();
        expect(
          await db().query.accounts.findFirst({ where: eq(accounts.accountId, ben.subject) }),
        ).toBeDefined();
        expect(
          await db().query.designs.findFirst({ where: eq(designs.ownerSubject, ben.subject) }),
        ).toBeDefined();
      }
    }

    // Signed out everywhere at once: its access token and refresh token are refused.
    const after = await graphql(APPLICATIONS, {}, ann.tokens.access_token);
    expect(after.status).toBe(401);
    expect(after.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(oidc.refreshTokenGrant(site.oidc, ann.tokens.refresh_token!)).rejects.toThrow();
    // Its password signs in no more.
    expect(await signIn(ann.email, TEST_PERSON.password)).not.toBeInstanceOf(URL);
    // The address is told what went and what stays; nothing was mailed for the refused try.
    const told = await mailTo(ann.email, /home account is deleted$/);
    expect(told?.text).toContain(
      'What you already sent to a home center (a message, your plan, a design and its link) stays with that home center.',
    );
    expect(
      (await listOutbox(path.join(site.dataDir, 'outbox'))).filter(
        (m) => m.to.includes(ann.email) && /deleted$/.test(m.subject),
      ),
    ).toHaveLength(1);
  });
});
