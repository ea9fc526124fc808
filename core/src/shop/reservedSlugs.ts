import { shopSlug } from './slug';

/**
 * The public shop page matches one path segment, so a shop whose slug equals one of the
 * app's own routes, or one of the files and functions the hosting serves, could never be
 * reached: such names are refused (e2e/static/app-routes.test.ts checks the app's routes are here).
 */
export const RESERVED_SLUGS: readonly string[] = [
  'api',
  'auth',
  'reset-password',
  'register',
  'features',
  'demo',
  'booking-confirmation',
  'dashboard',
  'onboarding',
  'settings',
  'subscribe',
  'staff',
  'join',
  'booking',
  'legal',
  'waitlist',
  'offer',
  'unsubscribe',
  'embed',
  'embed.js',
  'og',
  'sitemap.xml',
  'robots.txt',
  'app.html',
  'sw.js',
  'assets',
  'index.html',
];

export type ShopNameProblem = 'empty' | 'reserved' | null;

/** Why a shop name cannot become a public path, or null when it can. */
export function shopNameProblem(name: string): ShopNameProblem {
  const slug = shopSlug(name);
  if (!/[a-z0-9]/.test(slug)) return 'empty';
  if (RESERVED_SLUGS.includes(slug)) return 'reserved';
  return null;
}
