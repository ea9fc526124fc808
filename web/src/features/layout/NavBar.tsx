import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../app/theme';

export function NavBar() {
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" component={RouterLink} to="/features">
          Features
        </Button>
        <Button color="inherit" component={RouterLink} to="/demo">
          Live Demo
        </Button>
      </Toolbar>
    </AppBar>
  );
}
