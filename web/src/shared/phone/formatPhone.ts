// The lazy chunk of useDisplayPhone: only core's phone formatting (and libphonenumber-js).
export { formatPhone } from '@barbershop/core/phone';
