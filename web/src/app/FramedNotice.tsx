import { Button, Container, Typography } from '@mui/material';

/** What a framed page other than the booking flow shows: a way out to a new tab (FrameGuard). */
export default function FramedNotice({ href }: { href: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" fontWeight={700}>
        This page opens outside the shop&apos;s site
      </Typography>
      <Button href={href} target="_blank" rel="noopener" sx={{ mt: 2 }}>
        Open it in a new tab
      </Button>
    </Container>
  );
}
