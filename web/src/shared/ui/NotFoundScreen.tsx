import { Button, Container, Typography, type TypographyProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A page, shop or booking that does not exist: what happened, and the way back home. */
export function NotFoundScreen({
  title,
  text,
  titleVariant = 'h4',
  homeInNewTab = false,
}: {
  title: string;
  text: string;
  titleVariant?: TypographyProps['variant'];
  /** inside the framed booking flow (/embed/): the site opens in a new tab, never in the frame */
  homeInNewTab?: boolean;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant={titleVariant} component="h1" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {text}
      </Typography>
      {homeInNewTab ? (
        <Button variant="contained" href="/" target="_blank" rel="noopener" sx={{ mt: 4 }}>
          Back to Home
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
          Back to Home
        </Button>
      )}
    </Container>
  );
}
