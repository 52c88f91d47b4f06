// The identity provider's secrets: the private keys that sign ID and access
// tokens, and the keys that sign its cookies. Never the package's published
// development keys. See docs/identity.md for rotation.
//
// Where they come from:
// - OIDC_SIGNING_KEYS / OIDC_COOKIE_KEYS when set (a deployment's secrets);
// - otherwise, for a site on its embedded database or in development, a file
//   in DATA_DIR made on first start (mode 0600) and read on every later start;
// - a production site on a shared PostgreSQL must set both: every process has
//   to sign with the same keys, and the file would differ per machine.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

export const KEYS_FILE = 'identity-keys.json';
export const SIGNING_ALG = 'ES256';
/** Cookie keys are random bytes as base64url; shorter ones are guessable. */
export const MIN_COOKIE_KEY_LENGTH = 32;

export type IdentityKeys = {
  /** Private JWKs; the first signs, the rest stay published so older tokens still verify. */
  signing: JWK[];
  /** Cookie signing secrets; the first signs, the rest still verify. */
  cookies: string[];
  source: 'config' | 'file' | 'generated';
};

export class IdentityKeysError extends Error {
  override name = 'IdentityKeysError';
}

const privateJwk = z
  .object({
    kty: z.enum(['EC', 'RSA', 'OKP']),
    kid: z.string().min(1, 'needs a kid'),
    d: z.string().min(1, 'must be a private key (no "d")'),
  })
  .passthrough();

const signingKeys = z.object({
  keys: z
    .array(privateJwk)
    .min(1, 'must hold at least one key')
    .refine((keys) => new Set(keys.map((k) => k.kid)).size === keys.length, 'has a repeated kid'),
});

const cookieKeys = z
  .array(
    z
      .string()
      .min(MIN_COOKIE_KEY_LENGTH, `each key must be at least ${MIN_COOKIE_KEY_LENGTH} characters`),
  )
  .min(1, 'must hold at least one key');

const keysFile = z.object({ signing: signingKeys, cookies: cookieKeys });

function problem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  return `${issue.message}${where}`;
}

/** Parses OIDC_SIGNING_KEYS: a JSON Web Key Set of private keys. */
export function parseSigningKeys(text: string): JWK[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IdentityKeysError('OIDC_SIGNING_KEYS must be a JSON Web Key Set ({"keys": [...]})');
  }
  const parsed = signingKeys.safeParse(json);
  if (!parsed.success) {
    throw new IdentityKeysError(`OIDC_SIGNING_KEYS ${problem(parsed.error)}`);
  }
  return parsed.data.keys as JWK[];
}

/** Parses OIDC_COOKIE_KEYS: secrets separated by commas, newest first. */
export function parseCookieKeys(text: string): string[] {
  const parsed = cookieKeys.safeParse(
    text
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
  if (!parsed.success) throw new IdentityKeysError(`OIDC_COOKIE_KEYS ${problem(parsed.error)}`);
  return parsed.data;
}

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
}

export function generateCookieKey(): string {
  return randomBytes(32).toString('base64url');
}

export type LoadIdentityKeysOptions = {
  signingKeys?: string;
  cookieKeys?: string;
  dataDir: string;
  /** Keys may be made and kept in DATA_DIR (embedded database or development). */
  mayGenerate: boolean;
};

export async function loadIdentityKeys(options: LoadIdentityKeysOptions): Promise<IdentityKeys> {
  if (options.signingKeys || options.cookieKeys) {
    if (!options.signingKeys || !options.cookieKeys) {
      throw new IdentityKeysError(
        `${options.signingKeys ? 'OIDC_COOKIE_KEYS' : 'OIDC_SIGNING_KEYS'} must be set too: the identity keys come as a pair`,
      );
    }
    return {
      signing: parseSigningKeys(options.signingKeys),
      cookies: parseCookieKeys(options.cookieKeys),
      source: 'config',
    };
  }
  if (!options.mayGenerate) {
    throw new IdentityKeysError(
      'OIDC_SIGNING_KEYS and OIDC_COOKIE_KEYS must be set in production on a shared database (every process signs with the same keys; see docs/identity.md)',
    );
  }
  const file = path.join(options.dataDir, KEYS_FILE);
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== null) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new IdentityKeysError(`${file} is not JSON: restore it, or delete it to make new keys`);
    }
    const parsed = keysFile.safeParse(json);
    if (!parsed.success) throw new IdentityKeysError(`${file} ${problem(parsed.error)}`);
    return {
      signing: parsed.data.signing.keys as JWK[],
      cookies: parsed.data.cookies,
      source: 'file',
    };
  }
  const keys = {
    signing: { keys: [await generateSigningKey()] },
    cookies: [generateCookieKey(), generateCookieKey()],
  };
  // 'wx': never overwrite keys another process made a moment ago.
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { signing: keys.signing.keys, cookies: keys.cookies, source: 'generated' };
}
