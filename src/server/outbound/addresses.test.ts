import { describe, expect, it } from 'vitest';
import { addressAndPort, judgeAddress } from './addresses';

describe('judgeAddress', () => {
  it.each([
    // Public IPv4, including the neighbours of refused ranges.
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '9.255.255.255',
    '11.0.0.1',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.1',
    '169.253.255.255',
    '169.255.0.1',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    // Public IPv6, and IPv6 forms that carry a public IPv4 address.
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(judgeAddress(address)).toEqual({ allowed: true });
  });

  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['169.254.0.1', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    // Cloud metadata services
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.170.2', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    ['192.0.0.192', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf:ffff::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001::1', 'teredo'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['100::1', 'discard'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['4000::1', 'reserved'],
    ['1::1', 'reserved'],
    // IPv6 forms judged by the IPv4 address they carry
    ['::ffff:127.0.0.1', 'loopback (IPv4-mapped)'],
    ['::ffff:7f00:1', 'loopback (IPv4-mapped)'],
    ['::ffff:10.1.2.3', 'private (IPv4-mapped)'],
    ['::ffff:a9fe:a9fe', 'cloud metadata (IPv4-mapped)'],
    ['::ffff:0.0.0.0', 'unspecified (IPv4-mapped)'],
    ['::7f00:1', 'loopback (IPv4-compatible)'],
    ['::a00:1', 'private (IPv4-compatible)'],
    ['::c0a8:101', 'private (IPv4-compatible)'],
    ['64:ff9b::7f00:1', 'loopback (NAT64)'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata (NAT64)'],
    ['64:ff9b::192.168.0.1', 'private (NAT64)'],
    ['2002:7f00:1::1', 'loopback (6to4)'],
    ['2002:a9fe:a9fe::', 'cloud metadata (6to4)'],
    ['2002:c0a8:101::1', 'private (6to4)'],
    ['2002:a00:1:1234::1', 'private (6to4)'],
  ])('refuses %s (%s)', (address, range) => {
    expect(judgeAddress(address)).toEqual({ allowed: false, range });
  });

  // A dotted IPv4-compatible address is read by ipaddr.js as IPv4-mapped; either way it is
  // judged by the IPv4 address it carries.
  it.each(['::127.0.0.1', '::10.0.0.1', '0:0:0:0:0:0:127.0.0.1'])(
    'refuses the IPv4-compatible %s',
    (address) => {
      expect(judgeAddress(address)).toMatchObject({ allowed: false });
    },
  );

  it.each([
    '',
    'localhost',
    'example.com',
    '0x7f.0.0.1',
    '017700000001',
    '2130706433',
    '1.2.3',
    '[::1]',
  ])('refuses %j, which is no canonical IP address', (text) => {
    expect(judgeAddress(text)).toEqual({ allowed: false, range: 'not an IP address' });
  });
});

describe('addressAndPort', () => {
  it('spells an address one way, with its port', () => {
    expect(addressAndPort('127.0.0.1', 8080)).toBe('127.0.0.1:8080');
    expect(addressAndPort('::1', 443)).toBe('[0:0:0:0:0:0:0:1]:443');
    expect(addressAndPort('0:0::1', 443)).toBe('[0:0:0:0:0:0:0:1]:443');
  });
});
