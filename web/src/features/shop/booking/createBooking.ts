import { api } from '../../../lib/api/client';
import type { CreateAppointmentRequest, CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';

/**
 * POST /api/appointments; the server picks the barber for Any Available Stylist (barberId '').
 * 201: the booking; 202: the time is held until the payment step succeeds.
 */
export function createBooking(request: CreateAppointmentRequest): Promise<CreatedAppointmentDto | PaymentRequiredDto> {
  return api.post<CreatedAppointmentDto | PaymentRequiredDto>('/api/appointments', request);
}
