import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { isGoogleReviewUrl } from './googleReview';

/**
 * The shop's real reviews are on Google: the card links to them and to Leave a Review. It shows
 * no review text or stars of its own, and nothing at all without a Google Business URL.
 */
export function GoogleReviewsCard({ name, googleBusinessUrl }: { name: string; googleBusinessUrl: string }) {
  if (!googleBusinessUrl) return null;
  const google = isGoogleReviewUrl(googleBusinessUrl);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {google ? 'Google Reviews' : 'Reviews'}
        </Typography>
        <Typography color="text.secondary">See what customers say about {name}.</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button href={googleBusinessUrl} target="_blank" rel="noopener noreferrer">
            {google ? 'Read Reviews on Google' : 'Read Reviews'}
          </Button>
          {google && (
            <Button href={googleBusinessUrl} target="_blank" rel="noopener noreferrer">
              Leave a Review
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
