import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DailyScheduleGrid } from './DailyScheduleGrid';

const date = '2026-12-01';
const barbers = [
  { id: 'b1', name: 'Marcus' },
  { id: 'b2', name: 'Jamie' },
];
const appt = (
  id: string,
  barberId: string,
  time: string,
  customerName: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) => ({
  id,
  barberId,
  time,
  status,
  durationMin: 30,
  pricePence: 2500,
  customerName,
  serviceName: 'Cut',
});
const none = () => undefined;
const cell = (name: string) => screen.getByRole('cell', { name });

describe('Daily schedule grid', () => {
  it('has a column per barber and 21 rows from 09:00 to 19:00', () => {
    render(
      <DailyScheduleGrid
        date={date}
        barbers={barbers}
        appointments={[]}
        blocks={[]}
        onCellClick={none}
        onAppointmentClick={none}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Marcus', 'Jamie']);
    const rows = screen.getAllByRole('rowheader').map((r) => r.textContent);
    expect(rows).toHaveLength(21);
    expect(rows[0]).toBe('09:00');
    expect(rows.at(-1)).toBe('19:00');
    expect(screen.getByText('No appointments or time blocks for this date')).toBeInTheDocument();
  });

  it('places appointments by the :15/:45 rule, stacks them in start order and hides cancelled ones', () => {
    const appointments = [
      appt('a1', 'b1', '10:40', 'Late Half'),
      appt('a2', 'b1', '10:15', 'Early Half'),
      appt('a3', 'b1', '10:50', 'Next Hour'),
      appt('a4', 'b2', '10:05', 'On The Hour'),
      appt('a5', 'b1', '10:30', 'Gone', 'cancelled'),
    ];
    render(
      <DailyScheduleGrid
        date={date}
        barbers={barbers}
        appointments={appointments}
        blocks={[]}
        onCellClick={none}
        onAppointmentClick={none}
      />,
    );
    const stacked = within(cell('Marcus 10:30'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(stacked).toEqual(['10:15 Early HalfCut30 min · £25.00', '10:40 Late HalfCut30 min · £25.00']);
    expect(within(cell('Marcus 11:00')).getByRole('button')).toHaveTextContent('10:50 Next Hour');
    expect(within(cell('Jamie 10:00')).getByRole('button')).toHaveTextContent('10:05 On The Hour');
    expect(screen.queryByText(/Gone/)).not.toBeInTheDocument();
    expect(screen.queryByText('No appointments or time blocks for this date')).not.toBeInTheDocument();
  });

  it('shades the rows of a time block with its reason', () => {
    const block = {
      id: 't1',
      barberId: 'b2',
      startDate: date,
      endDate: date,
      startTime: '13:00',
      endTime: '14:00',
      isAllDay: false,
      reason: 'lunch' as const,
    };
    render(
      <DailyScheduleGrid
        date={date}
        barbers={barbers}
        appointments={[]}
        blocks={[block]}
        onCellClick={none}
        onAppointmentClick={none}
      />,
    );
    expect(cell('Jamie 13:00')).toHaveTextContent('Lunch');
    expect(cell('Jamie 13:30')).toHaveTextContent('Lunch');
    expect(cell('Jamie 14:00')).not.toHaveTextContent('Lunch');
    expect(cell('Marcus 13:00')).not.toHaveTextContent('Lunch');
  });

  it("shows a visit's services and totals, and stripes its buffer time after it in the barber's column", () => {
    const visit = {
      ...appt('a1', 'b1', '10:00', 'Ann'),
      serviceName: 'Cut + Beard Trim',
      durationMin: 75,
      pricePence: 4000,
      bufferMin: 20,
    };
    render(
      <DailyScheduleGrid
        date={date}
        barbers={barbers}
        appointments={[visit, { ...appt('a2', 'b2', '10:00', 'Bo', 'cancelled'), bufferMin: 30 }]}
        blocks={[]}
        onCellClick={none}
        onAppointmentClick={none}
      />,
    );
    expect(within(cell('Marcus 10:00')).getByRole('button')).toHaveTextContent('10:00 AnnCut + Beard Trim75 min · £40.00');
    // 10:00 + 75 min = 11:15, then 20 min: rows 11:00 and 11:30
    expect(cell('Marcus 11:00')).toHaveTextContent('Buffer time 11:15–11:35');
    expect(cell('Marcus 11:30')).toHaveTextContent('Buffer time 11:15–11:35');
    expect(cell('Marcus 10:30')).not.toHaveTextContent('Buffer');
    expect(cell('Marcus 12:00')).not.toHaveTextContent('Buffer');
    expect(getComputedStyle(cell('Marcus 11:00')).backgroundImage).toContain('repeating-linear-gradient');
    expect(getComputedStyle(cell('Marcus 12:00')).backgroundImage).not.toContain('gradient');
    expect(screen.getAllByTestId('buffer')).toHaveLength(2);
  });

  it('opens booking from a cell and the appointment from its card', async () => {
    const onCellClick = vi.fn();
    const onAppointmentClick = vi.fn();
    render(
      <DailyScheduleGrid
        date={date}
        barbers={barbers}
        appointments={[appt('a1', 'b1', '09:00', 'Ann')]}
        blocks={[]}
        onCellClick={onCellClick}
        onAppointmentClick={onAppointmentClick}
      />,
    );
    const user = userEvent.setup();
    await user.click(cell('Jamie 15:30'));
    expect(onCellClick).toHaveBeenCalledWith({ barberId: 'b2', date, time: '15:30' });
    await user.click(screen.getByRole('button', { name: /09:00 Ann/ }));
    expect(onAppointmentClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    expect(onCellClick).toHaveBeenCalledTimes(1);
  });

  it('asks for staff when there is no active barber', () => {
    render(
      <DailyScheduleGrid date={date} barbers={[]} appointments={[]} blocks={[]} onCellClick={none} onAppointmentClick={none} />,
    );
    expect(screen.getByText('No active staff members found')).toBeInTheDocument();
    expect(screen.getByText('Add staff members to see the calendar view')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
