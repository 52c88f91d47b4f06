// Configuration, validated once at start. A bad value stops start-up with one
// line naming the variable and what is wrong (see formatConfigError).
import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  allClientIds,
  ENVIRONMENTS,
  isEnvironment,
  type Environment,
} from '../lib/sign-in-client.ts';
import {
  authorizationClients,
  type AuthorizationClients,
  type OtherEnvironment,
} from './identity/clients.ts';
import { POSTAL_CODE_PATTERN } from '../lib/location-source.ts';
import { DEFAULT_COMPANY_MAIL } from '../lib/forms/our-team.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** An OAuth client id of ours: lower-case letters, digits and dashes (it appears in URLs and storage keys). */
const clientId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{2,63}$/, 'must be 3 to 64 lower-case letters, digits or dashes');

const schema = z.object({
  NODE_ENV: z
    .enum(['production', 'development', 'test'], {
      error: 'must be production, development or test',
    })
    .default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_ENV: z
    .enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` })
    .default('prod'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be a pino level (fatal, error, warn, info, debug, trace, silent)',
    })
    .default('info'),
  DEFAULT_POSTAL_CODE: z
    .string()
    .regex(POSTAL_CODE_PATTERN, 'must be a 5-digit US postal code')
    .default('37918'),
  SEED_ON_EMPTY: booleanString.default(true),
  TRUST_PROXY: booleanString.default(false),
  /**
   * The password of the staff pages (/staff/..., HTTP Basic, any user name);
   * unset: they are open in development and answer 404 in production.
   */
  STAFF_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** A MaxMind-format city database (.mmdb) for locating callers by IP; unset: no IP lookup. */
  GEOIP_DATABASE: z
    .string()
    .refine((file) => isFile(file), 'must be the path of an existing .mmdb file')
    .optional(),
  /** Identity provider signing keys: a JSON Web Key Set of private keys, newest first (docs/identity.md). */
  OIDC_SIGNING_KEYS: z.string().optional(),
  /** Identity provider cookie keys: secrets separated by commas, newest first. */
  OIDC_COOKIE_KEYS: z.string().optional(),
  /** Other environments whose websites sign in here: dev=https://dev.homes.example,qua=… */
  OIDC_ENVIRONMENT_ORIGINS: z.string().optional(),
  /** SPEC §6's configurable retail authorisation client id; default retail-authorization-{APP_ENV}. */
  OIDC_RETAIL_CLIENT_ID: clientId.optional(),
  /** SPEC §6's configurable corporate authorisation client id; default corporate-authorization-{APP_ENV}. */
  OIDC_CORPORATE_CLIENT_ID: clientId.optional(),
  /** The product API's identifier, the audience of access tokens; default {PUBLIC_URL}/graphql. */
  OIDC_API_AUDIENCE: z.url({ error: 'must be an absolute URL' }).optional(),
  /** How long a rendered public page is served before it is rendered again; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(3600, 'must be at most 3600')
    .default(60),
  /**
   * Uncached page renders a client (an address) gets per second, after a
   * burst of 12 seconds' worth; 0 turns the per-client limit off (benchmarks).
   */
  RENDER_LIMIT_PER_SECOND: z.coerce
    .number({ error: 'must be a number of renders per second' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(1000, 'must be at most 1000')
    .default(5),
  /** The identity provider's mail server, e.g. smtps://user:password@mail.example:465; unset: DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/, 'must be an smtp:// or smtps:// URL')
    .refine((url) => URL.canParse(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of the identity provider's mail: an address, or a name and <address>. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'must be an email address, or a name and <address>',
    )
    .default('Hearthstone Homes <no-reply@homes.example>'),
  /**
   * Our own team's mailbox: contact-us messages about the website or personal
   * data, and website feedback (lib/forms/our-team.ts), which no home center
   * answers. Required with SMTP_URL: a request about someone's data must not go
   * to an address nobody reads; without it the outbox folder keeps it.
   */
  COMPANY_MAIL: z
    .string()
    .regex(/^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/, 'must be an email address')
    .optional(),
  /**
   * How long a stopping process goes on answering after /readyz turns 503, so
   * a load balancer that checks it stops sending requests first (docs/deploy.md).
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(60_000, 'must be at most 60000')
    .default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .default(10_000),
});

/** Variables that may hold a password: a bad value is named but never repeated. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'OIDC_SIGNING_KEYS',
  'OIDC_COOKIE_KEYS',
]);

export type RawConfig = z.infer<typeof schema>;

export type Config = Omit<RawConfig, 'COMPANY_MAIL'> & {
  COMPANY_MAIL: string;
  dataDir: string;
  imageCacheDir: string;
  publicUrl: string;
  /** SPEC §6's retail and corporate authorisation clients (configured, or per APP_ENV). */
  authorizationClients: AuthorizationClients;
  /** Other environments whose websites' clients this provider registers (OIDC_ENVIRONMENT_ORIGINS). */
  otherEnvironments: OtherEnvironment[];
  database: { kind: 'pglite'; dir: string } | { kind: 'pg'; url: string };
};

/** What the browser may see: nothing else from the config reaches the page. */
export type PublicConfig = {
  appEnv: Config['APP_ENV'];
  graphqlPath: '/graphql';
  publicUrl: string;
  /** Where the site searches from when the visitor's place is unknown (DEFAULT_POSTAL_CODE). */
  defaultPostalCode: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The name a browser uses for a server bound to host: "localhost" for every
 * interface and for loopback (sign-in redirect URIs must match the address
 * bar exactly), else the host itself.
 */
export function siteHostName(host: string): string {
  return ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
}

/** OIDC_ENVIRONMENT_ORIGINS: `env=origin` pairs, comma-separated; each environment once, never APP_ENV. */
function parseEnvironmentOrigins(value: string | undefined, own: Environment): OtherEnvironment[] {
  if (!value) return [];
  const fail = (why: string) => {
    throw new ConfigError(`Invalid configuration: OIDC_ENVIRONMENT_ORIGINS ${why}`);
  };
  const seen = new Set<string>([own]);
  return value.split(',').map((pair) => {
    const [env = '', origin = ''] = pair.trim().split('=');
    if (!isEnvironment(env)) return fail(`names an unknown environment (got "${env}")`);
    if (seen.has(env)) return fail(`names ${env} twice, or this site's own APP_ENV`);
    seen.add(env);
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      return fail(`needs an origin such as https://dev.homes.example for ${env} (got "${origin}")`);
    }
    return { env, origin: url.origin };
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT.
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    const got = cleaned[variable];
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}` +
        (got === undefined || SECRET_VARIABLES.has(variable)
          ? ''
          : ` (got ${JSON.stringify(got)})`),
    );
  }
  const raw = result.data;
  const authorization = authorizationClients(raw.APP_ENV, {
    retail: raw.OIDC_RETAIL_CLIENT_ID,
    corporate: raw.OIDC_CORPORATE_CLIENT_ID,
  });
  const websiteClients = new Set(allClientIds(raw.APP_ENV));
  for (const [variable, id] of [
    ['OIDC_RETAIL_CLIENT_ID', authorization.retail],
    ['OIDC_CORPORATE_CLIENT_ID', authorization.corporate],
  ] as const) {
    if (websiteClients.has(id)) {
      throw new ConfigError(
        `Invalid configuration: ${variable} is a website's client id (got "${id}")`,
      );
    }
  }
  const otherEnvironments = parseEnvironmentOrigins(raw.OIDC_ENVIRONMENT_ORIGINS, raw.APP_ENV);
  if (authorization.retail === authorization.corporate) {
    throw new ConfigError(
      'Invalid configuration: OIDC_RETAIL_CLIENT_ID and OIDC_CORPORATE_CLIENT_ID must differ',
    );
  }
  if (raw.SMTP_URL && !raw.COMPANY_MAIL) {
    throw new ConfigError(
      'Invalid configuration: COMPANY_MAIL must be set with SMTP_URL (our own team’s mailbox, for messages about the website and personal data)',
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  const localHost = siteHostName(raw.HOST);
  return {
    ...raw,
    COMPANY_MAIL: raw.COMPANY_MAIL ?? DEFAULT_COMPANY_MAIL,
    dataDir,
    imageCacheDir: path.join(dataDir, 'image-cache'),
    publicUrl: (raw.PUBLIC_URL ?? `http://${localHost}:${raw.PORT}`).replace(/\/$/, ''),
    authorizationClients: authorization,
    otherEnvironments,
    database: raw.DATABASE_URL
      ? { kind: 'pg', url: raw.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
  };
}

export function publicConfig(config: Config): PublicConfig {
  return {
    appEnv: config.APP_ENV,
    graphqlPath: '/graphql',
    publicUrl: config.publicUrl,
    defaultPostalCode: config.DEFAULT_POSTAL_CODE,
  };
}
