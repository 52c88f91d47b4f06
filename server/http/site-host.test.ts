import { describe, expect, it } from 'vitest';
import { createHostCheck, parseHost } from './site-host.ts';

describe('parseHost', () => {
  it('reads a name and an optional port, in lower case', () => {
    expect(parseHost('Knoxville.LocalHost:3000')).toEqual({
      hostName: 'knoxville.localhost',
      port: 3000,
    });
    expect(parseHost('homes.example.')).toEqual({ hostName: 'homes.example', port: null });
    expect(parseHost('[::1]:8080')).toEqual({ hostName: '[::1]', port: 8080 });
  });

  it('refuses what is not name[:port]', () => {
    for (const bad of [
      'knoxville.localhost:3000:1',
      'localhost:99999',
      'evil.example/path',
      'a b',
      '',
      'user@host',
      '-bad.example',
      '[::1',
      `${'a'.repeat(64)}.example`,
    ]) {
      expect(parseHost(bad), bad).toBeNull();
    }
    expect(parseHost(undefined)).toBeNull();
  });
});

describe('createHostCheck', () => {
  const dealers = [
    { hostName: 'oakcreek-knoxville.example', slug: 'knoxville' },
    { hostName: null, slug: 'maryville' },
  ];

  it('answers the public host, home centers’ hosts and their .localhost names', () => {
    const check = createHostCheck({ publicUrl: 'http://localhost:3000', dealers });
    expect(check('localhost:3000')).toEqual({
      kind: 'site',
      host: 'localhost:3000',
      hostName: 'localhost',
    });
    expect(check('MARYVILLE.localhost:3000')).toMatchObject({
      kind: 'site',
      host: 'maryville.localhost:3000',
    });
    expect(check('oakcreek-knoxville.example')).toMatchObject({ kind: 'site' });
    expect(check('nowhere.localhost:3000')).toEqual({ kind: 'foreign' });
    expect(check('evil.example')).toEqual({ kind: 'foreign' });
    expect(check('knoxville.localhost:3000:1')).toEqual({ kind: 'malformed' });
  });

  it('sends loopback addresses to PUBLIC_URL unless PUBLIC_URL is one', () => {
    const check = createHostCheck({ publicUrl: 'https://homes.example', dealers });
    expect(check('127.0.0.1:3000')).toEqual({ kind: 'loopback' });
    expect(check('[::1]:3000')).toEqual({ kind: 'loopback' });
    expect(check('localhost:3000')).toEqual({ kind: 'loopback' });
    // .localhost names are the home centers' only while the site itself runs on localhost.
    expect(check('maryville.localhost:3000')).toEqual({ kind: 'foreign' });
    const onAddress = createHostCheck({ publicUrl: 'http://127.0.0.1:3000', dealers });
    expect(onAddress('127.0.0.1:3000')).toMatchObject({ kind: 'site' });
  });
});
