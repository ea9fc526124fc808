export { bookingReview, countReview, latestReviews, listShopReviews, type ReviewsPage } from './reviews';
