import { Box } from '@mui/material';
import type { DragEvent, ReactNode } from 'react';
import type { DayBlock, GridSpan } from '@barbershop/core/calendar';
import type { AppointmentStatus } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { BLOCK_REASON_LABELS } from '@barbershop/core/slots';
import { BUFFER_STRIPES } from '../shared/bufferStripes';

/** The height of one grid row (30 minutes): a 30-minute card has room for its three lines. */
export const ROW_HEIGHT = 52;

/**
 * The box of something drawn over a column: from its true start for its true length, in its
 * lane. `offset` is in rows from the top of the cell it is drawn in (negative when it starts in
 * the row above, as a 10:50 visit kept in the 11:00 row by the section-9 rule).
 */
export function spanBox(offset: number, span: number, lane = 0, lanes = 1) {
  return {
    position: 'absolute',
    top: offset * ROW_HEIGHT,
    height: span * ROW_HEIGHT,
    left: `calc(${(lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
    boxSizing: 'border-box',
    overflow: 'hidden',
  } as const;
}

export const STATUS_LABELS: Partial<Record<AppointmentStatus, string>> = { completed: 'Completed', no_show: 'No-show' };

// A completed visit goes green, a no-show grey: at a glance the owner sees who came.
const STATUS_COLOURS: Partial<Record<AppointmentStatus, string>> = { completed: 'success.dark', no_show: 'grey.700' };

export interface ChipAppointment {
  id: string;
  time: string;
  status: AppointmentStatus;
  durationMin: number;
  pricePence: number;
  customerName: string;
  serviceName: string;
}

/** An appointment's card, the height of its visit; dragged to another cell to move it (desktop). */
export function AppointmentChip({
  appointment: a,
  timeLabel = a.time,
  box,
  draggable,
  passThrough,
  onOpen,
  onDragStart,
  onDragEnd,
}: {
  appointment: ChipAppointment;
  /** the time as read: '01:30 BST' in the hour repeated when the clocks go back (absent: a.time) */
  timeLabel?: string;
  box: ReturnType<typeof spanBox>;
  draggable: boolean;
  /** while another card is dragged, drops go through to the cells under this one */
  passThrough: boolean;
  onOpen: () => void;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
}) {
  const status = STATUS_LABELS[a.status];
  return (
    // A div with the button role, not a <button>: Chromium starts no drag from a <button>.
    <Box
      role="button"
      tabIndex={0}
      draggable={draggable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      data-testid="grid-appointment"
      data-status={a.status}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        e.stopPropagation();
        onOpen();
      }}
      sx={{
        ...box,
        zIndex: 2,
        minHeight: 22,
        textAlign: 'left',
        verticalAlign: 'top',
        display: 'block',
        p: 0.5,
        border: 1,
        borderColor: 'background.paper',
        borderRadius: 1,
        bgcolor: STATUS_COLOURS[a.status] ?? 'secondary.main',
        color: 'common.white',
        cursor: draggable ? 'grab' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        fontSize: 12,
        lineHeight: 1.3,
        pointerEvents: passThrough ? 'none' : undefined,
      }}
    >
      <strong>{timeLabel}</strong> {a.customerName}
      {status && <strong> · {status}</strong>}
      <br />
      {a.serviceName}
      <br />
      {a.durationMin} min · {formatPence(a.pricePence)}
    </Box>
  );
}

/** A band over a column the barber is not free in; clicks go through to the cells under it. */
function Band({ box, striped, children, testId }: { box: object; striped?: boolean; children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        ...box,
        zIndex: 1,
        pointerEvents: 'none',
        px: 0.5,
        fontSize: 11,
        lineHeight: 1.3,
        color: 'text.secondary',
        borderRadius: 1,
        bgcolor: striped ? undefined : 'action.disabledBackground',
        backgroundImage: striped ? BUFFER_STRIPES : undefined,
      }}
    >
      {children}
    </Box>
  );
}

/** A time block or weekly break, shaded over its true time with its reason and times. */
export function BlockBand({ block, box }: { block: DayBlock; box: object }) {
  const label = BLOCK_REASON_LABELS[block.reason];
  return (
    <Band box={box} testId="grid-block">
      {label} {block.isAllDay ? '(all day)' : `${block.startTime}–${block.endTime}`}
    </Band>
  );
}

/** The cleanup after a visit, striped: the barber is busy, the customer has gone. */
export function BufferBand({ start, end, box }: { start: string; end: string; box: object }) {
  return (
    <Band box={box} striped testId="buffer">
      Buffer time {start}–{end}
    </Band>
  );
}

/** The shop's closed day: every column shaded from top to bottom. */
export function ClosedBand({ box }: { box: object }) {
  return (
    <Band box={box} testId="grid-closed">
      Closed
    </Band>
  );
}

export const spanOffsetBox = (span: GridSpan, rowIndex: number, lane?: number, lanes?: number) =>
  spanBox(span.start - rowIndex, span.span, lane, lanes);
