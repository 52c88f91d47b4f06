import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateCookieKey,
  generateSigningKey,
  KEYS_FILE,
  loadIdentityKeys,
  parseCookieKeys,
  parseSigningKeys,
} from './keys.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-keys-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('identity keys', () => {
  it('makes keys on first start, keeps them private, and reads the same ones after', async () => {
    const first = await loadIdentityKeys({ dataDir, mayGenerate: true });
    expect(first.source).toBe('generated');
    expect(first.signing).toHaveLength(1);
    expect(first.signing[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(first.signing[0]!.d).toBeTruthy();
    expect(first.cookies).toHaveLength(2);
    const mode = (await stat(path.join(dataDir, KEYS_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
    const again = await loadIdentityKeys({ dataDir, mayGenerate: true });
    expect(again.source).toBe('file');
    expect(again.signing).toEqual(first.signing);
    expect(again.cookies).toEqual(first.cookies);
  });

  it('takes configured keys over the file, and wants both', async () => {
    const jwks = JSON.stringify({ keys: [await generateSigningKey(), await generateSigningKey()] });
    const cookies = `${generateCookieKey()}, ${generateCookieKey()}`;
    const keys = await loadIdentityKeys({
      dataDir,
      mayGenerate: false,
      signingKeys: jwks,
      cookieKeys: cookies,
    });
    expect(keys.source).toBe('config');
    expect(keys.signing).toHaveLength(2);
    expect(keys.cookies).toHaveLength(2);
    await expect(
      loadIdentityKeys({ dataDir, mayGenerate: true, signingKeys: jwks }),
    ).rejects.toThrow('OIDC_COOKIE_KEYS must be set too');
  });

  it('refuses to make keys for a production site on a shared database', async () => {
    await expect(loadIdentityKeys({ dataDir, mayGenerate: false })).rejects.toThrow(
      /^OIDC_SIGNING_KEYS and OIDC_COOKIE_KEYS must be set in production/,
    );
  });

  it('says what is wrong with configured keys', async () => {
    const key = await generateSigningKey();
    const { d: _private, ...publicOnly } = key;
    expect(() => parseSigningKeys('not json')).toThrow('must be a JSON Web Key Set');
    expect(() => parseSigningKeys('{"keys": []}')).toThrow('must hold at least one key');
    expect(() => parseSigningKeys(JSON.stringify({ keys: [publicOnly] }))).toThrow(
      /^OIDC_SIGNING_KEYS /,
    );
    expect(() => parseSigningKeys(JSON.stringify({ keys: [key, key] }))).toThrow(
      'has a repeated kid',
    );
    expect(() => parseCookieKeys('short')).toThrow('at least 32 characters');
    expect(() => parseCookieKeys(' , ')).toThrow('must hold at least one key');
  });

  it('refuses a damaged keys file instead of quietly making new keys', async () => {
    await writeFile(path.join(dataDir, KEYS_FILE), '{ broken');
    await expect(loadIdentityKeys({ dataDir, mayGenerate: true })).rejects.toThrow(
      /is not JSON: restore it, or delete it/,
    );
    expect(await readFile(path.join(dataDir, KEYS_FILE), 'utf8')).toBe('{ broken');
  });
});
