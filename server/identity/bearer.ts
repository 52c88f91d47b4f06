// The API's check of a caller's access token (issue 4, DESIGN §7): signature
// with our published keys (ES256 only, so `alg: none` and HMAC tricks fail),
// issuer, audience, type `at+jwt` and expiry. The user is keyed on issuer +
// subject. Every failure is the caller's: 401 with a sentence saying why.
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import type { Viewer } from '../domain/context.ts';
import { AuthenticationError } from '../domain/errors.ts';
import { SIGNING_ALG } from './keys.ts';

export { AuthenticationError };

export const MESSAGES = {
  malformed: 'The Authorization header must be "Bearer" and an access token.',
  expired: 'The access token has expired: get a new one and try again.',
  audience: 'The access token was not issued for this API.',
  invalid: 'The access token is not valid.',
  scheme: 'The Authorization scheme must be Bearer.',
  superseded:
    "The access token was issued before the account's password or email changed: sign in again.",
} as const;

/**
 * SPEC §6: the planner's mark-complete and mark-incomplete calls send a
 * misspelled scheme word instead of "Bearer". Decision (docs/identity.md):
 * for a call of those two fields only, whatever its operation is named, any
 * single-word scheme is accepted; the token itself is checked exactly as for
 * every other call.
 */
export const MISSPELLED_SCHEME_FIELDS: ReadonlySet<string> = new Set([
  'markContentComplete',
  'markContentIncomplete',
]);

export type ParsedAuthorization = { scheme: string; token: string };

/** `Scheme token` → its parts; null when absent; an error when it is not two words. */
export function parseAuthorization(header: string | undefined | null): ParsedAuthorization | null {
  if (header === undefined || header === null || header.trim() === '') return null;
  const match = /^\s*([A-Za-z][\w-]*)\s+([\w.~+/-]+=*)\s*$/.exec(header);
  if (!match) throw new AuthenticationError(MESSAGES.malformed);
  return { scheme: match[1]!, token: match[2]! };
}

export function isBearerScheme(scheme: string): boolean {
  return scheme.toLowerCase() === 'bearer';
}

/**
 * Whether an operation selecting these root fields may be sent with this
 * scheme word: Bearer always; another word only when every field it calls is
 * one of MISSPELLED_SCHEME_FIELDS (the name an operation gives itself proves
 * nothing). A root selection that is not a plain field is passed as ''.
 */
export function schemeAccepted(scheme: string, rootFields: readonly string[]): boolean {
  if (isBearerScheme(scheme)) return true;
  return rootFields.length > 0 && rootFields.every((field) => MISSPELLED_SCHEME_FIELDS.has(field));
}

/** A private JWK without its private parts. */
export function publicJwk(key: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, ...rest } = key;
  return rest;
}

/** Our access tokens' issue time in milliseconds (the provider's extraTokenClaims). */
export const ISSUED_AT_MS_CLAIM = 'iat_ms';

/** A verified token's viewer, and when it was issued (milliseconds since the epoch). */
export type VerifiedToken = Viewer & { scopes: string[]; issuedAtMs: number };

/** iat_ms when it agrees with iat (the same second), else iat's second. */
function issuedAtMs(payload: { iat?: number; [claim: string]: unknown }): number {
  const ms = payload[ISSUED_AT_MS_CLAIM];
  const seconds = payload.iat!;
  return typeof ms === 'number' && Number.isInteger(ms) && Math.floor(ms / 1000) === seconds
    ? ms
    : seconds * 1000;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedToken>;

export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  signingKeys: JWK[];
}): AccessTokenVerifier {
  const keySet = createLocalJWKSet({ keys: options.signingKeys.map(publicJwk) });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return {
        issuer: options.issuer,
        subject: payload.sub!,
        scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
        issuedAtMs: issuedAtMs(payload),
        authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AuthenticationError(MESSAGES.expired);
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
        throw new AuthenticationError(MESSAGES.audience);
      }
      throw new AuthenticationError(MESSAGES.invalid);
    }
  };
}
