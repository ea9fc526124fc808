import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../shared/withQueryClient';
import type { ShopLive } from '../useShopLive';
import { ServicesTab } from './ServicesTab';

const live: ShopLive = { barbers: [], services: [], customers: [], loading: false };

describe('services tab form', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the API schema's messages under the fields and sends nothing while invalid", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(withQueryClient(<ServicesTab shopId="s1" live={live} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const duration = screen.getByLabelText('Duration (minutes) *');
    await user.clear(duration);
    await user.type(duration, '3');
    const price = screen.getByLabelText('Price *');
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Service name is required')).toBeInTheDocument());
    expect(screen.getByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(screen.getByText('Price must be an amount in pounds, e.g. 35 or 35.50')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
