import type { ReportWithMoneyDto } from '@barbershop/core/payments';
import { buildReport, type ReportQuery } from '@barbershop/core/reports';
import { appointments, barbers, services, timeBlocks } from '../../data/collections';
import { actorIn } from '../reads/members';
import { reportMoney } from '../payments/afterBooking/reads';

/**
 * GET /api/barbershops/{id}/reports (reports.read): the shop's figures for a range of dates (core buildReport).
 * Revenue is what bookings earned by the time of the request (earnedBy). Five queries on one
 * shop, whatever the range: its appointments dated in it, the time blocks still running at its
 * start, its barbers, its services and its payment records made in it (the weekly money).
 */
export async function shopReport(uid: string, shopId: string, query: ReportQuery): Promise<ReportWithMoneyDto> {
  const { shop } = await actorIn(uid, shopId, 'reports.read');
  const [booked, blocks, staff, offered, money] = await Promise.all([
    appointments(shopId).where('date', '>=', query.from).where('date', '<=', query.to).get(),
    timeBlocks(shopId).where('endDate', '>=', query.from).get(),
    barbers(shopId).get(),
    services(shopId).get(),
    reportMoney(shopId, shop.timezone, query.from, query.to),
  ]);
  const report = buildReport({
    ...query,
    schedule: { timeZone: shop.timezone, shopHours: shop.businessHours, closedDates: shop.closedDates },
    barbers: staff.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    services: offered.docs.map((d) => d.data()),
    appointments: booked.docs.map((d) => d.data()),
    blocks: blocks.docs.map((d) => d.data()).filter((b) => b.startDate <= query.to),
    now: new Date(),
  });
  return { ...report, money };
}
