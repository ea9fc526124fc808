import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/ui/theme';
import { useNavLinks } from './navLinks';

// The drawer and the account menu (Modal, Popover, focus trap, transitions: ~15 KB gzipped)
// are not part of the first paint of `/` and `/{slug}` (docs/performance.md).
const MobileMenu = lazy(() => import('./MobileMenu'));
const AccountMenu = lazy(() => import('./AccountMenu'));

export function NavBar() {
  const { links, signedIn } = useNavLinks();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the drawer's closing transition still plays.
  const [menuWanted, setMenuWanted] = useState(false);
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
        {signedIn && (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        )}
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Open menu"
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
          sx={{ display: { md: 'none' }, ml: 1 }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu links={links} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
