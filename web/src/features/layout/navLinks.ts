import { isCustomer, useCurrentUser } from '../../lib/auth/useCurrentUser';
import { useOwnerShops } from '../../lib/auth/useOwnerShops';

export interface NavLink {
  label: string;
  to: string;
}

/** The navigation links for who is looking: a visitor, a customer, an owner or a staff account. */
export function useNavLinks(): { links: NavLink[]; signedIn: boolean } {
  const user = useCurrentUser().data;
  const shops = useOwnerShops().data;
  if (!user) {
    return {
      signedIn: false,
      links: [
        { label: 'Features', to: '/features' },
        { label: 'Live Demo', to: '/demo' },
        { label: 'Add Your Shop', to: '/register' },
        { label: 'Sign In', to: '/auth' },
      ],
    };
  }
  if (isCustomer(user)) {
    return {
      signedIn: true,
      links: [
        { label: 'Features', to: '/features' },
        { label: 'Live Demo', to: '/demo' },
      ],
    };
  }
  const hasShop = (shops?.length ?? 0) > 0;
  // a staff account sets up no shop: without a membership it has only its dashboard's message
  const setup = user.role === 'staff' ? [] : [{ label: 'Setup Shop', to: '/onboarding' }];
  return {
    signedIn: true,
    links: [{ label: 'Dashboard', to: '/dashboard' }, ...(hasShop ? [{ label: 'Settings', to: '/settings' }] : setup)],
  };
}
