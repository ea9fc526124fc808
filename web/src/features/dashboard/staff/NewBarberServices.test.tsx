import type { Barber, Service } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { StaffTab } from './StaffTab';

// the API and Firestore writes, at the dashboard's mutation hooks
const m = vi.hoisted(() => ({ addBarber: vi.fn(), setBarberServices: vi.fn() }));
vi.mock('../mutations', () => ({
  futureAppointmentsOf: vi.fn(),
  useAddBarber: () => ({ mutateAsync: m.addBarber, isPending: false }),
  useChangeBarber: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useSetBarberServices: () => ({ mutateAsync: m.setBarberServices, isPending: false }),
}));
vi.mock('../../../shared/billing/billingApi', () => ({ useSeatInfo: () => ({ data: { seatsUsed: 2, seatsTotal: 4 } }) }));

const barbers = [
  { id: 'b1', name: 'Ali', specialty: 'Fades', bio: '', isActive: true },
  { id: 'b2', name: 'Ben', specialty: 'Beards', bio: '', isActive: true },
] as Barber[];
const service = (id: string, name: string, barberIds: string[] | null) =>
  ({ id, name, description: '', duration: 30, pricePence: 2000, barberIds, isActive: true }) as unknown as Service;

beforeEach(() => {
  m.addBarber.mockReset().mockResolvedValue({ id: 'b-new', name: 'Cara' });
  m.setBarberServices.mockReset().mockResolvedValue(1);
});

function renderTab(services: Service[]) {
  render(
    withQueryClient(
      <ToastProvider>
        <MemoryRouter>
          <StaffTab shopId="s1" live={{ barbers, services, customers: [], loading: false }} />
        </MemoryRouter>
      </ToastProvider>,
    ),
  );
}

async function addCara() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Staff Member' }));
  const form = await screen.findByRole('dialog', { name: 'Add Staff Member' });
  await userEvent.type(within(form).getByLabelText('Name *'), 'Cara');
  await userEvent.type(within(form).getByLabelText('Specialty *'), 'Colour');
  await userEvent.click(within(form).getByRole('button', { name: /save|add/i }));
  await waitFor(() => expect(m.addBarber).toHaveBeenCalled());
}

describe('adding a barber when some services are set to only some barbers', () => {
  it('asks which of those services the new barber performs, all ticked, and saves the choice', async () => {
    renderTab([service('cut', 'Haircut', null), service('col', 'Colour', ['b1']), service('perm', 'Perm', ['b2'])]);
    await addCara();
    const prompt = await screen.findByRole('dialog', { name: 'Which of these services does Cara perform?' });
    const boxes = within(prompt).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Colour', 'Perm']);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(within(prompt).getByRole('checkbox', { name: 'Perm' }));
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(m.setBarberServices).toHaveBeenCalledWith({
        barberId: 'b-new',
        performed: ['cut', 'col'],
        serviceIds: ['cut', 'col', 'perm'],
        everyBarberId: ['b1', 'b2', 'b-new'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('leaves them out when the owner says Not now', async () => {
    renderTab([service('cut', 'Haircut', null), service('col', 'Colour', ['b1'])]);
    await addCara();
    const prompt = await screen.findByRole('dialog', { name: /Cara perform/ });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(m.setBarberServices).not.toHaveBeenCalled();
  }, 60_000);

  it('asks nothing when every service is performed by every barber', async () => {
    renderTab([service('cut', 'Haircut', null)]);
    await addCara();
    expect(await screen.findByText('Barber added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /perform/ })).not.toBeInTheDocument();
  }, 60_000);
});
