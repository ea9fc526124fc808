import type { ManageBookingDto } from '@barbershop/core/api';
import { appointmentServicesOf, canManageOnline, customerFirstName } from '@barbershop/core/booking';
import type { Appointment, Barbershop, Review } from '@barbershop/core/model';
import { canReviewBooking } from '@barbershop/core/reviews';
import { toAppointmentServiceDtos } from './appointment';
import { toManagePaymentDto } from './payment';

/**
 * The manage page's view: the booking without the customer's contact details, whether it can
 * still be changed, and whether the visit can be rated (or the booker's review, once written).
 */
export function toManageBookingDto(
  a: Appointment,
  shop: Barbershop,
  firebaseToken: string,
  review: Review | null,
  now = Date.now(),
): ManageBookingDto {
  return {
    appointment: {
      id: a.id,
      status: a.status,
      date: a.date,
      time: a.time,
      durationMin: a.durationMin,
      pricePence: a.pricePence,
      serviceId: a.serviceId,
      serviceIds: appointmentServicesOf(a).map((s) => s.serviceId),
      serviceName: a.serviceName,
      services: toAppointmentServiceDtos(a),
      barberId: a.barberId,
      barberName: a.barberName,
      customerFirstName: customerFirstName(a.customerName),
      start: a.start.toISOString(),
      end: a.end.toISOString(),
    },
    shop: {
      id: shop.id,
      name: shop.name,
      slug: shop.slug,
      address: shop.address ?? '',
      phone: shop.phone ?? '',
      email: shop.email ?? '',
      timezone: shop.timezone,
    },
    manageUntil: a.manageUntil ? a.manageUntil.toISOString() : null,
    canManage: canManageOnline(a, now),
    firebaseToken,
    canReview: canReviewBooking(a, review !== null, now),
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() } : null,
    ...(a.payment ? { payment: toManagePaymentDto(a, shop.timezone, new Date(now)) } : {}),
  };
}
