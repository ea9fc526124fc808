/**
 * Where a signed-in owner is sent instead of the page they opened:
 * without a shop, /dashboard and /settings go to /onboarding; with one, /onboarding goes to
 * /dashboard, except in the wizard's edit mode (/onboarding?edit=1, opened from settings to
 * change the business hours), which is how its Save Changes is reached.
 */
export function ownerRedirect(pathname: string, search: string, shopCount: number): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (shopCount === 0 && (path === '/dashboard' || path === '/settings')) return '/onboarding';
  if (shopCount > 0 && path === '/onboarding' && !isWizardEditMode(search)) return '/dashboard';
  return null;
}

export function isWizardEditMode(search: string): boolean {
  return new URLSearchParams(search).get('edit') === '1';
}
