import { describe, expect, it } from 'vitest';
import type { BarbershopDto } from '../api/contracts';
import { ogImageVersion } from './links';
import { ogImageInputsOf } from './ogImageInputs';

function shop(over: Partial<BarbershopDto> = {}): BarbershopDto {
  return {
    name: 'Classic Cuts',
    logoImage: '',
    heroImages: [],
    rating: null,
    ...over,
  } as BarbershopDto;
}

describe('ogImageInputsOf', () => {
  it('shows the name, trimmed, and draws initials when the shop has no picture', () => {
    expect(ogImageInputsOf(shop({ name: '  Classic Cuts ' }))).toEqual({ name: 'Classic Cuts', imageUrl: '', rating: null });
  });

  it('prefers the logo, then the first hero photo', () => {
    const logo = 'https://img.example/logo.png';
    const hero = 'https://img.example/hero-1.jpg';
    expect(ogImageInputsOf(shop({ logoImage: logo, heroImages: [hero] })).imageUrl).toBe(logo);
    expect(ogImageInputsOf(shop({ heroImages: [hero, 'https://img.example/hero-2.jpg'] })).imageUrl).toBe(hero);
  });

  it('takes an uploaded data URL logo as it is', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(ogImageInputsOf(shop({ logoImage: logo })).imageUrl).toBe(logo);
  });

  it('skips an address that is not https (it would never be fetched)', () => {
    const hero = 'https://img.example/hero-1.jpg';
    expect(ogImageInputsOf(shop({ logoImage: 'http://img.example/logo.png', heroImages: [hero] })).imageUrl).toBe(hero);
    expect(ogImageInputsOf(shop({ logoImage: 'not a url', heroImages: ['ftp://x/y.png'] })).imageUrl).toBe('');
  });

  it('carries the shop page badge as it is, and no rating before the badge shows', () => {
    expect(ogImageInputsOf(shop({ rating: { average: 4.7, count: 12 } })).rating).toEqual({ average: 4.7, count: 12 });
    expect(ogImageInputsOf(shop({ rating: null })).rating).toBeNull();
  });

  it("gives a new version when the shop's name changes", () => {
    const before = ogImageVersion(ogImageInputsOf(shop()));
    expect(ogImageVersion(ogImageInputsOf(shop({ name: 'Classic Cuts Soho' })))).not.toBe(before);
    expect(ogImageVersion(ogImageInputsOf(shop({ name: 'Classic Cuts ' })))).toBe(before);
  });
});
