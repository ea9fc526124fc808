import type { Barber, Service } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import type { ShopLive } from '../useShopLive';
import { BarberServicesDialog } from './BarberServicesDialog';
import { StaffTab } from './StaffTab';

// The Firestore transaction and the seat count are mocked at their lib boundaries.
const mocks = vi.hoisted(() => ({ setBarberServices: vi.fn() }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ setBarberServices: mocks.setBarberServices }));
vi.mock('../../../shared/billing/billingApi', () => ({ useSeatInfo: () => ({ data: { seatsUsed: 2, seatsTotal: 4 } }) }));

const barbers = [
  { id: 'ann', name: 'Ann', specialty: 'Fades', isActive: true },
  { id: 'bob', name: 'Bob', specialty: 'Beards', isActive: true },
] as Barber[];
const service = (id: string, name: string, barberIds: string[] | null, isActive = true) =>
  ({ id, name, barberIds, isActive, durationMin: 30, pricePence: 2000 }) as Service;
const services = [service('cut', 'Cut', null), service('beard', 'Beard Trim', ['ann']), service('old', 'Old', null, false)];
const none = () => undefined;

beforeEach(() => mocks.setBarberServices.mockReset().mockResolvedValue(2));

describe("a barber's services", () => {
  it('ticks what the barber performs now and hands over the ids ticked', async () => {
    const onSave = vi.fn();
    render(
      <BarberServicesDialog
        barber={barbers[0]!}
        barbers={barbers}
        services={services}
        busy={false}
        onClose={none}
        onSave={onSave}
      />,
    );
    const group = screen.getByRole('group', { name: 'Services Ann performs' });
    expect(within(group).getByLabelText('Cut')).toBeChecked();
    expect(within(group).getByLabelText('Beard Trim')).toBeChecked();
    expect(within(group).getByLabelText('Old (inactive)')).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(group).getByLabelText('Cut'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['beard', 'old']);
  });

  it('lets a barber give up every service, saying plainly what that means', async () => {
    const onSave = vi.fn();
    render(
      <BarberServicesDialog
        barber={barbers[0]!}
        barbers={barbers}
        services={services}
        busy={false}
        onClose={none}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const name of ['Cut', 'Beard Trim', 'Old (inactive)']) await user.click(screen.getByLabelText(name));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Ann will perform no services: customers cannot book them.',
      // Ann was the only one doing the beard trim; Bob still does Cut and Old
      'No barber will perform Beard Trim: customers cannot book it.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([]);
  });

  it("shows each barber's services on the Staff tab and saves a choice in one write", async () => {
    const live: ShopLive = {
      barbers,
      services: [service('cut', 'Cut', ['ann']), service('beard', 'Beard Trim', ['ann'])],
      customers: [],
      loading: false,
    };
    render(
      withQueryClient(
        <MemoryRouter>
          <StaffTab shopId="s1" live={live} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByText('Services: Cut, Beard Trim')).toBeInTheDocument();
    expect(screen.getByText('Performs no services')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Services' })[1]!);
    await user.click(screen.getByLabelText('Cut'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.setBarberServices).toHaveBeenCalledTimes(1));
    expect(mocks.setBarberServices).toHaveBeenCalledWith('s1', 'bob', ['cut'], ['cut', 'beard'], ['ann', 'bob']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
