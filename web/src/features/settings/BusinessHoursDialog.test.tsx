import type { BarbershopDto } from '@barbershop/core/api';
import { DEFAULT_WIZARD_HOURS } from '@barbershop/core/shop';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { withQueryClient } from '../../test/withQueryClient';
import { BusinessTab } from './BusinessTab';

// the PATCH /api/barbershops/{id} the settings send, at the hook boundary
const api = vi.hoisted(() => ({ patch: vi.fn() }));
vi.mock('./useUpdateShop', () => ({ useUpdateShop: () => ({ mutateAsync: api.patch }) }));

const shop = {
  id: 'shop-1',
  name: 'Fresh Fades',
  address: '1 High Street',
  phone: '',
  email: '',
  description: '',
  googleBusinessUrl: '',
  heroImages: [],
  logoImage: '',
  timezone: 'Europe/London',
  businessHours: DEFAULT_WIZARD_HOURS,
} as unknown as BarbershopDto;

beforeEach(() => api.patch.mockReset().mockResolvedValue(shop));

const renderTab = () =>
  render(
    withQueryClient(
      <ToastProvider>
        <BusinessTab shop={shop} />
      </ToastProvider>,
    ),
  );

describe('Edit Business Hours in Settings', () => {
  it('edits the hours in place and saves only the hours', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Business Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business Hours' });
    // the week's hours editor, not the wizard's steps
    expect(within(dialog).queryByText(/Step \d of 4/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Monday')).toBeInTheDocument();
    // Sunday opens (the last switch: Monday first)
    const switches = within(dialog).getAllByRole('switch');
    await userEvent.click(switches[switches.length - 1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Hours' }));

    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    const [patch] = api.patch.mock.calls[0]!;
    expect(Object.keys(patch)).toEqual(['businessHours']);
    expect(patch.businessHours).toHaveLength(7);
    expect(patch.businessHours.find((h: { dayOfWeek: number }) => h.dayOfWeek === 0)).toMatchObject({
      isActive: true,
      startTime: '10:00',
      endTime: '16:00',
    });
    expect(await screen.findByText('Business hours updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('cancels without saving', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Business Hours' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.patch).not.toHaveBeenCalled();
  }, 60_000);
});
