import { Avatar, Box, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isCustomer, useCurrentUser } from '../../lib/auth/useCurrentUser';
import { useSignOut } from '../../lib/auth/useSignOut';
import { initials } from './initials';

/**
 * The signed-in avatar and its menu: a lazy chunk, so a public visitor never downloads the menu,
 * the avatar or the sign-out mutation.
 */
export default function AccountMenu() {
  const user = useCurrentUser().data;
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label="Account menu" aria-haspopup="menu" sx={{ ml: 1 }}>
        <Avatar
          src={user.profileImageUrl || undefined}
          alt={fullName}
          sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}
        >
          {initials(user.firstName, user.lastName)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography fontWeight={600}>{fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {!isCustomer(user) && (
          <MenuItem component={RouterLink} to="/dashboard" onClick={close}>
            Dashboard
          </MenuItem>
        )}
        {/* a staff account sets up no shop of its own */}
        {!isCustomer(user) && user.role !== 'staff' && (
          <MenuItem component={RouterLink} to="/onboarding" onClick={close}>
            Setup Shop
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
