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
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes an existing GEOIP_DATABASE file, and none by default', () => {
    expect(loadConfig({}).GEOIP_DATABASE).toBeUndefined();
    expect(loadConfig({ GEOIP_DATABASE: import.meta.filename }).GEOIP_DATABASE).toBe(
      import.meta.filename,
    );
    // A folder is not a database file.
    expect(() => loadConfig({ GEOIP_DATABASE: import.meta.dirname })).toThrow(ConfigError);
  });

  it('gives the browser only the explicit public values', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://secret@db/x', APP_ENV: 'qua' });
    expect(publicConfig(config)).toEqual({
      appEnv: 'qua',
      graphqlPath: '/graphql',
      publicUrl: 'http://localhost:3000',
    });
  });
});
