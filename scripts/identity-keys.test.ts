import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCookieKeys, parseSigningKeys } from '../server/identity/keys.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run keys', () => {
  it('prints a fresh signing key set and cookie keys the site accepts, different each time', () => {
    const run = () =>
      execFileSync(process.execPath, ['scripts/identity-keys.ts'], { cwd: root, encoding: 'utf8' });
    const read = (output: string) => {
      const signing = /^OIDC_SIGNING_KEYS='(.+)'$/m.exec(output)?.[1];
      const cookies = /^OIDC_COOKIE_KEYS=(\S+)$/m.exec(output)?.[1];
      expect(signing && cookies, output).toBeTruthy();
      return { signing: parseSigningKeys(signing!), cookies: parseCookieKeys(cookies!) };
    };
    const first = read(run());
    const second = read(run());
    expect(first.signing).toHaveLength(1);
    expect(first.signing[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(first.signing[0]!.d).toBeTruthy();
    expect(first.cookies).toHaveLength(2);
    expect(second.signing[0]!.kid).not.toBe(first.signing[0]!.kid);
    expect(second.cookies[0]).not.toBe(first.cookies[0]);
  });
});
