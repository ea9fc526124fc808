import type { Barber, Customer, Service } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import type { ShopLive } from '../useShopLive';
import { BookAppointmentDialog } from './BookAppointmentDialog';

// /api is mocked at its client: the booking is one POST.
const mocks = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post },
}));

const service = (id: string, name: string, durationMin: number, pricePence: number, over: Partial<Service> = {}) =>
  ({ id, shopId: 's1', name, description: '', durationMin, pricePence, isActive: true, ...over }) as Service;
const live: ShopLive = {
  barbers: [
    { id: 'ann', name: 'Ann', isActive: true },
    { id: 'bob', name: 'Bob', isActive: true },
    { id: 'cy', name: 'Cy', isActive: false },
  ] as Barber[],
  services: [
    service('cut', 'Cut', 30, 2000, { bufferMin: 10 }),
    service('colour', 'Colour', 60, 5000, { barberIds: ['bob', 'cy'] }),
    service('beard', 'Beard', 15, 1000, { barberIds: ['ann'] }),
  ],
  customers: [{ id: 'ada', name: 'Ada Lovelace', phone: '+447700900123', email: '' } as Customer],
  loading: false,
};
const target = { barberId: 'ann', date: '2026-12-01', time: '10:00' };

async function choose(user: UserEvent, field: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}
async function optionsOf(user: UserEvent, field: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}

beforeEach(() => mocks.post.mockReset().mockResolvedValue({ id: 'a1' }));

describe('the owner books a visit of several services', () => {
  it('offers only the barbers who perform every chosen service, totals the visit and sends serviceIds in order', async () => {
    render(withQueryClient(<BookAppointmentDialog shopId="s1" live={live} target={target} onClose={() => undefined} />));
    const user = userEvent.setup();
    expect(await optionsOf(user, 'Barber')).toEqual(['Ann', 'Bob']);
    await choose(user, 'Service', /^Cut/);
    expect(screen.getByTestId('visit-total')).toHaveTextContent('Total: 30 min · £20.00 (then 10 min buffer time)');

    await user.click(screen.getByRole('button', { name: '+ Add service' }));
    // a service already in the visit is not offered again
    expect(await optionsOf(user, 'Service 2')).toEqual(['Colour · 60 min · £50.00', 'Beard · 15 min · £10.00']);
    await choose(user, 'Service 2', /^Colour/);
    expect(screen.getByTestId('visit-total')).toHaveTextContent('Total: 90 min · £70.00 (then 10 min buffer time)');
    // Ann, whose cell was clicked, does not colour; Cy does but is inactive
    expect(screen.getByText('Ann does not perform Colour: choose another barber')).toBeInTheDocument();
    expect(await optionsOf(user, 'Barber')).toEqual(['Bob']);

    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(mocks.post).not.toHaveBeenCalled();

    await choose(user, 'Barber', 'Bob');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledTimes(1));
    expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/appointments', {
      customerId: 'ada',
      serviceId: 'cut',
      serviceIds: ['cut', 'colour'],
      barberId: 'bob',
      appointmentDate: '2026-12-01T10:00:00',
      notes: '',
      status: 'scheduled',
    });
  });

  it('says so when no barber performs them all, and a removed service frees the choice again', async () => {
    render(withQueryClient(<BookAppointmentDialog shopId="s1" live={live} target={target} onClose={() => undefined} />));
    const user = userEvent.setup();
    await choose(user, 'Service', /^Beard/);
    await user.click(screen.getByRole('button', { name: '+ Add service' }));
    await choose(user, 'Service 2', /^Colour/);
    expect(screen.getByText('No barber performs all of these services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove service' }));
    expect(screen.queryByRole('combobox', { name: 'Service 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveTextContent('Colour');
    expect(screen.getByTestId('visit-total')).toHaveTextContent('Total: 60 min · £50.00');
    expect(screen.getByText('Ann does not perform Colour: choose another barber')).toBeInTheDocument();
  });
});

describe('the day the clocks go back', () => {
  // open from midnight on Sundays: 01:00-02:00 happens twice on Sunday 31 October 2027
  const shop = {
    timezone: 'Europe/London',
    businessHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      dayOfWeek: d as 0,
      startTime: d === 0 ? '00:00' : '09:00',
      endTime: d === 0 ? '12:00' : '18:00',
      isActive: true,
    })),
  };
  const sunday = { barberId: 'ann', date: '2027-10-31', time: '10:00' };

  it('offers both 01:30s, labelled BST and GMT, and books the one chosen at its own instant', async () => {
    render(
      withQueryClient(<BookAppointmentDialog shopId="s1" live={live} target={sunday} shop={shop} onClose={() => undefined} />),
    );
    const user = userEvent.setup();
    const times = await optionsOf(user, 'Time');
    expect(times.slice(0, 7)).toEqual(['00:00', '00:30', '01:00 BST', '01:00 GMT', '01:30 BST', '01:30 GMT', '02:00']);
    expect(times).toContain('10:00');

    await choose(user, 'Time', '01:30 BST');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveTextContent('01:30 BST');
    await choose(user, 'Service', /^Cut/);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledTimes(1));
    expect(mocks.post.mock.calls[0]![1]).toMatchObject({ appointmentDate: '2027-10-31T00:30:00.000Z' });
  });

  it('sends an ordinary time that day as the shop-zone wall time, as always', async () => {
    render(
      withQueryClient(<BookAppointmentDialog shopId="s1" live={live} target={sunday} shop={shop} onClose={() => undefined} />),
    );
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveTextContent('10:00');
    await choose(user, 'Service', /^Cut/);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledTimes(1));
    expect(mocks.post.mock.calls[0]![1]).toMatchObject({ appointmentDate: '2027-10-31T10:00:00' });
  });
});
