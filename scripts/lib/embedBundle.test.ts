import { describe, expect, it } from 'vitest';
import { buildEmbed, EMBED_TARGET_BYTES, gzippedBytes } from './embedBundle.mjs';

describe('embed.js, the script a shop adds to its own site', () => {
  it('is at most 5 KB gzipped', async () => {
    const code = await buildEmbed();
    expect(gzippedBytes(code)).toBeLessThanOrEqual(EMBED_TARGET_BYTES);
  });

  it('loads nothing by itself: no import, fetch or script of its own before the click', async () => {
    const code = await buildEmbed();
    expect(code).not.toMatch(/\bimport\s*\(|\bimport\s*["'{]|\bfetch\(|XMLHttpRequest|createElement\("script"\)|\bpreconnect\b/);
  });
});
