/**
 * The client address a per-client limit counts against.
 *
 * Behind Firebase Hosting the function sees `X-Forwarded-For: <whatever the client sent>,
 * <client>, <CDN node>`: Hosting's CDN appends the address that connected to it, and Google's
 * front end of the function appends the CDN node that connected to it. A client can write any
 * values at the left, so the address is taken counting from the right: `position` 2 in
 * production. With fewer entries than that (a direct call to the function's own URL, whose
 * front end appends just the caller) the leftmost entry is the caller. Without the header (the
 * local emulators, whose Hosting forwards the client's headers as they are and adds nothing)
 * the socket's peer is used. docs/abuse-limits.md has the details.
 */
export function clientAddress(input: {
  forwardedFor: string | string[] | undefined;
  socketAddress: string | undefined;
  position: number;
}): string {
  const header = Array.isArray(input.forwardedFor) ? input.forwardedFor.join(',') : (input.forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const position = Math.max(1, Math.floor(input.position));
  const chosen = entries.length >= position ? entries[entries.length - position] : entries[0];
  return normaliseAddress(chosen ?? input.socketAddress ?? '');
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  if (!/^[0-9a-f:.]+$/.test(address) || address.split('::').length > 2) return null;
  let text = address;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    if (!IPV4.test(v4[1]!)) return null;
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':') : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * One key per client: IPv4 as written, an IPv4-mapped IPv6 address as its IPv4 address, other
 * IPv6 addresses by their /64 network (one subscriber line gets a whole /64, so counting single
 * addresses would let one client rotate through billions). Ports and brackets are dropped.
 * Anything else is kept (lower-cased, bounded) so it still counts as one key.
 */
export function normaliseAddress(raw: string): string {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, ''); // IPv6 zone id
  if (IPV4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (groups) {
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return address ? `other:${address.slice(0, 100)}` : 'unknown';
}
