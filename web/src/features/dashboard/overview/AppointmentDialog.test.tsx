import type { Appointment } from '@barbershop/core/model';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { withQueryClient } from '../../../test/withQueryClient';
import { AppointmentDialog } from './AppointmentDialog';

// /api is mocked at its client: each action is one request.
const mocks = vi.hoisted(() => ({ post: vi.fn(), patch: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post, patch: mocks.patch },
}));

const appointment = {
  id: 'a1',
  shopId: 's1',
  barberId: 'ann',
  barberName: 'Ann',
  date: '2026-12-01',
  time: '10:00',
  // started a minute ago, whenever the suite runs: it may be marked
  start: new Date(Date.now() - 60_000),
  durationMin: 30,
  pricePence: 2000,
  status: 'scheduled',
  customerName: 'Ada Lovelace',
  customerPhone: '+447700900123',
  customerEmail: 'ada@example.com',
  serviceName: 'Cut',
  notes: '',
} as unknown as Appointment;
const barbers = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];

function open(a: Appointment = appointment) {
  const onClose = vi.fn();
  render(withQueryClient(<AppointmentDialog appointment={a} barbers={barbers} today="2026-11-20" onClose={onClose} />));
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  mocks.post.mockReset().mockResolvedValue({ id: 'a1' });
  mocks.patch.mockReset().mockResolvedValue({ id: 'a1' });
});

describe('the appointment dialog', () => {
  it('moves the booking to the date, time and barber chosen, notifying the customer by default', async () => {
    const { onClose, user } = open();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    // The whole value at once, as pasting it would (the pickers parse DD/MM/YYYY and HH:mm).
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '03/12/2026' } });
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '14:25' } });
    await user.click(screen.getByRole('combobox', { name: 'Barber' }));
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    expect(screen.getByRole('checkbox', { name: 'Notify customer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/move', {
        barberId: 'bob',
        date: '2026-12-03',
        time: '14:25',
        notifyCustomer: true,
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('moves without emailing the customer when "Notify customer" is unticked', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '15:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Notify customer' }));
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith(
        '/api/appointments/a1/move',
        expect.objectContaining({ time: '15:00', notifyCustomer: false }),
      ),
    );
  });

  it("says the API's reason in the dialog when the move is refused, and stays open", async () => {
    mocks.post.mockRejectedValue(new ApiError(409, JSON.stringify({ message: 'That time was just booked.' }), 'Conflict'));
    const { onClose, user } = open();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just booked.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Move appointment' })).toBeEnabled();
  });

  it('refuses a move without a time, with the schema message, and sends nothing', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    expect(await screen.findByText('time is required')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('marks a visit completed or a no-show, and takes the mark back', async () => {
    const first = open();
    await first.user.click(screen.getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/a1', { status: 'no_show' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    await first.user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenLastCalledWith('/api/appointments/a1', { status: 'completed' }));
  });

  it('offers no Mark completed or no-show before the visit starts, and says when they come', () => {
    open({ ...appointment, start: new Date(Date.now() + 3_600_000) });
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
    expect(screen.getByText('Completed and no-show can be marked once the visit has started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
  });

  it('offers only Mark as scheduled for a no-show, with its status shown', async () => {
    const { user } = open({ ...appointment, status: 'no_show' });
    expect(screen.getByText('No-show')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as scheduled' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/a1', { status: 'scheduled' }));
  });

  it('saves the notes, and refuses notes over 500 characters with the schema message', async () => {
    const { user } = open();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText(/Notes must be at most 500 characters/)).toBeInTheDocument();
    expect(mocks.patch).not.toHaveBeenCalled();
    await user.clear(notes);
    await user.type(notes, 'Prefers scissors');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(mocks.patch).toHaveBeenCalledWith('/api/appointments/a1', { notes: 'Prefers scissors' }));
  });

  it('cancels only after the confirmation step, with the reason and without the email when unticked', async () => {
    const { onClose, user } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(mocks.post).not.toHaveBeenCalled();
    const email = screen.getByRole('checkbox', { name: 'Email the customer' });
    expect(email).toBeChecked();
    await user.type(screen.getByLabelText('Reason (optional)'), 'Barber is ill');
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/cancel', { reason: 'Barber is ill', notifyCustomer: false }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('goes back from the confirmation without cancelling', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Keep appointment' }));
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
  });
});

describe('the appointment dialog on the day the clocks go back', () => {
  it('says which 01:30 the booking is', () => {
    const first = { ...appointment, date: '2027-10-31', time: '01:30', start: new Date('2027-10-31T00:30:00Z') };
    render(
      withQueryClient(
        <AppointmentDialog appointment={first} barbers={barbers} today="2027-10-20" timeZone="Europe/London" onClose={vi.fn()} />,
      ),
    );
    // the day in words, as the rest of the app writes it, not 2027-10-31
    expect(screen.getByText(/^Sunday 31 October 2027 01:30 BST · 30 min/)).toBeInTheDocument();
  });

  it("shows the booking's history in the shop's zone", () => {
    const moved = { action: 'moved', at: new Date('2025-06-24T09:42:00Z'), by: { uid: 'f1', name: 'Sam', role: 'frontDesk' } };
    open({ ...appointment, history: [moved] } as Appointment);
    expect(screen.getByText('Moved by Sam, front desk, 24 Jun 10:42')).toBeInTheDocument();
  });
});
