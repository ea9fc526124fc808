import { dayjs } from '@barbershop/core';

/**
 * The toast after a move, dragged or from the dialog: where it is now, and whether the customer
 * was emailed (the API emails them when the booking has an address).
 */
export const movedTo = ({ date, time }: { date: string; time: string }, customerEmail: string | undefined) =>
  `Now ${dayjs.utc(date).format('ddd D MMM')} at ${time}${customerEmail ? '; the customer has been emailed' : ''}`;
