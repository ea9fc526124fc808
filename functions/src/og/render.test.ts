import { describe, expect, it } from 'vitest';
import { renderOgImage } from './render';

const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderOgImage', () => {
  it('draws a 1200×630 PNG that differs with the name, the rating and the picture', { timeout: 120_000 }, async () => {
    const base = { name: 'Classic Cuts', imageUrl: '', rating: null };
    const plain = await renderOgImage(base, null);
    expect(plain.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(size(plain)).toEqual({ width: 1200, height: 630 });
    expect((await renderOgImage(base, null)).equals(plain)).toBe(true);
    expect((await renderOgImage({ ...base, name: 'Classic Cuts Soho' }, null)).equals(plain)).toBe(false);
    expect((await renderOgImage({ ...base, rating: { average: 4.7, count: 12 } }, null)).equals(plain)).toBe(false);
    const picture = `data:image/png;base64,${plain.toString('base64')}`;
    expect((await renderOgImage(base, picture)).equals(plain)).toBe(false);
  });
});
