import { describe, expect, it } from 'vitest';
import { isPublicIp, normalizeIp } from './ip-address.ts';
import { noIpLocation } from './ip-location.ts';

describe('isPublicIp', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    'fd12:3456::1',
    'fe80::1',
    '203.0.113.7',
    '',
    'not an ip',
    '999.1.1.1',
  ])('%j is not a place', (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '::ffff:8.8.4.4', '172.32.0.1', '2606:4700::1111'])('%j is public', (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });
});

describe('normalizeIp', () => {
  it('unwraps IPv4-mapped IPv6', () => {
    expect(normalizeIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(normalizeIp(' 2606:4700::1111 ')).toBe('2606:4700::1111');
  });
});

describe('noIpLocation', () => {
  it('answers "no value" for every address', async () => {
    expect(await noIpLocation.lookup('8.8.8.8')).toBeNull();
  });
});
