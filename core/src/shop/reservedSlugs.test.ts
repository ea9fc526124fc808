import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, shopNameProblem } from './reservedSlugs';

describe('shopNameProblem', () => {
  it('calls a name without letters or digits empty', () => {
    for (const name of ['', '   ', '!!!', '---', '£&*']) expect(shopNameProblem(name), name).toBe('empty');
  });

  it('calls a name whose slug is one of the app routes reserved', () => {
    expect(RESERVED_SLUGS).toContain('booking-confirmation');
    expect(shopNameProblem('Booking Confirmation')).toBe('reserved');
    expect(shopNameProblem(' API ')).toBe('reserved');
    expect(shopNameProblem('staff')).toBe('reserved');
    expect(shopNameProblem('Onboarding!')).toBe('reserved');
    expect(shopNameProblem('Reset Password')).toBe('reserved');
  });

  it('reserves the first path segment of the hosted files and of every route', () => {
    for (const slug of [
      'og',
      'embed',
      'embed.js',
      'sitemap.xml',
      'robots.txt',
      'unsubscribe',
      'offer',
      'waitlist',
      'booking',
      'legal',
    ])
      expect(RESERVED_SLUGS, slug).toContain(slug);
    expect(shopNameProblem('Unsubscribe')).toBe('reserved');
    expect(shopNameProblem('Embed')).toBe('reserved');
    expect(shopNameProblem('OG')).toBe('reserved');
  });

  it('accepts names that only contain a route, and digits alone', () => {
    expect(shopNameProblem('Dashboard Cuts')).toBeNull();
    expect(shopNameProblem('The Staff')).toBeNull();
    expect(shopNameProblem('9')).toBeNull();
    expect(shopNameProblem('-a-')).toBeNull();
  });
});
