import { Box, Card, CardContent, Typography } from '@mui/material';
import { dayjs, dayStats, formatPence } from '@barbershop/core';

/** The revenue card's name: the spec's "Today's Est Revenue" on today, else the day it shows. */
export const revenueLabel = (date: string, today: string) =>
  date === today ? "Today's Est Revenue" : `Est Revenue · ${dayjs.utc(date).format('ddd D MMM')}`;

/** Total Appointments and the Est Revenue of the selected day (cancelled ones excluded). */
export function DayStatsCards({
  appointments,
  date,
  today,
}: {
  appointments: Parameters<typeof dayStats>[0];
  /** the selected day and today, YYYY-MM-DD in the shop's zone */
  date: string;
  today: string;
}) {
  const stats = dayStats(appointments);
  const card = (label: string, value: string, testId: string) => (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4" component="p" fontWeight={700} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {card('Total Appointments', String(stats.count), 'total-appointments')}
      {card(revenueLabel(date, today), formatPence(stats.revenuePence), 'est-revenue')}
    </Box>
  );
}
