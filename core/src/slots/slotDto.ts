/** One time of a day's slot list, as the API answers it. */
export interface SlotDto {
  /** HH:mm in the shop's zone; sorts as a string */
  time: string;
  available: boolean;
  /** why not available: 'Booked', 'Closed', 'In the past', a block reason label, ... */
  reason?: string;
}
