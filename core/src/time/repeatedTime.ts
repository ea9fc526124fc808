// The hour repeated when the clocks go back (01:00-02:00 on the UK's last Sunday of October) shows
// every wall time twice: 01:30 BST, then an hour later 01:30 GMT. A booking at either is stored as
// its own instant; wherever a person reads its time, a repeated one carries the zone's
// abbreviation so the two never read alike. Ordinary times stay bare 'HH:mm' (docs/decisions.md).
import { dayClock } from './dayClock';
import { instantToZoned, wallTimeInstants, zonedToInstant } from './zone';

/** Whether the zone's clock shows `date` `time` twice (the hour repeated when the clocks go back). */
export function isAmbiguousLocalTime(date: string, time: string, timeZone: string): boolean {
  return wallTimeInstants(date, time, timeZone).length > 1;
}

/** Whether the wall time an instant reads as in the zone is shown twice that day. */
export function isAmbiguousInstant(instant: Date | number, timeZone: string): boolean {
  const { date, time } = instantToZoned(instant, timeZone);
  return isAmbiguousLocalTime(date, time, timeZone);
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name in force at an instant, as a UK reader knows it: 'BST' or 'GMT' in
 * Europe/London, 'CET'/'CEST' in Paris; a zone without a common abbreviation gives its offset
 * ('GMT-5'). en-GB, because en-US (what dayjs's 'z' asks for) names London's summer 'GMT+1'.
 */
export function zoneAbbreviation(instant: Date | number, timeZone: string): string {
  let format = abbreviationFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    abbreviationFormats.set(timeZone, format);
  }
  const part = format.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The time of an instant as a person reads it in the shop: 'HH:mm' in the zone, followed by the
 * zone's abbreviation ('01:30 BST', '01:30 GMT') when that wall time is shown twice that day.
 */
export function shopTimeLabel(instant: Date | number, timeZone: string): string {
  const { date, time } = instantToZoned(instant, timeZone);
  return isAmbiguousLocalTime(date, time, timeZone) ? `${time} ${zoneAbbreviation(instant, timeZone)}` : time;
}

/**
 * The label of a wall time read at a given occurrence: for a picker offering both 01:30s of the
 * repeated hour. Each instant the clock shows `date` `time`, earliest first, with its label.
 */
export function wallTimeOccurrences(date: string, time: string, timeZone: string): { instant: number; label: string }[] {
  return wallTimeInstants(date, time, timeZone).map((instant) => ({ instant, label: shopTimeLabel(instant, timeZone) }));
}

/**
 * A booking's time as a person reads it: its stored shop-zone 'HH:mm', with the zone's
 * abbreviation of its own instant when that wall time is shown twice that day ('01:30 BST').
 */
export function appointmentTimeLabel(a: { date: string; time: string; start: Date | number }, timeZone: string): string {
  return isAmbiguousLocalTime(a.date, a.time, timeZone) ? `${a.time} ${zoneAbbreviation(a.start, timeZone)}` : a.time;
}

/**
 * A listed wall time as read: the bare 'HH:mm' means its second occurrence when shown twice (the
 * slot engine's reading, zonedToInstant), so on the day the clocks go back 01:30 reads '01:30 GMT'.
 */
export function listedTimeLabel(date: string, time: string, timeZone: string): string {
  // a day whose offset never changes (all but two a year) needs no more look-ups: a slot list names dozens
  const clock = dayClock(date, timeZone);
  if (clock.shiftBefore === clock.shiftAfter) return time;
  return appointmentTimeLabel({ date, time, start: zonedToInstant(date, time, timeZone) }, timeZone);
}
