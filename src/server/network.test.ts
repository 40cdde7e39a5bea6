import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('the client a limit counts (networkOf)', () => {
  it('is an IPv4 address itself, also when IPv6 maps it', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, however it is spelled', () => {
    const one = [
      '2001:db8:42:7::1',
      '2001:db8:42:7:ffff:ffff:ffff:ffff',
      '2001:0DB8:0042:0007:0:0:0:3c',
      '2001:db8:42:7:1234::abcd',
    ].map(networkOf);
    expect(new Set(one)).toEqual(new Set(['2001:db8:42:7::/64']));
    expect(networkOf('2001:db8:42:8::1')).toBe('2001:db8:42:8::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
