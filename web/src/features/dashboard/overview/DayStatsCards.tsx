import { Box, Card, CardContent, Typography } from '@mui/material';
import { dayStats, formatPence } from '@barbershop/core';

/** Total Appointments and Today's Est Revenue of the selected day (cancelled ones excluded). */
export function DayStatsCards({ appointments }: { appointments: Parameters<typeof dayStats>[0] }) {
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
      {card("Today's Est Revenue", formatPence(stats.revenuePence), 'est-revenue')}
    </Box>
  );
}
