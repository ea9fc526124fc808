import { Container, Typography } from '@mui/material';

export default function StaffCalendarPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Calendar
      </Typography>
    </Container>
  );
}
