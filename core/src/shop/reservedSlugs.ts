import { shopSlug } from './slug';

/**
 * The public shop page matches one path segment, so a shop whose slug equals one of the
 * app's own routes could never be reached: such names are refused.
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
