import { Container, Typography } from '@mui/material';

export default function DashboardPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Business Dashboard
      </Typography>
    </Container>
  );
}
