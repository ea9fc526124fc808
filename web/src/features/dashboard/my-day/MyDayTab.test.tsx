import type { Appointment, Barber, TimeBlock } from '@barbershop/core/model';
import { weekOf } from '@barbershop/core/calendar';
import { dayOfWeek, todayIn, zonedToInstant } from '@barbershop/core/time';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { ToastProvider } from '../../../shared/ui/toast';
import { MyDayTab } from './MyDayTab';

// The barber's own live query is mocked at the lib boundary, /api at its client.
const mocks = vi.hoisted(() => ({
  appointments: [] as Appointment[],
  blocks: [] as TimeBlock[],
  barbers: [] as Barber[],
  seesAll: false,
  ranges: [] as string[][],
  patch: vi.fn(),
  post: vi.fn(),
  between: vi.fn(),
}));
vi.mock('../../../lib/firestore/liveData', () => ({
  useBarberAppointments: (shopId: string, barberId: string, from: string, to: string) => {
    mocks.ranges.push([shopId, barberId, from, to]);
    return mocks.appointments;
  },
  useBarberBlocksFrom: () => mocks.blocks,
  useBarbers: () => mocks.barbers,
  useShopDoc: () => ({ id: 's1', barbersSeeAllBookings: mocks.seesAll }),
}));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { patch: mocks.patch, post: mocks.post },
}));
vi.mock('../../../lib/firestore/shopQueries', () => ({ barberAppointmentsBetween: mocks.between }));

const ZONE = 'Europe/London';
const today = todayIn(ZONE);
const MINUTE = 60_000;

const booking = (over: Partial<Appointment>): Appointment =>
  ({
    id: 'a1',
    shopId: 's1',
    barberId: 'b1',
    date: today,
    time: '10:00',
    start: new Date(Date.now() - MINUTE),
    end: new Date(Date.now() + 29 * MINUTE),
    durationMin: 30,
    pricePence: 3500,
    status: 'scheduled',
    customerName: 'Ada Lovelace',
    customerPhone: '+447700900123',
    customerEmail: 'ada@example.com',
    serviceName: 'Haircut + Beard Trim',
    notes: 'Short on the sides',
    ...over,
  }) as Appointment;

function renderMyDay() {
  render(
    withQueryClient(
      <ToastProvider>
        <MyDayTab shop={{ id: 's1', timezone: ZONE }} barberId="b1" />
      </ToastProvider>,
    ),
  );
  return userEvent.setup();
}

const card = (customer: string) => screen.getByText(customer).closest<HTMLElement>('[data-testid="my-booking"]')!;

beforeEach(() => {
  mocks.appointments = [];
  mocks.blocks = [];
  mocks.barbers = [];
  mocks.seesAll = false;
  mocks.ranges = [];
  mocks.patch.mockReset().mockResolvedValue({ id: 'a1' });
  mocks.post.mockReset().mockResolvedValue({ id: 't1' });
  mocks.between.mockReset().mockResolvedValue([]);
});

