/**
 * Where a signed-in owner is sent instead of the page they opened:
 * without a shop, /dashboard and /settings go to /onboarding; with one of their own, /onboarding
 * goes to /dashboard, except in the wizard's edit mode (/onboarding?edit=1, opened from settings
 * to change the business hours), which is how its Save Changes is reached. An owner who is only
 * a member of other shops (`ownedCount` 0) may still set up their own.
 */
export function ownerRedirect(pathname: string, search: string, shopCount: number, ownedCount = shopCount): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (shopCount === 0 && (path === '/dashboard' || path === '/settings')) return '/onboarding';
  if (ownedCount > 0 && path === '/onboarding' && !isWizardEditMode(search)) return '/dashboard';
  return null;
}

/**
 * Where a staff account (a member of shops, never an owner) is sent: it sets up no shop and
 * pays for none, so onboarding and the subscription page go to its dashboard.
 */
export function staffRedirect(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/onboarding' || path === '/subscribe' ? '/dashboard' : null;
}

export function isWizardEditMode(search: string): boolean {
  return new URLSearchParams(search).get('edit') === '1';
}
