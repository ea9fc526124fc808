import { Container, Typography } from '@mui/material';

export default function RegisterPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Start Your Free Trial
      </Typography>
    </Container>
  );
}
