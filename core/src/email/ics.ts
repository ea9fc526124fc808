// A minimal iCalendar (RFC 5545) event for the booking confirmation's attachment.
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  now?: Date;
  /** RFC 5546 method: PUBLISH (a new booking), REQUEST (a moved one), CANCEL (a cancelled one) */
  method?: IcsMethod;
  /** SEQUENCE: 0 for the booking, raised by each change; the UID stays the same */
  sequence?: number;
}

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BarberBook//Booking//EN',
    `METHOD:${e.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}@barberbook`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTAMP:${stamp(e.now ?? new Date())}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** An "Add to Google Calendar" link for the same event. */
export function googleCalendarUrl(e: Omit<IcsEvent, 'uid' | 'method' | 'sequence'>): string {
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', e.summary],
    ['dates', `${stamp(e.start)}/${stamp(e.end)}`],
    ['location', e.location],
    ['details', e.description],
  ];
  return `https://calendar.google.com/calendar/render?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
