import { describe, expect, it } from 'vitest';
import { loggablePath, outboxPageAllowed } from './account-flows.ts';

describe('outboxPageAllowed', () => {
  const own = {
    mailerKind: 'outbox' as const,
    nodeEnv: 'production',
    databaseKind: 'pglite' as const,
    publicUrl: 'http://localhost:3000',
    remoteAddress: '127.0.0.1',
  };

  it('shows the outbox on one’s own machine: embedded database, localhost, loopback caller', () => {
    expect(outboxPageAllowed(own)).toBe(true);
    expect(outboxPageAllowed({ ...own, remoteAddress: '::1' })).toBe(true);
    expect(outboxPageAllowed({ ...own, remoteAddress: '::ffff:127.0.0.1' })).toBe(true);
    expect(outboxPageAllowed({ ...own, publicUrl: 'http://knoxville.localhost:3000' })).toBe(true);
    expect(outboxPageAllowed({ ...own, publicUrl: 'http://127.0.0.1:3000' })).toBe(true);
  });

  it('shows it in development and tests to anyone, when mail goes to the outbox', () => {
    for (const nodeEnv of ['development', 'test']) {
      expect(
        outboxPageAllowed({
          ...own,
          nodeEnv,
          databaseKind: 'pg',
          publicUrl: 'https://dev.homes.example',
          remoteAddress: '203.0.113.9',
        }),
      ).toBe(true);
    }
  });

  it('never shows it when mail is really sent, or on a production deployment', () => {
    expect(outboxPageAllowed({ ...own, mailerKind: 'smtp' })).toBe(false);
    expect(outboxPageAllowed({ ...own, nodeEnv: 'development', mailerKind: 'smtp' })).toBe(false);
    expect(outboxPageAllowed({ ...own, mailerKind: 'transport' })).toBe(false);
    expect(outboxPageAllowed({ ...own, databaseKind: 'pg' })).toBe(false);
    expect(outboxPageAllowed({ ...own, publicUrl: 'https://homes.example' })).toBe(false);
    expect(outboxPageAllowed({ ...own, publicUrl: 'http://localhost.homes.example' })).toBe(false);
    expect(outboxPageAllowed({ ...own, remoteAddress: '10.0.0.7' })).toBe(false);
    expect(outboxPageAllowed({ ...own, remoteAddress: '::ffff:192.168.1.4' })).toBe(false);
    expect(outboxPageAllowed({ ...own, remoteAddress: undefined })).toBe(false);
  });
});

describe('loggablePath', () => {
  it('cuts the secret out of mailed links, and leaves other paths alone', () => {
    const token = 'a'.repeat(43);
    expect(loggablePath(`/oidc/account/reset-password/${token}`)).toBe(
      '/oidc/account/reset-password/…',
    );
    expect(loggablePath(`/oidc/account/confirm-email/${token}.data`)).toBe(
      '/oidc/account/confirm-email/…',
    );
    expect(loggablePath(`/oidc/account/reset-password/${token}/page-data.json`)).toBe(
      '/oidc/account/reset-password/…/page-data.json',
    );
    expect(loggablePath('/oidc/account/forgot-password')).toBe('/oidc/account/forgot-password');
    expect(loggablePath('/homes/ABC123')).toBe('/homes/ABC123');
  });
});
