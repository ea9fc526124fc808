import type { AppointmentDto, AppointmentServiceDto, AppointmentSummaryDto, CreatedAppointmentDto } from '@barbershop/core/api';
import { appointmentServicesOf } from '@barbershop/core/booking';
import type { Appointment, Barbershop } from '@barbershop/core/model';
import { shopNameAndContactOf } from '@barbershop/core/shop';
import { toAppointmentPaymentDto } from './payment';

export function toAppointmentDto(a: Appointment): AppointmentDto {
  const start = a.start.toISOString();
  return {
    id: a.id,
    shopId: a.shopId,
    barbershopId: a.shopId,
    barberId: a.barberId,
    serviceId: a.serviceId,
    customerId: a.customerId,
    start,
    end: a.end.toISOString(),
    appointmentDate: start,
    date: a.date,
    time: a.time,
    durationMin: a.durationMin,
    duration: a.durationMin,
    pricePence: a.pricePence,
    price: a.pricePence / 100,
    services: appointmentServicesOf(a),
    bufferMin: a.bufferMin ?? 0,
    status: a.status,
    customerName: a.customerName,
    customerPhone: a.customerPhone,
    customerEmail: a.customerEmail,
    serviceName: a.serviceName,
    barberName: a.barberName,
    notes: a.notes ?? '',
    source: a.source,
    createdAt: (a.createdAt ?? a.start).toISOString(),
    // who did what (issue 35): the dashboard's dialog shows it (a booking from before has none)
    history: (a.history ?? []).map((c) => ({ action: c.action, at: c.at.toISOString(), by: c.by })),
    arrivedAt: a.arrivedAt ? a.arrivedAt.toISOString() : null,
    ...(a.payment ? { payment: toAppointmentPaymentDto(a) } : {}),
  };
}

/**
 * The answer to whoever booked (POST /api/appointments, POST /api/holds/{id}/complete): the
 * booking without the owner's view of its money, whose protection decision says why (a
 * customer's no-shows), which anyone booking with someone's address could otherwise read.
 */
export function toCreatedAppointmentDto(a: Appointment, manageToken: string): CreatedAppointmentDto {
  // the shop's history (members' names) is not the booker's to read either
  const { payment: _ownerView, history: _shopView, ...booking } = toAppointmentDto(a);
  return { ...booking, manageToken };
}

/** The visit's services for the customer: the cleanup buffer is the barber's, so it stays out. */
export function toAppointmentServiceDtos(a: Appointment): AppointmentServiceDto[] {
  return appointmentServicesOf(a).map((s) => ({ name: s.name, durationMin: s.durationMin, pricePence: s.pricePence }));
}

/** The confirmation page's view: the booking without the customer's personal data. */
export function toSummaryDto(a: Appointment, shop: Barbershop): AppointmentSummaryDto {
  return {
    id: a.id,
    status: a.status,
    ...shopNameAndContactOf(shop),
    shopSlug: shop.slug,
    serviceName: a.serviceName,
    services: toAppointmentServiceDtos(a),
    barberName: a.barberName,
    date: a.date,
    time: a.time,
    timezone: shop.timezone,
    start: a.start.toISOString(),
    durationMin: a.durationMin,
    pricePence: a.pricePence,
    manageUntil: a.manageUntil ? a.manageUntil.toISOString() : null,
  };
}
