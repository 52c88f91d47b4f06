// `npm run keys`: prints a fresh pair of identity keys for a deployment on
// PostgreSQL, where every process must sign with the same ones (issue 9):
//   OIDC_SIGNING_KEYS  a JSON Web Key Set with one private ES256 key
//   OIDC_COOKIE_KEYS   two random cookie secrets, comma-separated
// As environment lines, ready for a secret store or an .env file. To rotate,
// put the new key first and keep the old one after it until every token it
// signed has expired (docs/identity.md#keys). Nothing is written anywhere.
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';

const signing = JSON.stringify({ keys: [await generateSigningKey()] });
const cookies = [generateCookieKey(), generateCookieKey()].join(',');
process.stdout.write(`OIDC_SIGNING_KEYS='${signing}'\nOIDC_COOKIE_KEYS=${cookies}\n`);
