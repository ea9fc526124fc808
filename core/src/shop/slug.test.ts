import { describe, expect, it } from 'vitest';
import { matchesSlug, shopSlug } from './slug';

describe('shopSlug', () => {
  it('lowercases and turns whitespace runs into one hyphen', () => {
    expect(shopSlug('Royal   Fade\tStudio')).toBe('royal-fade-studio');
  });
  it('removes every character other than a-z, 0-9 and hyphen', () => {
    expect(shopSlug("Joe's Cuts & Co. #1")).toBe('joes-cuts--co-1');
  });
  it('ignores surrounding whitespace', () => {
    expect(shopSlug('  Elite Barbers ')).toBe('elite-barbers');
  });
});

describe('matchesSlug', () => {
  it('matches the slug of the name, whatever the case of the segment', () => {
    expect(matchesSlug('Classic Cuts', 'classic-cuts')).toBe(true);
    expect(matchesSlug('Classic Cuts', 'Classic-Cuts')).toBe(true);
  });
  it('does not match another name or an empty slug', () => {
    expect(matchesSlug('Classic Cuts', 'classic')).toBe(false);
    expect(matchesSlug('!!!', '')).toBe(false);
  });
});

describe('shopSlug and matchesSlug, edges', () => {
  it('turns any whitespace run into one hyphen and keeps digits and hyphens', () => {
    expect(shopSlug('A\n\t B')).toBe('a-b');
    expect(shopSlug('Cuts-2-Go 24')).toBe('cuts-2-go-24');
    expect(shopSlug('ÉLITE')).toBe('lite');
  });

  it('does not match a segment that only contains the slug', () => {
    expect(matchesSlug('Classic Cuts', 'classic-cuts-2')).toBe(false);
    expect(matchesSlug('Classic Cuts', 'the-classic-cuts')).toBe(false);
    expect(matchesSlug('9', '9')).toBe(true);
  });
});
