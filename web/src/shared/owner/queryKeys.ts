// The dashboard's /api-backed query keys, in one place, so a change invalidates exactly what it
// touched. Live Firestore data (barbers, services, customers, appointments, blocks) needs none:
// its listeners update themselves.
export { seatsKey } from '../billing/billingApi';

export const dashboardKeys = {
  barber: (barberId: string) => ['barbers', barberId] as const,
  emailActivity: (shopId: string) => ['barbershops', shopId, 'email-activity'] as const,
  smsActivity: (shopId: string) => ['barbershops', shopId, 'sms-activity'] as const,
  report: (shopId: string, from: string, to: string, by: string) => ['barbershops', shopId, 'reports', from, to, by] as const,
};
