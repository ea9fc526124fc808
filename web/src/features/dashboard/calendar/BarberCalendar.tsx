import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { addDays, BLOCK_REASON_LABELS, dayjs, todayIn, weekOf } from '@barbershop/core';
import { useState } from 'react';
import { useToast } from '../../../app/toast';
import { api, ApiError } from '../../../lib/api/client';
import { barberAppointmentsQuery, barberBlocksFromQuery } from '../../../lib/firestore/shopQueries';
import { useLiveQuery } from '../../../lib/firestore/useLiveQuery';
import { BlockTimeDialog } from './BlockTimeDialog';

const ZONE = 'Europe/London';

/** A barber's Day and Week views (weeks from Sunday, times in Europe/London) with time blocks. */
export function BarberCalendar({ barber }: { barber: { id: string; shopId: string } }) {
  const toast = useToast();
  const today = todayIn(ZONE);
  const [view, setView] = useState<'day' | 'week'>('week');
  const [date, setDate] = useState(today);
  const [blockDate, setBlockDate] = useState<string | null>(null);
  const days = view === 'week' ? weekOf(date) : [date];
  const from = days[0]!;
  const to = days.at(-1)!;
  const appointments = useLiveQuery(`cal-appts:${barber.id}:${from}:${to}`, () => barberAppointmentsQuery(barber.shopId, barber.id, from, to));
  const blocks = useLiveQuery(`cal-blocks:${barber.id}:${from}`, () => barberBlocksFromQuery(barber.shopId, barber.id, from));
  const step = view === 'week' ? 7 : 1;

  async function removeBlock(id: string) {
    try {
      await api.delete(`/api/time-blocks/${id}`);
      toast({ title: 'Time block removed' });
    } catch (err) {
      toast({ title: 'Failed to remove time block', description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
          <Stack direction="row" alignItems="center" spacing={1}>
            <IconButton aria-label={view === 'week' ? 'Previous week' : 'Previous day'} onClick={() => setDate(addDays(date, -step))}>
              <ChevronLeft />
            </IconButton>
            <Typography fontWeight={600}>{view === 'week' ? `${dayjs.utc(from).format('D MMM')} – ${dayjs.utc(to).format('D MMM YYYY')}` : dayjs.utc(date).format('dddd D MMMM YYYY')}</Typography>
            <IconButton aria-label={view === 'week' ? 'Next week' : 'Next day'} onClick={() => setDate(addDays(date, step))}>
              <ChevronRight />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1}>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v) => v && setView(v)}>
              <ToggleButton value="day">Day</ToggleButton>
              <ToggleButton value="week">Week</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="contained" size="small" onClick={() => setBlockDate(date < today ? today : date)}>
              Block Time
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: view === 'week' ? 'repeat(7, 1fr)' : '1fr' } }}>
          {days.map((d) => {
            const dayAppts = (appointments.data ?? []).filter((a) => a.date === d && a.status !== 'cancelled');
            const dayBlocks = (blocks.data ?? []).filter((b) => b.startDate <= d && d <= b.endDate);
            return (
              <Box key={d} role="region" aria-label={dayjs.utc(d).format('dddd D MMMM')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minHeight: 120 }}>
                <Stack direction="row" justifyContent="space-between" alignItems="center">
                  <Typography variant="body2" fontWeight={d === today ? 700 : 500}>
                    {dayjs.utc(d).format('ddd D')}
                  </Typography>
                  {d >= today && (
                    <Button size="small" onClick={() => setBlockDate(d)} aria-label={`Block time on ${dayjs.utc(d).format('dddd D MMMM')}`}>
                      + Block
                    </Button>
                  )}
                </Stack>
                {dayBlocks.map((b) => (
                  <Stack key={b.id} direction="row" alignItems="center" sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 0.5, mt: 0.5 }}>
                    <Typography variant="caption" sx={{ flex: 1 }}>
                      {b.isAllDay ? 'All day' : `${b.startTime}–${b.endTime}`} {BLOCK_REASON_LABELS[b.reason]}
                    </Typography>
                    <IconButton size="small" aria-label={`Remove ${BLOCK_REASON_LABELS[b.reason]} block`} onClick={() => removeBlock(b.id)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
                {dayAppts.map((a) => (
                  <Box key={a.id} sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1, px: 0.5, mt: 0.5, fontSize: 12 }}>
                    <strong>{a.time}</strong> {a.customerName} · {a.serviceName}
                  </Box>
                ))}
                {dayAppts.length === 0 && dayBlocks.length === 0 && (
                  <Typography variant="caption" color="text.secondary">
                    No appointments or blocks
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
        {blockDate && <BlockTimeDialog barberId={barber.id} today={today} date={blockDate} onClose={() => setBlockDate(null)} />}
      </CardContent>
    </Card>
  );
}
