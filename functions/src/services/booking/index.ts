export { createAppointment, requestedDateTime, type RequestedDateTime } from './createAppointment';
export { cancelAppointment, findAppointment } from './cancelAppointment';
export { getBarberSlots, getShopSlots } from './slots';
export { getShop, getShopPage, listBarbers, listServices, listShopsPage, listShopsWithSlug } from './shops';
export { getMonthAvailability } from './availability';
export { getNextAvailable } from './nextAvailable';
export { findBarber, loadShop } from './shopData';
export { candidateBarbers } from './slotChecks';
export { moveBooking } from './moveBooking';
export { loadActiveBarbers, loadBarberDay } from './shopData';
export {
  bookerFirebaseToken,
  bookingNotFound,
  getManagedBooking,
  releaseCancelledInterval,
  rescheduleAppointment,
} from './manageBooking';
export { syncBookerView } from './bookerView';
