import { Container, Typography } from '@mui/material';

export default function SubscribePage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Subscribe
      </Typography>
    </Container>
  );
}
