/** The payments screens' /api-backed query keys (the appointment's money is live Firestore data). */
export const paymentsKeys = {
  account: ['payments', 'account'] as const,
  policy: ['payments', 'policy'] as const,
  customer: (shopId: string, customerId: string) => ['barbershops', shopId, 'customers', customerId, 'payments'] as const,
};
