import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { blockOnDate, type GridRange } from '@barbershop/core/calendar';
import type { TimeBlock, WeeklyBreak } from '@barbershop/core/model';
import { BLOCK_REASON_LABELS, breakBlocksOn, breaksOn, type BreakSchedule } from '@barbershop/core/slots';
import { dayjs, dayOfWeek } from '@barbershop/core/time';
import { DayTimeline, type TimelineAppointment } from './DayTimeline';

type CalendarBlock = Pick<TimeBlock, 'id' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'>;

export interface CalendarDaysProps {
  /** one date (Day view) or the seven of a week from Sunday (Week view) */
  days: readonly string[];
  /** the shop's IANA zone: times are the shop's clock, whatever the viewer's zone */
  zone: string;
  today: string;
  appointments: readonly TimelineAppointment[];
  blocks: readonly CalendarBlock[];
  /** the barber's weekly breaks, drawn on the days they fall on */
  breaks?: BreakSchedule;
  /** the shop's closed dates, shaded whole */
  closedDates?: readonly string[];
  /** the hours every day's timeline shows (one range for all, so a week's rows line up) */
  range?: GridRange;
  onBlockDay: (date: string) => void;
  /** `date`: the day clicked, so a block over several days can lose that day only */
  onRemoveBlock: (block: CalendarBlock, date: string) => void;
  /** a weekly break drawn on `date` clicked for removal (this day only, or the series) */
  onRemoveBreak?: (date: string, weeklyBreak: WeeklyBreak) => void;
}

const longDay = (d: string) => dayjs.utc(d).format('dddd D MMMM');

/**
 * A barber's days side by side: each day's stored blocks listed (removable), then the day as a
 * timeline where every appointment, buffer, block and weekly break is drawn at its true length
 * (a closed day shaded whole); cancelled appointments hidden. The lists share one grid row and
 * the timelines the next (a subgrid), so a day with more listed starts its hours no lower.
 */
export function CalendarDays({
  days,
  zone,
  today,
  appointments,
  blocks,
  breaks = {},
  closedDates = [],
  range,
  onBlockDay,
  onRemoveBlock,
  onRemoveBreak,
}: CalendarDaysProps) {
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
        const dayBreaks = breakBlocksOn(breaks, d, dayOfWeek(d)).map((b) => ({ ...b, id: `break-${b.startTime}` }));
        return (
          <Box
            key={d}
            role="region"
            aria-label={longDay(d)}
            sx={{
              border: 1,
              borderColor: d === today ? 'secondary.main' : 'divider',
              borderRadius: 1,
              p: 1,
              minHeight: 120,
              display: 'grid',
              gridRow: 'span 2',
              gridTemplateRows: 'subgrid',
              rowGap: 0,
              alignContent: 'start',
            }}
          >
            <Box>
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
              {onRemoveBreak &&
                breaksOn(breaks, d, dayOfWeek(d)).map((b) => (
                  <Stack
                    key={`break-${b.startTime}`}
                    direction="row"
                    alignItems="center"
                    sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 0.5, mt: 0.5 }}
                  >
                    <Typography variant="caption" sx={{ flex: 1 }}>
                      {`${b.startTime}–${b.endTime}`} Weekly break
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={`Remove the ${b.startTime} weekly break`}
                      onClick={() => onRemoveBreak(d, b)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              {dayAppts.length === 0 && dayBlocks.length === 0 && dayBreaks.length === 0 && (
                <Typography variant="caption" color="text.secondary">
                  No appointments or blocks
                </Typography>
              )}
            </Box>
            <DayTimeline
              zone={zone}
              range={range}
              detailed={days.length === 1}
              rowPx={days.length === 1 ? 36 : 20}
              appointments={dayAppts}
              blocks={[...dayBlocks, ...dayBreaks]}
              closed={closedDates.includes(d)}
            />
          </Box>
        );
      })}
    </Box>
  );
}
