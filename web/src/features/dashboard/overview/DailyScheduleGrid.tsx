import { Box, Button, Typography } from '@mui/material';
import {
  appointmentSpan,
  blockSpan,
  bufferSpan,
  cellKey,
  dayBlocksOf,
  DEFAULT_GRID_RANGE,
  gridRowOf,
  lanesOf,
  rowAtMinute,
  rowIndexOf,
  rowsOf,
  timeSpan,
  type GridRange,
} from '@barbershop/core/calendar';
import type { Appointment, Barber, TimeBlock } from '@barbershop/core/model';
import type { BreakSchedule } from '@barbershop/core/slots';
import { appointmentTimeLabel } from '@barbershop/core/time';
import { Fragment, useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { AppointmentChip, BlockBand, BufferBand, ClosedBand, ROW_HEIGHT, spanOffsetBox } from './GridItems';

type GridAppointment = Pick<
  Appointment,
  'id' | 'barberId' | 'time' | 'status' | 'durationMin' | 'pricePence' | 'bufferMin' | 'customerName' | 'serviceName'
> &
  Partial<Pick<Appointment, 'start'>>;
type GridBlock = Pick<TimeBlock, 'id' | 'barberId' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'>;
export interface GridTarget {
  barberId: string;
  date: string;
  time: string;
}

export interface DailyScheduleGridProps<A extends GridAppointment> {
  date: string;
  /**
   * active barbers, one column each, then inactive ones with appointments (`bookable` false: no
   * booking from their cells); their weekly breaks are drawn as blocks
   */
  barbers: readonly (Pick<Barber, 'id' | 'name'> & { bookable?: boolean; workingNow?: boolean } & BreakSchedule)[];
  appointments: readonly A[];
  blocks: readonly GridBlock[];
  /** the shop is closed all day (a closed date): every column shaded "Closed", nothing bookable */
  closed?: boolean;
  onCellClick: (target: GridTarget) => void;
  onAppointmentClick: (appointment: A) => void;
  /** a scheduled appointment dropped on another cell (desktop drag and drop); none: not draggable */
  onMove?: (appointment: A, target: GridTarget) => void;
  /** a walk-in with this barber from now: a button in each bookable column's header (today only) */
  onWalkIn?: (barberId: string) => void;
  /** the shop's zone: a time shown twice that day reads '01:30 BST' / '01:30 GMT' on its card */
  timeZone?: string;
  /** the rows shown (core's dayGridRange: the barbers' hours and all that is drawn); default 09:00-19:00 */
  range?: GridRange;
  /** the minute of the day it opens scrolled to (now, on today's grid); absent: the first row */
  scrollToMinute?: number;
}

const ROW_HEAD = 64;
const COLUMN_MIN = 180;

/** What each cell draws over its column: the items starting in its row, each at its true length. */
function overlaysByCell<A extends GridAppointment>(
  date: string,
  barbers: DailyScheduleGridProps<A>['barbers'],
  appointments: readonly A[],
  blocks: readonly GridBlock[],
  closed: boolean,
  range: GridRange,
) {
  const cells = new Map<string, { key: string; node: (onto: ChipHandlers<A>) => ReactNode }[]>();
  const add = (barberId: string, row: string, key: string, node: (onto: ChipHandlers<A>) => ReactNode) =>
    cells.set(cellKey(barberId, row), [...(cells.get(cellKey(barberId, row)) ?? []), { key, node }]);
  const rows = rowsOf(range);
  const firstRow = rows[0]!;
  const rowOfStep = (step: number) => rows[Math.floor(step)] ?? firstRow;

  for (const b of barbers) {
    if (closed) {
      const span = blockSpan({ isAllDay: true, startTime: null, endTime: null }, range)!;
      add(b.id, firstRow, 'closed', () => <ClosedBand box={spanOffsetBox(span, 0)} />);
    }
    const shown = appointments.filter((a) => a.barberId === b.id && a.status !== 'cancelled');
    // A visit sits in its section-9 row (so a screen reader finds it there) but is drawn from its true start.
    for (const a of lanesOf(shown.map((a) => ({ a, ...appointmentSpan(a.time, a.durationMin, range) })))) {
      const row = gridRowOf(a.a.time, range);
      const box = spanOffsetBox(a, rowIndexOf(row, range), a.lane, a.lanes);
      add(b.id, row, a.a.id, (h) => h.chip(a.a, box));
      const buffer = bufferSpan(a.a);
      const bufferAt = buffer && timeSpan(buffer.start, buffer.end, range);
      if (buffer && bufferAt) {
        const bufferRow = rowOfStep(bufferAt.start);
        const bufferBox = spanOffsetBox(bufferAt, rowIndexOf(bufferRow, range), a.lane, a.lanes);
        add(b.id, bufferRow, `buffer-${a.a.id}`, () => <BufferBand start={buffer.start} end={buffer.end} box={bufferBox} />);
      }
    }
  }
  for (const block of dayBlocksOf(date, blocks, barbers)) {
    const span = blockSpan(block, range);
    if (!span) continue;
    const row = rowOfStep(span.start);
    add(block.barberId, row, block.id, () => <BlockBand block={block} box={spanOffsetBox(span, rowIndexOf(row, range))} />);
  }
  return cells;
}

interface ChipHandlers<A> {
  chip: (a: A, box: ReturnType<typeof spanOffsetBox>) => ReactNode;
}

/**
 * The Overview grid: a column per active barber (at least 180 px), and one per
 * inactive barber who still has appointments that day, a row every 30 minutes over `range` (from
 * the earliest opening to the latest closing of the day's barbers, widened to anything outside),
 * opened scrolled to `scrollToMinute` (now, on today's grid).
 * Each appointment is drawn from its true start for its true length (a 75-minute visit over two
 * and a half rows) and sits, for screen readers, in its section-9 row; its buffer time is
 * striped after it, time blocks and weekly breaks are shaded over their times, a closed day is
 * shaded whole; cancelled ones are hidden. At most 500 px high, scrolling inside; the time
 * column stays put while the barbers scroll sideways (phones).
 */
export function DailyScheduleGrid<A extends GridAppointment>({
  date,
  barbers,
  appointments,
  blocks,
  closed = false,
  onCellClick,
  onAppointmentClick,
  onMove,
  onWalkIn,
  timeZone,
  range = DEFAULT_GRID_RANGE,
  scrollToMinute,
}: DailyScheduleGridProps<A>) {
  const [dragging, setDragging] = useState<A | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const nowRow = scrollToMinute === undefined ? null : rowAtMinute(scrollToMinute, range);
  // On opening a day (not on every live update): now's row under the header, the half hour before it above.
  useLayoutEffect(() => {
    if (scroller.current && nowRow !== null) scroller.current.scrollTop = Math.max(0, nowRow - 1) * ROW_HEIGHT;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per day shown
  }, [date, barbers.length > 0]);
  if (barbers.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography fontWeight={600}>No active staff members found</Typography>
        <Typography color="text.secondary">Add staff members to see the calendar view</Typography>
      </Box>
    );
  }
  const overlays = overlaysByCell(date, barbers, appointments, blocks, closed, range);
  const empty = !closed && overlays.size === 0;
  const bookable = (b: (typeof barbers)[number]) => b.bookable !== false && !closed;
  const handlers: ChipHandlers<A> = {
    chip: (a, box) => (
      <AppointmentChip
        appointment={a}
        timeLabel={timeZone && a.start ? appointmentTimeLabel({ date, time: a.time, start: a.start }, timeZone) : a.time}
        box={box}
        draggable={Boolean(onMove) && a.status === 'scheduled'}
        passThrough={dragging !== null}
        onOpen={() => onAppointmentClick(a)}
        onDragStart={(e: DragEvent) => {
          e.dataTransfer.setData('text/plain', a.id);
          e.dataTransfer.effectAllowed = 'move';
          // after the drag has begun: hiding the cards from the pointer at once would cancel it
          setTimeout(() => setDragging(a));
        }}
        onDragEnd={() => setDragging(null)}
      />
    ),
  };
  const drop = (barberId: string, time: string) => {
    const a = dragging;
    setDragging(null);
    if (a && onMove && !(a.barberId === barberId && a.time === time)) onMove(a, { barberId, date, time });
  };
  const sticky = { position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 3, p: 1 } as const;
  return (
    <>
      {empty && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No appointments or time blocks for this date
        </Typography>
      )}
      {closed && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          The shop is closed on this day
        </Typography>
      )}
      <Box
        ref={scroller}
        // a keyboard must be able to scroll it even when no cell of the day is bookable (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label="Schedule, scrollable"
        sx={{ overflow: 'auto', maxHeight: 500, border: 1, borderColor: 'divider', borderRadius: 1 }}
        data-testid="schedule-scroll"
      >
        <Box
          role="table"
          aria-label="Daily schedule"
          sx={{
            display: 'grid',
            gridTemplateColumns: `${ROW_HEAD}px repeat(${barbers.length}, minmax(${COLUMN_MIN}px, 1fr))`,
            minWidth: ROW_HEAD + barbers.length * COLUMN_MIN,
          }}
        >
          <Box role="row" sx={{ display: 'contents' }}>
            <Box role="columnheader" aria-label="Time" sx={{ ...sticky, left: 0, zIndex: 4 }} />
            {barbers.map((b) => (
              <Box
                key={b.id}
                role="columnheader"
                sx={{
                  ...sticky,
                  fontWeight: 700,
                  borderLeft: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                {b.name}
                {onWalkIn && bookable(b) && b.workingNow !== false && (
                  <Button size="small" variant="outlined" aria-label={`Walk-in with ${b.name}`} onClick={() => onWalkIn(b.id)}>
                    Walk-in
                  </Button>
                )}
              </Box>
            ))}
          </Box>
          {rowsOf(range).map((row) => (
            <Box key={row} role="row" sx={{ display: 'contents' }}>
              <Box
                role="rowheader"
                sx={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 3,
                  bgcolor: 'background.paper',
                  p: 1,
                  fontSize: 13,
                  color: 'text.secondary',
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                {row}
              </Box>
              {barbers.map((b) => (
                <Box
                  key={b.id}
                  role="cell"
                  aria-label={`${b.name} ${row}`}
                  onClick={() => bookable(b) && onCellClick({ barberId: b.id, date, time: row })}
                  onDragOver={(e) => {
                    if (!bookable(b) || !dragging) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    drop(b.id, row);
                  }}
                  sx={{
                    position: 'relative',
                    height: ROW_HEIGHT,
                    boxSizing: 'border-box',
                    borderTop: 1,
                    borderLeft: 1,
                    borderColor: 'divider',
                    cursor: bookable(b) ? 'pointer' : 'default',
                    bgcolor: b.bookable === false ? 'action.hover' : undefined,
                    '&:hover': bookable(b) ? { bgcolor: 'action.selected' } : undefined,
                  }}
                >
                  {(overlays.get(cellKey(b.id, row)) ?? []).map((o) => (
                    <Fragment key={o.key}>{o.node(handlers)}</Fragment>
                  ))}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
