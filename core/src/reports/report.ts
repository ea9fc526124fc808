import type { Appointment, AppointmentStatus, Barber, TimeBlock } from '../model/types';
import { earnedBy } from '../money/earned';
import type { Interval } from '../slots/intervals';
import { daySchedule } from '../slots/dayInput';
import type { BlockLike } from '../slots/slots';
import { datesBetween, periodsBetween, type ReportGranularity, type ReportPeriod } from './periods';
import { coveredMinutes, minutesIn, workingIntervals, type WorkSchedule } from './workingTime';

// The owner's Reports. A cancelled booking is not a booking at all, a no-show is a booking that
// earns nothing; revenue is what bookings earned by now (earnedBy, the rule of a customer's total
// spend too): upcoming bookings are counted as bookings but not as revenue. Every date is the
// shop's own (an appointment's `date`).

/** What a report reads of an appointment. */
export type ReportAppointment = Pick<
  Appointment,
  'barberId' | 'barberName' | 'date' | 'status' | 'pricePence' | 'serviceId' | 'serviceName' | 'services'
> & { start: Date | number; end: Date | number };

/** Counts and takings of a set of bookings. */
export interface ReportFigures {
  /** bookings that were not cancelled (scheduled, completed and no-shows) */
  bookings: number;
  /** the prices of the bookings that earned by now (earnedBy: completed, or scheduled and started), in pence */
  revenuePence: number;
  completed: number;
  noShows: number;
  cancelled: number;
  /** noShows / bookings, 0 to 1; null with no bookings */
  noShowRate: number | null;
}

export interface ReportPeriodRow extends ReportPeriod, ReportFigures {}

export interface ReportBarberRow extends ReportFigures {
  barberId: string;
  name: string;
  /** their hours in the range, minus weekly breaks, time blocks and closed dates */
  workingMinutes: number;
  /** the minutes of that working time taken by bookings that were not cancelled (no-shows held it too) */
  bookedMinutes: number;
  /** bookedMinutes / workingMinutes, 0 to 1; null when they had no working time */
  utilisation: number | null;
}

export interface ReportServiceRow {
  serviceId: string;
  name: string;
  /** bookings (not cancelled) that included the service; a visit of two services counts for each */
  bookings: number;
  /** the service's price as booked, in the bookings that earned by now (earnedBy) */
  revenuePence: number;
}

/** GET /api/barbershops/{id}/reports: the answer. */
export interface ReportDto {
  from: string;
  to: string;
  by: ReportGranularity;
  timeZone: string;
  totals: ReportFigures;
  periods: ReportPeriodRow[];
  barbers: ReportBarberRow[];
  services: ReportServiceRow[];
}

export interface ReportInput {
  from: string;
  to: string;
  by: ReportGranularity;
  /** the shop's zone, hours and closed dates (without a barber's own hours and breaks) */
  schedule: Omit<WorkSchedule, 'barberHours' | 'weeklyBreaks' | 'skippedBreaks'>;
  barbers: readonly Pick<Barber, 'id' | 'name' | 'isActive' | 'weeklyHours' | 'weeklyBreaks' | 'skippedBreaks'>[];
  /** the shop's services now, for their current names */
  services: readonly { id: string; name: string }[];
  appointments: readonly ReportAppointment[];
  blocks: readonly (BlockLike & Pick<TimeBlock, 'barberId'>)[];
  /** the time of the report: a booking earns once it has taken place (earnedBy) */
  now: Date;
}

/** The figures of a set of bookings by `now`: counts, revenue (earnedBy) and the no-show rate. */
export function figuresOf(
  appointments: readonly Pick<ReportAppointment, 'status' | 'pricePence' | 'start'>[],
  now: Date,
): ReportFigures {
  const count = (status: AppointmentStatus) => appointments.filter((a) => a.status === status).length;
  const cancelled = count('cancelled');
  const noShows = count('no_show');
  const bookings = appointments.length - cancelled;
  return {
    bookings,
    revenuePence: appointments.filter((a) => earnedBy(a, now)).reduce((sum, a) => sum + a.pricePence, 0),
    completed: count('completed'),
    noShows,
    cancelled,
    noShowRate: bookings === 0 ? null : noShows / bookings,
  };
}

