import { Box, Button, FormHelperText, Rating, TextField, Typography } from '@mui/material';
import type { ManageBookingDto } from '@barbershop/core/api';
import { MAX_RATING, reviewSchema } from '@barbershop/core/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { manageBookingKeys } from './manageApi';

export const REVIEW_THANKS = 'Thank you for your review';
export const REVIEW_CLOSED_MESSAGE = 'This visit can no longer be reviewed.';
export const REVIEW_FAILED_MESSAGE = 'Your review could not be saved. Please try again.';

interface Values {
  rating: number | null;
  comment: string;
}

const ratingLabel = (rating: number | null) => `Rated ${rating} out of ${MAX_RATING}`;

/** The booker's review once written: the stars and the comment, no form. */
function YourReview({ review }: { review: NonNullable<ManageBookingDto['review']> }) {
  return (
    <SectionCard title="Your review" variant="outlined" spacing={1}>
      <Rating value={review.rating} max={MAX_RATING} readOnly getLabelText={ratingLabel} />
      {review.comment && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
    </SectionCard>
  );
}

/** Rate Your Visit: 1-5 stars (required) and an optional comment, written once to Firestore. */
function ReviewForm({ booking, token }: { booking: ManageBookingDto; token: string }) {
  const { appointment: a, shop } = booking;
  const toast = useToast();
  const queryClient = useQueryClient();
  const formik = useFormik<Values>({
    initialValues: { rating: null, comment: '' },
    validationSchema: reviewSchema,
    onSubmit: async (values) => {
      const { rating, comment } = await reviewSchema.validate(values);
      let lib: typeof import('../../lib/firestore/bookingManage') | null = null;
      try {
        lib = await import('../../lib/firestore/bookingManage');
        await lib.writeManagedReview(
          { shopId: shop.id, appointmentId: a.id, firebaseToken: booking.firebaseToken },
          { barberId: a.barberId, rating, comment, firstName: a.customerFirstName },
        );
        toast({ title: REVIEW_THANKS });
        // the server's answer then holds the review (and canReview false)
        await queryClient.invalidateQueries({ queryKey: manageBookingKeys.manage(a.id, token) });
      } catch (err) {
        const description = lib?.isPermissionDenied(err) ? REVIEW_CLOSED_MESSAGE : REVIEW_FAILED_MESSAGE;
        toast({ title: 'Review Not Saved', description, variant: 'destructive' });
      }
    },
  });
  const ratingError = formik.touched.rating ? formik.errors.rating : undefined;

  return (
    <SectionCard title="Rate Your Visit" variant="outlined" onSubmit={formik.handleSubmit}>
      <Box>
        <Typography component="legend" id="rating-label" color="text.secondary">
          Your rating *
        </Typography>
        <Rating
          name="rating"
          max={MAX_RATING}
          value={formik.values.rating}
          onChange={(_e, value) => {
            void formik.setFieldTouched('rating', true, false);
            void formik.setFieldValue('rating', value);
          }}
          aria-labelledby="rating-label"
          size="large"
        />
        {ratingError && (
          <FormHelperText error role="alert">
            {ratingError}
          </FormHelperText>
        )}
      </Box>
      <TextField label="Comment (optional)" multiline minRows={3} {...formikField(formik, 'comment')} />
      <Box>
        <Button type="submit" variant="contained" color="secondary" disabled={formik.isSubmitting}>
          Submit Review
        </Button>
      </Box>
    </SectionCard>
  );
}

/** The manage page's review part: the written review, else the form while the visit may be reviewed. */
export function ReviewSection({ booking, token }: { booking: ManageBookingDto; token: string }) {
  if (booking.review) return <YourReview review={booking.review} />;
  if (!booking.canReview) return null;
  return <ReviewForm booking={booking} token={token} />;
}
