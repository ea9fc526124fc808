import type { Barber, Service } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import type { ShopLive } from '../useShopLive';
import { ServicesTab } from './ServicesTab';

// An existing service is written straight to Firestore: mocked at the lib boundary.
const writes = vi.hoisted(() => ({
  updateService: vi.fn(),
  setServiceActive: vi.fn(),
  deleteService: vi.fn(),
  reorderServices: vi.fn(),
}));
vi.mock('../../../lib/firestore/shopWrites', () => writes);

const barber = (id: string, name: string, isActive = true) => ({ id, name, isActive }) as Barber;
const service = (over: Partial<Service>): Service => ({
  id: 'cut',
  shopId: 's1',
  name: 'Cut',
  description: '',
  durationMin: 30,
  pricePence: 2000,
  isActive: true,
  ...over,
});
const barbers = [barber('ann', 'Ann'), barber('bob', 'Bob'), barber('cy', 'Cy', false)];
const live = (services: Service[] = []): ShopLive => ({ barbers, services, customers: [], loading: false });

beforeEach(() => {
  for (const write of Object.values(writes)) write.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('services tab form', () => {
  it("shows the API schema's messages under the fields and sends nothing while invalid", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(withQueryClient(<ServicesTab shopId="s1" live={live()} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const duration = screen.getByLabelText('Duration (minutes) *');
    await user.clear(duration);
    await user.type(duration, '3');
    const price = screen.getByLabelText('Price *');
    await user.clear(price);
    await user.type(price, '12.345');
    const buffer = screen.getByLabelText('Buffer time (minutes)');
    await user.clear(buffer);
    await user.type(buffer, '61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Service name is required')).toBeInTheDocument());
    expect(screen.getByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(screen.getByText('Price must be an amount in pounds, e.g. 35 or 35.50')).toBeInTheDocument();
    expect(screen.getByText('Buffer time must be between 0 and 60 minutes')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("defaults to no buffer time, which customers don't see, and every barber", async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live()} />));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByLabelText('Buffer time (minutes)')).toHaveValue(0);
    expect(screen.getByText(/Customers don't see it/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Every barber' })).toBeChecked();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('saves a buffer and the barbers chosen, in the shop order, straight to Firestore', async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live([service({})])} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const buffer = screen.getByLabelText('Buffer time (minutes)');
    await user.clear(buffer);
    await user.type(buffer, '15');
    await user.click(screen.getByRole('radio', { name: 'Only some barbers' }));
    // every barber starts ticked; the owner unticks those who don't do it
    const group = screen.getByRole('group', { name: 'Barbers who perform it' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    expect(within(group).getByLabelText('Cy (inactive)')).toBeInTheDocument();
    await user.click(within(group).getByLabelText('Ann'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.updateService).toHaveBeenCalledTimes(1));
    expect(writes.updateService).toHaveBeenCalledWith('s1', 'cut', {
      name: 'Cut',
      description: '',
      durationMin: 30,
      pricePence: 2000,
      bufferMin: 15,
      barberIds: ['bob', 'cy'],
    });
  });

  it('stores null for every barber, and refuses a service no barber performs', async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live([service({ barberIds: ['ann'], bufferMin: 10 })])} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('radio', { name: 'Only some barbers' })).toBeChecked();
    await user.click(screen.getByLabelText('Ann'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose at least one barber, or Every barber');
    expect(writes.updateService).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Every barber' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.updateService).toHaveBeenCalledTimes(1));
    expect(writes.updateService.mock.calls[0]![2]).toMatchObject({ bufferMin: 10, barberIds: null });
  });

  it('lists each service with its buffer time and who performs it', () => {
    render(
      withQueryClient(
        <ServicesTab
          shopId="s1"
          live={live([
            service({ id: 'a', name: 'Fade', bufferMin: 15 }),
            service({ id: 'b', name: 'Colour', barberIds: ['bob', 'ann'] }),
            service({ id: 'c', name: 'Shave', barberIds: ['gone'] }),
          ])}
        />,
      ),
    );
    const card = (name: string) => screen.getByRole('article', { name });
    expect(card('Fade')).toHaveTextContent('+ 15 min buffer time');
    expect(card('Fade')).toHaveTextContent('Performed by: Every barber');
    expect(card('Colour')).not.toHaveTextContent('buffer');
    expect(card('Colour')).toHaveTextContent('Performed by: Ann, Bob');
    expect(card('Shave')).toHaveTextContent("Performed by: no barber (customers can't book it)");
  });
});

describe('deactivating, deleting and reordering services', () => {
  const cut = service({ id: 'cut', name: 'Cut', sortOrder: 0 });
  const beard = service({ id: 'beard', name: 'Beard', sortOrder: 1 });
  const kids = service({ id: 'kids', name: 'Kids Cut', isActive: false });

  it('moves a service up or down the list; the ends cannot move further', async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live([cut, beard, kids])} />));
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Move Cut up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Kids Cut down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Kids Cut up' }));
    await waitFor(() =>
      expect(writes.reorderServices).toHaveBeenCalledWith('s1', [
        { id: 'kids', sortOrder: 1 },
        { id: 'beard', sortOrder: 2 },
      ]),
    );
  });

  it('deactivates an active service and activates an inactive one', async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live([cut, kids])} />));
    const user = userEvent.setup();
    expect(
      within(screen.getByRole('article', { name: 'Kids Cut' })).getByText('Inactive: hidden from booking'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('article', { name: 'Cut' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes.setServiceActive).toHaveBeenCalledWith('s1', 'cut', false));
    await user.click(within(screen.getByRole('article', { name: 'Kids Cut' })).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(writes.setServiceActive).toHaveBeenCalledWith('s1', 'kids', true));
  });

  it('deletes only after asking, saying past bookings keep their copy', async () => {
    render(withQueryClient(<ServicesTab shopId="s1" live={live([cut, beard])} />));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('article', { name: 'Beard' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Beard?' });
    expect(dialog).toHaveTextContent('Bookings already made keep their own copy of its name, price and duration');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Service' }));
    expect(writes.deleteService).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('article', { name: 'Beard' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Service' }));
    await waitFor(() => expect(writes.deleteService).toHaveBeenCalledWith('s1', 'beard'));
  });
});
