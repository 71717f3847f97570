import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress } from './outbound-address.js';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and their IPv6 forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it.each([
    // IPv4-compatible (::/96), judged by the IPv4 address it carries
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::10.0.0.1', false],
    ['::8.8.8.8', true],
    // IPv4-mapped (::ffff:0:0/96), also as the URL parser writes it
    ['::ffff:7f00:1', false],
    ['::ffff:a9fe:a9fe', false],
    ['::ffff:808:808', true],
    // IPv4-translated (::ffff:0:0:0/96)
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:808:808', true],
    // NAT64 well-known prefix 64:ff9b::/96; the local-use 64:ff9b:1::/48 is not global
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::808:808', true],
    ['64:ff9b:1::808:808', false],
    // 6to4 (2002::/16): the relay's IPv4 in bits 16-47
    ['2002:7f00:1::', false],
    ['2002:c0a8:101::1', false],
    ['2002:808:808::1', true],
    // Teredo (2001::/32): the client is the inverted last 32 bits (80ff:fffe = 127.0.0.1)
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', false],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', true],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', false],
    // deprecated and other non-global IPv6 ranges
    ['fec0::1', false],
    ['feff::1', false],
    ['fe80::1%eth0', false],
    ['fc00::1', false],
    ['ff02::1', false],
    ['100::1', false],
    ['2001:db8::1', false],
    ['2001:10::1', false],
    ['2001:2::1', false],
    ['3fff::1', false],
    ['5f00::1', false],
    ['4000::1', false],
    ['::2', false],
    ['192.88.99.1', false],
    // global unicast
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:82b::200e', true],
    ['[2001:4860:4860::8888]', true],
  ])('classifies %s as public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('lets loopback (only) through when allowed', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });

  it('resolves a host name and refuses it when any address is internal', async () => {
    await expect(assertPublicUrl(new URL('http://localhost:9/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://[::1]/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://[::7f00:1]/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://[::ffff:127.0.0.1]/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://169.254.169.254/latest'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://8.8.8.8/x'))).resolves.toBeUndefined();
  });
});
