import { minutesOf, timeOf } from '../time/zone';

export const GRID_START = '09:00';
export const GRID_END = '19:00';
export const GRID_STEP_MIN = 30;

/** The dashboard grid's rows: every 30 minutes from 09:00 to 19:00 (21 rows). */
export function gridRows(): string[] {
  const rows: string[] = [];
  for (let m = minutesOf(GRID_START); m <= minutesOf(GRID_END); m += GRID_STEP_MIN) rows.push(timeOf(m));
  return rows;
}

/**
 * The row an appointment sits in: start minutes under 15 go to :00, 15 to 44
 * to :30, 45 or more to the next hour.
 */
export function placementRow(time: string): string {
  const total = minutesOf(time);
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  if (minute < 15) return timeOf(hour * 60);
  if (minute < 45) return timeOf(hour * 60 + 30);
  return timeOf((hour + 1) * 60);
}
