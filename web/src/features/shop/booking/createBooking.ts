import type { CreateAppointmentRequest, CreatedAppointmentDto } from '@barbershop/core/api';
import { api } from '../../../lib/api/client';

/** POST /api/appointments; the server picks the barber for Any Available Stylist (barberId ''). */
export function createBooking(request: CreateAppointmentRequest): Promise<CreatedAppointmentDto> {
  return api.post<CreatedAppointmentDto>('/api/appointments', request);
}
