import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { BlockTimeDialog } from './BlockTimeDialog';

// The barber's bookings come from Firestore (one read), the block and the cancels from /api.
const mocks = vi.hoisted(() => ({ post: vi.fn(), bookings: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post },
}));
vi.mock('../../../lib/firestore/shopQueries', () => ({ barberAppointmentsBetween: mocks.bookings }));

// 2026-12-01 is winter: London time is UTC
const booking = (id: string, time: string, customerName: string, status = 'scheduled') => ({
  id,
  date: '2026-12-01',
  time,
  start: new Date(`2026-12-01T${time}:00Z`),
  end: new Date(new Date(`2026-12-01T${time}:00Z`).getTime() + 30 * 60_000),
  status,
  customerName,
  serviceName: 'Cut',
});

async function blockLunch() {
  const onClose = vi.fn();
  render(
    withQueryClient(
      <BlockTimeDialog shopId="s1" barberId="b1" zone="Europe/London" today="2026-11-25" date="2026-12-01" onClose={onClose} />,
    ),
  );
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Reason'));
  await user.click(screen.getByRole('option', { name: 'Lunch' }));
  await user.click(screen.getByRole('button', { name: 'Block Time' }));
  return { onClose, user };
}

beforeEach(() => {
  mocks.post.mockReset().mockResolvedValue({});
  mocks.bookings
    .mockReset()
    .mockResolvedValue([
      booking('in', '12:30', 'Ada Lovelace'),
      booking('out', '13:00', 'Grace Hopper'),
      booking('gone', '12:00', 'Was Cancelled', 'cancelled'),
    ]);
});

describe('Block Time over bookings', () => {
  it('lists the scheduled bookings under the block and saves nothing until the owner chooses', async () => {
    await blockLunch();
    const warning = await screen.findByRole('dialog', { name: 'This time has bookings' });
    expect(mocks.bookings).toHaveBeenCalledWith('s1', 'b1', '2026-12-01', '2026-12-01');
    expect(
      within(warning)
        .getAllByTestId('booking-under-block')
        .map((li) => li.textContent),
    ).toEqual(['Tue 1 Dec 2026 12:30 · Ada Lovelace · Cut']);
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('cancel-and-block saves the block, then cancels each booking with the customer emailed', async () => {
    const { onClose, user } = await blockLunch();
    await user.click(await screen.findByRole('button', { name: 'Cancel these bookings and block' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.post.mock.calls.map((c) => c[0])).toEqual(['/api/barbers/b1/time-blocks', '/api/appointments/in/cancel']);
    expect(mocks.post).toHaveBeenLastCalledWith('/api/appointments/in/cancel', { reason: '', notifyCustomer: true });
  });

  it('go back saves and cancels nothing, and keeps the form', async () => {
    const { onClose, user } = await blockLunch();
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'This time has bookings' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Block Time' })).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('blocks at once when no booking is under it', async () => {
    mocks.bookings.mockResolvedValue([booking('out', '13:00', 'Grace Hopper')]);
    const { onClose } = await blockLunch();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.post.mock.calls.map((c) => c[0])).toEqual(['/api/barbers/b1/time-blocks']);
    expect(screen.queryByRole('dialog', { name: 'This time has bookings' })).not.toBeInTheDocument();
  });
});
