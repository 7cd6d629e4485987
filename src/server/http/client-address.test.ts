import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['a compressed IPv6 address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['leading zeros and capitals', '2001:0DB8:0000:00AB::1', '2001:db8:0:ab::/64'],
    ['compression inside the prefix', '2001:db8::3:4:5:6:7', '2001:db8:0:3::/64'],
    ['an embedded IPv4 tail', '1::2:3:4:5:198.51.100.1', '1:0:2:3::/64'],
    ['a zone index', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the loopback', '::1', '0:0:0:0::/64'],
  ])('keys %s', (_name, address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('counts every address of one /64 as one client, and another /64 apart', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
