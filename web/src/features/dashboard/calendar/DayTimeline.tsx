import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { busyEndOf } from '@barbershop/core/booking';
import {
  appointmentSpan,
  blockSpan,
  clockTime,
  DEFAULT_GRID_RANGE,
  lanesOf,
  rowsOf,
  timeSpan,
  type GridRange,
  type GridSpan,
} from '@barbershop/core/calendar';
import type { Appointment, BlockReason } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { formatPhone } from '@barbershop/core/phone';
import { BLOCK_REASON_LABELS } from '@barbershop/core/slots';
import { BUFFER_STRIPES } from '../shared/bufferStripes';
import { STATUS_LABELS } from '../overview/GridItems';

export type TimelineAppointment = Pick<
  Appointment,
  'id' | 'date' | 'time' | 'start' | 'end' | 'status' | 'customerName' | 'serviceName' | 'pricePence'
> &
  Partial<Pick<Appointment, 'customerPhone' | 'notes' | 'bufferMin'>>;
export interface TimelineBlock {
  id: string;
  startTime: string | null;
  endTime: string | null;
  isAllDay: boolean;
  reason: BlockReason;
}

const GUTTER = 34;

/** A box over the timeline from its true start for its true length, in its lane. */
const at = (span: GridSpan, rowPx: number, lane = 0, lanes = 1) =>
  ({
    position: 'absolute',
    top: span.start * rowPx,
    height: span.span * rowPx,
    left: `calc(${GUTTER}px + (100% - ${GUTTER}px) * ${lane / lanes})`,
    width: `calc((100% - ${GUTTER}px) / ${lanes} - 2px)`,
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: 1,
    px: 0.5,
    fontSize: 11,
    lineHeight: 1.35,
  }) as const;

function Band({
  span,
  rowPx,
  striped,
  testId,
  children,
}: {
  span: GridSpan;
  rowPx: number;
  striped?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        ...at(span, rowPx),
        color: 'text.secondary',
        bgcolor: striped ? undefined : 'action.disabledBackground',
        backgroundImage: striped ? BUFFER_STRIPES : undefined,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One day of a barber's calendar as a timeline of `range` (the week's hours, shared by its days
 * so their rows line up; default 09:00 to 19:30):
 * each appointment from its start on the shop's clock for its true length, its buffer striped
 * after it, time blocks and weekly breaks shaded over their times, a closed day shaded whole.
 */
export function DayTimeline({
  zone,
  detailed,
  rowPx,
  appointments,
  blocks,
  closed,
  range = DEFAULT_GRID_RANGE,
}: {
  zone: string;
  range?: GridRange;
  /** the Day view: room for the phone and notes */
  detailed: boolean;
  /** the height of a 30-minute row */
  rowPx: number;
  appointments: readonly TimelineAppointment[];
  blocks: readonly TimelineBlock[];
  closed: boolean;
}) {
  const placed = lanesOf(
    appointments.map((a) => ({
      a,
      ...appointmentSpan(clockTime(a.start, zone), (a.end.getTime() - a.start.getTime()) / 60_000, range),
    })),
  );
  const rows = rowsOf(range);
  // a label each hour, at its own row (a range may start on a half hour)
  const hours = rows.flatMap((r, i) => (r.endsWith(':00') ? [{ r, i }] : []));
  return (
    <Box
      data-testid="day-timeline"
      sx={{
        position: 'relative',
        mt: 0.5,
        height: rows.length * rowPx,
        // a line each hour, on the hour
        backgroundImage: `repeating-linear-gradient(to bottom, rgba(0,0,0,0.08) 0 1px, transparent 1px ${2 * rowPx}px)`,
        backgroundPositionY: `${(hours[0]?.i ?? 0) * rowPx}px`,
      }}
    >
      {hours.map(({ r, i }) => (
        <Box
          key={r}
          aria-hidden
          sx={{ position: 'absolute', top: i * rowPx, left: 0, fontSize: 10, color: 'text.secondary', lineHeight: 1.2 }}
        >
          {r}
        </Box>
      ))}
      {closed && (
        <Band span={blockSpan({ isAllDay: true, startTime: null, endTime: null }, range)!} rowPx={rowPx} testId="calendar-closed">
          Closed
        </Band>
      )}
      {blocks.map((b) => {
        const span = blockSpan(b, range);
        return (
          span && (
            <Band key={b.id} span={span} rowPx={rowPx} testId="calendar-block">
              {BLOCK_REASON_LABELS[b.reason]} {b.isAllDay ? '(all day)' : `${b.startTime}–${b.endTime}`}
            </Band>
          )
        );
      })}
      {placed.map(({ a, lane, lanes, ...span }) => {
        const bufferEnd = clockTime(busyEndOf(a), zone);
        const bufferFrom = clockTime(a.end, zone);
        const buffer = a.bufferMin ? timeSpan(bufferFrom, bufferEnd, range) : null;
        const status = STATUS_LABELS[a.status];
        return (
          <Box key={a.id} sx={{ display: 'contents' }}>
            <Box
              data-testid="calendar-appointment"
              title={`${a.customerName} · ${a.serviceName}`}
              sx={{ ...at(span, rowPx, lane, lanes), bgcolor: 'secondary.main', color: 'secondary.contrastText', zIndex: 1 }}
            >
              <strong>
                {clockTime(a.start, zone)}–{clockTime(a.end, zone)}
              </strong>{' '}
              {a.customerName} · {a.serviceName} · {formatPence(a.pricePence)}
              {status && <strong> · {status}</strong>}
              {detailed && (a.customerPhone || a.notes) && (
                <Box component="span" sx={{ display: 'block', opacity: 0.85 }}>
                  {[a.customerPhone && formatPhone(a.customerPhone), a.notes].filter(Boolean).join(' · ')}
                </Box>
              )}
            </Box>
            {buffer && (
              <Band span={buffer} rowPx={rowPx} striped testId="calendar-buffer">
                Buffer time {bufferFrom}–{bufferEnd}
              </Band>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
