import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import {
  addDays,
  appointmentFetchRange,
  dayjs,
  dayStats,
  gridColumns,
  todayIn,
  type Appointment,
  type BarbershopDto,
} from '@barbershop/core';
import { useEffect, useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { appointmentsQuery, blocksFromQuery } from '../../../lib/firestore/shopQueries';
import { useLiveQuery } from '../../../lib/firestore/useLiveQuery';
import { DayPicker } from '../shared/DayPicker';
import type { ShopLive } from '../useShopLive';
import { AppointmentDialog } from './AppointmentDialog';
import { BookAppointmentDialog, type BookTarget } from './BookAppointmentDialog';
import { DailyScheduleGrid } from './DailyScheduleGrid';
import { DayStatsCards } from './DayStatsCards';

/**
 * Overview: the selected day's figures and grid, live. Appointments are watched over the spec's
 * range (first day of the previous month to the last day of the month after next), so moving
 * between days inside it needs no new query.
 */
export function OverviewTab({ shop, live }: { shop: BarbershopDto; live: ShopLive }) {
  const toast = useToast();
  const [date, setDate] = useState(() => todayIn(shop.timezone));
  const [target, setTarget] = useState<BookTarget | null>(null);
  const [selected, setSelected] = useState<Appointment | null>(null);
  const range = appointmentFetchRange(date);
  const appointments = useLiveQuery(`appts:${shop.id}:${range.startDate}:${range.endDate}`, () =>
    appointmentsQuery(shop.id, range.startDate, range.endDate),
  );
  const blocks = useLiveQuery(`blocks:${shop.id}:${range.startDate}`, () => blocksFromQuery(shop.id, range.startDate));
  const dayAppointments = (appointments.data ?? []).filter((a) => a.date === date);
  const count = dayStats(dayAppointments).count;
  // Active barbers, plus any inactive or removed one who still has appointments that day.
  const barbers = gridColumns(live.barbers, dayAppointments);

  useEffect(() => {
    if (appointments.error)
      toast({ title: 'Failed to fetch appointments', description: appointments.error.message, variant: 'destructive' });
  }, [appointments.error, toast]);

  return (
    <Stack spacing={3}>
      <DayStatsCards appointments={dayAppointments} />
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ sm: 'center' }}
            justifyContent="space-between"
            sx={{ mb: 2 }}
          >
            <Typography variant="h6" component="h2">
              Daily Schedule
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <IconButton aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
                <ChevronLeft />
              </IconButton>
              <DayPicker label="Date" value={date} onChange={setDate} />
              <IconButton aria-label="Next day" onClick={() => setDate(addDays(date, 1))}>
                <ChevronRight />
              </IconButton>
              {count > 0 ? (
                <Chip color="secondary" label={`${count} appointment${count === 1 ? '' : 's'}`} />
              ) : (
                <Chip label="No appointments" />
              )}
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="schedule-date">
            {dayjs.utc(date).format('dddd D MMMM YYYY')}
          </Typography>
          <DailyScheduleGrid
            date={date}
            barbers={barbers}
            appointments={dayAppointments}
            blocks={blocks.data ?? []}
            onCellClick={setTarget}
            onAppointmentClick={setSelected}
          />
        </CardContent>
      </Card>
      {target && (
        <BookAppointmentDialog
          key={`${target.barberId}-${target.date}-${target.time}`}
          shopId={shop.id}
          live={live}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
      <AppointmentDialog appointment={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
