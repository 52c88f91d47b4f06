// One provider serving another environment's websites too
// (OIDC_ENVIRONMENT_ORIGINS): their clients sign in and return only to that
// environment's origin.
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, form, startTestSite, TEST_PERSON, type TestSite } from './test-site.ts';

const DEV_ORIGIN = 'http://dev.homes.localhost:5173';
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ OIDC_ENVIRONMENT_ORIGINS: `dev=${DEV_ORIGIN}` });
});

afterAll(async () => {
  await site?.close();
});

async function authorize(clientId: string, redirectUri: string) {
  const client = new oidc.Configuration(
    site.oidc.serverMetadata(),
    clientId,
    undefined,
    oidc.None(),
  );
  oidc.allowInsecureRequests(client);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: 'openid email offline_access global.user.read',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  return { client, verifier, state, url };
}

describe('another environment served by this provider', () => {
  it("signs a user in with the dev website's client and returns to the dev origin", async () => {
    const { email } = await site.signUp();
    const { client, verifier, state, url } = await authorize(
      'web-oak-dev',
      `${DEV_ORIGIN}/myhome-account-login`,
    );
    const jar = new CookieJar();
    const screen = (await site.follow(jar, await site.visit(jar, url.href))) as Response;
    expect(screen.status).toBe(200);
    let response = await site.visit(
      jar,
      screen.url,
      form({ intent: 'sign-in', email, password: TEST_PERSON.password }),
    );
    let back: URL | null = null;
    for (let i = 0; i < 10 && !back; i++) {
      const next = new URL(response.headers.get('location')!, site.base);
      if (next.origin === DEV_ORIGIN) back = next;
      else response = await site.visit(jar, next.href);
    }
    expect(back?.pathname).toBe('/myhome-account-login');
    const tokens = await oidc.authorizationCodeGrant(client, back!, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ aud: 'web-oak-dev', email });
  });

  it('refuses to send the dev client back to any other origin, the site’s own included', async () => {
    const { url } = await authorize('web-oak-dev', `${site.base}/myhome-account-login`);
    const response = await fetch(url);
    expect(response.status).toBe(400);
    const html = await response.text();
    // The plain reason, then the provider's own words as a detail.
    expect(html).toContain(
      'The page that sent you here asked for the sign-in in a way we do not accept.',
    );
    expect(html).toContain('redirect_uri did not match');
    // Environments not listed have no clients here.
    const itg = await authorize('web-oak-itg', `${DEV_ORIGIN}/myhome-account-login`);
    expect((await fetch(itg.url)).status).toBe(400);
  });

  it('names the other environment’s clients through getApplication', async () => {
    const response = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ getApplication(name: "web-oak-dev") { clientId isRetail name } }',
      }),
    });
    expect(await response.json()).toEqual({
      data: {
        getApplication: {
          clientId: 'web-oak-dev',
          isRetail: true,
          name: 'Oak Creek Homes website',
        },
      },
    });
  });
});