describe('My day', () => {
  it('offers no other barber’s bookings unless the owner lets barbers see them, and then read only', async () => {
    mocks.barbers = [{ id: 'b1', name: 'Ann', isActive: true } as Barber, { id: 'b2', name: 'Bob', isActive: true } as Barber];
    mocks.appointments = [booking({ id: 'a1' })];
    renderMyDay();
    expect(screen.queryByRole('combobox', { name: 'Whose bookings' })).not.toBeInTheDocument();
    cleanup();

    mocks.seesAll = true;
    const user = renderMyDay();
    expect(within(card('Ada Lovelace')).getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Whose bookings' }));
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    expect(mocks.ranges.at(-1)).toEqual(['s1', 'b2', today, today]);
    expect(within(card('Ada Lovelace')).queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
  });

  it("lists the barber's own bookings of the day with the customer, a phone link and notes, and no money", () => {
    mocks.appointments = [booking({ id: 'a1' })];
    mocks.blocks = [
      {
        id: 't1',
        shopId: 's1',
        barberId: 'b1',
        startDate: today,
        endDate: today,
        isAllDay: false,
        startTime: '13:00',
        endTime: '13:30',
        reason: 'lunch',
        notes: '',
      } as TimeBlock,
    ];
    renderMyDay();
    const ada = within(card('Ada Lovelace'));
    expect(ada.getByText('Haircut + Beard Trim')).toBeInTheDocument();
    expect(ada.getByRole('link')).toHaveAttribute('href', 'tel:+447700900123');
    expect(ada.getByText('Short on the sides')).toBeInTheDocument();
    expect(ada.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('13:00–13:30 · Lunch')).toBeInTheDocument();
    // a barber's day carries no prices or revenue
    expect(document.body).not.toHaveTextContent('£');
    expect(screen.queryByText(/revenue/i)).not.toBeInTheDocument();
    expect(mocks.ranges.at(-1)).toEqual(['s1', 'b1', today, today]);
  });

  it('offers Arrived, Completed and No-show only from the booking’s start, each a PATCH of the booking', async () => {
    mocks.appointments = [
      booking({ id: 'started', customerName: 'Ada Lovelace' }),
      booking({
        id: 'later',
        customerName: 'Grace Hopper',
        time: '16:00',
        start: new Date(Date.now() + 60 * MINUTE),
        end: new Date(Date.now() + 90 * MINUTE),
      }),
    ];
    const user = renderMyDay();
    const later = within(card('Grace Hopper'));
    for (const name of ['Arrived', 'Completed', 'No-show']) expect(later.getByRole('button', { name })).toBeDisabled();

    const started = within(card('Ada Lovelace'));
    for (const name of ['Arrived', 'Completed', 'No-show']) expect(started.getByRole('button', { name })).toBeEnabled();
    await user.click(started.getByRole('button', { name: 'Arrived' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/started', { arrived: true }));
    await user.click(started.getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/started', { status: 'no_show' }));
    await user.click(started.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/started', { status: 'completed' }));
    expect(mocks.patch).toHaveBeenCalledTimes(3);
  });

  it('lists the day in time order, weekly breaks included (not a skipped one)', () => {
    mocks.appointments = [
      booking({ id: 'late', customerName: 'Grace Hopper', time: '15:00' }),
      booking({ id: 'early', customerName: 'Ada Lovelace', time: '09:00' }),
    ];
    mocks.barbers = [
      {
        id: 'b1',
        name: 'Ann',
        weeklyBreaks: [
          { dayOfWeek: dayOfWeek(today), startTime: '12:00', endTime: '12:30' },
          { dayOfWeek: dayOfWeek(today), startTime: '17:00', endTime: '17:15' },
        ],
        skippedBreaks: [`${today} 17:00`],
      } as Barber,
    ];
    renderMyDay();
    const rows = screen.getAllByTestId(/my-(booking|block)/).map((r) => r.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Ada Lovelace');
    expect(rows[1]).toContain('12:00–12:30 · Weekly break');
    expect(rows[2]).toContain('Grace Hopper');
  });

  it('offers no marks on a visit already completed, and shows its state', () => {
    mocks.appointments = [booking({ status: 'completed' })];
    renderMyDay();
    const ada = within(card('Ada Lovelace'));
    expect(ada.getByText('Completed')).toBeInTheDocument();
    expect(ada.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the whole week, Sunday first, from the week toggle', async () => {
    const user = renderMyDay();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const week = weekOf(today);
    expect(mocks.ranges.at(-1)).toEqual(['s1', 'b1', week[0], week[6]]);
    expect(screen.getAllByText('No bookings or time off')).toHaveLength(7);
  });

  it('opens "Add break or time off" for the barber’s own column', async () => {
    const user = renderMyDay();
    await user.click(screen.getByRole('button', { name: 'Add break or time off' }));
    expect(screen.getByRole('dialog', { name: 'Add break or time off' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });

  it('refuses a break over the barber’s own bookings (only the shop may cancel them), saving nothing', async () => {
    mocks.between.mockResolvedValue([
      booking({ start: zonedToInstant(today, '12:00', ZONE), end: zonedToInstant(today, '12:30', ZONE), time: '12:00' }),
    ]);
    const user = renderMyDay();
    await user.click(screen.getByRole('button', { name: 'Add break or time off' }));
    await user.click(screen.getByLabelText('Reason'));
    await user.click(screen.getByRole('option', { name: 'Break' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have bookings in this time')).toBeInTheDocument();
    expect(mocks.between).toHaveBeenCalledWith('s1', 'b1', today, today);
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('saves a break that covers no booking for the barber’s own column', async () => {
    const user = renderMyDay();
    await user.click(screen.getByRole('button', { name: 'Add break or time off' }));
    await user.click(screen.getByLabelText('Reason'));
    await user.click(screen.getByRole('option', { name: 'Break' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith(
        '/api/barbers/b1/time-blocks',
        expect.objectContaining({ barberId: 'b1', startDate: today, startTime: '12:00', endTime: '13:00', reason: 'break' }),
      ),
    );
  });
});
