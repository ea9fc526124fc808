import { describe, expect, it } from 'vitest';
import { embedPath, ogImagePath, ogImageVersion, shopPageUrl } from './links';

describe('public links', () => {
  it('builds the shop page, its image and its embed from the slug', () => {
    expect(shopPageUrl('https://barberbook.example', 'classic-cuts')).toBe('https://barberbook.example/classic-cuts');
    expect(ogImagePath('classic-cuts', 'abc')).toBe('/og/classic-cuts.png?v=abc');
    expect(embedPath('classic cuts')).toBe('/embed/classic%20cuts');
  });

  it("changes the image's version when the name, the picture or the rating changes, and only then", () => {
    const base = { name: 'Classic Cuts', imageUrl: '', rating: null };
    const v = ogImageVersion(base);
    expect(ogImageVersion({ ...base })).toBe(v);
    expect(ogImageVersion({ ...base, name: 'Classic Cuts & Co' })).not.toBe(v);
    expect(ogImageVersion({ ...base, imageUrl: 'https://x/logo.png' })).not.toBe(v);
    expect(ogImageVersion({ ...base, rating: { average: 4.8, count: 12 } })).not.toBe(v);
  });
});
