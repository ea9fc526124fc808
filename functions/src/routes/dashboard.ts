import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import {
  blockTimeSchema,
  newCustomerSchema,
  ownerBookingSchema,
  ownerMoveSchema,
  appointmentUpdateSchema,
  ownerCancelSchema,
  walkInSchema,
  removeBlockDaySchema,
} from '@barbershop/core/calendar';
import { Router } from 'express';
import { toAppointmentDto } from '../dto/appointment';
import { toCustomerDto, toTimeBlockDto } from '../dto/customer';
import { requireUid } from '../http/auth';
import { badRequest } from '../errors';
import { dateRangeQuery } from '../http/dateRange';
import { handle, validate } from '../http/handler';
import { cancelAppointment } from '../services/booking';
import { addCustomer, listCustomers } from '../services/customers/customers';
import {
  barberAppointments,
  bookForCustomer,
  bookWalkIn,
  moveForOwner,
  updateForOwner,
  shopAppointments,
} from '../services/owner-appointments/ownerAppointments';
import { addTimeBlock, listTimeBlocks, removeTimeBlock, removeTimeBlockDay } from '../services/time-blocks/timeBlocks';
import { withSession } from '../http/withAccess';
import { reloadAppointment, settleCancel, settleVisitMark } from '../services/payments/afterBooking';
import { actorIn } from '../services/reads/members';

/**
 * The dashboard's schedule routes (issue 35): each checks the caller's role in the shop per
 * request (actorIn, core/src/staff/roles.ts): the schedule for the owner, managers and the front
 * desk, a barber's own column for a barber; customers for those with customers.read/write.
 */
export function dashboardRoutes() {
  const router = Router();

  router.get(
    '/barbershops/:id/customers',
    handle(async (req) => (await listCustomers(await requireUid(req), req.params.id!)).map(toCustomerDto)),
  );

  router.post(
    ownerEndpoints.addCustomer.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.addCustomer>>(async (req, res) => {
      const uid = await requireUid(req);
      const { customer, created } = await addCustomer(uid, req.params.id!, await validate(newCustomerSchema, req.body));
      res.status(created ? 201 : 200);
      return toCustomerDto(customer);
    }),
  );

  router.get(
    '/barbershops/:id/appointments',
    handle(async (req) => {
      const actor = await actorIn(await requireUid(req), req.params.id!, 'ownSchedule.read');
      const { startDate, endDate } = await dateRangeQuery(req.query);
      return (await shopAppointments(actor, startDate, endDate)).map(toAppointmentDto);
    }),
  );

  router.post(
    ownerEndpoints.bookForCustomer.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.bookForCustomer>>(async (req, res) => {
      const actor = await actorIn(await requireUid(req), req.params.id!, 'schedule.write');
      const appointment = await bookForCustomer(actor, await validate(ownerBookingSchema, req.body));
      res.status(201);
      return toAppointmentDto(appointment);
    }),
  );

  router.post(
    ownerEndpoints.bookWalkIn.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.bookWalkIn>>(async (req, res) => {
      const actor = await actorIn(await requireUid(req), req.params.id!, 'schedule.write');
      const appointment = await bookWalkIn(actor, await validate(walkInSchema, req.body));
      res.status(201);
      return toAppointmentDto(appointment);
    }),
  );

  router.post(
    ownerEndpoints.moveAppointment.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.moveAppointment>>(async (req) => {
      const uid = await requireUid(req);
      return toAppointmentDto(await moveForOwner(uid, req.params.id!, await validate(ownerMoveSchema, req.body)));
    }),
  );

  router.patch(
    ownerEndpoints.updateAppointment.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.updateAppointment>>(async (req) => {
      const uid = await requireUid(req);
      const input = await validate(appointmentUpdateSchema, req.body);
      const { appointment: updated, previousStatus } = await updateForOwner(uid, req.params.id!, input);
      // a no-show takes the fee (or keeps the deposit); a completed visit releases a held fee.
      // Whoever marked it (a front desk or a barber, who may not act on payments themselves): the
      // money follows the shop's policy, which the customer accepted, not the role of who clicked.
      const paymentOutcome = await settleVisitMark(updated, previousStatus);
      const appointment = paymentOutcome === undefined ? updated : await reloadAppointment(updated);
      return { ...toAppointmentDto(appointment), ...(paymentOutcome === undefined ? {} : { paymentOutcome }) };
    }),
  );

  router.post(
    ownerEndpoints.cancelAppointment.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.cancelAppointment>>(async (req) => {
      const uid = await requireUid(req);
      const options = await validate(ownerCancelSchema, req.body);
      const cancelled = await cancelAppointment(uid, req.params.id!, options);
      // the shop cancelled: what the customer paid goes back (recorded on the booking if Stripe refuses)
      if (!cancelled.payment) return toAppointmentDto(cancelled);
      await settleCancel(cancelled.shopId, cancelled.id);
      return toAppointmentDto(await reloadAppointment(cancelled));
    }),
  );

  router.get(
    '/barbers/:id/appointments',
    handle(async (req) => {
      const uid = await requireUid(req);
      const { startDate, endDate } = await dateRangeQuery(req.query);
      return (await barberAppointments(uid, req.params.id!, startDate, endDate)).map(toAppointmentDto);
    }),
  );

  router.get(
    '/barbers/:id/time-blocks',
    handle(async (req) => {
      const uid = await requireUid(req);
      const { startDate, endDate } = await dateRangeQuery(req.query);
      return (await listTimeBlocks(uid, req.params.id!, startDate, endDate)).map(toTimeBlockDto);
    }),
  );

  router.post(
    ownerEndpoints.blockTime.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.blockTime>>(async (req, res) => {
      const uid = await requireUid(req);
      const input = await validate(blockTimeSchema(null), req.body);
      const bodyBarber = (req.body as { barberId?: unknown }).barberId;
      if (bodyBarber !== undefined && bodyBarber !== req.params.id) {
        throw badRequest('barberId does not match the barber in the address', {
          barberId: 'barberId does not match the barber in the address',
        });
      }
      const block = await addTimeBlock(uid, req.params.id!, input);
      res.status(201);
      return toTimeBlockDto(block);
    }),
  );

  router.delete(
    ownerEndpoints.removeTimeBlock.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.removeTimeBlock>>(async (req) => {
      await removeTimeBlock(await requireUid(req), req.params.id!);
      return undefined;
    }),
  );

  router.post(
    ownerEndpoints.removeTimeBlockDay.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.removeTimeBlockDay>>(async (req) => {
      const uid = await requireUid(req);
      const { date } = await validate(removeBlockDaySchema, req.body);
      return (await removeTimeBlockDay(uid, req.params.id!, date)).map(toTimeBlockDto);
    }),
  );

  return router;
}
