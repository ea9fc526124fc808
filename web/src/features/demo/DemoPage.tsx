import { Container, Typography } from '@mui/material';

export default function DemoPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Live Demo
      </Typography>
    </Container>
  );
}
