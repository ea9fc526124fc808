import { bookingDate, queryText } from './builders';
import { docId } from './fields';

// The building blocks of the /api routes' query strings; each domain's query schemas live in its
// folder (shop/queries, reviews/queries, booking/queries, calendar/queries). Values arrive as
// text: a repeated parameter (`?a=1&a=2`) or a bracketed one (`?a[b]=1`) arrives as an array or
// object and is refused as such.

/** A date in a query string (YYYY-MM-DD, or an ISO date-time whose date part is read). */
export const queryDate = (label: string) => queryText(label, 40).concat(bookingDate(label));

export const CURSOR_MESSAGE = 'cursor must be the cursor of a previous page';

/** A path id such as `/api/barbers/{id}`: a Firestore id that is not a reserved `__…__` one. */
export const pathIdSchema = (label = 'id') => docId(label).required(`${label} is required`);
