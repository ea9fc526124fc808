import type { Appointment } from '@barbershop/core/model';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppointmentHistory } from './AppointmentHistory';

// Summer in London (BST): 09:42 UTC is 10:42 in the shop. Days long past, so each line has its date.
const history: Appointment['history'] = [
  { action: 'booked', at: new Date('2025-06-23T17:00:00Z'), by: { uid: '', name: 'Ada', role: 'customer' } },
  { action: 'moved', at: new Date('2025-06-24T09:42:00Z'), by: { uid: 'f1', name: 'Sam', role: 'frontDesk' } },
  { action: 'arrived', at: new Date('2025-06-25T09:05:00Z'), by: { uid: 'b1', name: 'Ann', role: 'barber' } },
];

describe('the appointment history', () => {
  it('lists who did what, newest first, in the shop zone', () => {
    render(<AppointmentHistory appointment={{ history }} timeZone="Europe/London" />);
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'History' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Marked arrived by Ann, barber, 25 Jun 10:05',
      'Moved by Sam, front desk, 24 Jun 10:42',
      'Booked by Ada, customer, 23 Jun 18:00',
    ]);
  });

  it('says when the customer arrived', () => {
    render(<AppointmentHistory appointment={{ arrivedAt: new Date('2025-06-25T09:05:00Z') }} timeZone="Europe/London" />);
    expect(screen.getByText('Arrived 10:05')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('shows nothing for a booking without a history', () => {
    const { container } = render(<AppointmentHistory appointment={{ history: [], arrivedAt: null }} timeZone="Europe/London" />);
    expect(container).toBeEmptyDOMElement();
  });
});
