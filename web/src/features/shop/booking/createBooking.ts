import type { AppointmentDto, CreateAppointmentRequest } from '@barbershop/core';
import { api } from '../../../lib/api/client';

// TODO(merge): core's AppointmentDto answer of POST /api/appointments carries manageToken
export type CreatedBooking = AppointmentDto & { manageToken?: string };

/** POST /api/appointments; the server picks the barber for Any Available Stylist (barberId ''). */
export function createBooking(request: CreateAppointmentRequest): Promise<CreatedBooking> {
  return api.post<CreatedBooking>('/api/appointments', request);
}
