import * as yup from 'yup';
import { pickAnyAvailable } from '../booking/anyAvailable';
import { performs } from '../booking/visit';
import type { Service } from '../model/types';
import { liveIntervals } from '../slots/busyProjection';
import type { Interval } from '../slots/intervals';
import { barberDayInput, type BarberSchedule, type ShopSchedule } from '../slots/dayInput';
import { unavailableReason, type BlockLike } from '../slots/slots';
import { docId } from '../validation/fields';

export interface MovableAppointment {
  id: string;
  date: string;
  time: string;
  durationMin: number;
  /** cleanup after the visit; absent: 0 */
  bufferMin?: number;
  /** epoch milliseconds */
  start: number;
  end: number;
  /**
   * The visit's services as they stand today (who performs each): only a barber who performs
   * every one is suggested. A service since deleted restricts nobody, so it is left out.
   */
  services: readonly Pick<Service, 'barberIds'>[];
}

/** Another active barber a booking may move to: their id and schedule (a Barber's fields). */
export interface MoveTarget extends BarberSchedule {
  barberId: string;
}

export interface SuggestInput {
  /** the leaving barber's future appointments */
  appointments: readonly MovableAppointment[];
  /** the other active barbers */
  barbers: readonly MoveTarget[];
  /** a barber's booked intervals and time blocks on a date, as stored */
  dayOf: (barberId: string, date: string) => { busy: readonly Interval[]; blocks: readonly BlockLike[] };
  /** the shop's zone, hours and closed dates (a Barbershop is one) */
  shop: ShopSchedule;
  now: number;
}

/**
 * A free barber who performs every service of the visit, for each appointment, or null when
 * nobody is. Appointments are placed in start order and each suggestion takes the time in the
 * plan, so two overlapping appointments are never both suggested to one barber. Owners move
 * bookings, so there is no online lead time; least booked that day first, as for any available
 * stylist.
 */
export function suggestBarbers(input: SuggestInput): Map<string, string | null> {
  const planned = new Map<string, Interval[]>();
  const key = (barberId: string, date: string) => `${barberId}|${date}`;
  const result = new Map<string, string | null>();
  for (const a of [...input.appointments].sort((x, y) => x.start - y.start)) {
    const able = input.barbers.filter((b) => a.services.every((s) => performs(b.barberId, s)));
    const candidates = able.map((b) => {
      const day = input.dayOf(b.barberId, a.date);
      // a time kept while a customer paid, and since expired, is no booking
      const busy = [...liveIntervals(day.busy, input.now), ...(planned.get(key(b.barberId, a.date)) ?? [])];
      const reason = unavailableReason(
        barberDayInput({
          shop: input.shop,
          barber: b,
          date: a.date,
          visit: a,
          busy,
          blocks: day.blocks,
          now: input.now,
          // owners move bookings: no online lead time
          rules: { leadTimeMin: 0 },
        }),
        a.time,
        a.start,
      );
      return { barberId: b.barberId, free: reason === null, bookedCount: busy.length };
    });
    const chosen = pickAnyAvailable(candidates);
    result.set(a.id, chosen);
    if (chosen)
      planned.set(key(chosen, a.date), [
        ...(planned.get(key(chosen, a.date)) ?? []),
        { start: a.start, end: a.end + (a.bufferMin ?? 0) * 60_000 },
      ]);
  }
  return result;
}

export type FutureAction = 'move' | 'cancel';

export interface FutureChoice {
  action: FutureAction;
  /** the barber to move to; the suggested one when absent */
  barberId?: string;
}

const ACTION_MESSAGE = 'Action must be "move" or "cancel"';
const MAX_CHOICES = 500;

/**
 * How a barber's delete or deactivation handles their future appointments: `action` for all of
 * them, `appointments` per appointment id (taking precedence). Without it the API answers 409.
 */
export const futureAppointmentsSchema = yup
  .object({
    action: yup.string().strict().typeError(ACTION_MESSAGE).oneOf(['move', 'cancel'], ACTION_MESSAGE).optional(),
    appointments: yup
      .array(
        yup.object({
          appointmentId: docId('Appointment id').required('Appointment id is required'),
          action: yup
            .string()
            .strict()
            .typeError(ACTION_MESSAGE)
            .oneOf(['move', 'cancel'], ACTION_MESSAGE)
            .required(ACTION_MESSAGE),
          barberId: docId('Barber id').optional(),
        }),
      )
      .typeError('Appointments must be a list')
      .max(MAX_CHOICES, `At most ${MAX_CHOICES} appointments at once`)
      .optional(),
  })
  .typeError('futureAppointments must be an object')
  .default(undefined)
  .optional();

export const staffChangeSchema = yup.object({ futureAppointments: futureAppointmentsSchema });
export type StaffChangeInput = yup.InferType<typeof staffChangeSchema>;

/** The choice for one appointment, or null when the request says nothing about it. */
export function choiceFor(input: StaffChangeInput['futureAppointments'], appointmentId: string): FutureChoice | null {
  if (!input) return null;
  const own = input.appointments?.find((c) => c.appointmentId === appointmentId);
  if (own) return { action: own.action as FutureAction, ...(own.barberId ? { barberId: own.barberId } : {}) };
  return input.action ? { action: input.action as FutureAction } : null;
}
