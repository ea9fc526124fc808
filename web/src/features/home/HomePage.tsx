import { Container, Typography } from '@mui/material';

export default function HomePage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Book your next cut
      </Typography>
    </Container>
  );
}
