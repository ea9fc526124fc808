import { Box, Card, CardContent, Divider, Rating, Stack, Typography } from '@mui/material';
import type { ShopReviewsDto } from '@barbershop/core';

// MUI's Rating is not in the shop page's entry: this card is a lazy chunk (docs/performance.md).

const MAX_STARS = 5;
const ratedLabel = (rating: number | null) => `Rated ${rating ?? 0} out of ${MAX_STARS}`;

/** "2026-11" → "November 2026" (the month is already in the shop's zone). */
export function reviewMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const verifiedReviewsText = (count: number) => `${count} verified review${count === 1 ? '' : 's'}`;

/** The shop's verified reviews: the average, the count and the latest few (nothing before the first). */
export default function ShopReviewsCard({ reviews, shopName }: { reviews: ShopReviewsDto; shopName: string }) {
  if (reviews.count === 0 || reviews.average === null) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="verified-reviews">
      <CardContent>
        <Typography id="verified-reviews" variant="h6" component="h2" gutterBottom>
          Reviews
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
          <Typography component="span" variant="h5" fontWeight={700} aria-hidden>
            {reviews.average.toFixed(1)}
          </Typography>
          <Rating value={reviews.average} precision={0.1} readOnly getLabelText={ratedLabel} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {verifiedReviewsText(reviews.count)}
        </Typography>
        {reviews.reviews.length > 0 && (
          <Stack
            component="ul"
            spacing={2}
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
          >
            {reviews.reviews.map((r) => (
              <Box component="li" key={r.id}>
                <Rating value={r.rating} readOnly size="small" getLabelText={ratedLabel} />
                {r.comment && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.comment}</Typography>}
                <Typography variant="body2" color="text.secondary">{`${r.firstName}, ${reviewMonth(r.month)}`}</Typography>
                {r.reply && (
                  <Typography
                    variant="body2"
                    sx={{
                      mt: 1,
                      pl: 1.5,
                      borderLeft: 2,
                      borderColor: 'divider',
                      whiteSpace: 'pre-line',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {`Reply from ${shopName}: ${r.reply}`}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
