import { describe, expect, it } from 'vitest';
import {
  RECENT_AUTHENTICATION_SECONDS,
  requireRecentViewer,
  SCOPES,
  type DomainContext,
} from './context.ts';
import { AuthenticationError, ReauthenticationRequiredError } from './errors.ts';

const now = Date.UTC(2026, 10, 24, 12, 0, 0);
const signedIn = (authTime: number | null): DomainContext => ({
  db: null as never,
  viewer: { issuer: 'i', subject: 's', scopes: [SCOPES.userWrite], authTime },
});

describe('requireRecentViewer', () => {
  it('lets through a sign-in of the last five minutes', () => {
    const at = now / 1000 - RECENT_AUTHENTICATION_SECONDS;
    expect(requireRecentViewer(signedIn(at), SCOPES.userWrite, now).subject).toBe('s');
  });

  it('asks an older sign-in, or a token that does not say, to sign in again', () => {
    const older = signedIn(now / 1000 - RECENT_AUTHENTICATION_SECONDS - 1);
    expect(() => requireRecentViewer(older, SCOPES.userWrite, now)).toThrow(
      ReauthenticationRequiredError,
    );
    expect(() => requireRecentViewer(signedIn(null), SCOPES.userWrite, now)).toThrow(
      ReauthenticationRequiredError,
    );
  });

  it('still needs a viewer first', () => {
    expect(() =>
      requireRecentViewer({ db: null as never, viewer: null }, SCOPES.userWrite),
    ).toThrow(AuthenticationError);
  });
});
