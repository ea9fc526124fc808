import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekOf } from '@barbershop/core/calendar';
import { describe, expect, it, vi } from 'vitest';
import { CalendarDays } from './CalendarDays';

/**
 * An appointment as stored: its start and end instants in UTC, the way the server writes them.
 * The calendar must work out the shop's clock times itself.
 */
const appt = (
  id: string,
  date: string,
  time: string,
  startUtc: string,
  customerName: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) => {
  const start = new Date(startUtc);
  return {
    id,
    date,
    time,
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    status,
    customerName,
    serviceName: 'Cut',
    pricePence: 2000,
  };
};
const none = () => undefined;

describe('barber calendar, week view', () => {
  // Clocks go back at 02:00 on Sunday 25 October 2026: the week runs Sunday 25 to Saturday 31.
  const days = weekOf('2026-10-28');

  it('starts the clock-change week on Sunday and shows times in Europe/London on both sides of it', () => {
    // 09:00 in London is 08:00 UTC the day before the change (BST) and 09:00 UTC after it (GMT).
    const appointments = [
      appt('before', '2026-10-24', '09:00', '2026-10-24T08:00:00Z', 'Saturday Summer'), // outside this week
      appt('sun', '2026-10-25', '10:00', '2026-10-25T10:00:00Z', 'Sunday Winter'),
      appt('mon', '2026-10-26', '09:00', '2026-10-26T09:00:00Z', 'Monday Winter'),
      appt('gone', '2026-10-27', '11:00', '2026-10-27T11:00:00Z', 'Cancelled Guy', 'cancelled'),
    ];
    const { rerender } = render(
      <CalendarDays
        zone="Europe/London"
        days={days}
        today="2026-10-20"
        appointments={appointments}
        blocks={[]}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Sunday 25 October',
      'Monday 26 October',
      'Tuesday 27 October',
      'Wednesday 28 October',
      'Thursday 29 October',
      'Friday 30 October',
      'Saturday 31 October',
    ]);
    expect(within(regions[0]!).getByTestId('calendar-appointment')).toHaveTextContent('10:00–10:30 Sunday Winter');
    expect(within(regions[1]!).getByTestId('calendar-appointment')).toHaveTextContent('09:00–09:30 Monday Winter');
    expect(screen.queryByText(/Saturday Summer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cancelled Guy/)).not.toBeInTheDocument();
    expect(within(regions[2]!).getByText('No appointments or blocks')).toBeInTheDocument();

    // The day before the change, in summer time: 08:00 UTC reads 09:00.
    rerender(
      <CalendarDays
        zone="Europe/London"
        days={['2026-10-24']}
        today="2026-10-20"
        appointments={appointments}
        blocks={[]}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    expect(screen.getByTestId('calendar-appointment')).toHaveTextContent('09:00–09:30 Saturday Summer');
  });

  it('shows a block on every day it spans, removable, and hides add buttons for past days', async () => {
    const onRemoveBlock = vi.fn();
    const onBlockDay = vi.fn();
    const vacation = {
      id: 'v1',
      startDate: '2026-10-29',
      endDate: '2026-11-02',
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation' as const,
    };
    render(
      <CalendarDays
        zone="Europe/London"
        days={days}
        today="2026-10-28"
        appointments={[]}
        blocks={[vacation]}
        onBlockDay={onBlockDay}
        onRemoveBlock={onRemoveBlock}
      />,
    );
    expect(screen.getAllByText('All day Vacation')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Block time on Tuesday 27 October' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block time on Wednesday 28 October' }));
    expect(onBlockDay).toHaveBeenCalledWith('2026-10-28');
    await user.click(screen.getAllByRole('button', { name: 'Remove Vacation block' })[0]!);
    expect(onRemoveBlock).toHaveBeenCalledWith(vacation, '2026-10-29');
  });
});

