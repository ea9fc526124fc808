import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from './clientAddress';

const at = (forwardedFor: string | string[] | undefined, position = 2, socketAddress?: string) =>
  clientAddress({ forwardedFor, socketAddress, position });

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
    expect(at('1.1.1.1, 203.0.113.7', -3)).toBe('203.0.113.7');
  });

  it('counts a fractional position as its whole part', () => {
    expect(at('1.1.1.1, 203.0.113.7, 151.101.1.195', 2.5)).toBe('203.0.113.7');
    expect(at('203.0.113.7, 151.101.1.195', 1.9)).toBe('151.101.1.195');
  });

  it('takes the leftmost entry when there are fewer than the position, and skips empty entries', () => {
    expect(at('198.51.100.4, 10.0.0.1', 3)).toBe('198.51.100.4');
    expect(at('203.0.113.7,,151.101.1.195, ')).toBe('203.0.113.7');
    expect(at(['203.0.113.7', '151.101.1.195'])).toBe('203.0.113.7');
    expect(at([], 2, '10.1.2.3')).toBe('10.1.2.3');
  });
});

describe('normaliseAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6, ports and brackets', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normaliseAddress('[::ffff:198.51.100.4]:8080')).toBe('198.51.100.4');
    expect(normaliseAddress('0:0:0:0:0:ffff:255.254.1.0')).toBe('255.254.1.0');
    expect(normaliseAddress('::ffff:10.20.30.40')).toBe('10.20.30.40');
  });

  it('reads an IPv6 address written with an IPv4 tail that is not mapped', () => {
    expect(normaliseAddress('::fffe:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('1::ffff:1.2.3.4')).toBe('1:0:0:0::/64');
    expect(normaliseAddress('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2:3:4:5:1.2.3.4')).toBe('other:2001:db8:1:2:3:4:5:1.2.3.4');
    expect(normaliseAddress('::ffff:1.2.3.999')).toBe('other:::ffff:1.2.3.999');
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('[2001:DB8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normaliseAddress('[::1]')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('1:2:3::5:6:7:8')).toBe('1:2:3:0::/64');
    expect(normaliseAddress('2001:0DB8:00a1:0002::')).toBe('2001:db8:a1:2::/64');
  });

  it('refuses IPv6 with the wrong number of groups, two gaps, or groups that are not hex of up to four digits', () => {
    expect(normaliseAddress('1:2:3:4:5:6:7')).toBe('other:1:2:3:4:5:6:7');
    expect(normaliseAddress('1:2:3:4::5:6:7:8')).toBe('other:1:2:3:4::5:6:7:8');
    expect(normaliseAddress('1::2::3')).toBe('other:1::2::3');
    expect(normaliseAddress('12345::1')).toBe('other:12345::1');
    expect(normaliseAddress('1:2:3:4:5:6:7:')).toBe('other:1:2:3:4:5:6:7:');
    expect(normaliseAddress('g::1')).toBe('other:g::1');
  });

  it('keeps anything else as one bounded key', () => {
    expect(normaliseAddress('unknown')).toBe('other:unknown');
    expect(normaliseAddress(' UNKNOWN ')).toBe('other:unknown');
    expect(normaliseAddress('203.0.113.7:80x')).toBe('other:203.0.113.7:80x');
    expect(normaliseAddress('host:8080')).toBe('other:host:8080');
    expect(normaliseAddress('x[::1]')).toBe('other:x[::1]');
    expect(normaliseAddress('[::1]:443x')).toBe('other:[::1]:443x');
    expect(normaliseAddress('1.2.3.999')).toBe('other:1.2.3.999');
    expect(normaliseAddress('1:2:3:4:5:6:7:8:9')).toBe('other:1:2:3:4:5:6:7:8:9');
    expect(normaliseAddress('x'.repeat(500))).toBe(`other:${'x'.repeat(100)}`);
    expect(normaliseAddress('')).toBe('unknown');
  });
});
