/**
 * Every query key of the signed-in account. They share the `user` root, so signing out drops
 * them all at once (session.ts) except the current user itself, which becomes null.
 */
export const authKeys = {
  root: ['user'] as const,
  /** GET /api/user */
  currentUser: ['user'] as const,
  /** GET /api/user/barbershops */
  ownerShops: ['user', 'barbershops'] as const,
  /** GET /api/user/account/future-appointments */
  futureAppointments: ['user', 'account', 'future-appointments'] as const,
};