describe('barber calendar, day view', () => {
  it("shows the customer's stored E.164 phone in national format", () => {
    const booked = {
      ...appt('p', '2026-10-28', '10:00', '2026-10-28T10:00:00Z', 'Phone Person'),
      customerPhone: '+447700900123',
      notes: 'Beard too',
    };
    render(
      <CalendarDays
        zone="Europe/London"
        days={['2026-10-28']}
        today="2026-10-20"
        appointments={[booked]}
        blocks={[]}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    expect(screen.getByTestId('calendar-appointment')).toHaveTextContent('07700 900123 · Beard too');
    expect(screen.queryByText(/\+44/)).not.toBeInTheDocument();
  });

  it("shows a visit's services with its total, then its buffer time on the shop's clock", () => {
    const visit = {
      ...appt('v', '2026-10-28', '10:00', '2026-10-28T10:00:00Z', 'Two Things'),
      serviceName: 'Cut + Beard Trim',
      pricePence: 3500,
      bufferMin: 15,
    };
    render(
      <CalendarDays
        zone="Europe/London"
        days={['2026-10-28']}
        today="2026-10-20"
        appointments={[visit, { ...appt('n', '2026-10-28', '12:00', '2026-10-28T12:00:00Z', 'No Buffer'), bufferMin: 0 }]}
        blocks={[]}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    expect(screen.getAllByTestId('calendar-appointment')[0]).toHaveTextContent(
      '10:00–10:30 Two Things · Cut + Beard Trim · £35.00',
    );
    expect(screen.getAllByTestId('calendar-buffer').map((b) => b.textContent)).toEqual(['Buffer time 10:30–10:45']);
  });
});

describe('barber calendar, drawn at true length', () => {
  it('draws a 75-minute visit, its buffer, a weekly break and a closed day over their times', () => {
    // 10:00-11:15 on 28 October 2026 (a Wednesday, GMT), then 15 minutes of buffer time
    const start = new Date('2026-10-28T10:00:00Z');
    const visit = {
      ...appt('v', '2026-10-28', '10:00', '2026-10-28T10:00:00Z', 'Long Visit'),
      end: new Date(start.getTime() + 75 * 60_000),
      bufferMin: 15,
    };
    render(
      <CalendarDays
        zone="Europe/London"
        days={['2026-10-28']}
        today="2026-10-20"
        appointments={[visit]}
        blocks={[]}
        breaks={{ weeklyBreaks: [{ dayOfWeek: 3, startTime: '13:00', endTime: '13:45' }] }}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    // Day view: 36 px a 30-minute row from 09:00
    const placed = (el: HTMLElement) => [getComputedStyle(el).top, getComputedStyle(el).height];
    const card = screen.getByTestId('calendar-appointment');
    expect(card).toHaveTextContent('10:00–11:15 Long Visit');
    expect(placed(card)).toEqual(['72px', '90px']);
    expect(screen.getByTestId('calendar-buffer')).toHaveTextContent('Buffer time 11:15–11:30');
    expect(placed(screen.getByTestId('calendar-buffer'))).toEqual(['162px', '18px']);
    const lunchBreak = screen.getByTestId('calendar-block');
    expect(lunchBreak).toHaveTextContent('Break 13:00–13:45');
    expect(placed(lunchBreak)).toEqual(['288px', '54px']);
    // a break is the barber's schedule, not a block to remove here
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('calendar-closed')).not.toBeInTheDocument();
  });

  it("shades the shop's closed day whole", () => {
    render(
      <CalendarDays
        zone="Europe/London"
        days={weekOf('2026-12-23')}
        today="2026-12-20"
        appointments={[]}
        blocks={[]}
        closedDates={['2026-12-25']}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    const closed = screen.getAllByTestId('calendar-closed');
    expect(closed).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Friday 25 December' })).getByTestId('calendar-closed')).toHaveTextContent(
      'Closed',
    );
    // week view: 20 px a row, 21 rows
    expect(getComputedStyle(closed[0]!).height).toBe('420px');
  });
});

describe('barber calendar of a shop outside London', () => {
  it("shows times on the shop's own clock, not London's", () => {
    // A New York shop: 14:00 UTC on 28 October 2026 is 10:00 there (EDT) and 14:00 in London (GMT).
    render(
      <CalendarDays
        zone="America/New_York"
        days={['2026-10-28']}
        today="2026-10-20"
        appointments={[appt('ny', '2026-10-28', '10:00', '2026-10-28T14:00:00Z', 'Empire State')]}
        blocks={[]}
        onBlockDay={none}
        onRemoveBlock={none}
      />,
    );
    expect(screen.getByTestId('calendar-appointment')).toHaveTextContent('10:00–10:30 Empire State');
  });
});

describe('a weekly break on the barber calendar', () => {
  it('lists the break on the days it falls on and hands that day and break to the removal', async () => {
    const onRemoveBreak = vi.fn();
    const lunch = { dayOfWeek: 2 as const, startTime: '13:00', endTime: '13:30' };
    render(
      <CalendarDays
        zone="Europe/London"
        days={['2026-12-01', '2026-12-05']}
        today="2026-11-24"
        appointments={[]}
        blocks={[]}
        breaks={{ weeklyBreaks: [lunch], skippedBreaks: [] }}
        onBlockDay={none}
        onRemoveBlock={none}
        onRemoveBreak={onRemoveBreak}
      />,
    );
    const tuesday = screen.getByRole('region', { name: 'Tuesday 1 December' });
    expect(within(tuesday).getByText('13:00–13:30 Weekly break')).toBeTruthy();
    const saturday = screen.getByRole('region', { name: 'Saturday 5 December' });
    expect(within(saturday).queryByRole('button', { name: /weekly break/ })).toBeNull();
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Remove the 13:00 weekly break' }));
    expect(onRemoveBreak).toHaveBeenCalledWith('2026-12-01', lunch);
  });
});
