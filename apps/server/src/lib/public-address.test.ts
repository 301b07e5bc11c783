import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress } from './public-address';

describe('public addresses (what an admin-typed service URL may reach)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.0.10',
    '100.64.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '200.147.67.142', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('checks what a URL names: a literal or a name resolving to loopback is refused', async () => {
    await expect(assertPublicUrl('https://169.254.169.254/latest/meta-data')).rejects.toThrow();
    await expect(assertPublicUrl('https://[::1]:8443/oauth/token')).rejects.toThrow();
    await expect(assertPublicUrl('https://localhost/oauth/token')).rejects.toThrow();
    await expect(assertPublicUrl('https://8.8.8.8/v1/events:polling')).resolves.toBeUndefined();
  });
});
