import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/ui/theme';
import { isCustomer, useCurrentUser } from '../auth/useCurrentUser';
import { useOwnerShops } from '../auth/useOwnerShops';
import { initials } from './initials';

interface NavLink {
  label: string;
  to: string;
}

/** The links of spec section 2 for who is looking. */
function useNavLinks(): { links: NavLink[]; signedIn: boolean } {
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
  return {
    signedIn: true,
    links: [
      { label: 'Dashboard', to: '/dashboard' },
      hasShop ? { label: 'Settings', to: '/settings' } : { label: 'Setup Shop', to: '/onboarding' },
    ],
  };
}

const SignOutMenuItem = lazy(() => import('./SignOutMenuItem'));

function AvatarMenu() {
  const user = useCurrentUser().data;
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
        {!isCustomer(user) && (
          <MenuItem component={RouterLink} to="/onboarding" onClick={close}>
            Setup Shop
          </MenuItem>
        )}
        <Suspense fallback={<MenuItem disabled>Sign out</MenuItem>}>
          <SignOutMenuItem onClick={close} />
        </Suspense>
      </Menu>
    </>
  );
}

export function NavBar() {
  const { links, signedIn } = useNavLinks();
  const [open, setOpen] = useState(false);
  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar component="nav" aria-label="Main">
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, letterSpacing: 0.3 }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          {links.map((l) => (
            <Button
              key={l.to}
              color="inherit"
              component={RouterLink}
              to={l.to}
              variant={l.to === '/register' ? 'outlined' : 'text'}
            >
              {l.label}
            </Button>
          ))}
        </Box>
        {signedIn && <AvatarMenu />}
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Open menu"
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, ml: 1 }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <List sx={{ width: 240 }} aria-label="Mobile menu">
          {links.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to} onClick={() => setOpen(false)}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
