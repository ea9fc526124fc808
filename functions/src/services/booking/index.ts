export {
  createAppointment,
  requestedDateTime,
  type RequestedDateTime,
  type BookedAppointment,
  type BookingRequest,
  type BookingCustomer,
} from './createAppointment';
export { bookOnline, type OnlineBookingChecks } from './bookOnline';
export { answeredAfter } from './refusalOrder';
export { cancelAppointment, cancelForOwner } from './cancelAppointment';
export { getBarberSlots, getShopSlots } from './slots';
export { getMonthAvailability } from './availability';
export { getNextAvailable } from './nextAvailable';
export { candidateBarbers } from './slotChecks';
export { moveBooking, type MovedBy } from './moveBooking';
export {
  bookerFirebaseToken,
  bookingNotFound,
  getManagedBooking,
  releaseCancelledInterval,
  rescheduleAppointment,
} from './manageBooking';
export { syncBookerView } from './bookerView';
