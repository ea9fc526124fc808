import type { TimeBlock } from '../model/types';
import { breakBlocksOn, type BreakSchedule } from '../slots/breaks';
import { dayOfWeek } from '../time/zone';
import { blockOnDate } from './grid';
import { timeSpan, type GridSpan } from './gridSpan';
import { GRID_STEP_MIN } from './placement';
import { DEFAULT_GRID_RANGE, type GridRange } from './gridRange';

export type DayBlock = Pick<TimeBlock, 'id' | 'barberId' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'> & {
  /** a weekly break, not a stored block: it is changed in the barber's schedule, not removed here */
  weekly?: boolean;
};

/**
 * What keeps a barber from customers on `date`, as the calendars draw it: their time blocks of
 * that date and their weekly breaks (blocks of reason 'break' marked `weekly`, with an id of
 * their own for drawing).
 */
export function dayBlocksOf(
  date: string,
  blocks: readonly (DayBlock & Pick<TimeBlock, 'startDate' | 'endDate'>)[],
  barbers: readonly ({ id: string } & BreakSchedule)[],
): DayBlock[] {
  const stored = blocks.filter((b) => blockOnDate(b, date));
  const weekday = dayOfWeek(date);
  const breaks = barbers.flatMap((barber) =>
    breakBlocksOn(barber, date, weekday).map((b) => ({
      id: `break-${barber.id}-${b.startTime}`,
      barberId: barber.id,
      startTime: b.startTime,
      endTime: b.endTime,
      isAllDay: false,
      reason: b.reason,
      weekly: true,
    })),
  );
  return [...stored, ...breaks];
}

/** A block's place on the grid: the whole grid when all day, else its times clipped (null when off the grid). */
export function blockSpan(
  block: Pick<DayBlock, 'startTime' | 'endTime' | 'isAllDay'>,
  range: GridRange = DEFAULT_GRID_RANGE,
): GridSpan | null {
  if (block.isAllDay) return { start: 0, span: (range.to - range.from) / GRID_STEP_MIN };
  if (!block.startTime || !block.endTime) return null;
  return timeSpan(block.startTime, block.endTime, range);
}
