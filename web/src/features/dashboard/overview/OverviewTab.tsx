import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Typography } from '@mui/material';
import { addDays, BLOCK_REASON_LABELS, cellKey, dayjs, dayStats, formatPence, gridRows, isValidDate, placeAppointments, todayIn, type Appointment, type BarbershopDto, type TimeBlock } from '@barbershop/core';
import { useState } from 'react';
import { useToast } from '../../../app/toast';
import { api, ApiError } from '../../../lib/api/client';
import { appointmentsQuery, blocksFromQuery } from '../../../lib/firestore/shopQueries';
import { useLiveQuery } from '../../../lib/firestore/useLiveQuery';
import type { ShopLive } from '../useShopLive';
import { BookAppointmentDialog, type BookTarget } from './BookAppointmentDialog';

const blockCovers = (b: TimeBlock, date: string, row: string) =>
  b.startDate <= date && date <= b.endDate && (b.isAllDay || (Boolean(b.startTime && b.endTime) && b.startTime! <= row && row < b.endTime!));

export function OverviewTab({ shop, live }: { shop: BarbershopDto; live: ShopLive }) {
  const toast = useToast();
  const [date, setDate] = useState(() => todayIn(shop.timezone));
  const [target, setTarget] = useState<BookTarget | null>(null);
  const [selected, setSelected] = useState<Appointment | null>(null);
  const appointments = useLiveQuery(`appts:${shop.id}:${date}`, () => appointmentsQuery(shop.id, date, date));
  const blocks = useLiveQuery(`blocks:${shop.id}:${date}`, () => blocksFromQuery(shop.id, date));
  const dayAppointments = appointments.data ?? [];
  const dayBlocks = (blocks.data ?? []).filter((b) => b.startDate <= date);
  const stats = dayStats(dayAppointments);
  const cells = placeAppointments(dayAppointments);
  const barbers = live.barbers.filter((b) => b.isActive !== false);
  const rows = gridRows();

  async function cancel(a: Appointment) {
    try {
      await api.delete(`/api/appointments/${a.id}`);
      toast({ title: 'Appointment cancelled', description: 'Successfully cancelled appointment' });
      setSelected(null);
    } catch (err) {
      toast({ title: 'Failed to cancel appointment', description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });
    }
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">Total Appointments</Typography>
            <Typography variant="h4" component="p" fontWeight={700} data-testid="total-appointments">
              {stats.count}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">Today's Est Revenue</Typography>
            <Typography variant="h4" component="p" fontWeight={700} data-testid="est-revenue">
              {formatPence(stats.revenuePence)}
            </Typography>
          </CardContent>
        </Card>
      </Box>

      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between" sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">
              Daily Schedule
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center">
              <IconButton aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
                <ChevronLeft />
              </IconButton>
              <TextField
                type="date"
                size="small"
                label="Date"
                value={date}
                onChange={(e) => isValidDate(e.target.value) && setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <IconButton aria-label="Next day" onClick={() => setDate(addDays(date, 1))}>
                <ChevronRight />
              </IconButton>
              {stats.count > 0 ? <Chip color="secondary" label={`${stats.count} appointment${stats.count === 1 ? '' : 's'}`} /> : <Chip label="No appointments" />}
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {dayjs.utc(date).format('dddd D MMMM YYYY')}
          </Typography>
          {barbers.length === 0 ? (
            <Box sx={{ py: 4, textAlign: 'center' }}>
              <Typography fontWeight={600}>No active staff members found</Typography>
              <Typography color="text.secondary">Add staff members to see the calendar view</Typography>
            </Box>
          ) : (
            <>
              {stats.count === 0 && dayBlocks.length === 0 && (
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  No appointments or time blocks for this date
                </Typography>
              )}
              <Box sx={{ overflow: 'auto', maxHeight: 500, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Box
                  role="table"
                  aria-label="Daily schedule"
                  sx={{ display: 'grid', gridTemplateColumns: `64px repeat(${barbers.length}, minmax(180px, 1fr))`, minWidth: 64 + barbers.length * 180 }}
                >
                  <Box role="row" sx={{ display: 'contents' }}>
                    <Box role="columnheader" sx={{ position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, p: 1 }} />
                    {barbers.map((b) => (
                      <Box key={b.id} role="columnheader" sx={{ position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, p: 1, fontWeight: 700, borderLeft: 1, borderColor: 'divider' }}>
                        {b.name}
                      </Box>
                    ))}
                  </Box>
                  {rows.map((row) => (
                    <Box key={row} role="row" sx={{ display: 'contents' }}>
                      <Box role="rowheader" sx={{ p: 1, fontSize: 13, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
                        {row}
                      </Box>
                      {barbers.map((b) => {
                        const here = cells.get(cellKey(b.id, row)) ?? [];
                        const block = dayBlocks.find((x) => x.barberId === b.id && blockCovers(x, date, row));
                        return (
                          <Box
                            key={b.id}
                            role="cell"
                            aria-label={`${b.name} ${row}`}
                            onClick={() => setTarget({ barberId: b.id, date, time: row })}
                            sx={{ minHeight: 44, p: 0.5, borderTop: 1, borderLeft: 1, borderColor: 'divider', cursor: 'pointer', bgcolor: block ? 'action.hover' : undefined, '&:hover': { bgcolor: 'action.selected' } }}
                          >
                            {block && (
                              <Typography variant="caption" color="text.secondary">
                                {BLOCK_REASON_LABELS[block.reason]}
                              </Typography>
                            )}
                            {here.map((a) => (
                              <Box
                                key={a.id}
                                component="button"
                                type="button"
                                onClick={(e) => {
                                  e.stopPropagation();
                                  setSelected(a);
                                }}
                                sx={{ display: 'block', width: '100%', textAlign: 'left', mb: 0.5, p: 0.5, border: 0, borderRadius: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', cursor: 'pointer', font: 'inherit', fontSize: 12 }}
                              >
                                <strong>{a.time}</strong> {a.customerName}
                                <br />
                                {a.serviceName}
                              </Box>
                            ))}
                          </Box>
                        );
                      })}
                    </Box>
                  ))}
                </Box>
              </Box>
            </>
          )}
        </CardContent>
      </Card>

      {target && <BookAppointmentDialog key={`${target.barberId}-${target.time}`} shopId={shop.id} live={live} target={target} onClose={() => setTarget(null)} />}

      <Dialog open={Boolean(selected)} onClose={() => setSelected(null)}>
        <DialogTitle>Appointment</DialogTitle>
        {selected && (
          <DialogContent>
            <Typography>
              {selected.time} · {selected.durationMin ?? 30} min · {formatPence(selected.pricePence)}
            </Typography>
            <Typography fontWeight={600}>{selected.customerName}</Typography>
            <Typography>
              {selected.serviceName} with {selected.barberName}
            </Typography>
            <Typography color="text.secondary">
              {selected.customerPhone} {selected.customerEmail}
            </Typography>
            {selected.notes && <Typography sx={{ mt: 1 }}>{selected.notes}</Typography>}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setSelected(null)}>Close</Button>
          <Button color="error" onClick={() => selected && cancel(selected)}>
            Cancel Appointment
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
