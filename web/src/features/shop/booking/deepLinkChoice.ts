// The deep-link parser as a chunk of its own: useBookingChoice loads it only for an address
// that carries a deep link.
export { deepLinkChoice } from '@barbershop/core/seo';
