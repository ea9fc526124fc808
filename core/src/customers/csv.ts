import { formatPhone } from '../phone/phone';
import type { Appointment, AppointmentStatus, Customer } from '../model/types';
import { instantToZoned } from '../time/zone';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a cell
 * is written with a leading apostrophe, which spreadsheets show as text. Tab and carriage return
 * start a formula in some of them too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What may stand before a formula character without being seen: control characters and Unicode's
 * default-ignorable code points (format characters such as the zero-width space and joiner, the
 * byte-order mark, soft hyphen, variation selectors, the Hangul fillers). A spreadsheet may drop
 * them, or a person may not notice them, so `\u200B=1` is as much a formula as `=1`.
 */
const INVISIBLE_LEAD = /^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+/u;

/**
 * Whether a spreadsheet could run this text as a formula: its first character is `=`, `+`, `-`,
 * `@`, tab or carriage return, after compatibility normalisation (NFKC: the full-width `＝＋－＠`
 * and the small or superscript signs become the ASCII ones) and with the invisible and control
 * characters in front taken off.
 */
export function startsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.normalize('NFKC').replace(INVISIBLE_LEAD, ''));
}

/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; formulas defused. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (startsAsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF between rows (RFC 4180) and after the last one. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Every status as a person reads it (the export's Status column, the profile's chips). */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** Pounds without the sign, so a spreadsheet adds them up: 3500 -> '35.00'. */
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A stored phone as the owner dials it; the national form also avoids the leading '+'. */
const phoneCell = (phone: string) => (phone ? formatPhone(phone) : '');

export const CUSTOMERS_CSV_HEADER = ['Name', 'Phone', 'Email', 'Notes', 'Customer since'] as const;

/** The customer list as CSV; "Customer since" is the record's date in the shop's zone. */
export function customersCsv(
  customers: readonly Pick<Customer, 'name' | 'phone' | 'email' | 'notes' | 'createdAt'>[],
  timeZone: string,
): string {
  return toCsv([
    CUSTOMERS_CSV_HEADER,
    ...customers.map((c) => [c.name, phoneCell(c.phone), c.email, c.notes, instantToZoned(c.createdAt, timeZone).date]),
  ]);
}

export const APPOINTMENTS_CSV_HEADER = [
  'Date',
  'Time',
  'Customer',
  'Phone',
  'Email',
  'Services',
  'Barber',
  'Duration (min)',
  'Price (GBP)',
  'Status',
  'Notes',
] as const;

type CsvAppointment = Pick<
  Appointment,
  | 'date'
  | 'time'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'serviceName'
  | 'barberName'
  | 'durationMin'
  | 'pricePence'
  | 'status'
  | 'notes'
>;

/** Appointments as CSV, in date and time order, every status included (the Status column says which). */
export function appointmentsCsv(appointments: readonly CsvAppointment[]): string {
  const sorted = [...appointments].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  return toCsv([
    APPOINTMENTS_CSV_HEADER,
    ...sorted.map((a) => [
      a.date,
      a.time,
      a.customerName,
      phoneCell(a.customerPhone),
      a.customerEmail,
      a.serviceName,
      a.barberName,
      a.durationMin,
      pounds(a.pricePence),
      APPOINTMENT_STATUS_LABELS[a.status],
      a.notes ?? '',
    ]),
  ]);
}
