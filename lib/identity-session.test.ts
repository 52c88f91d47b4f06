import { describe, expect, it } from 'vitest';
import {
  checkIdTokenTimes,
  decodeToken,
  INITIAL_SESSION,
  InvalidTokenError,
  onSilentTokenError,
  refreshDelayMs,
  safeReturnPath,
  sessionReducer,
  signOutReturnPath,
  tokenExpiry,
} from './identity-session.ts';

const dana = {
  subject: 's1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Buyer',
  preferredName: '',
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session (SPEC §4)', () => {
  it('starts loading and not authenticated', () => {
    expect(INITIAL_SESSION).toEqual({
      loading: true,
      authenticated: false,
      user: null,
      error: null,
    });
  });

  it('is authenticated after initialisation exactly when a user is present', () => {
    expect(sessionReducer(INITIAL_SESSION, { type: 'initialised', user: dana })).toEqual({
      loading: false,
      authenticated: true,
      user: dana,
      error: null,
    });
    expect(sessionReducer(INITIAL_SESSION, { type: 'initialised', user: null })).toMatchObject({
      loading: false,
      authenticated: false,
    });
  });

  it('sets the error and ends loading on a failure; logout clears the user', () => {
    const failed = sessionReducer(INITIAL_SESSION, { type: 'failed', error: 'Network timed out' });
    expect(failed).toMatchObject({
      loading: false,
      authenticated: false,
      error: 'Network timed out',
    });
    const signedIn = sessionReducer(failed, { type: 'signed-in', user: dana });
    expect(signedIn).toMatchObject({ authenticated: true, user: dana, error: null });
    expect(sessionReducer(signedIn, { type: 'signed-out' })).toMatchObject({
      authenticated: false,
      user: null,
    });
  });

  it('forgets a dismissed error and keeps everything else', () => {
    const signedIn = sessionReducer(INITIAL_SESSION, { type: 'signed-in', user: dana });
    const failed = sessionReducer(signedIn, { type: 'failed', error: 'Network timed out' });
    expect(sessionReducer(failed, { type: 'error-dismissed' })).toEqual({
      loading: false,
      authenticated: true,
      user: dana,
      error: null,
    });
  });
});

describe('token acquisition (SPEC §4, §8)', () => {
  it('asks for consent or a login in a popup, or by redirect where popups are not allowed', () => {
    expect(onSilentTokenError('consent_required', true)).toBe('consent-popup');
    expect(onSilentTokenError('login_required', true)).toBe('login-popup');
    expect(onSilentTokenError('login_required', false)).toBe('redirect');
    expect(onSilentTokenError('invalid_grant', true)).toBe('keep-error');
  });

  it('refreshes when the token expires: seconds until exp × 1000', () => {
    expect(refreshDelayMs(1_000_600, 1_000_000_000)).toBe(600_000);
    expect(refreshDelayMs(999_000, 1_000_000_000)).toBe(0);
  });

  it('raises "Invalid token specified" with a reason for what it cannot parse', () => {
    const good = `${b64({ alg: 'ES256' })}.${b64({ sub: 's1', exp: 1_900_000_000 })}.sig`;
    expect(decodeToken(good)).toEqual({ sub: 's1', exp: 1_900_000_000 });
    expect(decodeToken(good, { header: true })).toEqual({ alg: 'ES256' });
    expect(tokenExpiry(good)).toBe(1_900_000_000);
    const cases: [unknown, string][] = [
      [undefined, 'Invalid token specified: must be a string'],
      ['abc', 'Invalid token specified: missing part #2'],
      ['abc.!!!.x', 'Invalid token specified: invalid base64 for part #2'],
      [
        `abc.${Buffer.from('not json').toString('base64url')}.x`,
        'Invalid token specified: invalid json for part #2',
      ],
      [`abc.${b64({ sub: 's1' })}.x`, 'Invalid token specified: no expiry claim'],
    ];
    for (const [token, message] of cases) {
      const run = () =>
        typeof token === 'string' && message.includes('expiry')
          ? tokenExpiry(token)
          : decodeToken(token);
      expect(run).toThrow(InvalidTokenError);
      expect(run).toThrow(message);
    }
  });
});

describe('ID-token clock leeway (SPEC §9: 60 s)', () => {
  const now = 1_800_000_000_000;
  const idToken = (claims: Record<string, unknown>) =>
    `${b64({ alg: 'ES256' })}.${b64({ sub: 's1', ...claims })}.sig`;
  const at = (seconds: number) => now / 1000 + seconds;

  it('accepts a token issued up to 60 s ahead of this clock, or expired up to 60 s ago', () => {
    expect(() => checkIdTokenTimes(idToken({ iat: at(0), exp: at(3600) }), now)).not.toThrow();
    expect(() => checkIdTokenTimes(idToken({ iat: at(60), exp: at(3660) }), now)).not.toThrow();
    expect(() => checkIdTokenTimes(idToken({ iat: at(-3660), exp: at(-60) }), now)).not.toThrow();
  });

  it('refuses one from further in the future, or expired longer ago', () => {
    expect(() => checkIdTokenTimes(idToken({ iat: at(61), exp: at(3661) }), now)).toThrow(
      'Invalid token specified: issued in the future',
    );
    expect(() =>
      checkIdTokenTimes(idToken({ iat: at(0), nbf: at(90), exp: at(3600) }), now),
    ).toThrow('issued in the future');
    expect(() => checkIdTokenTimes(idToken({ iat: at(-3700), exp: at(-61) }), now)).toThrow(
      'Invalid token specified: the ID token has expired',
    );
    expect(() => checkIdTokenTimes(idToken({ exp: at(3600) }), now)).toThrow(InvalidTokenError);
    expect(() => checkIdTokenTimes('not-a-token', now)).toThrow('Invalid token specified');
  });
});

describe('the stored return location (SPEC §2)', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/homes?where=37918&lotNumber=1')).toBe('/homes?where=37918&lotNumber=1');
    expect(safeReturnPath('/portal/budget#land')).toBe('/portal/budget#land');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'homes',
      '',
      `/${'a'.repeat(2048)}`,
      null,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('returns after a sign-out only to the path stored under the state the provider sent back', () => {
    const stored = JSON.stringify({ state: 'abc', returnTo: '/homes?where=37918' });
    expect(signOutReturnPath(stored, 'abc')).toBe('/homes?where=37918');
    expect(signOutReturnPath(stored, 'other')).toBeNull();
    expect(signOutReturnPath(stored, null)).toBeNull();
    expect(signOutReturnPath(null, 'abc')).toBeNull();
    expect(signOutReturnPath('not json', 'abc')).toBeNull();
    expect(
      signOutReturnPath(JSON.stringify({ state: 'abc', returnTo: '//evil.example' }), 'abc'),
    ).toBeNull();
  });
});
