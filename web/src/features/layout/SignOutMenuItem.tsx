import { MenuItem } from '@mui/material';
import { useSignOut } from '../auth/useSignOut';

/**
 * The avatar menu's Sign out, a lazy chunk of its own: the sign-out mutation is only downloaded
 * by someone signed in who opens the menu, never by a public visitor.
 */
export default function SignOutMenuItem({ onClick }: { onClick: () => void }) {
  const signOut = useSignOut();
  return (
    <MenuItem
      onClick={() => {
        onClick();
        void signOut();
      }}
    >
      Sign out
    </MenuItem>
  );
}
