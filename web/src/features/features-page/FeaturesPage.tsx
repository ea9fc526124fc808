import { Container, Typography } from '@mui/material';

export default function FeaturesPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Features and pricing
      </Typography>
    </Container>
  );
}
