import { describe, expect, it } from 'vitest';
import { ipKey } from './rate-limit.ts';

describe('ipKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    // IPv6: one /64, however the address is written.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    // Not an address (a broken proxy header): counted as it is.
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(ipKey(ip)).toBe(key);
  });
});
