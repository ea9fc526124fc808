import { Button, Container, Typography, type TypographyProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A page, shop or booking that does not exist: what happened, and the way back home. */
export function NotFoundScreen({
  title,
  text,
  titleVariant = 'h4',
}: {
  title: string;
  text: string;
  titleVariant?: TypographyProps['variant'];
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant={titleVariant} component="h1" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {text}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
        Back to Home
      </Button>
    </Container>
  );
}
