import { describe, expect, it } from 'vitest';
import { isPublicAddress, loadPicture, PICTURE_LIMITS, pictureType, type PictureDeps } from './picture';

/** A PNG's first bytes: the signature and an IHDR of the given size (enough for the checks). */
function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

function jpegHeader(width: number, height: number): Buffer {
  // SOI, an APP0 of 16 bytes, then SOF0 with height and width
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(14)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

function deps(answer: () => Response, addresses = ['93.184.216.34']): PictureDeps & { calls: number } {
  const d = {
    calls: 0,
    fetch: (async () => {
      d.calls += 1;
      return answer();
    }) as typeof fetch,
    resolve: async () => addresses,
  };
  return d;
}

const png = pngHeader(400, 400);

describe('the preview picture', () => {
  it('keeps a PNG or JPEG fetched over https, as a data URL', async () => {
    const d = deps(() => new Response(png, { status: 200 }));
    expect(await loadPicture('https://img.example/logo.png', d)).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(
      await loadPicture(
        'https://img.example/logo.jpg',
        deps(() => new Response(jpegHeader(300, 200))),
      ),
    ).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('never fetches an http address, one with credentials, or one on a private network', async () => {
    for (const [url, addresses] of [
      ['http://img.example/logo.png', ['93.184.216.34']],
      ['https://user:pw@img.example/logo.png', ['93.184.216.34']],
      ['https://127.0.0.1/logo.png', []],
      ['https://localhost/logo.png', ['127.0.0.1']],
      ['https://metadata.example/logo.png', ['169.254.169.254']],
      ['https://intranet.example/logo.png', ['93.184.216.34', '10.0.0.7']],
      ['https://[::1]/logo.png', []],
    ] as const) {
      const d = deps(() => new Response(png), [...addresses]);
      expect(await loadPicture(url, d), url).toBeNull();
      expect(d.calls, url).toBe(0);
    }
  });

  it('gives up on a picture over the size limit, declared or not', async () => {
    const big = Buffer.concat([png, Buffer.alloc(PICTURE_LIMITS.maxBytes)]);
    expect(
      await loadPicture(
        'https://img.example/a.png',
        deps(() => new Response(big)),
      ),
    ).toBeNull();
    const undeclared = () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(png);
            for (let i = 0; i < 3; i++) c.enqueue(new Uint8Array(PICTURE_LIMITS.maxBytes / 2));
            c.close();
          },
        }),
      );
    expect(await loadPicture('https://img.example/b.png', deps(undeclared))).toBeNull();
  });

  it('gives up when the server is too slow, redirects, or fails', async () => {
    const slow: PictureDeps = {
      resolve: async () => ['93.184.216.34'],
      fetch: ((_url: URL, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch,
    };
    const started = Date.now();
    expect(await loadPicture('https://img.example/slow.png', slow)).toBeNull();
    expect(Date.now() - started).toBeLessThan(PICTURE_LIMITS.timeoutMs + 2000);
    const redirect = deps(() => new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/' } }));
    expect(await loadPicture('https://img.example/moved.png', redirect)).toBeNull();
    expect(
      await loadPicture(
        'https://img.example/gone.png',
        deps(() => new Response('no', { status: 404 })),
      ),
    ).toBeNull();
  });

  it('keeps only a PNG or JPEG of sensible dimensions, whatever it is called', async () => {
    expect(
      await loadPicture(
        'https://img.example/a.png',
        deps(() => new Response('<svg/>')),
      ),
    ).toBeNull();
    expect(pictureType(pngHeader(20000, 20000))).toBeNull();
    expect(pictureType(jpegHeader(5000, 10))).toBeNull();
    expect(pictureType(Buffer.from('GIF89a...............................'))).toBeNull();
    expect(pictureType(jpegHeader(640, 480))).toBe('image/jpeg');
  });

  it('takes an uploaded data URL without fetching anything', async () => {
    const d = deps(() => new Response(png));
    const ref = `data:image/png;base64,${png.toString('base64')}`;
    expect(await loadPicture(ref, d)).toBe(ref);
    expect(await loadPicture('data:image/svg+xml;base64,PHN2Zy8+', d)).toBeNull();
    expect(d.calls).toBe(0);
  });

  it('tells public addresses from private ones', () => {
    for (const a of ['8.8.8.8', '93.184.216.34', '2a00:1450:4009:81f::200e']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::7f00:1',
      '::',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      '2001:db8::1',
      'fc00::1',
      'fec0::1',
      'ff02::1',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      'not-an-address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('never fetches an IPv6 literal that carries a private IPv4 address, however it is written', async () => {
    for (const url of [
      'https://[::ffff:127.0.0.1]/a.png',
      'https://[::ffff:169.254.169.254]/a.png',
      'https://[::127.0.0.1]/a.png',
      'https://[64:ff9b::a9fe:a9fe]/a.png',
      'https://[64:ff9b::169.254.169.254]/a.png',
      'https://[2002:a9fe:a9fe::1]/a.png',
      'https://[0:0:0:0:0:ffff:7f00:0001]/a.png',
    ]) {
      const d = deps(() => new Response(png), []);
      expect(await loadPicture(url, d), url).toBeNull();
      expect(d.calls, url).toBe(0);
    }
  });

  it('never fetches a host whose name resolves to such an address', async () => {
    for (const address of ['::ffff:7f00:1', '::ffff:a9fe:a9fe', '::7f00:1', '64:ff9b::a9fe:a9fe', 'fd12::1']) {
      const d = deps(() => new Response(png), ['93.184.216.34', address]);
      expect(await loadPicture('https://img.example/a.png', d), address).toBeNull();
      expect(d.calls, address).toBe(0);
    }
  });

  it('fetches from a public IPv6 literal', async () => {
    const d = deps(() => new Response(png), []);
    expect(await loadPicture('https://[2a00:1450:4009:81f::200e]/a.png', d)).not.toBeNull();
  });
});
