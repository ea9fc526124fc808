import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from './clientAddress';

const at = (forwardedFor: string | string[] | undefined, position = 2, socketAddress?: string) => clientAddress({ forwardedFor, socketAddress, position });

describe('clientAddress', () => {
  it('takes the client entry Hosting appended, second from the right, whatever the client prepended', () => {
    expect(at('203.0.113.7, 151.101.1.195')).toBe('203.0.113.7');
    expect(at('1.1.1.1, 2.2.2.2, 203.0.113.7, 151.101.1.195')).toBe('203.0.113.7');
    expect(at(['9.9.9.9', '203.0.113.7, 151.101.1.195'])).toBe('203.0.113.7');
  });

  it('takes the only entry of a direct call and the socket peer without the header', () => {
    expect(at('198.51.100.4')).toBe('198.51.100.4');
    expect(at(undefined, 2, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(at('', 2, undefined)).toBe('unknown');
    expect(at(' , ', 2, '10.1.2.3')).toBe('10.1.2.3');
  });

  it('counts from the right as configured', () => {
    expect(at('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(at('1.1.1.1, 203.0.113.7, 10.0.0.1, 10.0.0.2', 3)).toBe('203.0.113.7');
    expect(at('1.1.1.1, 203.0.113.7', 0)).toBe('203.0.113.7');
  });
});

describe('normaliseAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6, ports and brackets', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('[2001:DB8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as one bounded key', () => {
    expect(normaliseAddress('unknown')).toBe('other:unknown');
    expect(normaliseAddress('1.2.3.999')).toBe('other:1.2.3.999');
    expect(normaliseAddress('1:2:3:4:5:6:7:8:9')).toBe('other:1:2:3:4:5:6:7:8:9');
    expect(normaliseAddress('x'.repeat(500))).toHaveLength('other:'.length + 100);
    expect(normaliseAddress('')).toBe('unknown');
  });
});
