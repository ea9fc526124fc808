import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FutureAppointmentsDialog } from './FutureAppointmentsDialog';

const future = {
  futureAppointments: 2,
  appointments: [
    {
      id: 'a1',
      date: '2026-12-01',
      time: '10:00',
      durationMin: 30,
      serviceName: 'Cut',
      customerName: 'Ada',
      suggestedBarberId: 'b2',
      suggestedBarberName: 'Sam',
    },
    {
      id: 'a2',
      date: '2026-12-01',
      time: '11:00',
      durationMin: 30,
      serviceName: 'Cut',
      customerName: 'Bob',
      suggestedBarberId: null,
      suggestedBarberName: null,
    },
  ],
};

describe('Future bookings dialog', () => {
  it('says how many, defaults to the suggestion (cancel without one), and sends each choice', async () => {
    const onConfirm = vi.fn();
    render(
      <FutureAppointmentsDialog
        barberName="Jo"
        change="deactivate"
        future={future}
        busy={false}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(/Jo has 2 future bookings\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply and deactivate' }));
    expect(onConfirm).toHaveBeenLastCalledWith({
      appointments: [
        { appointmentId: 'a1', action: 'move', barberId: 'b2' },
        { appointmentId: 'a2', action: 'cancel' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await user.click(screen.getByRole('button', { name: 'Apply and deactivate' }));
    expect(onConfirm).toHaveBeenLastCalledWith({
      appointments: [
        { appointmentId: 'a1', action: 'cancel' },
        { appointmentId: 'a2', action: 'cancel' },
      ],
    });
  });
});
