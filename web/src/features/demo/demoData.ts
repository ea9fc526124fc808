// Fixed sample data of the live demo: nothing here is booked for real.
export const DEMO_SERVICES = [
  { id: 'cut', name: 'Haircut & Style', durationMin: 45, pricePence: 3500 },
  { id: 'beard', name: 'Beard Trim', durationMin: 30, pricePence: 2000 },
  { id: 'shave', name: 'Hot Towel Shave', durationMin: 40, pricePence: 3000 },
];
export const DEMO_BARBERS = [
  { id: 'james', name: 'James Carter', specialty: 'Skin fades' },
  { id: 'omar', name: 'Omar Haddad', specialty: 'Beard sculpting' },
];

/** Every 30 minutes 09:00-11:30 and 14:00-16:30. */
export const DEMO_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
];

export const DEMO_STEPS = ['Choose Service', 'Pick Barber', 'Select Time', 'Customer Info', 'Confirmation'];

export const EMAIL_AUTOMATIONS = [
  { name: 'Welcome email', when: 'Instantly on sign-up' },
  { name: 'Booking confirmation', when: 'When a customer books' },
  { name: 'Staff notification', when: 'When a customer books' },
  { name: 'Appointment reminder', when: '24 hours before' },
  { name: 'Thank you and review request', when: 'After the appointment' },
  { name: 'Feature introduction', when: '1 hour after sign-up' },
  { name: 'Personal contact invitation', when: '24 hours after sign-up' },
];

/** Next is blocked on step 1 until a service and on step 2 until a barber is chosen. */
export function canAdvance(
  step: number,
  state: { serviceId: string | null; barberId: string | null; date: string; time: string | null; name: string; email: string },
) {
  if (step === 0) return state.serviceId !== null;
  if (step === 1) return state.barberId !== null;
  if (step === 2) return Boolean(state.date && state.time);
  if (step === 3) return Boolean(state.name.trim() && state.email.trim());
  return false;
}
