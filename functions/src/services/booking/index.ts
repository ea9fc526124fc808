export { createAppointment, requestedDateTime, type BookingRequest, type BookingCustomer } from './createAppointment';
export { cancelAppointment, findAppointment } from './cancelAppointment';
export { getBarberSlots, getShopSlots } from './slots';
export { getShop, listBarbers, listServices, listShops } from './shops';
export { findBarber, loadShop } from './shopData';
export { moveAppointment } from './moveAppointment';
export { loadActiveBarbers, loadBarberDay } from './shopData';
