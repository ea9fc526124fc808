import { canManageOnline, customerFirstName, type Appointment, type Barbershop, type ManageBookingDto } from '@barbershop/core';

/** The manage page's view: the booking without the customer's contact details, and whether it can still be changed. */
export function toManageBookingDto(a: Appointment, shop: Barbershop, firebaseToken: string, now = Date.now()): ManageBookingDto {
  return {
    appointment: {
      id: a.id,
      status: a.status,
      date: a.date,
      time: a.time,
      durationMin: a.durationMin,
      pricePence: a.pricePence,
      serviceId: a.serviceId,
      serviceName: a.serviceName,
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
    // TODO(reviews): from the booking's review, when written
    canReview: false,
    review: null,
  };
}
