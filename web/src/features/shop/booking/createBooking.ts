import type { CreateAppointmentRequest, CreatedAppointmentDto } from '@barbershop/core/api';
import { api } from '../../../lib/api/client';
import type { PaymentRequired } from './paymentHold';

/** The policy accepted before Confirm, when the shop asks for a deposit or a card (docs/payments.md). */
type WithPolicy = CreateAppointmentRequest & { policyAccepted?: true; policyVersion?: number };

/**
 * POST /api/appointments; the server picks the barber for Any Available Stylist (barberId '').
 * 201: the booking; 202: the time is held until the payment step succeeds.
 */
export function createBooking(request: WithPolicy): Promise<CreatedAppointmentDto | PaymentRequired> {
  return api.post<CreatedAppointmentDto | PaymentRequired>('/api/appointments', request);
}
