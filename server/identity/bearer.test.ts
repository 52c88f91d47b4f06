import { importJWK, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  createAccessTokenVerifier,
  MESSAGES,
  parseAuthorization,
  publicJwk,
  schemeAccepted,
  type AccessTokenVerifier,
} from './bearer.ts';
import { generateSigningKey } from './keys.ts';

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'http://localhost:3000/graphql';
let key: JWK;
let verify: AccessTokenVerifier;

beforeAll(async () => {
  key = await generateSigningKey();
  verify = createAccessTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, signingKeys: [key] });
});

async function token(
  claims: Record<string, unknown> = {},
  options: { key?: JWK; typ?: string; expiresIn?: string | number; audience?: string } = {},
) {
  const signingKey = options.key ?? key;
  return new SignJWT({
    scope: 'retail.web.read global.user.read',
    client_id: 'web-oak-prod',
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'at+jwt', kid: signingKey.kid })
    .setIssuer(ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('9b2f6a0e-4c1d-4e8a-9f3b-2d5c7e1a0b4f')
    .setIssuedAt(typeof claims['iat'] === 'number' ? claims['iat'] : undefined)
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(await importJWK(signingKey, 'ES256'));
}

const refused = async (jwt: string, message: string) => {
  const error = await verify(jwt).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AuthenticationError);
  expect((error as Error).message).toBe(message);
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access token check', () => {
  it('accepts our token and keys the user on issuer + subject', async () => {
    expect(await verify(await token())).toEqual({
      issuer: ISSUER,
      subject: '9b2f6a0e-4c1d-4e8a-9f3b-2d5c7e1a0b4f',
      scopes: ['retail.web.read', 'global.user.read'],
      issuedAtMs: expect.any(Number),
      authTime: null,
    });
  });

  it('reads when the password was typed (auth_time) and when the token was issued', async () => {
    const verified = await verify(await token({ auth_time: 1_795_000_000 }));
    expect(verified.authTime).toBe(1_795_000_000);
    expect(Math.abs(verified.issuedAtMs - Date.now())).toBeLessThan(60_000);
  });

  it('takes the issue time to the millisecond from iat_ms when it agrees with iat, else iat', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const exact = await verify(await token({ iat, iat_ms: iat * 1000 + 731 }));
    expect(exact.issuedAtMs).toBe(iat * 1000 + 731);
    // A claim from another second (or not a whole number) is not believed.
    expect((await verify(await token({ iat, iat_ms: (iat + 5) * 1000 }))).issuedAtMs).toBe(
      iat * 1000,
    );
    expect((await verify(await token({ iat, iat_ms: 'soon' }))).issuedAtMs).toBe(iat * 1000);
  });

  it('refuses an expired token', async () => {
    await refused(
      await token({}, { expiresIn: Math.floor(Date.now() / 1000) - 5 }),
      MESSAGES.expired,
    );
  });

  it('refuses a token for another audience', async () => {
    await refused(await token({}, { audience: 'https://other.example/api' }), MESSAGES.audience);
  });

  it('refuses alg none, a tampered payload, another key, HMAC with our public key and an ID token', async () => {
    const good = await token();
    const [header, payload, signature] = good.split('.');
    const none = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    await refused(none, MESSAGES.invalid);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const tampered = `${header}.${b64({ ...claims, sub: 'someone-else' })}.${signature}`;
    await refused(tampered, MESSAGES.invalid);
    // A key of our shape and kid that we never published.
    const stranger = { ...(await generateSigningKey()), kid: key.kid };
    await refused(await token({}, { key: stranger }), MESSAGES.invalid);
    const hmac = await new SignJWT({ scope: 'global.user.write' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk(key))));
    await refused(hmac, MESSAGES.invalid);
    await refused(await token({}, { typ: 'JWT' }), MESSAGES.invalid);
    await refused('not-a-token', MESSAGES.invalid);
  });

  it('never publishes private parts', () => {
    expect(publicJwk(key)).not.toHaveProperty('d');
    expect(publicJwk(key)).toMatchObject({ kty: 'EC', kid: key.kid, x: key.x, y: key.y });
  });
});

describe('Authorization header', () => {
  it('reads the scheme and token, and says what is wrong with a bad header', () => {
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization('  ')).toBeNull();
    expect(parseAuthorization('Bearer abc.def-ghi_jkl')).toEqual({
      scheme: 'Bearer',
      token: 'abc.def-ghi_jkl',
    });
    for (const bad of ['Bearer', 'abc.def', 'Bearer a b', 'Bearer <script>']) {
      expect(() => parseAuthorization(bad)).toThrow(MESSAGES.malformed);
    }
  });

  it('takes Bearer in any case everywhere, and a misspelled scheme only on the two planner calls', () => {
    expect(schemeAccepted('bearer', ['getUser'])).toBe(true);
    expect(schemeAccepted('BEARER', [])).toBe(true);
    expect(schemeAccepted('Baerer', ['getUser'])).toBe(false);
    expect(schemeAccepted('Baerer', ['markContentComplete'])).toBe(true);
    expect(schemeAccepted('Bearrer', ['markContentIncomplete'])).toBe(true);
    expect(schemeAccepted('Baerer', ['markContentComplete', 'markContentIncomplete'])).toBe(true);
    // By the fields called, not by any name: another field alongside, a fragment, or nothing.
    expect(schemeAccepted('Baerer', ['markContentComplete', 'getUser'])).toBe(false);
    expect(schemeAccepted('Baerer', ['markContentComplete', ''])).toBe(false);
    expect(schemeAccepted('Baerer', [])).toBe(false);
  });
});
