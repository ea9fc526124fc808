import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
type GridProps = Parameters<typeof DailyScheduleGrid>[0];
/** The grid of two barbers on `date`, empty unless a test says otherwise. */
const renderGrid = (props: Partial<GridProps> = {}) =>
  render(
    <DailyScheduleGrid
      date={date}
      barbers={barbers}
      appointments={[]}
      blocks={[]}
      onCellClick={none}
      onAppointmentClick={none}
      {...props}
    />,
  );
const cell = (name: string) => screen.getByRole('cell', { name });
/** Where an item is drawn inside its cell (52 px a row). */
const box = (el: HTMLElement) => {
  const style = getComputedStyle(el);
  return { top: style.top, height: style.height };
};

describe('Daily schedule grid', () => {
  it('has a column per barber and 21 rows from 09:00 to 19:00', () => {
    renderGrid();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Marcus', 'Jamie']);
    const rows = screen.getAllByRole('rowheader').map((r) => r.textContent);
    expect(rows).toHaveLength(21);
    expect(rows[0]).toBe('09:00');
    expect(rows.at(-1)).toBe('19:00');
    expect(screen.getByText('No appointments or time blocks for this date')).toBeInTheDocument();
  });

  it('spans the rows it is given: a 21:00 visit in its own 21:00 row, and opens scrolled to now', () => {
    const range = { from: 7 * 60, to: 22 * 60 };
    renderGrid({
      range,
      scrollToMinute: 20 * 60 + 10,
      appointments: [appt('a1', 'b1', '21:00', 'Late Cut'), appt('a2', 'b1', '19:00', 'Early Evening')],
    });
    const rows = screen.getAllByRole('rowheader').map((r) => r.textContent);
    expect([rows[0], rows.at(-1), rows.length]).toEqual(['07:00', '21:30', 30]);
    expect(within(cell('Marcus 21:00')).getByRole('button')).toHaveTextContent('21:00 Late Cut');
    expect(within(cell('Marcus 19:00')).getByRole('button')).toHaveTextContent('19:00 Early Evening');
    // 20:00's row (the 27th) at the top under the header, the half hour before it above
    expect(screen.getByTestId('schedule-scroll').scrollTop).toBe(25 * 52);
  });

  it('places appointments by the :15/:45 rule in start order, overlapping ones side by side, and hides cancelled ones', () => {
    const appointments = [
      appt('a1', 'b1', '10:40', 'Late Half'),
      appt('a2', 'b1', '10:15', 'Early Half'),
      appt('a3', 'b1', '10:50', 'Next Hour'),
      appt('a4', 'b2', '10:05', 'On The Hour'),
      appt('a5', 'b1', '10:30', 'Gone', 'cancelled'),
    ];
    renderGrid({ appointments });
    const stacked = within(cell('Marcus 10:30'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(stacked).toEqual(['10:15 Early HalfCut30 min · £25.00', '10:40 Late HalfCut30 min · £25.00']);
    // 10:15-10:45 and 10:40-11:10 overlap: two lanes, each drawn from its own start
    const [early, late] = within(cell('Marcus 10:30')).getAllByRole('button');
    expect([getComputedStyle(early!).left, getComputedStyle(late!).left]).toEqual(['calc(0% + 2px)', 'calc(50% + 2px)']);
    expect([box(early!).top, parseFloat(box(late!).top)]).toEqual(['-26px', expect.closeTo((10 / 30) * 52)]);
    expect(getComputedStyle(within(cell('Jamie 10:00')).getByRole('button')).width).toBe('calc(100% - 4px)');
    expect(within(cell('Marcus 11:00')).getByRole('button')).toHaveTextContent('10:50 Next Hour');
    expect(within(cell('Jamie 10:00')).getByRole('button')).toHaveTextContent('10:05 On The Hour');
    expect(screen.queryByText(/Gone/)).not.toBeInTheDocument();
    expect(screen.queryByText('No appointments or time blocks for this date')).not.toBeInTheDocument();
  });

  it('shades a time block over its true time, drawn once from the row it starts in, with its reason', () => {
    const block = {
      id: 't1',
      barberId: 'b2',
      startDate: date,
      endDate: date,
      startTime: '13:00',
      endTime: '14:15',
      isAllDay: false,
      reason: 'lunch' as const,
    };
    renderGrid({ blocks: [block] });
    const band = within(cell('Jamie 13:00')).getByTestId('grid-block');
    expect(band).toHaveTextContent('Lunch 13:00–14:15');
    // 75 minutes: two and a half 52 px rows
    expect(box(band)).toEqual({ top: '0px', height: '130px' });
    expect(screen.getAllByTestId('grid-block')).toHaveLength(1);
    expect(cell('Marcus 13:00')).not.toHaveTextContent('Lunch');
  });

  it("shows a visit's services and totals over its true length, and stripes its buffer time after it", () => {
    const visit = {
      ...appt('a1', 'b1', '10:00', 'Ann'),
      serviceName: 'Cut + Beard Trim',
      durationMin: 75,
      pricePence: 4000,
      bufferMin: 20,
    };
    renderGrid({ appointments: [visit, { ...appt('a2', 'b2', '10:00', 'Bo', 'cancelled'), bufferMin: 30 }] });
    const card = within(cell('Marcus 10:00')).getByRole('button');
    expect(card).toHaveTextContent('10:00 AnnCut + Beard Trim75 min · £40.00');
    expect(box(card)).toEqual({ top: '0px', height: '130px' });
    // 10:00 + 75 min = 11:15, then 20 min: one striped band from a quarter past in the 11:00 row
    const buffer = within(cell('Marcus 11:00')).getByTestId('buffer');
    expect(buffer).toHaveTextContent('Buffer time 11:15–11:35');
    expect(box(buffer)).toEqual({ top: '26px', height: `${(20 / 30) * 52}px` });
    expect(getComputedStyle(buffer).backgroundImage).toContain('repeating-linear-gradient');
    expect(screen.getAllByTestId('buffer')).toHaveLength(1);
  });

  it('opens booking from a cell and the appointment from its card', async () => {
    const onCellClick = vi.fn();
    const onAppointmentClick = vi.fn();
    renderGrid({ appointments: [appt('a1', 'b1', '09:00', 'Ann')], onCellClick, onAppointmentClick });
    const user = userEvent.setup();
    await user.click(cell('Jamie 15:30'));
    expect(onCellClick).toHaveBeenCalledWith({ barberId: 'b2', date, time: '15:30' });
    await user.click(screen.getByRole('button', { name: /09:00 Ann/ }));
    expect(onAppointmentClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    expect(onCellClick).toHaveBeenCalledTimes(1);
    // the keyboard opens it too (the dialog's Move is the keyboard's way to move it)
    screen.getByRole('button', { name: /09:00 Ann/ }).focus();
    await user.keyboard('{Enter}');
    expect(onAppointmentClick).toHaveBeenCalledTimes(2);
    expect(onCellClick).toHaveBeenCalledTimes(1);
  });

  it("draws the barbers' weekly breaks of that weekday, and a break taken out that day is not drawn", () => {
    // 2026-12-01 is a Tuesday
    const withBreaks = [
      { ...barbers[0]!, weeklyBreaks: [{ dayOfWeek: 2 as const, startTime: '12:30', endTime: '13:15' }] },
      {
        ...barbers[1]!,
        weeklyBreaks: [{ dayOfWeek: 2 as const, startTime: '11:00', endTime: '11:30' }],
        skippedBreaks: [`${date} 11:00`],
      },
    ];
    renderGrid({ barbers: withBreaks });
    const band = within(cell('Marcus 12:30')).getByTestId('grid-block');
    expect(band).toHaveTextContent('Break 12:30–13:15');
    expect(box(band)).toEqual({ top: '0px', height: '78px' });
    expect(screen.getAllByTestId('grid-block')).toHaveLength(1);
  });

  it('shades every column of a closed day "Closed" and books nothing from it', async () => {
    const onCellClick = vi.fn();
    renderGrid({ closed: true, onCellClick, onWalkIn: none });
    expect(screen.getByText('The shop is closed on this day')).toBeInTheDocument();
    const shaded = screen.getAllByTestId('grid-closed');
    expect(shaded.map((c) => c.textContent)).toEqual(['Closed', 'Closed']);
    // 09:00 to the end of the 19:00 row: 21 rows
    expect(box(shaded[0]!)).toEqual({ top: '0px', height: `${21 * 52}px` });
    await userEvent.setup().click(cell('Jamie 15:30'));
    expect(onCellClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Walk-in/ })).not.toBeInTheDocument();
  });

  it('says a completed visit and a no-show on their cards', () => {
    renderGrid({
      appointments: [
        { ...appt('a1', 'b1', '09:00', 'Ann'), status: 'completed' as const },
        { ...appt('a2', 'b1', '10:00', 'Bo'), status: 'no_show' as const },
      ],
    });
    expect(screen.getByRole('button', { name: /09:00 Ann/ })).toHaveTextContent('09:00 Ann · Completed');
    expect(screen.getByRole('button', { name: /10:00 Bo/ })).toHaveTextContent('10:00 Bo · No-show');
  });

  it('offers a walk-in in each bookable column', async () => {
    const onWalkIn = vi.fn();
    renderGrid({
      barbers: [...barbers, { id: 'b3', name: 'Old (inactive)', bookable: false }],
      appointments: [appt('a1', 'b3', '09:00', 'Ann')],
      onWalkIn,
    });
    expect(screen.getAllByRole('button', { name: /^Walk-in with/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Walk-in with Marcus',
      'Walk-in with Jamie',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Walk-in with Jamie' }));
    expect(onWalkIn).toHaveBeenCalledWith('b2');
  });

  it('moves a scheduled card dropped on another barber and time; a marked one does not drag', async () => {
    const onMove = vi.fn();
    renderGrid({
      appointments: [appt('a1', 'b1', '10:00', 'Ann'), { ...appt('a2', 'b1', '11:00', 'Bo'), status: 'completed' as const }],
      onMove,
    });
    const card = screen.getByRole('button', { name: /10:00 Ann/ });
    expect(card).toHaveAttribute('draggable', 'true');
    expect(screen.getByRole('button', { name: /11:00 Bo/ })).toHaveAttribute('draggable', 'false');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(card, { dataTransfer });
    // the other cards let the drop through once the drag has begun
    await act(() => new Promise((r) => setTimeout(r)));
    expect(getComputedStyle(card).pointerEvents).toBe('none');
    fireEvent.dragOver(cell('Jamie 14:30'), { dataTransfer });
    fireEvent.drop(cell('Jamie 14:30'), { dataTransfer });
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }), { barberId: 'b2', date, time: '14:30' });
  });

  it('asks for staff when there is no active barber', () => {
    renderGrid({ barbers: [] });
    expect(screen.getByText('No active staff members found')).toBeInTheDocument();
    expect(screen.getByText('Add staff members to see the calendar view')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the day the clocks go back (Europe/London, Sunday 31 October 2027)', () => {
  const at = (a: ReturnType<typeof appt>, start: string) => ({ ...a, start: new Date(start) });
  const repeated = [
    at(appt('bst', 'b1', '01:30', 'Early Bird'), '2027-10-31T00:30:00Z'),
    at(appt('gmt', 'b1', '01:30', 'Night Owl'), '2027-10-31T01:30:00Z'),
    at(appt('day', 'b2', '10:00', 'Day Tripper'), '2027-10-31T10:00:00Z'),
  ];

  it("says which 01:30 each card is, and keeps every other time's card bare", () => {
    renderGrid({ date: '2027-10-31', appointments: repeated, timeZone: 'Europe/London' });
    const cards = screen.getAllByTestId('grid-appointment').map((c) => c.textContent);
    expect(cards).toContainEqual(expect.stringMatching(/^01:30 BST Early Bird/));
    expect(cards).toContainEqual(expect.stringMatching(/^01:30 GMT Night Owl/));
    expect(cards).toContainEqual(expect.stringMatching(/^10:00 Day Tripper/));
  });

  it('shows the bare time on an ordinary day, and without the zone', () => {
    const ordinary = at(appt('x', 'b1', '01:30', 'Any Day'), '2027-10-30T00:30:00Z');
    renderGrid({ date: '2027-10-30', appointments: [ordinary], timeZone: 'Europe/London' });
    expect(screen.getByTestId('grid-appointment')).toHaveTextContent(/^01:30 Any Day/);
    renderGrid({ date: '2027-10-31', appointments: [repeated[0]!] });
    expect(screen.getAllByTestId('grid-appointment')[1]).toHaveTextContent(/^01:30 Early Bird/);
  });
});
