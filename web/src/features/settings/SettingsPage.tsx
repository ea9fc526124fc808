import { Container, Typography } from '@mui/material';

export default function SettingsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Settings
      </Typography>
    </Container>
  );
}
