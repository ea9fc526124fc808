import * as yup from 'yup';
import { tableText } from '../validation/fields';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const RATING_MESSAGE = `Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars`;

/** The booker's review form (the manage page); the same limits firestore.rules checks. */
export const reviewSchema = yup.object({
  rating: yup
    .number()
    .typeError(RATING_MESSAGE)
    .required(RATING_MESSAGE)
    .integer(RATING_MESSAGE)
    .min(MIN_RATING, RATING_MESSAGE)
    .max(MAX_RATING, RATING_MESSAGE),
  comment: tableText('review', 'comment', 'Comment').default(''),
});
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type ReviewInput = yup.InferType<typeof reviewSchema>;

/** The owner's public reply to a review (the dashboard's Reviews tab); '' removes it. */
export const reviewReplySchema = yup.object({
  reply: tableText('review', 'reply', 'Reply').default(''),
});
