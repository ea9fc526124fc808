import type { SlotDto } from '@barbershop/core/api';

/** The parts of the day the time list is grouped by: before 12:00, 12:00-16:59, 17:00 on. */
export const DAY_PARTS = [
  { name: 'Morning', from: '00:00' },
  { name: 'Afternoon', from: '12:00' },
  { name: 'Evening', from: '17:00' },
] as const;

export type DayPartName = (typeof DAY_PARTS)[number]['name'];

export interface DayPart {
  name: DayPartName;
  /** the part's times, in the order given; empty parts are left out */
  slots: SlotDto[];
}

/** The part of the day a time ('HH:mm', the shop's zone) falls in. */
export function dayPartOf(time: string): DayPartName {
  let part: DayPartName = 'Morning';
  for (const p of DAY_PARTS) if (time >= p.from) part = p.name;
  return part;
}

/** The slots grouped Morning, Afternoon, Evening, each keeping the slots' order; parts without a slot are left out. */
export function groupByDayPart(slots: readonly SlotDto[]): DayPart[] {
  return DAY_PARTS.map((p) => ({ name: p.name, slots: slots.filter((s) => dayPartOf(s.time) === p.name) })).filter(
    (p) => p.slots.length > 0,
  );
}
