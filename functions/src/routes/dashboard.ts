import { isValidDate, isValidTime } from '@barbershop/core';
import { Router } from 'express';
import * as yup from 'yup';
import { toAppointmentDto } from '../dto/appointment';
import { toCustomerDto, toTimeBlockDto } from '../dto/customer';
import { requireShopOwner, requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { createAppointment, loadShop, requestedDateTime } from '../services/booking';
import {
  addCustomer,
  addTimeBlock,
  barberAppointments,
  barberTimeBlocks,
  listCustomers,
  removeTimeBlock,
  shopAppointments,
} from '../services/dashboard/dashboard';
import { dateRange } from '../services/dashboard/ranges';

const id = (label: string) => yup.string().strict().typeError(`${label} must be a string`).required(`${label} is required`).matches(/^[A-Za-z0-9_-]{1,128}$/, `${label} is not a valid id`);

/** POST /api/barbershops/{id}/appointments: an owner books for a customer on file. */
const ownerBookingSchema = yup
  .object({
    customerId: id('customerId'),
    serviceId: id('serviceId'),
    barberId: id('barberId'),
    appointmentDate: yup.string().max(40),
    date: yup.string().test('date', 'date must be YYYY-MM-DD', (v) => v === undefined || isValidDate(v)),
    time: yup.string().test('time', 'time must be HH:mm', (v) => v === undefined || isValidTime(v)),
    notes: yup.string().trim().max(500).default(''),
  })
  .test('when', 'Give date and time, or appointmentDate', (v) => Boolean((v.date && v.time) || (v.appointmentDate && !Number.isNaN(Date.parse(v.appointmentDate)))));

/** The owner dashboard's routes (spec section 7, Owner data). */
export function dashboardRoutes() {
  const router = Router();
  router.get(
    '/barbershops/:id/customers',
    handle(async (req) => (await listCustomers(await requireUid(req), req.params.id!)).map(toCustomerDto)),
  );
  router.post(
    '/barbershops/:id/customers',
    handle(async (req, res) => {
      const { customer, created } = await addCustomer(await requireUid(req), req.params.id!, req.body);
      res.status(created ? 201 : 200);
      return toCustomerDto(customer);
    }),
  );
  router.get(
    '/barbershops/:id/appointments',
    handle(async (req) => {
      const uid = await requireUid(req);
      const { startDate, endDate } = dateRange(req.query.startDate, req.query.endDate);
      return (await shopAppointments(uid, req.params.id!, startDate, endDate)).map(toAppointmentDto);
    }),
  );
  router.post(
    '/barbershops/:id/appointments',
    handle(async (req, res) => {
      const uid = await requireUid(req);
      await requireShopOwner(uid, req.params.id!);
      const input = await validate(ownerBookingSchema, req.body);
      const shop = await loadShop(req.params.id!);
      const { date, time } = requestedDateTime(shop, input);
      const appointment = await createAppointment({
        shopId: shop.id,
        serviceId: input.serviceId,
        barberId: input.barberId,
        date,
        time,
        customer: { customerId: input.customerId },
        notes: input.notes,
        source: 'owner',
      });
      res.status(201);
      return toAppointmentDto(appointment);
    }),
  );
  router.get(
    '/barbers/:id/appointments',
    handle(async (req) => {
      const { startDate, endDate } = dateRange(req.query.startDate, req.query.endDate);
      return (await barberAppointments(await requireUid(req), req.params.id!, startDate, endDate)).map(toAppointmentDto);
    }),
  );
  router.get(
    '/barbers/:id/time-blocks',
    handle(async (req) => {
      const { startDate, endDate } = dateRange(req.query.startDate, req.query.endDate);
      return (await barberTimeBlocks(await requireUid(req), req.params.id!, startDate, endDate)).map(toTimeBlockDto);
    }),
  );
  router.post(
    '/barbers/:id/time-blocks',
    handle(async (req, res) => {
      const block = await addTimeBlock(await requireUid(req), req.params.id!, req.body);
      res.status(201);
      return toTimeBlockDto(block);
    }),
  );
  router.delete(
    '/time-blocks/:id',
    handle(async (req) => {
      await removeTimeBlock(await requireUid(req), req.params.id!);
      return undefined;
    }),
  );
  return router;
}
