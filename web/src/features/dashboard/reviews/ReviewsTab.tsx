import { Box, Button, Card, CardContent, Chip, Rating, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { BarbershopDto, OwnerReviewView } from '@barbershop/core/api';
import { averageRating, MAX_RATING, reviewReplySchema } from '@barbershop/core/reviews';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useReviews } from '../../../lib/firestore/liveData';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { useReplyToReview, useSetCommentHidden } from '../mutations';

export const NO_REVIEWS_TEXT = 'No reviews yet. Customers can rate their visit from the link in their thank-you email.';
export const HIDDEN_TEXT = 'Hidden from the public';

const ratedLabel = (rating: number | null) => `Rated ${rating ?? 0} out of ${MAX_RATING}`;
const reviewsText = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

function ReplyForm({ shopId, review, onDone }: { shopId: string; review: OwnerReviewView; onDone: () => void }) {
  const toast = useToast();
  const save = useReplyToReview(shopId);
  const formik = useFormik({
    initialValues: { reply: review.reply },
    validationSchema: reviewReplySchema,
    onSubmit: async (values) => {
      const { reply } = await reviewReplySchema.validate(values);
      try {
        await save.mutateAsync({ reviewId: review.id, reply });
        toast({ title: reply ? 'Reply saved' : 'Reply removed' });
        onDone();
      } catch {
        toast({
          title: 'Reply not saved',
          description: 'Your reply could not be saved. Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
  return (
    <Stack component="form" spacing={1} noValidate onSubmit={formik.handleSubmit} sx={{ mt: 1 }}>
      <TextField label={`Reply to ${review.firstName}`} multiline minRows={2} fullWidth {...formikField(formik, 'reply')} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={formik.isSubmitting}>
          Save Reply
        </Button>
        <Button size="small" onClick={onDone} disabled={formik.isSubmitting}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

function ReviewCard({ shop, review }: { shop: BarbershopDto; review: OwnerReviewView }) {
  const toast = useToast();
  const [replying, setReplying] = useState(false);
  const setHidden = useSetCommentHidden(shop.id);
  const date = review.createdAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: shop.timezone,
  });

  const toggleHidden = () =>
    setHidden.mutate(
      { reviewId: review.id, commentHidden: !review.commentHidden },
      {
        onError: () =>
          toast({
            title: 'Change not saved',
            description: 'The comment could not be changed. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card variant="outlined" component="li" aria-label={`Review by ${review.firstName}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Rating value={review.rating} readOnly size="small" getLabelText={ratedLabel} />
          <Typography fontWeight={600}>{review.firstName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {date}
          </Typography>
        </Stack>
        {review.comment && (
          <Box sx={{ mt: 1 }}>
            <Typography
              sx={{
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                color: review.commentHidden ? 'text.secondary' : undefined,
              }}
            >
              {review.comment}
            </Typography>
            {review.commentHidden && <Chip label={HIDDEN_TEXT} size="small" sx={{ mt: 0.5 }} />}
          </Box>
        )}
        {review.reply && !replying && (
          <Box sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              Your reply
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Typography>
          </Box>
        )}
        {replying ? (
          <ReplyForm shopId={shop.id} review={review} onDone={() => setReplying(false)} />
        ) : (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
            <Button size="small" onClick={() => setReplying(true)}>
              {review.reply ? 'Edit' : 'Reply'}
            </Button>
            {review.comment && (
              <Button size="small" color="inherit" onClick={toggleHidden} disabled={setHidden.isPending}>
                {review.commentHidden ? 'Show comment' : 'Hide comment'}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's view of every verified review, newest first, live. */
export function ReviewsTab({ shop }: { shop: BarbershopDto }) {
  const reviews = useReviews(shop.id);
  if (!reviews) return <Skeleton variant="rounded" height={120} aria-busy="true" />;
  if (reviews.length === 0) return <Typography color="text.secondary">{NO_REVIEWS_TEXT}</Typography>;
  const average = averageRating({ count: reviews.length, sum: reviews.reduce((sum, r) => sum + r.rating, 0) });
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Rating value={average} precision={0.1} readOnly getLabelText={ratedLabel} />
        <Typography
          fontWeight={600}
        >{`${average?.toFixed(1)} out of ${MAX_RATING} from ${reviewsText(reviews.length)}`}</Typography>
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.map((r) => (
          <ReviewCard key={r.id} shop={shop} review={r} />
        ))}
      </Stack>
    </Box>
  );
}
