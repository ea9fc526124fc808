import { createAppointmentSchema, isAnyBarber } from '@barbershop/core';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { perClient, perShop, rateLimited } from '../http/rateLimit';
import { maxUpcomingOnlineBookings } from '../services/rate-limits';
import { toAppointmentDto, toSummaryDto } from '../dto/appointment';
import { requireShopBookable } from '../services/billing';
import { cancelAppointment, createAppointment, findAppointment, loadShop, requestedDateTime } from '../services/booking';

export function appointmentRoutes() {
  const router = Router();
  router.post(
    '/appointments',
    rateLimited(perClient('bookingClient'), perShop('bookingShop')),
    handle(async (req, res) => {
      const input = await validate(createAppointmentSchema, req.body);
      const shop = await loadShop(input.barbershopId);
      // Started now and answered first: the booking's own reads run while it is checked.
      const bookable = requireShopBookable(shop.id, shop.ownerId);
      bookable.catch(() => undefined); // awaited by createAppointment, or below
      let when: { date: string; time: string };
      try {
        when = requestedDateTime(shop, input);
      } catch (err) {
        await bookable; // a shop that cannot take bookings says so first, as before
        throw err;
      }
      const { date, time } = when;
      const appointment = await createAppointment({
        shop,
        gate: bookable,
        shopId: shop.id,
        serviceId: input.serviceId,
        barberId: isAnyBarber(input.barberId) ? null : input.barberId!,
        date,
        time,
        customer: { name: input.customerName, phone: input.customerPhone, email: input.customerEmail },
        notes: input.notes,
        source: 'online',
        maxUpcoming: maxUpcomingOnlineBookings(),
      });
      res.status(201);
      return toAppointmentDto(appointment);
    }),
  );
  router.get(
    '/appointments/:id/summary',
    handle(async (req) => {
      const appointment = await findAppointment(req.params.id!);
      return toSummaryDto(appointment, await loadShop(appointment.shopId));
    }),
  );
  router.delete(
    '/appointments/:id',
    handle(async (req) => toAppointmentDto(await cancelAppointment(await requireUid(req), req.params.id!))),
  );
  return router;
}
