// The identity provider end to end over HTTP, with the real build's sign-in
// screens, a real database, and openid-client as an independent relying
// party: sign-up, code + PKCE, JWT access tokens, refresh rotation, and the
// attacks the provider must refuse.
import { LOT_NUMBER_AUTH_PARAM } from '../../lib/sign-in-client.ts';
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSignIns, oidcModels, rateLimitHits, users } from '../db/schema.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './adapter.ts';
import { SIGN_OUT_SCRIPT } from './provider.ts';
import {
  hit,
  ipKey,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
  SIGN_IN_STARTS_PER_IP,
} from '../rate-limit.ts';
import {
  CookieJar,
  form,
  startTestSite,
  TEST_CLIENT,
  TEST_PERSON,
  type TestSite,
} from './test-site.ts';

let site: TestSite;
let base: string;
let config: oidc.Configuration;
const CLIENT = TEST_CLIENT;
let callback: string;

beforeAll(async () => {
  site = await startTestSite();
  ({ base, callback, oidc: config } = site);
});

afterAll(async () => {
  await site?.close();
});

const visit = (jar: CookieJar, url: string, init?: RequestInit) => site.visit(jar, url, init);
const startSignIn = (jar: CookieJar, extra?: Record<string, string>) =>
  site.startSignIn(jar, extra);
