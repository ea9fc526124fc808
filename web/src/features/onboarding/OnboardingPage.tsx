import { Container, Typography } from '@mui/material';

export default function OnboardingPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Your Shop Profile
      </Typography>
    </Container>
  );
}
