import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: production, port 3000, PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    expect(config.PORT).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data/pglite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.APP_ENV).toBe('prod');
    expect(config.SEED_ON_EMPTY).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db.internal:5432/homes' });
    expect(config.database).toEqual({ kind: 'pg', url: 'postgres://u@db.internal:5432/homes' });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 0 and 65535/],
    [{ PORT: '80.5' }, /^Invalid configuration: PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [
      { NODE_ENV: 'staging' },
      /^Invalid configuration: NODE_ENV must be production, development or test/,
    ],
    [{ APP_ENV: 'uat' }, /^Invalid configuration: APP_ENV must be one of dev, itg, qua, prod/],
    [
      { DEFAULT_POSTAL_CODE: '1234' },
      /^Invalid configuration: DEFAULT_POSTAL_CODE must be a 5-digit/,
    ],
    [{ SEED_ON_EMPTY: 'maybe' }, /^Invalid configuration: SEED_ON_EMPTY must be true or false/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL must be an absolute/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be a pino level/],
    [
      { GEOIP_DATABASE: '/nonexistent/GeoLite2-City.mmdb' },
      /^Invalid configuration: GEOIP_DATABASE must be the path of an existing \.mmdb file/,
    ],
    [
      { OIDC_RETAIL_CLIENT_ID: 'Retail App' },
      /^Invalid configuration: OIDC_RETAIL_CLIENT_ID must be 3 to 64 lower-case letters/,
    ],
    [
      { OIDC_CORPORATE_CLIENT_ID: 'web-oak-prod' },
      /^Invalid configuration: OIDC_CORPORATE_CLIENT_ID is a website's client id/,
    ],
    [
      { OIDC_RETAIL_CLIENT_ID: 'corporate-authorization-prod' },
      /^Invalid configuration: OIDC_RETAIL_CLIENT_ID and OIDC_CORPORATE_CLIENT_ID must differ/,
    ],
    [
      { OIDC_ENVIRONMENT_ORIGINS: 'uat=https://uat.homes.example' },
      /^Invalid configuration: OIDC_ENVIRONMENT_ORIGINS names an unknown environment/,
    ],
    [
      { OIDC_ENVIRONMENT_ORIGINS: 'prod=https://homes.example' },
      /^Invalid configuration: OIDC_ENVIRONMENT_ORIGINS names prod twice, or this site's own APP_ENV/,
    ],
    [
      { OIDC_ENVIRONMENT_ORIGINS: 'dev=https://dev.homes.example/portal' },
      /^Invalid configuration: OIDC_ENVIRONMENT_ORIGINS needs an origin/,
    ],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names the retail and corporate authorisation clients per APP_ENV, or as configured', () => {
    expect(loadConfig({ APP_ENV: 'qua' }).authorizationClients).toEqual({
      retail: 'retail-authorization-qua',
      corporate: 'corporate-authorization-qua',
    });
    expect(
      loadConfig({ OIDC_RETAIL_CLIENT_ID: 'dealer-portal', OIDC_CORPORATE_CLIENT_ID: 'hq-portal' })
        .authorizationClients,
    ).toEqual({ retail: 'dealer-portal', corporate: 'hq-portal' });
  });

  it('lists other environments whose websites sign in here, none by default', () => {
    expect(loadConfig({}).otherEnvironments).toEqual([]);
    expect(
      loadConfig({
        OIDC_ENVIRONMENT_ORIGINS: 'dev=http://localhost:5173, qua=https://qua.homes.example/',
      }).otherEnvironments,
    ).toEqual([
      { env: 'dev', origin: 'http://localhost:5173' },
      { env: 'qua', origin: 'https://qua.homes.example' },
    ]);
  });

  it('takes an existing GEOIP_DATABASE file, and none by default', () => {
    expect(loadConfig({}).GEOIP_DATABASE).toBeUndefined();
    expect(loadConfig({ GEOIP_DATABASE: import.meta.filename }).GEOIP_DATABASE).toBe(
      import.meta.filename,
    );
    // A folder is not a database file.
    expect(() => loadConfig({ GEOIP_DATABASE: import.meta.dirname })).toThrow(ConfigError);
  });

  it('takes SMTP_URL and MAIL_FROM, with a default sender and no server', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toBe('Hearthstone Homes <no-reply@homes.example>');
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.homes.example:465',
      MAIL_FROM: 'accounts@homes.example',
      COMPANY_MAIL: 'help@homes.example',
    });
    expect(config.SMTP_URL).toBe('smtps://mailer:s3cret@mail.homes.example:465');
    expect(config.MAIL_FROM).toBe('accounts@homes.example');
    expect(loadConfig({ MAIL_FROM: '"Oak Creek, Homes" <no-reply@oak.example>' }).MAIL_FROM).toBe(
      '"Oak Creek, Homes" <no-reply@oak.example>',
    );
    expect(loadConfig({}).COMPANY_MAIL).toBe('help@hearthstonehomes.example');
    expect(loadConfig({ COMPANY_MAIL: 'privacy@homes.example' }).COMPANY_MAIL).toBe(
      'privacy@homes.example',
    );
  });

  it.each([
    [
      { MAIL_FROM: 'Hearthstone Homes' },
      /^Invalid configuration: MAIL_FROM must be an email address/,
    ],
    [
      { MAIL_FROM: 'Homes <a@b.example>\r\nBcc: x@y.example' },
      /^Invalid configuration: MAIL_FROM /,
    ],
    [{ MAIL_FROM: 'no-reply@localhost' }, /^Invalid configuration: MAIL_FROM /],
    [
      { COMPANY_MAIL: 'Team <help@homes.example>' },
      /^Invalid configuration: COMPANY_MAIL must be an email address/,
    ],
    // A real mail server and no mailbox of ours: requests about personal data would go nowhere.
    [
      { SMTP_URL: 'smtps://mail.homes.example:465' },
      /^Invalid configuration: COMPANY_MAIL must be set with SMTP_URL/,
    ],
    [{ SMTP_URL: 'http://mail.example' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
    [{ SMTP_URL: 'smtp://' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats a bad value that may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp:/user:hunter22@mail.example' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter22@db.example/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });

  it('gives the browser only the explicit public values', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://secret@db/x', APP_ENV: 'qua' });
    expect(publicConfig(config)).toEqual({
      appEnv: 'qua',
      graphqlPath: '/graphql',
      publicUrl: 'http://localhost:3000',
      defaultPostalCode: '37918',
    });
  });
});
