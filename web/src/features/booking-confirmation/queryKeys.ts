/** The query keys of the booking confirmation page. */
export const bookingConfirmationKeys = {
  /** GET /api/appointments/{id}/summary */
  summary: (id: string | null) => ['appointments', id, 'summary'] as const,
};
