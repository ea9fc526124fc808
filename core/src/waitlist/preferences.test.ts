import { describe, expect, it } from 'vitest';
import { DEFAULT_WIZARD_HOURS } from '../shop/wizard';
import { checkPreferences, CLOSED_DAY_MESSAGE, outsideHoursMessage, PAST_DATE_MESSAGE, PAST_WINDOW_MESSAGE } from './preferences';

// Tuesday 10 March 2026, 12:00 in London (GMT)
const now = Date.UTC(2026, 2, 10, 12, 0);
const shop = {
  timezone: 'Europe/London',
  businessHours: DEFAULT_WIZARD_HOURS,
  closedDates: ['2026-03-12'],
  bookingHorizonDays: 30,
};
const check = (prefs: { date: string; from: string; to: string }[], s = shop) => checkPreferences(prefs, s, now);

describe('checkPreferences', () => {
  it('keeps open days within the horizon, sorted, with their distinct dates', () => {
    expect(
      check([
        { date: '2026-03-13', from: '14:00', to: '16:00' },
        { date: '2026-03-11', from: '09:00', to: '10:00' },
        { date: '2026-03-13', from: '09:00', to: '10:00' },
      ]),
    ).toEqual({
      ok: true,
      preferences: [
        { date: '2026-03-11', from: '09:00', to: '10:00' },
        { date: '2026-03-13', from: '09:00', to: '10:00' },
        { date: '2026-03-13', from: '14:00', to: '16:00' },
      ],
      dates: ['2026-03-11', '2026-03-13'],
    });
  });

  it('merges repeated, overlapping and touching windows of one date', () => {
    const merged = check([
      { date: '2026-03-11', from: '10:00', to: '11:00' },
      { date: '2026-03-11', from: '10:00', to: '11:00' },
      { date: '2026-03-11', from: '10:30', to: '12:00' },
      { date: '2026-03-11', from: '12:00', to: '13:00' },
      { date: '2026-03-11', from: '10:15', to: '10:45' },
      { date: '2026-03-11', from: '15:00', to: '16:00' },
    ]);
    expect(merged).toEqual({
      ok: true,
      preferences: [
        { date: '2026-03-11', from: '10:00', to: '13:00' },
        { date: '2026-03-11', from: '15:00', to: '16:00' },
      ],
      dates: ['2026-03-11'],
    });
  });

  it('takes today while the window is still ahead, not once its last start passed', () => {
    expect(check([{ date: '2026-03-10', from: '11:00', to: '12:30' }]).ok).toBe(true);
    expect(check([{ date: '2026-03-10', from: '10:00', to: '12:00' }])).toEqual({
      ok: false,
      message: PAST_WINDOW_MESSAGE,
      errors: { 'preferences[0]': PAST_WINDOW_MESSAGE },
    });
  });

  it('refuses each bad window by its place in the request', () => {
    const result = check([
      { date: '2026-03-11', from: '09:00', to: '10:00' },
      { date: '2026-03-09', from: '09:00', to: '10:00' },
      { date: '2026-04-10', from: '09:00', to: '10:00' },
      { date: '2026-03-15', from: '11:00', to: '12:00' },
      { date: '2026-03-12', from: '11:00', to: '12:00' },
    ]);
    expect(result).toEqual({
      ok: false,
      message: PAST_DATE_MESSAGE,
      errors: {
        'preferences[1]': PAST_DATE_MESSAGE,
        'preferences[2]': 'Online bookings open 30 days ahead. Please choose an earlier date.',
        // a Sunday (closed all day) and a closed date
        'preferences[3]': CLOSED_DAY_MESSAGE,
        'preferences[4]': CLOSED_DAY_MESSAGE,
      },
    });
  });

  it('takes the horizon day itself and refuses the day after', () => {
    expect(check([{ date: '2026-04-09', from: '09:00', to: '10:00' }]).ok).toBe(true);
    expect(check([{ date: '2026-04-10', from: '09:00', to: '10:00' }]).ok).toBe(false);
  });

  it('refuses a window wholly outside the day’s hours, keeps one that reaches into them', () => {
    const outside = outsideHoursMessage('09:00', '17:00');
    expect(check([{ date: '2026-03-14', from: '17:00', to: '19:00' }])).toMatchObject({ ok: false, message: outside });
    expect(check([{ date: '2026-03-14', from: '07:00', to: '08:30' }])).toMatchObject({ ok: false, message: outside });
    expect(check([{ date: '2026-03-14', from: '07:00', to: '09:00' }]).ok).toBe(true);
    expect(check([{ date: '2026-03-14', from: '16:30', to: '19:00' }]).ok).toBe(true);
  });
});
