import { Box } from '@mui/material';
import { dayStats } from '@barbershop/core/calendar';
import { formatPence } from '@barbershop/core/money';
import { dayjs } from '@barbershop/core/time';
import { FigureCard } from '../shared/FigureCard';

/** The revenue card's name: the spec's "Today's Est Revenue" on today, else the day it shows. */
export const revenueLabel = (date: string, today: string) =>
  date === today ? "Today's Est Revenue" : `Est Revenue · ${dayjs.utc(date).format('ddd D MMM')}`;

/**
 * Total Appointments and the Est Revenue of the selected day (cancelled ones excluded); the
 * revenue only for a role that may see reports and revenue (`showMoney`).
 */
export function DayStatsCards({
  appointments,
  date,
  today,
  showMoney = true,
}: {
  appointments: Parameters<typeof dayStats>[0];
  /** the selected day and today, YYYY-MM-DD in the shop's zone */
  date: string;
  today: string;
  showMoney?: boolean;
}) {
  const stats = dayStats(appointments);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: showMoney ? '1fr 1fr' : '1fr' } }}>
      <FigureCard label="Total Appointments" value={String(stats.count)} testId="total-appointments" />
      {showMoney && <FigureCard label={revenueLabel(date, today)} value={formatPence(stats.revenuePence)} testId="est-revenue" />}
    </Box>
  );
}