/** A visit's services as booked; a booking made before visits could hold several is its one service. */
function servicesOf(a: ReportAppointment) {
  if (a.services?.length) return a.services.map((s) => ({ serviceId: s.serviceId, name: s.name, pricePence: s.pricePence }));
  return [{ serviceId: a.serviceId, name: a.serviceName, pricePence: a.pricePence }];
}

function serviceRows(
  appointments: readonly ReportAppointment[],
  services: ReportInput['services'],
  now: Date,
): ReportServiceRow[] {
  const rows = new Map<string, ReportServiceRow>();
  for (const a of appointments) {
    if (a.status === 'cancelled') continue;
    for (const s of servicesOf(a)) {
      const row = rows.get(s.serviceId) ?? {
        serviceId: s.serviceId,
        name: services.find((v) => v.id === s.serviceId)?.name ?? s.name,
        bookings: 0,
        revenuePence: 0,
      };
      row.bookings += 1;
      if (earnedBy(a, now)) row.revenuePence += s.pricePence;
      rows.set(s.serviceId, row);
    }
  }
  return [...rows.values()].sort(
    (x, y) => y.revenuePence - x.revenuePence || y.bookings - x.bookings || x.name.localeCompare(y.name),
  );
}

function barberRow(
  input: ReportInput,
  barber: ReportInput['barbers'][number] | undefined,
  barberId: string,
  bookedName: string | undefined,
): ReportBarberRow {
  const own = input.appointments.filter((a) => a.barberId === barberId);
  const { timeZone, shopHours, closedDates } = input.schedule;
  const schedule = daySchedule({ timezone: timeZone, businessHours: shopHours, closedDates }, barber ?? {});
  const blocks = input.blocks.filter((b) => b.barberId === barberId);
  // a barber no longer on the staff has no hours to read: their bookings still count
  const work: Interval[] = barber ? datesBetween(input.from, input.to).flatMap((d) => workingIntervals(schedule, blocks, d)) : [];
  const busy = own.filter((a) => a.status !== 'cancelled').map((a) => ({ start: Number(a.start), end: Number(a.end) }));
  const workingMinutes = minutesIn(work);
  const bookedMinutes = coveredMinutes(work, busy);
  return {
    barberId,
    name: barber?.name ?? bookedName ?? barberId,
    ...figuresOf(own, input.now),
    workingMinutes,
    bookedMinutes,
    utilisation: workingMinutes === 0 ? null : bookedMinutes / workingMinutes,
  };
}

/**
 * The report of `from` to `to` (inclusive dates in the shop's zone): totals, a row per day, week
 * or month, a row per barber (each active barber, and any other with bookings in the range) and
 * per service booked. `appointments` may hold others: only those dated in the range count.
 */
export function buildReport(input: ReportInput): ReportDto {
  const inRange = input.appointments.filter((a) => a.date >= input.from && a.date <= input.to);
  const scoped = { ...input, appointments: inRange };
  // a barber since removed is named as their bookings have them
  const bookedNames = new Map(inRange.map((a) => [a.barberId, a.barberName]));
  const barberIds = [
    ...input.barbers.filter((b) => b.isActive !== false).map((b) => b.id),
    ...inRange.map((a) => a.barberId),
  ].filter((id, i, all) => all.indexOf(id) === i);
  return {
    from: input.from,
    to: input.to,
    by: input.by,
    timeZone: input.schedule.timeZone,
    totals: figuresOf(inRange, input.now),
    periods: periodsBetween(input.from, input.to, input.by).map((p) => ({
      ...p,
      ...figuresOf(
        inRange.filter((a) => a.date >= p.start && a.date <= p.end),
        input.now,
      ),
    })),
    barbers: barberIds.map((id) =>
      barberRow(
        scoped,
        input.barbers.find((b) => b.id === id),
        id,
        bookedNames.get(id),
      ),
    ),
    services: serviceRows(inRange, input.services, input.now),
  };
}
