// The change window of one stored booking, judged as its private link judges it: from the
// `manageUntil` the booking stored (the shop's cut-off when it was booked or last moved), not the
// shop's setting of today, so an email or page never offers a link that then says "closed".
import { changeWindowFor, type ChangeWindow } from './changePolicy';

const HOUR = 3_600_000;

export function bookingChangeWindow(a: { start: Date; manageUntil?: Date | null }, now: Date | number): ChangeWindow {
  const until = a.manageUntil ?? null;
  const cutoffHours = until === null ? null : Math.round((a.start.getTime() - until.getTime()) / HOUR);
  return changeWindowFor(a.start, cutoffHours, now);
}
