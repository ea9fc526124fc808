import type { AppointmentDto, CreateAppointmentRequest } from '@barbershop/core';
import { api } from '../../../lib/api/client';

/** POST /api/appointments; the server picks the barber for Any Available Stylist (barberId ''). */
export function createBooking(request: CreateAppointmentRequest): Promise<AppointmentDto> {
  return api.post<AppointmentDto>('/api/appointments', request);
}
