import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The shop's logo or photo for its preview image, as a data URL satori can draw, or null (the
 * initials are drawn). The address is one the owner typed: it is fetched over https only, from a
 * public address, within a time and a size limit, without following redirects, and only a PNG or
 * JPEG of sensible dimensions is kept (a huge bitmap would exhaust the renderer's memory).
 */
export const PICTURE_LIMITS = { timeoutMs: 3000, maxBytes: 2_000_000, maxSidePx: 4000 } as const;

export interface PictureDeps {
  fetch: typeof fetch;
  /** every address the host name resolves to */
  resolve: (host: string) => Promise<string[]>;
}

const realDeps: PictureDeps = {
  fetch: (...args) => fetch(...args),
  resolve: async (host) => (await lookup(host, { all: true })).map((a) => a.address),
};

export async function loadPicture(ref: string, deps: PictureDeps = realDeps): Promise<string | null> {
  if (!ref) return null;
  try {
    const bytes = ref.startsWith('data:') ? fromDataUrl(ref) : await fetchPicture(ref, deps);
    const type = bytes && pictureType(bytes);
    return type ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}

function fromDataUrl(ref: string): Buffer | null {
  const m = /^data:image\/(?:png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(ref);
  if (!m) return null;
  const bytes = Buffer.from(m[1]!, 'base64');
  return bytes.length <= PICTURE_LIMITS.maxBytes ? bytes : null;
}

async function fetchPicture(ref: string, deps: PictureDeps): Promise<Buffer | null> {
  const url = new URL(ref);
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!(await isPublicHost(url.hostname, deps))) return null;
  const res = await deps.fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(PICTURE_LIMITS.timeoutMs),
    headers: { accept: 'image/png,image/jpeg' },
  });
  if (res.status !== 200 || !res.body) return null;
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > PICTURE_LIMITS.maxBytes) {
    await res.body.cancel();
    return null;
  }
  return readAtMost(res.body, PICTURE_LIMITS.maxBytes);
}

/** The body, or null as soon as it passes `max` bytes (a missing or false Content-Length). */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
}

/** Not this machine, its network or the metadata server: every resolved address must be public. */
async function isPublicHost(host: string, deps: PictureDeps): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal')) return false;
  const addresses = isIP(bare) ? [bare] : await deps.resolve(bare);
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

/**
 * Only ordinary public unicast: IPv6 must be global unicast (2000::/3) outside the ranges that
 * carry an IPv4 address inside them (NAT64, 6to4, Teredo) or are reserved; ::ffff:a.b.c.d,
 * ::a.b.c.d, loopback, link-local, unique-local and multicast are all outside 2000::/3. An
 * address is compared as bits (net.BlockList), never as text: `new URL` rewrites
 * [::ffff:127.0.0.1] to [::ffff:7f00:1].
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) return GLOBAL_UNICAST.check(address, 'ipv6') && !NOT_PUBLIC.check(address, 'ipv6');
  return false;
}

const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata server
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** PNG or JPEG by their first bytes (never the Content-Type), within PICTURE_LIMITS.maxSidePx. */
export function pictureType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  if (!size) return null;
  const { width, height, type } = size;
  const ok = width > 0 && height > 0 && width <= PICTURE_LIMITS.maxSidePx && height <= PICTURE_LIMITS.maxSidePx;
  return ok ? type : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer) {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), type: 'image/png' as const };
}

/** The frame header (SOF0..SOF15 except DHT/JPG/DAC) holds the dimensions. */
function jpegSize(b: Buffer) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5), type: 'image/jpeg' as const };
    }
    i += 2 + length;
  }
  return null;
}
