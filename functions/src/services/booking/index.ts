export { createAppointment, requestedDateTime } from './createAppointment';
export { bookOnline } from './bookOnline';
export { answeredAfter } from './refusalOrder';
export { cancelAppointment, cancelAsCustomer, cancelForCustomer } from './cancelAppointment';
export { getBarberSlots, getShopSlots } from './slots';
export { getMonthAvailability } from './availability';
export { getNextAvailable } from './nextAvailable';
export { candidateBarbers } from './slotChecks';
export { moveBooking } from './moveBooking';
export {
  bookerFirebaseToken,
  bookingNotFound,
  getManagedBooking,
  releaseCancelledInterval,
  rescheduleAppointment,
} from './manageBooking';
export { syncBookerView } from './bookerView';
