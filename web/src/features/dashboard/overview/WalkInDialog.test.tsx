import type { Customer, Service } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { WalkInDialog } from './WalkInDialog';

// /api is mocked at its client: a walk-in is one POST.
const mocks = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post },
}));

const services = [
  { id: 'cut', shopId: 's1', name: 'Cut', description: '', durationMin: 30, pricePence: 2000, isActive: true },
  { id: 'beard', shopId: 's1', name: 'Beard', description: '', durationMin: 15, pricePence: 1000, isActive: true },
] as Service[];

const customers = [
  { id: 'c1', shopId: 's1', name: 'Grace Hopper', phone: '+447911123457', email: 'grace@example.com', notes: '' },
  { id: 'c2', shopId: 's1', name: 'Ada Lovelace', phone: '+447911123456', email: '', notes: '' },
] as Customer[];

function open() {
  const onClose = vi.fn();
  render(
    withQueryClient(
      <WalkInDialog
        shopId="s1"
        barber={{ id: 'ann', name: 'Ann' }}
        services={services}
        customers={customers}
        onClose={onClose}
      />,
    ),
  );
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => mocks.post.mockReset().mockResolvedValue({ id: 'w1', customerName: 'Walk-in', time: '10:07' }));

describe('the walk-in form', () => {
  it('books the barber from now with only a service chosen: no details needed', async () => {
    const { onClose, user } = open();
    expect(screen.getByRole('heading', { name: 'Walk-in with Ann' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Cut/ }));
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/walk-ins', {
        barberId: 'ann',
        serviceId: 'cut',
        serviceIds: ['cut'],
        name: '',
        phone: '',
        email: '',
        notes: '',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for a service first and sends nothing', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a service');
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it("checks the optional details with the API's schema and sends them with several services", async () => {
    const { user } = open();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Cut/ }));
    await user.click(screen.getByRole('button', { name: '+ Add service' }));
    await user.click(screen.getByRole('combobox', { name: 'Service 2' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Beard/ }));
    await user.type(screen.getByLabelText('Name'), 'Sam Walker');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '07700 900606');
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith(
        '/api/barbershops/s1/walk-ins',
        expect.objectContaining({ name: 'Sam Walker', phone: '07700 900606', serviceId: 'cut', serviceIds: ['cut', 'beard'] }),
      ),
    );
  });

  it('finds a customer on file as the booking dialog does, and books the walk-in with their details', async () => {
    const { user } = open();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Cut/ }));
    await user.type(screen.getByRole('combobox', { name: 'Customer on file' }), '123456');
    const found = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(found.map((o) => o.textContent)).toEqual(['Ada Lovelace · 07911 123456']);
    await user.click(found[0]!);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith(
        '/api/barbershops/s1/walk-ins',
        expect.objectContaining({ name: 'Ada Lovelace', phone: '07911 123456', email: '' }),
      ),
    );
  });
});
