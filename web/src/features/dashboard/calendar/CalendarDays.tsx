import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { BUFFER_STRIPES } from '../shared/bufferStripes';
import {
  BLOCK_REASON_LABELS,
  blockOnDate,
  busyEndOf,
  clockTime,
  dayjs,
  formatPence,
  formatPhone,
  type Appointment,
  type TimeBlock,
  type WeeklyBreak,
} from '@barbershop/core';

type CalendarAppointment = Pick<
  Appointment,
  'id' | 'date' | 'time' | 'start' | 'end' | 'status' | 'customerName' | 'serviceName' | 'pricePence'
> &
  Partial<Pick<Appointment, 'customerPhone' | 'notes' | 'bufferMin'>>;
type CalendarBlock = Pick<TimeBlock, 'id' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'>;

export interface CalendarDaysProps {
  /** one date (Day view) or the seven of a week from Sunday (Week view) */
  days: readonly string[];
  /** the shop's IANA zone: times are the shop's clock (spec section 9), whatever the viewer's zone */
  zone: string;
  today: string;
  appointments: readonly CalendarAppointment[];
  blocks: readonly CalendarBlock[];
  onBlockDay: (date: string) => void;
  /** `date`: the day clicked, so a block over several days can lose that day only */
  onRemoveBlock: (block: CalendarBlock, date: string) => void;
  /** a weekly break drawn on `date` clicked for removal (this day only, or the series) */
  onRemoveBreak?: (date: string, weeklyBreak: WeeklyBreak) => void;
}

const longDay = (d: string) => dayjs.utc(d).format('dddd D MMMM');

/** The buffer time after an appointment, striped: the barber is busy, the customer has gone. */
function BufferLine({ appointment, zone }: { appointment: CalendarAppointment; zone: string }) {
  if (!appointment.bufferMin) return null;
  return (
    <Typography
      variant="caption"
      component="div"
      color="text.secondary"
      data-testid="calendar-buffer"
      sx={{
        borderRadius: 1,
        px: 0.5,
        mt: 0.25,
        backgroundImage: BUFFER_STRIPES,
      }}
    >
      Buffer time {clockTime(appointment.end, zone)}–{clockTime(busyEndOf(appointment), zone)}
    </Typography>
  );
}

/** A barber's days side by side: blocks, then appointments by start (each with its buffer time); cancelled ones hidden. */
export function CalendarDays({ days, zone, today, appointments, blocks, onBlockDay, onRemoveBlock }: CalendarDaysProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: days.length > 1 ? `repeat(${days.length}, minmax(0, 1fr))` : '1fr' },
      }}
    >
      {days.map((d) => {
        const dayAppts = appointments
          .filter((a) => a.date === d && a.status !== 'cancelled')
          .sort((a, b) => a.start.getTime() - b.start.getTime());
        const dayBlocks = blocks.filter((b) => blockOnDate(b, d));
        return (
          <Box
            key={d}
            role="region"
            aria-label={longDay(d)}
            sx={{ border: 1, borderColor: d === today ? 'secondary.main' : 'divider', borderRadius: 1, p: 1, minHeight: 120 }}
          >
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="body2" fontWeight={d === today ? 700 : 500}>
                {dayjs.utc(d).format('ddd D MMM')}
              </Typography>
              {d >= today && (
                <Button size="small" onClick={() => onBlockDay(d)} aria-label={`Block time on ${longDay(d)}`}>
                  + Block
                </Button>
              )}
            </Stack>
            {dayBlocks.map((b) => (
              <Stack
                key={b.id}
                direction="row"
                alignItems="center"
                sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 0.5, mt: 0.5 }}
              >
                <Typography variant="caption" sx={{ flex: 1 }}>
                  {b.isAllDay ? 'All day' : `${b.startTime}–${b.endTime}`} {BLOCK_REASON_LABELS[b.reason]}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Remove ${BLOCK_REASON_LABELS[b.reason]} block`}
                  onClick={() => onRemoveBlock(b, d)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            {dayAppts.map((a) => (
              <Fragment key={a.id}>
                <Box
                  data-testid="calendar-appointment"
                  sx={{
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    borderRadius: 1,
                    px: 0.5,
                    mt: 0.5,
                    fontSize: 12,
                  }}
                >
                  <strong>
                    {clockTime(a.start, zone)}–{clockTime(a.end, zone)}
                  </strong>{' '}
                  {a.customerName} · {a.serviceName} · {formatPence(a.pricePence)}
                  {days.length === 1 && (a.customerPhone || a.notes) && (
                    <Box component="span" sx={{ display: 'block', opacity: 0.85 }}>
                      {[a.customerPhone && formatPhone(a.customerPhone), a.notes].filter(Boolean).join(' · ')}
                    </Box>
                  )}
                </Box>
                <BufferLine appointment={a} zone={zone} />
              </Fragment>
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
  );
}
