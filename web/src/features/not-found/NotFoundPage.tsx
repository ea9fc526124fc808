import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" fontWeight={700}>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to="/">
          Back to Home
        </Button>
      </Box>
    </Container>
  );
}
