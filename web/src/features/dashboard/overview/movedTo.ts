import { dayjs } from '@barbershop/core/time';

/**
 * The toast after a move, dragged or from the dialog: where it is now, and whether the customer
 * was emailed (the API emails them when the booking has an address and the owner chose to).
 */
export const movedTo = ({ date, time }: { date: string; time: string }, customerEmail: string | undefined, notified = true) =>
  `Now ${dayjs.utc(date).format('ddd D MMM')} at ${time}${
    customerEmail ? (notified ? '; the customer has been emailed' : '; the customer was not emailed') : ''
  }`;
