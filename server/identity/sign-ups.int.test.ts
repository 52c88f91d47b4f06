// Signing up in two steps, on the real screens (issue 9): the account exists
// only once the code mailed to its address comes back, and a sign-up with an
// address that has an account looks exactly the same, while its owner is
// mailed a notice instead of a code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { oidcModels, rateLimitHits } from '../db/schema.ts';
import { accountByEmail } from './accounts.ts';
import { WRONG_PASSWORD } from './interactions.ts';
import {
  hit,
  ipKey,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
  SIGN_UP_PER_IP,
  type RateLimit,
} from '../rate-limit.ts';
import { CODE_EXPIRED, CODE_WRONG, TOO_MANY_CODES } from './sign-ups.ts';
import {
  CookieJar,
  form,
  mailsTo,
  startTestSite,
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

beforeEach(async () => {
  await site.database.db.delete(rateLimitHits);
});

const ctx = () => ({ db: site.database.db, viewer: null });

/** A sign-in in progress in a new browser, at its screen. */
async function signInScreen() {
  const jar = new CookieJar();
  const { screen } = await site.startSignIn(jar);
  return { jar, interaction: (screen as Response).url };
}

async function post(jar: CookieJar, url: string, fields: Record<string, string>) {
  const response = await site.visit(jar, url, form(fields));
  return { response, html: await response.text() };
}

/** The screen's text as a person reads it: no markup, nonces or ids. */
function visibleText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

describe('sign-up with a mailed code', () => {
  it('creates the account, verified, only when the mailed code comes back', async () => {
    const email = uniqueEmail('new');
    const { jar, interaction } = await signInScreen();
    const asked = await post(jar, interaction, { intent: 'sign-up', ...TEST_PERSON, email });
    expect(asked.response.status).toBe(302);
    expect(asked.response.headers.get('location')).toMatch(/\?screen=verify$/);
    const screen = await site.visit(jar, asked.response.headers.get('location')!);
    const html = await screen.text();
    expect(html).toContain('Check your email');
    expect(html).toContain(email);
    expect(html).toMatch(/<label for="code"[^>]*>Code<\/label>/);
    expect(await accountByEmail(ctx(), email)).toBeNull();

    const code = await site.mailedSignUpCode(email);
    const wrong = await post(jar, interaction, {
      intent: 'verify-code',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.html).toContain(CODE_WRONG);
    const right = await post(jar, interaction, { intent: 'verify-code', code: ` ${code} ` });
    expect(right.response.status).toBe(302);
    expect(await site.follow(jar, right.response)).toBeInstanceOf(URL);
    expect(await accountByEmail(ctx(), email)).toMatchObject({
      email,
      emailVerified: true,
      firstName: TEST_PERSON.firstName,
    });
  });

  it('answers an address that has an account exactly like a new one, and mails its owner instead', async () => {
    const { email: taken } = await site.signUp();
    const fresh = uniqueEmail('fresh');
    const attempt = async (email: string) => {
      const { jar, interaction } = await signInScreen();
      const asked = await post(jar, interaction, { intent: 'sign-up', ...TEST_PERSON, email });
      const screen = await site.visit(jar, asked.response.headers.get('location') ?? interaction);
      const html = await screen.text();
      const wrong = await post(jar, interaction, { intent: 'verify-code', code: '123456' });
      return {
        jar,
        interaction,
        status: [asked.response.status, screen.status, wrong.response.status],
        text: visibleText(html).replaceAll(email, '<email>'),
        wrong: visibleText(wrong.html).replaceAll(email, '<email>'),
      };
    };
    // The taken address written in other letters, as a guesser might.
    const onTaken = await attempt(taken.toUpperCase());
    const onFresh = await attempt(fresh);
    expect(onTaken.status).toEqual(onFresh.status);
    expect(onTaken.text).toBe(onFresh.text);
    expect(onTaken.text).toContain('Check your email');
    expect(onTaken.wrong).toBe(onFresh.wrong);
    expect(onTaken.text).not.toMatch(/already|exists/i);

    // The owner hears of it, with no code; the new address gets its code.
    const ownerMail = await mailsTo(site, taken);
    expect(ownerMail.map((mail) => mail.subject)).toContain(
      'Someone tried to create a Hearthstone Homes account with your address',
    );
    const notice = ownerMail.find((mail) => mail.subject.startsWith('Someone tried'))!;
    expect(notice.text).toContain(`${site.base}/oidc/account/forgot-password`);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(ownerMail.filter((mail) => / code: \d{6}$/.test(mail.subject)).length).toBe(1);
    expect((await mailsTo(site, fresh)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Hearthstone Homes code: \d{6}$/),
    ]);

    // No code finishes a sign-up for the taken address: after five guesses it is dead.
    for (let i = 0; i < 4; i++) {
      const guess = await post(onTaken.jar, onTaken.interaction, {
        intent: 'verify-code',
        code: String(100000 + i),
      });
      expect(guess.html).toContain(CODE_WRONG);
    }
    const dead = await post(onTaken.jar, onTaken.interaction, {
      intent: 'verify-code',
      code: '654321',
    });
    expect(dead.html).toContain(CODE_EXPIRED);
  });

  it('sends a new code on request, three mails at most, and can start over with another address', async () => {
    const email = uniqueEmail('resend');
    const { jar, interaction } = await signInScreen();
    await post(jar, interaction, { intent: 'sign-up', ...TEST_PERSON, email });
    const first = await site.mailedSignUpCode(email);
    const again = await post(jar, interaction, { intent: 'resend-code' });
    expect(again.response.headers.get('location')).toMatch(/\?screen=verify&sent=again$/);
    expect(await (await site.visit(jar, again.response.headers.get('location')!)).text()).toContain(
      'We sent a new code.',
    );
    const second = await site.mailedSignUpCode(email);
    await post(jar, interaction, { intent: 'resend-code' });
    const refused = await post(jar, interaction, { intent: 'resend-code' });
    expect(refused.html).toContain(TOO_MANY_CODES);
    expect((await mailsTo(site, email)).length).toBe(3);
    // Only the newest code works.
    if (first !== second) {
      expect((await post(jar, interaction, { intent: 'verify-code', code: first })).html).toContain(
        CODE_WRONG,
      );
    }

    const restart = await post(jar, interaction, { intent: 'restart-sign-up' });
    expect(restart.response.headers.get('location')).toMatch(/\?screen=sign-up$/);
    const form = await (await site.visit(jar, restart.response.headers.get('location')!)).text();
    expect(form).toContain('Create your home account');
    // The code screen is gone with its sign-up.
    const verify = await (await site.visit(jar, `${interaction}?screen=verify`)).text();
    expect(verify).toContain('Create your home account');
  });

  it('limits sign-ups per network with its own words, counting only forms without mistakes', async () => {
    const db = { db: site.database.db, viewer: null };
    for (let i = 0; i < SIGN_UP_PER_IP.limit; i++) {
      await hit(db, SIGN_UP_PER_IP.bucket, ipKey('127.0.0.1'), SIGN_UP_PER_IP);
    }
    const { jar, interaction } = await signInScreen();
    const email = uniqueEmail('limited');
    const mistake = await post(jar, interaction, {
      intent: 'sign-up',
      ...TEST_PERSON,
      email,
      password: 'short',
    });
    expect(mistake.html).toContain('Use at least 10 characters');
    const refused = await post(jar, interaction, { intent: 'sign-up', ...TEST_PERSON, email });
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain('Too many accounts were started from this network.');
    expect(visibleText(refused.html)).not.toMatch(/reset/i);
  });

  it('speaks sign-up’s language in every refusal a new person can meet; only sign-in’s own mention a reset', async () => {
    const db = { db: site.database.db, viewer: null };
    const useUp = async (limit: RateLimit, key: string) => {
      for (let i = 0; i < limit.limit; i++) await hit(db, limit.bucket, key, limit);
    };
    const noReset = (html: string) => expect(visibleText(html)).not.toMatch(/reset/i);
    const email = uniqueEmail('refusals');

    // Sign-in's limits used up on this network and for this email: sign-in
    // says so, and may point to a reset…
    await useUp(SIGN_IN_PER_IP, ipKey('127.0.0.1'));
    await useUp(SIGN_IN_PER_EMAIL, email);
    const { jar, interaction } = await signInScreen();
    const signIn = await post(jar, interaction, { intent: 'sign-in', email, password: 'x' });
    expect(signIn.response.status).toBe(400);
    expect(signIn.html).toMatch(
      /Too many attempts\. Try again in \d+ minutes?, or reset your password\./,
    );
    // …but they are not sign-up's: the sign-up form with that email goes on to its code.
    const started = await post(jar, `${interaction}?screen=sign-up`, {
      intent: 'sign-up',
      ...TEST_PERSON,
      email,
    });
    expect(started.response.status).toBe(302);
    expect(started.response.headers.get('location')).toMatch(/\?screen=verify$/);
    await site.database.db.delete(rateLimitHits);

    // The code screen: too many wrong codes, then too many new codes.
    const code = await site.mailedSignUpCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      noReset(
        (await post(jar, `${interaction}?screen=verify`, { intent: 'verify-code', code: wrong }))
          .html,
      );
    }
    const dead = await post(jar, `${interaction}?screen=verify`, { intent: 'verify-code', code });
    expect(dead.html).toContain(CODE_EXPIRED);
    noReset(dead.html);
    await post(jar, interaction, { intent: 'resend-code' });
    await post(jar, interaction, { intent: 'resend-code' });
    const noMore = await post(jar, `${interaction}?screen=verify`, { intent: 'resend-code' });
    expect(noMore.html).toContain(TOO_MANY_CODES);
    noReset(noMore.html);

    // A sign-up left for more than the hour its sign-in lives: sign-up's words, in the title too.
    const uid = new URL(interaction).pathname.split('/').at(-1)!;
    await site.database.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.model, 'Interaction'), eq(oidcModels.id, uid)));
    for (const [url, fields] of [
      [`${interaction}?screen=sign-up`, { intent: 'sign-up', ...TEST_PERSON, email }],
      [`${interaction}?screen=verify`, { intent: 'verify-code', code }],
      // A form from before sign-up forms named their screen: the words go by the form.
      [interaction, { intent: 'sign-up', ...TEST_PERSON, email }],
    ] as const) {
      const expired = await post(jar, url, fields);
      // The refused form's 400 (the page itself answers 410 Gone).
      expect(expired.response.status).toBe(400);
      expect(visibleText(expired.html)).toContain('This sign-up has expired');
      noReset(expired.html);
      if (url !== interaction) {
        expect(expired.html).toContain('<title>Sign-up expired | Home account</title>');
      }
    }
    // Opened again later, the code screen's address still says whose it is.
    const reopened = await site.visit(jar, `${interaction}?screen=verify`);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain('This sign-up has expired');
    // A sign-in's expiry keeps sign-in's words.
    const signInExpired = await post(jar, interaction, { intent: 'sign-in', email, password: 'x' });
    expect(signInExpired.html).toContain('This sign-in has expired');
    expect(signInExpired.html).not.toContain(WRONG_PASSWORD);
  });

  it('keeps the form’s own rules: a bad field is said at once, before any mail', async () => {
    const email = uniqueEmail('rules');
    const { jar, interaction } = await signInScreen();
    const weak = await post(jar, interaction, {
      intent: 'sign-up',
      ...TEST_PERSON,
      email,
      password: '          ',
    });
    expect(weak.response.status).toBe(400);
    expect(weak.html).toContain('A password needs more than spaces.');
    expect(await mailsTo(site, email)).toEqual([]);
  });

  it('says each mistake of a sign-up beside its own field, at once, and keeps what was typed', async () => {
    const { jar, interaction } = await signInScreen();
    // Where the sign-up screen's form posts.
    const refused = await post(jar, `${interaction}?screen=sign-up`, {
      intent: 'sign-up',
      firstName: '  ',
      lastName: 'Buyer',
      email: 'not an email',
      password: 'too short',
    });
    expect(refused.response.status).toBe(400);
    const { html } = refused;
    // The browser's own checks would stop the form at its first empty field: the server says them all.
    expect(html).toMatch(/<form[^>]*novalidate/i);
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0];
    const problemOf = (name: string) => {
      const ids = /aria-describedby="([^"]+)"/.exec(input(name))?.[1]?.split(' ') ?? [];
      return ids
        .map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1])
        .filter((text) => text && !text.startsWith('At least'));
    };
    expect(problemOf('firstName')).toEqual(['Enter your first name.']);
    expect(problemOf('email')).toEqual(['Enter a valid email address, like name@example.com.']);
    expect(problemOf('password')).toEqual(['Use at least 10 characters for your password.']);
    expect(problemOf('lastName')).toEqual([]);
    expect(input('firstName')).toContain('aria-invalid="true"');
    expect(input('lastName')).not.toContain('aria-invalid');
    expect(visibleText(html)).toContain('Check the 3 fields marked below.');
    // Each problem is said once, beside its field, not again over the form.
    expect(visibleText(html).split('Enter your first name.')).toHaveLength(2);
    expect(input('lastName')).toContain('value="Buyer"');
    expect(input('email')).toContain('value="not an email"');
    expect(input('password')).not.toContain('value=');
  });
});
