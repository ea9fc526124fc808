import { Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLink } from './navLinks';

/** The small-screen menu: a lazy chunk, downloaded the first time someone opens it. */
export default function MobileMenu({ links, open, onClose }: { links: NavLink[]; open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List sx={{ width: 240 }} aria-label="Mobile menu">
        {links.map((l) => (
          <ListItemButton key={l.to} component={RouterLink} to={l.to} onClick={onClose}>
            <ListItemText primary={l.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