const signUpAndGetTokens = () => site.signUp();
/** Every refresh token used so far was used longer ago than the reuse grace. */
const endReuseGrace = () =>
  site.database.db
    .update(oidcModels)
    .set({
      consumedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})`,
    })
    .where(and(eq(oidcModels.model, 'RefreshToken'), isNotNull(oidcModels.consumedAt)));

describe('identity provider', () => {
  it('publishes its discovery document: code flow with S256 PKCE only', () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(`${base}/oidc`);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
  });

  it('publishes only public keys', async () => {
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: object[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it.each(['/oidc/nothing', '/oidc/jwks/extra', '/oidc/token', '/oidc/session/end/confirm'])(
    'answers a GET of %s, no endpoint of its own, with the site’s not-found screen',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('The Page You Were Looking For Was Not Found');
    },
  );

  it('keeps its own answers for its endpoints, and for other methods on unknown paths', async () => {
    expect((await fetch(`${base}/oidc/me`)).status).toBe(401);
    const unknownPost = await fetch(`${base}/oidc/nothing`, { method: 'POST' });
    expect(unknownPost.status).toBe(404);
    expect(await unknownPost.text()).not.toContain('The Page You Were Looking For Was Not Found');
  });

  it('signs a new user up on our screen and issues ID, JWT access and refresh tokens', async () => {
    const { tokens, email } = await signUpAndGetTokens();
    expect(tokens.claims()).toMatchObject({
      iss: `${base}/oidc`,
      aud: CLIENT,
      email,
      given_name: 'Dana',
      family_name: 'Buyer',
    });
    const access = decodeJwt(tokens.access_token);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'ES256',
      typ: 'at+jwt',
    });
    expect(access).toMatchObject({
      iss: `${base}/oidc`,
      aud: `${base}/graphql`,
      client_id: CLIENT,
    });
    expect(access.sub).toBe(tokens.claims()!.sub);
    // SPEC §6: retail web read and write, the user's global read and write.
    expect(String(access.scope).split(' ')).toEqual(
      expect.arrayContaining([
        'retail.web.read',
        'retail.web.write',
        'global.user.read',
        'global.user.write',
      ]),
    );
    // At most ten minutes.
    expect(access.exp! - access.iat!).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('names the person as they go by (the portal’s preferredName) in the nickname claim', async () => {
    const { tokens } = await signUpAndGetTokens();
    expect(tokens.claims()!.nickname).toBeUndefined();
    await site.database.db.insert(users).values({
      issuer: `${base}/oidc`,
      subject: tokens.claims()!.sub,
      firstName: 'Dana',
      preferredName: 'Dee',
    });
    // A renewed sign-in carries it (the portal renews after a change of name).
    const renewed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(renewed.claims()).toMatchObject({ given_name: 'Dana', nickname: 'Dee' });
  });

  it('issues refresh tokens only to a sign-in that asked for offline_access', async () => {
    const { tokens } = await site.signUp({ scope: 'openid email retail.web.read' });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
    // Nor can a client set the provider's own note that it did.
    const sneaky = await site.signUp({
      scope: 'openid email retail.web.read',
      offline_access_requested: 'true',
    });
    expect(sneaky.tokens.refresh_token).toBeUndefined();
  });

  it('keeps sign-ins, refresh tokens and their reuse detection across a restart', async () => {
    const { tokens, jar } = await signUpAndGetTokens();
    await site.restart();
    // The refresh token works with the new process (same database, same keys)...
    const renewed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(renewed.access_token).toBeTruthy();
    // ...the old one is still known as used once its grace is over...
    await endReuseGrace();
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // ...and the browser's provider session still signs it in without the screen.
    await site.restart();
    const again = await startSignIn(jar);
    expect(again.screen).toBeInstanceOf(URL);
  });

  it('rotates refresh tokens; one reused moments later renews again, one reused later revokes the grant', async () => {
    const { tokens } = await signUpAndGetTokens();
    const first = tokens.refresh_token!;
    const second = await oidc.refreshTokenGrant(config, first);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first);
    // A page that left mid-renewal never heard `second`: the next page's renewal
    // with the same token works, and rotates again.
    const retried = await oidc.refreshTokenGrant(config, first);
    expect(retried.refresh_token).toBeTruthy();
    expect(retried.refresh_token).not.toBe(first);
    expect(retried.refresh_token).not.toBe(second.refresh_token);
    const third = await oidc.refreshTokenGrant(config, retried.refresh_token!);
    expect(third.access_token).toBeTruthy();
    await endReuseGrace();
    await expect(oidc.refreshTokenGrant(config, first)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The thief's replay ended the whole grant: the newest token is dead too.
    await expect(oidc.refreshTokenGrant(config, third.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('signs out in one step: its page presses Sign out itself, the provider forgets the browser, and the landing gets its state back', async () => {
    const { tokens, jar } = await signUpAndGetTokens();
    // Signed in at the provider: a new sign-in would go straight through.
    expect((await startSignIn(jar)).screen).toBeInstanceOf(URL);

    const end = (returnTo: string, cookies = jar) =>
      visit(
        cookies,
        `${base}/oidc/session/end?${new URLSearchParams({
          client_id: CLIENT,
          post_logout_redirect_uri: returnTo,
          state: 'return-7f3a',
          id_token_hint: tokens.id_token!,
        })}`,
      );
    // Only registered return addresses: the portal landing (which sends the
    // person back to their page) or the home page; not any page of the site.
    const elsewhere = await end(`${base}/homes?where=37918`, new CookieJar());
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('post_logout_redirect_uri not registered');

    const page = await end(callback);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Signing you out</h1>');
    // One button, which signs out; nothing that pretends to keep a sign-in the browser already forgot.
    expect(html).not.toContain('Stay signed in');
    expect(html).not.toContain('Back to the home page');
    expect(html.match(/<button\b/g)).toHaveLength(1);
    expect(html).toMatch(/<button id="sign-out" form="op.logoutForm" name="logout" value="yes"/);
    // The script that presses it runs under the site's CSP by its hash, and nothing else inline does.
    expect(html).toContain(`<script>${SIGN_OUT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");

    // What the button sends (without JavaScript, the person presses it).
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`${base}/oidc/session/end/confirm`);
    const confirmed = await visit(jar, action!, form({ xsrf: xsrf!, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    // Back to the landing with the state the page stored its return path under.
    expect(confirmed.headers.get('location')).toBe(`${callback}?state=return-7f3a`);

    // The provider forgot the browser: the next sign-in asks for the password.
    const next = await startSignIn(jar);
    expect(next.screen).toBeInstanceOf(Response);
    expect(await (next.screen as Response).text()).toContain('id="password"');
    // And the sign-in's refresh token ended with it.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('accepts an authorization code once; a second use revokes what the first issued', async () => {
    const { tokens, callbackUrl, verifier, state } = await signUpAndGetTokens();
    await expect(
      oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('answers CORS on the token endpoint for a client’s registered origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/oidc/token`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const token = (origin: string, clientId: string) =>
      fetch(`${base}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'not-a-token',
          client_id: clientId,
        }),
      });
    const dealerOrigin = base.replace('//localhost', '//knoxville.localhost');
    expect((await preflight(dealerOrigin)).status).toBeLessThan(300);
    const fromDealer = await token(dealerOrigin, 'web-oak-prod');
    expect(fromDealer.headers.get('access-control-allow-origin')).toBe(dealerOrigin);
    // A foreign site, or a home center's host with a client not its own: no CORS.
    const foreign = await token('https://elsewhere.example', 'web-oak-prod');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const otherClient = await token(dealerOrigin, 'web-luv-prod');
    expect(otherClient.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a sign-in without PKCE, with plain PKCE, or to another redirect URI', async () => {
    const jar = new CookieJar();
    const base64 = (url: URL) => url.searchParams.get('error');
    const noPkce = new URL(`${base}/oidc/auth`);
    noPkce.search = new URLSearchParams({
      client_id: CLIENT,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: callback,
      state: 'x',
    }).toString();
    const refused = new URL((await visit(jar, noPkce.href)).headers.get('location')!);
    expect(refused.href.startsWith(callback)).toBe(true);
    expect(base64(refused)).toBe('invalid_request');

    const plain = new URL(noPkce);
    plain.searchParams.set('code_challenge', 'a'.repeat(43));
    plain.searchParams.set('code_challenge_method', 'plain');
    const plainRefused = new URL((await visit(jar, plain.href)).headers.get('location')!);
    expect(base64(plainRefused)).toBe('invalid_request');

    for (const redirect of [`${callback}/`, `${base}/elsewhere`, 'https://attacker.example/cb']) {
      const wrong = new URL(plain);
      wrong.searchParams.set('code_challenge_method', 'S256');
      wrong.searchParams.set('redirect_uri', redirect);
      const response = await visit(jar, wrong.href);
      // Never sent to the unregistered address: an error page instead.
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('We could not sign you in');
    }
  });

  it('bounds what starting a sign-in may store: its length, its method, and how many an address starts (issue 9)', async () => {
    await site.database.db.delete(rateLimitHits);
    const jar = new CookieJar();
    const request = (extra: Record<string, string> = {}) => {
      const url = new URL(`${base}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: CLIENT,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: callback,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
        state: 'x',
        ...extra,
      }).toString();
      return url.href;
    };
    const long = await visit(jar, request({ state: 'x'.repeat(4000) }));
    expect(long.status).toBe(400);
    expect(long.headers.get('location')).toBeNull();
    expect(await long.text()).toContain('We could not sign you in');
    const before = await site.database.db.select({ id: oidcModels.id }).from(oidcModels);

    const posted = await fetch(`${base}/oidc/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URL(request()).search.slice(1),
      redirect: 'manual',
    });
    expect(posted.status).toBe(405);
    // Neither stored a sign-in.
    expect(await site.database.db.select({ id: oidcModels.id }).from(oidcModels)).toHaveLength(
      before.length,
    );

    // Guessers at sign-in starts from one address: past the limit, a 429 and nothing stored.
    const db = { db: site.database.db, viewer: null };
    // The limit counts in fixed windows: start well inside one, or its end empties the count
    // between the last hit and the visit (CI saw a 303 at a quarter past).
    const { windowMs } = SIGN_IN_STARTS_PER_IP;
    const untilNextWindow = windowMs - (Date.now() % windowMs);
    if (untilNextWindow < 60_000) await new Promise((r) => setTimeout(r, untilNextWindow + 100));
    for (let i = 0; i < SIGN_IN_STARTS_PER_IP.limit; i++) {
      await hit(db, SIGN_IN_STARTS_PER_IP.bucket, ipKey('127.0.0.1'), SIGN_IN_STARTS_PER_IP);
    }
    const many = await visit(jar, request());
    expect(many.status).toBe(429);
    expect(Number(many.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await many.text()).toContain('Too many sign-ins at once');
    // "Create an account" starts here too: a new person reads sign-up's words, no password to reset.
    const signUpMany = await visit(jar, request({ ui_hint: 'sign-up' }));
    expect(signUpMany.status).toBe(429);
    const signUpText = await signUpMany.text();
    expect(signUpText).toContain('Too many sign-ups at once');
    expect(signUpText).toContain('Try creating your account again in');
    expect(signUpText).not.toMatch(/reset|password/i);
    await site.database.db.delete(rateLimitHits);
    expect((await visit(jar, request())).status).toBe(303);
  });

  it('says when the password is wrong, keeps the email, and slows down a guesser', async () => {
    const { email } = await signUpAndGetTokens();
    const jar = new CookieJar();
    const { screen } = await startSignIn(jar);
    const interaction = (screen as Response).url;
    const wrong = await visit(
      jar,
      interaction,
      form({ intent: 'sign-in', email, password: 'not the password' }),
    );
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('That email and password do not match an account.');
    expect(html).toContain(`value="${email}"`);
    // The limits count in fixed 15-minute windows: a run that crosses a window's end starts
    // counting again, so the guesser is stopped within two windows' worth of guesses.
    let last = '';
    let guesses = 0;
    while (guesses < 2 * SIGN_IN_PER_EMAIL.limit + 2 && !/Too many attempts/.test(last)) {
      last = await (
        await visit(
          jar,
          interaction,
          form({ intent: 'sign-in', email, password: `guess ${guesses++}` }),
        )
      ).text();
    }
    expect(last).toMatch(/Too many attempts\. Try again in \d+ minutes?/);
    expect(guesses).toBeGreaterThanOrEqual(SIGN_IN_PER_EMAIL.limit);
  });

  it('keeps the owner’s own browser signing in while a guesser holds the email’s limit', async () => {
    await site.database.db.delete(rateLimitHits);
    const { email, jar: ownersBrowser } = await signUpAndGetTokens();
    // Signing up marked the owner's browser for this email: HttpOnly, only for the sign-in screens.
    const mark = ownersBrowser.header().match(/known_browser=[\w.-]+/)?.[0];
    expect(mark).toBeTruthy();

    // A guesser (another browser) runs the email's count up to its limit.
    const guesser = new CookieJar();
    const guessing = ((await startSignIn(guesser)).screen as Response).url;
    let last = '';
    // As above: a window's end may restart the count once.
    for (let i = 0; i < 2 * SIGN_IN_PER_EMAIL.limit + 2 && !/Too many attempts/.test(last); i++) {
      last = await (
        await visit(guesser, guessing, form({ intent: 'sign-in', email, password: `guess ${i}` }))
      ).text();
    }
    expect(last).toMatch(/Too many attempts/);

    // The owner's browser still gets in with the right password.
    const { verifier, state, screen } = await startSignIn(ownersBrowser, { prompt: 'login' });
    const owner = await visit(
      ownersBrowser,
      (screen as Response).url,
      form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
    );
    expect(owner.status).toBe(302);
    const back = await site.follow(ownersBrowser, owner);
    expect(back).toBeInstanceOf(URL);
    await oidc.authorizationCodeGrant(config, back as URL, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });

    // A browser that never signed in to it waits, even with the right password.
    await site.database.db.delete(rateLimitHits);
    for (let i = 0; i < 11; i++) {
      await visit(guesser, guessing, form({ intent: 'sign-in', email, password: `again ${i}` }));
    }
    const stranger = new CookieJar();
    const strangers = ((await startSignIn(stranger)).screen as Response).url;
    const refused = await visit(
      stranger,
      strangers,
      form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
    );
    expect(await refused.text()).toMatch(/Too many attempts/);
  });

  it('lets the owner’s browser in when guessers on a shared address used up its limit (issue 9)', async () => {
    await site.database.db.delete(rateLimitHits);
    const { email, jar: ownersBrowser } = await signUpAndGetTokens();
    // Guessers behind the same carrier NAT have failed SIGN_IN_PER_IP.limit times.
    const db = { db: site.database.db, viewer: null };
    for (let i = 0; i < SIGN_IN_PER_IP.limit; i++) {
      await hit(db, SIGN_IN_PER_IP.bucket, ipKey('127.0.0.1'), SIGN_IN_PER_IP);
    }
    const signInFrom = async (jar: CookieJar) => {
      const screen = ((await startSignIn(jar, { prompt: 'login' })).screen as Response).url;
      return visit(jar, screen, form({ intent: 'sign-in', email, password: TEST_PERSON.password }));
    };
    // A browser that never signed in here waits (or resets the password) …
    expect(await (await signInFrom(new CookieJar())).text()).toMatch(/Too many attempts/);
    // … the owner's own browser gets in with the right password.
    const owner = await signInFrom(ownersBrowser);
    expect(owner.status).toBe(302);
    expect(await site.follow(ownersBrowser, owner)).toBeInstanceOf(URL);
  });

  it('counts only failed sign-ins against an address: people who get in never use it up', async () => {
    await site.database.db.delete(rateLimitHits);
    const { email } = await signUpAndGetTokens();
    const db = { db: site.database.db, viewer: null };
    for (let i = 0; i < SIGN_IN_PER_IP.limit - 1; i++) {
      await hit(db, SIGN_IN_PER_IP.bucket, ipKey('127.0.0.1'), SIGN_IN_PER_IP);
    }
    // One attempt is left; three people sign in one after the other from new browsers.
    for (let i = 0; i < 3; i++) {
      const jar = new CookieJar();
      const screen = ((await startSignIn(jar)).screen as Response).url;
      const answer = await visit(
        jar,
        screen,
        form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
      );
      expect(answer.status, `sign-in ${i + 1}`).toBe(302);
    }
  });

  it('lets the API serve the token’s user, and refuses forged, foreign or missing tokens with 401', async () => {
    const { tokens } = await signUpAndGetTokens();
    const query = '{ authorizedApplications { audience clientId isRetail name userId } }';
    const ask = (authorization?: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ query }),
      });
    const ok = await ask(`Bearer ${tokens.access_token}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: unknown }).data).toEqual({
      authorizedApplications: [
        {
          audience: `${base}/graphql`,
          clientId: CLIENT,
          isRetail: false,
          name: 'Hearthstone Homes website',
          userId: tokens.claims()!.sub,
        },
      ],
    });
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forge = (changes: object, head = header) =>
      `${head}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const cases: [string | undefined, RegExp][] = [
      [`Bearer ${forge({ sub: 'someone-else' })}`, /^The access token is not valid\.$/],
      [`Bearer ${forge({}, none).replace(/\.[^.]*$/, '.')}`, /^The access token is not valid\.$/],
      [`Bearer ${tokens.claims() && tokens.id_token}`, /^The access token is not valid\.$/],
      [`Bearer`, /^The Authorization header must be/],
      [`Baerer ${tokens.access_token}`, /^The Authorization scheme must be Bearer\.$/],
      [undefined, /^Sign in first/],
    ];
    for (const [authorization, message] of cases) {
      const response = await ask(authorization);
      expect(response.status, authorization).toBe(401);
      const body = (await response.json()) as { errors: { message: string; extensions: object }[] };
      expect(body.errors[0]!.message).toMatch(message);
      expect(body.errors[0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // Public queries still need no token.
    const open = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ location(postalCode: "37918") { city } }' }),
    });
    expect(open.status).toBe(200);
  });

  it('shows an expired sign-in as such, not as an error', async () => {
    const response = await fetch(`${base}/oidc/interaction/not-a-real-one`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('This sign-in has expired');
    expect(html).toContain('<title>Sign-in expired | Home account</title>');
  });

  it("wears a home center's look and lets its form end on that home center's host only", async () => {
    // The seed's first home center, Oak Creek Homes of Knoxville, signs in with web-oak-prod.
    const jar = new CookieJar();
    const { origin: dealerOrigin, screen } = await site.openHomeCenterSignIn(jar);
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${dealerOrigin};`,
    );
    // No opener policy on the popup's path: it crosses origins and must keep its opener.
    expect(screen.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(await screen.text()).toContain('Oak Creek Homes of Knoxville');

    // The site's own sign-in may end only on the site.
    const own = (await startSignIn(new CookieJar())).screen as Response;
    expect(own.headers.get('content-security-policy')).toContain(`form-action 'self';`);
    expect(await own.text()).not.toContain('Oak Creek Homes of Knoxville');
    // Started from the home center's pages on the site's own host (?lotNumber=1): its brand,
    // still ending on the site.
    const fromItsPages = (await site.openHomeCenterSignIn(new CookieJar(), { onSiteHost: true }))
      .screen;
    expect(fromItsPages.headers.get('content-security-policy')).toContain(`form-action 'self';`);
    expect(await fromItsPages.text()).toContain('Oak Creek Homes of Knoxville');
    // A lot number no center has, or another brand's center (its site signs in with another
    // client), or the same center with the corporate client: no center's brand, and no error.
    const otherBrand = await site.database.db.query.dealers.findFirst({
      where: (d, { ne }) => ne(d.brandAcronym, 'OAK'),
    });
    for (const lotNumber of ['999999', 'x1', otherBrand!.lotNumber]) {
      const screen = (
        await site.openHomeCenterSignIn(new CookieJar(), { onSiteHost: true, lotNumber })
      ).screen;
      expect(screen.status).toBe(200);
      const html = await screen.text();
      expect(html).not.toContain('Oak Creek Homes of Knoxville');
      expect(html).not.toContain(otherBrand!.name);
    }
    const corporate = (await startSignIn(new CookieJar(), { [LOT_NUMBER_AUTH_PARAM]: '1' }))
      .screen as Response;
    expect(await corporate.text()).not.toContain('Oak Creek Homes of Knoxville');

    const signOut = (returnTo: string) =>
      fetch(
        `${base}/oidc/session/end?${new URLSearchParams({ client_id: 'web-oak-prod', post_logout_redirect_uri: returnTo })}`,
      );
    const toDealer = await signOut(`${dealerOrigin}/myhome-account-login`);
    expect(toDealer.status).toBe(200);
    expect(toDealer.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${dealerOrigin};`,
    );
    // Without a provider session the page posts itself: oidc-provider adds its script's hash.
    expect(toDealer.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/);
    // A tab loaded before sign-outs returned to the landing still asks for the home page.
    const toDealerHome = await signOut(`${dealerOrigin}/`);
    expect(toDealerHome.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${dealerOrigin};`,
    );
    // An address the client did not register opens nothing.
    const elsewhere = await signOut('https://elsewhere.example/');
    expect(elsewhere.headers.get('content-security-policy')).toContain(`form-action 'self';`);
    // Ordinary pages keep their opener policy.
    const home = await fetch(`${base}/healthz`);
    expect(home.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('records the home center each sign-in came through, per client, for authorizedApplications', async () => {
    await site.database.db.delete(rateLimitHits);
    // Signed up on the site's own host with the corporate client: no home center.
    const { email, tokens, jar: signedUpBrowser } = await signUpAndGetTokens();
    const accountId = tokens.claims()!.sub;
    const dealerOrigin = base.replace('//localhost', '//knoxville.localhost');
    const oak = new oidc.Configuration(
      config.serverMetadata(),
      'web-oak-prod',
      undefined,
      oidc.None(),
    );
    oidc.allowInsecureRequests(oak);

    /**
     * Signs the account in with web-oak-prod, returning to origin; its access
     * token. A browser (jar) already signed in goes straight back, without the screen.
     */
    let screensShown = 0;
    async function signInWithOak(
      origin: string,
      jar = new CookieJar(),
      extra: Record<string, string> = {},
    ): Promise<string> {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const redirectUri = `${origin}/myhome-account-login`;
      const url = oidc.buildAuthorizationUrl(oak, {
        redirect_uri: redirectUri,
        scope: 'openid retail.web.read global.user.read',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        ...extra,
      });
      let response = await visit(jar, url.href);
      // Follow the provider's redirects (signing in on its screen if it shows
      // one) until it returns to the home center's callback.
      for (let i = 0; i < 12; i++) {
        if (response.status === 200) {
          screensShown += 1;
          response = await visit(
            jar,
            response.url,
            form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
          );
          continue;
        }
        const location = response.headers.get('location');
        expect(location, `step ${i}: ${response.status}`).toBeTruthy();
        const next = new URL(location!, base);
        if (next.href.startsWith(redirectUri)) {
          const issued = await oidc.authorizationCodeGrant(oak, next, {
            pkceCodeVerifier: verifier,
            expectedState: state,
          });
          return issued.access_token;
        }
        response = await visit(jar, next.href);
      }
      throw new Error('the sign-in did not come back');
    }

    async function applications(accessToken: string) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: '{ authorizedApplications { clientId lotNumber } }' }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data: { authorizedApplications: { clientId: string; lotNumber: string | null }[] };
      };
      return Object.fromEntries(
        body.data.authorizedApplications.map((app) => [app.clientId, app.lotNumber]),
      );
    }

    const signIns = () =>
      site.database.db
        .select()
        .from(accountSignIns)
        .where(eq(accountSignIns.accountId, accountId))
        .orderBy(accountSignIns.clientId);

    expect(await applications(tokens.access_token)).toEqual({ [CLIENT]: null });

    // Through Oak Creek Homes of Knoxville (the seed's first home center, lot number 1).
    const throughKnoxville = await signInWithOak(dealerOrigin);
    expect(await applications(throughKnoxville)).toEqual({ [CLIENT]: null, 'web-oak-prod': '1' });
    const [corporateRow, firstOak] = await signIns();
    expect(corporateRow).toMatchObject({ clientId: CLIENT, lotNumber: null });
    expect(firstOak).toMatchObject({ clientId: 'web-oak-prod', lotNumber: '1' });
    expect(firstOak!.lastSignedInAt).toEqual(firstOak!.firstSignedInAt);

    // A later sign-in with the same client on the site's own host: the latest wins.
    const onSite = await signInWithOak(base);
    expect(await applications(onSite)).toEqual({ [CLIENT]: null, 'web-oak-prod': null });
    const [, laterOak] = await signIns();
    expect(laterOak).toMatchObject({ clientId: 'web-oak-prod', lotNumber: null });
    expect(laterOak!.firstSignedInAt).toEqual(firstOak!.firstSignedInAt);
    expect(laterOak!.lastSignedInAt.getTime()).toBeGreaterThan(firstOak!.lastSignedInAt.getTime());
    // On the site's own host from Knoxville's pages (?lotNumber=1): Knoxville; a lot number
    // no home center has records none.
    const fromItsPages = await signInWithOak(base, new CookieJar(), {
      [LOT_NUMBER_AUTH_PARAM]: '1',
    });
    expect(await applications(fromItsPages)).toEqual({ [CLIENT]: null, 'web-oak-prod': '1' });
    const fromNowhere = await signInWithOak(base, new CookieJar(), {
      [LOT_NUMBER_AUTH_PARAM]: '999999',
    });
    expect(await applications(fromNowhere)).toEqual({ [CLIENT]: null, 'web-oak-prod': null });
    // Another brand's home center does not sign in with web-oak-prod: not recorded either.
    const otherBrand = await site.database.db.query.dealers.findFirst({
      where: (d, { ne }) => ne(d.brandAcronym, 'OAK'),
    });
    const fromOtherBrand = await signInWithOak(base, new CookieJar(), {
      [LOT_NUMBER_AUTH_PARAM]: otherBrand!.lotNumber,
    });
    expect(await applications(fromOtherBrand)).toEqual({ [CLIENT]: null, 'web-oak-prod': null });

    // And back through Knoxville, by the browser that signed up: its provider
    // session lets it straight through, without the screen, and that counts too.
    const screensBefore = screensShown;
    expect(await applications(await signInWithOak(dealerOrigin, signedUpBrowser))).toEqual({
      [CLIENT]: null,
      'web-oak-prod': '1',
    });
    expect(screensShown).toBe(screensBefore);
  });
});
