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

  it('lets loopback (only) through when allowed', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });

  it('resolves a host name and refuses it when any address is internal', async () => {
    await expect(assertPublicUrl(new URL('http://localhost:9/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://[::1]/x'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://169.254.169.254/latest'))).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl(new URL('http://8.8.8.8/x'))).resolves.toBeUndefined();
  });
});
