import { Box, Typography } from '@mui/material';
import {
  BLOCK_REASON_LABELS,
  blockCoversRow,
  blockOnDate,
  bufferSpan,
  cellKey,
  formatPence,
  gridRows,
  placeAppointments,
  placeBuffers,
  type Appointment,
  type Barber,
  type TimeBlock,
} from '@barbershop/core';
import { BUFFER_STRIPES } from '../shared/bufferStripes';

type GridAppointment = Pick<
  Appointment,
  'id' | 'barberId' | 'time' | 'status' | 'durationMin' | 'pricePence' | 'bufferMin' | 'customerName' | 'serviceName'
>;
type GridBlock = Pick<TimeBlock, 'id' | 'barberId' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'>;

export interface DailyScheduleGridProps<A extends GridAppointment> {
  date: string;
  /** active barbers, one column each, then inactive ones with appointments (`bookable` false: no booking from their cells) */
  barbers: readonly (Pick<Barber, 'id' | 'name'> & { bookable?: boolean })[];
  appointments: readonly A[];
  blocks: readonly GridBlock[];
  onCellClick: (target: { barberId: string; date: string; time: string }) => void;
  onAppointmentClick: (appointment: A) => void;
}

const ROW_HEAD = 64;
const COLUMN_MIN = 180;

/**
 * The Overview grid (spec section 2): a column per active barber (at least 180 px), and one per
 * inactive barber who still has appointments that day, a row every
 * 30 minutes 09:00-19:00, appointments placed by the section-9 rule and stacked, cancelled ones
 * hidden, time blocks shaded, each appointment's buffer time striped after it (the barber is
 * busy; the customer has gone); at most 500 px high, scrolling inside.
 */
export function DailyScheduleGrid<A extends GridAppointment>({
  date,
  barbers,
  appointments,
  blocks,
  onCellClick,
  onAppointmentClick,
}: DailyScheduleGridProps<A>) {
  if (barbers.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography fontWeight={600}>No active staff members found</Typography>
        <Typography color="text.secondary">Add staff members to see the calendar view</Typography>
      </Box>
    );
  }
  const cells = placeAppointments(appointments);
  const buffers = placeBuffers(appointments);
  const dayBlocks = blocks.filter((b) => blockOnDate(b, date));
  const empty = cells.size === 0 && dayBlocks.length === 0;
  const sticky = { position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, p: 1 } as const;
  return (
    <>
      {empty && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No appointments or time blocks for this date
        </Typography>
      )}
      <Box
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
            <Box role="columnheader" aria-label="Time" sx={sticky} />
            {barbers.map((b) => (
              <Box key={b.id} role="columnheader" sx={{ ...sticky, fontWeight: 700, borderLeft: 1, borderColor: 'divider' }}>
                {b.name}
              </Box>
            ))}
          </Box>
          {gridRows().map((row) => (
            <Box key={row} role="row" sx={{ display: 'contents' }}>
              <Box role="rowheader" sx={{ p: 1, fontSize: 13, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
                {row}
              </Box>
              {barbers.map((b) => {
                const here = cells.get(cellKey(b.id, row)) ?? [];
                const block = dayBlocks.find((x) => x.barberId === b.id && blockCoversRow(x, date, row));
                const buffered = buffers.get(cellKey(b.id, row)) ?? [];
                return (
                  <Box
                    key={b.id}
                    role="cell"
                    aria-label={`${b.name} ${row}`}
                    onClick={() => b.bookable !== false && onCellClick({ barberId: b.id, date, time: row })}
                    sx={{
                      minHeight: 44,
                      p: 0.5,
                      borderTop: 1,
                      borderLeft: 1,
                      borderColor: 'divider',
                      cursor: b.bookable === false ? 'default' : 'pointer',
                      bgcolor: block || b.bookable === false ? 'action.hover' : undefined,
                      backgroundImage: buffered.length > 0 ? BUFFER_STRIPES : undefined,
                      '&:hover': b.bookable === false ? undefined : { bgcolor: 'action.selected' },
                    }}
                  >
                    {block && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {BLOCK_REASON_LABELS[block.reason]}
                      </Typography>
                    )}
                    {buffered.map((a) => {
                      const span = bufferSpan(a)!;
                      return (
                        <Typography key={a.id} variant="caption" color="text.secondary" component="div" data-testid="buffer">
                          Buffer time {span.start}–{span.end}
                        </Typography>
                      );
                    })}
                    {here.map((a) => (
                      <Box
                        key={a.id}
                        component="button"
                        type="button"
                        onClick={(e) => {
                          e.stopPropagation();
                          onAppointmentClick(a);
                        }}
                        sx={{
                          display: 'block',
                          width: '100%',
                          textAlign: 'left',
                          mb: 0.5,
                          p: 0.5,
                          border: 0,
                          borderRadius: 1,
                          bgcolor: 'secondary.main',
                          color: 'secondary.contrastText',
                          cursor: 'pointer',
                          font: 'inherit',
                          fontSize: 12,
                        }}
                      >
                        <strong>{a.time}</strong> {a.customerName}
                        <br />
                        {a.serviceName}
                        <br />
                        {a.durationMin ?? 30} min · {formatPence(a.pricePence)}
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
  );
}
