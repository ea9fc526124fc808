import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, Card, CardContent, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { dayBlocksOf, dayGridRange, weekOf } from '@barbershop/core/calendar';
import { addDays, dayjs, todayIn } from '@barbershop/core/time';
import { useState } from 'react';
import { useBarberAppointments, useBarberBlocksFrom, useBarbers } from '../../../lib/firestore/liveData';
import { useOwnerShops } from '../../../lib/auth/useOwnerShops';
import { LiveDataBoundary } from '../../../shared/ui/LiveDataBoundary';
import { BlockTimeDialog } from './BlockTimeDialog';
import { CalendarDays } from './CalendarDays';
import { RemoveOccurrence } from './RemoveOccurrence';
import type { Occurrence } from './RemoveOccurrenceDialog';

type Barber = { id: string; shopId: string };

/**
 * The days shown, live, with the barber's weekly breaks as they are now (an edit in Staff shows
 * at once) and the shop's closed dates; a refused listen is thrown to the LiveDataBoundary.
 */
function LiveCalendarDays({
  barber,
  days,
  ...rest
}: { barber: Barber; days: readonly string[] } & Omit<
  Parameters<typeof CalendarDays>[0],
  'days' | 'appointments' | 'blocks' | 'breaks' | 'closedDates'
>) {
  const appointments = useBarberAppointments(barber.shopId, barber.id, days[0]!, days.at(-1)!);
  const blocks = useBarberBlocksFrom(barber.shopId, barber.id, days[0]!);
  const barbers = useBarbers(barber.shopId);
  const shops = useOwnerShops();
  if (!appointments || !blocks || !barbers) return <Typography color="text.secondary">Loading...</Typography>;
  const breaks = barbers.find((b) => b.id === barber.id) ?? {};
  const shop = shops.data?.find((s) => s.id === barber.shopId);
  const closedDates = shop?.closedDates ?? [];
  // One set of rows for every day shown: the barber's hours over the days, widened to what is drawn.
  const range = dayGridRange(days, {
    shopHours: shop?.businessHours,
    barbers: [breaks],
    appointments,
    blocks: days.flatMap((d) => dayBlocksOf(d, blocks, [{ id: barber.id, ...breaks }])),
  });
  return (
    <CalendarDays
      days={days}
      appointments={appointments}
      blocks={blocks}
      breaks={breaks}
      closedDates={closedDates}
      range={range}
      {...rest}
    />
  );
}

/**
 * A barber's Day and Week views (weeks from Sunday, dates and times in the shop's own zone) with
 * time blocks, live: a block added or removed, or a booking made elsewhere, shows without a refresh.
 */
export function BarberCalendar({ barber, zone }: { barber: Barber; zone: string }) {
  const today = todayIn(zone);
  const [view, setView] = useState<'day' | 'week'>('week');
  const [date, setDate] = useState(today);
  const [blockDate, setBlockDate] = useState<string | null>(null);
  const days = view === 'week' ? weekOf(date) : [date];
  const from = days[0]!;
  const to = days.at(-1)!;
  const step = view === 'week' ? 7 : 1;

  /** the break or block day the owner is removing: asked how much first */
  const [removing, setRemoving] = useState<Occurrence | null>(null);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          justifyContent="space-between"
          alignItems={{ sm: 'center' }}
          sx={{ mb: 2 }}
        >
          <Stack direction="row" alignItems="center" spacing={1}>
            <IconButton
              aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
              onClick={() => setDate(addDays(date, -step))}
            >
              <ChevronLeft />
            </IconButton>
            <Typography fontWeight={600} data-testid="calendar-period">
              {view === 'week'
                ? `${dayjs.utc(from).format('D MMM')} – ${dayjs.utc(to).format('D MMM YYYY')}`
                : dayjs.utc(date).format('dddd D MMMM YYYY')}
            </Typography>
            <IconButton aria-label={view === 'week' ? 'Next week' : 'Next day'} onClick={() => setDate(addDays(date, step))}>
              <ChevronRight />
            </IconButton>
            {date !== today && (
              <Button size="small" onClick={() => setDate(today)}>
                Today
              </Button>
            )}
          </Stack>
          <Stack direction="row" spacing={1}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, v) => v && setView(v)}
              aria-label="Calendar view"
            >
              <ToggleButton value="day">Day</ToggleButton>
              <ToggleButton value="week">Week</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="contained" size="small" onClick={() => setBlockDate(date < today ? today : date)}>
              Block Time
            </Button>
          </Stack>
        </Stack>
        <LiveDataBoundary resetKey={`${barber.id}:${from}:${to}`}>
          <LiveCalendarDays
            barber={barber}
            days={days}
            zone={zone}
            today={today}
            onBlockDay={setBlockDate}
            onRemoveBlock={(block, day) => setRemoving({ kind: 'block', date: day, block })}
            onRemoveBreak={(day, weeklyBreak) => setRemoving({ kind: 'break', date: day, weeklyBreak })}
          />
        </LiveDataBoundary>
        {removing && <RemoveOccurrence barber={barber} today={today} occurrence={removing} onClose={() => setRemoving(null)} />}
        {blockDate && (
          <BlockTimeDialog
            shopId={barber.shopId}
            barberId={barber.id}
            zone={zone}
            today={today}
            date={blockDate}
            onClose={() => setBlockDate(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
