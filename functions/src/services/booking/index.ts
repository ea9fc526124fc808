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
export { cancelAppointment, cancelForOwner, findAppointment } from './cancelAppointment';
export { getBarberSlots, getShopSlots } from './slots';
export { getShop, getShopPage, listBarbers, listServices, listShopsPage, listShopsWithSlug } from './shops';
export { getMonthAvailability } from './availability';
export { getNextAvailable } from './nextAvailable';
export { findBarber, loadShop } from './shopData';
export { candidateBarbers } from './slotChecks';
export { moveBooking, type MovedBy } from './moveBooking';
export { loadActiveBarbers, loadBarberDay } from './shopData';
export {
  bookerFirebaseToken,
  bookingNotFound,
  getManagedBooking,
  releaseCancelledInterval,
  rescheduleAppointment,
} from './manageBooking';
export { syncBookerView } from './bookerView';
