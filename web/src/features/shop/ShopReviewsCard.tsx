import { Box, Typography } from '@mui/material';
import type { ShopReviewsDto } from '@barbershop/core/api';
import { SectionCard } from '../../shared/ui/SectionCard';

// Part of the shop page's first paint, so it is kept small (docs/performance.md): text stars
// instead of MUI's Rating, whose lazy chunk made rolldown split shared modules out of the entry.

const rated = (rating: number) => `Rated ${rating} out of 5`;

/** Five stars filled to `value` (tenths show as a partly filled star); read as "Rated 4.7 out of 5". */
function Stars({ value }: { value: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={rated(value)}
      sx={{ position: 'relative', color: '#767676', whiteSpace: 'nowrap' }}
    >
      ★★★★★
      <Box component="span" sx={{ position: 'absolute', left: 0, overflow: 'hidden', color: '#8a5300', width: `${value * 20}%` }}>
        ★★★★★
      </Box>
    </Box>
  );
}

/** "2026-11" → "November 2026" (the month is already in the shop's zone). */
export const reviewMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The shop's verified reviews: the average, the count and the latest few; nothing before the first. */
export function ShopReviewsCard({ reviews, shopName }: { reviews: ShopReviewsDto; shopName: string }) {
  if (!reviews.count || reviews.average === null) return null;
  return (
    <SectionCard title="Verified Reviews" variant="outlined" spacing={0.5}>
      <Typography variant="h5" component="p">
        {reviews.average.toFixed(1)} <Stars value={reviews.average} />
      </Typography>
      <Typography color="text.secondary">{`${reviews.count} verified review${reviews.count === 1 ? '' : 's'}`}</Typography>
      <Box component="ul" sx={{ p: 0, listStyle: 'none' }}>
        {reviews.reviews.map((r) => (
          <Box component="li" key={r.id} sx={{ mt: 2, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Stars value={r.rating} />
            {r.comment && <Typography>{r.comment}</Typography>}
            <Typography variant="body2" color="text.secondary">{`${r.firstName}, ${reviewMonth(r.month)}`}</Typography>
            {r.reply && <Typography variant="body2" sx={{ mt: 1 }}>{`Reply from ${shopName}: ${r.reply}`}</Typography>}
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
