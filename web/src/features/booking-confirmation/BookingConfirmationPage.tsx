import { Container, Typography } from '@mui/material';

export default function BookingConfirmationPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Booking Confirmed!
      </Typography>
    </Container>
  );
}
