import Star from '@mui/icons-material/Star';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { isGoogleReviewUrl, sampleReview } from './googleReview';

export function GoogleReviewsCard({ name, googleBusinessUrl }: { name: string; googleBusinessUrl: string }) {
  if (!googleBusinessUrl) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Google Reviews
          </Typography>
          <Typography color="text.secondary">Connect your Google Business Profile to display authentic customer reviews.</Typography>
        </CardContent>
      </Card>
    );
  }
  const review = sampleReview(name);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Google Reviews
        </Typography>
        <Box sx={{ display: 'flex', color: '#f5a623' }} aria-label="5 out of 5 stars" role="img">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} fontSize="small" />
          ))}
        </Box>
        <Typography sx={{ mt: 1 }}>“{review.text}”</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {review.author}
        </Typography>
        {isGoogleReviewUrl(googleBusinessUrl) && (
          <Button href={googleBusinessUrl} target="_blank" rel="noopener noreferrer" sx={{ mt: 1 }}>
            Leave a Review
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
