import type { BarbershopDto } from '@barbershop/core/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { withQueryClient } from '../../test/withQueryClient';
import { ClosedDatesCard } from './ClosedDatesCard';

// Firestore at the lib boundary: the live shop document, the day's bookings, the write (each
// change applied to the stored list to see what it would save).
const lib = vi.hoisted(() => ({
  stored: [] as string[],
  bookings: {} as Record<string, number>,
  changeClosedDates: vi.fn(),
  post: vi.fn(),
}));
vi.mock('../../lib/firestore/liveData', () => ({ useShopDoc: () => ({ closedDates: lib.stored }) }));
vi.mock('../../lib/firestore/shopQueries', () => ({
  // that many bookings, every hour from 10:00 (the day is ahead: all still to come)
  scheduledBookingsOn: async (_shop: string, date: string) =>
    Array.from({ length: lib.bookings[date] ?? 0 }, (_, i) => ({
      id: `b${i}`,
      status: 'scheduled',
      date,
      time: `${10 + i}:00`,
      start: new Date(`${date}T${10 + i}:00:00Z`),
      customerName: `Customer ${i + 1}`,
      serviceName: 'Cut',
      barberName: 'Sam',
    })),
}));
vi.mock('../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../lib/api/client')>()),
  api: { post: lib.post },
}));
vi.mock('../../lib/firestore/shopWrites', () => ({ changeClosedDates: lib.changeClosedDates }));

const shop = { id: 'shop-1', timezone: 'Europe/London' } as BarbershopDto;

beforeEach(() => {
  // only the clock's date is fixed (1 December 2026): the pickers and user events keep real timers
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  lib.stored = ['2026-11-20', '2026-12-24'];
  lib.bookings = {};
  lib.post.mockReset().mockResolvedValue({});
  lib.changeClosedDates.mockReset().mockImplementation(async (_shop: string, change: (s: readonly string[]) => string[]) => {
    lib.stored = change(lib.stored);
  });
});
afterEach(() => vi.useRealTimers());

const renderCard = () => {
  const view = render(
    withQueryClient(
      <ToastProvider>
        <ClosedDatesCard shop={shop} />
      </ToastProvider>,
    ),
  );
  return { ...view, user: userEvent.setup() };
};

describe('closed dates', () => {
  it('lists the coming closed dates only, and reopens one', async () => {
    const { user } = renderCard();
    const list = screen.getByRole('list', { name: 'Closed dates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thursday 24 December 2026']);
    await user.click(screen.getByRole('button', { name: 'Reopen Thursday 24 December 2026' }));
    expect(await screen.findByText('Open again on Thursday 24 December 2026')).toBeInTheDocument();
    expect(lib.stored).toEqual(['2026-11-20']);
  });

  it('suggests the coming bank holidays; one tap closes a day without bookings', async () => {
    const { user } = renderCard();
    expect(screen.getByText('Suggested: bank holidays')).toBeInTheDocument();
    expect(screen.getByText('Christmas Day · Fri 25 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Boxing Day · Mon 28 Dec 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close on Christmas Day, Friday 25 December 2026' }));
    expect(await screen.findByText('Closed on Friday 25 December 2026')).toBeInTheDocument();
    // sorted, the past one dropped on the way
    expect(lib.stored).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('warns how many bookings a day has, says they are not cancelled, and closes only when confirmed', async () => {
    lib.bookings = { '2026-12-25': 3 };
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Close on Christmas Day, Friday 25 December 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close on Friday 25 December 2026?' });
    expect(dialog).toHaveTextContent('3 bookings are scheduled on that day.');
    expect(dialog).toHaveTextContent('the bookings already made are not cancelled automatically');
    expect(
      within(within(dialog).getByRole('list', { name: 'Bookings on that day' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10:00 · Customer 1 · Cut · Sam', '11:00 · Customer 2 · Cut · Sam', '12:00 · Customer 3 · Cut · Sam']);
    expect(lib.changeClosedDates).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Open' }));
    expect(lib.changeClosedDates).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close on Christmas Day, Friday 25 December 2026' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close Anyway' }));
    expect(await screen.findByText('Closed on Friday 25 December 2026')).toBeInTheDocument();
    expect(lib.stored).toContain('2026-12-25');
  });

  it('adds a date typed in the picker, and refuses none or a past one', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add Closed Date' }));
    await waitFor(() => expect(screen.getByText('Date is required')).toBeInTheDocument());
    const field = screen.getByLabelText('Date to close');
    fireEvent.change(field, { target: { value: '30/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Add Closed Date' }));
    await waitFor(() => expect(screen.getByText('Choose today or a later date')).toBeInTheDocument());
    expect(lib.changeClosedDates).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '02/01/2027' } });
    await user.click(screen.getByRole('button', { name: 'Add Closed Date' }));
    expect(await screen.findByText('Closed on Saturday 2 January 2027')).toBeInTheDocument();
    expect(lib.stored).toEqual(['2026-12-24', '2027-01-02']);
  });

  it('Cancel and notify closes the day, then cancels each booking with the customer emailed', async () => {
    lib.bookings = { '2026-12-25': 2 };
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Close on Christmas Day, Friday 25 December 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close on Friday 25 December 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and notify' }));
    expect(await screen.findByText('2 bookings cancelled')).toBeInTheDocument();
    expect(lib.stored).toContain('2026-12-25');
    expect(lib.post.mock.calls).toEqual([
      ['/api/appointments/b0/cancel', { reason: '', notifyCustomer: true }],
      ['/api/appointments/b1/cancel', { reason: '', notifyCustomer: true }],
    ]);
  });
});
