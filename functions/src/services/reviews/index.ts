export { bookingReview, countReview, latestReviews, listShopReviews } from './reviews';
