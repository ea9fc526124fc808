import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, googleCalendarUrl } from './ics';

const event = {
  start: new Date('2026-10-25T10:00:00.123Z'),
  end: new Date('2026-10-25T10:45:59.999Z'),
  summary: 'Cut; wash, dry',
  location: 'Unit 2\\3, Redchurch St',
  description: 'Line one\nLine two\r\nLine three',
};

describe('buildIcs', () => {
  it('writes one published event in UTC, text escaped, lines ending CRLF', () => {
    expect(buildIcs({ uid: 'appt-7', ...event, now: new Date('2026-10-01T08:30:15.250Z') })).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//BarberBook//Booking//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:appt-7@barberbook',
        'SEQUENCE:0',
        'DTSTAMP:20261001T083015Z',
        'DTSTART:20261025T100000Z',
        'DTEND:20261025T104559Z',
        'SUMMARY:Cut\\; wash\\, dry',
        'LOCATION:Unit 2\\\\3\\, Redchurch St',
        'DESCRIPTION:Line one\\nLine two\\nLine three',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the method and SEQUENCE it is given; a cancel is STATUS:CANCELLED', () => {
    const moved = buildIcs({ uid: 'appt-7', ...event, now: new Date(0), method: 'REQUEST', sequence: 2 });
    expect(moved).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(moved).toContain('\r\nSEQUENCE:2\r\n');
    expect(moved).toContain('\r\nSTATUS:CONFIRMED\r\n');
    const cancelled = buildIcs({ uid: 'appt-7', ...event, now: new Date(0), method: 'CANCEL', sequence: 3 });
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:3\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).not.toContain('CONFIRMED');
  });

  it('escapes every backslash, semicolon, comma and line break, not just the first', () => {
    const ics = buildIcs({ uid: 'u', ...event, summary: 'a;b;c,d,e\\f\\g\nh\ni', now: new Date(0) });
    expect(ics).toContain('\r\nSUMMARY:a\\;b\\;c\\,d\\,e\\\\f\\\\g\\nh\\ni\r\n');
  });

  it('folds a long escaped value', () => {
    const ics = buildIcs({ uid: 'u', ...event, description: 'x'.repeat(80), now: new Date(0) });
    expect(ics).toContain(`\r\nDESCRIPTION:${'x'.repeat(63)}\r\n ${'x'.repeat(17)}\r\nSTATUS:CONFIRMED\r\nEND:VEVENT`);
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets, folds at 76, and continuation lines hold 74 after the space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldLine('a'.repeat(149))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}`);
    expect(foldLine('a'.repeat(150))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
    expect(foldLine('')).toBe('');
  });

  it('counts UTF-8 octets and never splits a character', () => {
    // each character's size decides whether it still fits on the first line
    expect(foldLine(`${'x'.repeat(74)}\u007f`)).toBe(`${'x'.repeat(74)}\u007f`);
    expect(foldLine(`${'x'.repeat(74)}\u0080`)).toBe(`${'x'.repeat(74)}\r\n \u0080`);
    expect(foldLine(`${'x'.repeat(73)}\u07ff`)).toBe(`${'x'.repeat(73)}\u07ff`);
    expect(foldLine(`${'x'.repeat(73)}\u0800`)).toBe(`${'x'.repeat(73)}\r\n \u0800`);
    expect(foldLine(`${'x'.repeat(72)}\uffff`)).toBe(`${'x'.repeat(72)}\uffff`);
    expect(foldLine(`${'x'.repeat(72)}\u{10000}`)).toBe(`${'x'.repeat(72)}\r\n \u{10000}`);
    expect(foldLine(`${'x'.repeat(71)}😀`)).toBe(`${'x'.repeat(71)}😀`);
    expect(foldLine('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
  });
});

describe('googleCalendarUrl', () => {
  it('links a Google Calendar template with every field encoded', () => {
    expect(googleCalendarUrl(event)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Cut%3B%20wash%2C%20dry&dates=20261025T100000Z%2F20261025T104559Z' +
        '&location=Unit%202%5C3%2C%20Redchurch%20St&details=Line%20one%0ALine%20two%0D%0ALine%20three',
    );
  });
});
